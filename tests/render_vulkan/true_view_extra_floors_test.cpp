// The true 3D view draws ZDoom's 3D floors (tests/data/extra-floors): the
// bridge slab (96 to 128 in sector 1: x 256-512, y 128-384) is seen from
// the hall as its side and its bottom, and from over it as its top; the
// other slabs stand beyond it. Each pixel whose id names a slab's plane (a
// floor above the hall's floor or a ceiling under its ceiling: the control
// sectors are closed rooms) or side (a seg numbered after the map's) is
// followed back into the map and must lie on that slab. The software
// renderer's slabs are held to the same, and both light what is under a
// slab as ZDoom does (render/slab_lights.h).
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <memory>
#include <optional>

#include "render/boom_looks.h"
#include "render/frame.h"
#include "render/map_looks.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "render/view_tables.h"
#include "render/vulkan/context.h"
#include "render/vulkan/true_view.h"
#include "render/vulkan/true_view_data.h"
#include "sim/game.h"
#include "sim/map_utility.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/view_rays.h"

namespace {

constexpr double kUnit = 1.0 / 65536.0;
constexpr int kHallLight = 192, kSlabLight = 144;  // the hall's and the targets', the control sectors'

struct Slab {
    double x0, x1, bottom, top;
};
// x ranges and heights from make.sh; each spans y 128-384. The last is the
// bridge's slab again, in the sector whose moreids name its tag.
constexpr std::array<Slab, 5> kSlabs{
    {{256, 512, 96, 128}, {640, 768, 8, 24}, {896, 1024, 0, 64}, {1152, 1280, 0, 48}, {1344, 1408, 96, 128}}};

bool in_slab(const Slab& slab, double x, double y) {
    return x >= slab.x0 - 0.5 && x <= slab.x1 + 0.5 && y >= 127.5 && y <= 384.5;
}

struct Tally {
    long pixels = 0, consistent = 0;
    double share() const { return pixels ? static_cast<double>(consistent) / static_cast<double>(pixels) : 0.0; }
};

struct Counts {
    Tally top, bottom, sides;
};

void check_frame(const sim::World& world, const render::SurfaceImage& surfaces, const render::ScreenLayout& layout,
                 double pitch, Counts& counts) {
    const render::ViewTables tables = render::ViewTables::build(layout);
    render::vulkan::TrueEye eye = render::vulkan::true_eye(world, 0, tables);
    eye.pitch = pitch;
    const std::array<double, 16> inv = test_support::inverse(render::vulkan::true_clip_from_map(eye, tables));
    const double focal = tables.projection * kUnit;
    const std::size_t map_segs = world.level.segs.size();
    for (int y = 0; y < surfaces.height; ++y)
        for (int x = 0; x < surfaces.width; ++x) {
            const std::uint32_t id = surfaces.ids[static_cast<std::size_t>(y * surfaces.width + x)];
            const render::SurfaceKind kind = render::surface_kind(id);
            const std::uint32_t index = id & 0x0fffffffu;
            const test_support::Ray ray = test_support::pixel_ray(inv, x, y, surfaces.width, surfaces.height);
            if (kind == render::SurfaceKind::floor || kind == render::SurfaceKind::ceiling) {
                const int height = static_cast<int>(index & 0xfffu);
                const bool ceiling = kind == render::SurfaceKind::ceiling;
                if (ceiling ? height == 256 : height == 0) continue;  // the hall's
                Tally& t = ceiling ? counts.bottom : counts.top;
                ++t.pixels;
                if (ray.direction[2] == 0) continue;
                const double s = (height - ray.from[2]) / ray.direction[2];
                const double hx = ray.from[0] + s * ray.direction[0], hy = ray.from[1] + s * ray.direction[1];
                for (const Slab& slab : kSlabs)
                    // A slab that shows its insides shows each plane from either side.
                    if ((height == static_cast<int>(slab.bottom) || height == static_cast<int>(slab.top)) && s > 0 &&
                        in_slab(slab, hx, hy)) {
                        ++t.consistent;
                        break;
                    }
            } else if (kind == render::SurfaceKind::wall && index / 4 >= map_segs) {
                // A slab's side: a copy of a map seg on a slab's edge.
                ++counts.sides.pixels;
                bool found = false;
                for (const Slab& slab : kSlabs) {
                    for (const auto& [axis, at] :
                         {std::pair{0, slab.x0}, std::pair{0, slab.x1}, std::pair{1, 128.0}, std::pair{1, 384.0}}) {
                        const double d = ray.direction[static_cast<std::size_t>(axis)];
                        if (d == 0) continue;
                        const double s = (at - ray.from[static_cast<std::size_t>(axis)]) / d;
                        const double hx = ray.from[0] + s * ray.direction[0], hy = ray.from[1] + s * ray.direction[1];
                        const double hz = ray.from[2] + s * ray.direction[2];
                        if (s <= 0 || !in_slab(slab, hx, hy)) continue;
                        const double depth = (hx - eye.x) * std::cos(eye.yaw) + (hy - eye.y) * std::sin(eye.yaw);
                        const double slack = 1.5 * std::abs(depth) / focal / std::cos(eye.pitch) + 0.01;
                        found |= hz >= slab.bottom - slack && hz <= slab.top + slack;
                    }
                }
                counts.sides.consistent += found;
            }
        }
}

// The true 3D view and the software renderer, each keeping its surface
// image; the context's validation layer watches every call.
struct BothViews {
    explicit BothViews(const test_support::IwadData& data)
        : context(render::vulkan::Context::create({.validation = true})),
          assets(render::load_render_assets(data.archive, data.defs)),
          view(context, data.archive, assets),
          software(data.archive, assets) {
        view.keep_surfaces(true);
        software.keep_surfaces(true);
    }
    render::vulkan::Context context;
    assets::AssetSet assets;
    render::vulkan::TrueView view;
    render::software::SoftwareRenderer software;
};

class BridgeView : public ::testing::Test {
protected:
    BridgeView() : data(test_support::iwad_data("freedoom2.wad+../extra-floors/extra-floors.wad")) {
        world = std::make_unique<sim::World>(data.defs);
        sim::GameOptions options;
        options.mode = data.source->mode();
        sim::new_game(*world, *data.source, options);
        std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
        sim::run_tic(*world, *data.source, cmds);  // the first tic sets the view height
    }
    // Puts the player's eye at (x, y, eye_z) facing east.
    void place_eye(double x, double y, double eye_z) {
        sim::Mobj& mo = *world->players[0].mo;
        sim::unset_thing_position(*world, mo);
        mo.x = static_cast<base::fixed_t>(x * 65536);
        mo.y = static_cast<base::fixed_t>(y * 65536);
        mo.angle = 0;
        sim::set_thing_position(*world, mo);
        mo.z = static_cast<base::fixed_t>((eye_z - 41) * 65536);
        world->players[0].viewz = static_cast<base::fixed_t>(eye_z * 65536);
    }

