// Spectre fuzz in the Vulkan renderer against the software renderer: a
// spectre spawned in front of the player (with the weapon put away, which
// is drawn after it and would hide what it read), and the player's weapon
// while invisible, on the first oracle demo's map at 320×200 and 640×400.
// The GPU's fuzz may still part from the original's where a post ends
// just above another (shaders/fuzz_post.frag), so pixels are not compared one
// for one: the sprite must cover the same pixels in both (those that
// differ from the view without it), and each pixel the GPU fuzzes must be
// one the fuzz drawer can make from the view without it. Both sprites
// cover exactly the software renderer's footprint; that includes the
// spectre's feet below the floor, which the original draws over the floor
// (R_DrawSprite's clip rows, which the walk gives the GPU). The validation
// layer must stay silent.
#include <gtest/gtest.h>

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "base/trig_tables.h"
#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "sim/game.h"
#include "sim/mobjs.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

struct Views {
    render::Frame software, vulkan;
};

struct Size {
    int width = 0, height = 0;
};

class VulkanFuzz : public ::testing::TestWithParam<Size> {
protected:
    VulkanFuzz()
        : row(test_support::read_oracle_manifest().front()),
          data(test_support::iwad_data(row.iwad)),
          assets(render::load_render_assets(data.archive, data.defs)),
          software(data.archive, assets),
          vulkan(context, data.archive, assets),
          world(std::make_unique<sim::World>(data.defs)) {
        const sim::Demo demo = test_support::oracle_demo(row.file, data);
        sim::new_game(*world, *data.source, demo.options);
        for (int tic = 0; tic < 20; ++tic) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]);
    }

    sim::Player& player() { return world->players.at(static_cast<std::size_t>(world->opts.consoleplayer)); }

    Views render() {
        Views v{render::Frame(layout.width, layout.height), render::Frame(layout.width, layout.height)};
        software.render_view(*world, world->opts.consoleplayer, v.software, layout);
        vulkan.render_view(*world, world->opts.consoleplayer, v.vulkan, layout);
        return v;
    }

    // The view pixels where `with` differs from `without`.
    std::vector<bool> footprint(const render::Frame& without, const render::Frame& with) const {
        std::vector<bool> out(static_cast<std::size_t>(layout.view_width * layout.view_height));
        for (int y = 0; y < layout.view_height; ++y)
            for (int x = 0; x < layout.view_width; ++x)
                out[static_cast<std::size_t>(y * layout.view_width + x)] = without.at(x, y) != with.at(x, y);
        return out;
    }

    // Whether `pixel` at (x, y) is what the fuzz drawer can leave there:
    // the pixel above or below in `without` through COLORMAP row 6, or,
    // where it read the row above after fuzzing it, the same some rows up,
    // darkened once more per row.
    bool fuzzed_neighbour(const render::Frame& without, int x, int y, std::uint8_t pixel) const {
        const auto colormap6 = assets.colormaps.map(6);
        for (int k = 0; k <= 4; ++k) {
            for (const int source : {y - k - 1, y - k + 1}) {
                if (source < 0 || source >= layout.view_height) continue;
                std::uint8_t p = without.at(x, source);
                for (int i = 0; i <= k; ++i) p = colormap6[p];
                if (p == pixel) return true;
            }
        }
        return false;
    }

    // Both renderers' footprints of what changed from `without` to `with`
    // cover the same pixels, and every GPU pixel that changed is a fuzzed
    // neighbour of the view without it. Pixels that fuzz can leave as they
    // were (dark ones, even runs) are left out of the footprints.
    void expect_fuzz(const Views& without, const Views& with) {
        const std::vector<bool> want = footprint(without.software, with.software);
        const std::vector<bool> got = footprint(without.vulkan, with.vulkan);
        int both = 0, either = 0, software_count = 0, not_fuzz = 0;
        for (int y = 0; y < layout.view_height; ++y) {
            for (int x = 0; x < layout.view_width; ++x) {
                const auto i = static_cast<std::size_t>(y * layout.view_width + x);
                if (got[i]) not_fuzz += !fuzzed_neighbour(without.vulkan, x, y, with.vulkan.at(x, y));
                if (fuzzed_neighbour(without.software, x, y, without.software.at(x, y)) ||
                    fuzzed_neighbour(without.vulkan, x, y, without.vulkan.at(x, y)))
                    continue;
                both += want[i] && got[i];
                either += want[i] || got[i];
                software_count += want[i];
            }
        }
        std::cout << "footprint shared=" << std::fixed << std::setprecision(2) << 100.0 * both / either << "% ("
                  << both << " of " << either << ")\n";
        ASSERT_GT(software_count, 200) << "the sprite should be in view";
        EXPECT_GE(static_cast<double>(both) / either, 0.999) << both << " of " << either << " footprint pixels shared";
        EXPECT_EQ(not_fuzz, 0) << "GPU pixels that are no fuzzed neighbour";
        EXPECT_TRUE(context.validation_messages().empty()) << context.validation_messages().front();
    }

    render::vulkan::Context context = render::vulkan::Context::create({.validation = true});
    const render::ScreenLayout layout = render::ScreenLayout::for_size(GetParam().width, GetParam().height);
    test_support::OracleDemo row;
    const test_support::IwadData& data;
    assets::AssetSet assets;
    render::software::SoftwareRenderer software;
    render::vulkan::LevelRenderer vulkan;
    std::unique_ptr<sim::World> world;
};

TEST_P(VulkanFuzz, DrawsASpectreWhereTheSoftwareRendererDoes) {
    for (sim::PspriteDef& psp : player().psprites) psp.state = sim::S_NULL;
    const Views without = render();
    const sim::Mobj& eye = *player().mo;
    const unsigned fine = eye.angle >> base::kAngleToFineShift;
    sim::spawn_mobj(*world, eye.x + 96 * base::fine_cosine(fine), eye.y + 96 * base::fine_sine(fine), sim::kOnFloorZ,
                    sim::MT_SHADOWS);
    expect_fuzz(without, render());
}

TEST_P(VulkanFuzz, DrawsTheInvisiblePlayersWeaponWhereTheSoftwareRendererDoes) {
    sim::Player& p = player();
    const auto psprites = p.psprites;
    for (sim::PspriteDef& psp : p.psprites) psp.state = sim::S_NULL;
    const Views without = render();
    p.psprites = psprites;
    p.powers[sim::pw_invisibility] = 60 * 35;
    expect_fuzz(without, render());
}

// The original's size, and one scaled up with its own row length.
std::string size_name(const ::testing::TestParamInfo<Size>& size) {
    return std::to_string(size.param.width) + "x" + std::to_string(size.param.height);
}
INSTANTIATE_TEST_SUITE_P(Sizes, VulkanFuzz, ::testing::Values(Size{320, 200}, Size{640, 400}), size_name);

}  // namespace
