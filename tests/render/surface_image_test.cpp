// The software renderer's surface image (SoftwareRenderer::keep_surfaces,
// render/surface_image.h) on the oracle frames, at 320×200 and 640×400:
//  - a pixel has a surface exactly where the renderer drew: the view drawn
//    over a frame cleared to 0 and over one cleared to 255 differs where
//    nothing was drawn, and only there may the id be none;
//  - keeping surfaces changes no pixel, and the image is the same drawn
//    with 3 threads (each band marks its own rows);
//  - walls: every wall id names a seg the walk stored (ViewWalk), and the
//    rows the walk recorded for a stored column show that seg's part with
//    the column's light row, unless a thing, the weapon or a masked middle
//    was drawn over them;
//  - the sky is where the walk's sky planes are, planes where its spans
//    are, with the span's flat and light row, and every plane id is a
//    visible floor or ceiling of some sector: its height, flat and light.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "render/frame.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/pixel_sources.h"
#include "render/software/software_renderer.h"
#include "render/software/view_walk.h"
#include "render/surface_image.h"
#include "render/view_tables.h"
#include "sim/game.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/oracle_manifest.h"

namespace {

using render::SurfaceImage;
using render::SurfaceKind;
using render::software::ColumnRecord;
using render::software::kNoSpanRecord;
using render::software::kSkySpan;

const assets::AssetSet& assets_for(const std::string& iwad) {
    static std::map<std::string, std::unique_ptr<assets::AssetSet>> cache;
    auto& slot = cache[iwad];
    if (!slot) {
        const auto& data = test_support::iwad_data(iwad);
        slot = std::make_unique<assets::AssetSet>(render::load_render_assets(data.archive, data.defs));
    }
    return *slot;
}

std::uint32_t wall_id(int seg, int part) {
    return render::surface_id(SurfaceKind::wall, static_cast<std::uint32_t>(seg * 4 + part));
}

// Drawn after the walls and planes, over them: things, the weapon, masked middles.
bool drawn_over(std::uint32_t id) {
    const SurfaceKind kind = render::surface_kind(id);
    return kind == SurfaceKind::thing || kind == SurfaceKind::weapon || (kind == SurfaceKind::wall && (id & 3) == 3);
}

// A light row as the surface image keeps it: COLORMAP's rows, else none.
std::uint8_t kept_row(int row, const assets::AssetSet& assets) {
    return row >= 0 && row < assets.colormaps.count() ? static_cast<std::uint8_t>(row) : render::kNoLightRow;
}

// The ids of every floor and ceiling the sectors could show from `viewz`.
std::set<std::uint32_t> sector_plane_ids(const sim::World& world, int sky_flat, render::fixed_t viewz) {
    const auto flat = [&](int pic) {
        return pic >= 0 && static_cast<std::size_t>(pic) < world.flat_translation.size()
                   ? world.flat_translation[static_cast<std::size_t>(pic)]
                   : pic;
    };
    std::set<std::uint32_t> ids;
    for (const sim::SectorState& s : world.sectors) {
        if (s.floorheight < viewz)
            ids.insert(render::surface_id(SurfaceKind::floor,
                                          render::plane_index(s.floorheight, flat(s.floorpic), s.lightlevel)));
        if (s.ceilingheight > viewz && s.ceilingpic != sky_flat)
            ids.insert(render::surface_id(SurfaceKind::ceiling,
                                          render::plane_index(s.ceilingheight, flat(s.ceilingpic), s.lightlevel)));
    }
    return ids;
}

struct Checked {
    long wall = 0, sky = 0, plane = 0;
};

// Counts a failure once per frame and kind, with the first pixel's details.
class Failures {
public:
    explicit Failures(std::string where) : where_(std::move(where)) {}
    void check(bool ok, const char* what, int x, int y, std::uint32_t id) {
        if (ok) return;
        if (counts_[what]++ == 0)
            ADD_FAILURE() << where_ << ": " << what << " at " << x << "," << y << " (id " << std::hex << id << std::dec
                          << ")";
    }

private:
    std::string where_;
    std::map<std::string, long> counts_;
};

void check_walls(const SurfaceImage& s, const render::software::ViewWalk& walk, const sim::World& world,
                 const assets::AssetSet& assets, Failures& fail, Checked& checked) {
    const auto segs = walk.stored_segs();
    const auto records = walk.stored_seg_columns();
    ASSERT_EQ(segs.size(), records.size());
    const std::set<int> stored(segs.begin(), segs.end());
    for (int y = 0; y < s.height; ++y)
        for (int x = 0; x < s.width; ++x) {
            const std::uint32_t id = s.ids[static_cast<std::size_t>(y * s.width + x)];
            if (render::surface_kind(id) == SurfaceKind::wall)
                fail.check(stored.count(static_cast<int>((id & 0x0fffffffu) / 4)) == 1, "a wall of an unstored seg", x,
                           y, id);
        }
    const auto columns = walk.wall_columns();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const int seg = segs[i];
        const bool one_sided = world.level.segs[static_cast<std::size_t>(seg)].back_sector == map::kNone;
        for (int x = records[i].x1; x < records[i].x2; ++x) {
            const ColumnRecord& c =
                columns[static_cast<std::size_t>(records[i].first_column + x - records[i].x1)];
            if (c.light_row == ColumnRecord::kNotStored) continue;
            const auto expect = [&](int first, int last, int part) {
                for (int y = std::max(first, 0); y <= std::min(last, s.height - 1); ++y) {
                    const std::size_t p = static_cast<std::size_t>(y * s.width + x);
                    if (drawn_over(s.ids[p])) continue;
                    ++checked.wall;
                    fail.check(s.ids[p] == wall_id(seg, part), "a stored wall column showing something else", x, y,
                               s.ids[p]);
                    fail.check(s.light_rows[p] == kept_row(c.light_row, assets), "a wall pixel with another light row",
                               x, y, s.ids[p]);
                }
            };
            if (one_sided) {
                expect(c.top, c.bottom, 1);
            } else {
                expect(c.top, c.ceiling_clip, 2);
                expect(c.floor_clip, c.bottom, 0);
            }
        }
    }
}

