// DeHackEd / BEX patches: the Freedoom IWADs' own DEHACKED lumps, one
// hand-written patch touching every kind of section, and malformed input.
#include "sim/dehacked.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "support/quiet_log.h"
#include "sim/game_strings.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace {

using namespace sim;

using test_support::QuietLog;

std::string lump_text(const wad::Archive& archive, const std::string& name) {
    const wad::Lump& lump = archive.require(name);
    return std::string(reinterpret_cast<const char*>(lump.data.data()), lump.data.size());
}

// "Frame N" followed by "Sprite subnumber = V", read straight from the lump
// text so the expectation does not depend on the parser under test.
std::map<int, int> subnumbers_in(const std::string& text) {
    std::map<int, int> out;
    std::istringstream in(text);
    std::string line;
    int frame = -1;
    while (std::getline(in, line)) {
        int n = 0;
        if (std::sscanf(line.c_str(), "Frame %d", &n) == 1)
            frame = n;
        else if (frame >= 0 && std::sscanf(line.c_str(), "Sprite subnumber = %d", &n) == 1)
            out[frame] = n;
        else if (line.empty() || line == "\r")
            frame = -1;
    }
    return out;
}

bool mentions(const DehackedDiagnostic& d, const std::string& source, int line) {
    return d.source == source && d.line == line && to_string(d).starts_with(source + ":" + std::to_string(line) + ": ");
}

class FreedoomLump : public ::testing::TestWithParam<const char*> {};

TEST_P(FreedoomLump, AppliesWithoutDiagnostics) {
    wad::Archive archive;
    archive.add_file(test_support::iwad(GetParam()));
    Definitions defs;
    const auto diagnostics = apply_dehacked_lumps(defs, archive);
    for (const auto& d : diagnostics) ADD_FAILURE() << to_string(d);
    EXPECT_TRUE(diagnostics.empty());

    const std::map<int, int> expected = subnumbers_in(lump_text(archive, "DEHACKED"));
    const std::map<int, int> fullbright = {{185, 32773}, {419, 32773}, {685, 32773}, {687, 32773}, {689, 32773}};
    EXPECT_EQ(expected, fullbright);
    for (const auto& [frame, subnumber] : expected) {
        EXPECT_EQ(defs.states[frame].frame, subnumber) << "frame " << frame;
        EXPECT_EQ(defs.states[frame].sprite, kStates[frame].sprite) << "frame " << frame;
        EXPECT_EQ(defs.states[frame].tics, kStates[frame].tics) << "frame " << frame;
    }
    EXPECT_EQ(defs.states[S_POSS_ATK2].frame & kFrameMask, kStates[S_POSS_ATK2].frame);
    EXPECT_NE(defs.states[S_POSS_ATK2].frame & kFullBright, 0);

    EXPECT_EQ(game_string(defs, strings::kGotArmor), "Picked up a light armor vest.");
    EXPECT_EQ(defs.strings.at("HUSTR_E1M1"), "C1M1: Outer Prison");
    EXPECT_EQ(defs.strings.at("OB_MPFIST"), "%k punched %o to death.");
    EXPECT_TRUE(defs.strings.at("STARTUP5").starts_with("===="));
    EXPECT_EQ(defs.strings.at("NIGHTMARE"),
              "This is the highest skill level.\nNot recommended unless you're experienced.\n\n(Press Y to confirm)");
    EXPECT_EQ(defs.pars_doom1[(1 - 1) * 10 + 2], 120);  // par 1 2 120
    EXPECT_EQ(defs.pars_doom1[(3 - 1) * 10 + 9], 570);  // par 3 9 570
    EXPECT_EQ(defs.pars_doom2[32], 210);                // par 32 210
    EXPECT_EQ(defs.mobjinfo[MT_POSSESSED].spawn_health, kMobjInfo[MT_POSSESSED].spawn_health);
}

INSTANTIATE_TEST_SUITE_P(Iwads, FreedoomLump, ::testing::Values("freedoom1.wad", "freedoom2.wad"));

TEST(Dehacked, Freedoom1RenamesTheNoClippingCheats) {
    wad::Archive archive;
    archive.add_file(test_support::iwad("freedoom1.wad"));
    Definitions defs;
    EXPECT_TRUE(apply_dehacked_lumps(defs, archive).empty());
    EXPECT_EQ(defs.cheats.at("No Clipping 1"), "idclip");
    EXPECT_EQ(defs.cheats.at("No Clipping 2"), "idspispopd");
}

