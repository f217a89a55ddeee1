// A WAD's own status bar (ID24's SBARDEF, render/overlay/sbardef_bar.h).
// The strongest check: an SBARDEF written here from st_stuff.c's widget
// places draws, pixel for pixel, the bar the original's code draws
// (StatusBar, itself checked against Chocolate Doom's frames), across
// players' states. Then what the original bar cannot show: alignments,
// wide screens, animations, clamped numbers, translucency, and the game
// screen putting the bar where the original's goes.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "assets/picture.h"
#include "assets/sbardef.h"
#include "assets/wad_builder.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/overlay/sbardef_bar.h"
#include "render/overlay/screen_layer.h"
#include "render/overlay/status_bar.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

using render::overlay::kBarHeight;
using render::overlay::kBarWidth;
using render::overlay::SbarDefBar;
using render::overlay::ScreenLayer;
using render::overlay::StatusBar;
using Strip = std::array<std::uint8_t, kBarWidth * kBarHeight>;

std::string condition(int kind, int param) {
    return R"({"condition": )" + std::to_string(kind) + R"(, "param": )" + std::to_string(param) + "}";
}

std::string element(const std::string& kind, int x, int y, int alignment, const std::string& own,
                    const std::vector<std::string>& conditions = {}, const std::string& tranmap = "null") {
    std::string list;
    for (const std::string& c : conditions) list += (list.empty() ? "" : ", ") + c;
    return R"({")" + kind + R"(": {"x": )" + std::to_string(x) + R"(, "y": )" + std::to_string(y) +
           R"(, "alignment": )" + std::to_string(alignment) + R"(, "tranmap": )" + tranmap +
           R"(, "translation": null, "conditions": [)" + list + R"(], "children": [])" + (own.empty() ? "" : ", " + own) +
           "}}";
}

std::string graphic(const std::string& patch, int x, int y, const std::vector<std::string>& conditions = {},
                    int alignment = 0, const std::string& tranmap = "null") {
    return element("graphic", x, y, alignment, R"("patch": ")" + patch + R"(")", conditions, tranmap);
}

std::string number(const std::string& kind, const std::string& font, int type, int param, int x, int y,
                   int max_length, const std::vector<std::string>& conditions = {}, int alignment = 2) {
    return element(kind, x, y, alignment,
                   R"("font": ")" + font + R"(", "type": )" + std::to_string(type) + R"(, "param": )" +
                       std::to_string(param) + R"(, "maxlength": )" + std::to_string(max_length),
                   conditions);
}

std::string document(const std::vector<std::string>& bars) {
    std::string list;
    for (const std::string& b : bars) list += (list.empty() ? "" : ", ") + b;
    return R"({"type": "statusbar", "version": "1.0.0", "metadata": {}, "data": {"numberfonts": [
        {"name": "Tall", "type": 0, "stem": "STT"}, {"name": "Small", "type": 0, "stem": "STYS"},
        {"name": "Narrow", "type": 2, "stem": "STYS"}], "statusbars": [)" +
           list + "]}}";
}

std::string bar(const std::vector<std::string>& children, bool fullscreen = false, int height = 32) {
    std::string list;
    for (const std::string& c : children) list += (list.empty() ? "" : ",\n") + c;
    return R"({"height": )" + std::to_string(height) + R"(, "fullscreenrender": )" + (fullscreen ? "true" : "false") +
           R"(, "fillflat": null, "children": [)" + list + "]}";
}

assets::Picture picture(const std::string& name) {
    const wad::Archive& archive = test_support::iwad_data("freedoom2.wad").archive;
    return assets::decode_picture(archive.lump(*archive.find(name)).data, name);
}

