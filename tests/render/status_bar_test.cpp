// The status bar against every oracle frame (tests/data/oracle and
// tests/data/oracle-more): each demo is played to the frame's tic with the
// bar started and ticked as the engine does, and the bottom 32 rows must
// match Chocolate Doom's screen outside the face box.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "assets/lump_context.h"
#include "assets/picture.h"
#include "assets/wad_builder.h"
#include "base/error.h"
#include "base/random.h"
#include "render/frame.h"
#include "render/overlay/patch_draw.h"
#include "render/overlay/status_bar.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"
#include "support/oracle_png.h"
#include "support/test_support.h"

namespace {

using render::overlay::kBarHeight;
using render::overlay::kBarTop;
using render::overlay::kBarWidth;
using render::overlay::StatusBar;
using Bar = std::array<std::uint8_t, kBarWidth * kBarHeight>;

// The oracle README's face box, which depends on the cosmetic generator.
bool in_face_box(int x, int y) { return x >= 143 && x <= 173 && y >= 168 && y <= 199; }

using ManifestRow = test_support::OracleDemo;

std::vector<ManifestRow> read_manifest() { return test_support::read_oracle_manifest(); }


const StatusBar& bar_graphics(const std::string& iwad) {
    static std::map<std::string, std::unique_ptr<StatusBar>> cache;
    auto& slot = cache[iwad];
    if (!slot) slot = std::make_unique<StatusBar>(test_support::iwad_data(iwad).archive);
    return *slot;
}

// Plays `row`'s demo up to its last frame. The bar is started whenever the
// console player is spawned (new game, level restart, respawn: ST_Start is
// called from P_SpawnPlayer) and ticked after every tic; `at_frame` gets
// each frame's tic with the world and the bar.
template <class AtFrame>
void play(const ManifestRow& row, AtFrame&& at_frame) {
    const test_support::IwadData& iwad = test_support::iwad_data(row.iwad);
    const sim::Demo demo = test_support::oracle_demo(row.demo_path(), iwad);
    auto world = std::make_unique<sim::World>(iwad.defs);
    sim::new_game(*world, *iwad.source, demo.options);
    StatusBar bar = bar_graphics(row.iwad);
    bar.start(*world);
    const sim::Player& me = world->players[static_cast<std::size_t>(world->opts.consoleplayer)];
    const sim::Mobj* body = me.mo;
    int leveltime = world->leveltime;
    const int last = *std::max_element(row.frames.begin(), row.frames.end());
    ASSERT_LE(static_cast<std::size_t>(last), demo.tics.size()) << row.file;
    for (int tic = 0; tic < last; ++tic) {
        sim::run_tic(*world, *iwad.source, demo.tics[static_cast<std::size_t>(tic)]);
        // A reloaded level may reuse the old body's address; leveltime tells.
        if (me.mo != body || world->leveltime < leveltime) bar.start(*world);
        body = me.mo;
        leveltime = world->leveltime;
        bar.tick(*world, base::kRandomTable[static_cast<std::size_t>(world->rng.rnd_index)]);
        if (std::find(row.frames.begin(), row.frames.end(), tic + 1) != row.frames.end())
            at_frame(tic + 1, *world, bar);
    }
}

// Checks the bar of every frame in `dir`'s manifest; the counts guard
// against a manifest that lost rows.
void expect_every_bar_matches(const std::filesystem::path& dir, std::size_t demos, int frames_expected) {
    const auto rows = test_support::read_oracle_manifest(dir);
    ASSERT_EQ(rows.size(), demos);
    int frames = 0, matched = 0;
    for (const ManifestRow& row : rows) {
        play(row, [&](int tic, const sim::World& world, const StatusBar& bar) {
            ++frames;
            const std::string name = row.name() + "-tic" + std::to_string(tic) + ".png";
            const auto oracle = test_support::read_indexed_png(row.frame_path(tic));
            ASSERT_EQ(oracle.width, 320) << name;
            ASSERT_EQ(oracle.height, 200) << name;
            // Rows above the bar are the 3D view's: draw must leave them alone.
            render::Frame frame(320, 200);
            std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{251});
            bar.draw(world, frame, render::ScreenLayout::for_size(320, 200));
            int differing = 0;
            std::ostringstream first;
            for (int y = kBarTop; y < 200; ++y) {
                for (int x = 0; x < 320; ++x) {
                    if (in_face_box(x, y) || frame.at(x, y) == oracle.at(x, y)) continue;
                    if (differing++ < 8)
                        first << " (" << x << "," << y << ") ours " << int{frame.at(x, y)} << " oracle "
                              << int{oracle.at(x, y)};
                }
            }
            const bool view_untouched = std::all_of(frame.pixels.begin(), frame.pixels.begin() + 320 * kBarTop,
                                                    [](std::uint8_t p) { return p == 251; });
            EXPECT_TRUE(view_untouched) << name;
            EXPECT_EQ(differing, 0) << name << ": " << differing << " pixels differ; first:" << first.str();
            if (differing == 0 && view_untouched) ++matched;
        });
    }
    EXPECT_EQ(frames, frames_expected);
    EXPECT_EQ(matched, frames);
    std::printf("status bar: %d of %d frames of %s match\n", matched, frames, dir.filename().c_str());
}

