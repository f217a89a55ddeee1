// UDMF maps written by hand: the spec's defaults, ZDoom's extension fields,
// fields we do not know kept with their types, and maps refused whole with
// the line:column of the fault. Also a Hexen-format binary map.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "base/error.h"
#include "map/doom_map_loader.h"
#include "map/extended_nodes.h"
#include "map/map_test_wad.h"

namespace {

// The square room of map_test_wad.h as UDMF, with `extra` pasted into
// the first linedef, sidedef, sector and thing blocks (keyed by block).
struct Extra {
    std::string line = "", side = "", sector = "", thing = "", global = "", ns = "doom";
};

std::string room_text(const Extra& e) {
    std::string t = "namespace = \"" + e.ns + "\";\n" + e.global + "\n";
    const char* corners[] = {"x = 0.0; y = 0.0;", "x = 0; y = 128;", "x = 128.0; y = 128.0;", "x = 128.0; y = 0.0;"};
    for (const char* c : corners) t += std::string("vertex { ") + c + " }\n";
    for (int i = 0; i < 4; ++i)
        t += "linedef { v1 = " + std::to_string(i) + "; v2 = " + std::to_string((i + 1) % 4) +
             "; sidefront = " + std::to_string(i) + "; blocking = true; " + (i == 0 ? e.line : "") + " }\n";
    for (int i = 0; i < 4; ++i)
        t += std::string("sidedef { sector = 0; texturemiddle = \"startan3\"; ") + (i == 0 ? e.side : "") + " }\n";
    t += "sector { texturefloor = \"FLOOR4_8\"; textureceiling = \"CEIL3_5\"; heightceiling = 128; " + e.sector +
         " }\n";
    t += "thing { x = 64.0; y = 64.0; angle = 90; type = 1; skill1 = true; " + e.thing + " }\n";
    return t;
}

// The room's one subsector of four segs, no nodes.
std::vector<std::uint8_t> room_nodes() {
    const wad::Archive classic = map_test::make_pwad(map_test::square_room());
    return map::write_xnod(map::load_level(classic, classic.maps().at(0)));
}

wad::Archive room_wad(const std::string& text) {
    map_test::MapLumps m{"MAP01", {}};
    m.add("TEXTMAP", std::vector<std::uint8_t>(text.begin(), text.end()));
    m.add("ZNODES", room_nodes());
    m.add("ENDMAP");
    return map_test::make_pwad(m, "room.wad");
}

map::Level load(const Extra& e) {
    const wad::Archive a = room_wad(room_text(e));
    return map::load_level(a, a.maps().at(0));
}

std::string error_of(const std::string& text) { return map_test::load_error(room_wad(text)); }

TEST(UdmfMapLoader, FieldsLeftOutTakeTheSpecDefaults) {
    const map::Level level = load({});
    ASSERT_EQ(level.vertices.size(), 4u);
    EXPECT_EQ(level.vertices[2].x, 128 << 16);
    EXPECT_EQ(level.sectors[0].light, 160);
    EXPECT_EQ(level.sectors[0].floor_height, 0);
    EXPECT_EQ(level.sectors[0].ceiling_height, 128 << 16);
    EXPECT_EQ(level.sides[0].top_texture, "-");
    EXPECT_EQ(level.sides[0].mid_texture, "STARTAN3");
    EXPECT_EQ(level.lines[0].sides[1], map::kNone);
    EXPECT_EQ(level.lines[0].flags, map::kLineBlocking);
    EXPECT_EQ(level.extensions.lines[0].id, 0);  // 0, not -1, in the Doom namespace
    EXPECT_EQ(level.things[0].angle, 90);
    // skill1 only: easy; not single, dm or coop: flagged out of all three.
    EXPECT_EQ(level.things[0].options, 1 | 16 | 32 | 64);
    const map::SectorExtension& s = level.extensions.sectors[0];
    EXPECT_EQ(s.lightcolor, 0xffffff);
    EXPECT_EQ(s.damageinterval, 32);
    EXPECT_EQ(s.damagetype, "None");
    EXPECT_DOUBLE_EQ(s.floor.xscale, 1.0);
    EXPECT_FALSE(s.floor.plane[0].has_value());
    EXPECT_DOUBLE_EQ(level.extensions.sides[0].scale_y[map::kPartMid], 1.0);
    EXPECT_EQ(level.extensions.things[0].floatbobphase, -1);
    EXPECT_DOUBLE_EQ(level.extensions.lines[0].alpha, 1.0);
}

TEST(UdmfMapLoader, HexenNamespacesKeepLineIdsAtMinusOneAndSpecialsAside) {
    const map::Level level = load({.line = "special = 12; arg0 = 5; playeruse = true; repeatspecial = true;",
                                   .sector = "special = 1;", .ns = "ZDoom"});
    EXPECT_EQ(level.extensions.ns, map::MapNamespace::ZDoom);
    EXPECT_EQ(level.extensions.lines[0].id, -1);
    EXPECT_EQ(level.extensions.lines[0].special, 12);
    EXPECT_EQ(level.extensions.lines[0].args[0], 5);
    EXPECT_TRUE(level.extensions.lines[0].flags[map::LineBool::PlayerUse]);
    EXPECT_TRUE(level.extensions.lines[0].flags[map::LineBool::RepeatSpecial]);
    // Doom's simulation must not read a Hexen special as one of its own.
    EXPECT_EQ(level.lines[0].special, 0);
    EXPECT_EQ(level.lines[0].tag, 0);
    EXPECT_EQ(level.sectors[0].special, 0);
    EXPECT_EQ(level.extensions.sectors[0].special, 1);
}

TEST(UdmfMapLoader, DoomNamespaceTakesTheTagFromArg0) {
    const map::Level level = load({.line = "id = 7; special = 1; arg0 = 3;", .sector = "id = 3; special = 9;"});
    EXPECT_EQ(level.lines[0].special, 1);
    EXPECT_EQ(level.lines[0].tag, 3);
    EXPECT_EQ(level.extensions.lines[0].id, 7);
    EXPECT_EQ(level.sectors[0].tag, 3);
    EXPECT_EQ(level.sectors[0].special, 9);
}

TEST(UdmfMapLoader, ZDoomExtensionFieldsAreRead) {
    const map::Level level = load({
        .line = "alpha = 0.5; renderstyle = \"add\"; locknumber = 4; moreids = \"2 666\"; blocksight = true;",
        .side = "scalex_top = 2.0; offsety_bottom = -3.5; light = 16; lightabsolute = true; nodecals = true;",
        .sector = "lightcolor = 0xff0000; fadecolor = 0x102030; desaturation = 0.25; rotationfloor = 45.0; "
                  "ceilingplane_a = 0; ceilingplane_b = 0; ceilingplane_c = -1; ceilingplane_d = 128; hidden = true; "
                  "lightfloor = -16; lightfloorabsolute = false; floorglowcolor = -1; portal_floor_norender = true;",
        .thing = "id = 9; height = 24.5; special = 80; arg0str = \"intro\"; skill16 = true; class2 = true; "
                 "countsecret = true; scale = 1.5; renderstyle = \"fuzzy\";",
    });
    const map::LineExtension& l = level.extensions.lines[0];
    EXPECT_DOUBLE_EQ(l.alpha, 0.5);
    EXPECT_EQ(l.renderstyle, "add");
    EXPECT_EQ(l.locknumber, 4);
    EXPECT_EQ(l.more_ids, (std::vector<int>{2, 666}));
    EXPECT_TRUE(l.flags[map::LineBool::BlockSight]);
    EXPECT_FALSE(l.flags[map::LineBool::BlockUse]);
    const map::SideExtension& sd = level.extensions.sides[0];
    EXPECT_DOUBLE_EQ(sd.scale_x[map::kPartTop], 2.0);
    EXPECT_DOUBLE_EQ(sd.offset_y[map::kPartBottom], -3.5);
    EXPECT_EQ(sd.light, 16);
    EXPECT_TRUE(sd.flags[map::SideBool::LightAbsolute]);
    EXPECT_TRUE(sd.flags[map::SideBool::NoDecals]);
    const map::SectorExtension& s = level.extensions.sectors[0];
    EXPECT_EQ(s.lightcolor, 0xff0000);
    EXPECT_EQ(s.fadecolor, 0x102030);
    EXPECT_DOUBLE_EQ(s.desaturation, 0.25);
    EXPECT_DOUBLE_EQ(s.floor.rotation, 45.0);
    EXPECT_EQ(s.ceiling.plane[2], -1.0);
    EXPECT_EQ(s.ceiling.plane[3], 128.0);
    EXPECT_TRUE(s.flags[map::SectorBool::Hidden]);
    EXPECT_EQ(s.floor.light, -16);
    EXPECT_EQ(s.floor.glowcolor, -1);
    EXPECT_TRUE(s.flags[map::SectorBool::PortalFloorNoRender]);
    const map::ThingExtension& t = level.extensions.things[0];
    EXPECT_EQ(t.id, 9);
    EXPECT_DOUBLE_EQ(t.height, 24.5);
    EXPECT_EQ(t.special, 80);
    EXPECT_EQ(t.arg0str, "intro");
    EXPECT_EQ(t.skills, 1u | (1u << 15));
    EXPECT_EQ(t.classes, 2u);
    EXPECT_TRUE(t.flags[map::ThingBool::CountSecret]);
    EXPECT_DOUBLE_EQ(t.scale, 1.5);
    EXPECT_EQ(t.renderstyle, "fuzzy");
}

TEST(UdmfMapLoader, UnknownAndUserFieldsAreKeptWithTheirTypes) {
    const map::Level level = load({.line = "user_Count = 3;", .sector = "user_gloom = 0.75; Frobnicate = \"a\\\"b\";",
                                   .thing = "user_awake = TRUE;", .global = "user_author = \"me\"; mystery = 5;"});
    const auto& c = level.extensions.custom;
    ASSERT_EQ(c.size(), 6u);
    EXPECT_EQ(c[0].element, map::ElementKind::Global);
    EXPECT_EQ(c[0].name, "user_author");
    EXPECT_EQ(c[0].text, "me");
    EXPECT_EQ(c[1].type, map::CustomField::Type::Integer);
    EXPECT_EQ(c[1].integer, 5);
    EXPECT_EQ(c[2].element, map::ElementKind::Line);
    EXPECT_EQ(c[2].index, 0);
    EXPECT_EQ(c[2].name, "user_count");  // names compare without case; kept lower-case
    EXPECT_EQ(c[3].type, map::CustomField::Type::Float);
    EXPECT_DOUBLE_EQ(c[3].number, 0.75);
    EXPECT_EQ(c[4].name, "frobnicate");
    EXPECT_EQ(c[4].text, "a\"b");
    EXPECT_EQ(c[5].element, map::ElementKind::Thing);
    EXPECT_EQ(c[5].type, map::CustomField::Type::Bool);
    EXPECT_TRUE(c[5].boolean);
}

TEST(UdmfMapLoader, BadMapsAreRefusedWholeNamingLineAndColumn) {
    EXPECT_EQ(error_of(room_text({.ns = "eternity"})),
              "room.wad: MAP01: TEXTMAP 1:1: namespace \"eternity\" is not one we play (doom, heretic, hexen, "
              "strife, zdoom, zdoomtranslated)");
    EXPECT_EQ(error_of("vertex { x = 1.0; y = 2.0; }"),
              "room.wad: MAP01: TEXTMAP 1:1: no namespace = \"...\"; assignment; a map must say whose it is");
    std::string no_v2 = room_text({});
    no_v2.replace(no_v2.find("v2 = 1;"), 7, "");
    EXPECT_EQ(error_of(no_v2), "room.wad: MAP01: TEXTMAP 7:1: linedef 0 has no v2 (it has no default)");
    EXPECT_EQ(error_of(room_text({.line = "blocking = 1;"})),
              "room.wad: MAP01: TEXTMAP 7:59: blocking must be true or false");
    EXPECT_EQ(error_of(room_text({.side = "offsetx = 1.5;"})),
              "room.wad: MAP01: TEXTMAP 11:51: offsetx must be an integer, not a fraction");
    EXPECT_EQ(error_of(room_text({.sector = "heightfloor = 40000;"})),
              "room.wad: MAP01: TEXTMAP 15:86: heightfloor is 40000, outside -32768 to 32767");
    EXPECT_EQ(error_of(room_text({.line = "sideback = 9;"})),
              "room.wad: MAP01: TEXTMAP: linedef 0 names sidedef 9 (map has 4 sidedefs)");
    EXPECT_EQ(error_of(room_text({.thing = "texture = \"x\""})),
              "room.wad: MAP01: TEXTMAP 16:80: expected ';' after the value of 'texture', found '}'");
}

TEST(UdmfMapLoader, NoZnodesGetsOurNodes) {
    const std::string text = room_text({});
    map_test::MapLumps m{"MAP01", {}};
    m.add("TEXTMAP", std::vector<std::uint8_t>(text.begin(), text.end()));
    m.add("ENDMAP");
    const wad::Archive archive = map_test::make_pwad(m, "room.wad");
    const map::Level level = map::load_level(archive, archive.maps().at(0));
    // The room is convex: one subsector, a seg on each wall.
    EXPECT_TRUE(level.nodes.empty());
    ASSERT_EQ(level.subsectors.size(), 1u);
    EXPECT_EQ(level.segs.size(), level.lines.size());
}

TEST(UdmfMapLoader, NoRejectLumpLoadsWithoutAWord) {
    // UDMF maps rarely carry REJECT; nobody can act on a warning about it.
    const wad::Archive archive = room_wad(room_text({}));
    ASSERT_FALSE(archive.maps().at(0).find("REJECT"));
    testing::internal::CaptureStderr();
    const map::Level level = map::load_level(archive, archive.maps().at(0));
    EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
    EXPECT_EQ(level.reject, std::vector<std::uint8_t>(1, 0));
}

TEST(UdmfMapLoader, BrokenZnodesAreRebuiltWithAWarning) {
    const std::string text = room_text({});
    std::vector<std::uint8_t> nodes = room_nodes();
    nodes.resize(nodes.size() - 3);  // cut short in the node count
    map_test::MapLumps m{"MAP01", {}};
    m.add("TEXTMAP", std::vector<std::uint8_t>(text.begin(), text.end()));
    m.add("ZNODES", nodes);
    m.add("ENDMAP");
    const wad::Archive archive = map_test::make_pwad(m, "room.wad");
    testing::internal::CaptureStderr();
    const map::Level level = map::load_level(archive, archive.maps().at(0));
    const std::string warned = testing::internal::GetCapturedStderr();
    EXPECT_EQ(warned.rfind("warning: room.wad: MAP01: ZNODES (XNOD): ", 0), 0u) << warned;
    EXPECT_NE(warned.find("; the nodes are rebuilt\n"), std::string::npos) << warned;
    ASSERT_EQ(level.subsectors.size(), 1u);
    EXPECT_EQ(level.segs.size(), 4u);
}

TEST(HexenFormatMap, WithoutNodesGetsOurs) {
    map_test::MapLumps m = map_test::square_room();
    std::vector<std::uint8_t> things, lines;
    map_test::append_s16(things, {0, 64, 64, 0, 90, 1, 0x7 | 0x100});
    for (int b = 0; b < 6; ++b) things.push_back(0);
    m.lump("THINGS") = things;
    // The room's walls, and a two-sided line across it at x = 32 (both
    // sides the room's sector): two convex halves.
    map_test::append_s16(m.lump("VERTEXES"), {32, 0, 32, 128});
    const int walls[][4] = {{0, 1, 0, -1}, {1, 2, 1, -1}, {2, 3, 2, -1}, {3, 0, 3, -1}, {4, 5, 0, 1}};
    for (const auto& w : walls) {
        map_test::append_s16(lines, {w[0], w[1], w[3] < 0 ? 1 : 4});
        for (int b = 0; b < 6; ++b) lines.push_back(0);
        map_test::append_s16(lines, {w[2], w[3]});
    }
    m.lump("LINEDEFS") = lines;
    for (const char* lump : {"NODES", "SEGS", "SSECTORS"}) m.remove(lump);
    m.add("BEHAVIOR", {'A', 'C', 'S', 0});
    const wad::Archive a = map_test::make_pwad(m, "hexen.wad");
    ASSERT_EQ(a.maps().at(0).format, wad::MapFormat::Hexen);
    const map::Level level = map::load_level(a, a.maps().at(0));
    ASSERT_EQ(level.nodes.size(), 1u);
    EXPECT_EQ(level.subsectors.size(), 2u);
    // The partition is the dividing line, whole: x = 32, from y 0 to 128.
    EXPECT_EQ(level.nodes[0].x, 32 << 16);
    EXPECT_EQ(level.nodes[0].dx, 0);
    EXPECT_EQ(std::abs(level.nodes[0].dy), 128 << 16);
    // 4 walls, two of them split, and both sides of the dividing line.
    EXPECT_EQ(level.segs.size(), 8u);
}

TEST(HexenFormatMap, ThingsAndLinesCarryIdsHeightsSpecialsAndArguments) {
    map_test::MapLumps m = map_test::square_room();
    std::vector<std::uint8_t> things;
    // tid 5, (64, 64), z 16, angle 90, player 1, flags easy|ambush|single|coop,
    // special 80 with arguments 1..5.
    map_test::append_s16(things, {5, 64, 64, 16, 90, 1, 0x1 | 0x8 | 0x100 | 0x200});
    for (int b : {80, 1, 2, 3, 4, 5}) things.push_back(static_cast<std::uint8_t>(b));
    m.lump("THINGS") = things;
    std::vector<std::uint8_t> lines;
    const int next[4] = {1, 2, 3, 0};
    for (int i = 0; i < 4; ++i) {
        // flags: blocking, repeatable, trigger 1 (use)
        map_test::append_s16(lines, {i, next[i], 1 | 0x200 | (1 << 10)});
        for (int b : {i == 0 ? 12 : 0, 7, 0, 0, 0, 0}) lines.push_back(static_cast<std::uint8_t>(b));
        map_test::append_s16(lines, {i, -1});
    }
    m.lump("LINEDEFS") = lines;
    m.add("BEHAVIOR", {'A', 'C', 'S', 0});
    const wad::Archive a = map_test::make_pwad(m);
    ASSERT_EQ(a.maps().at(0).format, wad::MapFormat::Hexen);
    const map::Level level = map::load_level(a, a.maps().at(0));
    EXPECT_EQ(level.extensions.ns, map::MapNamespace::Hexen);
    ASSERT_EQ(level.things.size(), 1u);
    EXPECT_EQ(level.things[0].x, 64);
    EXPECT_EQ(level.things[0].angle, 90);
    EXPECT_EQ(level.things[0].type, 1);
    EXPECT_EQ(level.things[0].options, 1 | 8 | 32);  // in single and co-op, not deathmatch
    const map::ThingExtension& t = level.extensions.things[0];
    EXPECT_EQ(t.id, 5);
    EXPECT_DOUBLE_EQ(t.height, 16);
    EXPECT_EQ(t.special, 80);
    EXPECT_EQ(t.args, (std::array<int, 5>{1, 2, 3, 4, 5}));
    EXPECT_EQ(t.skills, 3u);
    EXPECT_TRUE(t.flags[map::ThingBool::Coop]);
    EXPECT_FALSE(t.flags[map::ThingBool::Dm]);
    const map::LineExtension& l = level.extensions.lines[0];
    EXPECT_EQ(l.special, 12);
    EXPECT_EQ(l.args[0], 7);
    EXPECT_TRUE(l.flags[map::LineBool::PlayerUse]);
    EXPECT_TRUE(l.flags[map::LineBool::RepeatSpecial]);
    EXPECT_EQ(level.lines[0].flags, map::kLineBlocking);
    EXPECT_EQ(level.lines[0].special, 0);
    EXPECT_EQ(level.extensions.behavior.size(), 4u);
}

}  // namespace
