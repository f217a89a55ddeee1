#pragma once
// Doom 1.9 demos (.lmp): a 13-byte header naming the game options, then
// for each tic one 4-byte command per player in the game, then 0x80.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "sim/player.h"
#include "sim/world.h"

namespace sim {

inline constexpr int kDemoVersion = 109;
inline constexpr std::uint8_t kDemoEndMarker = 0x80;

struct Demo {
    // Skill, episode, map, deathmatch, respawn, fast, nomonsters, console
    // player and players in game, as the header says. `mode` is not in the
    // file: the caller sets it from the IWAD.
    GameOptions options;
    // One entry per tic; players not in the game have empty commands.
    std::vector<std::array<Ticcmd, kMaxPlayers>> tics;

    int player_count() const;
};

struct DemoParseOptions {
    // Vanilla ignores anything after the end marker; by default it is an
    // error here, since it usually means a wrong or damaged file.
    bool allow_trailing_data = false;
};

// Throws base::Error naming `context` (usually the file name) and what is
// wrong: too short for a header, a version other than 109, an option out of
// range, no players, a tic cut short, a missing end marker, trailing data.
Demo parse_demo(std::span<const std::uint8_t> bytes, const std::string& context, DemoParseOptions opts = {});

// The file's bytes (header, commands, end marker).
std::vector<std::uint8_t> write_demo(const Demo& demo);

// A command as a demo stores it: the turn keeps only its high byte, and
// consistancy and chat are dropped (what a recording player also plays).
Ticcmd demo_quantize(const Ticcmd& cmd);

}  // namespace sim
