// Whole-program abuse: the info, demo and render commands fed PWADs with
// broken maps and pictures, damaged demos and hostile DeHackEd patches, as
// a stranger's files would be. Each run must end with one clear message
// (exit 1), or play on (exit 0): never a crash, a sanitizer report, an
// internal error or a hang.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <map>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "program_run.h"
#include "support/temp_dir.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace {

using app_tests::ProgramResult;
using Bytes = std::vector<std::uint8_t>;

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << "missing: " << (part) << "\nin:\n" << (text)

constexpr const char* kDemo = "monkey-freedoom2-map01-uv.lmp";  // 1400 tics on MAP01

// A PWAD of the given lumps, in order.
Bytes pwad(const std::vector<std::pair<std::string, Bytes>>& lumps) {
    Bytes out{'P', 'W', 'A', 'D'};
    const auto put32 = [&out](std::uint32_t v) {
        for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    };
    std::uint32_t data_size = 0;
    for (const auto& lump : lumps) data_size += static_cast<std::uint32_t>(lump.second.size());
    put32(static_cast<std::uint32_t>(lumps.size()));
    put32(12 + data_size);
    for (const auto& lump : lumps) out.insert(out.end(), lump.second.begin(), lump.second.end());
    std::uint32_t at = 12;
    for (const auto& [name, data] : lumps) {
        put32(at);
        put32(static_cast<std::uint32_t>(data.size()));
        std::string n = name;
        n.resize(8, '\0');
        out.insert(out.end(), n.begin(), n.end());
        at += static_cast<std::uint32_t>(data.size());
    }
    return out;
}

void put16(Bytes& bytes, std::size_t at, int value) {
    bytes.at(at) = static_cast<std::uint8_t>(value);
    bytes.at(at + 1) = static_cast<std::uint8_t>(value >> 8);
}

// MAP01 of freedoom2.wad (or another IWAD's map), lump by lump, for mutating.
class Map01 {
public:
    explicit Map01(const std::string& iwad = "freedoom2.wad", const std::string& name = "MAP01") : name_(name) {
        wad::Archive archive;
        archive.add_file(test_support::iwad(iwad));
        const wad::MapGroup* group = archive.find_map(name);
        for (std::size_t i = group->marker + 1; i < group->marker + 11; ++i) {
            const wad::Lump& lump = archive.lump(i);
            lumps_.emplace_back(lump.name, Bytes(lump.data.begin(), lump.data.end()));
        }
    }

    Bytes& lump(const std::string& name) {
        for (auto& [n, data] : lumps_)
            if (n == name) return data;
        throw std::invalid_argument("no lump " + name);
    }

    Bytes wad() const {
        std::vector<std::pair<std::string, Bytes>> all{{name_, {}}};
        all.insert(all.end(), lumps_.begin(), lumps_.end());
        return pwad(all);
    }

private:
    std::string name_;
    std::vector<std::pair<std::string, Bytes>> lumps_;
};

class HostileInput : public ::testing::Test {
protected:
    ProgramResult run(std::vector<std::string> args) {
        app_tests::ProgramRun r;
        r.args = std::move(args);
        r.cwd = dir.path();  // settings and saves stay in it too (program_run.h)
        r.timeout_seconds = 120;  // far beyond a whole demo under the sanitizers
        return app_tests::run_brimstone(r);
    }

