// Which plane each pixel shows, for the span pass (true_spans.comp): a
// floor or ceiling pixel writes 2 × sector + (1 for a ceiling) + 1, the
// sky 0. Only fragments that pass the depth test run (early tests), and
// planes are drawn nearest first, after the walls: the last store a
// pixel gets is the surface it shows.
layout(early_fragment_tests) in;
layout(set = 0, binding = 18, r32ui) uniform writeonly uimage2D plane_keys;

// Needs true_output.glsl's kSurfaceIds: surface ids are drawn without the span pass.
bool span_pass() { return view.plane_mapping.w == 2.0 && !kSurfaceIds; }
void mark_plane(uint key) { imageStore(plane_keys, ivec2(gl_FragCoord.xy), uvec4(key)); }