void check_planes(const SurfaceImage& s, render::software::ViewWalk& walk, const sim::World& world,
                  const assets::AssetSet& assets, Failures& fail, Checked& checked) {
    std::vector<std::uint32_t> spans(s.ids.size(), kNoSpanRecord);
    walk.find_spans(spans, s.width, std::vector<render::software::PlaneRect>{{0, 0, s.width - 1, s.height - 1}});
    const sim::Player& player = world.players[static_cast<std::size_t>(world.opts.consoleplayer)];
    const std::set<std::uint32_t> plane_ids = sector_plane_ids(world, world.textures.sky_flat, player.viewz);
    for (int y = 0; y < s.height; ++y)
        for (int x = 0; x < s.width; ++x) {
            const std::size_t p = static_cast<std::size_t>(y * s.width + x);
            const std::uint32_t id = s.ids[p];
            const SurfaceKind kind = render::surface_kind(id);
            const bool plane = kind == SurfaceKind::floor || kind == SurfaceKind::ceiling;
            if (kind == SurfaceKind::sky) {
                ++checked.sky;
                fail.check(spans[p] == kSkySpan, "sky off the walk's sky planes", x, y, id);
                fail.check(s.light_rows[p] == render::kNoLightRow, "sky with a light row", x, y, id);
            } else if (spans[p] == kSkySpan) {
                fail.check(drawn_over(id), "a sky plane pixel showing something else", x, y, id);
            }
            if (plane) {
                ++checked.plane;
                fail.check(plane_ids.count(id) == 1, "a plane no sector has", x, y, id);
                const bool spanned = spans[p] != kSkySpan && spans[p] != kNoSpanRecord;
                fail.check(spanned, "a plane pixel off the walk's spans", x, y, id);
                if (!spanned) continue;
                const render::software::SpanRecord& span = walk.spans()[spans[p]];
                fail.check(((id >> 12) & 0xffu) == (static_cast<std::uint32_t>(span.flat) & 0xffu),
                           "a plane pixel with another flat than its span's", x, y, id);
                fail.check(s.light_rows[p] == kept_row(span.light_row, assets),
                           "a plane pixel with another light row than its span's", x, y, id);
            } else if (spans[p] != kSkySpan && spans[p] != kNoSpanRecord) {
                fail.check(drawn_over(id), "a span's pixel showing something else", x, y, id);
            }
        }
}

