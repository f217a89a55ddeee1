#include "audio/audio_system.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <numbers>

#include <unistd.h>

#include "assets/genmidi.h"
#include "audio/fluid_synth.h"
#include "audio/music_stream.h"
#include "audio/opl_synth.h"
#include "base/error.h"
#include "sim/camera.h"
#include "sim/mobj.h"

namespace audio {
namespace {

// A music lump decoded for the stream: an Ogg Vorbis recording (modern
// PWADs' music, TRAKINFO's remixes), else MUS or MIDI.
std::variant<MidiSequence, Recording> load_song(std::span<const std::uint8_t> bytes, const std::string& context) {
    if (is_ogg(bytes)) return decode_ogg(bytes, context, kOutputRate);
    return load_music_lump(bytes, context, kOutputRate);
}

// A thing's sound comes from about the height of its middle, in map units.
constexpr double kThingEarHeight = 28.0;

// A SNDFONT lump, written where FluidSynth can open it; removed with the
// synthesiser's owner.
std::string write_soundfont_lump(std::span<const std::uint8_t> bytes) {
    const std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("brimstone-sndfont-" + std::to_string(::getpid()) + ".sf2");
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) throw base::Error("lump SNDFONT: cannot write it to " + path.string());
    return path.string();
}

std::unique_ptr<MusicSynth> make_synth(const wad::Archive& archive, const AudioOptions& options,
                                       std::string& temporary_file, std::ostream& log) {
    if (options.music_device == MusicDevice::Opl) {
        const wad::Lump& lump = archive.require("GENMIDI");
        return std::make_unique<OplSynth>(assets::decode_genmidi(lump.data, "lump GENMIDI"), kOutputRate,
                                          options.opl3);
    }
    if (!options.soundfont.empty()) return std::make_unique<FluidSynth>(options.soundfont, kOutputRate);
    if (const std::optional<std::size_t> index = archive.find("SNDFONT")) {
        // A PWAD's soundfont that FluidSynth refuses costs its music's
        // instruments, not the music: the system's soundfont plays instead.
        const wad::Lump& lump = archive.lump(*index);
        try {
            temporary_file = write_soundfont_lump(lump.data);
            return std::make_unique<FluidSynth>(temporary_file, kOutputRate);
        } catch (const base::Error&) {
            log << "audio: lump SNDFONT in " << archive.files()[lump.file].path.filename().string()
                << " is not a soundfont FluidSynth can load; using the system's\n";
        }
    }
    return std::make_unique<FluidSynth>(default_soundfont(), kOutputRate);
}

}  // namespace

std::string music_lump_name(const sim::Definitions& defs, sim::MusicId music) {
    const std::string& renamed = defs.music_names[static_cast<std::size_t>(music)];
    const char* original = sim::kMusicNames[static_cast<std::size_t>(music)];
    std::string name = "D_" + (renamed.empty() ? std::string(original ? original : "") : renamed);
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return name;
}

std::unique_ptr<AudioSystem> AudioSystem::open(const wad::Archive& archive, const sim::Definitions& defs,
                                               const AudioOptions& options, std::ostream& log) {
    if (!options.sfx && !options.music) return nullptr;
    try {
        OpenAlDevice device = OpenAlDevice::open_playback(options.device, options.hrtf);
        return std::unique_ptr<AudioSystem>(new AudioSystem(std::move(device), archive, defs, options, log));
    } catch (const base::Error& e) {
        log << "audio: " << e.what() << "; playing without sound\n";
        return nullptr;
    }
}

std::unique_ptr<AudioSystem> AudioSystem::open_loopback(const wad::Archive& archive, const sim::Definitions& defs,
                                                        const AudioOptions& options, std::ostream& log) {
    OpenAlDevice device = OpenAlDevice::open_loopback(options.hrtf);
    return std::unique_ptr<AudioSystem>(new AudioSystem(std::move(device), archive, defs, options, log));
}