constexpr const char* kPatch = R"(Patch File for DeHackEd v3.0
# A comment before the header lines
Doom version = 19
Patch format = 6

Thing 1 (Player)
Hit points = 250
Bits = SOLID+SHOOTABLE|DROPOFF, PICKUP
Alert sound = 35

Thing 12 (Imp)
Speed = 12
Width = 1310720
Bits = 4194310

Frame 10
Duration = 99
Next frame = 11
Sprite number = 3
Sprite subnumber = 32770
Unknown 1 = 7

Weapon 3 (Chaingun)
Ammo type = 1
Deselect frame = 52
Select frame = 51

Ammo 2 (Cells)
Max ammo = 600
Per ammo = 40

Misc 0
Initial Health = 150
Initial Bullets = 25
Max Health = 300
Green Armor Class = 2
BFG Cells/Shot = 30
Monsters Infight = 221

Pointer 47 (Frame 2)
Codep Frame = 14

Sound 1
Value = 64
Zero 1 = 0

Text 21 11
Picked up a stimpack.Got a stim.

Text 4 4
TROOBOSS

Cheat 0
God mode = iddqq)"
                               "\xff"
                               R"(

[CODEPTR]
FRAME 3 = A_Light1
Frame 4 = FireShotgun
FRAME 5 = NULL

[PARS]
par 2 7 300
par 15 95  # a comment after the numbers

[STRINGS]
GOTARMOR = Armour \
           on.
HUSTR_1 = Entryway\nsecond line
)";

TEST(Dehacked, HandWrittenPatchChangesEachTable) {
    Definitions defs;
    const auto diagnostics = apply_dehacked(defs, kPatch, "test.deh");
    for (const auto& d : diagnostics) ADD_FAILURE() << to_string(d);

    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].spawn_health, 250);
    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].flags, MF_SOLID | MF_SHOOTABLE | MF_DROPOFF | MF_PICKUP);
    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].see_sound, sfx_telept);
    EXPECT_EQ(defs.mobjinfo[MT_TROOP].speed, 12);
    EXPECT_EQ(defs.mobjinfo[MT_TROOP].radius, 20 * base::kFracUnit);
    EXPECT_EQ(defs.mobjinfo[MT_TROOP].flags, MF_SOLID | MF_SHOOTABLE | MF_COUNTKILL);
    EXPECT_EQ(defs.mobjinfo[MT_TROOP].spawn_health, kMobjInfo[MT_TROOP].spawn_health);

    EXPECT_EQ(defs.states[10].tics, 99);
    EXPECT_EQ(defs.states[10].next_state, 11);
    EXPECT_EQ(defs.states[10].sprite, SPR_PISG);
    EXPECT_EQ(defs.states[10].frame, kFullBright | 2);
    EXPECT_EQ(defs.states[10].misc1, 7);

    // DeHackEd's Deselect is the raise state, Select the lower state.
    EXPECT_EQ(defs.weapons[wp_chaingun].ammo, am_shell);
    EXPECT_EQ(defs.weapons[wp_chaingun].up_state, 52);
    EXPECT_EQ(defs.weapons[wp_chaingun].down_state, 51);
    EXPECT_EQ(defs.weapons[wp_chaingun].ready_state, kWeaponInfo[wp_chaingun].ready_state);

    EXPECT_EQ(defs.max_ammo[am_cell], 600);
    EXPECT_EQ(defs.clip_ammo[am_cell], 40);

    EXPECT_EQ(defs.misc.initial_health, 150);
    EXPECT_EQ(defs.misc.initial_bullets, 25);
    EXPECT_EQ(defs.misc.max_health, 300);
    EXPECT_EQ(defs.misc.green_armor_class, 2);
    EXPECT_EQ(defs.misc.bfg_cells_per_shot, 30);
    EXPECT_TRUE(defs.misc.monsters_infight);
    EXPECT_EQ(defs.misc.max_armor, MiscRules{}.max_armor);

    // Pointer: frame 2 takes the action frame 14 had in the original table.
    EXPECT_EQ(defs.states[2].action, kStates[14].action);
    EXPECT_EQ(defs.states[2].action, Action::FirePistol);

    EXPECT_EQ(game_string(defs, strings::kGotStim), "Got a stim.");
    EXPECT_EQ(defs.sprite_names[SPR_TROO], "BOSS");
    EXPECT_EQ(defs.sprite_names[SPR_SHTG], "SHTG");  // untouched names stay the original's
    EXPECT_EQ(defs.cheats.at("God mode"), "iddqq");

    EXPECT_EQ(defs.states[3].action, Action::Light1);
    EXPECT_EQ(defs.states[4].action, Action::FireShotgun);
    EXPECT_EQ(defs.states[5].action, Action::None);

    EXPECT_EQ(defs.pars_doom1[(2 - 1) * 10 + 7], 300);
    EXPECT_EQ(defs.pars_doom2[15], 95);

    EXPECT_EQ(game_string(defs, strings::kGotArmor), "Armour on.");
    EXPECT_EQ(defs.strings.at("HUSTR_1"), "Entryway\nsecond line");
}