// The original bar at screen size 10, written as an SBARDEF from
// st_stuff.c's places (ST_AMMOX and the rest, less ST_Y). A percent is
// drawn whole at ST_HEALTHX (ST_ARMORX), its number ending there: right-
// aligned, the run ends one sign further on (13 pixels in Freedoom).
std::string original_bar() {
    const int sign = picture("STTPRCNT").width;
    constexpr int kNotDeathmatch = 15, kDeathmatch = 14, kHasAmmo = 4;
    const std::string not_dm = condition(kNotDeathmatch, 2);
    std::vector<std::string> e{graphic("STBAR", 0, 0), element("facebackground", 143, 0, 0, "", {condition(15, 0)}),
                               number("number", "Tall", 4, 0, 44, 3, 3, {condition(kHasAmmo, 0)}),
                               number("percent", "Tall", 0, 0, 90 + sign, 3, 3), graphic("STARMS", 104, 0, {not_dm})};
    for (int i = 0; i < 6; ++i) {
        const int x = 111 + (i % 3) * 12, y = 4 + (i / 3) * 10;
        // ID24 has no "not owned": the grey number, the yellow one over it.
        e.push_back(graphic("STGNUM" + std::to_string(i + 2), x, y, {not_dm}));
        e.push_back(graphic("STYSNUM" + std::to_string(i + 2), x, y, {not_dm, condition(0, i + 1)}));
    }
    e.push_back(element("face", 143, 0, 0, ""));
    for (int i = 0; i < 3; ++i) {
        // A card shows where its colour's skull is not held (ItemNotOwned).
        e.push_back(graphic("STKEYS" + std::to_string(i), 239, 3 + 10 * i, {condition(10, i + 1), condition(11, i + 4)}));
        e.push_back(graphic("STKEYS" + std::to_string(i + 3), 239, 3 + 10 * i, {condition(10, i + 4)}));
    }
    e.push_back(number("number", "Tall", 2, 0, 138, 3, 2, {condition(kDeathmatch, 2)}));
    e.push_back(number("percent", "Tall", 1, 0, 221 + sign, 3, 3));
    const std::array<int, 4> rows{5, 11, 23, 17};  // bullets, shells, cells, rockets
    for (int a = 0; a < 4; ++a) {
        e.push_back(number("number", "Small", 3, a, 288, rows[static_cast<std::size_t>(a)], 3));
        e.push_back(number("number", "Small", 5, a, 314, rows[static_cast<std::size_t>(a)], 3));
    }
    return bar(e);
}

// Freedoom 2 with a WAD holding `sbardef` (and a translucency table of all 7s).
wad::Archive with_sbardef(const std::string& sbardef) {
    wad::Archive a = test_support::iwad_data("freedoom2.wad").archive;
    a.add_file(wad::File::parse("bar.wad", asset_tests::WadBuilder()
                                               .lump("SBARDEF", std::vector<std::uint8_t>(sbardef.begin(), sbardef.end()))
                                               .lump("SEVENS", std::vector<std::uint8_t>(65536, 7))
                                               .bytes()));
    return a;
}

SbarDefBar wads_bar(const wad::Archive& archive) {
    std::vector<std::string> diagnostics;
    std::optional<assets::SbarDef> def = assets::load_sbardef(archive, diagnostics);
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.front();
    EXPECT_TRUE(def);
    return SbarDefBar(archive, std::move(*def));
}

std::unique_ptr<sim::World> new_world() {
    const auto& iwad = test_support::iwad_data("freedoom2.wad");
    auto world = std::make_unique<sim::World>(iwad.defs);
    sim::GameOptions options;
    options.mode = iwad.source->mode();
    sim::new_game(*world, *iwad.source, options);
    return world;
}

sim::Player& console(sim::World& world) { return world.players[static_cast<std::size_t>(world.opts.consoleplayer)]; }