    const test_support::IwadData& data;
    std::unique_ptr<sim::World> world;
};

TEST_F(BridgeView, SlabsAreDrawnWhereTheyAre) {
    auto context = render::vulkan::Context::create({.validation = true});
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    render::vulkan::TrueView view(context, data.archive, assets);
    view.keep_surfaces(true);
    Counts counts;
    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{640, 400}}) {
        const auto layout = render::ScreenLayout::for_size(width, height);
        // From the hall below (level, then looking up), then from over the
        // bridge looking down at its top.
        struct Shot {
            double x, y, eye_z, pitch;
        };
        for (const Shot& shot : {Shot{100, 256, 41, 0.0}, Shot{180, 300, 41, 0.4}, Shot{240, 200, 41, 0.0},
                                 Shot{300, 256, 200, -0.7}, Shot{280, 350, 170, -0.5}}) {
            place_eye(shot.x, shot.y, shot.eye_z);
            view.set_pitch(shot.pitch == 0.0 ? std::optional<double>{} : std::optional<double>{shot.pitch});
            render::Frame frame(width, height);
            view.render_view(*world, 0, frame, layout);
            check_frame(*world, *view.surfaces(), layout, shot.pitch, counts);
        }
    }
    ASSERT_GT(counts.bottom.pixels, 5000);
    ASSERT_GT(counts.top.pixels, 5000);
    ASSERT_GT(counts.sides.pixels, 2000);
    EXPECT_GE(counts.bottom.share(), 0.99) << counts.bottom.consistent << " of " << counts.bottom.pixels;
    EXPECT_GE(counts.top.share(), 0.99) << counts.top.consistent << " of " << counts.top.pixels;
    EXPECT_GE(counts.sides.share(), 0.99) << counts.sides.consistent << " of " << counts.sides.pixels;
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

