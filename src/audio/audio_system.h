#pragma once
// The audio side's front door. The front end creates one AudioSystem, feeds
// it each tic's simulation events and each frame's listener, and calls it
// for its own sounds and music:
//
//   auto audio = audio::AudioSystem::open(archive, defs, options, log);  // null: silent
//   audio->tic(world);               // after sim::new_game / load / each run_tic: its events
//   audio->frame(audio::eye_of(world));  // each drawn frame, while the world shows it interpolated
//   audio->play_ui_sound(sim::sfx_pistol);   // menus: whole-screen, full volume
//   audio->play_music("D_DM2TTL", true);     // the title loop's music, by lump
//   audio->set_volumes(sfx, music);          // 0..15, heard at once
//   audio->level_reset();                    // before replacing the sim::World
//
// `open` never throws for a missing device: it logs one line saying why and
// returns null, and the game plays silently.
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <variant>

#include "assets/trakinfo.h"
#include "audio/classic_channels.h"
#include "audio/midi_sequence.h"
#include "audio/ogg_recording.h"
#include "audio/effect_voices.h"
#include "audio/openal_device.h"
#include "sim/definitions.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace audio {

enum class MusicDevice { Opl, Soundfont, None };

struct AudioOptions {
    bool sfx = true;     // -nosfx
    bool music = true;   // -nomusic
    SpatialMode mode = SpatialMode::Classic;
    int channels = 8;
    int sfx_volume = 8;    // 0..15
    int music_volume = 8;  // 0..15
    bool full_sounds = false;
    bool pitch_shift = false;
    HrtfChoice hrtf = HrtfChoice::Auto;
    std::string device;  // empty: the system's default
    MusicDevice music_device = MusicDevice::Opl;
    bool opl3 = true;  // false: an OPL2's 9 voices
    std::string soundfont;  // empty: a SNDFONT lump, else the system's
    assets::ExtraMusic extra_music = assets::ExtraMusic::Off;  // TRAKINFO's alternative recordings
};

// Where the console player hears from in a frame, in map units.
struct Eye {
    double x = 0, y = 0, z = 0;
    double angle = 0;  // radians, 0 east, counter-clockwise
};

class MusicStream;

class AudioSystem {
public:
    // The system's sound device (options.device). Null, after one line in
    // `log`, when there is none.
    static std::unique_ptr<AudioSystem> open(const wad::Archive& archive, const sim::Definitions& defs,
                                             const AudioOptions& options, std::ostream& log);
    // A loopback device for tests and WAV output; throws base::Error if
    // OpenAL has none.
    static std::unique_ptr<AudioSystem> open_loopback(const wad::Archive& archive, const sim::Definitions& defs,
                                                      const AudioOptions& options, std::ostream& log);
    ~AudioSystem();

    // The events of the world's last tic: sounds started and stopped,
    // music changes; then S_UpdateSounds from the console player.
    void tic(const sim::World& world);
    // 3d mode: places the listener at `eye` and every source at its
    // thing's place now. Called while the world shows a frame between tics
    // (render::TicInterpolation), sounds follow the interpolated frame.
    void frame(const Eye& eye);

    void play_ui_sound(sim::SfxId sfx);
    // A music lump by name ("D_RUNNIN"), or TRAKINFO's other recording of
    // it that options.extra_music asks for (the lump itself where that one
    // is missing or cannot be played, with one line in the log); an
    // unknown or bad lump logs one line and leaves the music off.
    void play_music(std::string_view lump, bool loop);
    void stop_music();
    void set_volumes(int sfx, int music);
    // Stops every effect from a place in the level and forgets every
    // thing: call when the world the last tics came from goes away.
    void level_reset();

    // Loopback only: the next frames of output, interleaved 16-bit stereo
    // at kOutputRate.
    void render(std::span<std::int16_t> stereo_frames);

    const ClassicChannels& channels() const { return channels_; }

private:
    AudioSystem(OpenAlDevice device, const wad::Archive& archive, const sim::Definitions& defs,
                const AudioOptions& options, std::ostream& log);
    Listener listener_of(const sim::World& world) const;
    void check_things(const sim::World& world);
    void apply_changes();
    // A music lump decoded: MUS or MIDI, or an Ogg Vorbis recording.
    using Song = std::variant<MidiSequence, Recording>;
    // TRAKINFO's other recording of music lump `name` (its `bytes`) as
    // options_.extra_music asks, decoded; none where it is not listed,
    // missing or unreadable (logged).
    std::optional<Song> alternative_track(const std::string& name, std::span<const std::uint8_t> bytes);

    OpenAlDevice device_;
    const wad::Archive& archive_;
    const sim::Definitions& defs_;
    AudioOptions options_;
    std::ostream& log_;
    ClassicChannels channels_;
    std::unique_ptr<EffectVoices> voices_;
    std::unique_ptr<MusicStream> music_;
    std::string music_lump_;
    bool music_playing_ = false;
    assets::TrackInfo tracks_;  // TRAKINFO, read when options_.extra_music asks for it
    std::string soundfont_file_;  // a SNDFONT lump written out, removed at the end
    Listener listener_;
};

// The console player's eye in the world as it is now.
Eye eye_of(const sim::World& world);

// "D_" and the (possibly DeHackEd-renamed) music name, upper case.
std::string music_lump_name(const sim::Definitions& defs, sim::MusicId music);

}  // namespace audio
