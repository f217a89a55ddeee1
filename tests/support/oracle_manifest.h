#pragma once
// A reference folder's manifest.tsv (tests/data/oracle, tests/data/oracle-more):
// the demos, their IWADs and the tics that have reference frames.
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include "support/test_support.h"

namespace test_support {

struct OracleDemo {
    std::string file;  // NAME.lmp
    std::string iwad;
    int tics = 0;
    std::vector<int> frames;    // NAME-ticN.png exists for each N
    std::filesystem::path dir;  // the folder holding the manifest, the demo and its frames
    int skill = 0, episode = 0, map = 0, players = 0;  // as the demo's header should say
    std::string outcome;  // what the original reported at the end ("timed 2000 gametics")

    std::string name() const { return file.substr(0, file.rfind('.')); }
    std::filesystem::path demo_path() const { return dir / file; }
    std::filesystem::path frame_path(int tic) const { return dir / (name() + "-tic" + std::to_string(tic) + ".png"); }
};

// Names instead of byte dumps in gtest's messages.
inline void PrintTo(const OracleDemo& demo, std::ostream* os) { *os << demo.file; }

// Fails the calling test on a missing manifest or a malformed line.
std::vector<OracleDemo> read_oracle_manifest(const std::filesystem::path& dir = oracle_dir());

// One reference frame: its demo and tic.
struct OracleFrame {
    OracleDemo demo;
    int tic = 0;
    std::filesystem::path png() const { return demo.frame_path(tic); }
};
std::vector<OracleFrame> oracle_frames(const std::filesystem::path& dir = oracle_dir());

}  // namespace test_support
