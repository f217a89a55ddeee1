#pragma once
// Demos (.lmp): a header naming the game options, then for each tic one
// command per player in the game, then 0x80. Doom 1.9's header is 13
// bytes (version 109); Boom 2.02 (202), MBF (203) and MBF21 (221) headers
// add a signature, the compatibility option block and 32 player slots
// (demo_header_boom.h). Commands are 4 bytes, 5 in MBF21 demos, whose
// turns keep 16 bits.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sim/player.h"
#include "sim/world.h"

namespace sim {

inline constexpr int kDemoVersion = 109;
inline constexpr int kBoomDemoVersion = 202;
inline constexpr int kMbfDemoVersion = 203;
inline constexpr int kMbf21DemoVersion = 221;
inline constexpr std::uint8_t kDemoEndMarker = 0x80;

struct Demo {
    // Skill, episode, map, deathmatch, respawn, fast, nomonsters, console
    // player, players in game and (options.compat) the compatibility level
    // with its option block, as the header says. `mode` is not in the
    // file: the caller sets it from the IWAD.
    GameOptions options;
    // Turns stored in 16 bits (MBF21's format).
    bool longtics = false;
    // One entry per tic; players not in the game have empty commands.
    std::vector<std::array<Ticcmd, kMaxPlayers>> tics;

    int player_count() const;
};

struct DemoParseOptions {
    // Vanilla ignores anything after the end marker; by default it is an
    // error here in a Doom 1.9 demo, since it usually means a wrong or
    // damaged file. Boom, MBF and MBF21 demos may end with a port's footer.
    bool allow_trailing_data = false;
};

// Throws base::Error naming `context` (usually the file name) and what is
// wrong: too short for a header, an unknown version, an option out of
// range (with its byte offset), no players, a tic cut short, a missing end
// marker, trailing data.
Demo parse_demo(std::span<const std::uint8_t> bytes, const std::string& context, DemoParseOptions opts = {});

// The file's bytes (header, commands, end marker), in the format of
// options.compat.level: 109, 202, 203 or 221.
std::vector<std::uint8_t> write_demo(const Demo& demo);

// A command as a demo stores it: the turn keeps only its high byte, and
// consistancy and chat are dropped (what a recording player also plays).
Ticcmd demo_quantize(const Ticcmd& cmd);

}  // namespace sim