class SurfaceImages : public ::testing::TestWithParam<test_support::OracleDemo> {};

TEST_P(SurfaceImages, MatchWhatTheSoftwareRendererDrew) {
    const test_support::OracleDemo& row = GetParam();
    const auto& data = test_support::iwad_data(row.iwad);
    const assets::AssetSet& assets = assets_for(row.iwad);
    const sim::Demo demo = test_support::oracle_demo(row.file, data);
    constexpr std::array<std::array<int, 2>, 2> kSizes{{{320, 200}, {640, 400}}};
    // Per size: cleared to 0, to 255, without surfaces, with 3 threads.
    // Each draws every frame once, so their fuzz positions stay together.
    struct Renderers {
        render::software::SoftwareRenderer zero, full, plain, threaded;
    };
    std::vector<std::unique_ptr<Renderers>> renderers;
    for (std::size_t i = 0; i < kSizes.size(); ++i) {
        auto& r = renderers.emplace_back(new Renderers{{data.archive, assets},
                                                       {data.archive, assets},
                                                       {data.archive, assets},
                                                       {data.archive, assets}});
        r->zero.keep_surfaces(true);
        r->full.keep_surfaces(true);
        r->threaded.keep_surfaces(true);
        r->threaded.set_threads(3);
        EXPECT_EQ(r->plain.surfaces(), nullptr);
    }
    render::software::PixelSources pixels(data.archive, assets.textures, assets.flats, assets.sprites);
    render::software::ViewWalk walk(pixels, assets);

    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    Checked checked;
    int frames = 0;
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[tic]);
        const int shown = static_cast<int>(tic) + 1;
        if (std::find(row.frames.begin(), row.frames.end(), shown) == row.frames.end() ||
            world->gamestate != sim::GameState::Level)
            continue;
        for (std::size_t i = 0; i < kSizes.size(); ++i) {
            const auto [width, height] = kSizes[i];
            const std::string where = row.file + " tic " + std::to_string(shown) + " " + std::to_string(width) + "x" +
                                      std::to_string(height);
            const render::ScreenLayout layout = render::ScreenLayout::for_size(width, height);
            Renderers& r = *renderers[i];
            render::Frame zero(width, height), full(width, height), plain(width, height), threaded(width, height);
            std::fill(full.pixels.begin(), full.pixels.end(), std::uint8_t{255});
            const int player = world->opts.consoleplayer;
            r.zero.render_view(*world, player, zero, layout);
            r.full.render_view(*world, player, full, layout);
            r.plain.render_view(*world, player, plain, layout);
            r.threaded.render_view(*world, player, threaded, layout);
            EXPECT_TRUE(zero.pixels == plain.pixels) << where << ": keeping surfaces changed the pixels";
            EXPECT_TRUE(zero.pixels == threaded.pixels) << where << ": 3 threads drew other pixels";

            ASSERT_NE(r.zero.surfaces(), nullptr);
            const SurfaceImage& s = *r.zero.surfaces();
            ASSERT_EQ(s.width, layout.view_width);
            ASSERT_EQ(s.height, layout.view_height);
            ASSERT_EQ(s.ids.size(), static_cast<std::size_t>(s.width * s.height));
            EXPECT_TRUE(s.ids == r.full.surfaces()->ids && s.light_rows == r.full.surfaces()->light_rows) << where;
            EXPECT_TRUE(s.ids == r.threaded.surfaces()->ids && s.light_rows == r.threaded.surfaces()->light_rows)
                << where << ": 3 threads gave another surface image";

            Failures fail(where);
            long drawn = 0;
            for (int y = 0; y < s.height; ++y)
                for (int x = 0; x < s.width; ++x) {
                    const bool was_drawn = zero.at(x, y) == full.at(x, y);
                    const std::uint32_t id = s.ids[static_cast<std::size_t>(y * s.width + x)];
                    drawn += was_drawn;
                    fail.check(was_drawn == (id != 0), was_drawn ? "a drawn pixel without a surface"
                                                                 : "an undrawn pixel with a surface",
                               x, y, id);
                    fail.check(static_cast<std::uint32_t>(render::surface_kind(id)) < render::kSurfaceKinds,
                               "an id of no kind", x, y, id);
                }
            EXPECT_GT(drawn, s.width * s.height / 2) << where;

            const render::ViewTables tables = render::ViewTables::build(layout);  // the walk keeps a pointer
            walk.run(*world, player, tables);
            check_walls(s, walk, *world, assets, fail, checked);
            check_planes(s, walk, *world, assets, fail, checked);
            ++frames;
        }
    }
    EXPECT_GT(frames, 0) << row.file << ": no oracle frame in a level";
    EXPECT_GT(checked.wall, 0);
    EXPECT_GT(checked.plane, 0);
}

