// The front door: no device means no crash and one line saying why; music
// lumps are found by their DeHackEd names, and TRAKINFO's recordings of them
// played where asked; a PWAD's SNDFONT lump is the
// soundfont, and one FluidSynth refuses gives way to the system's.
#include "audio/audio_system.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "assets/sndinfo.h"
#include "audio/fluid_synth.h"
#include "base/sha1.h"
#include "sim/game.h"
#include "sim/sound_names.h"
#include "sim/wad_level_source.h"
#include "audio/test_wad.h"

namespace audio {
namespace {

TEST(AudioSystem, WithoutADeviceTheGameIsSilentAfterOneLine) {
    wad::Archive archive;
    archive.add_file(testing::make_pwad({{"DSPISTOL", testing::dmx_sound(11025, testing::tone(0.1))}}));
    sim::Definitions defs;
    AudioOptions options;
    options.device = "no such sound device";
    std::ostringstream log;
    EXPECT_EQ(AudioSystem::open(archive, defs, options, log), nullptr);
    const std::string text = log.str();
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 1) << text;
    EXPECT_NE(text.find("no such sound device"), std::string::npos) << text;
}

TEST(AudioSystem, NothingAskedForOpensNothing) {
    wad::Archive archive;
    sim::Definitions defs;
    AudioOptions options;
    options.sfx = options.music = false;  // -nosound, or audio.enabled = false
    std::ostringstream log;
    EXPECT_EQ(AudioSystem::open(archive, defs, options, log), nullptr);
    EXPECT_TRUE(log.str().empty());
}

TEST(AudioSystem, MusicLumpNamesFollowDehacked) {
    sim::Definitions defs;
    EXPECT_EQ(music_lump_name(defs, sim::mus_runnin), "D_RUNNIN");
    EXPECT_EQ(music_lump_name(defs, sim::mus_e1m1), "D_E1M1");
    defs.music_names[sim::mus_runnin] = "mytune";
    EXPECT_EQ(music_lump_name(defs, sim::mus_runnin), "D_MYTUNE");
}

TEST(AudioSystem, ABadMusicLumpIsNamedAndTheGameGoesOn) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    archive.add_file(testing::make_pwad({{"D_RUNNIN", {'M', 'U', 'S', 0x1a, 1, 2}}}));
    sim::Definitions defs;
    AudioOptions options;
    std::ostringstream log;
    auto audio = AudioSystem::open_loopback(archive, defs, options, log);
    audio->play_music("D_RUNNIN", true);
    EXPECT_NE(log.str().find("D_RUNNIN"), std::string::npos) << log.str();
    std::vector<std::int16_t> out(2 * 4410);
    audio->render(out);
    audio->play_music("D_STALKS", true);  // a good one still plays
    for (int i = 0; i < 40; ++i) audio->render(out);
    EXPECT_TRUE(std::any_of(out.begin(), out.end(), [](std::int16_t s) { return std::abs(s) > 100; }));
}

// The first second of music lump `lump` played, with TRAKINFO pointing
// D_RUNNIN's digest at D_STALKS for "midi" and at D_OGG (not MUS or MIDI)
// for "remixed".
std::vector<std::int16_t> music_output(assets::ExtraMusic which, const char* lump, std::ostringstream& log) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    const std::string digest = base::sha1_hex(archive.lump(*archive.find("D_RUNNIN")).data);
    const std::string trakinfo = "// tracks\n{\"" + digest + "\": {\"Remixed\": \"D_OGG\", \"MIDI\": \"d_stalks\"}}";
    archive.add_file(testing::make_pwad({{"TRAKINFO", std::vector<std::uint8_t>(trakinfo.begin(), trakinfo.end())},
                                         {"D_OGG", {'O', 'g', 'g', 'S', 0, 2}}}));
    sim::Definitions defs;
    AudioOptions options;
    options.extra_music = which;
    auto audio = AudioSystem::open_loopback(archive, defs, options, log);
    audio->play_music(lump, true);
    std::vector<std::int16_t> out(2 * 4410), all;
    for (int i = 0; i < 10; ++i) {
        audio->render(out);
        all.insert(all.end(), out.begin(), out.end());
    }
    return all;
}

TEST(AudioSystem, TrakinfoPlaysTheRecordingAskedForAndFallsBackToTheLump) {
    std::ostringstream log, remixed_log;
    const auto runnin = music_output(assets::ExtraMusic::Off, "D_RUNNIN", log);
    const auto stalks = music_output(assets::ExtraMusic::Off, "D_STALKS", log);
    ASSERT_NE(runnin, stalks);
    EXPECT_EQ(music_output(assets::ExtraMusic::Midi, "D_RUNNIN", log), stalks) << "D_STALKS plays in D_RUNNIN's place";
    EXPECT_TRUE(log.str().empty()) << log.str();
    // The remixed recording here cannot be played: D_RUNNIN plays, and the log says why.
    EXPECT_EQ(music_output(assets::ExtraMusic::Remixed, "D_RUNNIN", remixed_log), runnin);
    EXPECT_NE(remixed_log.str().find("TRAKINFO's D_OGG for D_RUNNIN"), std::string::npos) << remixed_log.str();
    EXPECT_NE(remixed_log.str().find("D_RUNNIN plays"), std::string::npos) << remixed_log.str();
}