TEST(Dehacked, PointerCopiesFromTheOriginalTableNotThePatchedOne) {
    Definitions defs;
    const auto diagnostics = apply_dehacked(defs,
                                            "[CODEPTR]\nFRAME 14 = A_Light0\n\n"
                                            "Pointer 1 (Frame 20)\nCodep Frame = 14\n",
                                            "order.deh");
    EXPECT_TRUE(diagnostics.empty());
    EXPECT_EQ(defs.states[14].action, Action::Light0);
    EXPECT_EQ(defs.states[20].action, Action::FirePistol);
}

TEST(Dehacked, WindowsLineBreaksCountAsOneInText) {
    Definitions defs;
    const auto diagnostics =
        apply_dehacked(defs, "Text 5 3\r\nab\r\ncde\r\nf\r\n\r\nMisc 0\r\nMax Armor = 150\r\n", "crlf.deh");
    EXPECT_TRUE(diagnostics.empty());
    EXPECT_EQ(defs.strings.at("ab\ncd"), "e\nf");
    EXPECT_EQ(defs.misc.max_armor, 150);
}

// Found by the fuzzer: a Text header as the patch's last line, with no
// line break after it, once read past the end of the patch.
TEST(Dehacked, TextHeaderOnTheLastLineWithoutABreak) {
    Definitions defs;
    EXPECT_TRUE(apply_dehacked(defs, "Misc 0\nMax Armor = 150\nText 0 0", "end.deh").empty());
    EXPECT_EQ(defs.misc.max_armor, 150);
    const QuietLog quiet;
    const auto diagnostics = apply_dehacked(defs, "Text 1 1", "short.deh");
    ASSERT_EQ(diagnostics.size(), 1u);
    EXPECT_EQ(diagnostics[0].line, 1);
    EXPECT_NE(diagnostics[0].message.find("needs 2 characters but the patch has 0 left"), std::string::npos)
        << diagnostics[0].message;
}

