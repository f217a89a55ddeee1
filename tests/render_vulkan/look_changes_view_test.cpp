// Looks that scripts change in play (sim/look_changes.h: sides' offsets and
// scales, planes' turns and scales, sectors' colours) are drawn as the same
// looks given by the map's own fields: by the software renderer, the exact
// Vulkan view and the true 3D view, each on a renderer that has already
// drawn the level without them (so the change reaches what it prepared
// per level), and gone again when the changes are. ZDoom's Transfer_WallLight
// lights sides by a sector's light as it changes, as the same light given by
// the sides' own fields would.
#include <gtest/gtest.h>

#include <functional>
#include <vector>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "render/vulkan/true_view.h"
#include "sim/game.h"
#include "sim/look_changes.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

using base::kFracUnit;

// The looks under test, given to every side and sector (the colour to the player's sector).
constexpr double kMidOffset = 17.0, kMidScale = 1.5, kTopScaleY = 0.75;
constexpr double kFloorTurn = 30.0, kCeilingScaleX = 2.0, kCeilingScaleY = 0.5;
constexpr int kLight = 0xffc080, kFade = 0x102040;
constexpr double kDesaturation = 0.3;

struct Game {
    explicit Game(const test_support::IwadData& data) : world(data.defs) {
        sim::GameOptions options;
        options.mode = data.source->mode();
        sim::new_game(world, *data.source, options);
        const std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        sim::run_tic(world, *data.source, cmds);
    }
    int player_sector() const { return world.mobj_sector(*world.players[0].mo); }
    sim::World world;
};

// The looks as the map's fields.
void give_map_fields(sim::World& w) {
    map::LevelExtensions& ext = w.level.extensions;
    ext.sides.resize(w.level.sides.size());
    ext.sectors.resize(w.level.sectors.size());
    for (map::SideExtension& side : ext.sides) {
        side.offset_x[1] = kMidOffset;
        side.scale_x[1] = kMidScale;
        side.scale_y[0] = kTopScaleY;
    }
    for (map::SectorExtension& sector : ext.sectors) {
        sector.floor.rotation = kFloorTurn;
        sector.ceiling.xscale = kCeilingScaleX;
        sector.ceiling.yscale = kCeilingScaleY;
    }
    map::SectorExtension& own = ext.sectors[static_cast<std::size_t>(w.mobj_sector(*w.players[0].mo))];
    own.lightcolor = kLight;
    own.fadecolor = kFade;
    own.desaturation = kDesaturation;
}

// The same looks as a script would have changed them.
sim::LookChanges as_changes(const sim::World& w) {
    sim::LookChanges changes;
    for (int s = 0; s < static_cast<int>(w.level.sides.size()); ++s) {
        auto& parts = sim::changed_side(changes, w.level, s);
        parts[1].xoffset = map::map_units_to_fixed(kMidOffset);
        parts[1].xscale = map::scale_to_fixed(kMidScale);
        parts[0].yscale = map::scale_to_fixed(kTopScaleY);
    }
    for (int s = 0; s < static_cast<int>(w.level.sectors.size()); ++s) {
        auto& planes = sim::changed_planes(changes, w.level, s);
        planes[0].rotation = map::degrees_to_angle(kFloorTurn);
        planes[1].xscale = map::scale_to_fixed(kCeilingScaleX);
        planes[1].yscale = map::scale_to_fixed(kCeilingScaleY);
    }
    sim::ChangedColour& colour = sim::changed_colour(changes, w.level, w.mobj_sector(*w.players[0].mo));
    colour.light = kLight;
    colour.fade = kFade;
    colour.desaturation = static_cast<int>(kDesaturation * 1000);
    return changes;
}

using Draw = std::function<std::vector<std::uint8_t>(const sim::World&)>;
using MakeRenderer = std::function<Draw()>;

