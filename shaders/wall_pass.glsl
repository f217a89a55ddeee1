// What each wall draw pushes (render/vulkan/level_renderer.cpp: WallPass).
layout(push_constant, std430) uniform Pass {
    int mode;    // WALLS or MASKED
    int x1, x2;  // MASKED: the run's columns [x1, x2] (software::MaskedRun)
    int blend;   // MASKED: the line's blend table (render::MapLooks), 0 for none
} pass;