TEST(SbarDefBar, TheOriginalBarWrittenAsAnSbardefDrawsTheOriginalsPixels) {
    const wad::Archive archive = with_sbardef(document({original_bar()}));
    const SbarDefBar wads = wads_bar(archive);
    StatusBar classic(archive);
    std::unique_ptr<sim::World> world = new_world();
    sim::Player& me = console(*world);
    const auto compare = [&](const std::string& state) {
        SCOPED_TRACE(state);
        classic.start(*world);
        classic.tick(*world, 77);
        Strip original{}, own{};
        classic.draw_bar(*world, original);
        wads.draw_strip(*world, classic, wads.bar_at(10), classic.border_flat(), own);
        int differ = 0;
        for (std::size_t i = 0; i < original.size(); ++i) differ += original[i] != own[i];
        EXPECT_EQ(differ, 0);
    };
    compare("a new game: pistol, 50 bullets");
    me.readyweapon = sim::wp_fist;
    compare("the fist: no ammo shown");
    me.health = 7;
    me.armorpoints = 200;
    me.armortype = 2;
    me.readyweapon = sim::wp_plasma;
    for (const sim::WeaponType w : {sim::wp_shotgun, sim::wp_missile, sim::wp_plasma}) me.weaponowned[w] = true;
    me.ammo = {123, 45, 300, 9};
    me.maxammo = {400, 100, 600, 100};
    compare("hurt, armoured, three more weapons, every ammo");
    me.cards[sim::it_bluecard] = me.cards[sim::it_redcard] = true;
    me.cards[sim::it_yellowskull] = true;
    compare("two cards and a skull");
    me.cards[sim::it_yellowcard] = true;
    compare("a card under the skull of its colour");
    me.damagecount = 10;
    me.attacker = me.mo;
    compare("hurt by itself: another face");
    world->opts.playeringame[1] = true;
    compare("a netgame: the face's background");
    world->opts.deathmatch = 1;
    me.frags = {0, 3, 0, 0};
    compare("deathmatch: frags, no arms");
}

TEST(SbarDefBar, PlacesByAlignmentOffsetsAndWideEdges) {
    constexpr int kMiddle = 1, kRight = 2, kVerticalMiddle = 4, kBottom = 8, kIgnoreOffsets = 0x30, kWideRight = 0x80;
    const std::string hud = bar({graphic("STFST00", 160, 100, {}, kMiddle | kVerticalMiddle),
                                 graphic("STKEYS0", 300, 190, {}, kRight | kBottom | kIgnoreOffsets),
                                 graphic("STKEYS1", 300, 20, {}, kWideRight)},
                                true, 0);
    const wad::Archive archive = with_sbardef(document({original_bar(), hud}));
    const SbarDefBar wads = wads_bar(archive);
    StatusBar classic(archive);
    std::unique_ptr<sim::World> world = new_world();
    classic.start(*world);
    classic.tick(*world, 0);
    ScreenLayer layer;
    layer.resize(426);  // 16:9 at 200 rows: 53 columns past each side of the 4:3 screen
    wads.draw_layer(*world, classic, wads.bar_at(11), layer);

    ScreenLayer expected;
    expected.resize(426);
    const assets::Picture face = classic.face(), blue = picture("STKEYS0"), yellow = picture("STKEYS1");
    // Centred both ways, offsets kept (draw_patch takes them off again).
    expected.draw_patch(53 + 160 - face.width / 2 + face.left_offset, 100 - face.height / 2 + face.top_offset, face);
    // Its right and bottom edges at (300, 190), offsets ignored.
    expected.draw_patch(53 + 300 - blue.width + blue.left_offset, 190 - blue.height + blue.top_offset, blue);
    // Pushed to the wide screen's right edge by the 53 columns.
    expected.draw_patch(53 + 300 + 53, 20, yellow);
    for (int y = 0; y < ScreenLayer::kHeight; ++y)
        for (int x = 0; x < 426; ++x) ASSERT_EQ(layer.at(x, y), expected.at(x, y)) << x << "," << y;
}