// An Ogg Vorbis music lump plays (tests/data/ogg-music's 441 Hz tone), as
// the map's music and as TRAKINFO's remix.
TEST(AudioSystem, OggVorbisMusicLumpsPlay) {
    std::ifstream file(std::string(BRIMSTONE_TEST_DATA) + "/ogg-music/tone-441hz.ogg", std::ios::binary);
    const std::vector<std::uint8_t> ogg{std::istreambuf_iterator<char>(file), {}};
    ASSERT_FALSE(ogg.empty());
    for (const bool remix : {false, true}) {
        wad::Archive archive;
        archive.add_file("/usr/share/games/doom/freedoom2.wad");
        const std::string digest = base::sha1_hex(archive.lump(*archive.find("D_RUNNIN")).data);
        const std::string trakinfo = "{\"" + digest + "\": {\"Remixed\": \"D_TONE\", \"MIDI\": null}}";
        if (remix)
            archive.add_file(testing::make_pwad(
                {{"TRAKINFO", std::vector<std::uint8_t>(trakinfo.begin(), trakinfo.end())}, {"D_TONE", ogg}}));
        else
            archive.add_file(testing::make_pwad({{"D_RUNNIN", ogg}}));
        sim::Definitions defs;
        AudioOptions options;
        if (remix) options.extra_music = assets::ExtraMusic::Remixed;
        std::ostringstream log;
        auto audio = AudioSystem::open_loopback(archive, defs, options, log);
        audio->play_music("D_RUNNIN", true);
        std::vector<std::int16_t> out(2 * 4410), second;
        for (int i = 0; i < 10; ++i) {
            audio->render(out);
            second.insert(second.end(), out.begin(), out.end());
        }
        EXPECT_TRUE(log.str().empty()) << log.str();
        // 441 Hz: about 882 sign changes a second, on a sound well above silence.
        int changes = 0, loudest = 0;
        for (std::size_t f = 1; f < second.size() / 2; ++f) {
            changes += (second[f * 2] >= 0) != (second[(f - 1) * 2] >= 0);
            loudest = std::max(loudest, std::abs(static_cast<int>(second[f * 2])));
        }
        EXPECT_NEAR(changes, 882, 20) << (remix ? "remix" : "lump");
        EXPECT_GT(loudest, 1000) << (remix ? "remix" : "lump");
    }
}

// SNDINFO's ambient sound things end to end (tests/data/sndinfo, make.sh):
// the map's thing 14001 loops "test/tone", the 441 Hz lump K_TONE, 91
// units from the player. Past the lump's one second the output still
// carries it (it loops): about 882 sign changes a second, well above
// silence. Music is off, so the tone is all there is.
TEST(AudioSystem, AmbientSoundThingsLoopTheirSndinfoSound) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    archive.add_file(std::string(BRIMSTONE_TEST_DATA) + "/sndinfo/sndinfo.wad");
    sim::Definitions defs;
    std::vector<std::string> diagnostics;
    sim::apply_sndinfo(defs, assets::load_sndinfo(archive, diagnostics),
                       [&](std::string_view lump) { return archive.find_any(lump).has_value(); }, diagnostics);
    ASSERT_TRUE(diagnostics.empty());
    sim::WadLevelSource levels{archive};
    auto world = std::make_unique<sim::World>(defs);
    sim::GameOptions game;
    game.mode = levels.mode();
    sim::new_game(*world, levels, game);
    AudioOptions options;
    options.music = false;
    std::ostringstream log;
    auto audio = AudioSystem::open_loopback(archive, defs, options, log);
    const std::array<sim::Ticcmd, sim::kMaxPlayers> idle{};
    std::vector<std::int16_t> tic(2 * (kOutputRate / 35)), heard;
    for (int t = 0; t < 35 * 3; ++t) {
        sim::run_tic(*world, levels, idle);
        audio->tic(*world);
        audio->render(tic);
        if (t >= 35 * 2) heard.insert(heard.end(), tic.begin(), tic.end());  // the third second
    }
    EXPECT_TRUE(log.str().empty()) << log.str();
    int changes = 0, loudest = 0;
    for (std::size_t f = 1; f < heard.size() / 2; ++f) {
        changes += (heard[f * 2] >= 0) != (heard[(f - 1) * 2] >= 0);
        loudest = std::max(loudest, std::abs(static_cast<int>(heard[f * 2])));
    }
    EXPECT_NEAR(changes, 882, 20);
    EXPECT_GT(loudest, 1000);
}

