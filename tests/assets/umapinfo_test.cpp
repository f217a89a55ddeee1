// UMAPINFO parsing: every key of revision 2.2, merging, and bad entries
// refused with the line and column while the rest is kept.
#include "assets/umapinfo.h"

#include <gtest/gtest.h>

#include "assets/umapinfo_things.h"
#include "assets/wad_builder.h"
#include "base/log.h"

namespace {

using namespace assets;

struct Parsed {
    UmapInfo info;
    std::vector<UmapDiagnostic> diagnostics;
};
Parsed parse(std::string_view text) {
    base::set_log_quiet(true);
    Parsed p;
    parse_umapinfo(p.info, text, "test.wad: lump UMAPINFO", p.diagnostics);
    base::set_log_quiet(false);
    return p;
}

TEST(UmapInfo, MapNames) {
    EXPECT_EQ(parse_umap_name("MAP07"), (UmapName{true, 1, 7}));
    EXPECT_EQ(parse_umap_name("map7"), (UmapName{true, 1, 7}));
    EXPECT_EQ(parse_umap_name("MAP100"), (UmapName{true, 1, 100}));
    EXPECT_EQ(parse_umap_name("e5m12"), (UmapName{false, 5, 12}));
    EXPECT_EQ(parse_umap_name("E1M8")->lump(), "E1M8");
    EXPECT_EQ(parse_umap_name("MAP7")->lump(), "MAP07");
    for (const char* bad : {"MAP", "MAP00", "MAPxy", "E1", "EM1", "E1M", "E0M1", "START", "", "MAP-1", "E1M1X",
                            "E1501M155", "E100M1000"})
        EXPECT_FALSE(parse_umap_name(bad).has_value()) << bad;
}

TEST(UmapInfo, EveryKey) {
    const Parsed p = parse(R"(
// a comment
MAP MAP01
{
    levelname = "Entryway Redux"
    label = "ER"
    author = "Someone"
    levelpic = "cwilv00"
    next = "MAP05"
    nextsecret = "map31"
    skytexture = "sky3"
    music = "d_runnin"
    exitpic = "INTERPIC"
    enterpic = "WIMAP0"
    partime = 95
    nointermission = false
    intertext = "First line",
        "second line"
    intertextsecret = clear
    interbackdrop = "FLOOR4_8"
    intermusic = "D_READ_M"
    episode = "M_EPI1", "Knee-Deep", "k"
    bossaction = Fatso, 23, 666
    bossaction = arachnotron, 30, 667
    /* block
       comment */
}
)");
    EXPECT_TRUE(p.diagnostics.empty());
    ASSERT_EQ(p.info.maps.size(), 1u);
    const UmapEntry& e = p.info.maps[0];
    EXPECT_EQ(e.name, (UmapName{true, 1, 1}));
    EXPECT_EQ(e.levelname, "Entryway Redux");
    ASSERT_TRUE(e.label);
    EXPECT_FALSE(e.label->cleared);
    EXPECT_EQ(e.label->text, "ER");
    EXPECT_EQ(e.author, "Someone");
    EXPECT_EQ(e.levelpic, "CWILV00");
    EXPECT_EQ(e.next, (UmapName{true, 1, 5}));
    EXPECT_EQ(e.nextsecret, (UmapName{true, 1, 31}));
    EXPECT_EQ(e.skytexture, "SKY3");
    EXPECT_EQ(e.music, "D_RUNNIN");
    EXPECT_EQ(e.exitpic, "INTERPIC");
    EXPECT_EQ(e.enterpic, "WIMAP0");
    EXPECT_EQ(e.partime, 95);
    EXPECT_EQ(e.nointermission, false);
    ASSERT_TRUE(e.intertext);
    EXPECT_EQ(e.intertext->text, "First line\nsecond line");
    ASSERT_TRUE(e.intertextsecret);
    EXPECT_TRUE(e.intertextsecret->cleared);
    EXPECT_EQ(e.interbackdrop, "FLOOR4_8");
    EXPECT_EQ(e.intermusic, "D_READ_M");
    ASSERT_EQ(p.info.episodes.size(), 1u);
    EXPECT_FALSE(p.info.episodes_cleared);
    EXPECT_EQ(p.info.episodes[0].patch, "M_EPI1");
    EXPECT_EQ(p.info.episodes[0].name, "Knee-Deep");
    EXPECT_EQ(p.info.episodes[0].key, "k");
    EXPECT_EQ(p.info.episodes[0].start, (UmapName{true, 1, 1}));
    ASSERT_TRUE(e.boss_actions);
    ASSERT_EQ(e.boss_actions->size(), 2u);
    EXPECT_EQ((*e.boss_actions)[0].thing_type, 8);  // MT_FATSO
    EXPECT_EQ((*e.boss_actions)[0].special, 23);
    EXPECT_EQ((*e.boss_actions)[0].tag, 666);
    EXPECT_EQ((*e.boss_actions)[1].thing_type, 20);  // MT_BABY
    EXPECT_FALSE(e.ending.has_value());
}

TEST(UmapInfo, EndingsTheLastGivenWins) {
    const Parsed p = parse(R"(
MAP E1M8 { endgame = false }
MAP E2M8 { endgame = true }
MAP E3M8 { endbunny = true }
MAP E4M8 { endpic = "credit" endcast = true }
MAP E1M5 { endcast = true endpic = "CREDIT" nointermission = true }
)");
    EXPECT_TRUE(p.diagnostics.empty());
    ASSERT_EQ(p.info.maps.size(), 5u);
    EXPECT_EQ(p.info.maps[0].ending, UmapEnding::NotEnding);
    EXPECT_EQ(p.info.maps[1].ending, UmapEnding::Default);
    EXPECT_EQ(p.info.maps[2].ending, UmapEnding::Bunny);
    EXPECT_EQ(p.info.maps[3].ending, UmapEnding::Cast);
    EXPECT_EQ(p.info.maps[4].ending, UmapEnding::Picture);
    EXPECT_EQ(p.info.maps[4].endpic, "CREDIT");
    EXPECT_EQ(p.info.maps[4].nointermission, true);
}

TEST(UmapInfo, ClearsAndLaterEntriesMerge) {
    const Parsed p = parse(R"(
MAP MAP01 { episode = clear  episode = "WAD_EP1", "One", "o"  label = clear  bossaction = clear }
MAP MAP11 { episode = "WAD_EP2", "Two", "t"  levelname = "Old"  music = "D_DOOM" }
MAP map11 { levelname = "New" }
)");
    EXPECT_TRUE(p.diagnostics.empty());
    EXPECT_TRUE(p.info.episodes_cleared);
    ASSERT_EQ(p.info.episodes.size(), 2u);
    EXPECT_EQ(p.info.episodes[1].start, (UmapName{true, 1, 11}));
    const UmapEntry* one = p.info.find({true, 1, 1});
    ASSERT_NE(one, nullptr);
    EXPECT_TRUE(one->label->cleared);
    ASSERT_TRUE(one->boss_actions);
    EXPECT_TRUE(one->boss_actions->empty());
    const UmapEntry* eleven = p.info.find({true, 1, 11});
    ASSERT_NE(eleven, nullptr);
    EXPECT_EQ(eleven->levelname, "New");
    EXPECT_EQ(eleven->music, "D_DOOM");  // kept from the first entry
    EXPECT_EQ(p.info.maps.size(), 2u);
}

TEST(UmapInfo, ABadEntryIsRefusedAndTheRestKept) {
    const Parsed p = parse("MAP MAP01 { levelname = \"Good\" }\n"
                           "MAP MAP02 {\n"
                           "  levelname \"no equals\"\n"
                           "}\n"
                           "MAP MAP03 { partime = -5 }\n"
                           "MAP MAP04 { next = \"START\" }\n"
                           "MAP MAP05 { bossaction = Nobody, 23, 666 }\n"
                           "MAP MAP06 { bossaction = Fatso, 23, 0 }\n"
                           "MAP MAP07 { endgame = maybe }\n"
                           "MAP MAP08 { episode = \"A\", \"B\" }\n"
                           "MAP MAP09 { levelname = \"Also good\"  frobnicate = 12 }\n");
    ASSERT_EQ(p.info.maps.size(), 2u);
    EXPECT_EQ(p.info.maps[0].levelname, "Good");
    EXPECT_EQ(p.info.maps[1].levelname, "Also good");
    EXPECT_TRUE(p.info.episodes.empty());
    ASSERT_EQ(p.diagnostics.size(), 8u);
    EXPECT_EQ(to_string(p.diagnostics[0]),
              "test.wad: lump UMAPINFO:3:13: expected '=' after key levelname, found \"no equals\"; entry MAP02 ignored");
    EXPECT_EQ(p.diagnostics[1].line, 5);
    EXPECT_EQ(p.diagnostics[1].column, 23);
    EXPECT_EQ(p.diagnostics[2].line, 6);
    EXPECT_EQ(p.diagnostics[3].line, 7);
    EXPECT_NE(p.diagnostics[3].message.find("Nobody"), std::string::npos);
    EXPECT_EQ(p.diagnostics[4].line, 8);
    EXPECT_EQ(p.diagnostics[5].line, 9);
    EXPECT_EQ(p.diagnostics[6].line, 10);
    EXPECT_EQ(to_string(p.diagnostics[7]), "test.wad: lump UMAPINFO:11:38: unknown key frobnicate in entry MAP09 skipped");
}

// ID24's intermission keys name their lumps (INTERLEVEL JSON), read with
// the entry; an empty or over-long name is refused as any lump key's is.
TEST(UmapInfo, Id24IntermissionKeysNameTheirLumps) {
    const Parsed p = parse("MAP MAP01 { levelname = \"Hall\" enteranim = \"intranim\" exitanim = \"EXITANIM\" }\n"
                           "MAP MAP02 { enteranim = \"\" }\n");
    ASSERT_EQ(p.info.maps.size(), 1u);
    EXPECT_EQ(p.info.maps[0].levelname, "Hall");
    EXPECT_EQ(p.info.maps[0].enteranim, "INTRANIM");
    EXPECT_EQ(p.info.maps[0].exitanim, "EXITANIM");
    ASSERT_EQ(p.diagnostics.size(), 1u);
    EXPECT_EQ(p.diagnostics[0].line, 2);
    EXPECT_NE(p.diagnostics[0].message.find("key enteranim names no lump"), std::string::npos);
}

TEST(UmapInfo, BrokenLexemesAndTopLevelJunk) {
    {
        const Parsed p = parse("junk here MAP MAP01 { levelname = \"x\" }");
        ASSERT_EQ(p.info.maps.size(), 1u);
        ASSERT_EQ(p.diagnostics.size(), 1u);
        EXPECT_EQ(p.diagnostics[0].column, 1);
    }
    {
        const Parsed p = parse("MAP MAP01 { levelname = \"never closed }");
        EXPECT_TRUE(p.info.maps.empty());
        ASSERT_EQ(p.diagnostics.size(), 1u);
        EXPECT_NE(p.diagnostics[0].message.find("never closed"), std::string::npos);
    }
    {
        const Parsed p = parse("MAP MAP01 { levelname = \"x\" } /* open");
        EXPECT_EQ(p.info.maps.size(), 1u);
        ASSERT_EQ(p.diagnostics.size(), 1u);
        EXPECT_EQ(p.diagnostics[0].column, 31);
    }
    {
        const Parsed p = parse("MAP MAP01 { levelname = \"x\"");
        EXPECT_TRUE(p.info.maps.empty());
        ASSERT_EQ(p.diagnostics.size(), 1u);
        EXPECT_NE(p.diagnostics[0].message.find("the end of the lump"), std::string::npos);
    }
    {
        const Parsed p = parse(std::string("MAP MAP01 { levelname = \x01 }"));
        EXPECT_TRUE(p.info.maps.empty());
        ASSERT_EQ(p.diagnostics.size(), 1u);
        EXPECT_NE(p.diagnostics[0].message.find("\\x01"), std::string::npos);
    }
}

TEST(UmapInfo, ThingNamesFollowTheOriginalsNumbers) {
    EXPECT_EQ(umap_thing_type("DoomPlayer"), 0);
    EXPECT_EQ(umap_thing_type("baronofhell"), 15);   // MT_BRUISER
    EXPECT_EQ(umap_thing_type("Cyberdemon"), 21);    // MT_CYBORG
    EXPECT_EQ(umap_thing_type("SpiderMastermind"), 19);
    EXPECT_EQ(umap_thing_type("CommanderKeen"), 24);
    EXPECT_EQ(umap_thing_type("BrainStem"), 136);    // MT_MISC86, Doom's last
    EXPECT_EQ(umap_thing_type("MusicChanger"), 144);
    EXPECT_EQ(umap_thing_type("Deh_Actor_145"), 145);
    EXPECT_EQ(umap_thing_type("deh_actor_249"), 249);
    EXPECT_FALSE(umap_thing_type("Deh_Actor_250"));
    EXPECT_FALSE(umap_thing_type("Deh_Actor_100"));
    EXPECT_FALSE(umap_thing_type("Nobody"));
}

TEST(UmapInfo, LoadsEveryLumpOfTheStackInOrder) {
    wad::Archive a;
    a.add_file(wad::File::parse(
        "one.wad", asset_tests::WadBuilder().lump("UMAPINFO", asset_tests::Bytes().text("MAP MAP01 { levelname = \"A\" music = \"D_A\" }")).bytes()));
    EXPECT_TRUE(has_umapinfo(a));
    a.add_file(wad::File::parse(
        "two.wad", asset_tests::WadBuilder().lump("UMAPINFO", asset_tests::Bytes().text("MAP MAP01 { levelname = \"B\" } MAP MAP02 { x }")).bytes()));
    std::vector<UmapDiagnostic> diagnostics;
    base::set_log_quiet(true);
    const UmapInfo info = load_umapinfo(a, diagnostics);
    base::set_log_quiet(false);
    ASSERT_EQ(info.maps.size(), 1u);
    EXPECT_EQ(info.maps[0].levelname, "B");
    EXPECT_EQ(info.maps[0].music, "D_A");
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].source, "two.wad: lump UMAPINFO");

    wad::Archive none;
    none.add_file(wad::File::parse("three.wad", asset_tests::WadBuilder().lump("X").bytes()));
    EXPECT_FALSE(has_umapinfo(none));
}

}  // namespace