AudioSystem::AudioSystem(OpenAlDevice device, const wad::Archive& archive, const sim::Definitions& defs,
                         const AudioOptions& options, std::ostream& log)
    : device_(std::move(device)),
      archive_(archive),
      defs_(defs),
      options_(options),
      log_(log),
      channels_({options.channels, options.sfx_volume, false, options.pitch_shift}, defs.sounds) {
    if (options_.sfx) {
        std::vector<std::string> problems;
        const SoundBank bank = SoundBank::load(archive, defs, problems);
        for (const std::string& p : problems) log_ << "audio: " << p << "; that sound stays silent\n";
        voices_ = std::make_unique<EffectVoices>(bank, channels_.rules().channels, options_.mode, options_.pitch_shift);
    }
    if (options_.music && options_.music_device != MusicDevice::None) {
        if (options_.extra_music != assets::ExtraMusic::Off) {
            std::vector<std::string> problems;
            tracks_ = assets::load_trakinfo(archive, problems);
            for (const std::string& p : problems) log_ << "audio: " << p << "\n";
        }
        try {
            music_ = std::make_unique<MusicStream>(make_synth(archive, options_, soundfont_file_, log_), !device_.loopback());
            music_->set_volume(options_.music_volume);
        } catch (const base::Error& e) {
            log_ << "audio: " << e.what() << "; playing without music\n";
        }
    }
}

AudioSystem::~AudioSystem() {
    music_.reset();
    voices_.reset();
    if (!soundfont_file_.empty()) {
        std::error_code ignored;
        std::filesystem::remove(soundfont_file_, ignored);
    }
}

Listener AudioSystem::listener_of(const sim::World& world) const {
    Listener l;
    // ZDoom hears from the camera the view is drawn from (sim/camera.h).
    const sim::Player& p = world.players[static_cast<std::size_t>(world.opts.consoleplayer)];
    if (p.mo) {
        const sim::ViewFrom v = sim::view_from(p);
        l.thing = v.thing;
        l.x = v.x;
        l.y = v.y;
        l.z = v.z;
        l.angle = v.angle;
    }
    return l;
}

void AudioSystem::check_things(const sim::World& world) {
    // Thing origins are read every tic; only live things may be read.
    std::vector<const sim::Mobj*> wanted;
    for (const Channel& ch : channels_.channels())
        if (ch.busy() && ch.origin.kind == SoundOrigin::Kind::Thing) wanted.push_back(ch.origin.thing);
    if (wanted.empty()) return;
    std::sort(wanted.begin(), wanted.end());
    std::vector<bool> alive(wanted.size(), false);
    world.thinkers.for_each([&](const sim::Thinker& t) {
        if (t.kind() != sim::ThinkerKind::Mobj) return;
        const auto* mobj = static_cast<const sim::Mobj*>(&t);
        const auto it = std::lower_bound(wanted.begin(), wanted.end(), mobj);
        if (it != wanted.end() && *it == mobj) alive[static_cast<std::size_t>(it - wanted.begin())] = true;
    });
    const auto channels = channels_.channels();
    for (std::size_t c = 0; c < channels.size(); ++c) {
        const Channel& ch = channels[c];
        if (!ch.busy() || ch.origin.kind != SoundOrigin::Kind::Thing) continue;
        const auto it = std::lower_bound(wanted.begin(), wanted.end(), ch.origin.thing);
        if (!alive[static_cast<std::size_t>(it - wanted.begin())])
            channels_.forget_thing(static_cast<int>(c), options_.full_sounds);
    }
}

void AudioSystem::tic(const sim::World& world) {
    if (voices_)
        for (int c : voices_->finished()) channels_.finished(c);
    check_things(world);
    ChannelRules rules = channels_.rules();
    rules.map8_rule = world.opts.map == 8;
    channels_.set_rules(rules);
    listener_ = listener_of(world);

    if (world.events.music) {
        const sim::MusicEvent& m = *world.events.music;
        // S_Start: sounds from the old level's places stop.
        if (!m.keep_sounds) channels_.stop_positional();
        // UMAPINFO's lump when the WADs have it, else the original's track.
        if (!m.lump.empty() && archive_.find(m.lump))
            play_music(m.lump, m.loop);
        else if (m.music == sim::mus_None)
            stop_music();
        else
            play_music(music_lump_name(defs_, world.events.music->music), world.events.music->loop);
    }
    for (const sim::SoundEvent& e : world.events.sounds) {
        SoundOrigin origin;
        if (e.origin) {
            origin.kind = SoundOrigin::Kind::Thing;
            origin.thing = e.origin;
        } else if (e.sector >= 0) {
            origin.kind = SoundOrigin::Kind::Sector;
            origin.sector = e.sector;
        } else if (e.positional) {
            origin.kind = SoundOrigin::Kind::Point;
        }
        origin.x = e.x;
        origin.y = e.y;
        origin.z = listener_.z;
        if (e.stop)
            channels_.stop(origin, options_.full_sounds);
        else if (voices_)
            channels_.start(listener_, origin, e.sound, {e.volume, e.attenuation, e.loop});
    }
    channels_.update(listener_);
    apply_changes();
    // Places as of this tic, until a frame places them between tics.
    frame(eye_of(world));
}

