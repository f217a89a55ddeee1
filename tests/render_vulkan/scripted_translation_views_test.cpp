// ACS's colour translations (sim::LookChanges::translations, given to
// things by Thing_SetTranslation) as the three renderers draw them, over
// the map of tests/data/looks: one translation sends every index to 176
// (red). Each renderer's frame with the things' translation set, against
// its frame without: every pixel that changes must be red at some light
// row of the level's tables (176 through a light row), enough of them must
// change to show the things, and the exact Vulkan view must draw the
// software renderer's pixels. The things drawn blended or fuzzy are taken
// out first: a blend would hide what the table did, and fuzz moves on
// with every frame drawn.
#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <set>
#include <vector>

#include "looks_game.h"
#include "render/frame.h"
#include "render/map_looks.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "render/vulkan/true_view.h"
#include "sim/look_changes.h"
#include "sim/mobjs.h"

namespace {

constexpr int kRed = 176;
constexpr int kNumber = 7;

// The things drawn opaque, which the test translates; the others are
// taken out of the world.
std::vector<sim::Mobj*> opaque_things(sim::World& world, const render::MapLooks& looks) {
    std::vector<sim::Mobj*> things, others;
    for (sim::SectorState& sector : world.sectors)
        for (sim::Mobj* thing = sector.thinglist; thing; thing = thing->snext) {
            if (thing->player) continue;
            const bool opaque = !(thing->flags & sim::MF_SHADOW) &&
                                looks.thing_blend(thing->spawnpoint.x, thing->spawnpoint.y, thing->spawnpoint.type) == 0;
            (opaque ? things : others).push_back(thing);
        }
    for (sim::Mobj* other : others) sim::remove_mobj(world, *other);
    return things;
}

struct Changes {
    long changed = 0, red = 0;
};

template <class Render>
void count_changes(Render&& render, std::vector<sim::Mobj*>& things, const std::set<int>& reds,
                   const render::ScreenLayout& layout, render::Frame& translated, Changes& changes) {
    render::Frame plain(layout.width, layout.height);
    for (sim::Mobj* thing : things) thing->translation = 0;
    render(plain);
    for (sim::Mobj* thing : things) thing->translation = kNumber;
    render(translated);
    for (int y = 0; y < layout.view_height; ++y)
        for (int x = 0; x < layout.view_width; ++x) {
            if (plain.at(x, y) == translated.at(x, y)) continue;
            ++changes.changed;
            changes.red += reds.count(translated.at(x, y));

        }
}

TEST(ScriptedTranslationViews, EveryRendererDrawsThingsThroughTheScriptsTable) {
    auto context = render::vulkan::Context::create({.validation = true});
    looks_test::LooksGame game("looks.wad");
    sim::set_translation(game.world->look_changes, kNumber,
                         {{sim::TranslationRange::Kind::Index, 0, 255, {kRed, kRed}}});
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::software::SoftwareRenderer software(game.archive, *game.assets);
    auto exact = std::make_unique<render::vulkan::LevelRenderer>(context, game.archive, *game.assets);
    auto true3d = std::make_unique<render::vulkan::TrueView>(context, game.archive, *game.assets);
    render::MapLooks looks = render::MapLooks::build(game.world->level, game.assets->palettes, game.assets->colormaps);
    looks.apply(game.world->look_changes);
    std::set<int> reds;
    for (int row = 0; row < looks.colormap_rows(); ++row) reds.insert(looks.colormap(row)[kRed]);

    Changes by_software, by_exact, by_true3d;
    long pixels = 0, exact_alike = 0;
    for (int tic = 0; tic < 170; ++tic) {
        game.step(tic);
        if (tic % 10 != 5) continue;
        std::vector<sim::Mobj*> things = opaque_things(*game.world, looks);
        render::Frame want(320, 200), got(320, 200), third(320, 200);
        count_changes([&](render::Frame& f) { software.render_view(*game.world, 0, f, layout); }, things, reds,
                      layout, want, by_software);
        count_changes([&](render::Frame& f) { exact->render_view(*game.world, 0, f, layout); }, things, reds, layout,
                      got, by_exact);
        count_changes([&](render::Frame& f) { true3d->render_view(*game.world, 0, f, layout); }, things, reds,
                      layout, third, by_true3d);
        for (int y = 0; y < layout.view_height; ++y)
            for (int x = 0; x < layout.view_width; ++x) {
                ++pixels;
                exact_alike += want.at(x, y) == got.at(x, y);
            }
    }
    exact.reset();
    true3d.reset();
    for (const auto& [name, c] : {std::pair{"software", by_software}, std::pair{"exact", by_exact},
                                  std::pair{"true 3D", by_true3d}}) {
        std::cout << name << ": " << c.changed << " pixels changed, " << c.red << " red\n";
        EXPECT_GT(c.changed, 1000) << name << ": too few thing pixels to judge";
        EXPECT_EQ(c.red, c.changed) << name << ": " << c.changed - c.red << " changed pixels not red";
    }
    EXPECT_EQ(exact_alike, pixels) << pixels - exact_alike << " pixels differ between the exact view and software";
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
