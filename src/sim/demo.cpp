#include "sim/demo.h"

#include "base/error.h"
#include "sim/demo_header_boom.h"

namespace sim {

namespace {

constexpr std::size_t kHeaderSize = 13;
constexpr std::size_t kCmdSize = 4;
constexpr std::size_t kLongCmdSize = 5;

Ticcmd read_cmd(const std::uint8_t* p, bool longtics) {
    Ticcmd cmd;
    cmd.forwardmove = static_cast<std::int8_t>(p[0]);
    cmd.sidemove = static_cast<std::int8_t>(p[1]);
    if (longtics) {
        cmd.angleturn = static_cast<std::int16_t>(p[2] | (static_cast<std::uint16_t>(p[3]) << 8));
        cmd.buttons = p[4];
    } else {
        cmd.angleturn = static_cast<std::int16_t>(static_cast<std::uint16_t>(p[2]) << 8);
        cmd.buttons = p[3];
    }
    return cmd;
}

// The 13-byte header of Doom 1.9; returns the offset of the first tic.
std::size_t read_vanilla_header(std::span<const std::uint8_t> bytes, const std::string& context, Demo& demo) {
    auto fail = [&](const std::string& what) { throw base::Error(context + ": " + what); };
    if (bytes.size() < kHeaderSize)
        fail("truncated demo header (" + std::to_string(bytes.size()) + " bytes, need " +
             std::to_string(kHeaderSize) + ")");
    GameOptions& o = demo.options;
    if (bytes[1] > 4) fail("skill " + std::to_string(bytes[1]) + " out of range 0-4");
    o.skill = static_cast<Skill>(bytes[1]);
    o.episode = bytes[2];
    o.map = bytes[3];
    if (bytes[4] > 2) fail("deathmatch mode " + std::to_string(bytes[4]) + " out of range 0-2");
    o.deathmatch = bytes[4];
    o.respawn = bytes[5] != 0;
    o.fast = bytes[6] != 0;
    o.nomonsters = bytes[7] != 0;
    if (bytes[8] >= kMaxPlayers) fail("console player " + std::to_string(bytes[8]) + " out of range 0-3");
    o.consoleplayer = bytes[8];
    for (std::size_t i = 0; i < kMaxPlayers; ++i) o.playeringame[i] = bytes[9 + i] != 0;
    if (demo.player_count() == 0) fail("no players in the game");
    if (!o.playeringame[static_cast<std::size_t>(o.consoleplayer)])
        fail("console player " + std::to_string(o.consoleplayer) + " is not in the game");
    return kHeaderSize;
}

void write_vanilla_header(const Demo& demo, std::vector<std::uint8_t>& out) {
    const GameOptions& o = demo.options;
    out.push_back(kDemoVersion);
    out.push_back(static_cast<std::uint8_t>(o.skill));
    out.push_back(static_cast<std::uint8_t>(o.episode));
    out.push_back(static_cast<std::uint8_t>(o.map));
    out.push_back(static_cast<std::uint8_t>(o.deathmatch));
    out.push_back(o.respawn ? 1 : 0);
    out.push_back(o.fast ? 1 : 0);
    out.push_back(o.nomonsters ? 1 : 0);
    out.push_back(static_cast<std::uint8_t>(o.consoleplayer));
    for (bool in : o.playeringame) out.push_back(in ? 1 : 0);
}

}  // namespace

int Demo::player_count() const {
    int n = 0;
    for (bool in : options.playeringame) n += in ? 1 : 0;
    return n;
}

Demo parse_demo(std::span<const std::uint8_t> bytes, const std::string& context, DemoParseOptions opts) {
    auto fail = [&](const std::string& what) { throw base::Error(context + ": " + what); };
    if (bytes.empty()) fail("empty demo file");
    Demo demo;
    std::size_t pos = 0;
    if (bytes[0] == kDemoVersion) {
        pos = read_vanilla_header(bytes, context, demo);
    } else if (is_boom_demo_version(bytes[0])) {
        pos = read_boom_demo_header(bytes, context, demo);
    } else {
        if (bytes[0] < 100)
            fail("demo from Doom 1.2 or earlier (no version byte); only Doom 1.9 (109), Boom 2.02 (202), MBF (203) "
                 "and MBF21 (221) demos are supported");
        fail("demo version " + std::to_string(bytes[0]) +
             " is not supported (only Doom 1.9 (109), Boom 2.02 (202), MBF (203) and MBF21 (221))");
    }
    const GameOptions& o = demo.options;
    const std::size_t cmd_size = demo.longtics ? kLongCmdSize : kCmdSize;

    for (;;) {
        if (pos >= bytes.size()) fail("truncated: no end marker (0x80) after tic " + std::to_string(demo.tics.size()));
        if (bytes[pos] == kDemoEndMarker) break;
        std::array<Ticcmd, kMaxPlayers> tic{};
        bool ended = false;
        for (std::size_t i = 0; i < kMaxPlayers; ++i) {
            if (!o.playeringame[i]) continue;
            if (pos < bytes.size() && bytes[pos] == kDemoEndMarker) {
                // The original stops at the marker even between players;
                // the tic cut short is not played.
                ended = true;
                break;
            }
            if (pos + cmd_size > bytes.size())
                fail("truncated in tic " + std::to_string(demo.tics.size()) + " (offset " + std::to_string(pos) + ")");
            tic[i] = read_cmd(bytes.data() + pos, demo.longtics);
            pos += cmd_size;
        }
        if (ended) break;
        demo.tics.push_back(tic);
    }
    const std::size_t after = bytes.size() - pos - 1;
    // PrBoom+ and dsda-doom end every demo they record with a footer
    // (the command line it was made with); Boom-family demos may carry it.
    if (after != 0 && !opts.allow_trailing_data && o.compat.level == CompLevel::Vanilla)
        fail(std::to_string(after) + " bytes of trailing data after the end marker (offset " + std::to_string(pos) +
             ")");
    return demo;
}

std::vector<std::uint8_t> write_demo(const Demo& demo) {
    const GameOptions& o = demo.options;
    std::vector<std::uint8_t> out;
    if (o.compat.level == CompLevel::Vanilla) write_vanilla_header(demo, out);
    else write_boom_demo_header(demo, out);
    const bool longtics = o.compat.mbf21();
    for (const auto& tic : demo.tics) {
        for (std::size_t i = 0; i < kMaxPlayers; ++i) {
            if (!o.playeringame[i]) continue;
            const Ticcmd& c = tic[i];
            out.push_back(static_cast<std::uint8_t>(c.forwardmove));
            out.push_back(static_cast<std::uint8_t>(c.sidemove));
            const auto turn = static_cast<std::uint16_t>(c.angleturn);
            if (longtics) out.push_back(static_cast<std::uint8_t>(turn & 0xff));
            out.push_back(static_cast<std::uint8_t>((turn >> 8) & 0xff));
            out.push_back(c.buttons);
        }
    }
    out.push_back(kDemoEndMarker);
    return out;
}

Ticcmd demo_quantize(const Ticcmd& cmd) {
    Ticcmd q;
    q.forwardmove = cmd.forwardmove;
    q.sidemove = cmd.sidemove;
    q.angleturn = static_cast<std::int16_t>(static_cast<std::uint16_t>(cmd.angleturn) & 0xff00u);
    q.buttons = cmd.buttons;
    return q;
}

}  // namespace sim