TEST(StatusBar, MatchesEveryOracleFrame) { expect_every_bar_matches(test_support::oracle_dir(), 16, 48); }

TEST(StatusBar, MatchesEveryMoreOracleFrame) {
    expect_every_bar_matches(test_support::more_oracle_dir(), 22, 74);
}

TEST(StatusBar, DoubleSizeRepeatsEveryPixel) {
    // At 640×400 each bar pixel is a 2×2 block of the 320×200 bar.
    const auto rows = read_manifest();
    ASSERT_FALSE(rows.empty());
    int checked = 0;
    for (const ManifestRow& row : {rows.front(), rows.back()}) {
        play(row, [&](int tic, const sim::World& world, const StatusBar& bar) {
            render::Frame small(320, 200), big(640, 400);
            bar.draw(world, small, render::ScreenLayout::for_size(320, 200));
            const auto layout = render::ScreenLayout::for_size(640, 400);
            ASSERT_EQ(layout.bar_x, 0);
            ASSERT_EQ(layout.bar_y, 336);
            bar.draw(world, big, layout);
            for (int y = 0; y < kBarHeight; ++y)
                for (int x = 0; x < kBarWidth; ++x)
                    for (int d = 0; d < 4; ++d)
                        ASSERT_EQ(big.at(2 * x + (d & 1), 336 + 2 * y + (d >> 1)), small.at(x, kBarTop + y))
                            << row.file << " tic " << tic << " x " << x << " y " << y;
            ++checked;
        });
    }
    EXPECT_EQ(checked, 6);
}

TEST(StatusBar, WideScreenTilesTheBorderFlatBesideTheBar) {
    // 800×400: scale 2, a 640-wide bar centred with 80 pixels each side,
    // filled with Doom II's GRNROCK tiled from the screen's corner at 2×.
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    const auto& archive = iwad.archive;
    const auto flat_lump = archive.find("GRNROCK", wad::Namespace::Flats);
    ASSERT_TRUE(flat_lump.has_value());
    const auto flat = archive.lump(*flat_lump).data;
    sim::World world(iwad.defs);
    sim::GameOptions options;
    options.mode = iwad.source->mode();
    sim::new_game(world, *iwad.source, options);
    StatusBar bar(archive);
    bar.start(world);
    bar.tick(world, world.rng.m_random());
    const auto layout = render::ScreenLayout::for_size(800, 400);
    ASSERT_EQ(layout.bar_x, 80);
    ASSERT_EQ(layout.bar_width, 640);
    render::Frame frame(800, 400), small(320, 200);
    bar.draw(world, frame, layout);
    bar.draw(world, small, render::ScreenLayout::for_size(320, 200));
    for (int y = layout.bar_y; y < 400; ++y) {
        for (int x = 0; x < 800; ++x) {
            if (x >= 80 && x < 720) {
                ASSERT_EQ(frame.at(x, y), small.at((x - 80) / 2, kBarTop + (y - layout.bar_y) / 2)) << x << "," << y;
            } else {
                ASSERT_EQ(frame.at(x, y), flat[static_cast<std::size_t>(((y / 2) & 63) * 64 + ((x / 2) & 63))])
                    << x << "," << y;
            }
        }
    }
    render::Frame wrong(640, 400);
    EXPECT_THROW(bar.draw(world, wrong, layout), base::Error);
}

