// ZDoom's extended nodes: each of the eight formats read from a lump built
// here byte by byte, in ZNODES of a UDMF map and in NODES of a classic one,
// and damaged lumps refused with a message naming the problem.
#include <gtest/gtest.h>
#include <zlib.h>

#include <string>
#include <vector>

#include "base/error.h"
#include "map/extended_nodes.h"
#include "map/level_validation.h"

namespace {

using Bytes = std::vector<std::uint8_t>;

void u32(Bytes& b, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) b.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}
void u16(Bytes& b, int v) {
    b.push_back(static_cast<std::uint8_t>(v));
    b.push_back(static_cast<std::uint8_t>(v >> 8));
}

// Two rooms, 128 units square each, side by side along x and joined by
// line 4 (two-sided), split by a node on x = 128.
map::Level two_rooms() {
    map::Level level;
    level.where = "t.wad: MAP01";
    const int xs[] = {0, 128, 256};
    for (int x : xs) level.vertices.push_back({x * 65536, 0});
    for (int x : xs) level.vertices.push_back({x * 65536, 128 * 65536});
    // 0:(0,0) 1:(128,0) 2:(256,0) 3:(0,128) 4:(128,128) 5:(256,128)
    level.sectors.resize(2);
    level.sides.resize(8);
    for (int i = 0; i < 8; ++i) level.sides[static_cast<std::size_t>(i)].sector = i < 3 || i == 6 ? 0 : 1;
    auto line = [&](int v1, int v2, int front, int back) {
        map::Line l;
        l.v1 = v1;
        l.v2 = v2;
        l.sides = {front, back};
        l.flags = back == map::kNone ? 1 : 4;
        level.lines.push_back(l);
    };
    line(3, 0, 0, map::kNone);  // west wall, left room (faces east)
    line(0, 1, 1, map::kNone);  // south
    line(4, 3, 2, map::kNone);  // north
    line(1, 2, 3, map::kNone);  // south, right room
    line(1, 4, 6, 7);           // the shared wall: front in the left room
    line(2, 5, 4, map::kNone);  // east
    line(5, 4, 5, map::kNone);  // north, right room
    return level;
}

// Plain (XNOD) segs of two_rooms: left subsector then right.
struct PlainSeg {
    std::uint32_t v1, v2;
    int line, side;
};
const PlainSeg kSegs[] = {{3, 0, 0, 0}, {0, 1, 1, 0}, {1, 4, 4, 0}, {4, 3, 2, 0},
                          {1, 2, 3, 0}, {2, 5, 5, 0}, {5, 4, 6, 0}, {4, 1, 4, 1}};

void node(Bytes& b, bool fixed_partition, std::uint32_t right, std::uint32_t left) {
    // The partition runs north along x = 128: right is the east room.
    if (fixed_partition) {
        u32(b, 128u << 16);
        u32(b, 0);
        u32(b, 0);
        u32(b, 128u << 16);
    } else {
        for (int v : {128, 0, 0, 128}) u16(b, v);
    }
    for (int v : {128, 0, 128, 256}) u16(b, v);  // right box: top, bottom, left, right
    for (int v : {128, 0, 0, 128}) u16(b, v);
    u32(b, right);
    u32(b, left);
}

Bytes xnod_body() {
    Bytes b;
    u32(b, 6);
    u32(b, 0);
    u32(b, 2);
    u32(b, 4);
    u32(b, 4);
    u32(b, 8);
    for (const PlainSeg& s : kSegs) {
        u32(b, s.v1);
        u32(b, s.v2);
        u16(b, s.line);
        b.push_back(static_cast<std::uint8_t>(s.side));
    }
    u32(b, 1);
    node(b, false, 0x80000001u, 0x80000000u);
    return b;
}

// GL segs: the first vertex only (the next seg's is the second), a partner
// seg, and a line number of 16 or 32 bits. One miniseg closes nothing here;
// the left subsector gets one in place of its east seg to test them.
Bytes gl_body(bool wide_lines, bool fixed_partition) {
    Bytes b;
    u32(b, 6);
    u32(b, 0);
    u32(b, 2);
    u32(b, 4);
    u32(b, 4);
    u32(b, 8);
    for (std::size_t i = 0; i < 8; ++i) {
        const PlainSeg& s = kSegs[i];
        u32(b, s.v1);
        u32(b, 0xFFFFFFFFu);
        const bool miniseg = i == 2;
        if (wide_lines) u32(b, miniseg ? 0xFFFFFFFFu : static_cast<std::uint32_t>(s.line));
        else u16(b, miniseg ? 0xFFFF : s.line);
        b.push_back(static_cast<std::uint8_t>(s.side));
    }
    u32(b, 1);
    node(b, fixed_partition, 0x80000001u, 0x80000000u);
    return b;
}