TEST(SbarDefBar, AnimationsStepOnlyWhileTheyShow) {
    const std::string frames = R"("frames": [{"lump": "STKEYS0", "duration": 0.2}, {"lump": "STKEYS1", "duration": 0.4}])";
    const std::string strip = bar({element("animation", 10, 5, 0, frames),
                                   element("animation", 30, 5, 0, frames, {condition(1, sim::wp_plasma)})});
    const wad::Archive archive = with_sbardef(document({strip}));
    SbarDefBar wads = wads_bar(archive);
    StatusBar classic(archive);
    std::unique_ptr<sim::World> world = new_world();
    const assets::Picture blue = picture("STKEYS0"), yellow = picture("STKEYS1");
    const auto shown = [&](int x) {
        Strip out{};
        wads.draw_strip(*world, classic, wads.bar_at(10), classic.border_flat(), out);
        for (const assets::Picture* p : {&blue, &yellow}) {
            Strip alone = out;
            render::overlay::draw_patch({alone, kBarWidth, kBarHeight}, x, 5, *p);
            if (alone == out) return p == &blue ? 0 : 1;
        }
        return -1;
    };
    const auto tics = [&](int n) {
        for (int i = 0; i < n; ++i) wads.tick(*world);
    };
    wads.start();
    EXPECT_EQ(shown(10), 0);
    tics(6);
    EXPECT_EQ(shown(10), 0) << "0.2 s is 7 tics";
    tics(1);
    EXPECT_EQ(shown(10), 1);
    tics(13);
    EXPECT_EQ(shown(10), 1) << "0.4 s is 14 tics";
    tics(1);
    EXPECT_EQ(shown(10), 0);
    // The second shows only with the plasma rifle up, and waited meanwhile.
    EXPECT_EQ(shown(30), -1);
    console(*world).readyweapon = sim::wp_plasma;
    EXPECT_EQ(shown(30), 0);
    tics(7);
    EXPECT_EQ(shown(30), 1);
    wads.start();
    EXPECT_EQ(shown(10), 0);
    EXPECT_EQ(shown(30), 0);
}

TEST(SbarDefBar, NumbersKeepToTheirDigitsAndTheirFontsSpacing) {
    const std::string strip =
        bar({number("number", "Small", 0, 0, 0, 0, 2, {}, 0), number("number", "Narrow", 0, 0, 100, 0, 3, {}, 0),
             number("percent", "Small", 3, 0, 200, 0, 3, {}, 1)});
    const wad::Archive archive = with_sbardef(document({strip}));
    const SbarDefBar wads = wads_bar(archive);
    StatusBar classic(archive);
    std::unique_ptr<sim::World> world = new_world();
    console(*world).health = 1234;
    console(*world).ammo[0] = 5;
    Strip out{};
    wads.draw_strip(*world, classic, wads.bar_at(10), classic.border_flat(), out);

    Strip expected{};
    const render::overlay::Canvas canvas{expected, kBarWidth, kBarHeight};
    // The flat first (no STBAR here), as the strip shows it.
    const auto border = classic.border_flat();
    for (int y = 0; y < kBarHeight; ++y)
        for (int x = 0; x < kBarWidth; ++x)
            expected[static_cast<std::size_t>(y * kBarWidth + x)] =
                border[static_cast<std::size_t>(((y + 168) & 63) * 64 + (x & 63))];
    std::array<assets::Picture, 10> digits;
    for (int d = 0; d < 10; ++d) digits[static_cast<std::size_t>(d)] = picture("STYSNUM" + std::to_string(d));
    const int mono = digits[0].width;
    // 1234 in two digits: 99, each glyph in a cell as wide as the 0.
    render::overlay::draw_patch(canvas, 0, 0, digits[9]);
    render::overlay::draw_patch(canvas, mono, 0, digits[9]);
    // In three proportional digits: 999 again, each glyph its own width.
    render::overlay::draw_patch(canvas, 100, 0, digits[9]);
    render::overlay::draw_patch(canvas, 100 + digits[9].width, 0, digits[9]);
    render::overlay::draw_patch(canvas, 100 + 2 * digits[9].width, 0, digits[9]);
    // 5 bullets centred on x 200 (the font has no percent sign: none drawn).
    render::overlay::draw_patch(canvas, 200 - mono / 2, 0, digits[5]);
    EXPECT_EQ(out, expected);
}

TEST(SbarDefBar, ATranmapBlendsOverWhatIsUnder) {
    const std::string strip =
        bar({graphic("STBAR", 0, 0), graphic("STKEYS2", 50, 10, {}, 0, R"("SEVENS")")});
    const wad::Archive archive = with_sbardef(document({strip}));
    const SbarDefBar wads = wads_bar(archive);
    StatusBar classic(archive);
    std::unique_ptr<sim::World> world = new_world();
    Strip out{}, plain{};
    wads.draw_strip(*world, classic, wads.bar_at(10), classic.border_flat(), out);
    render::overlay::draw_patch({plain, kBarWidth, kBarHeight}, 0, 0, picture("STBAR"));
    Strip key{};
    key.fill(0);
    render::overlay::draw_patch({key, kBarWidth, kBarHeight}, 50, 10, picture("STKEYS2"));
    Strip marked{};
    marked.fill(1);
    render::overlay::draw_patch({marked, kBarWidth, kBarHeight}, 50, 10, picture("STKEYS2"));
    int blended = 0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const bool under_key = key[i] != 0 || marked[i] != 1;  // a pixel the key's posts cover
        EXPECT_EQ(out[i], under_key ? 7 : plain[i]) << i;
        blended += under_key;
    }
    EXPECT_GT(blended, 20);
}