// A bar drawn for a hand-set player, to check STlib_drawNum's special cases.
class DrawNum : public ::testing::Test {
protected:
    void SetUp() override {
        const auto& iwad = test_support::iwad_data("freedoom2.wad");
        world_ = std::make_unique<sim::World>(iwad.defs);
        bar_ = std::make_unique<StatusBar>(iwad.archive);
        sim::Player& p = player();
        p.health = 100;
        p.readyweapon = sim::wp_pistol;
        p.weaponowned[sim::wp_fist] = p.weaponowned[sim::wp_pistol] = true;
        p.ammo = {50, 0, 0, 0};
        p.maxammo = {200, 50, 300, 50};
        bar_->start(*world_);
        const auto lump = *iwad.archive.find("STBAR");
        stbar_ = assets::decode_picture(iwad.archive.lump(lump).data, "STBAR");
        const auto zero = *iwad.archive.find("STTNUM0");
        digit_width_ = assets::decode_picture(iwad.archive.lump(zero).data, "STTNUM0").width;
        minus_ = assets::decode_picture(iwad.archive.lump(*iwad.archive.find("STTMINUS")).data, "STTMINUS");
    }
    sim::Player& player() { return world_->players[0]; }
    Bar draw() {
        bar_->tick(*world_, world_->rng.m_random());
        Bar out{};
        bar_->draw_bar(*world_, out);
        return out;
    }
    // The bar columns, left to right, where `a` and `b` differ in any row.
    static std::vector<int> differing_columns(const Bar& a, const Bar& b) {
        std::vector<int> xs;
        for (int x = 0; x < kBarWidth; ++x)
            for (int y = 0; y < kBarHeight; ++y)
                if (a[static_cast<std::size_t>(y * kBarWidth + x)] != b[static_cast<std::size_t>(y * kBarWidth + x)]) {
                    xs.push_back(x);
                    break;
                }
        return xs;
    }

    std::unique_ptr<sim::World> world_;
    std::unique_ptr<StatusBar> bar_;
    assets::Picture stbar_;
    assets::Picture minus_;
    int digit_width_ = 0;
};

TEST_F(DrawNum, NoAmmoWeaponShowsNothing) {
    player().readyweapon = sim::wp_fist;
    const Bar bar = draw();
    Bar background{};
    render::overlay::draw_patch({background, kBarWidth, kBarHeight}, 0, 0, stbar_);
    // The ready-ammo field (three tall digits left of x 44) is bare STBAR.
    for (int y = 0; y < kBarHeight; ++y)
        for (int x = 44 - 3 * digit_width_; x < 44; ++x)
            ASSERT_EQ(bar[static_cast<std::size_t>(y * kBarWidth + x)],
                      background[static_cast<std::size_t>(y * kBarWidth + x)])
                << x << "," << y;
    // 1994 is "n/a" itself: health 1994 draws no digits either.
    player().readyweapon = sim::wp_pistol;
    player().health = 1994;
    const Bar sentinel = draw();
    for (int y = 0; y < kBarHeight; ++y)
        for (int x = 90 - 3 * digit_width_; x < 90; ++x)
            ASSERT_EQ(sentinel[static_cast<std::size_t>(y * kBarWidth + x)],
                      background[static_cast<std::size_t>(y * kBarWidth + x)])
                << x << "," << y;
}

TEST_F(DrawNum, NegativeNumbersGetAMinusAndClamp) {
    player().armorpoints = 5;
    const Bar plus = draw();
    player().armorpoints = -5;
    const Bar minus = draw();
    // Only the minus sign differs, drawn at 8 pixels left of the digit's
    // left edge, minus its left offset (Freedoom's is 13 wide, offset 4).
    const auto xs = differing_columns(plus, minus);
    ASSERT_FALSE(xs.empty());
    const int minus_x = 221 - digit_width_ - 8 - minus_.left_offset;
    EXPECT_GE(xs.front(), minus_x);
    EXPECT_LT(xs.back(), minus_x + minus_.width);
    // Three digits hold at most -99.
    player().armorpoints = -99;
    const Bar ninety_nine = draw();
    player().armorpoints = -150;
    EXPECT_EQ(draw(), ninety_nine);
    // Too many digits: the lowest three are drawn (1000 shows 000).
    player().armorpoints = 0;
    const Bar zero = draw();
    player().armorpoints = 1000;
    const Bar thousand = draw();
    player().armorpoints = 100;
    const Bar hundred = draw();
    EXPECT_NE(thousand, zero);
    // 100 and 1000 share the last two digits' columns; only the hundreds differ.
    for (int x : differing_columns(thousand, hundred)) {
        EXPECT_GE(x, 221 - 3 * digit_width_);
        EXPECT_LT(x, 221 - 2 * digit_width_);
    }
}

