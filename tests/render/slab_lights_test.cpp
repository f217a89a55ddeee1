// ZDoom's light lists under 3D floors (render/slab_lights.h), on the slabs
// of tests/data/extra-floors: the hall and the targets have light 192, the
// control sectors 144. As P_Recalculate3DFloors makes them and
// P_GetPlaneLight reads them: a slab's top starts its control sector's
// light going down; a surface facing up at a height takes the lowest entry
// above it, one facing down also an entry less than a unit under it; "no
// shade" (flag 1) casts nothing, "restrict light inside" (2) ends the light
// at the slab's bottom, where the light from above comes back, and "reset"
// (1024) makes that the sector's own.
#include <gtest/gtest.h>

#include <array>
#include <memory>
#include <vector>

#include "map/level.h"
#include "render/slab_lights.h"
#include "sim/extra_floors.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"

namespace {

constexpr base::fixed_t kUnit = base::kFracUnit;
constexpr int kHall = 0, kBridge = 1, kBridgeControl = 2, kStepControl = 4;

class SlabLights : public ::testing::Test {
protected:
    SlabLights() : data(test_support::iwad_data("freedoom2.wad+../extra-floors/extra-floors.wad")) {
        world = std::make_unique<sim::World>(data.defs);
        sim::GameOptions options;
        options.mode = data.source->mode();
        sim::new_game(*world, *data.source, options);
    }
    // The level's slabs with `change` made to those standing in `target`,
    // and `extra` added.
    template <class Change>
    void remake(int target, Change change, std::vector<sim::ExtraFloor> extra = {}) {
        std::vector<sim::ExtraFloor> slabs(world->extra_floors.all().begin(), world->extra_floors.all().end());
        for (sim::ExtraFloor& f : slabs)
            if (f.target == target) change(f);
        slabs.insert(slabs.end(), extra.begin(), extra.end());
        world->extra_floors.build(std::move(slabs), static_cast<int>(world->sectors.size()));
    }
    int at(const render::SlabLights& lights, int sector, int z, bool facing_down) const {
        return lights.light_sector(sector, z * kUnit, facing_down);
    }

