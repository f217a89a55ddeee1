#include "support/test_support.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace test_support {

std::filesystem::path iwad(const std::string& name) {
    for (const char* dir : {"/usr/share/games/doom", "/usr/local/share/games/doom"}) {
        std::filesystem::path p = std::filesystem::path(dir) / name;
        if (std::filesystem::exists(p)) return p;
    }
    ADD_FAILURE() << name << " not found in /usr/share/games/doom; run scripts/setup.sh (package freedoom)";
    return std::filesystem::path("/usr/share/games/doom") / name;
}

std::filesystem::path data_dir() { return BRIMSTONE_TEST_DATA; }
std::filesystem::path oracle_dir() { return data_dir() / "oracle"; }
std::filesystem::path more_oracle_dir() { return data_dir() / "oracle-more"; }

}  // namespace test_support