// The software renderer draws the same slabs (extra_floor_drawing.cpp):
// every slab pixel where the slab is, the same surface as the true 3D view
// at pitch 0 on nearly every pixel, and the same pixels by bands.
TEST_F(BridgeView, TheSoftwareRendererDrawsThemAsTheTrueViewDoes) {
    BothViews both(data);
    render::vulkan::TrueView& view = both.view;
    render::software::SoftwareRenderer& software = both.software;
    render::software::SoftwareRenderer banded(data.archive, both.assets);
    banded.set_threads(2);
    Counts counts;
    double worst = 1;
    for (const auto& [width, height] : {std::pair{320, 200}, std::pair{640, 400}}) {
        const auto layout = render::ScreenLayout::for_size(width, height);
        for (const auto& [x, y, eye_z] : {std::array<double, 3>{100, 256, 41}, std::array<double, 3>{240, 200, 41},
                                          std::array<double, 3>{120, 256, 200}, std::array<double, 3>{200, 350, 170}}) {
            place_eye(x, y, eye_z);
            render::Frame frame(width, height), banded_frame(width, height), true_frame(width, height);
            software.render_view(*world, 0, frame, layout);
            check_frame(*world, *software.surfaces(), layout, 0.0, counts);
            banded.render_view(*world, 0, banded_frame, layout);
            EXPECT_TRUE(frame.pixels == banded_frame.pixels) << x << " " << y << " " << eye_z;
            view.set_pitch(std::nullopt);
            view.render_view(*world, 0, true_frame, layout);
            const auto& a = software.surfaces()->ids;
            const auto& b = view.surfaces()->ids;
            ASSERT_EQ(a.size(), b.size());
            long same = 0;
            for (std::size_t i = 0; i < a.size(); ++i) same += a[i] == b[i];
            worst = std::min(worst, static_cast<double>(same) / static_cast<double>(a.size()));
        }
    }
    ASSERT_GT(counts.bottom.pixels, 2000);
    ASSERT_GT(counts.top.pixels, 2000);
    ASSERT_GT(counts.sides.pixels, 2000);
    EXPECT_GE(counts.bottom.share(), 0.99) << counts.bottom.consistent << " of " << counts.bottom.pixels;
    EXPECT_GE(counts.top.share(), 0.99) << counts.top.consistent << " of " << counts.top.pixels;
    EXPECT_GE(counts.sides.share(), 0.99) << counts.sides.consistent << " of " << counts.sides.pixels;
    EXPECT_GE(worst, 0.98);
    for (const std::string& message : both.context.validation_messages()) ADD_FAILURE() << message;
}