    const test_support::IwadData& data;
    std::unique_ptr<sim::World> world;
};

TEST_F(SlabLights, ABridgeLightsWhatIsUnderItsTop) {
    render::SlabLights lights;
    lights.update(*world);
    ASSERT_TRUE(lights.any());
    EXPECT_TRUE(lights.in(kHall).empty());
    EXPECT_EQ(at(lights, kHall, 0, false), kHall);
    ASSERT_EQ(lights.in(kBridge).size(), 2u);
    EXPECT_EQ(at(lights, kBridge, 0, false), kBridgeControl);     // the floor under it
    EXPECT_EQ(at(lights, kBridge, 96, true), kBridgeControl);     // its bottom
    EXPECT_EQ(at(lights, kBridge, 128, true), kBridgeControl);    // its sides, by its top
    EXPECT_EQ(at(lights, kBridge, 128, false), kBridge);          // its top: the light above it
    EXPECT_EQ(at(lights, kBridge, 256, true), kBridge);           // the ceiling
    EXPECT_EQ(lights.light_level(*world, kBridge, 0, false), 144);
    // The light follows the slab as its control sector moves.
    world->sectors[kBridgeControl].ceilingheight = 40 * kUnit;
    lights.update(*world);
    EXPECT_EQ(at(lights, kBridge, 64, false), kBridge);
    EXPECT_EQ(at(lights, kBridge, 32, false), kBridgeControl);
}

TEST_F(SlabLights, NoShadeCastsNothing) {
    remake(kBridge, [](sim::ExtraFloor& f) { f.no_shade = true; });
    render::SlabLights lights;
    lights.update(*world);
    EXPECT_TRUE(lights.in(kBridge).empty());
    EXPECT_EQ(at(lights, kBridge, 0, false), kBridge);
    EXPECT_EQ(at(lights, kBridge, 96, true), kBridge);
}

TEST_F(SlabLights, RestrictedLightEndsAtTheBottomAndResetGoesBackToTheSectors) {
    // A second slab over the bridge in its sector (the step's control: 8 to
    // 24 moved up to 160-200), so what comes back under a restricted one is
    // another slab's light, unless the reset flag says the sector's own.
    world->sectors[kStepControl].floorheight = 160 * kUnit;
    world->sectors[kStepControl].ceilingheight = 200 * kUnit;
    sim::ExtraFloor upper = world->extra_floors.in(3).front();
    upper.target = kBridge;
    remake(kBridge, [](sim::ExtraFloor& f) { f.restrict_light = true; }, {upper});
    render::SlabLights lights;
    lights.update(*world);
    EXPECT_EQ(at(lights, kBridge, 220, false), kBridge);
    EXPECT_EQ(at(lights, kBridge, 140, false), kStepControl);   // under the upper slab
    EXPECT_EQ(at(lights, kBridge, 100, false), kBridgeControl); // inside the bridge
    EXPECT_EQ(at(lights, kBridge, 0, false), kStepControl);     // under it: the light from above again

    remake(kBridge, [](sim::ExtraFloor& f) {
        if (f.control == kBridgeControl) f.reset_light = true;
    });
    lights.update(*world);
    EXPECT_EQ(at(lights, kBridge, 100, false), kBridgeControl);
    EXPECT_EQ(at(lights, kBridge, 0, false), kBridge);
}

TEST_F(SlabLights, ASlabOverTheCeilingReachingBelowItLightsFromTheTop) {
    world->sectors[kBridgeControl].floorheight = 200 * kUnit;
    world->sectors[kBridgeControl].ceilingheight = 300 * kUnit;  // above the target's 256
    render::SlabLights lights;
    lights.update(*world);
    ASSERT_EQ(lights.in(kBridge).size(), 1u);
    EXPECT_EQ(at(lights, kBridge, 0, false), kBridgeControl);
}

// ExtraFloor_LightOnly (50: tag, type) makes an unseen, non-solid slab of
// its control sector that only casts light: type 0 down to the floor, 1
// inside it alone, 2 with the sector's own light below it (ZDoom's
// Spawn3DFloors gives it the flags 512+2048, 2+512+2048, 512+1024+2048).
TEST_F(SlabLights, ExtraFloorLightOnlyCastsLightAlone) {
    std::size_t bridge_line = world->level.extensions.lines.size();
    for (std::size_t l = 0; l < world->level.extensions.lines.size(); ++l) {
        const map::LineExtension& e = world->level.extensions.lines[l];
        if (e.special == 160 && e.args[0] == 5) bridge_line = l;
    }
    ASSERT_LT(bridge_line, world->level.extensions.lines.size());
    map::LineExtension& line = world->level.extensions.lines[bridge_line];
    const auto light_only = [&](int tag, int type) {
        line.special = 50;
        line.args = {tag, type, 0, 0, 0};
        sim::build_extra_floors(*world);
        render::SlabLights lights;
        lights.update(*world);
        return lights;
    };
    render::SlabLights lights = light_only(5, 0);
    ASSERT_EQ(world->extra_floors.in(kBridge).size(), 1u);
    const sim::ExtraFloor& slab = world->extra_floors.in(kBridge).front();
    EXPECT_FALSE(slab.solid());
    EXPECT_TRUE(slab.see_through);
    EXPECT_TRUE(slab.shoot_through);
    EXPECT_EQ(slab.alpha, 0);  // never drawn
    EXPECT_EQ(at(lights, kBridge, 0, false), kBridgeControl);
    EXPECT_EQ(at(lights, kBridge, 200, false), kBridge);

    lights = light_only(5, 1);
    EXPECT_EQ(at(lights, kBridge, 100, false), kBridgeControl);
    EXPECT_EQ(at(lights, kBridge, 0, false), kBridge);

    lights = light_only(5, 2);
    EXPECT_EQ(at(lights, kBridge, 100, false), kBridgeControl);
    EXPECT_EQ(at(lights, kBridge, 0, false), kBridgeControl);  // reset only changes what a restricted slab goes back to

    light_only(0, 0);  // tag 0: none, as in ZDoom
    EXPECT_TRUE(world->extra_floors.in(kBridge).empty());
}

}  // namespace
