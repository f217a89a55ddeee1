// The full-screen HUD: the numbers read back from its pixels are the
// player's, keys show when held, frags only in deathmatch, and on wide
// screens the groups reach the window's edges; GameScreen draws it only at
// screen size 11 and only when asked.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "assets/picture.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/overlay/full_screen_hud.h"
#include "render/overlay/screen_layer.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

using render::overlay::FullScreenHud;
using render::overlay::ScreenLayer;

constexpr int kNumberTop = 171;  // the bar's number row, where the HUD keeps its figures

assets::Picture picture(const std::string& name) {
    const wad::Archive& archive = test_support::iwad_data("freedoom2.wad").archive;
    return assets::decode_picture(archive.lump(*archive.find(name)).data, name);
}

// Whether `p` drawn alone at (x, y) gives exactly the layer's pixels over
// its rectangle (drawn or not).
bool shows(const ScreenLayer& layer, int x, int y, const assets::Picture& p) {
    ScreenLayer alone;
    alone.resize(layer.width());
    alone.draw_patch(x, y, p);
    bool any = false;
    for (int dy = 0; dy < p.height; ++dy)
        for (int dx = 0; dx < p.width; ++dx) {
            const int px = x - p.left_offset + dx, py = y - p.top_offset + dy;
            if (alone.at(px, py) != layer.at(px, py)) return false;
            any = any || alone.at(px, py) >= 0;
        }
    return any;
}

class HudPictures {
public:
    HudPictures() {
        for (int i = 0; i < 10; ++i) digits_[static_cast<std::size_t>(i)] = picture("STTNUM" + std::to_string(i));
        for (int i = 0; i < 6; ++i) keys_[static_cast<std::size_t>(i)] = picture("STKEYS" + std::to_string(i));
        percent_ = picture("STTPRCNT");
    }

    // The tall number whose last digit ends at x, read digit by digit
    // against STTNUM0-9; nullopt where the first slot holds no digit.
    std::optional<int> number_at(const ScreenLayer& layer, int x) const {
        const int w = digits_[0].width;
        int value = 0, scale = 1;
        bool found = false;
        for (int slot = 1; slot <= 3; ++slot) {
            std::optional<int> digit;
            for (int d = 0; d < 10; ++d)
                if (shows(layer, x - slot * w, kNumberTop, digits_[static_cast<std::size_t>(d)])) digit = d;
            if (!digit) break;
            value += *digit * scale;
            scale *= 10;
            found = true;
        }
        return found ? std::optional<int>(value) : std::nullopt;
    }

    // The columns where a percent sign is drawn on the number row.
    std::vector<int> percent_signs(const ScreenLayer& layer) const {
        std::vector<int> xs;
        for (int x = 0; x < layer.width(); ++x)
            if (shows(layer, x, kNumberTop, percent_)) xs.push_back(x);
        return xs;
    }

    // The key picture at row `y` anywhere on the layer, or -1.
    int key_at(const ScreenLayer& layer, int y) const {
        for (int x = 0; x < layer.width(); ++x)
            for (int k = 0; k < 6; ++k)
                if (shows(layer, x, y, keys_[static_cast<std::size_t>(k)])) return k;
        return -1;
    }

private:
    std::array<assets::Picture, 10> digits_;
    std::array<assets::Picture, 6> keys_;
    assets::Picture percent_;
};

// An oracle demo played `tics` tics, so the player's figures are the game's.
std::unique_ptr<sim::World> played(int tics) {
    const test_support::OracleDemo row = test_support::read_oracle_manifest().front();
    const test_support::IwadData& data = test_support::iwad_data(row.iwad);
    const sim::Demo demo = test_support::oracle_demo(row.file, data);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    for (int tic = 0; tic < tics; ++tic) sim::run_tic(*world, *data.source, demo.tics.at(static_cast<std::size_t>(tic)));
    return world;
}

sim::Player& console(sim::World& world) { return world.players[static_cast<std::size_t>(world.opts.consoleplayer)]; }

TEST(FullScreenHud, ShowsThePlayersFiguresAtADemoTic) {
    const std::unique_ptr<sim::World> world = played(400);
    ASSERT_EQ(world->gamestate, sim::GameState::Level);
    const FullScreenHud hud(test_support::iwad_data(test_support::read_oracle_manifest().front().iwad).archive);
    const HudPictures pictures;
    for (const int width : {320, 355, 474}) {
        SCOPED_TRACE("layer " + std::to_string(width) + " wide");
        ScreenLayer layer;
        layer.resize(width);
        hud.draw(*world, layer);
        const sim::Player& me = console(*world);
        // Two percent signs: health's on the left, armour's on the right
        // group, each number right-aligned at its sign.
        const std::vector<int> signs = pictures.percent_signs(layer);
        ASSERT_EQ(signs.size(), 2u);
        EXPECT_EQ(pictures.number_at(layer, signs[0]), me.health);
        EXPECT_EQ(pictures.number_at(layer, signs[1]), me.armorpoints);
        EXPECT_GT(signs[1], width - 40) << "the right group keeps to the right edge";
        // The ready weapon's ammo where the bar shows it, two pixels in.
        const sim::AmmoType ammo = world->defs->weapons[static_cast<std::size_t>(me.readyweapon)].ammo;
        ASSERT_LT(ammo, sim::NUMAMMO) << "pick a tic with a weapon that uses ammo";
        EXPECT_EQ(pictures.number_at(layer, 44), me.ammo[static_cast<std::size_t>(ammo)]);
    }
}