// What a slab shades, in both renderers: every floor pixel at the hall's
// height takes the control sectors' light inside a target square (all four
// slabs shade) and the hall's outside; a slab's top the light above it (the
// hall's), its bottom the light under its top (its control's).
TEST_F(BridgeView, UnderASlabPlanesTakeItsControlSectorsLight) {
    BothViews both(data);
    render::vulkan::TrueView& view = both.view;
    render::software::SoftwareRenderer& software = both.software;
    const auto layout = render::ScreenLayout::for_size(320, 200);
    const render::ViewTables tables = render::ViewTables::build(layout);
    long floors = 0, floors_right = 0, shaded = 0, tops = 0, tops_right = 0, bottoms = 0, bottoms_right = 0;
    for (const bool true_view : {false, true}) {
        for (const auto& [x, y, eye_z] : {std::array<double, 3>{100, 256, 41}, std::array<double, 3>{120, 256, 200}}) {
            place_eye(x, y, eye_z);
            render::Frame frame(320, 200);
            if (true_view) {
                view.set_pitch(std::nullopt);
                view.render_view(*world, 0, frame, layout);
            } else {
                software.render_view(*world, 0, frame, layout);
            }
            const render::SurfaceImage& surfaces = true_view ? *view.surfaces() : *software.surfaces();
            const std::array<double, 16> inv =
                test_support::inverse(render::vulkan::true_clip_from_map(render::vulkan::true_eye(*world, 0, tables), tables));
            for (int py = 0; py < surfaces.height; ++py)
                for (int px = 0; px < surfaces.width; ++px) {
                    const std::uint32_t id = surfaces.ids[static_cast<std::size_t>(py * surfaces.width + px)];
                    const render::SurfaceKind kind = render::surface_kind(id);
                    if (kind != render::SurfaceKind::floor && kind != render::SurfaceKind::ceiling) continue;
                    const std::uint32_t index = id & 0x0fffffffu;
                    const int height = static_cast<int>(index & 0xfffu), light = static_cast<int>((index >> 20) & 0xffu);
                    if (kind == render::SurfaceKind::ceiling) {
                        if (height == 256) continue;
                        ++bottoms;
                        bottoms_right += light == kSlabLight;
                        continue;
                    }
                    if (height != 0) {
                        ++tops;
                        tops_right += light == kHallLight;
                        continue;
                    }
                    const test_support::Ray ray = test_support::pixel_ray(inv, px, py, surfaces.width, surfaces.height);
                    if (ray.direction[2] >= 0) continue;
                    const double s = -ray.from[2] / ray.direction[2];
                    const double hx = ray.from[0] + s * ray.direction[0], hy = ray.from[1] + s * ray.direction[1];
                    // Skip the pixels along a square's edge, where a ray's rounding decides.
                    bool inside = false, near_edge = false;
                    for (const Slab& slab : kSlabs) {
                        inside |= hx > slab.x0 && hx < slab.x1 && hy > 128 && hy < 384;
                        near_edge |= std::abs(hx - slab.x0) < 2 || std::abs(hx - slab.x1) < 2 ||
                                     ((std::abs(hy - 128) < 2 || std::abs(hy - 384) < 2) && hx > slab.x0 && hx < slab.x1);
                    }
                    if (near_edge) continue;
                    ++floors;
                    floors_right += light == (inside ? kSlabLight : kHallLight);
                    shaded += inside;
                }
        }
    }
    ASSERT_GT(shaded, 3000);
    ASSERT_GT(floors - shaded, 3000);
    ASSERT_GT(tops, 2000);
    ASSERT_GT(bottoms, 2000);
    EXPECT_GE(static_cast<double>(floors_right) / static_cast<double>(floors), 0.99) << floors_right << " of " << floors;
    EXPECT_GE(static_cast<double>(tops_right) / static_cast<double>(tops), 0.99) << tops_right << " of " << tops;
    EXPECT_GE(static_cast<double>(bottoms_right) / static_cast<double>(bottoms), 0.99) << bottoms_right << " of " << bottoms;
    for (const std::string& message : both.context.validation_messages()) ADD_FAILURE() << message;
}

