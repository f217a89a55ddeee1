// The program's command line, run as a user runs it: the info and bench
// subcommands on both Freedoom IWADs, classic and GNU option spellings, and
// one clear message with a failing exit status for every bad input.
//
// Expected numbers come from the WAD directories, read with Python (see
// tests/wad/archive_test.cpp for the namespace rules):
//   freedoom1.wad: 3081 lumps; global 996, sprites 848, flats 239, patches 998; maps E1M1..E4M9
//   freedoom2.wad: 3649 lumps; global 950, sprites 1461, flats 239, patches 999; maps MAP01..MAP32
//   line/sector/seg counts = LINEDEFS size / 14, SECTORS size / 26, SEGS size / 12:
//     E1M1 812/133/1392, E4M9 3869/652/5994, MAP01 1069/198/1838, MAP32 756/152/1191
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "base/file_io.h"
#include "program_run.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

using app_tests::ProgramResult;

std::vector<std::string> doom2_maps() {
    std::vector<std::string> names;
    for (int m = 1; m <= 32; ++m) {
        char n[8];
        std::snprintf(n, sizeof n, "MAP%02d", m);
        names.push_back(n);
    }
    return names;
}

std::vector<std::string> doom1_maps() {
    std::vector<std::string> names;
    for (int e = 1; e <= 4; ++e)
        for (int m = 1; m <= 9; ++m) names.push_back("E" + std::to_string(e) + "M" + std::to_string(m));
    return names;
}

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "missing: " << (part) << "\nin:\n" << (text)

// Each test runs the program in a fresh directory with no user settings and
// IWAD search left to the system folders.
class Cli : public ::testing::Test {
protected:
    // `system_data_dirs`: leave XDG_DATA_DIRS as the system has it, where
    // the Vulkan loader finds its drivers.
    ProgramResult run(std::vector<std::string> args, bool system_data_dirs = false) {
        app_tests::ProgramRun r;
        r.args = std::move(args);
        r.cwd = dir.path();
        r.env = {{"XDG_CONFIG_HOME", (dir.path() / "config").string()},
                 {"XDG_DATA_HOME", (dir.path() / "data").string()},
                 {"XDG_DATA_DIRS", (dir.path() / "data-dirs").string()},
                 {"DOOMWADDIR", std::nullopt},
                 {"DOOMWADPATH", std::nullopt}};
        if (system_data_dirs) r.env.erase("XDG_DATA_DIRS");
        ProgramResult result = app_tests::run_brimstone(r);
        EXPECT_EQ(result.signal, 0) << "brimstone was killed by a signal\n" << result.err;
        return result;
    }
    // A bad-input failure: exit status 1 and one "brimstone: ..." line.
    void expect_clean_failure(const ProgramResult& r, const std::string& names) {
        EXPECT_EQ(r.exit_code, 1) << r.err;
        EXPECT_EQ(r.err.rfind("brimstone: ", 0), 0u) << r.err;
        EXPECT_HAS(r.err, names);
        EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("AddressSanitizer"), std::string::npos) << r.err;
    }
    std::string truncated_wad() {
        // The first 11 bytes of a real IWAD: one byte short of a header.
        auto bytes = std::vector<std::uint8_t>{'I', 'W', 'A', 'D', 0x09, 0x0C, 0, 0, 0x70, 0x93, 0x9F};
        return dir.write("cut.wad", bytes).string();
    }
    std::string pwad_with_map01() {
        // One map marker and its ten one-byte lumps: 12 + 10 + 11 * 16 bytes.
        std::vector<std::uint8_t> b{'P', 'W', 'A', 'D', 11, 0, 0, 0, 22, 0, 0, 0};
        b.resize(22, 0);
        const char* names[] = {"MAP01", "THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                               "SSECTORS", "NODES", "SECTORS", "REJECT", "BLOCKMAP"};
        for (int i = 0; i < 11; ++i) {
            const std::uint8_t offset = static_cast<std::uint8_t>(i == 0 ? 0 : 11 + i);
            b.insert(b.end(), {offset, 0, 0, 0, static_cast<std::uint8_t>(i == 0 ? 0 : 1), 0, 0, 0});
            std::string n(names[i]);
            n.resize(8, '\0');
            b.insert(b.end(), n.begin(), n.end());
        }
        return dir.write("mod.wad", b).string();
    }

    test_support::TempDir dir;
};

