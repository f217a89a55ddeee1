// Every Freedoom map written as a `doom`-namespace UDMF map with its nodes
// in ZNODES (as `convert --to udmf` writes it) loads into the same Level as
// the classic map: same elements in the same order, same derived fields,
// same blockmap and reject. XNOD stores no seg angles or offsets: they are
// worked out from the vertices, and the segs whose stored values differ
// keep them in the TEXTMAP global `brimstone_segs`, so none differ.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "map/doom_map_loader.h"
#include "map/map_test_wad.h"
#include "support/test_support.h"

namespace {

struct SegDifferences {
    int angles = 0, offsets = 0;
};

SegDifferences expect_same_level(const map::Level& a, const map::Level& b) {
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.vertices.size(), b.vertices.size());
    for (std::size_t i = 0; i < std::min(a.vertices.size(), b.vertices.size()); ++i) {
        EXPECT_EQ(a.vertices[i].x, b.vertices[i].x) << "vertex " << i;
        EXPECT_EQ(a.vertices[i].y, b.vertices[i].y) << "vertex " << i;
    }
    EXPECT_EQ(a.sectors.size(), b.sectors.size());
    for (std::size_t i = 0; i < std::min(a.sectors.size(), b.sectors.size()); ++i) {
        const map::Sector &x = a.sectors[i], &y = b.sectors[i];
        EXPECT_TRUE(x.floor_height == y.floor_height && x.ceiling_height == y.ceiling_height &&
                    x.floor_flat == y.floor_flat && x.ceiling_flat == y.ceiling_flat && x.light == y.light &&
                    x.special == y.special && x.tag == y.tag && x.lines == y.lines && x.bbox == y.bbox &&
                    x.sound_x == y.sound_x && x.sound_y == y.sound_y && x.block_box == y.block_box)
            << "sector " << i;
    }
    EXPECT_EQ(a.sides.size(), b.sides.size());
    for (std::size_t i = 0; i < std::min(a.sides.size(), b.sides.size()); ++i) {
        const map::Side &x = a.sides[i], &y = b.sides[i];
        EXPECT_TRUE(x.texture_offset == y.texture_offset && x.row_offset == y.row_offset &&
                    x.top_texture == y.top_texture && x.bottom_texture == y.bottom_texture &&
                    x.mid_texture == y.mid_texture && x.sector == y.sector)
            << "side " << i;
    }
    EXPECT_EQ(a.lines.size(), b.lines.size());
    for (std::size_t i = 0; i < std::min(a.lines.size(), b.lines.size()); ++i) {
        const map::Line &x = a.lines[i], &y = b.lines[i];
        EXPECT_TRUE(x.v1 == y.v1 && x.v2 == y.v2 && x.dx == y.dx && x.dy == y.dy && x.flags == y.flags &&
                    x.special == y.special && x.tag == y.tag && x.sides == y.sides && x.bbox == y.bbox &&
                    x.slope == y.slope && x.front_sector == y.front_sector && x.back_sector == y.back_sector)
            << "line " << i;
    }
    SegDifferences d;
    EXPECT_EQ(a.segs.size(), b.segs.size());
    for (std::size_t i = 0; i < std::min(a.segs.size(), b.segs.size()); ++i) {
        const map::Seg &x = a.segs[i], &y = b.segs[i];
        EXPECT_TRUE(x.v1 == y.v1 && x.v2 == y.v2 && x.side == y.side && x.line == y.line && x.sidedef == y.sidedef &&
                    x.front_sector == y.front_sector && x.back_sector == y.back_sector)
            << "seg " << i;
        d.angles += x.angle != y.angle;
        d.offsets += x.offset != y.offset;
    }
    EXPECT_EQ(a.subsectors.size(), b.subsectors.size());
    for (std::size_t i = 0; i < std::min(a.subsectors.size(), b.subsectors.size()); ++i) {
        const map::Subsector &x = a.subsectors[i], &y = b.subsectors[i];
        EXPECT_TRUE(x.first_seg == y.first_seg && x.num_segs == y.num_segs && x.sector == y.sector)
            << "subsector " << i;
    }
    EXPECT_EQ(a.nodes.size(), b.nodes.size());
    for (std::size_t i = 0; i < std::min(a.nodes.size(), b.nodes.size()); ++i) {
        const map::Node &x = a.nodes[i], &y = b.nodes[i];
        EXPECT_TRUE(x.x == y.x && x.y == y.y && x.dx == y.dx && x.dy == y.dy && x.bbox == y.bbox &&
                    x.children == y.children)
            << "node " << i;
    }
    EXPECT_EQ(a.things.size(), b.things.size());
    for (std::size_t i = 0; i < std::min(a.things.size(), b.things.size()); ++i) {
        const map::Thing &x = a.things[i], &y = b.things[i];
        EXPECT_TRUE(x.x == y.x && x.y == y.y && x.angle == y.angle && x.type == y.type && x.options == y.options)
            << "thing " << i << " options " << x.options << " vs " << y.options;
    }
    EXPECT_TRUE(a.blockmap.origin_x == b.blockmap.origin_x && a.blockmap.origin_y == b.blockmap.origin_y &&
                a.blockmap.width == b.blockmap.width && a.blockmap.height == b.blockmap.height &&
                a.blockmap.starts == b.blockmap.starts && a.blockmap.lines == b.blockmap.lines && a.blockmap.built == b.blockmap.built);
    EXPECT_EQ(a.reject, b.reject);
    EXPECT_EQ(a.reject_short, b.reject_short);
    return d;
}

void check_iwad(const std::string& name) {
    wad::Archive iwad;
    iwad.add_file(test_support::iwad(name));
    int segs = 0, angles = 0, offsets = 0;
    for (const wad::MapGroup& group : iwad.maps()) {
        SCOPED_TRACE(name + " " + group.name);
        const map::Level classic = map::load_level(iwad, group);
        const wad::Archive converted = map_test::make_pwad(map_test::as_udmf(iwad, group, classic), "converted.wad");
        ASSERT_EQ(converted.maps().at(0).format, wad::MapFormat::Udmf);
        const map::Level udmf = map::load_level(converted, converted.maps().at(0));
        EXPECT_EQ(udmf.extensions.ns, map::MapNamespace::Doom);
        ASSERT_EQ(udmf.extensions.lines.size(), classic.lines.size());
        for (std::size_t i = 0; i < classic.lines.size(); ++i) {
            EXPECT_EQ(udmf.extensions.lines[i].id, classic.lines[i].tag);
            EXPECT_EQ(udmf.extensions.lines[i].args[0], classic.lines[i].tag);
        }
        const SegDifferences d = expect_same_level(classic, udmf);
        segs += static_cast<int>(classic.segs.size());
        angles += d.angles;
        offsets += d.offsets;
    }
    std::printf("%s: of %d segs, %d angles and %d offsets differ from the stored ones\n", name.c_str(), segs, angles,
                offsets);
    EXPECT_EQ(angles, 0);
    EXPECT_EQ(offsets, 0);
}

TEST(UdmfRoundTrip, EveryFreedoom1MapLoadsAsItsClassicTwin) { check_iwad("freedoom1.wad"); }
TEST(UdmfRoundTrip, EveryFreedoom2MapLoadsAsItsClassicTwin) { check_iwad("freedoom2.wad"); }

}  // namespace