Bytes with_magic(const char* magic, const Bytes& body, bool compress) {
    Bytes out(magic, magic + 4);
    if (!compress) {
        out.insert(out.end(), body.begin(), body.end());
        return out;
    }
    uLongf size = compressBound(static_cast<uLong>(body.size()));
    Bytes packed(size);
    EXPECT_EQ(compress2(packed.data(), &size, body.data(), static_cast<uLong>(body.size()), 9), Z_OK);
    out.insert(out.end(), packed.begin(), packed.begin() + static_cast<std::ptrdiff_t>(size));
    return out;
}

std::string read_error(const Bytes& lump) {
    map::Level level = two_rooms();
    try {
        map::read_extended_nodes(lump, "t.wad: MAP01: ZNODES", level);
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

void expect_two_rooms_tree(const map::Level& level, bool gl) {
    ASSERT_EQ(level.subsectors.size(), 2u);
    EXPECT_EQ(level.subsectors[1].first_seg, 4);
    EXPECT_EQ(level.subsectors[1].num_segs, 4);
    ASSERT_EQ(level.segs.size(), 8u);
    for (std::size_t i = 0; i < 8; ++i) {
        EXPECT_EQ(level.segs[i].v1, static_cast<int>(kSegs[i].v1)) << i;
        EXPECT_EQ(level.segs[i].v2, static_cast<int>(kSegs[i].v2)) << i;
    }
    EXPECT_EQ(level.segs[2].line, gl ? map::kNone : 4);
    if (gl) {
        EXPECT_EQ(level.segs[2].front_sector, 0);  // a miniseg takes its subsector's sector
    }
    // Angles and offsets worked out: north is 0x4000 << 16; the back seg of
    // the shared wall starts 128 units from the line's start (its v2 end).
    EXPECT_EQ(level.segs[0].angle, 0xC0000000u);  // (0,128) -> (0,0): south
    EXPECT_EQ(level.segs[1].angle, 0u);
    EXPECT_EQ(level.segs[7].angle, 0xC0000000u);
    EXPECT_EQ(level.segs[7].offset, 0);
    EXPECT_EQ(level.segs[4].offset, 0);
    ASSERT_EQ(level.nodes.size(), 1u);
    EXPECT_EQ(level.nodes[0].x, 128 << 16);
    EXPECT_EQ(level.nodes[0].dy, 128 << 16);
    EXPECT_EQ(level.nodes[0].children[0], 0x80000001u);
    EXPECT_EQ(level.nodes[0].bbox[0][map::kBoxRight], 256 << 16);
}

TEST(ExtendedNodes, EachOfTheEightFormatsReadsTheSameTree) {
    struct Case {
        const char* magic;
        bool compressed, gl, wide, fixed;
    };
    for (const Case& c : {Case{"XNOD", false, false, false, false}, Case{"ZNOD", true, false, false, false},
                          Case{"XGLN", false, true, false, false}, Case{"ZGLN", true, true, false, false},
                          Case{"XGL2", false, true, true, false}, Case{"ZGL2", true, true, true, false},
                          Case{"XGL3", false, true, true, true}, Case{"ZGL3", true, true, true, true}}) {
        SCOPED_TRACE(c.magic);
        const Bytes body = c.gl ? gl_body(c.wide, c.fixed) : xnod_body();
        const Bytes lump = with_magic(c.magic, body, c.compressed);
        EXPECT_TRUE(map::is_extended_nodes(lump));
        map::Level level = two_rooms();
        map::read_extended_nodes(lump, "t.wad: MAP01: ZNODES", level);
        expect_two_rooms_tree(level, c.gl);
    }
}

TEST(ExtendedNodes, WrittenXnodReadsBackAsTheSameTree) {
    map::Level level = two_rooms();
    map::read_extended_nodes(with_magic("XNOD", xnod_body(), false), "ctx", level);
    map::Level again = two_rooms();
    map::read_extended_nodes(map::write_xnod(level), "ctx", again);
    expect_two_rooms_tree(again, false);
}

TEST(ExtendedNodes, NewVerticesFollowTheOriginalOnes) {
    Bytes b;
    u32(b, 6);
    u32(b, 1);
    u32(b, 64u << 16);
    u32(b, 0);  // vertex 6: (64, 0), splitting the south wall
    Bytes rest = xnod_body();
    rest.erase(rest.begin(), rest.begin() + 8);
    b.insert(b.end(), rest.begin(), rest.end());
    map::Level level = two_rooms();
    map::read_extended_nodes(with_magic("XNOD", b, false), "ctx", level);
    ASSERT_EQ(level.vertices.size(), 7u);
    EXPECT_EQ(level.vertices[6].x, 64 << 16);
}

TEST(ExtendedNodes, CountsPastTheEndAreRefused) {
    Bytes b = xnod_body();
    b[8] = 0xFF;  // subsector count 0x...FF02
    b[9] = 0xFF;
    EXPECT_EQ(read_error(with_magic("XNOD", b, false)),
              "t.wad: MAP01: ZNODES (XNOD): says 65535 subsectors (4 bytes each) but only 136 bytes remain");
    Bytes cut = xnod_body();
    cut.resize(cut.size() - 10);
    EXPECT_EQ(read_error(with_magic("XNOD", cut, false)),
              "t.wad: MAP01: ZNODES (XNOD): says 1 nodes (32 bytes each) but only 22 bytes remain");
    Bytes segs = xnod_body();
    segs[20] = 9;  // seg count 9 with subsectors counting 8
    EXPECT_EQ(read_error(with_magic("XNOD", segs, false)),
              "t.wad: MAP01: ZNODES (XNOD): has 9 segs but its subsectors count 8");
    EXPECT_EQ(read_error(with_magic("XNOD", {}, false)),
              "t.wad: MAP01: ZNODES (XNOD): 32-bit value at offset 0 (+4 bytes) runs past the end (0 bytes)");
}

TEST(ExtendedNodes, MissingChildrenAndBadReferencesAreRefused) {
    Bytes b = xnod_body();
    b[b.size() - 8] = 7;  // right child: subsector 7 of 2
    EXPECT_EQ(read_error(with_magic("XNOD", b, false)),
              "t.wad: MAP01: ZNODES (XNOD): node 0 has child subsector 7, which does not exist (there are 2)");
    Bytes n = xnod_body();
    n[n.size() - 1] = 0;  // left child: node 0, itself
    n[n.size() - 4] = 0;
    EXPECT_EQ(read_error(with_magic("XNOD", n, false)),
              "t.wad: MAP01: ZNODES (XNOD): node 0 is its own descendant (the BSP tree has a loop)");
    Bytes n2 = xnod_body();
    n2[n2.size() - 4] = 3;  // left child: node 3 of 1
    n2[n2.size() - 1] = 0;
    EXPECT_EQ(read_error(with_magic("XNOD", n2, false)),
              "t.wad: MAP01: ZNODES (XNOD): node 0 has child node 3, which does not exist (there are 1)");
    Bytes v = xnod_body();
    v[24] = 99;  // seg 0's first vertex
    EXPECT_EQ(read_error(with_magic("XNOD", v, false)),
              "t.wad: MAP01: ZNODES (XNOD): seg 0 names vertex 99 (there are 6)");
    Bytes l = xnod_body();
    l[32] = 50;  // seg 0's line
    EXPECT_EQ(read_error(with_magic("XNOD", l, false)),
              "t.wad: MAP01: ZNODES (XNOD): seg 0 names line 50 (map has 7)");
    Bytes o = xnod_body();
    o[0] = 9;  // more original vertices than the map has
    EXPECT_EQ(read_error(with_magic("XNOD", o, false)),
              "t.wad: MAP01: ZNODES (XNOD): counts 9 original vertices but the map has 6");
}

TEST(ExtendedNodes, DamagedCompressionAndUnknownMagicAreRefused) {
    Bytes z = with_magic("ZNOD", xnod_body(), true);
    z.resize(z.size() / 2);
    EXPECT_NE(read_error(z).find("t.wad: MAP01: ZNODES (ZNOD): the compressed nodes are damaged or cut short"),
              std::string::npos)
        << read_error(z);
    EXPECT_EQ(read_error(Bytes{'N', 'O', 'P', 'E', 1, 2}),
              "t.wad: MAP01: ZNODES: starts with 'NOPE', not one of XNOD, ZNOD, XGLN, ZGLN, XGL2, ZGL2, XGL3, ZGL3");
    EXPECT_FALSE(map::is_extended_nodes(Bytes{'X', 'N', 'O'}));
}

TEST(ExtendedNodes, ASubsectorOfMinisegsOnlyIsRefused) {
    Bytes b;
    u32(b, 6);
    u32(b, 0);
    u32(b, 1);
    u32(b, 3);
    u32(b, 3);
    for (std::uint32_t v : {0u, 1u, 4u}) {
        u32(b, v);
        u32(b, 0xFFFFFFFFu);
        u16(b, 0xFFFF);
        b.push_back(0);
    }
    u32(b, 0);
    EXPECT_EQ(read_error(with_magic("XGLN", b, false)), "t.wad: MAP01: ZNODES (XGLN): subsector 0 has only minisegs");
}

}  // namespace