TEST_F(DrawNum, NewWeaponNumberKeepsItsPatchOfStbarUntilRefresh) {
    // Vanilla erases the grey 3 to the background buffer (STBAR, no STARMS)
    // before drawing the yellow one; a full refresh (ST_Start) repairs it.
    draw();  // the refresh: shotgun not owned
    player().weaponowned[sim::wp_shotgun] = true;
    const Bar diff_drawn = draw();
    bar_->start(*world_);
    const Bar refreshed = draw();
    int differing = 0;
    for (int y = 0; y < kBarHeight; ++y) {
        for (int x = 0; x < kBarWidth; ++x) {
            const auto i = static_cast<std::size_t>(y * kBarWidth + x);
            // The face moved on meanwhile.
            if (diff_drawn[i] == refreshed[i] || in_face_box(x, y + kBarTop)) continue;
            ++differing;
            // Slot 1 (the shotgun's 3) is at (123, 172), a 4 × 6 digit.
            EXPECT_TRUE(x >= 123 && x < 127 && y + kBarTop >= 172 && y + kBarTop < 178) << x << "," << y + kBarTop;
        }
    }
    EXPECT_GT(differing, 0);
}

TEST(StatusBarFace, DeadGodAndPainLevels) {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    sim::World world(iwad.defs);
    sim::Player& p = world.players[0];
    StatusBar bar(iwad.archive);
    p.health = 100;
    bar.start(world);
    bar.tick(world, world.rng.m_random());
    EXPECT_GE(bar.face_index(), 0);  // straight ahead, left or right at full health
    EXPECT_LE(bar.face_index(), 2);
    // Pain level 2: 8 × ((100 - 50) × 5 / 101).
    p.health = 50;
    for (int i = 0; i < 17; ++i) bar.tick(world, world.rng.m_random());
    EXPECT_GE(bar.face_index(), 16);
    EXPECT_LE(bar.face_index(), 18);
    p.cheats = sim::CF_GODMODE;
    bar.tick(world, world.rng.m_random());
    EXPECT_EQ(bar.face_index(), 40);
    p.health = 0;
    bar.tick(world, world.rng.m_random());
    EXPECT_EQ(bar.face_index(), 41);
    // Outside a level the bar does not tick.
    p.health = 100;
    p.cheats = 0;
    world.gamestate = sim::GameState::Intermission;
    for (int i = 0; i < 100; ++i) bar.tick(world, world.rng.m_random());
    EXPECT_EQ(bar.face_index(), 41);
}

TEST(StatusBar, MissingOrMalformedGraphicIsNamed) {
    const auto bad = [](const wad::Archive& archive, const std::string& lump) {
        try {
            StatusBar bar(archive);
            ADD_FAILURE() << "no error for " << lump;
        } catch (const base::Error& e) {
            EXPECT_NE(std::string(e.what()).find(lump), std::string::npos) << e.what();
        }
    };
    // Only STBAR: the first graphic looked for after it is missing.
    const auto stbar = test_support::iwad_data("freedoom2.wad").archive.lump(
        *test_support::iwad_data("freedoom2.wad").archive.find("STBAR"));
    asset_tests::WadBuilder only_bar;
    only_bar.lump("STBAR", {stbar.data.begin(), stbar.data.end()});
    bad(only_bar.archive("bar.wad"), "STTNUM0");

    // The IWAD with a PWAD whose STARMS is three bytes.
    wad::Archive patched;
    patched.add_file(test_support::iwad("freedoom2.wad"));
    asset_tests::WadBuilder broken;
    broken.lump("STARMS", {1, 2, 3});
    patched.add_file(wad::File::parse("broken.wad", broken.bytes()));
    bad(patched, "STARMS");
}

}  // namespace