TEST(SbarDefBar, TheGameScreenShowsItWhereTheOriginalBarGoes) {
    const std::string hud = bar({number("percent", "Tall", 0, 0, 60, 180, 3)}, true, 0);
    const wad::Archive replica = with_sbardef(document({original_bar(), hud}));
    const wad::Archive& plain = test_support::iwad_data("freedoom2.wad").archive;
    const auto& defs = test_support::iwad_data("freedoom2.wad").defs;
    const assets::AssetSet assets = render::load_render_assets(plain, defs);
    render::GameScreen original(plain, assets), own(replica, assets);
    std::unique_ptr<sim::World> world = new_world();
    original.start(*world);
    own.start(*world);
    original.after_tic(*world);
    own.after_tic(*world);
    // At size 10 the replica's strip is the original's, at any scale.
    for (const auto& [w, h] : {std::pair{320, 200}, std::pair{960, 600}}) {
        const auto layout = render::ScreenLayout::for_size(w, h);
        render::Frame a(w, h), b(w, h);
        original.draw(*world, a, layout);
        own.draw(*world, b, layout);
        EXPECT_EQ(a.pixels, b.pixels) << w << "x" << h;
    }
    // At size 11 the second bar, full-screen, goes over the view in place
    // of the full-screen HUD: the health's percent sign at x 46 to 60.
    const auto full = render::ScreenLayout::for_size(320, 200, render::kMaxScreenBlocks);
    render::Frame bare(320, 200), shown(320, 200);
    own.show_hud(false);
    own.draw(*world, bare, full);
    own.show_hud(true);
    own.draw(*world, shown, full);
    int left = 320, right = -1;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x)
            if (bare.at(x, y) != shown.at(x, y)) left = std::min(left, x), right = std::max(right, x);
    EXPECT_GE(left, 60 - 4 * 14) << "three digits and the sign, right-aligned at 60";
    EXPECT_LT(right, 60);
    EXPECT_GE(right, 46);
}

}  // namespace

namespace {

// A negative number needs a digit beside its minus sign: with room for
// one glyph or none it shows 0 (before, a maxlength of 0 read a glyph
// outside the font).
TEST(SbarDefBar, ANegativeNumberWithoutRoomForItsSignShowsZero) {
    const std::string strip = bar({number("number", "Tall", 2, 0, 0, 0, 0, {}, 0),
                                   number("number", "Tall", 2, 0, 100, 0, 1, {}, 0)});
    const wad::Archive archive = with_sbardef(document({strip}));
    const SbarDefBar wads = wads_bar(archive);
    StatusBar classic(archive);
    std::unique_ptr<sim::World> world = new_world();
    console(*world).frags[0] = 5;  // five suicides: -5 frags
    Strip out{}, expected{};
    wads.draw_strip(*world, classic, wads.bar_at(10), classic.border_flat(), out);
    const auto border = classic.border_flat();
    for (int y = 0; y < kBarHeight; ++y)
        for (int x = 0; x < kBarWidth; ++x)
            expected[static_cast<std::size_t>(y * kBarWidth + x)] =
                border[static_cast<std::size_t>(((y + 168) & 63) * 64 + (x & 63))];
    const assets::Picture zero = picture("STTNUM0");
    render::overlay::draw_patch({expected, kBarWidth, kBarHeight}, 0, 0, zero);
    render::overlay::draw_patch({expected, kBarWidth, kBarHeight}, 100, 0, zero);
    EXPECT_EQ(out, expected);
}

}  // namespace
