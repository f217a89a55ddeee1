// UDMF maps built by zdbsp carry GL nodes (ZNODES, XGLN), whose minisegs
// close subsectors where no line runs. The software walk (and so the exact
// view's records) draws none of them: the room and pillar of
// tests/data/gl-nodes look the same from zdbsp's GL nodes as from our own
// (the same TEXTMAP without ZNODES), all the way round from four places,
// walls, floor and ceiling filling the view. Until 7 December a
// miniseg in view was drawn as a one-sided wall and read the sidedef
// before the first.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "assets/asset_set.h"
#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "render/surface_image.h"
#include "sim/map_utility.h"
#include "support/pwad.h"
#include "support/test_support.h"
#include "support/wad_game.h"

namespace {

std::vector<std::uint8_t> file_bytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    EXPECT_TRUE(in) << path;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// freedoom2.wad with the PWAD over it, and the renderer's assets.
struct Game : test_support::WadGame {
    explicit Game(const std::vector<std::uint8_t>& pwad)
        : WadGame("freedoom2.wad", pwad, 1, 1), assets(render::load_render_assets(archive, defs)) {}
    assets::AssetSet assets;
};

TEST(GlNodes, MinisegsDrawNothing) {
    const std::filesystem::path dir = test_support::data_dir() / "gl-nodes";
    Game gl(file_bytes(dir / "gl.wad"));
    const std::vector<std::pair<std::string, std::vector<std::uint8_t>>> lumps{
        {"MAP01", {}}, {"TEXTMAP", file_bytes(dir / "MAP01.textmap")}, {"ENDMAP", {}}};
    Game plain(test_support::pwad_bytes(lumps));
    const auto minisegs = [](const Game& game) {
        std::size_t n = 0;
        for (const map::Seg& seg : game.world->level.segs) n += seg.line == map::kNone;
        return n;
    };
    ASSERT_GT(minisegs(gl), 0u) << "gl.wad's nodes are GL nodes";
    ASSERT_EQ(minisegs(plain), 0u) << "our builder's nodes have no minisegs";

    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::software::SoftwareRenderer gl_view(gl.archive, gl.assets), plain_view(plain.archive, plain.assets);
    gl_view.keep_surfaces(true);
    plain_view.keep_surfaces(true);
    long pixels = 0, same = 0, same_kind = 0, black = 0;
    for (const auto& [x, y] : {std::pair{64, 256}, std::pair{16, 16}, std::pair{384, 100}, std::pair{700, 480}})
        for (int degrees = 0; degrees < 360; degrees += 15) {
            for (Game* game : {&gl, &plain}) {
                sim::Mobj& mo = *game->world->players[0].mo;
                mo.x = x * base::kFracUnit;
                mo.y = y * base::kFracUnit;
                mo.angle = static_cast<base::angle_t>(static_cast<std::uint64_t>(degrees) * 0x100000000ull / 360);
                mo.subsector = sim::point_in_subsector(*game->world, mo.x, mo.y);
            }
            render::Frame a(320, 200), b(320, 200);
            gl.world->players[0].viewz = plain.world->players[0].viewz = 41 * base::kFracUnit;
            gl_view.render_view(*gl.world, 0, a, layout);
            plain_view.render_view(*plain.world, 0, b, layout);
            for (int row = 0; row < layout.view_height; ++row)
                for (int column = 0; column < layout.view_width; ++column) {
                    ++pixels;
                    same += a.at(column, row) == b.at(column, row);
                    black += a.at(column, row) == 0;
                    const auto i = static_cast<std::size_t>(row) * 320 + static_cast<std::size_t>(column);
                    same_kind += render::surface_kind(gl_view.surfaces()->ids[i]) ==
                                 render::surface_kind(plain_view.surfaces()->ids[i]);
                }
        }
    // The same kind of surface nearly everywhere (123 of 5.2 million
    // pixels differ, at wall edges: other segs' ends round to other
    // columns) and nearly the same indices (99.68%): a wall or plane cut
    // into other segs and spans starts its texture steps elsewhere, as the
    // original's did.
    EXPECT_GE(static_cast<double>(same_kind) / static_cast<double>(pixels), 0.9999)
        << pixels - same_kind << " pixels show another kind of surface";
    EXPECT_GE(static_cast<double>(same) / static_cast<double>(pixels), 0.995) << pixels - same << " pixels differ";
    EXPECT_LT(black, pixels / 100) << "the view is drawn, not left black";
}

}  // namespace
