#pragma once
// What the demo-playing suites share: each IWAD opened once per test
// program, with its level source and rule tables, and the oracle demos
// read with their game mode set.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "sim/definitions.h"
#include "sim/demo.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"
#include "support/oracle_manifest.h"
#include "wad/archive.h"

namespace test_support {

struct IwadData {
    wad::Archive archive;
    std::unique_ptr<sim::WadLevelSource> source;
    // With the IWAD's own DEHACKED lumps applied, as Chocolate Doom plays it.
    sim::Definitions defs;
};

// An installed IWAD (freedoom1.wad, freedoom2.wad), opened on first use.
// "freedoom2.wad+a.wad+b.wad" adds PWADs of tests/data/oracle-more over it,
// in that order, as -file does.
const IwadData& iwad_data(const std::string& name);

std::vector<std::uint8_t> read_bytes(const std::string& path);

// A demo with its mode taken from the IWAD's: a bare file name is looked up
// in tests/data/oracle, a path with a folder (another reference folder) is
// read as it is.
sim::Demo oracle_demo(const std::filesystem::path& file, const IwadData& iwad);

// Plays the reference demo `row` from its start and calls `at` at each of
// its frames' tics where the game is in a level.
void play_to_frames(const OracleDemo& row, const IwadData& data,
                    const std::function<void(int tic, const sim::World& world)>& at);

}  // namespace test_support
