#pragma once
// The sound effects of the loaded WADs, decoded once: every DMX digital
// sound lump the sound table names (after DeHackEd renames), as the 8-bit
// unsigned samples DMX plays, without the format's padding. A lump that is
// missing is simply absent; one that is malformed is left out with a
// message naming it.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "sim/definitions.h"
#include "wad/archive.h"

namespace audio {

struct SoundSample {
    int sample_rate = 0;
    std::vector<std::uint8_t> samples;  // unsigned 8-bit mono, 128 is silence
};

// The lump a sound plays: "DS" and its (possibly renamed) name, upper case.
std::string sound_lump_name(const sim::Definitions& defs, sim::SfxId sfx);

class SoundBank {
public:
    // Problems (one line each, naming the lump) go to `problems`.
    static SoundBank load(const wad::Archive& archive, const sim::Definitions& defs,
                          std::vector<std::string>& problems);

    // Null when the sound has no playable lump.
    const SoundSample* find(sim::SfxId sfx) const;
    // The sound numbers it covers: 0..size()-1.
    std::size_t size() const { return sounds_.size(); }

private:
    std::vector<SoundSample> sounds_;  // by sound number
};

// The sample rates a DMX sound may declare; outside them it is refused.
inline constexpr int kLowestSampleRate = 1000;
inline constexpr int kHighestSampleRate = 96000;

}  // namespace audio
