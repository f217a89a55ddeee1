#pragma once
// The effect channels as OpenAL sources over one buffer per sound. In
// classic mode a source sits on a unit circle around the listener at the
// angle the original's stereo separation gives, with the original's volume
// as its gain; in 3d mode it sits at the sound's place in the world (map
// units scaled to metres) and OpenAL's distance model and HRTF do the rest.
// Needs a current OpenAL context.
#include <array>
#include <span>
#include <vector>

#include "audio/classic_channels.h"
#include "audio/sound_bank.h"

namespace audio {

enum class SpatialMode { Classic, Full3d };

inline constexpr float kMetresPerUnit = 1.0f / 32.0f;  // the player is 56 units, about 1.75 m

// A place in map units (z up), as OpenAL's right-handed metres (y up).
struct WorldPoint {
    float x = 0, y = 0, z = 0;
};

class EffectVoices {
public:
    EffectVoices(const SoundBank& bank, int channels, SpatialMode mode, bool pitch_shift);
    ~EffectVoices();
    EffectVoices(const EffectVoices&) = delete;
    EffectVoices& operator=(const EffectVoices&) = delete;

    void apply(std::span<const ChannelChange> changes);
    // 3d mode: the listener's eye and facing, and each busy channel's place
    // (relative: at the listener, for whole-screen and own sounds).
    void place_listener(WorldPoint eye, float angle_radians);
    void place_channel(int channel, WorldPoint where, bool relative);
    // Channels whose sound has ended since they started.
    std::vector<int> finished();
    void stop_all();

private:
    void set_params(unsigned source, const SoundParams& params);

    SpatialMode mode_;
    bool pitch_shift_;
    std::array<unsigned, sim::NUMSFX> buffers_{};
    std::vector<unsigned> sources_;
    std::vector<bool> started_;
};

}  // namespace audio
