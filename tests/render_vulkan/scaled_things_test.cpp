// A map thing's own size (UDMF scalex, scaley and scale, ZDoom's Scale):
// ZDoom's P_SpawnMapThing multiplies the class's scale by the map's, and
// R_ProjectSprite draws the picture that much wider and taller, its left
// and top offsets scaled with it, so the thing still stands on its feet;
// a negative scalex mirrors it. Only the picture changes: the thing the
// simulation moves keeps its radius and height. Each renderer (software,
// the exact Vulkan view, the true 3D view level and pitched) draws a
// scaled barrel over the pixels the scale says, measured against the
// same map without the fields.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <optional>
#include <string>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "render/vulkan/context.h"
#include "render/vulkan/level_renderer.h"
#include "render/vulkan/true_view.h"
#include "support/pwad.h"
#include "support/wad_game.h"

namespace {

// A lit room; the player at its south end looking north at one thing of
// `type` 160 units ahead, with `fields` added to it.
std::vector<std::uint8_t> room_with(int type, const std::string& fields) {
    std::string map = R"(namespace = "zdoom";
vertex { x = -512.0; y = -256.0; }
vertex { x = 512.0; y = -256.0; }
vertex { x = 512.0; y = 512.0; }
vertex { x = -512.0; y = 512.0; }
linedef { v1 = 1; v2 = 0; sidefront = 0; blocking = true; }
linedef { v1 = 2; v2 = 1; sidefront = 1; blocking = true; }
linedef { v1 = 3; v2 = 2; sidefront = 2; blocking = true; }
linedef { v1 = 0; v2 = 3; sidefront = 3; blocking = true; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sidedef { sector = 0; texturemiddle = "STARTAN3"; }
sector { heightfloor = 0; heightceiling = 256; texturefloor = "FLAT14"; textureceiling = "CEIL3_5"; lightlevel = 192; }
thing { x = 0.0; y = -160.0; angle = 90; type = 1; skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; }
)";
    map += "thing { x = 0.0; y = 0.0; angle = 90; type = " + std::to_string(type) + "; " + fields +
           " skill1 = true; skill2 = true; skill3 = true; skill4 = true; skill5 = true; single = true; }\n";
    return test_support::pwad_bytes({{"MAP01", ""}, {"TEXTMAP", map}, {"ENDMAP", ""}});
}

struct Box {
    int x1 = INT_MAX, x2 = INT_MIN, y1 = INT_MAX, y2 = INT_MIN;
    long pixels = 0;
    int width() const { return x2 - x1 + 1; }
    int height() const { return y2 - y1 + 1; }
};

// Where the view shows a thing.
Box thing_box(const render::SurfaceImage& surfaces) {
    Box box;
    for (int y = 0; y < surfaces.height; ++y)
        for (int x = 0; x < surfaces.width; ++x) {
            const std::uint32_t id = surfaces.ids[static_cast<std::size_t>(y * surfaces.width + x)];
            if (render::surface_kind(id) != render::SurfaceKind::thing) continue;
            box.x1 = std::min(box.x1, x);
            box.x2 = std::max(box.x2, x);
            box.y1 = std::min(box.y1, y);
            box.y2 = std::max(box.y2, y);
            ++box.pixels;
        }
    return box;
}

constexpr int kBarrel = 2035, kDeadPlayer = 15;

struct Views {
    render::vulkan::Context context = render::vulkan::Context::create({.validation = true});
};

// The software renderer's box and frame of the room with `fields` on a thing of `type`.
struct Drawn {
    Box box;
    render::Frame frame{320, 200};
};

Drawn software_view(int type, const std::string& fields) {
    test_support::WadGame game("freedoom2.wad", room_with(type, fields), 1, 1);
    game.tic();  // the player's eye up to its height
    const assets::AssetSet assets = render::load_render_assets(game.archive, game.defs);
    render::software::SoftwareRenderer software(game.archive, assets);
    software.keep_surfaces(true);
    Drawn drawn;
    software.render_view(*game.world, 0, drawn.frame, render::ScreenLayout::for_size(320, 200));
    drawn.box = thing_box(*software.surfaces());
    return drawn;
}

TEST(ScaledThings, TheSoftwareRendererDrawsThePictureAtTheMapsScaleOnItsFeet) {
    const Drawn plain = software_view(kBarrel, "");
    const Drawn scaled = software_view(kBarrel, "scalex = 2.0; scaley = 3.0;");
    const Drawn both = software_view(kBarrel, "scale = 0.5;");
    ASSERT_GT(plain.box.pixels, 200);
    // Twice as wide and three times as tall, within a pixel's rounding at each edge.
    EXPECT_NEAR(scaled.box.width(), 2 * plain.box.width(), 2);
    EXPECT_NEAR(scaled.box.height(), 3 * plain.box.height(), 3);
    EXPECT_NEAR(both.box.width(), plain.box.width() / 2.0, 2);
    EXPECT_NEAR(both.box.height(), plain.box.height() / 2.0, 2);
    // Standing where it stood: its bottom row, and its middle column (the
    // barrel's offset is half its width).
    EXPECT_NEAR(scaled.box.y2, plain.box.y2, 1);
    EXPECT_NEAR(both.box.y2, plain.box.y2, 1);
    EXPECT_NEAR(scaled.box.x1 + scaled.box.x2, plain.box.x1 + plain.box.x2, 3);
}

TEST(ScaledThings, ANegativeScalexMirrorsThePicture) {
    const Drawn plain = software_view(kDeadPlayer, "");
    const Drawn mirrored = software_view(kDeadPlayer, "scalex = -1.0;");
    ASSERT_GT(plain.box.pixels, 100);
    EXPECT_EQ(mirrored.box.x1, plain.box.x1);
    EXPECT_EQ(mirrored.box.x2, plain.box.x2);
    EXPECT_EQ(mirrored.box.y2, plain.box.y2);
    // Column x of the mirrored picture shows what column c - x of the plain
    // one shows, about the picture's middle c (the box is where pixels
    // were drawn, which may leave a clear column or two out), and the
    // picture is not the same unmirrored at any shift.
    const auto best = [&](bool mirror) {
        long most = 0;
        for (int shift = -3; shift <= 3; ++shift) {
            long same = 0;
            for (int y = plain.box.y1; y <= plain.box.y2; ++y)
                for (int x = plain.box.x1; x <= plain.box.x2; ++x) {
                    const int from = (mirror ? plain.box.x1 + plain.box.x2 - x : x) + shift;
                    same += from >= 0 && from < 320 && mirrored.frame.at(x, y) == plain.frame.at(from, y);
                }
            most = std::max(most, same);
        }
        return most;
    };
    const long pixels = static_cast<long>(plain.box.width()) * plain.box.height();
    const long same_mirrored = best(true), same_unmirrored = best(false);
    std::cout << "mirrored " << same_mirrored << ", unmirrored " << same_unmirrored << " of " << pixels << "\n";
    EXPECT_GE(same_mirrored, pixels * 9 / 10);
    EXPECT_LT(same_unmirrored, pixels * 7 / 10);
}

// A scaled barrel in the exact view (the software renderer's pixels) and
// the true 3D view: level, on the software renderer's pixels; pitched, a
// billboard the scale's times the plain one's size at that pitch. The
// validation layer stays silent.
TEST(ScaledThings, BothVulkanViewsDrawTheScaledPicture) {
    Views views;
    const auto layout = render::ScreenLayout::for_size(320, 200);
    struct Case {
        std::string fields;
        double x, y;
    };
    std::optional<Box> plain_pitched;
    for (const Case& c : {Case{"", 1, 1}, Case{"scalex = 2.0; scaley = 3.0;", 2, 3},
                          Case{"scalex = -1.5; scaley = 0.75;", 1.5, 0.75}, Case{"scale = 0.5;", 0.5, 0.5}}) {
        SCOPED_TRACE(c.fields);
        test_support::WadGame game("freedoom2.wad", room_with(kBarrel, c.fields), 1, 1);
        game.tic();
        const assets::AssetSet assets = render::load_render_assets(game.archive, game.defs);
        render::software::SoftwareRenderer software(game.archive, assets);
        software.keep_surfaces(true);
        render::Frame want(320, 200), exact(320, 200), level(320, 200);
        software.render_view(*game.world, 0, want, layout);
        const Box box = thing_box(*software.surfaces());
        ASSERT_GT(box.pixels, 50);

        render::vulkan::LevelRenderer exact_view(views.context, game.archive, assets);
        exact_view.render_view(*game.world, 0, exact, layout);
        long differ = 0;
        for (int y = 0; y < layout.view_height; ++y)
            for (int x = 0; x < layout.view_width; ++x) differ += exact.at(x, y) != want.at(x, y);
        EXPECT_EQ(differ, 0);

        // Level, the true 3D view takes R_ProjectSprite's columns and rows.
        // A row where a post's edge lands exactly on the row's top is the
        // exception: the original draws it by the rounding of the scale,
        // the true 3D view leaves it out by the texel step's. The 0.75
        // barrel here has both its edges so (its first row in one view, a
        // row past its last in the other), as an unscaled thing has where
        // its edges land on whole rows.
        render::vulkan::TrueView true_view(views.context, game.archive, assets);
        true_view.keep_surfaces(true);
        true_view.render_view(*game.world, 0, level, layout);
        const render::SurfaceImage& ours = *software.surfaces();
        const render::SurfaceImage& theirs = *true_view.surfaces();
        const Box drawn = thing_box(theirs);
        EXPECT_EQ(drawn.x1, box.x1);
        EXPECT_EQ(drawn.x2, box.x2);
        EXPECT_NEAR(drawn.y1, box.y1, 1);
        EXPECT_NEAR(drawn.y2, box.y2, 1);
        long both = 0, either = 0, alike = 0;
        for (std::size_t i = 0; i < ours.ids.size(); ++i) {
            const bool a = render::surface_kind(ours.ids[i]) == render::SurfaceKind::thing;
            const bool b = render::surface_kind(theirs.ids[i]) == render::SurfaceKind::thing;
            both += a && b;
            either += a || b;
            const int x = static_cast<int>(i % 320), y = static_cast<int>(i / 320);
            alike += a && b && level.at(x, y) == want.at(x, y);
        }
        EXPECT_GE(static_cast<double>(both) / static_cast<double>(either), 0.9) << both << " of " << either;
        EXPECT_GE(static_cast<double>(alike) / static_cast<double>(both), 0.95) << alike << " of " << both;

        // Pitched up a little (the billboard's texels, not the original's
        // rows): as many times the plain one's size as the scale says,
        // give or take a pixel at each edge and what the perspective of
        // the pitch shrinks the taller picture's top by (2 of 100 rows).
        true_view.set_pitch(0.05);
        render::Frame pitched(320, 200);
        true_view.render_view(*game.world, 0, pitched, layout);
        const Box tilted = thing_box(*true_view.surfaces());
        if (!plain_pitched) plain_pitched = tilted;
        EXPECT_NEAR(tilted.width(), c.x * plain_pitched->width(), 2);
        EXPECT_NEAR(tilted.height(), c.y * plain_pitched->height(), 4);
    }
    for (const std::string& message : views.context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