std::string demo_name(const ::testing::TestParamInfo<test_support::OracleDemo>& info) {
    std::string n = info.param.name();
    for (char& c : n)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return n;
}

INSTANTIATE_TEST_SUITE_P(Oracle, SurfaceImages, ::testing::ValuesIn(test_support::read_oracle_manifest()), demo_name);

// A bordered window and low detail: GameScreen places the view's surfaces
// (drawn as a screen of their own) in the layout's window, low detail's
// columns doubled; without keep_surfaces there are none.
TEST(SurfaceImages, GameScreenPlacesThemInTheWindow) {
    const auto& data = test_support::iwad_data("freedoom2.wad");
    const assets::AssetSet& assets = assets_for("freedoom2.wad");
    const sim::Demo demo = test_support::oracle_demo("freedoom2-demo1.lmp", data);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    for (std::size_t tic = 0; tic < 100; ++tic) sim::run_tic(*world, *data.source, demo.tics[tic]);
    ASSERT_EQ(world->gamestate, sim::GameState::Level);

    render::GameScreen off(data.archive, assets);
    off.start(*world);
    render::Frame frame(320, 200);
    off.draw(*world, frame, render::ScreenLayout::for_size(320, 200));
    EXPECT_EQ(off.surfaces(), nullptr);

    for (const auto& [blocks, detail] : {std::pair{10, 0}, std::pair{7, 0}, std::pair{10, 1}}) {
        const render::ScreenLayout layout = render::ScreenLayout::for_size(320, 200, blocks, detail);
        render::GameScreen screen(data.archive, assets);
        screen.keep_surfaces(true);
        screen.start(*world);
        screen.draw(*world, frame, layout);
        const SurfaceImage* s = screen.surfaces();
        ASSERT_NE(s, nullptr);
        ASSERT_EQ(s->width, layout.view_width);
        ASSERT_EQ(s->height, layout.view_height);
        // The view as a screen of its own, drawn straight by the software renderer.
        const render::ScreenLayout inner = layout.view_only();
        render::software::SoftwareRenderer direct(data.archive, assets);
        direct.keep_surfaces(true);
        render::Frame inner_frame(inner.width, inner.height);
        direct.render_view(*world, world->opts.consoleplayer, inner_frame, inner);
        const SurfaceImage& want = *direct.surfaces();
        long none = 0, misplaced = 0;
        for (int y = 0; y < s->height; ++y)
            for (int x = 0; x < s->width; ++x) {
                const std::size_t p = static_cast<std::size_t>(y * s->width + x);
                const std::size_t q = static_cast<std::size_t>(y * want.width + (x >> detail));
                none += s->ids[p] == 0;
                misplaced += s->ids[p] != want.ids[q] || s->light_rows[p] != want.light_rows[q];
            }
        EXPECT_EQ(none, 0) << "screenblocks " << blocks << " detail " << detail;
        EXPECT_EQ(misplaced, 0) << "screenblocks " << blocks << " detail " << detail;
    }
}

}  // namespace
