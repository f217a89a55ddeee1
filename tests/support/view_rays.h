#pragma once
// From a true 3D view's pixels back into the map: the ray each pixel
// centre looks along (render/vulkan/true_view_data.h's true_clip_from_map
// inverted), for tests that check a pixel shows what its surface id names.
#include <array>
#include <cmath>
#include <cstddef>
#include <utility>

namespace test_support {

struct Ray {
    std::array<double, 3> from, direction;
};

// The inverse of a column-major 4×4 matrix, by Gauss-Jordan elimination
// with partial pivoting (a view matrix is far from singular).
inline std::array<double, 16> inverse(const std::array<float, 16>& m) {
    std::array<std::array<double, 8>, 4> rows{};  // [M | I], row-major
    for (std::size_t r = 0; r < 4; ++r) {
        for (std::size_t c = 0; c < 4; ++c) rows[r][c] = m[c * 4 + r];
        rows[r][4 + r] = 1;
    }
    for (std::size_t c = 0; c < 4; ++c) {
        std::size_t pivot = c;
        for (std::size_t r = c + 1; r < 4; ++r)
            if (std::abs(rows[r][c]) > std::abs(rows[pivot][c])) pivot = r;
        std::swap(rows[c], rows[pivot]);
        const double lead = rows[c][c];
        for (double& v : rows[c]) v /= lead;
        for (std::size_t r = 0; r < 4; ++r) {
            if (r == c) continue;
            const double factor = rows[r][c];
            for (std::size_t k = 0; k < 8; ++k) rows[r][k] -= factor * rows[c][k];
        }
    }
    std::array<double, 16> inv{};
    for (std::size_t r = 0; r < 4; ++r)
        for (std::size_t c = 0; c < 4; ++c) inv[c * 4 + r] = rows[r][4 + c];
    return inv;
}

// The map point a pixel centre's clip position at depth `z` comes from.
inline std::array<double, 3> unproject(const std::array<double, 16>& inv, double x, double y, double z) {
    const std::array<double, 4> c{x, y, z, 1.0};
    std::array<double, 4> p{};
    for (std::size_t row = 0; row < 4; ++row)
        for (std::size_t col = 0; col < 4; ++col) p[row] += inv[col * 4 + row] * c[col];
    return {p[0] / p[3], p[1] / p[3], p[2] / p[3]};
}

inline Ray pixel_ray(const std::array<double, 16>& inv, int x, int y, int width, int height) {
    const double nx = (x + 0.5) / width * 2 - 1, ny = (y + 0.5) / height * 2 - 1;
    const auto near = unproject(inv, nx, ny, 1.0), far = unproject(inv, nx, ny, 0.001);
    return {near, {far[0] - near[0], far[1] - near[1], far[2] - near[2]}};
}

}  // namespace test_support
