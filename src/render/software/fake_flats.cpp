// Boom's deep water (242) in the walk: sectors drawn as render/deep_water.h
// says, with their planes' light. Things in such a sector are left out or
// cut where the fake planes part them from the view (r_things.c).
#include "render/software/view_renderer.h"

namespace render::software {

DrawnSector ViewRenderer::drawn_sector(int sector, int* floor_light, int* ceiling_light, bool back) const {
    const DrawnSector d = render::drawn_sector(*world_, water_eye(), sector, back);
    if (floor_light) *floor_light = plane_light(d.floor_look, false);
    if (ceiling_light) *ceiling_light = plane_light(d.ceiling_look, true);
    return d;
}

// R_DrawSprite's deep water clipping (killough 4/9/98, 11/98): a fake
// plane across the sprite cuts it at the plane's row, from below or above
// as the view's zone decides.
void ViewRenderer::clip_by_water(const VisSprite& spr) {
    const sim::SectorState& s = world_->sectors[static_cast<std::size_t>(spr.heightsec)];
    const sim::SectorState* view_control =
        view_heightsec_ >= 0 ? &world_->sectors[static_cast<std::size_t>(view_heightsec_)] : nullptr;
    const auto row_of = [&](fixed_t height, int& row) {
        const fixed_t h = t_->centeryfrac - base::fixed_mul(height - viewz_, spr.scale);
        row = h >> base::kFracBits;
        return h >= 0 && row < t_->height;
    };
    const auto clip_bottom = [&](int row) {
        for (int x = spr.x1; x <= spr.x2; ++x) {
            std::int16_t& c = clipbot_[static_cast<std::size_t>(x)];
            if (c == -2 || row < c) c = static_cast<std::int16_t>(row);
        }
    };
    const auto clip_top = [&](int row) {
        for (int x = spr.x1; x <= spr.x2; ++x) {
            std::int16_t& c = cliptop_[static_cast<std::size_t>(x)];
            if (c == -2 || row > c) c = static_cast<std::int16_t>(row);
        }
    };
    int row = 0;
    if (s.floorheight > spr.gz && row_of(s.floorheight, row)) {
        if (s.floorheight - viewz_ <= 0 || (view_control && viewz_ > view_control->floorheight))
            clip_bottom(row);
        else if (view_control && viewz_ <= view_control->floorheight)
            clip_top(row);
    }
    if (s.ceilingheight < spr.gzt && row_of(s.ceilingheight, row)) {
        if (view_control && viewz_ >= view_control->ceilingheight)
            clip_bottom(row);
        else
            clip_top(row);
    }
}

}  // namespace render::software
