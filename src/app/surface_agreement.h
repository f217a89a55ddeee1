#pragma once
// How far two renderers that cannot be pixel-exact (the software renderer
// and the Vulkan true 3D view) agree, for `brimstone compare`: over the
// view's pixels, the share showing the same surface, the share showing it
// within one light row, the share of identical indices; what kind of
// surface each disagreeing pixel was taken for; and a diff image coloured
// by those kinds.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "assets/palette.h"
#include "render/frame.h"
#include "render/surface_image.h"

namespace app {

// What a pixel showing different surfaces was, in the software frame ("a")
// and in the other ("b"): the first of these that fits.
enum class SurfaceMismatch {
    thing_missing,  // a thing or the weapon in a, something else in b
    thing_extra,    // something else in a, a thing or the weapon in b
    sky_vs_other,   // the sky in one, something else in the other
    wall_as_plane,  // a wall in a, a floor or ceiling in b
    plane_as_wall,  // a floor or ceiling in a, a wall in b
    other,          // another wall, plane or thing; nothing drawn in one
};
inline constexpr std::size_t kSurfaceMismatches = 6;
// Its name as compare prints it.
const char* mismatch_name(SurfaceMismatch kind);

// One view (the software renderer's or the other's): its whole frame and
// the surface image of its view window, whose top left is at (view_x,
// view_y) in the frame.
struct SurfaceView {
    const render::Frame& frame;
    const render::SurfaceImage& surfaces;
    int view_x = 0, view_y = 0;
};

struct SurfaceAgreement {
    std::int64_t pixels = 0;        // view pixels compared
    std::int64_t same_surface = 0;  // with the same surface id
    std::int64_t same_light = 0;    // of those, light rows at most one apart (or none on both)
    std::int64_t identical = 0;     // with the same palette index
    std::array<std::int64_t, kSurfaceMismatches> mismatches{};  // by SurfaceMismatch
    // The indices that differ on the same surface, by cause: another light
    // row (the light model's), or the same row (another texel, blend or fuzz).
    std::int64_t light_row_off = 0, texel_off = 0;
    // texel_off by the kind of surface (render::SurfaceKind), to tell whose sampling differs.
    std::array<std::int64_t, render::kSurfaceKinds> texel_off_by_kind{};

    double surface_percent() const { return percent(same_surface); }
    double light_percent() const { return percent(same_light); }
    double identical_percent() const { return percent(identical); }
    // Adds another frame's counts, for a summary over many frames.
    void add(const SurfaceAgreement& other);

private:
    double percent(std::int64_t count) const;
};

// Throws std::invalid_argument unless both views have the same frame and
// surface sizes, the same window place, and the window fits in the frame.
SurfaceAgreement surface_agreement(const SurfaceView& a, const SurfaceView& b);

// RGBA of a's frame size. In the view window: a dim grey copy of a where
// both show the same surface and index; green where the surface is the
// same and the light rows at most one apart; blue where it is the same but
// the light differs more; a colour per SurfaceMismatch (mismatch_colour)
// where the surfaces differ. Outside the window as heat_map
// (frame_difference.h). Throws as surface_agreement.
std::vector<std::uint8_t> surface_map(const SurfaceView& a, const SurfaceView& b,
                                      std::span<const assets::Rgb, 256> palette);

// The colours surface_map gives pixels whose surfaces agree and differ.
inline constexpr assets::Rgb kLightWithinRow{0, 200, 0};
inline constexpr assets::Rgb kLightOff{40, 110, 255};
assets::Rgb mismatch_colour(SurfaceMismatch kind);

}  // namespace app
