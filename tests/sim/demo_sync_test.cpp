// Plays every demo of tests/data/oracle/manifest.tsv and compares the state
// after each tic with the trace recorded from Chocolate Doom, line by line.
// Column 7 (the cosmetic random index) is not compared: it depends on
// screen wipes, which the simulation does not draw.
#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdlib>
#include <deque>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "sim/definitions.h"
#include "sim/demo.h"
#include "support/demo_runner.h"
#include "sim/game.h"
#include "sim/trace.h"
#include "sim/world.h"

namespace {

struct ManifestRow {
    std::string file;
    std::string iwad;
    int tics = 0;
};

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string cur;
    std::istringstream in(s);
    while (std::getline(in, cur, sep)) out.push_back(cur);
    return out;
}

std::vector<ManifestRow> read_manifest() {
    std::vector<ManifestRow> rows;
    std::ifstream in(std::string(BRIMSTONE_TEST_DATA) + "/oracle/manifest.tsv");
    std::string line;
    bool header = true;
    while (std::getline(in, line)) {
        if (header) {
            header = false;
            continue;
        }
        if (line.empty()) continue;
        const auto cols = split(line, '\t');
        if (cols.size() < 9) continue;
        ManifestRow row;
        row.file = cols[0];
        row.iwad = cols[1];
        row.tics = std::stoi(cols[8]);
        rows.push_back(row);
    }
    return rows;
}

// Gzipped text, one line at a time.
class GzLines {
public:
    explicit GzLines(const std::string& path) : file_(gzopen(path.c_str(), "rb")) {}
    ~GzLines() {
        if (file_) gzclose(file_);
    }
    GzLines(const GzLines&) = delete;
    GzLines& operator=(const GzLines&) = delete;
    bool ok() const { return file_ != nullptr; }
    bool next(std::string& line) {
        line.clear();
        char buf[1024];
        while (gzgets(file_, buf, sizeof buf)) {
            line += buf;
            if (!line.empty() && line.back() == '\n') {
                line.pop_back();
                return true;
            }
        }
        return !line.empty();
    }

private:
    gzFile file_;
};

const char* const kColumns[] = {"gametic", "leveltime", "gamestate", "ep", "map", "prnd", "rnd", "x", "y", "z",
                                "angle", "momx", "momy", "viewz", "health", "armor", "armortype", "weapon",
                                "ammo0", "ammo1", "ammo2", "ammo3", "kills", "items", "secrets", "playerstate",
                                "nmobj", "mobjhash", "secthash"};

// The first differing column (1-based), rnd included (the face's number
// and the sounds' pitch draws, see sim/sound_pitch.h); 0 if equal.
int first_difference(const std::string& ours, const std::string& theirs) {
    const auto a = split(ours, ' ');
    const auto b = split(theirs, ' ');
    const std::size_t n = std::max(a.size(), b.size());
    for (std::size_t i = 0; i < n; ++i) {
        if (i >= a.size() || i >= b.size() || a[i] != b[i]) return static_cast<int>(i) + 1;
    }
    return 0;
}

void PrintTo(const ManifestRow& row, std::ostream* os) { *os << row.file; }

class DemoSync : public ::testing::TestWithParam<ManifestRow> {};

TEST_P(DemoSync, MatchesTrace) {
    const ManifestRow& row = GetParam();
    const std::string oracle = std::string(BRIMSTONE_TEST_DATA) + "/oracle/";
    const test_support::IwadData& data = test_support::iwad_data(row.iwad);

    const sim::Demo demo = test_support::oracle_demo(row.file, data);
    ASSERT_EQ(static_cast<int>(demo.tics.size()), row.tics);

    const std::string stem = row.file.substr(0, row.file.size() - 4);
    GzLines trace(oracle + stem + ".trace.gz");
    ASSERT_TRUE(trace.ok()) << "cannot open " << stem << ".trace.gz";
    std::string expected;
    ASSERT_TRUE(trace.next(expected));
    ASSERT_EQ(expected.rfind('#', 0), 0u) << "trace has no header line";

    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);

    // BRIMSTONE_SYNC_CONTEXT=N also prints the N lines before a difference.
    const char* context_env = std::getenv("BRIMSTONE_SYNC_CONTEXT");
    const std::size_t context = context_env ? static_cast<std::size_t>(std::atoi(context_env)) : 0;
    std::deque<std::string> history;

    for (int tic = 0; tic < static_cast<int>(demo.tics.size()); ++tic) {
        sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]);
        const std::string ours = sim::trace_line(*world, tic);
        ASSERT_TRUE(trace.next(expected)) << "trace ends before tic " << tic;
        const int col = first_difference(ours, expected);
        if (col != 0) {
            const char* name = col <= 29 ? kColumns[col - 1] : "(extra)";
            std::string before;
            for (const std::string& h : history) before += "  both:   " + h + "\n";
            FAIL() << row.file << ": first difference at tic " << tic << ", column " << col << " (" << name
                   << ")\n" << before << "  ours:   " << ours << "\n  oracle: " << expected;
        }
        if (context) {
            history.push_back(ours);
            if (history.size() > context) history.pop_front();
        }
    }
    EXPECT_FALSE(trace.next(expected)) << "trace has more lines than the demo has tics";
    std::cout << row.file << ": vanilla limits run past: " << world->overflows.describe() << "\n";
}

std::string test_name(const ::testing::TestParamInfo<ManifestRow>& info) {
    std::string name = info.param.file.substr(0, info.param.file.size() - 4);
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(Oracle, DemoSync, ::testing::ValuesIn(read_manifest()), test_name);

}  // namespace