// Walls: with the bridge's slab standing in the hall as well, the hall's
// walls under 128 take its control sector's light. From an eye inside
// that slab (which shows nothing from inside), both renderers give the
// walls' pixels the same light rows: darker ones than without the slab
// under its top, the same over it.
TEST_F(BridgeView, WallsUnderASlabTakeItsLight) {
    BothViews both(data);
    render::vulkan::TrueView& view = both.view;
    render::software::SoftwareRenderer& software = both.software;
    const auto layout = render::ScreenLayout::for_size(320, 200);
    const std::size_t map_segs = world->level.segs.size();
    const auto is_map_wall = [&](std::uint32_t id) {
        return render::surface_kind(id) == render::SurfaceKind::wall && (id & 0x0fffffffu) / 4 < map_segs;
    };
    long walls = 0, same_rows = 0, darker = 0, lighter = 0, unchanged = 0;
    for (const auto& [x, y, yaw] : {std::array<double, 3>{100, 256, 0}, std::array<double, 3>{600, 300, 3.14159265358979}}) {
        place_eye(x, y, 110);
        world->players[0].mo->angle = static_cast<base::angle_t>(yaw / (2 * 3.14159265358979) * 4294967296.0);
        render::Frame plain(320, 200);
        software.render_view(*world, 0, plain, layout);
        const std::vector<std::uint8_t> plain_rows = software.surfaces()->light_rows;

        std::vector<sim::ExtraFloor> slabs(world->extra_floors.all().begin(), world->extra_floors.all().end());
        const std::vector<sim::ExtraFloor> before = slabs;
        sim::ExtraFloor over_hall = slabs.front();
        over_hall.target = 0;
        slabs.push_back(over_hall);
        world->extra_floors.build(slabs, static_cast<int>(world->sectors.size()));

        render::Frame frame(320, 200), true_frame(320, 200);
        software.render_view(*world, 0, frame, layout);
        view.set_pitch(std::nullopt);
        view.render_view(*world, 0, true_frame, layout);
        const render::SurfaceImage& a = *software.surfaces();
        const render::SurfaceImage& b = *view.surfaces();
        for (std::size_t i = 0; i < a.ids.size(); ++i) {
            if (!is_map_wall(a.ids[i]) || a.ids[i] != b.ids[i]) continue;
            ++walls;
            same_rows += a.light_rows[i] == b.light_rows[i];
            darker += a.light_rows[i] > plain_rows[i];
            lighter += a.light_rows[i] < plain_rows[i];
            unchanged += a.light_rows[i] == plain_rows[i];
        }
        world->extra_floors.build(before, static_cast<int>(world->sectors.size()));
    }
    ASSERT_GT(walls, 5000);
    EXPECT_GT(darker, walls / 5) << darker << " of " << walls;
    EXPECT_GT(unchanged, walls / 5) << unchanged << " of " << walls;
    EXPECT_EQ(lighter, 0);
    EXPECT_GE(static_cast<double>(same_rows) / static_cast<double>(walls), 0.97) << same_rows << " of " << walls;
    for (const std::string& message : both.context.validation_messages()) ADD_FAILURE() << message;
}

// A slab that shows its insides (the swimmable one, 0 to 48 at x 1152-1280)
// shows its planes from either side (ZDoom's "both planes"): from inside
// it, its top from below. Both renderers draw it there, where it is, and
// agree on the surface of nearly every pixel.
TEST_F(BridgeView, FromInsideASwimmableSlabItsTopShowsFromBelow) {
    BothViews both(data);
    render::vulkan::TrueView& view = both.view;
    render::software::SoftwareRenderer& software = both.software;
    const auto layout = render::ScreenLayout::for_size(320, 200);
    Counts software_counts, true_counts;
    long tops_from_below = 0;
    double worst = 1;
    for (const double yaw : {0.0, 3.14159265358979}) {
        place_eye(1216, 256, 30);
        world->players[0].mo->angle = static_cast<base::angle_t>(yaw / (2 * 3.14159265358979) * 4294967296.0);
        render::Frame frame(320, 200), true_frame(320, 200);
        software.render_view(*world, 0, frame, layout);
        check_frame(*world, *software.surfaces(), layout, 0.0, software_counts);
        view.set_pitch(std::nullopt);
        view.render_view(*world, 0, true_frame, layout);
        check_frame(*world, *view.surfaces(), layout, 0.0, true_counts);
        const auto& a = software.surfaces()->ids;
        const auto& b = view.surfaces()->ids;
        long same = 0;
        for (std::size_t i = 0; i < a.size(); ++i) {
            same += a[i] == b[i];
            tops_from_below += render::surface_kind(a[i]) == render::SurfaceKind::ceiling && (a[i] & 0xfffu) == 48;
        }
        worst = std::min(worst, static_cast<double>(same) / static_cast<double>(a.size()));
    }
    ASSERT_GT(tops_from_below, 5000);
    for (const Counts* c : {&software_counts, &true_counts})  // ceilings under the hall's: the slab's top from below
        EXPECT_GE(c->bottom.share(), 0.99) << c->bottom.consistent << " of " << c->bottom.pixels;
    EXPECT_GE(worst, 0.98);
    for (const std::string& message : both.context.validation_messages()) ADD_FAILURE() << message;
}

