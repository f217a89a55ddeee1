#pragma once
// Shared helpers for the test suites: where the IWADs and golden data are.
#include <filesystem>
#include <string>

namespace test_support {

// Absolute path of an installed Freedoom IWAD (freedoom1.wad, freedoom2.wad).
// The setup script installs them; a missing IWAD fails the test loudly.
std::filesystem::path iwad(const std::string& name);

// tests/data and tests/data/oracle in the source tree.
std::filesystem::path data_dir();
std::filesystem::path oracle_dir();
// tests/data/oracle-more: frames from the stock engine on further maps and
// modes, with no traces.
std::filesystem::path more_oracle_dir();

}  // namespace test_support
