#pragma once
// The original's sound channel rules (s_sound.c of Doom 1.9) as plain code:
// S_StartSound, S_GetChannel, S_StopSound, S_AdjustSoundParams and
// S_UpdateSounds, with their constants. It decides which channel plays what
// at which volume and stereo separation; a backend makes the noise. No
// device is needed, so every rule is testable.
#include <span>
#include <vector>

#include "audio/sound_origin.h"
#include "base/fixed.h"
#include "sim/info.h"

namespace audio {

inline constexpr int kClippingDistance = 1200;  // map units: beyond it, silence
inline constexpr int kCloseDistance = 200;      // within it, full volume
inline constexpr int kAttenuator = kClippingDistance - kCloseDistance;
inline constexpr int kStereoSwing = 96;
inline constexpr int kNormalSeparation = 128;
inline constexpr int kNormalPitch = 128;
inline constexpr int kMostChannels = 64;

// Where the console player hears from: its thing (whose own sounds are not
// attenuated), position and facing.
struct Listener {
    const sim::Mobj* thing = nullptr;
    base::fixed_t x = 0, y = 0, z = 0;
    base::angle_t angle = 0;
};

// The volume and separation the original hands its mixer: volume 0..127
// (the 0..15 setting times 8), separation 1..255 with 128 centred and low
// values to the left.
struct SoundParams {
    int volume = 0;
    int source_volume = 0;  // before distance: what a 3d source plays at
    int separation = kNormalSeparation;
    int pitch = kNormalPitch;
};

struct ChannelRules {
    int channels = 8;
    int sfx_volume = 8;       // 0..15
    bool map8_rule = false;   // the level is map 8: nothing is clipped by distance
    bool pitch_shift = false; // the pre-1.9 random pitch variation
};

// How a sound plays beyond the original's rules: SNDINFO's ambient
// sounds (sim/ambient_sounds.h) play below full volume, heard nearer or
// farther than other sounds (a distance factor; 0: alike everywhere,
// centred), or looping until their place sounds another or stops.
struct SoundStyle {
    int volume = 127;  // 0..127, scaling the volume setting's
    base::fixed_t attenuation = base::kFracUnit;
    bool loop = false;
};

struct Channel {
    sim::SfxId sfx = sim::sfx_None;  // sfx_None: free
    sim::SfxId lump = sim::sfx_None; // what is heard: the sound's link, if any
    SoundOrigin origin;
    SoundParams params;
    SoundStyle style;
    bool busy() const { return sfx != sim::sfx_None; }
};

// What the backend must do to one channel, in order.
struct ChannelChange {
    enum class Kind { Start, Stop, Adjust };
    Kind kind = Kind::Start;
    int channel = 0;
    sim::SfxId lump = sim::sfx_None;
    SoundParams params;
    bool loop = false;  // Start: the sound loops
};

// S_AdjustSoundParams: false when the source is out of earshot. `volume`
// is the 0..127 base volume; the distance is scaled by `attenuation`.
bool adjust_sound_params(const Listener& listener, base::fixed_t x, base::fixed_t y, int volume, bool map8_rule,
                         SoundParams& out, base::fixed_t attenuation = base::kFracUnit);

class ClassicChannels {
public:
    // `sounds`: the sound table's priorities and links (Definitions::sounds,
    // which DeHackEd patches may have grown).
    explicit ClassicChannels(const ChannelRules& rules, std::span<const sim::SoundInfo> sounds = sim::kSounds);

    void set_rules(const ChannelRules& rules);
    const ChannelRules& rules() const { return rules_; }
    std::span<const Channel> channels() const { return channels_; }

    // S_StartSound. A sound out of earshot or beaten on priority starts
    // nothing. A looping sound its place already plays goes on as it is.
    void start(const Listener& listener, const SoundOrigin& origin, sim::SfxId sfx, const SoundStyle& style = {});
    // S_StopSound: the origin's sound, if any. With `keep_playing` (the
    // full_sounds setting) it goes on from where the thing last was.
    void stop(const SoundOrigin& origin, bool keep_playing);
    // A thing that is gone (its level or world replaced): its channel stops,
    // or with `keep_playing` goes on from its last known place.
    void forget_thing(int channel, bool keep_playing);
    // The backend reports a channel whose sound has ended.
    void finished(int channel);
    // S_UpdateSounds: re-reads moving origins, re-computes volume and
    // separation, stops what went out of earshot.
    void update(const Listener& listener);
    void stop_all();
    // S_Start: the sounds with a place in the level stop; whole-screen
    // sounds play on.
    void stop_positional();

    // Changes since the last call, for the backend.
    std::vector<ChannelChange> take_changes();

private:
    int get_channel(const SoundOrigin& origin, sim::SfxId sfx);  // S_GetChannel
    void stop_channel(int channel);
    int base_volume(sim::SfxId sfx, const SoundStyle& style) const;  // 0 when a link's volume silences it
    // Volume and separation for a channel's place; false out of earshot.
    bool place(const Listener& listener, const SoundOrigin& origin, const SoundStyle& style, SoundParams& params) const;
    const sim::SoundInfo& info(sim::SfxId sfx) const { return sounds_[static_cast<std::size_t>(sfx)]; }

    ChannelRules rules_;
    std::vector<sim::SoundInfo> sounds_;
    std::vector<Channel> channels_;
    std::vector<ChannelChange> changes_;
    unsigned pitch_random_ = 0;
};

// A thing's current place, as the origin reads it every tic.
void refresh_position(SoundOrigin& origin);

}  // namespace audio