// Plays D_RUNNIN through the soundfont device over `pwad` and says whether
// any of the first two seconds is loud.
bool soundfont_music_sounds(const wad::File& pwad, std::ostringstream& log, bool& lump_file_seen) {
    wad::Archive archive;
    archive.add_file("/usr/share/games/doom/freedoom2.wad");
    archive.add_file(pwad);
    sim::Definitions defs;
    AudioOptions options;
    options.music_device = MusicDevice::Soundfont;
    const std::filesystem::path written =
        std::filesystem::temp_directory_path() / ("brimstone-sndfont-" + std::to_string(::getpid()) + ".sf2");
    bool loud = false;
    {
        auto audio = AudioSystem::open_loopback(archive, defs, options, log);
        lump_file_seen = std::filesystem::exists(written);
        audio->play_music("D_RUNNIN", true);
        std::vector<std::int16_t> out(2 * 4410);
        for (int i = 0; i < 20 && !loud; ++i) {
            audio->render(out);
            loud = std::any_of(out.begin(), out.end(), [](std::int16_t s) { return std::abs(s) > 100; });
        }
    }
    EXPECT_FALSE(std::filesystem::exists(written)) << "the lump's file is removed with the audio system";
    return loud;
}

// A soundfont's bytes with its samples (the sdta list's smpl and sm24
// chunks) zeroed: every instrument is there, and silent.
std::vector<std::uint8_t> silenced(std::vector<std::uint8_t> sf2) {
    auto u32 = [&](std::size_t at) {
        return std::uint32_t{sf2.at(at)} | std::uint32_t{sf2.at(at + 1)} << 8 | std::uint32_t{sf2.at(at + 2)} << 16 |
               std::uint32_t{sf2.at(at + 3)} << 24;
    };
    auto id = [&](std::size_t at) { return std::string(sf2.begin() + static_cast<std::ptrdiff_t>(at),
                                                       sf2.begin() + static_cast<std::ptrdiff_t>(at + 4)); };
    int zeroed = 0;
    for (std::size_t at = 12; at + 12 <= sf2.size(); at += 8 + u32(at + 4) + (u32(at + 4) & 1)) {
        if (id(at) != "LIST" || id(at + 8) != "sdta") continue;
        const std::size_t end = at + 8 + u32(at + 4);
        for (std::size_t sub = at + 12; sub + 8 <= end; sub += 8 + u32(sub + 4) + (u32(sub + 4) & 1)) {
            if (id(sub) != "smpl" && id(sub) != "sm24") continue;
            std::fill_n(sf2.begin() + static_cast<std::ptrdiff_t>(sub + 8), u32(sub + 4), 0);
            ++zeroed;
        }
    }
    EXPECT_GE(zeroed, 1) << "no sample chunk found";
    return sf2;
}

TEST(AudioSystem, ASndfontLumpIsTheSoundfont) {
    // The lump is the system's soundfont with its samples silenced: the music
    // is silent only if the lump, not the system's file, makes it.
    const std::string system = default_soundfont();
    ASSERT_FALSE(system.empty()) << "scripts/setup.sh installs a General MIDI soundfont";
    std::ifstream in(system, std::ios::binary);
    const std::vector<std::uint8_t> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    ASSERT_GT(bytes.size(), 1000u);
    std::ostringstream log;
    bool lump_used = false;
    EXPECT_FALSE(soundfont_music_sounds(testing::make_pwad({{"SNDFONT", silenced(bytes)}}), log, lump_used));
    EXPECT_TRUE(lump_used);
    EXPECT_TRUE(log.str().empty()) << log.str();
    // The same soundfont unsilenced plays: the silence was the samples'.
    EXPECT_TRUE(soundfont_music_sounds(testing::make_pwad({{"SNDFONT", bytes}}), log, lump_used));
}

TEST(AudioSystem, ABrokenSndfontLumpGivesWayToTheSystemsSoundfont) {
    std::ostringstream log;
    bool lump_used = false;
    const std::vector<std::uint8_t> garbage = {'R', 'I', 'F', 'F', 9, 9, 9, 9, 's', 'f', 'b', 'k', 1, 2, 3};
    EXPECT_TRUE(soundfont_music_sounds(testing::make_pwad({{"SNDFONT", garbage}}), log, lump_used));
    const std::string text = log.str();
    EXPECT_NE(text.find("SNDFONT in test.wad"), std::string::npos) << text;
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 1) << text;
}

}  // namespace
}  // namespace audio
