#pragma once
// Digests of the simulation state: one over everything (desync hunts,
// World::hash of the design) and the two of the oracle traces
// (tests/data/oracle/README.md), all 32-bit FNV-1a over little-endian int32s.
#include <cstdint>

#include "sim/world.h"

namespace sim {

class Fnv1a {
public:
    void add(std::int32_t v) {
        const auto u = static_cast<std::uint32_t>(v);
        for (int i = 0; i < 4; ++i) {
            h_ ^= (u >> (8 * i)) & 0xffu;
            h_ *= 16777619u;
        }
    }
    void add(std::uint32_t v) { add(static_cast<std::int32_t>(v)); }
    void add(bool v) { add(static_cast<std::int32_t>(v)); }
    std::uint32_t value() const { return h_; }

private:
    std::uint32_t h_ = 2166136261u;
};

// Every map object in thinker order (type, x, y, z, angle, momx, momy,
// momz, health, state, tics, flags); *count gets the number hashed.
std::uint32_t mobj_trace_hash(const World& w, int* count);
// Every sector in map order (floorheight, ceilingheight, lightlevel, special).
std::uint32_t sector_trace_hash(const World& w);
// The whole simulation state that later tics can depend on.
std::uint32_t world_hash(const World& w);

}  // namespace sim
