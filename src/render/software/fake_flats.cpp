// Boom's deep water (242) in the walk: R_FakeFlat (killough's r_bsp.c, as
// dsda-doom draws it at complevel 9 and later). A sector whose heightsec
// names a control sector is drawn in one of three zones, chosen by where
// the view's own sector puts the eye against its control sector's planes:
//  - below the fake floor: the real floor, a ceiling just under the fake
//    floor, both with the control sector's flats and light (its ceiling
//    flat, unless that is sky: then the floor flat shows above too);
//  - above the fake ceiling, where the sector's ceiling is higher: a floor
//    just over the fake ceiling with the control's flats and light;
//  - otherwise: the control sector's heights with the sector's own flats.
// Other sectors are drawn as they are. Things in such a sector are left
// out or cut where the fake planes part them from the view (r_things.c).
#include "render/software/view_renderer.h"

namespace render::software {

DrawnSector ViewRenderer::drawn_sector(int sector, int* floor_light, int* ceiling_light, bool back) const {
    const sim::SectorState& sec = world_->sectors[static_cast<std::size_t>(sector)];
    DrawnSector d{sec.floorheight, sec.ceilingheight, sec.floorpic, sec.ceilingpic, sec.lightlevel, sec.heightsec,
                  sector, sector};
    if (floor_light) *floor_light = plane_light(sector, false);
    if (ceiling_light) *ceiling_light = plane_light(sector, true);
    if (sec.heightsec < 0) return d;
    const int control = sec.heightsec;
    const sim::SectorState& s = world_->sectors[static_cast<std::size_t>(control)];
    const sim::SectorState* view_control =
        view_heightsec_ >= 0 ? &world_->sectors[static_cast<std::size_t>(view_heightsec_)] : nullptr;
    const auto take_control_light = [&] {
        d.lightlevel = s.lightlevel;
        if (floor_light) *floor_light = plane_light(control, false);
        if (ceiling_light) *ceiling_light = plane_light(control, true);
    };
    d.floorheight = s.floorheight;
    d.ceilingheight = s.ceilingheight;
    if (view_control && viewz_ <= view_control->floorheight) {
        // Head below the fake floor. Boom sets these heights for the far
        // side of a line too (killough 11/98: no sudden light changes
        // from sectors without water), but keeps its flats and light.
        d.floorheight = sec.floorheight;
        d.ceilingheight = s.floorheight - 1;
        if (!back) {
            d.floorpic = s.floorpic;
            d.floor_look = control;
            if (s.ceilingpic == sky_flat_) {
                d.floorheight = d.ceilingheight + 1;
                d.ceilingpic = d.floorpic;
            } else {
                d.ceilingpic = s.ceilingpic;
            }
            d.ceiling_look = control;
            take_control_light();
            return d;
        }
    }
    if (view_control && viewz_ >= view_control->ceilingheight && sec.ceilingheight > s.ceilingheight) {
        // Above the fake ceiling.
        d.ceilingheight = s.ceilingheight;
        d.floorheight = s.ceilingheight + 1;
        d.floorpic = d.ceilingpic = s.ceilingpic;
        if (s.floorpic != sky_flat_) {
            d.ceilingheight = sec.ceilingheight;
            d.floorpic = s.floorpic;
        }
        d.floor_look = d.ceiling_look = control;
        take_control_light();
    }
    return d;
}

// R_ProjectSprite (killough 3/27/98, 4/11/98).
bool ViewRenderer::hidden_by_water(int heightsec, fixed_t gz, fixed_t gzt) const {
    const sim::SectorState& s = world_->sectors[static_cast<std::size_t>(heightsec)];
    const sim::SectorState* view_control =
        view_heightsec_ >= 0 ? &world_->sectors[static_cast<std::size_t>(view_heightsec_)] : nullptr;
    if (view_control && viewz_ < view_control->floorheight ? gz >= s.floorheight : gzt < s.floorheight) return true;
    return view_control && viewz_ > view_control->ceilingheight
               ? gzt < s.ceilingheight && viewz_ >= s.ceilingheight
               : gz >= s.ceilingheight;
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