TEST(Dehacked, MalformedLinesAreReportedAndSkipped) {
    const QuietLog quiet;
    Definitions defs;
    const std::string patch =
        "Patch File for DeHackEd v3.0\n"  // 1
        "\n"                              // 2
        "Thing 1\n"                       // 3
        "Hit points = 300\n"              // 4
        "Bogus field = 3\n"               // 5: unknown field
        "Mass = heavy\n"                  // 6: not a number
        "Bits = SOLID+WIBBLE\n"           // 7: unknown flag
        "Initial frame = 70000\n"         // 8: past the most states a patch may add
        "Reaction time 8\n"               // 9: no '='
        "\n"                              // 10
        "Frame 99999\n"                   // 11: out of range
        "Duration = 1\n"                  // 12: ignored with its section
        "\n"                              // 13
        "Frame 10\n"                      // 14
        "Next frame = 65536\n"            // 15: past the most states
        "Duration = 4\n"                  // 16
        "\n"                              // 17
        "Frobnicate 3\n"                  // 18: unknown section
        "Speed = 3\n"                     // 19: skipped with it
        "\n"                              // 20
        "Misc 0\n"                        // 21
        "Monsters Infight = 7\n"          // 22
        "\n"                              // 23
        "[CODEPTR]\n"                     // 24
        "FRAME 1 = A_FireRailgun\n"       // 25: not an action of this engine
        "\n"                              // 26
        "[PARS]\n"                        // 27
        "par 5 1 30\n"                    // 28: no such episode
        "\n"                              // 29
        "Weapon 3\n"                      // 30
        "Ammo type = 4\n"                 // 31: NUMAMMO is not an ammo type
        "\n"                              // 32
        "Text 4 400\n"                    // 33: runs past the end
        "TROOBOSS\n";
    const auto diagnostics = apply_dehacked(defs, patch, "bad.deh");

    std::vector<int> lines;
    for (const auto& d : diagnostics) {
        EXPECT_TRUE(mentions(d, "bad.deh", d.line)) << to_string(d);
        EXPECT_FALSE(d.message.empty());
        lines.push_back(d.line);
    }
    EXPECT_EQ(lines, (std::vector<int>{5, 6, 7, 8, 9, 11, 15, 18, 22, 25, 28, 31, 33}));

    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].spawn_health, 300);
    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].mass, kMobjInfo[MT_PLAYER].mass);
    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].flags, kMobjInfo[MT_PLAYER].flags);
    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].spawn_state, kMobjInfo[MT_PLAYER].spawn_state);
    EXPECT_EQ(defs.states[10].next_state, kStates[10].next_state);
    EXPECT_EQ(defs.states[10].tics, 4);
    EXPECT_EQ(defs.states[1].action, kStates[1].action);
    EXPECT_EQ(defs.weapons[wp_chaingun].ammo, kWeaponInfo[wp_chaingun].ammo);
    EXPECT_FALSE(defs.misc.monsters_infight);
    EXPECT_EQ(defs.pars_doom1, Definitions{}.pars_doom1);
    EXPECT_EQ(defs.sprite_names[SPR_TROO], "TROO");
    EXPECT_EQ(defs.states.size(), kStates.size());  // nothing grew for the refused numbers
    EXPECT_NE(diagnostics.back().message.find("needs 404 characters"), std::string::npos);
}

TEST(Dehacked, AQuotedLineIsShortAndPrintable) {
    const QuietLog quiet;
    Definitions defs;
    std::string line = "Bogus\x01\x1b[31m";
    line.append(2 * 1024 * 1024, 'x');
    const auto diagnostics = apply_dehacked(defs, "Thing 1\n" + line + "\n", "long.deh");
    ASSERT_EQ(diagnostics.size(), 1u);
    const std::string& message = diagnostics[0].message;
    EXPECT_LT(message.size(), 200u) << message.substr(0, 300);
    EXPECT_NE(message.find("'Bogus\\x01\\x1b[31mxxx"), std::string::npos) << message;
    EXPECT_NE(message.find("(" + std::to_string(line.size()) + " characters)"), std::string::npos) << message;
    for (const char c : message) EXPECT_GE(static_cast<unsigned char>(c), 0x20) << message;
}

TEST(Dehacked, ArbitraryBytesAreRejectedByLine) {
    const QuietLog quiet;
    std::string noise;
    unsigned seed = 12345;
    for (int i = 0; i < 20000; ++i) {
        seed = seed * 1103515245 + 12345;
        const char pick[] = "Thing Frame Text Pointer 9 (Frame 999999999999) = -0x[STRINGS]\\\n#\r\xff\0 par";
        noise += pick[(seed >> 16) % (sizeof pick - 1)];
    }
    // What is not applied is named: the patch, and a line that exists (0
    // for findings about the whole patch).
    auto expect_named = [](const std::vector<DehackedDiagnostic>& found, const std::string& text,
                           const std::string& source) {
        const int lines = 1 + static_cast<int>(std::count(text.begin(), text.end(), '\n') +
                                               std::count(text.begin(), text.end(), '\r'));
        for (const DehackedDiagnostic& d : found) {
            EXPECT_GE(d.line, 0) << to_string(d);
            EXPECT_LE(d.line, lines) << to_string(d);
            EXPECT_FALSE(d.message.empty()) << to_string(d);
            EXPECT_TRUE(d.line == 0 || mentions(d, source, d.line)) << to_string(d);
        }
    };
    Definitions defs;
    const auto found = apply_dehacked(defs, noise, "noise.deh");
    EXPECT_FALSE(found.empty());
    expect_named(found, noise, "noise.deh");
    // The same bytes are read the same way each time.
    Definitions again;
    const auto found_again = apply_dehacked(again, noise, "noise.deh");
    ASSERT_EQ(found_again.size(), found.size());
    for (std::size_t i = 0; i < found.size(); ++i) EXPECT_EQ(to_string(found_again[i]), to_string(found[i]));
    // Lengths no text can have are refused on their own line.
    for (const auto& [text, source] : {std::pair<std::string, std::string>{"Text 99999999999999999999 1\nab", "huge.deh"},
                                       {"Text -1 3\nabc", "negative.deh"}}) {
        const auto refused = apply_dehacked(defs, text, source);
        ASSERT_FALSE(refused.empty()) << source;
        EXPECT_TRUE(mentions(refused.front(), source, 1)) << to_string(refused.front());
        expect_named(refused, text, source);
    }
}

}  // namespace

