#include "support/oracle_manifest.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace test_support {

std::vector<OracleDemo> read_oracle_manifest(const std::filesystem::path& dir) {
    const auto path = dir / "manifest.tsv";
    std::ifstream in(path);
    if (!in) ADD_FAILURE() << "cannot read " << path;
    std::vector<OracleDemo> rows;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        std::vector<std::string> cols;
        std::istringstream fields(line);
        for (std::string col; std::getline(fields, col, '\t');) cols.push_back(col);
        if (cols.size() < 10) {
            ADD_FAILURE() << "short manifest line in " << path << ": " << line;
            continue;
        }
        OracleDemo row{cols[0],          cols[1],          std::stoi(cols[8]), {}, dir,
                       std::stoi(cols[3]), std::stoi(cols[4]), std::stoi(cols[5]), std::stoi(cols[7]),
                       cols.size() > 10 ? cols[10] : ""};
        std::istringstream frames(cols[9]);
        for (std::string f; std::getline(frames, f, ',');) row.frames.push_back(std::stoi(f));
        rows.push_back(row);
    }
    return rows;
}

std::vector<OracleFrame> oracle_frames(const std::filesystem::path& dir) {
    std::vector<OracleFrame> out;
    for (const auto& demo : read_oracle_manifest(dir))
        for (int tic : demo.frames) out.push_back({demo, tic});
    return out;
}

}  // namespace test_support
