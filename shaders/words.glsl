// What the scene shaders of both Vulkan views share: byte arrays read as
// 32-bit words (lavapipe fetches 32-bit texels for a whole SIMD group at
// once, 8-bit ones more slowly), and the original's 16.16 multiply.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

// Byte `offset` of a byte array read as words.
uint byte_of(usamplerBuffer words, int offset) { return (texelFetch(words, offset >> 2).r >> ((offset & 3) * 8)) & 255u; }

// FixedMul: the 64-bit product's bits 16-47, from its two 32-bit halves
// (CPU drivers emulate 64-bit vector multiplies at many times the cost).
int fixed_mul(int a, int b) {
    int high, low;
    imulExtended(a, b, high, low);
    return (high << 16) | int(uint(low) >> 16);
}
