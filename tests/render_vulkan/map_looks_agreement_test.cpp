// The map of tests/data/looks, which uses every visual field of ZDoom's UDMF
// extensions the renderers draw (render/map_looks.h), walked through with
// both renderers at 320×200 and 1920×1080. Each wall part and plane that
// carries a field (the sides and sectors the map's comments name) must be
// seen on the walk, and the Vulkan view must agree with the software
// renderer on at least 99.9% of that surface's pixels (the software
// renderer's surface image says which pixels show it), as on 99.9% of
// every frame (they agree on 100.00%; a translucent thing drawn opaque
// leaves 99.5%). The fields must change the picture (the same map without
// them, plain.wad, looks different). The validation layer must stay silent.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <string>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "render/vulkan/level_renderer.h"
#include "looks_game.h"
#include "vulkan_test.h"

namespace {

using looks_test::LooksGame;

double same_share(const render::Frame& a, const render::Frame& b, const render::ScreenLayout& layout) {
    int same = 0;
    for (int y = 0; y < layout.view_height; ++y)
        for (int x = 0; x < layout.view_width; ++x) same += a.at(x, y) == b.at(x, y);
    return static_cast<double>(same) / (layout.view_width * layout.view_height);
}

// Both ways of filling the Vulkan view (render::vulkan::ViewPasses).
class MapLooksAgreement : public vulkan_test::VulkanTest,
                          public ::testing::WithParamInterface<render::vulkan::ViewPasses> {};

// What carries a visual field in tests/data/looks/MAP01.textmap: the
// sidedefs with offsets, scales or light of their own, and each sector's
// floor and ceiling (panning, scale, rotation, light, colour). Plane
// pixels are told apart by height and light level, which differ for each
// of the six (the pit's floor flat animates).
std::string field_carrier(std::uint32_t id, const sim::World& world) {
    using render::SurfaceKind;
    const SurfaceKind kind = render::surface_kind(id);
    const std::uint32_t index = id & 0x0fffffffu;
    if (kind == SurfaceKind::wall) {
        const int side = world.level.segs[index / 4].sidedef;
        static const std::array kSidesWithFields{0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25};
        const bool carries = std::find(kSidesWithFields.begin(), kSidesWithFields.end(), side) != kSidesWithFields.end();
        return carries ? "side " + std::to_string(side) : "";
    }
    if (kind != SurfaceKind::floor && kind != SurfaceKind::ceiling) return "";
    const int height = static_cast<int>(index & 0xfffu), light = static_cast<int>((index >> 20) & 0xffu);
    return std::string(kind == SurfaceKind::floor ? "floor " : "ceiling ") + std::to_string(height) + " light " +
           std::to_string(light);
}

struct Agreement {
    long pixels = 0, same = 0;
};

TEST_P(MapLooksAgreement, BothRenderersDrawEveryVisualFieldAlike) {
    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{1920, 1080}}) {
        LooksGame game("looks.wad");
        const auto layout = render::ScreenLayout::for_size(width, height);
        render::software::SoftwareRenderer software(game.archive, *game.assets);
        software.keep_surfaces(true);
        render::vulkan::LevelRenderer vulkan(context(), game.archive, *game.assets, GetParam());
        double worst = 1;
        int frames = 0;
        std::map<std::string, Agreement> carriers;
        // The walk, then five places it never faces: the sides of the
        // platform and the pit seen from the room's far edges, and the
        // third fence from the west (the camera moved, no tic run). The
        // pit's upper walls face strips of the room too narrow to see
        // them from a standing eye: the eye is raised to 180 there.
        struct Look {
            int x, y, degrees, eye_height;
        };
        const std::array<Look, 5> kLooks{{{40, 728, 0, 0},        // B's west lower (side 5)
                                          {256, 990, 270, 0},      // B's north lower (side 7)
                                          {768, 1000, 270, 180},   // C's north upper (side 15)
                                          {1000, 728, 180, 180},   // C's east upper (side 17)
                                          {300, 380, 0, 0}}};      // fence 3's back (side 25)
        for (int tic = 0; tic < 170 + static_cast<int>(kLooks.size()); ++tic) {
            if (tic < 170) {
                game.step(tic);
                if (tic % 10 != 5) continue;
            } else {
                const Look& look = kLooks[static_cast<std::size_t>(tic - 170)];
                sim::Player& player = game.world->players[0];
                player.mo->x = look.x * base::kFracUnit;
                player.mo->y = look.y * base::kFracUnit;
                player.mo->angle =
                    static_cast<base::angle_t>(static_cast<std::uint64_t>(look.degrees) * 0x100000000ull / 360);
                if (look.eye_height != 0) player.viewz = look.eye_height * base::kFracUnit;
            }
            render::Frame want(width, height), got(width, height);
            software.render_view(*game.world, 0, want, layout);
            vulkan.render_view(*game.world, 0, got, layout);
            const double share = same_share(got, want, layout);
            worst = std::min(worst, share);
            ++frames;
            const render::SurfaceImage& surfaces = *software.surfaces();
            for (int y = 0; y < layout.view_height; ++y)
                for (int x = 0; x < layout.view_width; ++x) {
                    const std::string carrier =
                        field_carrier(surfaces.ids[static_cast<std::size_t>(y) * surfaces.width + x], *game.world);
                    if (carrier.empty()) continue;
                    Agreement& a = carriers[carrier];
                    ++a.pixels;
                    a.same += got.at(x, y) == want.at(x, y);
                }
        }
        std::cout << width << "x" << height << ": frames=" << frames << " worst=" << std::fixed
                  << std::setprecision(2) << 100 * worst << "%\n";
        EXPECT_GE(worst, 0.999) << width << "x" << height;
        // 14 sides with fields of their own and 6 planes, each seen over
        // enough pixels to show its field.
        const long enough = static_cast<long>(width) * height / 2000;
        for (const auto& [carrier, a] : carriers) {
            std::cout << "  " << carrier << ": " << a.pixels << " pixels, " << 100.0 * a.same / a.pixels << "% alike\n";
            if (a.pixels < enough) continue;
            EXPECT_GE(static_cast<double>(a.same) / a.pixels, 0.999) << carrier << " at " << width << "x" << height;
        }
        long seen = 0;
        for (const auto& [carrier, a] : carriers) seen += a.pixels >= enough;
        EXPECT_EQ(seen, 20) << "surfaces with fields seen at " << width << "x" << height;
    }
}

INSTANTIATE_TEST_SUITE_P(Passes, MapLooksAgreement,
                         ::testing::Values(render::vulkan::ViewPasses::raster, render::vulkan::ViewPasses::compute),
                         [](const ::testing::TestParamInfo<render::vulkan::ViewPasses>& passes) {
                             return passes.param == render::vulkan::ViewPasses::compute ? "Compute" : "Raster";
                         });

TEST(MapLooks, TheFieldsChangeThePicture) {
    LooksGame looks("looks.wad"), plain("plain.wad");
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::software::SoftwareRenderer looks_view(looks.archive, *looks.assets);
    render::software::SoftwareRenderer plain_view(plain.archive, *plain.assets);
    for (int tic = 0; tic < 120; ++tic) {
        looks.step(tic);
        plain.step(tic);
        if (tic % 30 != 1) continue;
        render::Frame a(320, 200), b(320, 200);
        looks_view.render_view(*looks.world, 0, a, layout);
        plain_view.render_view(*plain.world, 0, b, layout);
        EXPECT_LT(same_share(a, b, layout), 0.8) << "tic " << tic;
    }
}

}  // namespace