TEST(FullScreenHud, HandSetFiguresKeysAndFrags) {
    std::unique_ptr<sim::World> world = played(1);
    const FullScreenHud hud(test_support::iwad_data(test_support::read_oracle_manifest().front().iwad).archive);
    const HudPictures pictures;
    sim::Player& me = console(*world);
    me.health = 57;
    me.armorpoints = 123;
    me.readyweapon = sim::wp_fist;  // no ammo: nothing drawn
    ScreenLayer layer;
    layer.resize(355);
    hud.draw(*world, layer);
    std::vector<int> signs = pictures.percent_signs(layer);
    ASSERT_EQ(signs.size(), 2u);
    EXPECT_EQ(pictures.number_at(layer, signs[0]), 57);
    EXPECT_EQ(pictures.number_at(layer, signs[1]), 123);
    EXPECT_EQ(pictures.number_at(layer, 44), std::nullopt);
    for (const int y : {171, 181, 191}) EXPECT_EQ(pictures.key_at(layer, y), -1) << y;

    // A blue card, then a yellow skull: each on its colour's row, the
    // skull over a card of the same colour.
    me.cards[sim::it_bluecard] = true;
    me.cards[sim::it_yellowskull] = true;
    me.cards[sim::it_yellowcard] = true;
    layer.clear();
    hud.draw(*world, layer);
    EXPECT_EQ(pictures.key_at(layer, 171), 0);
    EXPECT_EQ(pictures.key_at(layer, 181), 4);
    EXPECT_EQ(pictures.key_at(layer, 191), -1);

    // Frags only in deathmatch: -2 after two suicides and no kills.
    me.frags[static_cast<std::size_t>(world->opts.consoleplayer)] = 2;
    layer.clear();
    hud.draw(*world, layer);
    const int left_sign = pictures.percent_signs(layer).front();
    EXPECT_EQ(pictures.number_at(layer, 138), std::nullopt);
    world->opts.deathmatch = 1;
    layer.clear();
    hud.draw(*world, layer);
    EXPECT_EQ(pictures.number_at(layer, 138), 2);
    // The minus sign 8 pixels left of the digit (it may reach under it).
    const int digit_left = 138 - picture("STTNUM0").width;
    int minus_pixels = 0;
    for (int y = kNumberTop; y < kNumberTop + 16; ++y)
        for (int x = digit_left - 8; x < digit_left; ++x) minus_pixels += layer.at(x, y) >= 0;
    EXPECT_GT(minus_pixels, 0) << "the minus sign";
    EXPECT_EQ(pictures.percent_signs(layer).front(), left_sign);
}

// Size 11 with the HUD against the same frame without it: the HUD's pixels
// are the difference, and with three digits of ammo and the keys shown
// they span the window from edge to edge.
TEST(FullScreenHud, GroupsReachTheWindowsEdgesOnWideScreens) {
    const test_support::OracleDemo row = test_support::read_oracle_manifest().front();
    const test_support::IwadData& data = test_support::iwad_data(row.iwad);
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    render::GameScreen screen(data.archive, assets);
    const std::unique_ptr<sim::World> world = played(400);
    screen.start(*world);
    // Every slot of both groups' outer figures filled: three digits of
    // ammo, all the keys.
    sim::Player& me = console(*world);
    me.ammo.fill(888);  // an 8 fills its cell, a 1 would not
    me.cards.fill(true);
    struct Size {
        int width, height;
    };
    for (const Size size : {Size{320, 200}, Size{1280, 720}, Size{1680, 720}}) {
        SCOPED_TRACE(std::to_string(size.width) + "x" + std::to_string(size.height));
        const auto layout = render::ScreenLayout::for_size(size.width, size.height, render::kMaxScreenBlocks);
        render::Frame bare(size.width, size.height), hud(size.width, size.height);
        screen.show_hud(false);
        screen.draw(*world, bare, layout);
        screen.show_hud(true);
        screen.draw(*world, hud, layout);
        int left = size.width, right = -1, top = size.height;
        for (int y = 0; y < size.height; ++y)
            for (int x = 0; x < size.width; ++x)
                if (bare.at(x, y) != hud.at(x, y)) {
                    left = std::min(left, x);
                    right = std::max(right, x);
                    top = std::min(top, y);
                }
        ASSERT_GE(right, 0) << "no HUD drawn";
        // Two 320×200 pixels in from each edge, give or take the pictures'
        // own blank columns and a screen pixel of rounding.
        // (The 4:3 middle would leave 64 columns at 16:9, 264 at 21:9.)
        const int margin = static_cast<int>((std::int64_t{6} * layout.scale) >> 16) + 1;
        EXPECT_LE(left, margin);
        EXPECT_GE(right, size.width - 1 - margin);
        EXPECT_GE(top, static_cast<int>((std::int64_t{kNumberTop} * layout.scale) >> 16) - 1);

        // At size 10 the bar is there and the HUD is not.
        const auto barred = render::ScreenLayout::for_size(size.width, size.height);
        screen.show_hud(false);
        screen.draw(*world, bare, barred);
        screen.show_hud(true);
        screen.draw(*world, hud, barred);
        EXPECT_EQ(bare.pixels, hud.pixels);
    }
}

}  // namespace