void check_renderer(const char* name, const MakeRenderer& make) {
    SCOPED_TRACE(name);
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    Game changed(data), fields(data);
    give_map_fields(fields.world);

    const Draw draw = make();
    const std::vector<std::uint8_t> plain = draw(changed.world);
    changed.world.look_changes = as_changes(changed.world);
    const std::vector<std::uint8_t> restyled = draw(changed.world);
    EXPECT_EQ(restyled, make()(fields.world)) << "the changes draw as the map's fields do";
    std::size_t differ = 0;
    for (std::size_t i = 0; i < plain.size(); ++i) differ += plain[i] != restyled[i];
    EXPECT_GT(differ, plain.size() / 10) << "the changes show";
    changed.world.look_changes = {};
    EXPECT_EQ(draw(changed.world), plain) << "and go with them";
}

const auto kLayout = render::ScreenLayout::for_size(320, 200);

template <class Renderer>
Draw drawing(std::shared_ptr<Renderer> renderer) {
    return [renderer](const sim::World& world) {
        render::Frame frame(320, 200);
        renderer->render_view(world, 0, frame, kLayout);
        return frame.pixels;
    };
}

// ZDoom's Transfer_WallLight (16) on a line of the player's sector, naming
// every line: every side takes that sector's light as it stands, absolute.
void give_wall_light_transfer(sim::World& w, int source) {
    map::LevelExtensions& ext = w.level.extensions;
    ext.ns = map::MapNamespace::ZDoom;
    ext.lines.resize(w.level.lines.size());
    for (map::LineExtension& line : ext.lines) line.id = 77;
    for (std::size_t l = 0; l < w.level.lines.size(); ++l) {
        const int side = w.level.lines[l].sides[0];
        if (side < 0 || w.level.sides[static_cast<std::size_t>(side)].sector != source) continue;
        ext.lines[l].special = 16;
        ext.lines[l].args = {77, 1 | 2, 0, 0, 0};
        return;
    }
    FAIL() << "no line faces the player's sector";
}

// The same light as the sides' own fields.
void give_side_lights(sim::World& w, int light) {
    map::LevelExtensions& ext = w.level.extensions;
    ext.ns = map::MapNamespace::ZDoom;
    ext.sides.resize(w.level.sides.size());
    for (map::SideExtension& side : ext.sides) {
        side.light = light;
        side.flags.set(map::SideBool::LightAbsolute, true);
    }
}

void check_wall_light(const char* name, const MakeRenderer& make) {
    SCOPED_TRACE(name);
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    Game transfer(data);
    const int source = transfer.player_sector();
    give_wall_light_transfer(transfer.world, source);
    const Draw draw = make();
    for (const int light : {transfer.world.sectors[static_cast<std::size_t>(source)].lightlevel, 96}) {
        SCOPED_TRACE(light);
        transfer.world.sectors[static_cast<std::size_t>(source)].lightlevel = light;  // as a light special would
        Game fields(data);
        give_side_lights(fields.world, light);
        fields.world.sectors[static_cast<std::size_t>(source)].lightlevel = light;
        EXPECT_EQ(draw(transfer.world), make()(fields.world));
    }
}

// Runs `check` on each renderer in turn: the software renderer, the exact
// view and the true 3D view (validation layer on, silent).
void on_every_renderer(void (*check)(const char*, const MakeRenderer&)) {
    const test_support::IwadData& data = test_support::iwad_data("freedoom2.wad");
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    check("software", [&] { return drawing(std::make_shared<render::software::SoftwareRenderer>(data.archive, assets)); });
    auto context = render::vulkan::Context::create({.validation = true});
    check("exact view", [&] {
        return drawing(std::make_shared<render::vulkan::LevelRenderer>(context, data.archive, assets,
                                                                       render::vulkan::ViewPasses::raster));
    });
    check("true 3D view",
          [&] { return drawing(std::make_shared<render::vulkan::TrueView>(context, data.archive, assets)); });
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

TEST(LookChangesView, WallLightTransfersFollowTheirSectorInEveryRenderer) { on_every_renderer(check_wall_light); }

TEST(LookChangesView, EveryRendererDrawsThemAsTheMapsOwnLooks) { on_every_renderer(check_renderer); }

}  // namespace
