// A WAD's own status bar (SBARDEF) in both Vulkan views: the bar is
// composed on the CPU once for every renderer, so the strip at size 10 and
// a full-screen bar over the view at size 11 must be the software
// screen's pixels in the exact view and the true 3D view alike, and must
// differ from the original bar (the lump really is drawn).
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "assets/wad_builder.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view_drawer.h"
#include "render/vulkan/vulkan_view_drawer.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

// STBAR with the health in the middle of it and the face at its right
// end; a full-screen bar with the armour near the top left.
const std::string kSbardef = R"({"type": "statusbar", "version": "1.0.0", "metadata": {}, "data": {
  "numberfonts": [{"name": "Tall", "type": 0, "stem": "STT"}],
  "statusbars": [
    {"height": 32, "fullscreenrender": false, "fillflat": null, "children": [
      {"graphic": {"x": 0, "y": 0, "alignment": 0, "tranmap": null, "translation": null, "conditions": [],
                   "children": [], "patch": "STBAR"}},
      {"percent": {"x": 160, "y": 8, "alignment": 1, "tranmap": null, "translation": null, "conditions": [],
                   "children": [], "font": "Tall", "type": 0, "param": 0, "maxlength": 3}},
      {"face": {"x": 319, "y": 0, "alignment": 2, "tranmap": null, "translation": null, "conditions": [],
                "children": []}}]},
    {"height": 0, "fullscreenrender": true, "fillflat": null, "children": [
      {"percent": {"x": 8, "y": 8, "alignment": 0, "tranmap": null, "translation": null, "conditions": [],
                   "children": [], "font": "Tall", "type": 1, "param": 0, "maxlength": 3}}]}]}})";

wad::Archive with_sbardef(const wad::Archive& iwad) {
    wad::Archive a = iwad;
    a.add_file(wad::File::parse(
        "bar.wad",
        asset_tests::WadBuilder().lump("SBARDEF", std::vector<std::uint8_t>(kSbardef.begin(), kSbardef.end())).bytes()));
    return a;
}

TEST(SbarDefViews, BothVulkanViewsShowTheWadsBarAsTheSoftwareRendererDoes) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    const wad::Archive archive = with_sbardef(data.archive);
    const assets::AssetSet assets = render::load_render_assets(archive, data.defs);
    render::vulkan::Context context = render::vulkan::Context::create({.validation = true});
    render::vulkan::VulkanViewDrawer exact_drawer(context, archive, assets);
    render::vulkan::TrueViewDrawer true_drawer(context, archive, assets);
    render::GameScreen software(archive, assets), exact(archive, exact_drawer), true3d(archive, true_drawer);
    render::GameScreen original(data.archive, assets);
    const sim::Demo demo = test_support::oracle_demo("freedoom2-demo1.lmp", data);
    sim::World world(data.defs);
    sim::new_game(world, *data.source, demo.options);
    for (render::GameScreen* s : {&software, &exact, &true3d, &original}) s->start(world);
    for (int tic = 0; tic < 150; ++tic) {
        sim::run_tic(world, *data.source, demo.tics.at(static_cast<std::size_t>(tic)));
        for (render::GameScreen* s : {&software, &exact, &true3d, &original}) s->after_tic(world);
    }
    world.players[0].armorpoints = 88;  // an armour figure to show on the full-screen bar

    const render::ScreenLayout barred = render::ScreenLayout::for_size(640, 400);
    render::Frame want(640, 400), classic(640, 400), got_exact(640, 400), got_true(640, 400);
    software.draw(world, want, barred);
    original.draw(world, classic, barred);
    exact.draw(world, got_exact, barred);
    true3d.draw(world, got_true, barred);
    long strip_changed = 0;
    for (int y = barred.bar_y; y < 400; ++y)
        for (int x = 0; x < 640; ++x) {
            strip_changed += want.at(x, y) != classic.at(x, y);
            ASSERT_EQ(got_true.at(x, y), want.at(x, y)) << "true 3D, strip " << x << "," << y;
        }
    EXPECT_GT(strip_changed, 500) << "the WAD's bar is not the original's";
    EXPECT_EQ(got_exact.pixels, want.pixels) << "the exact view is the software screen, bar and all";

    // Size 11: the full-screen bar over the view, where it draws.
    const render::ScreenLayout full = render::ScreenLayout::for_size(640, 400, render::kMaxScreenBlocks);
    render::Frame bare(640, 400);
    software.show_hud(false);
    software.draw(world, bare, full);
    for (render::GameScreen* s : {&software, &exact, &true3d}) s->show_hud(true);
    software.draw(world, want, full);
    exact.draw(world, got_exact, full);
    true3d.draw(world, got_true, full);
    long drawn = 0;
    for (int y = 0; y < 400; ++y)
        for (int x = 0; x < 640; ++x) {
            if (want.at(x, y) == bare.at(x, y)) continue;
            ++drawn;
            ASSERT_LT(y, 60) << "the armour is near the top";
            ASSERT_EQ(got_exact.at(x, y), want.at(x, y)) << "exact " << x << "," << y;
            ASSERT_EQ(got_true.at(x, y), want.at(x, y)) << "true 3D " << x << "," << y;
        }
    EXPECT_GT(drawn, 200);
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
