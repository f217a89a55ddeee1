#include "net/structures.h"

namespace net {

namespace {

std::uint8_t read_player_count(PacketReader& in, const char* what) {
    const std::uint8_t count = in.u8();
    if (count > kMaxPlayers) in.fail(std::string(what) + " of " + std::to_string(count) + " players");
    return count;
}

}  // namespace

void write_connect_data(PacketWriter& out, const ConnectData& data) {
    out.u8(data.gamemode);
    out.u8(data.gamemission);
    out.u8(data.lowres_turn);
    out.u8(data.drone);
    out.u8(data.max_players);
    out.u8(data.is_freedoom);
    out.bytes(data.wad_sha1);
    out.bytes(data.deh_sha1);
    out.u8(data.player_class);
}

ConnectData read_connect_data(PacketReader& in) {
    ConnectData data;
    data.gamemode = in.u8();
    data.gamemission = in.u8();
    data.lowres_turn = in.u8();
    data.drone = in.u8();
    data.max_players = in.u8();
    data.is_freedoom = in.u8();
    in.bytes(data.wad_sha1);
    in.bytes(data.deh_sha1);
    data.player_class = in.u8();
    return data;
}

void write_settings(PacketWriter& out, const GameSettings& s) {
    for (const std::uint8_t v : {s.ticdup, s.extratics, s.deathmatch, s.nomonsters, s.fast_monsters,
                                 s.respawn_monsters, s.episode, s.map})
        out.u8(v);
    out.u8(static_cast<std::uint8_t>(s.skill));
    out.u8(s.gameversion);
    out.u8(s.lowres_turn);
    out.u8(s.new_sync);
    out.u32(s.timelimit);
    out.u8(static_cast<std::uint8_t>(s.loadgame));
    out.u8(s.random);
    out.u8(s.num_players);
    out.u8(static_cast<std::uint8_t>(s.consoleplayer));
    for (int i = 0; i < s.num_players && i < kMaxPlayers; ++i) out.u8(s.player_classes[i]);
}

GameSettings read_settings(PacketReader& in) {
    GameSettings s;
    s.ticdup = in.u8();
    s.extratics = in.u8();
    s.deathmatch = in.u8();
    s.nomonsters = in.u8();
    s.fast_monsters = in.u8();
    s.respawn_monsters = in.u8();
    s.episode = in.u8();
    s.map = in.u8();
    s.skill = in.s8();
    s.gameversion = in.u8();
    s.lowres_turn = in.u8();
    s.new_sync = in.u8();
    s.timelimit = in.u32();
    s.loadgame = in.s8();
    s.random = in.u8();
    s.num_players = read_player_count(in, "game settings");
    s.consoleplayer = in.s8();
    for (int i = 0; i < s.num_players; ++i) s.player_classes[i] = in.u8();
    return s;
}

void write_wait_data(PacketWriter& out, const WaitData& d) {
    out.u8(d.num_players);
    out.u8(d.num_drones);
    out.u8(d.ready_players);
    out.u8(d.max_players);
    out.u8(d.is_controller);
    out.u8(static_cast<std::uint8_t>(d.consoleplayer));
    for (int i = 0; i < d.num_players && i < kMaxPlayers; ++i) {
        out.string(d.player_names[i].substr(0, kMaxPlayerName));
        out.string(d.player_addrs[i].substr(0, kMaxPlayerName));
    }
    out.bytes(d.wad_sha1);
    out.bytes(d.deh_sha1);
    out.u8(d.is_freedoom);
}

WaitData read_wait_data(PacketReader& in) {
    WaitData d;
    d.num_players = read_player_count(in, "waiting data");
    d.num_drones = in.u8();
    d.ready_players = in.u8();
    d.max_players = in.u8();
    d.is_controller = in.u8();
    d.consoleplayer = in.s8();
    for (int i = 0; i < d.num_players; ++i) {
        d.player_names[i] = in.safe_string(kMaxPlayerName);
        d.player_addrs[i] = in.safe_string(kMaxPlayerName);
    }
    in.bytes(d.wad_sha1);
    in.bytes(d.deh_sha1);
    d.is_freedoom = in.u8();
    return d;
}

void write_query_data(PacketWriter& out, const QueryData& q) {
    out.string(q.version);
    out.u8(q.server_state);
    out.u8(q.num_players);
    out.u8(q.max_players);
    out.u8(q.gamemode);
    out.u8(q.gamemission);
    out.string(q.description);
    if (q.knows_our_protocol)
        write_protocol_list(out);
    else
        out.u8(0);
}

QueryData read_query_data(PacketReader& in) {
    QueryData q;
    q.version = in.safe_string(kMaxText);
    q.server_state = in.u8();
    q.num_players = in.u8();
    q.max_players = in.u8();
    q.gamemode = in.u8();
    q.gamemission = in.u8();
    q.description = in.safe_string(kMaxText);
    // Servers before 3.0 end here; theirs is not our protocol.
    q.knows_our_protocol = !in.at_end() && read_protocol_list(in);
    return q;
}

void write_protocol_list(PacketWriter& out) {
    out.u8(1);
    out.string(kProtocolName);
}

bool read_protocol_list(PacketReader& in) {
    const std::uint8_t count = in.u8();
    if (count > kMaxProtocols) in.fail("protocol list of " + std::to_string(count) + " names");
    bool ours = false;
    for (int i = 0; i < count; ++i) ours = (in.string(kMaxText) == kProtocolName) || ours;
    return ours;
}

void write_ticdiff(PacketWriter& out, const TicDiff& d, bool lowres_turn) {
    const NetTiccmd& c = d.cmd;
    out.u8(d.diff);
    if (d.diff & kDiffForward) out.u8(static_cast<std::uint8_t>(c.forwardmove));
    if (d.diff & kDiffSide) out.u8(static_cast<std::uint8_t>(c.sidemove));
    if (d.diff & kDiffTurn) {
        if (lowres_turn)
            out.u8(static_cast<std::uint8_t>(c.angleturn / 256));
        else
            out.u16(static_cast<std::uint16_t>(c.angleturn));
    }
    if (d.diff & kDiffButtons) out.u8(c.buttons);
    if (d.diff & kDiffConsistancy) out.u8(c.consistancy);
    if (d.diff & kDiffChatchar) out.u8(c.chatchar);
    if (d.diff & kDiffRaven) {
        out.u8(c.lookfly);
        out.u8(c.arti);
    }
    if (d.diff & kDiffStrife) {
        out.u8(c.buttons2);
        out.u16(c.inventory);
    }
}

TicDiff read_ticdiff(PacketReader& in, bool lowres_turn) {
    TicDiff d;
    NetTiccmd& c = d.cmd;
    d.diff = in.u8();
    if (d.diff & kDiffForward) c.forwardmove = in.s8();
    if (d.diff & kDiffSide) c.sidemove = in.s8();
    if (d.diff & kDiffTurn)
        c.angleturn = lowres_turn ? static_cast<std::int16_t>(in.s8() * 256) : in.s16();
    if (d.diff & kDiffButtons) c.buttons = in.u8();
    if (d.diff & kDiffConsistancy) c.consistancy = in.u8();
    if (d.diff & kDiffChatchar) c.chatchar = in.u8();
    if (d.diff & kDiffRaven) {
        c.lookfly = in.u8();
        c.arti = in.u8();
    }
    if (d.diff & kDiffStrife) {
        c.buttons2 = in.u8();
        c.inventory = in.u16();
    }
    return d;
}

void write_full_ticcmd(PacketWriter& out, const FullTiccmd& cmd, bool lowres_turn) {
    out.u16(static_cast<std::uint16_t>(cmd.latency));
    std::uint8_t bits = 0;
    for (int i = 0; i < kMaxPlayers; ++i)
        if (cmd.ingame[i]) bits |= static_cast<std::uint8_t>(1U << i);
    out.u8(bits);
    for (int i = 0; i < kMaxPlayers; ++i)
        if (cmd.ingame[i]) write_ticdiff(out, cmd.cmds[i], lowres_turn);
}

FullTiccmd read_full_ticcmd(PacketReader& in, bool lowres_turn) {
    FullTiccmd cmd;
    cmd.latency = in.s16();
    const std::uint8_t bits = in.u8();
    for (int i = 0; i < kMaxPlayers; ++i) {
        cmd.ingame[i] = (bits >> i) & 1;
        if (cmd.ingame[i]) cmd.cmds[i] = read_ticdiff(in, lowres_turn);
    }
    return cmd;
}

TicDiff make_ticdiff(const NetTiccmd& before, const NetTiccmd& after) {
    TicDiff d{0, after};
    if (before.forwardmove != after.forwardmove) d.diff |= kDiffForward;
    if (before.sidemove != after.sidemove) d.diff |= kDiffSide;
    if (before.angleturn != after.angleturn) d.diff |= kDiffTurn;
    if (before.buttons != after.buttons) d.diff |= kDiffButtons;
    if (before.consistancy != after.consistancy) d.diff |= kDiffConsistancy;
    if (after.chatchar != 0) d.diff |= kDiffChatchar;
    if (before.lookfly != after.lookfly || after.arti != 0) d.diff |= kDiffRaven;
    if (before.buttons2 != after.buttons2 || after.inventory != 0) d.diff |= kDiffStrife;
    return d;
}

NetTiccmd apply_ticdiff(const NetTiccmd& before, const TicDiff& d) {
    NetTiccmd c = before;
    if (d.diff & kDiffForward) c.forwardmove = d.cmd.forwardmove;
    if (d.diff & kDiffSide) c.sidemove = d.cmd.sidemove;
    if (d.diff & kDiffTurn) c.angleturn = d.cmd.angleturn;
    if (d.diff & kDiffButtons) c.buttons = d.cmd.buttons;
    if (d.diff & kDiffConsistancy) c.consistancy = d.cmd.consistancy;
    // Chat characters and artifacts are events, not states: absent means none.
    c.chatchar = (d.diff & kDiffChatchar) ? d.cmd.chatchar : 0;
    if (d.diff & kDiffRaven) {
        c.lookfly = d.cmd.lookfly;
        c.arti = d.cmd.arti;
    } else {
        c.arti = 0;
    }
    if (d.diff & kDiffStrife) {
        c.buttons2 = d.cmd.buttons2;
        c.inventory = d.cmd.inventory;
    } else {
        c.inventory = 0;
    }
    return c;
}

std::uint32_t expand_tic(std::uint32_t reference, std::uint8_t low_byte) {
    const std::uint32_t low = reference & 0xff;
    std::uint32_t result = (reference & ~0xffU) | low_byte;
    if (low < 0x40 && low_byte > 0xb0) result -= 0x100;
    if (low > 0xb0 && low_byte < 0x40) result += 0x100;
    return result;
}

}  // namespace net