Eye eye_of(const sim::World& world) {
    constexpr double kUnit = 1.0 / base::kFracUnit;
    const sim::Player& p = world.players[static_cast<std::size_t>(world.opts.consoleplayer)];
    if (!p.mo) return {};
    const sim::ViewFrom v = sim::view_from(p);
    return {v.x * kUnit, v.y * kUnit, v.z * kUnit, v.angle * (2.0 * std::numbers::pi / 4294967296.0)};
}

void AudioSystem::frame(const Eye& eye) {
    if (!voices_ || options_.mode != SpatialMode::Full3d) return;
    voices_->place_listener({static_cast<float>(eye.x), static_cast<float>(eye.y), static_cast<float>(eye.z)},
                            static_cast<float>(eye.angle));
    const auto channels = channels_.channels();
    constexpr double kUnit = 1.0 / base::kFracUnit;
    for (std::size_t c = 0; c < channels.size(); ++c) {
        const Channel& ch = channels[c];
        if (!ch.busy()) continue;
        const bool relative = !ch.origin.positional() || ch.style.attenuation == 0 ||
                              (ch.origin.kind == SoundOrigin::Kind::Thing && ch.origin.thing == listener_.thing);
        SoundOrigin now = ch.origin;
        refresh_position(now);
        const bool thing = now.kind == SoundOrigin::Kind::Thing;
        voices_->place_channel(static_cast<int>(c),
                               {static_cast<float>(now.x * kUnit), static_cast<float>(now.y * kUnit),
                                static_cast<float>(thing ? now.z * kUnit + kThingEarHeight : eye.z)},
                               relative);
    }
}

void AudioSystem::apply_changes() {
    const std::vector<ChannelChange> changes = channels_.take_changes();
    if (voices_) voices_->apply(changes);
}

void AudioSystem::play_ui_sound(sim::SfxId sfx) {
    if (!voices_) return;
    channels_.start(listener_, SoundOrigin{}, sfx);
    apply_changes();
}

void AudioSystem::play_music(std::string_view lump, bool loop) {
    if (!music_) return;
    const std::string name(lump);
    if (name == music_lump_ && music_playing_) return;  // S_ChangeMusic: already playing
    music_lump_ = name;
    music_playing_ = false;
    const std::optional<std::size_t> index = archive_.find(name);
    if (!index) {
        log_ << "audio: music lump " << name << " not found\n";
        music_->stop();
        return;
    }
    try {
        const std::span<const std::uint8_t> bytes = archive_.lump(*index).data;
        std::optional<Song> track = alternative_track(name, bytes);
        if (!track) track = load_song(bytes, "music lump " + name);
        std::visit([&](auto& song) { music_->play(std::move(song), loop); }, *track);
        music_playing_ = true;
    } catch (const base::Error& e) {
        log_ << "audio: " << e.what() << "; music stays off\n";
        music_->stop();
    }
}

std::optional<AudioSystem::Song> AudioSystem::alternative_track(const std::string& name,
                                                           std::span<const std::uint8_t> bytes) {
    const std::string other = assets::track_alternative(tracks_, bytes, options_.extra_music);
    if (other.empty()) return std::nullopt;
    const std::optional<std::size_t> index = archive_.find(other);
    if (!index) {
        log_ << "audio: TRAKINFO plays " << name << " as " << other << ", which no WAD has; " << name << " plays\n";
        return std::nullopt;
    }
    try {
        return load_song(archive_.lump(*index).data, "music lump " + other);
    } catch (const base::Error& e) {
        log_ << "audio: TRAKINFO's " << other << " for " << name << ": " << e.what() << "; " << name << " plays\n";
        return std::nullopt;
    }
}

void AudioSystem::stop_music() {
    music_lump_.clear();
    music_playing_ = false;
    if (music_) music_->stop();
}

void AudioSystem::set_volumes(int sfx, int music) {
    options_.sfx_volume = std::clamp(sfx, 0, 15);
    options_.music_volume = std::clamp(music, 0, 15);
    ChannelRules rules = channels_.rules();
    rules.sfx_volume = options_.sfx_volume;
    channels_.set_rules(rules);
    channels_.update(listener_);
    apply_changes();
    if (music_) music_->set_volume(options_.music_volume);
}

void AudioSystem::level_reset() {
    // S_Start: whole-screen sounds (the menu's) play on.
    channels_.stop_positional();
    apply_changes();
    listener_ = Listener{};
}

void AudioSystem::render(std::span<std::int16_t> stereo_frames) {
    if (music_) music_->pump();
    device_.render(stereo_frames);
}

}  // namespace audio
