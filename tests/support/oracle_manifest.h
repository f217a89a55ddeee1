#pragma once
// tests/data/oracle/manifest.tsv: the demos, their IWADs and the tics that
// have reference frames.
#include <string>
#include <vector>

namespace test_support {

struct OracleDemo {
    std::string file;  // NAME.lmp
    std::string iwad;
    int tics = 0;
    std::vector<int> frames;  // NAME-ticN.png exists for each N

    std::string name() const { return file.substr(0, file.rfind('.')); }
};

// Fails the calling test on a malformed line.
std::vector<OracleDemo> read_oracle_manifest();

// One reference frame: its demo and tic.
struct OracleFrame {
    OracleDemo demo;
    int tic = 0;
    std::string png() const { return demo.name() + "-tic" + std::to_string(tic) + ".png"; }
};
std::vector<OracleFrame> oracle_frames();

}  // namespace test_support