TEST_F(Cli, InfoDescribesFreedoom2) {
    const auto r = run({"info", "--iwad", test_support::iwad("freedoom2.wad").string()});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_HAS(r.out, "game: Freedoom: Phase 2\n");
    EXPECT_HAS(r.out, "freedoom2.wad (IWAD, 3649 lumps, ");
    EXPECT_HAS(r.out, "maps (32):");
    for (const auto& m : doom2_maps()) EXPECT_HAS(r.out, " " + m);
    EXPECT_HAS(r.out, "lumps: 3649 in all; global 950 sprites 1461 flats 239 patches 999 textures 0 hires 0");
}

TEST_F(Cli, InfoUdmfSupportPrintsTheCommittedTableWithoutAnIwad) {
    // No IWAD can be found here (DOOMWADDIR unset, XDG_DATA_DIRS empty): the
    // table needs none.
    const auto r = run({"info", "--udmf-support"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_EQ(r.out, base::read_text_file(std::filesystem::path(BRIMSTONE_SOURCE_DIR) / "docs" / "udmf-support.md"));
}

TEST_F(Cli, ClassicSpellingAndBareName) {
    const auto r = run({"info", "-iwad", "freedoom1.wad"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_HAS(r.out, "game: Freedoom: Phase 1\n");
    EXPECT_HAS(r.out, "freedoom1.wad (IWAD, 3081 lumps, ");
    EXPECT_HAS(r.out, "maps (36):");
    for (const auto& m : doom1_maps()) EXPECT_HAS(r.out, " " + m);
    EXPECT_HAS(r.out, "lumps: 3081 in all; global 996 sprites 848 flats 239 patches 998");
}

TEST_F(Cli, LongFormWithEqualsSign) {
    const auto r = run({"info", "--iwad=freedoom1.wad"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_HAS(r.out, "game: Freedoom: Phase 1\n");
}

TEST_F(Cli, PwadStacksOverTheIwad) {
    const std::string mod = pwad_with_map01();
    const auto r = run({"info", "-iwad", "freedoom2.wad", "-file", mod});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_HAS(r.out, "  1: " + mod + " (PWAD, 11 lumps, 198 bytes)");
    EXPECT_HAS(r.out, "maps (32):");  // MAP01 replaced, not added
    EXPECT_HAS(r.out, "lumps: 3660 in all; global 961");
}

TEST_F(Cli, MissingFileIsNamed) {
    const auto r = run({"info", "--iwad", "freedoom2.wad", "--file", "missing.wad"});
    expect_clean_failure(r, "missing.wad");
    EXPECT_HAS(r.err, "cannot open");
}

TEST_F(Cli, MissingIwadIsNamed) {
    const auto r = run({"info", "--iwad", "brimstone-no-such.wad"});
    expect_clean_failure(r, "brimstone-no-such.wad: IWAD not found");
}

TEST_F(Cli, TruncatedIwadIsNamed) {
    const std::string cut = truncated_wad();
    const auto r = run({"info", "--iwad", cut});
    expect_clean_failure(r, cut + ": too short for a WAD header (11 bytes, need 12)");
}

TEST_F(Cli, TruncatedPwadIsNamed) {
    const std::string cut = truncated_wad();
    const auto r = run({"info", "--iwad", "freedoom2.wad", "--file", cut});
    expect_clean_failure(r, cut + ": too short for a WAD header");
    EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST_F(Cli, PwadAsIwadIsRefused) {
    const std::string mod = pwad_with_map01();
    const auto r = run({"info", "--iwad", mod});
    expect_clean_failure(r, mod + ": is a PWAD, not an IWAD");
}

TEST_F(Cli, HelpListsTheClassicOptions) {
    const auto r = run({"--help"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_HAS(r.out, "-playdemo");
    EXPECT_HAS(r.out, "-warp");
    EXPECT_HAS(r.out, "-iwad");
    EXPECT_HAS(r.out, "-file");
    EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST_F(Cli, UnknownOptionIsNamed) {
    const auto r = run({"info", "--frobnicate"});
    expect_clean_failure(r, "--frobnicate");
    EXPECT_TRUE(r.out.empty()) << r.out;
}

TEST_F(Cli, UnknownBenchmarkIsNamed) {
    const auto r = run({"bench", "warp-speed"});
    expect_clean_failure(r, "warp-speed");
}

TEST_F(Cli, BenchLoadTimesEveryMapOfBothIwads) {
    const auto r = run({"bench", "load"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    for (const auto& m : doom1_maps()) EXPECT_HAS(r.out, "\n  " + m + " ");
    for (const auto& m : doom2_maps()) EXPECT_HAS(r.out, "\n  " + m + " ");
    EXPECT_HAS(r.out, "freedoom1.wad: opened in ");
    EXPECT_HAS(r.out, "(3081 lumps)");
    EXPECT_HAS(r.out, "(3649 lumps)");
    EXPECT_HAS(r.out, "freedoom1.wad: 36 maps loaded in ");
    EXPECT_HAS(r.out, "freedoom2.wad: 32 maps loaded in ");
    EXPECT_HAS(r.out, "(812 lines, 133 sectors, 1392 segs)");    // E1M1
    EXPECT_HAS(r.out, "(3869 lines, 652 sectors, 5994 segs)");   // E4M9
    EXPECT_HAS(r.out, "(1069 lines, 198 sectors, 1838 segs)");   // MAP01
    EXPECT_HAS(r.out, "(756 lines, 152 sectors, 1191 segs)");    // MAP32
}

TEST_F(Cli, BenchNodesComparesEveryMapWithZdbsp) {
    const auto r = run({"bench", "nodes"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    for (const auto& m : doom1_maps()) EXPECT_HAS(r.out, "\n" + m + " ");
    for (const auto& m : doom2_maps()) EXPECT_HAS(r.out, "\n" + m + " ");
    // zdbsp is installed (scripts/setup.sh): every figure of its side is there.
    EXPECT_EQ(r.out.find("missing"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("not installed"), std::string::npos) << r.out;
    EXPECT_HAS(r.out, "freedoom1.wad: 36 maps, ours ");
    EXPECT_HAS(r.out, "freedoom2.wad: 32 maps, ours ");
    EXPECT_EQ(r.out.find("ratio -"), std::string::npos) << r.out;
}

// Timed like with like: both sides' frame rate and CPU time per frame, and
// both ratios (dsda-doom and xvfb are installed by scripts/setup.sh; the
// Vulkan device is lavapipe where there is no GPU). dsda-doom plays the
// whole demo, so the shortest oracle demo is the one timed.
TEST_F(Cli, BenchRenderVulkanTimesBothSidesInFramesAndCpu) {
    const auto r =
        run({"bench", "render", "--renderer", "vulkan", "--demo", "freedoom1-demo3.lmp", "--tics", "4"}, true);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_HAS(r.out, "fps 1080 view ms  gpu ms  cpu ms fps 2160");
    EXPECT_HAS(r.out, "|  dsda gl  cpu ms |   fps   cpu\n");
    EXPECT_HAS(r.out, "(median of 1 run(s), ours and the peer's in turn.");
    const std::size_t at = r.out.find("\nfreedoom1-demo3.lmp ");
    ASSERT_NE(at, std::string::npos) << r.out;
    const std::string row = r.out.substr(at + 1, r.out.find('\n', at + 1) - at - 1);
    // Twelve cells: the name, eight of ours, two of the peer's, two ratios.
    std::vector<std::string> cells;
    for (std::size_t i = 0; i < row.size();) {
        const std::size_t end = std::min(row.find(' ', i), row.size());
        if (end > i && row.substr(i, end - i) != "|") cells.push_back(row.substr(i, end - i));
        i = end + 1;
    }
    ASSERT_EQ(cells.size(), 12u) << row;
    for (std::size_t i = 1; i < cells.size(); ++i) {
        if (i == 3 || i == 7) continue;  // gpu ms: "-" where the device has no timestamps
        EXPECT_GT(std::stod(cells[i]), 0.0) << "cell " << i << " of: " << row;
    }
    EXPECT_EQ(r.out.find("dsda-doom:"), std::string::npos) << r.out;
}

TEST_F(Cli, BadSettingValueWarnsAndStillRuns) {
    const auto r = run({"info", "--iwad", "freedoom2.wad", "--set", "video.width=abc"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_HAS(r.err, "video.width");
    EXPECT_HAS(r.err, "abc");
    EXPECT_HAS(r.out, "game: Freedoom: Phase 2\n");
}

}  // namespace