    // Ends cleanly: played (0) or refused with one message naming `names` (1).
    void expect_handled(const ProgramResult& r, const std::string& what, const std::string& names = "") {
        SCOPED_TRACE(what);
        EXPECT_FALSE(r.timed_out) << "hung";
        EXPECT_EQ(r.signal, 0) << "killed by signal " << r.signal << "\n" << r.err;
        EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 1) << "exit " << r.exit_code << "\n" << r.err;
        EXPECT_EQ(r.err.find("AddressSanitizer"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("runtime error"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
        if (r.exit_code == 1) {
            EXPECT_NE(r.err.find("brimstone: "), std::string::npos) << r.err;
            if (!names.empty()) {
                EXPECT_HAS(r.err, names);
            }
        }
    }

    // The three commands on one PWAD.
    void run_all(const std::string& name, const Bytes& wad, const std::string& names) {
        const std::string file = dir.write(name, wad).string();
        const std::string iwad = test_support::iwad("freedoom2.wad").string();
        const std::string demo = (test_support::oracle_dir() / kDemo).string();
        expect_handled(run({"info", "--iwad", iwad, "--file", file}), name + " info");
        const auto played = run({"demo", demo, "--iwad", iwad, "--file", file});
        expect_handled(played, name + " demo", names);
        const auto drawn = run({"render", "--iwad", iwad, "--file", file, "--demo", demo, "--tic", "35", "--out",
                                (dir.path() / (name + ".png")).string()});
        expect_handled(drawn, name + " render", names);
    }

    test_support::TempDir dir;
};

TEST_F(HostileInput, BrokenMapReferencesAreRefusedByName) {
    // Each mutation names the lump it breaks; the message must too.
    const std::vector<std::tuple<std::string, std::string, std::function<void(Map01&)>>> cases{
        {"sidedef.wad", "LINEDEFS", [](Map01& m) { put16(m.lump("LINEDEFS"), 10, 30000); }},
        {"vertex.wad", "LINEDEFS", [](Map01& m) { put16(m.lump("LINEDEFS"), 0, 20000); }},
        {"sector.wad", "SIDEDEFS", [](Map01& m) { put16(m.lump("SIDEDEFS"), 28, 9999); }},
        {"nostart.wad", "no start for player 1",
         [](Map01& m) {
             Bytes& things = m.lump("THINGS");
             for (std::size_t at = 0; at + 10 <= things.size(); at += 10)
                 if (things[at + 6] == 1 && things[at + 7] == 0) put16(things, at + 6, 3004);  // a zombieman
         }},
    };
    for (const auto& [name, names, mutate] : cases) {
        Map01 map;
        mutate(map);
        run_all(name, map.wad(), names);
    }
}

TEST_F(HostileInput, BrokenNodesAndBlockmapsAreRebuiltAndThePlayGoesOn) {
    // Nodes that name what does not exist are the node builder's fault, not
    // the map's: ours replace them, with one warning naming file, map and
    // lump; the demo plays and the software view draws past its 35th tic.
    // A BLOCKMAP that cannot be right is rebuilt the same way.
    const std::vector<std::tuple<std::string, std::string, std::string, std::function<void(Map01&)>>> cases{
        {"segvertex.wad", "segvertex.wad: MAP01: SEGS entry 0 names vertex 25000", "; the nodes are rebuilt",
         [](Map01& m) { put16(m.lump("SEGS"), 2, 25000); }},
        {"nodechild.wad", "nodechild.wad: MAP01: NODES entry 0 names node 28672", "; the nodes are rebuilt",
         [](Map01& m) { put16(m.lump("NODES"), 24, 0x7000); }},
        {"blockmap.wad", "blockmap.wad: MAP01: BLOCKMAP cell 0 (x 0, y 0) starts at word 32767",
         "; the blockmap is rebuilt",
         [](Map01& m) { put16(m.lump("BLOCKMAP"), 8, 0x7fff); }},
    };
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    const std::string demo = (test_support::oracle_dir() / kDemo).string();
    for (const auto& [name, warning, rebuilt, mutate] : cases) {
        SCOPED_TRACE(name);
        Map01 map;
        mutate(map);
        const std::string file = dir.write(name, map.wad()).string();
        const std::string png = (dir.path() / (name + ".png")).string();
        for (const auto& r : {run({"demo", demo, "--iwad", iwad, "--file", file}),
                              run({"render", "--iwad", iwad, "--file", file, "--demo", demo, "--tic", "350", "--out",
                                   png})}) {
            expect_handled(r, name);
            EXPECT_EQ(r.exit_code, 0) << r.err;
            EXPECT_HAS(r.err, "warning: " + warning);
            EXPECT_HAS(r.err, rebuilt + "\n");
        }
        EXPECT_TRUE(std::filesystem::exists(png));
    }
}

TEST_F(HostileInput, MapsWithoutNodesPlayAndDraw) {
    // NODES, SEGS and SSECTORS emptied: our node builder makes the tree,
    // without a word; the monkey demos play on and the view draws.
    const std::vector<std::tuple<std::string, std::string, std::string>> maps{
        {"freedoom2.wad", "MAP01", kDemo}, {"freedoom1.wad", "E1M1", "monkey-freedoom1-e1m1-uv.lmp"}};
    for (const auto& [iwad_name, map_name, demo_name] : maps) {
        SCOPED_TRACE(map_name);
        Map01 map(iwad_name, map_name);
        for (const char* lump : {"NODES", "SEGS", "SSECTORS"}) map.lump(lump).clear();
        const std::string file = dir.write("nonodes.wad", map.wad()).string();
        const std::string iwad = test_support::iwad(iwad_name).string();
        const std::string demo = (test_support::oracle_dir() / demo_name).string();
        const std::string png = (dir.path() / (map_name + ".png")).string();
        for (const auto& r : {run({"demo", demo, "--iwad", iwad, "--file", file}),
                              run({"render", "--iwad", iwad, "--file", file, "--demo", demo, "--tic", "700", "--out",
                                   png, "--renderer", "software"})}) {
            expect_handled(r, map_name);
            EXPECT_EQ(r.exit_code, 0) << r.err;
            EXPECT_EQ(r.err.find("nodes"), std::string::npos) << r.err;
        }
        EXPECT_TRUE(std::filesystem::exists(png));
    }
}

TEST_F(HostileInput, RandomlyDamagedMapLumpsNeverCrash) {
    std::uint32_t seed = 20261125;
    const auto next = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return seed >> 8;
    };
    for (const char* lump : {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS", "SSECTORS", "NODES", "SECTORS",
                             "REJECT", "BLOCKMAP"}) {
        Map01 map;
        Bytes& bytes = map.lump(lump);
        for (int flips = 0; flips < 16; ++flips) bytes[next() % bytes.size()] = static_cast<std::uint8_t>(next());
        if (next() % 2) {
            const auto cut = static_cast<std::ptrdiff_t>(next() % (bytes.size() / 2 + 1));
            bytes.erase(bytes.end() - cut, bytes.end());
        }
        run_all(std::string("random-") + lump + ".wad", map.wad(), "");
    }
}

TEST_F(HostileInput, GarbagePatchIsRefusedNamingIt) {
    // BRICK is the patch of A-BRICK3, MAP01's most common wall texture; the
    // original takes the last lump of a patch's name, markers or not.
    Bytes garbage(300);
    for (std::size_t i = 0; i < garbage.size(); ++i) garbage[i] = static_cast<std::uint8_t>(i * 37 + 11);
    run_all("patch.wad", pwad({{"BRICK", garbage}}), "patch.wad: lump BRICK");
}

TEST_F(HostileInput, DamagedDemosEndCleanly) {
    const Bytes original = [] {
        std::ifstream in(test_support::oracle_dir() / kDemo, std::ios::binary);
        return Bytes(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }();
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    std::map<std::string, Bytes> demos;
    demos["cut.lmp"] = Bytes(original.begin(), original.begin() + 9);
    demos["version.lmp"] = original;
    demos["version.lmp"][0] = 200;
    demos["map33.lmp"] = original;
    demos["map33.lmp"][3] = 33;
    demos["noplayers.lmp"] = original;
    demos["noplayers.lmp"][9] = 0;
    demos["flipped.lmp"] = original;  // any commands are a playable demo
    for (std::size_t i = 13; i + 1 < original.size(); i += 97) demos["flipped.lmp"][i] ^= 0x5a;
    for (const auto& [name, bytes] : demos) {
        const std::string file = dir.write(name, bytes).string();
        expect_handled(run({"demo", file, "--iwad", iwad}), name, name == "flipped.lmp" ? "" : name);
    }
    const auto map33 = run({"demo", (dir.path() / "map33.lmp").string(), "--iwad", iwad});
    EXPECT_HAS(map33.err, "map33.lmp: the demo starts on MAP33, which the loaded WADs (freedoom2.wad) do not have");
    EXPECT_EQ(run({"demo", (dir.path() / "flipped.lmp").string(), "--iwad", iwad}).exit_code, 0);
}

TEST_F(HostileInput, StateMachinesThatNeverSettleStopWithTheirFrames) {
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    const std::string demo = (test_support::oracle_dir() / kDemo).string();
    const std::vector<std::pair<std::string, std::string>> patches{
        {"loop.deh", "Frame 10\nDuration = 0\nNext frame = 10\n"},
        {"raise.deh", "[CODEPTR]\nFRAME 10 = Raise\n"},
        {"chase.deh", "[CODEPTR]\nFRAME 184 = Chase\nFRAME 185 = Chase\nFRAME 186 = Chase\n"},
        {"playerloop.deh", "Frame 149\nDuration = 0\nNext frame = 150\n\nFrame 150\nDuration = 0\nNext frame = 149\n"},
    };
    for (const auto& [name, text] : patches) {
        const std::string file = dir.write(name, text).string();
        const auto r = run({"demo", demo, "--iwad", iwad, "--deh", file});
        expect_handled(r, name);
        if (r.exit_code == 1) {
            EXPECT_HAS(r.err, "(changed by " + file + ")");
        }
    }
    const auto loop = run({"demo", demo, "--iwad", iwad, "--deh", (dir.path() / "loop.deh").string()});
    EXPECT_EQ(loop.exit_code, 1);
    EXPECT_HAS(loop.err, "frames 10 (A_WeaponReady) -> 10 (A_WeaponReady)");
    EXPECT_HAS(loop.err, "lead back to themselves with 0 tics");  // the warning when the patch loads
}

TEST_F(HostileInput, DoomDemoOnDoomTwoIsNamed) {
    const std::string demo = (test_support::oracle_dir() / "freedoom1-demo1.lmp").string();
    const auto r = run({"demo", demo, "--iwad", test_support::iwad("freedoom2.wad").string()});
    expect_handled(r, "doom demo");
    // E1M? of freedoom1 becomes MAP0? on freedoom2: only an episode other
    // than 1 gives it away, so check what is said when it does.
    Bytes bytes;
    {
        std::ifstream in(demo, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    bytes[2] = 3;
    const std::string e3 = dir.write("e3.lmp", bytes).string();
    const auto warned = run({"demo", e3, "--iwad", test_support::iwad("freedoom2.wad").string()});
    expect_handled(warned, "episode 3 demo");
    EXPECT_HAS(warned.err, "e3.lmp: the demo names episode 3, so it was recorded with Doom, not Doom II");
}

TEST_F(HostileInput, UnknownRendererIsRefused) {
    const auto r = run({"--renderer", "opengl", "-iwad", "freedoom2.wad"});
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_HAS(r.err, "--renderer");
    EXPECT_HAS(r.err, "opengl");
}

TEST_F(HostileInput, ConfigProblemsAreSaidOnce) {
    const std::string config = dir.write("bad.toml", std::string("[video]\nwidht = 3\n")).string();
    const auto r = run({"info", "--iwad", test_support::iwad("freedoom2.wad").string(), "--config", config});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto first = r.err.find("widht");
    ASSERT_NE(first, std::string::npos) << r.err;
    EXPECT_EQ(r.err.find("widht", first + 1), std::string::npos) << r.err;
}

}  // namespace
