// The front door: no device means no crash and one line saying why; music
// lumps are found by their DeHackEd names.
#include "audio/audio_system.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

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

}  // namespace
}  // namespace audio
