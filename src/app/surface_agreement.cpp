#include "app/surface_agreement.h"

#include <cstdlib>
#include <stdexcept>

#include "app/frame_difference.h"

namespace app {
namespace {

using render::SurfaceKind;

void require_comparable(const SurfaceView& a, const SurfaceView& b) {
    const auto fits = [](const SurfaceView& v) {
        const render::SurfaceImage& s = v.surfaces;
        const auto count = static_cast<std::size_t>(s.width) * static_cast<std::size_t>(s.height);
        return s.ids.size() == count && s.light_rows.size() == count && v.view_x >= 0 && v.view_y >= 0 &&
               v.view_x + s.width <= v.frame.width && v.view_y + s.height <= v.frame.height &&
               v.frame.pixels.size() ==
                   static_cast<std::size_t>(v.frame.width) * static_cast<std::size_t>(v.frame.height);
    };
    if (!fits(a) || !fits(b) || a.frame.width != b.frame.width || a.frame.height != b.frame.height ||
        a.surfaces.width != b.surfaces.width || a.surfaces.height != b.surfaces.height || a.view_x != b.view_x ||
        a.view_y != b.view_y)
        throw std::invalid_argument("surface_agreement: the views differ in size or place");
}

bool is_thing(SurfaceKind k) { return k == SurfaceKind::thing || k == SurfaceKind::weapon; }
bool is_plane(SurfaceKind k) { return k == SurfaceKind::floor || k == SurfaceKind::ceiling; }

SurfaceMismatch mismatch(std::uint32_t a, std::uint32_t b) {
    const SurfaceKind ka = render::surface_kind(a), kb = render::surface_kind(b);
    if (is_thing(ka) && !is_thing(kb)) return SurfaceMismatch::thing_missing;
    if (!is_thing(ka) && is_thing(kb)) return SurfaceMismatch::thing_extra;
    if ((ka == SurfaceKind::sky) != (kb == SurfaceKind::sky)) return SurfaceMismatch::sky_vs_other;
    if (ka == SurfaceKind::wall && is_plane(kb)) return SurfaceMismatch::wall_as_plane;
    if (is_plane(ka) && kb == SurfaceKind::wall) return SurfaceMismatch::plane_as_wall;
    return SurfaceMismatch::other;
}

// Light rows at most one apart; "no row" agrees only with itself.
bool light_within_row(std::uint8_t a, std::uint8_t b) {
    if (a == render::kNoLightRow || b == render::kNoLightRow) return a == b;
    return std::abs(int{a} - int{b}) <= 1;
}

// How one view pixel compares.
struct PixelVerdict {
    bool same_surface = false;
    bool same_light = false;  // the same surface, light rows at most one apart
    bool same_row = false;    // the same surface and light row
    bool same_index = false;
    SurfaceMismatch kind = SurfaceMismatch::other;  // when the surfaces differ
    render::SurfaceKind kind_a = render::SurfaceKind::none;  // what the software frame shows
};

// Calls see(frame index, PixelVerdict) for each view pixel.
template <class See>
void each_view_pixel(const SurfaceView& a, const SurfaceView& b, See see) {
    require_comparable(a, b);
    const render::SurfaceImage& sa = a.surfaces;
    const render::SurfaceImage& sb = b.surfaces;
    for (int y = 0; y < sa.height; ++y) {
        for (int x = 0; x < sa.width; ++x) {
            const std::size_t s = static_cast<std::size_t>(y) * static_cast<std::size_t>(sa.width) +
                                  static_cast<std::size_t>(x);
            const std::size_t f = static_cast<std::size_t>(a.view_y + y) * static_cast<std::size_t>(a.frame.width) +
                                  static_cast<std::size_t>(a.view_x + x);
            PixelVerdict v;
            v.kind_a = render::surface_kind(sa.ids[s]);
            v.same_index = a.frame.pixels[f] == b.frame.pixels[f];
            v.same_surface = sa.ids[s] == sb.ids[s];
            if (v.same_surface) {
                v.same_light = light_within_row(sa.light_rows[s], sb.light_rows[s]);
                v.same_row = sa.light_rows[s] == sb.light_rows[s];
            }
            else v.kind = mismatch(sa.ids[s], sb.ids[s]);
            see(f, v);
        }
    }
}

}  // namespace

const char* mismatch_name(SurfaceMismatch kind) {
    switch (kind) {
        case SurfaceMismatch::thing_missing: return "thing_missing";
        case SurfaceMismatch::thing_extra: return "thing_extra";
        case SurfaceMismatch::sky_vs_other: return "sky_vs_other";
        case SurfaceMismatch::wall_as_plane: return "wall_as_plane";
        case SurfaceMismatch::plane_as_wall: return "plane_as_wall";
        case SurfaceMismatch::other: break;
    }
    return "other";
}

assets::Rgb mismatch_colour(SurfaceMismatch kind) {
    switch (kind) {
        case SurfaceMismatch::thing_missing: return {255, 0, 0};
        case SurfaceMismatch::thing_extra: return {255, 255, 0};
        case SurfaceMismatch::sky_vs_other: return {0, 255, 255};
        case SurfaceMismatch::wall_as_plane: return {255, 140, 0};
        case SurfaceMismatch::plane_as_wall: return {255, 0, 255};
        case SurfaceMismatch::other: break;
    }
    return {255, 255, 255};
}

double SurfaceAgreement::percent(std::int64_t count) const {
    return pixels ? 100.0 * static_cast<double>(count) / static_cast<double>(pixels) : 100.0;
}

void SurfaceAgreement::add(const SurfaceAgreement& other) {
    pixels += other.pixels;
    same_surface += other.same_surface;
    same_light += other.same_light;
    identical += other.identical;
    for (std::size_t i = 0; i < mismatches.size(); ++i) mismatches[i] += other.mismatches[i];
    light_row_off += other.light_row_off;
    texel_off += other.texel_off;
    for (std::size_t i = 0; i < texel_off_by_kind.size(); ++i) texel_off_by_kind[i] += other.texel_off_by_kind[i];
}

SurfaceAgreement surface_agreement(const SurfaceView& a, const SurfaceView& b) {
    SurfaceAgreement r;
    each_view_pixel(a, b, [&](std::size_t, const PixelVerdict& v) {
        ++r.pixels;
        if (v.same_index) ++r.identical;
        if (v.same_light) ++r.same_light;
        if (v.same_surface) ++r.same_surface;
        else ++r.mismatches[static_cast<std::size_t>(v.kind)];
        if (v.same_surface && !v.same_index) ++(v.same_row ? r.texel_off : r.light_row_off);
        if (v.same_surface && !v.same_index && v.same_row) {
            const auto kind = static_cast<std::size_t>(v.kind_a);
            if (kind < r.texel_off_by_kind.size()) ++r.texel_off_by_kind[kind];
        }
    });
    return r;
}

std::vector<std::uint8_t> surface_map(const SurfaceView& a, const SurfaceView& b,
                                      std::span<const assets::Rgb, 256> palette) {
    require_comparable(a, b);
    // The heat map's grey copy and its colours outside the view.
    std::vector<std::uint8_t> rgba = heat_map(a.frame, b.frame, palette);
    each_view_pixel(a, b, [&](std::size_t f, const PixelVerdict& v) {
        if (v.same_surface && v.same_index) return;  // the grey copy
        const assets::Rgb colour = !v.same_surface ? mismatch_colour(v.kind)
                                   : v.same_light  ? kLightWithinRow
                                                   : kLightOff;
        std::uint8_t* px = &rgba[f * 4];
        px[0] = colour.r;
        px[1] = colour.g;
        px[2] = colour.b;
    });
    return rgba;
}

}  // namespace app
