#pragma once
// Headers of Boom 2.02, MBF and MBF21 demos (dsda-doom's g_game.c,
// G_ReadDemoHeaderEx / G_BeginRecording and dsda/options.c):
//   version (202, 203, 221), signature 0x1d "Boom" 0xe6 or 0x1d "MBF" 0xe6 0,
//   a compatibility-mode byte (not in MBF21),
//   skill, episode, map, deathmatch, console player,
//   the option block (64 bytes in Boom and MBF; 21 + a counted comp[]
//   list in MBF21), 32 player-in-game bytes.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sim/demo.h"

namespace sim {

bool is_boom_demo_version(int version);

// Fills demo.options (compat included) and demo.longtics; returns the
// offset of the first tic. Throws base::Error naming `context` and the
// byte offset of what is wrong.
std::size_t read_boom_demo_header(std::span<const std::uint8_t> bytes, const std::string& context, Demo& demo);

void write_boom_demo_header(const Demo& demo, std::vector<std::uint8_t>& out);

}  // namespace sim