// Translucent slabs (Sector_Set3DFloor's alpha under 255) come after
// everything opaque and hide nothing: each pixel is the blend table's mix
// of the slab's lit texel over what is behind. The bridge drawn by each
// renderer at alpha 255, at 0 (not drawn) and at 128: wherever the opaque
// bridge shows, the translucent frame's pixel is the table's mix of the
// other two frames' pixels, from under the bridge and from over it.
TEST_F(BridgeView, TranslucentSlabsBlendOverWhatIsBehind) {
    auto context = render::vulkan::Context::create({.validation = true});
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    const std::vector<sim::ExtraFloor> map_slabs(world->extra_floors.all().begin(), world->extra_floors.all().end());
    constexpr int kBridgeControl = 2;
    const auto set_bridge_alpha = [&](int alpha) {
        std::vector<sim::ExtraFloor> slabs = map_slabs;
        for (sim::ExtraFloor& f : slabs)
            if (f.control == kBridgeControl) f.alpha = alpha;
        world->extra_floors.build(slabs, static_cast<int>(world->sectors.size()));
    };
    struct Drawn {
        std::vector<std::uint8_t> pixels;
        std::vector<std::uint32_t> ids;
    };
    // A new renderer each time: each takes a level's slabs and blends once.
    const auto draw = [&](bool true_view, int alpha) {
        set_bridge_alpha(alpha);
        render::Frame frame(320, 200);
        Drawn drawn;
        if (true_view) {
            render::vulkan::TrueView view(context, data.archive, assets);
            view.keep_surfaces(true);
            // Looking a little up: at pitch 0 the span pass textures opaque
            // planes, which translucent ones (drawn a pixel at a time) may
            // sample a texel apart from at the texels' edges.
            view.set_pitch(0.05);
            view.render_view(*world, 0, frame, layout);
            drawn.ids = view.surfaces()->ids;
        } else {
            render::software::SoftwareRenderer software(data.archive, assets);
            software.keep_surfaces(true);
            software.render_view(*world, 0, frame, layout);
            drawn.ids = software.surfaces()->ids;
        }
        drawn.pixels = frame.pixels;
        return drawn;
    };
    set_bridge_alpha(128);
    render::MapLooks looks = render::MapLooks::build(world->level, assets.palettes, assets.colormaps,
                                                     render::boom_input(*world, assets.boom_tables));
    looks.add_slab_blends(world->extra_floors.all());
    int blend = 0;
    for (std::size_t k = 0; k < map_slabs.size(); ++k)
        if (map_slabs[k].control == kBridgeControl) blend = looks.slab_blend(k);
    ASSERT_NE(blend, 0);
    const std::uint8_t* table = looks.blend_table(blend);
    const std::size_t map_segs = world->level.segs.size();
    const auto slab_side = [&](std::uint32_t id) {
        return render::surface_kind(id) == render::SurfaceKind::wall && (id & 0x0fffffffu) / 4 >= map_segs;
    };

    for (const bool true_view : {false, true}) {
        long covered = 0, mixed = 0, changed = 0;
        for (const auto& [x, y, eye_z] : {std::array<double, 3>{100, 256, 41}, std::array<double, 3>{120, 256, 200}}) {
            place_eye(x, y, eye_z);
            const Drawn opaque = draw(true_view, 255), none = draw(true_view, 0), half = draw(true_view, 128);
            ASSERT_EQ(opaque.ids.size(), none.ids.size());
            const std::size_t view_width = opaque.ids.size() / 168;
            ASSERT_EQ(view_width, 320u);
            for (std::size_t i = 0; i < opaque.ids.size(); ++i) {
                if (opaque.ids[i] == none.ids[i]) continue;  // the bridge does not show here
                // Without the bridge the other slabs' sides are numbered
                // anew: where one side shows in both frames, it is not the bridge.
                if (slab_side(opaque.ids[i]) && slab_side(none.ids[i])) continue;
                ++covered;
                mixed += half.pixels[i] == table[opaque.pixels[i] << 8 | none.pixels[i]];
                changed += half.pixels[i] != opaque.pixels[i];
            }
        }
        set_bridge_alpha(255);
        ASSERT_GT(covered, 5000) << (true_view ? "true 3D view" : "software");
        EXPECT_GE(static_cast<double>(mixed) / static_cast<double>(covered), 0.99)
            << (true_view ? "true 3D view: " : "software: ") << mixed << " of " << covered;
        EXPECT_GT(changed, covered / 2) << (true_view ? "true 3D view" : "software");
    }
    for (const std::string& message : context.validation_messages()) ADD_FAILURE() << message;
}

}  // namespace