// ID24HACKED (the 2024 re-release's DeHackEd) is not read yet: a patch
// using it gets one message naming what it skipped, with the line that
// first showed it, and everything else in the patch still applies. The
// field names are the ID24 specification's.
TEST(Dehacked, Id24HackedIsNamedInOneMessageAndTheRestApplies) {
    const QuietLog quiet;
    Definitions defs;
    const std::string patch =
        "Patch File for DeHackEd v3.0\n"  // 1
        "Doom version = 2024\n"           // 2
        "\n"                              // 3
        "Thing 1\n"                       // 4
        "Hit points = 77\n"               // 5
        "Pickup item type = 3\n"          // 6: ID24 field
        "ID24 Bits = 0\n"                 // 7: ID24 field
        "\n"                              // 8
        "Thing -2\n"                      // 9: an ID24 entry
        "Hit points = 5\n"                // 10: skipped with it
        "\n"                              // 11
        "Weapon 9\n"                      // 12: past the original's weapons
        "Slot = 3\n"                      // 13
        "\n"                              // 14
        "Ammo 0\n"                        // 15
        "Max ammo = 250\n"                // 16
        "Initial ammo = 5\n"              // 17: ID24 field
        "Pickup item type = 1\n";         // 18: a Thing field, not an Ammo one
    const auto diagnostics = apply_dehacked(defs, patch, "id24.deh");
    ASSERT_EQ(diagnostics.size(), 2u);
    EXPECT_EQ(diagnostics[0].line, 18);
    EXPECT_NE(diagnostics[0].message.find("unknown Ammo field 'Pickup item type'"), std::string::npos);
    const DehackedDiagnostic& id24 = diagnostics[1];
    EXPECT_EQ(id24.line, 2);
    for (const char* part : {"ID24HACKED", "'Doom version = 2024'", "3 lines of its fields skipped",
                             "Thing 'Pickup item type'", "Thing 'ID24 Bits'", "Ammo 'Initial ammo'", "Thing -2",
                             "Weapon 9"})
        EXPECT_NE(id24.message.find(part), std::string::npos) << part << " in " << id24.message;
    EXPECT_EQ(defs.mobjinfo[MT_PLAYER].spawn_health, 77);
    EXPECT_EQ(defs.max_ammo[am_clip], 250);
}

// Without 'Doom version = 2024' a weapon past the original's is out of
// range, as before; a negative thing number is still ID24's numbering.
TEST(Dehacked, Id24NumberingWithoutTheDeclaration) {
    const QuietLog quiet;
    Definitions defs;
    const auto diagnostics = apply_dehacked(defs, "Weapon 9\nSlot = 3\n\nThing -4\nHit points = 1\n", "old.deh");
    ASSERT_EQ(diagnostics.size(), 2u);
    EXPECT_EQ(diagnostics[0].line, 1);
    EXPECT_NE(diagnostics[0].message.find("Weapon 9 is out of range"), std::string::npos) << diagnostics[0].message;
    EXPECT_EQ(diagnostics[1].line, 4);
    EXPECT_NE(diagnostics[1].message.find("new entries skipped with their sections (Thing -4)"), std::string::npos)
        << diagnostics[1].message;
    EXPECT_EQ(diagnostics[1].message.find("Doom version"), std::string::npos);
}
