#pragma once
// The effect channels as OpenAL sources over one buffer per sound. In
// classic mode each channel is two sources, one per ear: the sound as a
// stereo buffer with the other side silent, played on the output's channel
// as it is (AL_SOFT_direct_channels), each at the gain Chocolate Doom's
// SDL mixer gives that ear for the original's volume and separation. In 3d
// mode a channel is one source at the sound's place in the world (map
// units scaled to metres), and OpenAL's distance model and HRTF do the
// rest. Needs a current OpenAL context.
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

// Each ear's gain for the original's volume (0..127) and separation
// (128 centred, low is left): I_SDL_UpdateSoundParams' 0..255 bytes, which
// SDL_mixer's Mix_SetPanning applies as byte / 255.
struct EarGains {
    float left = 0, right = 0;
};
EarGains classic_ear_gains(int volume, int separation);

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
    void set_params(std::size_t channel, const SoundParams& params);

    SpatialMode mode_;
    bool pitch_shift_;
    // 3d: the mono sounds. Classic: the sounds on the left side of a stereo
    // buffer, and in `right_buffers_` on the right.
    std::vector<unsigned> buffers_;  // by sound number; 0: none
    std::vector<unsigned> right_buffers_;
    // One source per channel; classic mode adds the right ear's.
    std::vector<unsigned> sources_;
    std::vector<unsigned> right_sources_;
    std::vector<bool> started_;
};

}  // namespace audio
