#include "render/deep_water.h"

#include "sim/world.h"

namespace render {

DrawnSector drawn_sector(const sim::World& world, const WaterEye& eye, int sector, bool back) {
    const sim::SectorState& sec = world.sectors[static_cast<std::size_t>(sector)];
    DrawnSector d{sec.floorheight, sec.ceilingheight, sec.floorpic, sec.ceilingpic, sec.lightlevel, sec.heightsec,
                  sector, sector};
    if (sec.heightsec < 0) return d;
    const int control = sec.heightsec;
    const sim::SectorState& s = world.sectors[static_cast<std::size_t>(control)];
    const sim::SectorState* view_control =
        eye.heightsec >= 0 ? &world.sectors[static_cast<std::size_t>(eye.heightsec)] : nullptr;
    const auto take_control_looks = [&] {
        d.lightlevel = s.lightlevel;
        d.floor_look = d.ceiling_look = control;
    };
    d.floorheight = s.floorheight;
    d.ceilingheight = s.ceilingheight;
    if (view_control && eye.viewz <= view_control->floorheight) {
        // Head below the fake floor. Boom sets these heights for the far
        // side of a line too (no sudden light changes from sectors without
        // water), but keeps its flats and light.
        d.floorheight = sec.floorheight;
        d.ceilingheight = s.floorheight - 1;
        if (!back) {
            d.floorpic = s.floorpic;
            if (s.ceilingpic == eye.sky_flat) {
                d.floorheight = d.ceilingheight + 1;
                d.ceilingpic = d.floorpic;
            } else {
                d.ceilingpic = s.ceilingpic;
            }
            take_control_looks();
            return d;
        }
    }
    if (view_control && eye.viewz >= view_control->ceilingheight && sec.ceilingheight > s.ceilingheight) {
        // Above the fake ceiling.
        d.ceilingheight = s.ceilingheight;
        d.floorheight = s.ceilingheight + 1;
        d.floorpic = d.ceilingpic = s.ceilingpic;
        if (s.floorpic != eye.sky_flat) {
            d.ceilingheight = sec.ceilingheight;
            d.floorpic = s.floorpic;
        }
        take_control_looks();
    }
    return d;
}

bool hidden_by_water(const sim::World& world, const WaterEye& eye, int heightsec, fixed_t gz, fixed_t gzt) {
    const sim::SectorState& s = world.sectors[static_cast<std::size_t>(heightsec)];
    const sim::SectorState* view_control =
        eye.heightsec >= 0 ? &world.sectors[static_cast<std::size_t>(eye.heightsec)] : nullptr;
    if (view_control && eye.viewz < view_control->floorheight ? gz >= s.floorheight : gzt < s.floorheight) return true;
    return view_control && eye.viewz > view_control->ceilingheight ? gzt < s.ceilingheight && eye.viewz >= s.ceilingheight
                                                                  : gz >= s.ceilingheight;
}

}  // namespace render
