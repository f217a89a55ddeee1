// The finale's stages past the text, which no reference demo reaches: the
// cast call (its actors, names, attacks and deaths, the sounds they make),
// the bunny scroller with its shots, and the episode pictures.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/finale.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"

namespace {

struct Finale {
    const test_support::IwadData& data;
    assets::AssetSet assets;
    render::GameScreen screen;
    std::unique_ptr<sim::World> world;
    render::Frame frame{320, 200};

    explicit Finale(const char* iwad)
        : data(test_support::iwad_data(iwad)),
          assets(render::load_render_assets(data.archive, data.defs)),
          screen(data.archive, assets),
          world(std::make_unique<sim::World>(data.defs)) {
        world->opts.mode = data.source->mode();
        world->gamestate = sim::GameState::Finale;
    }
    const render::Frame& draw(const char* name) {
        screen.draw(*world, frame, render::ScreenLayout::for_size(320, 200));
        render::write_indexed_png(::testing::TempDir() + name, frame, assets.palettes.palette(0));
        return frame;
    }
    int sounds(sim::SfxId sfx) const {
        return static_cast<int>(std::count_if(world->events.sounds.begin(), world->events.sounds.end(),
                                              [sfx](const sim::SoundEvent& e) { return e.sound == sfx; }));
    }
};

int differing(const render::Frame& a, const render::Frame& b, int y0, int y1) {
    int n = 0;
    for (int y = y0; y < y1; ++y)
        for (int x = 0; x < 320; ++x) n += a.at(x, y) != b.at(x, y);
    return n;
}

TEST(CastCall, ShowsEachActorAttacksAndDiesOnAKey) {
    Finale f("freedoom2.wad");
    f.world->opts.map = 30;
    sim::start_cast(*f.world);
    EXPECT_EQ(f.world->finale.stage, 2);
    EXPECT_EQ(f.world->finale.cast_state, f.data.defs.mobjinfo[sim::MT_POSSESSED].see_state);
    const render::Frame first = f.draw("cast-zombieman.png");
    // Walking frames change the sprite, not the name.
    for (int i = 0; i < 12; ++i) sim::cast_ticker(*f.world);
    const render::Frame walking = f.draw("cast-walking.png");
    EXPECT_GT(differing(first, walking, 100, 172), 0);
    EXPECT_EQ(differing(first, walking, 176, 200), 0);
    // After 12 frames it attacks: the zombieman's pistol sounds.
    f.world->events.sounds.clear();
    for (int i = 0; i < 200 && !f.world->finale.cast_attacking; ++i) sim::cast_ticker(*f.world);
    ASSERT_TRUE(f.world->finale.cast_attacking);
    for (int i = 0; i < 60; ++i) sim::cast_ticker(*f.world);
    EXPECT_GT(f.sounds(sim::sfx_pistol), 0);
    // A key kills it with its death sound; then the next actor walks on.
    f.world->events.sounds.clear();
    EXPECT_TRUE(sim::finale_key_down(*f.world));
    EXPECT_TRUE(f.world->finale.cast_death);
    EXPECT_EQ(f.sounds(f.data.defs.mobjinfo[sim::MT_POSSESSED].death_sound), 1);
    for (int i = 0; i < 400 && f.world->finale.cast_num == 0; ++i) sim::cast_ticker(*f.world);
    EXPECT_EQ(f.world->finale.cast_num, 1);
    const render::Frame next = f.draw("cast-shotgun-guy.png");
    EXPECT_GT(differing(first, next, 176, 200), 0) << "the next actor has another name";
}

TEST(TextScreen, AMapWithoutOneShowsBlack) {
    Finale f("freedoom2.wad");
    f.world->opts.map = 2;
    const render::Frame& frame = f.draw("no-text.png");
    EXPECT_TRUE(std::all_of(frame.pixels.begin(), frame.pixels.end(), [](std::uint8_t p) { return p == 0; }));
}

TEST(CastCall, KeysOutsideItDoNothing) {
    Finale f("freedoom2.wad");
    f.world->finale.stage = 0;
    EXPECT_FALSE(sim::finale_key_down(*f.world));
}

TEST(BunnyScroller, ScrollsThenShootsTheEndLetterByLetter) {
    Finale f("freedoom1.wad");
    f.world->opts.episode = 3;
    f.world->opts.map = 8;
    f.world->finale.stage = 1;
    f.world->finale.count = 0;
    const render::Frame start = f.draw("bunny-start.png");
    f.world->finale.count = 640;
    const render::Frame scrolled = f.draw("bunny-scrolled.png");
    EXPECT_GT(differing(start, scrolled, 0, 200), 1000);
    // Shots from tic 1185 on, one per END picture up to END6.
    int shots = 0;
    f.world->finale.count = 1100;
    while (f.world->finale.count < 1300) {
        f.world->events.sounds.clear();
        f.world->finale.count++;
        sim::episode_end_ticker(*f.world);
        shots += f.sounds(sim::sfx_pistol);
    }
    EXPECT_EQ(shots, 6);
    const render::Frame end = f.draw("bunny-end.png");
    EXPECT_GT(differing(scrolled, end, 68, 132), 0);
}

TEST(EpisodeEnd, TextGivesWayToThePicture) {
    Finale f("freedoom1.wad");
    f.world->opts.episode = 4;
    f.world->opts.map = 8;
    const render::Frame text = f.draw("e4-text.png");
    // E4TEXT (Freedoom's, from its DEHACKED lump) typed at 3 tics a character, then 250 tics.
    for (int i = 0; i < 5000 && f.world->finale.stage == 0; ++i) {
        f.world->finale.count++;
        sim::episode_end_ticker(*f.world);
    }
    EXPECT_EQ(f.world->finale.stage, 1);
    EXPECT_TRUE(f.world->display.forced) << "the picture comes with a wipe";
    const render::Frame picture = f.draw("e4-endpic.png");
    EXPECT_GT(differing(text, picture, 0, 200), 10000);
}

}  // namespace
