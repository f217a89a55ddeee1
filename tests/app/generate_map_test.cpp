// `brimstone generate-map`, run as a user runs it. The expected counts are
// worked out by hand from the layout app/grid_map.h describes: C × R
// rooms, D = R(C - 1) + (C)(R - 1) doorways (one east and one north of a
// room where there is a neighbour); sectors C·R + D; linedefs: a room
// side is one wall, or wall, opening, wall where a doorway leaves it
// (2D such sides), and each doorway has two walls of its own, so
// 4·C·R + 2·2D + 2D; things: the monsters and the player's start.
//
// The nodes are checked beside zdbsp's for the same map: both trees must
// reach each of their subsectors exactly once and put every probe point
// inside a sector in that sector. dsda-doom and Woof, which build their own
// blockmap for the empty lump, must play a monkey.py demo on the map to
// its end, as we do.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "map/doom_map_loader.h"
#include "program_run.h"
#include "support/temp_dir.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace {

using app_tests::ProgramResult;

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "missing: " << (part) << "\nin:\n" << (text)

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::vector<std::uint8_t> read_bytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

map::Level load_map01(const std::filesystem::path& wad_path) {
    wad::Archive archive;
    archive.add_file(wad_path);
    return map::load_level(archive, archive.maps().at(0));
}

// The subsector a point falls in, walking the tree from the root with the
// original's side test (front when the point is right of the partition).
int subsector_at(const map::Level& level, std::int64_t x, std::int64_t y) {
    if (level.nodes.empty()) return 0;
    std::uint32_t child = static_cast<std::uint32_t>(level.nodes.size() - 1);
    for (;;) {
        const map::Node& n = level.nodes[child];
        const std::int64_t left = (std::int64_t{n.dy} >> 16) * ((x - n.x) >> 16);
        const std::int64_t right = ((y - n.y) >> 16) * (std::int64_t{n.dx} >> 16);
        child = n.children[right < left ? 0 : 1];
        if (child & map::kSubsectorBit) return static_cast<int>(child & ~map::kSubsectorBit);
    }
}

// Every subsector reached once from the root, every node once.
void expect_whole_tree(const map::Level& level, const std::string& who) {
    std::vector<int> reached(level.subsectors.size(), 0), visited(level.nodes.size(), 0);
    std::vector<std::uint32_t> stack{static_cast<std::uint32_t>(level.nodes.size() - 1)};
    while (!stack.empty()) {
        const std::uint32_t n = stack.back();
        stack.pop_back();
        ASSERT_LT(n, level.nodes.size()) << who;
        ASSERT_EQ(visited[n]++, 0) << who << ": node " << n << " reached twice";
        for (std::uint32_t child : level.nodes[n].children) {
            if (child & map::kSubsectorBit) {
                const std::uint32_t ss = child & ~map::kSubsectorBit;
                ASSERT_LT(ss, level.subsectors.size()) << who;
                ++reached[ss];
            } else {
                stack.push_back(child);
            }
        }
    }
    for (std::size_t i = 0; i < reached.size(); ++i) EXPECT_EQ(reached[i], 1) << who << ": subsector " << i;
}

// Runs a shell command line with its output in `log`; the exit status.
int shell(const std::string& command, const std::filesystem::path& log) {
    return std::system((command + " > '" + log.string() + "' 2>&1").c_str());
}

class GenerateMap : public ::testing::Test {
protected:
    ProgramResult run(std::vector<std::string> args) {
        app_tests::ProgramRun r;
        r.args = std::move(args);
        r.cwd = dir.path();
        r.env = {{"XDG_CONFIG_HOME", (dir.path() / "config").string()},
                 {"XDG_DATA_HOME", (dir.path() / "data").string()}};
        ProgramResult result = app_tests::run_brimstone(r);
        EXPECT_EQ(result.signal, 0) << result.err;
        return result;
    }
    void expect_clean_failure(const ProgramResult& r, const std::string& names) {
        EXPECT_EQ(r.exit_code, 1) << r.err;
        EXPECT_EQ(r.err.rfind("brimstone: ", 0), 0u) << r.err;
        EXPECT_HAS(r.err, names);
        EXPECT_EQ(r.err.find("AddressSanitizer"), std::string::npos) << r.err;
    }
    std::filesystem::path generate(const std::string& name, const std::string& grid, const std::string& monsters,
                                   const std::string& seed) {
        const ProgramResult r = run({"generate-map", name, "--grid", grid, "--monsters", monsters, "--seed", seed});
        EXPECT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(r.err, "");
        return dir.path() / name;
    }

