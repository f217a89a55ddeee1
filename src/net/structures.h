#pragma once
// Reading and writing the protocol's structures (net_structrw.c's layout),
// and the ticcmd diffs that keep the game's packets small.
#include <cstdint>

#include "net/packet_buffer.h"
#include "net/protocol.h"

namespace net {

void write_connect_data(PacketWriter& out, const ConnectData& data);
ConnectData read_connect_data(PacketReader& in);

// The count of player classes written is num_players, so a peer reading
// these settings finds exactly what it expects.
void write_settings(PacketWriter& out, const GameSettings& settings);
GameSettings read_settings(PacketReader& in);

void write_wait_data(PacketWriter& out, const WaitData& data);
WaitData read_wait_data(PacketReader& in);

void write_query_data(PacketWriter& out, const QueryData& data);
QueryData read_query_data(PacketReader& in);

// The supported protocols, as a count and their names; reading tells
// whether ours was among them (unknown names are allowed: newer peers).
void write_protocol_list(PacketWriter& out);
bool read_protocol_list(PacketReader& in);

// Turns are sent as one byte (angleturn / 256) when any player records a
// low-resolution demo (lowres_turn of the game's settings).
void write_ticdiff(PacketWriter& out, const TicDiff& diff, bool lowres_turn);
TicDiff read_ticdiff(PacketReader& in, bool lowres_turn);
void write_full_ticcmd(PacketWriter& out, const FullTiccmd& cmd, bool lowres_turn);
FullTiccmd read_full_ticcmd(PacketReader& in, bool lowres_turn);

// The diff that turns `before` into `after` (chat and the Raven/Strife
// one-shot fields are sent whenever set), and its inverse.
TicDiff make_ticdiff(const NetTiccmd& before, const NetTiccmd& after);
NetTiccmd apply_ticdiff(const NetTiccmd& before, const TicDiff& diff);

// Tic numbers travel as their low byte; this recovers the whole number
// nearest `reference` (NET_ExpandTicNum).
std::uint32_t expand_tic(std::uint32_t reference, std::uint8_t low_byte);

}  // namespace net
