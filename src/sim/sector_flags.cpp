#include "sim/sector_flags.h"

namespace sim {

std::uint32_t sector_flags_of(const map::SectorExtension& fields) {
    using map::SectorBool;
    std::uint32_t flags = 0;
    if (fields.flags[SectorBool::Silent]) flags |= kSectorSilent;
    if (fields.flags[SectorBool::NoFallingDamage]) flags |= kSectorNoFallingDamage;
    if (fields.flags[SectorBool::DropActors]) flags |= kSectorFloorDrop;
    if (fields.flags[SectorBool::NoRespawn]) flags |= kSectorNoRespawn;
    return flags;
}

}  // namespace sim
