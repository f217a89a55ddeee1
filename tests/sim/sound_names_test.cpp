// SNDINFO in the game: its lumps numbered after Doom's and the patches'
// sounds (dsda-doom's numbering), names resolved through aliases and
// random sets; and the ambient sound things of the small UDMF map of
// hexen_test_map.h, timed as dsda-doom's ambient.cpp times them.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <set>

#include "assets/sndinfo.h"
#include "base/log.h"
#include "sim/hash.h"
#include "sim/hexen_test_map.h"
#include "sim/savegame.h"
#include "sim/sound_names.h"

namespace {

using namespace hexen_test;
using namespace sim;

const std::set<std::string> kLumps = {"DSPISTOL", "K_BELL", "K_WIND", "DSSHOTGN"};

std::vector<std::string> apply(Definitions& defs, std::string_view text) {
    base::set_log_quiet(true);
    std::vector<std::string> diagnostics;
    assets::SndInfo info;
    assets::parse_sndinfo(text, "t.wad: lump SNDINFO", info, diagnostics);
    apply_sndinfo(defs, info, [](std::string_view lump) { return kLumps.contains(std::string(lump)); }, diagnostics);
    return diagnostics;
}

TEST(SoundNames, LumpsGetDoomsNumberOrOnesAfterTheTable) {
    Definitions defs;
    const std::size_t table = defs.sounds.size();
    const auto diagnostics = apply(defs,
                                   "weapons/pistol dspistol\nbell k_bell\nwind k_wind\nbell2 K_BELL\n"
                                   "$alias chime bell\n$alias chime2 chime\n$random either { bell weapons/pistol }\n"
                                   "gone DSGONE\n$alias loop1 loop2\n$alias loop2 loop1\n$random none { gone }\n");
    ASSERT_NE(defs.sndinfo, nullptr);
    const SoundNames& names = *defs.sndinfo;
    EXPECT_EQ(*names.find("Weapons/Pistol"), std::vector<SfxId>{sfx_pistol});
    const SfxId bell = names.find("bell")->front();
    EXPECT_GE(static_cast<std::size_t>(bell), table);  // a new number, after Doom's 108
    EXPECT_EQ(defs.sound_lumps.at(static_cast<int>(bell)), "K_BELL");
    EXPECT_EQ(names.find("bell2")->front(), bell);  // the same lump, the same number
    EXPECT_NE(names.find("wind")->front(), bell);
    EXPECT_EQ(*names.find("chime2"), std::vector<SfxId>{bell});
    EXPECT_EQ(*names.find("either"), (std::vector<SfxId>{bell, sfx_pistol}));
    EXPECT_EQ(names.find("gone"), nullptr);
    EXPECT_EQ(names.find("loop1"), nullptr);
    EXPECT_EQ(names.find("none"), nullptr);
    const auto said = [&](const std::string& text) {
        return std::ranges::any_of(diagnostics, [&](const std::string& d) { return d.find(text) != std::string::npos; });
    };
    EXPECT_TRUE(said("SNDINFO: sound 'gone': no lump DSGONE in the WADs; left out"));
    EXPECT_TRUE(said("sound 'loop1' leads back to itself"));
    EXPECT_TRUE(said("$random none: no sound 'gone'"));
}

// ZDoom's thing numbers: 14001-14064 play $ambient 1-64, 14065 the index in
// its first argument. dsda-doom: a looping sound plays on the first tic
// (its wait -1) and is asked for again when a 35-tic wait runs out, every
// 36 tics; a periodic one waits its period first, then plays every period
// plus one.
class AmbientSounds : public ::testing::Test {
protected:
    AmbientSounds() {
        base::set_log_quiet(true);
        auto names = std::make_shared<SoundNames>();
        names->ambient[1] = {{sfx_pistol}, 0, 64, -1, -1};                      // world, continuous, half volume
        names->ambient[3] = {{sfx_shotgn}, 2 * base::kFracUnit, 127, 35, 35};  // point, every second
        defs.sndinfo = names;
        const std::string flags = "skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; "
                                  "single = true;";
        source.map.things = "thing { x = 64.0; y = 64.0; type = 14001; " + flags + " }\n"
                            "thing { x = 192.0; y = 64.0; type = 14065; arg0 = 3; " + flags + " }\n"
                            "thing { x = 64.0; y = 192.0; type = 14009; " + flags + " }\n";  // index 9: none
    }
    World& start() {
        world = std::make_unique<World>(defs);
        new_game(*world, source, GameOptions{});
        return *world;
    }
    // The ambient sounds the last tic asked for.
    std::vector<SoundEvent> heard() {
        run_tic(*world, source, cmds);
        std::vector<SoundEvent> out;
        for (const SoundEvent& e : world->events.sounds)
            if (e.sound == sfx_pistol || e.sound == sfx_shotgn) out.push_back(e);
        return out;
    }

    Definitions defs;
    TestSource source;
    std::unique_ptr<World> world;
    const std::array<Ticcmd, kMaxPlayers> cmds{};
};

TEST_F(AmbientSounds, LoopsAndPeriodicSoundsPlayFromTheirPlaces) {
    World& w = start();
    ASSERT_EQ(w.ambient_sources.size(), 2u);  // index 9 has no $ambient: silent
    EXPECT_EQ(w.ambient_sources[1].x, F(192));
    EXPECT_EQ(w.ambient_sources[1].index, 3);
    std::vector<int> loop_tics, periodic_tics;
    for (int tic = 0; tic < 110; ++tic)
        for (const SoundEvent& e : heard()) {
            if (e.sound == sfx_pistol) {
                loop_tics.push_back(tic);
                EXPECT_TRUE(e.loop);
                EXPECT_EQ(e.volume, 64);
                EXPECT_EQ(e.attenuation, 0);
                EXPECT_EQ(e.x, F(64));
            } else {
                periodic_tics.push_back(tic);
                EXPECT_FALSE(e.loop);
                EXPECT_EQ(e.attenuation, 2 * base::kFracUnit);
                EXPECT_EQ(e.x, F(192));
            }
        }
    EXPECT_EQ(loop_tics, (std::vector<int>{0, 36, 72, 108}));
    EXPECT_EQ(periodic_tics, (std::vector<int>{35, 71, 107}));
}

// The waits come from the menu's random numbers: the game's own, and so
// every demo, are as without the sounds; a savegame keeps each wait.
TEST_F(AmbientSounds, TheGamesRandomNumbersAreUntouchedAndSavegamesKeepTheWaits) {
    World& w = start();
    for (int i = 0; i < 50; ++i) run_tic(w, source, cmds);
    const std::string things = source.map.things;
    source.map.things.clear();
    World plain(defs);
    new_game(plain, source, GameOptions{});
    for (int i = 0; i < 50; ++i) run_tic(plain, source, cmds);
    EXPECT_EQ(plain.rng.prnd_index, w.rng.prnd_index);
    EXPECT_EQ(world_hash(plain), world_hash(w));

    source.map.things = things;
    World loaded(defs);
    load_game(loaded, source, save_game(w, "ambient"), "ambient.sav");
    ASSERT_EQ(loaded.ambient_sources.size(), 2u);
    for (std::size_t i = 0; i < 2; ++i) EXPECT_EQ(loaded.ambient_sources[i].wait, w.ambient_sources[i].wait);
}

}  // namespace