    test_support::TempDir dir;
};

TEST_F(GenerateMap, TheDefaultMapIsAsLargeAsTheIssueAsks) {
    const ProgramResult r = run({"generate-map", "huge.wad"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // 60 × 60 rooms: D = 2 · 60 · 59 = 7080.
    EXPECT_HAS(r.out, "60x60 rooms (seed 1): 56880 linedefs, ");
    EXPECT_HAS(r.out, " 10680 sectors, 5001 things (5000 monsters)");
    const map::Level level = load_map01(dir.path() / "huge.wad");
    EXPECT_EQ(level.lines.size(), 56880u);
    EXPECT_EQ(level.sectors.size(), 10680u);
    EXPECT_EQ(level.things.size(), 5001u);
    // Past what the classic SEGS lump's 16-bit numbers hold: why NODES is XNOD.
    EXPECT_GT(level.segs.size(), 65535u);
    expect_whole_tree(level, "ours");
}

TEST_F(GenerateMap, SmallGridCountsLumpsAndLayout) {
    const auto wad_path = generate("small.wad", "7x5", "40", "3");
    // C = 7, R = 5: D = 5 · 6 + 7 · 4 = 58; sectors 35 + 58 = 93;
    // linedefs 4 · 35 + 6 · 58 = 488.
    const map::Level level = load_map01(wad_path);
    EXPECT_EQ(level.sectors.size(), 93u);
    EXPECT_EQ(level.lines.size(), 488u);
    ASSERT_EQ(level.things.size(), 41u);
    EXPECT_EQ(level.things[0].type, 1);  // the player's start first
    int exits = 0;
    for (const map::Line& l : level.lines) exits += l.special == 11 ? 1 : 0;
    EXPECT_EQ(exits, 1);
    // The lumps in the original's order, NODES extended, BLOCKMAP empty,
    // REJECT one bit per pair of sectors.
    wad::Archive archive;
    archive.add_file(wad_path);
    const std::vector<std::string> order{"MAP01", "THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                         "SSECTORS", "NODES", "SECTORS", "REJECT", "BLOCKMAP"};
    ASSERT_EQ(archive.lumps().size(), order.size());
    for (std::size_t i = 0; i < order.size(); ++i) EXPECT_EQ(archive.lump(i).name, order[i]);
    EXPECT_EQ(std::string(archive.lump(7).data.begin(), archive.lump(7).data.begin() + 4), "XNOD");
    EXPECT_EQ(archive.lump(10).data.size(), 0u);
    EXPECT_EQ(archive.lump(9).data.size(), (93u * 93u + 7) / 8);
}

TEST_F(GenerateMap, TheSameSeedGivesTheSameBytes) {
    const auto a = generate("a.wad", "6x6", "50", "9");
    const auto b = generate("b.wad", "6x6", "50", "9");
    const auto c = generate("c.wad", "6x6", "50", "10");
    EXPECT_EQ(read_bytes(a), read_bytes(b));
    EXPECT_NE(read_bytes(a), read_bytes(c));
}

TEST_F(GenerateMap, OurTreeAndZdbspsPutEveryPointInItsSector) {
    const auto ours_path = generate("ours.wad", "12x9", "150", "5");
    const auto zd_path = dir.path() / "zdbsp.wad";
    // Extended nodes, an empty blockmap and a zero reject, as ours; no
    // pruning, so sector numbers stay the same.
    ASSERT_EQ(shell("zdbsp -X -b -R -q -o '" + zd_path.string() + "' '" + ours_path.string() + "'",
                    dir.path() / "zdbsp.log"),
              0)
        << read_text(dir.path() / "zdbsp.log");
    const map::Level ours = load_map01(ours_path), theirs = load_map01(zd_path);
    expect_whole_tree(ours, "ours");
    expect_whole_tree(theirs, "zdbsp");
    ASSERT_EQ(ours.sectors.size(), theirs.sectors.size());
    // Every sector is a rectangle (a room or a doorway), so every point
    // inside its bounding box is in it. Probes every 16 units, 5 units off
    // the 8-unit lattice every vertex lies on, so none falls on a line.
    int probes = 0;
    std::vector<int> wrong(2, 0);
    for (std::size_t s = 0; s < ours.sectors.size(); ++s) {
        const map::BBox& box = ours.sectors[s].bbox;
        for (std::int64_t y = std::int64_t{box[map::kBoxBottom]} + (5 << 16); y < box[map::kBoxTop]; y += 16 << 16)
            for (std::int64_t x = std::int64_t{box[map::kBoxLeft]} + (5 << 16); x < box[map::kBoxRight];
                 x += 16 << 16) {
                ++probes;
                int k = 0;
                for (const map::Level* level : {&ours, &theirs}) {
                    const auto ss = static_cast<std::size_t>(subsector_at(*level, x, y));
                    wrong[static_cast<std::size_t>(k++)] += level->subsectors[ss].sector != static_cast<int>(s);
                }
            }
    }
    EXPECT_GT(probes, 10000);
    EXPECT_EQ(wrong[0], 0) << "ours, of " << probes << " probes";
    EXPECT_EQ(wrong[1], 0) << "zdbsp's, of " << probes << " probes";
    // The start is in the first room, sector 0 (rooms are numbered first, row by row).
    const map::Thing& start = ours.things[0];
    EXPECT_EQ(ours.subsectors[static_cast<std::size_t>(
                                  subsector_at(ours, std::int64_t{start.x} << 16, std::int64_t{start.y} << 16))]
                  .sector,
              0);
}

// A 300-tic monkey demo on a generated map, played to its end by us, by
// dsda-doom and by Woof (Debian puts both in /usr/games).
TEST_F(GenerateMap, PeersPlayADemoOnIt) {
    const auto wad_path = generate("play.wad", "10x8", "120", "2");
    const auto demo = dir.path() / "play.lmp";
    ASSERT_EQ(shell("python3 '" + std::string(BRIMSTONE_SOURCE_DIR) + "/tests/tools/monkey.py' '" + demo.string() +
                        "' --seed 4 --skill 3 --episode 1 --map 1 --tics 300",
                    dir.path() / "monkey.log"),
              0)
        << read_text(dir.path() / "monkey.log");
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    const ProgramResult ours =
        run({"-iwad", iwad, "-file", wad_path.string(), "-timedemo", demo.string(), "-nodraw"});
    EXPECT_EQ(ours.exit_code, 0) << ours.err;
    EXPECT_HAS(ours.out, "timed 300 gametics");
    const std::string env = "HOME='" + dir.path().string() + "' SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy ";
    for (const std::string peer : {"/usr/games/dsda-doom", "/usr/games/woof"}) {
        const auto log = dir.path() / "peer.log";
        // Both end -timedemo through their error exit, so the report, not
        // the status, says the demo ran.
        shell(env + peer + " -iwad '" + iwad + "' -file '" + wad_path.string() + "' -timedemo '" + demo.string() +
                  "' -nodraw -nosound -nomusic",
              log);
        EXPECT_HAS(read_text(log), "Timed 300 gametics") << peer;
    }
}

TEST_F(GenerateMap, BadRequestsFailWithOneMessage) {
    expect_clean_failure(run({"generate-map", "x.wad", "--grid", "1x5"}), "--grid: the columns must be 2 to 1000");
    expect_clean_failure(run({"generate-map", "x.wad", "--grid", "3x3", "--monsters", "100"}),
                         "generate-map: 100 monsters do not fit in 8 rooms of 9 spots each");
    expect_clean_failure(run({"generate-map", "x.wad", "--grid", "230x2", "--monsters", "0"}),
                         "generate-map: a grid 230 rooms wide passes the format's 32767-unit coordinates");
    expect_clean_failure(run({"generate-map", "x.wad", "--grid", "100x100", "--monsters", "0"}),
                         "generate-map: the grid needs 158800 linedefs; the map format numbers at most 65535");
    expect_clean_failure(run({"generate-map"}), "generate-map: missing OUT.wad");
    dir.write("taken.wad", std::string("x"));
    expect_clean_failure(run({"generate-map", "taken.wad", "--grid", "2x2", "--monsters", "1"}),
                         "taken.wad already exists; add --force to replace it");
    EXPECT_EQ(read_text(dir.path() / "taken.wad"), "x");
}

}  // namespace
