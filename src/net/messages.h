#pragma once
// Every packet of the protocol as a value, by the side that sends it: the
// game-data and launch packets have one layout from a client and another
// from the server, so a packet is decoded knowing who sent it. Decoding a
// packet that is short, long, of an unknown kind or out of range throws
// MalformedPacket; callers drop the packet with one log line.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "net/loaded_files.h"
#include "net/packet_buffer.h"
#include "net/protocol.h"

namespace net {

// Packets either side sends, handled by the connection itself (net_common.c).
struct KeepAlive { bool operator==(const KeepAlive&) const = default; };
struct Disconnect { bool operator==(const Disconnect&) const = default; };
struct DisconnectAck { bool operator==(const DisconnectAck&) const = default; };
struct ReliableAck {
    std::uint8_t next_seq = 0;  // the sequence number the acknowledger expects next
    bool operator==(const ReliableAck&) const = default;
};
// Asks for tics [start, start + count) again.
struct ResendRequest {
    std::uint32_t start = 0;
    std::uint8_t count = 0;
    bool operator==(const ResendRequest&) const = default;
};

// Client to server.
struct Syn {
    std::uint32_t magic = kMagicNumber;
    std::string version;
    bool knows_our_protocol = true;
    ConnectData connect;
    std::string player_name;
    std::optional<LoadedFiles> files;  // a Brimstone player's, after the end
    bool operator==(const Syn&) const = default;
};
struct LaunchRequest { bool operator==(const LaunchRequest&) const = default; };
struct GameStartRequest {  // the controller's settings; others send it to say ready
    GameSettings settings;
    bool operator==(const GameStartRequest&) const = default;
};
struct ClientTic {
    std::int16_t latency = 0;
    TicDiff diff;
    bool operator==(const ClientTic&) const = default;
};
struct ClientGameData {
    std::uint8_t ack_low = 0;    // low byte of the next tic the client wants
    std::uint8_t start_low = 0;  // low byte of the first tic carried
    std::vector<ClientTic> tics;
    bool operator==(const ClientGameData&) const = default;
};
struct GameDataAck {
    std::uint8_t ack_low = 0;
    bool operator==(const GameDataAck&) const = default;
};
struct Query { bool operator==(const Query&) const = default; };

// Server to client.
struct SynAccepted {
    std::string version;
    bool operator==(const SynAccepted&) const = default;
};
struct Rejected {
    std::string reason;
    bool operator==(const Rejected&) const = default;
};
struct WaitingData {
    WaitData data;
    bool operator==(const WaitingData&) const = default;
};
struct LaunchNotice {
    std::uint8_t num_players = 0;
    bool operator==(const LaunchNotice&) const = default;
};
struct GameStart {
    GameSettings settings;
    bool operator==(const GameStart&) const = default;
};
struct ServerGameData {
    std::uint8_t start_low = 0;
    std::vector<FullTiccmd> tics;
    bool operator==(const ServerGameData&) const = default;
};
struct ConsoleMessage {
    std::string text;
    bool operator==(const ConsoleMessage&) const = default;
};
struct QueryResponse {
    QueryData data;
    bool operator==(const QueryResponse&) const = default;
};
struct HolePunch { bool operator==(const HolePunch&) const = default; };

using ClientMessage = std::variant<Syn, LaunchRequest, GameStartRequest, ClientGameData, GameDataAck, ResendRequest,
                                   Query, KeepAlive, Disconnect, DisconnectAck, ReliableAck>;
using ServerMessage = std::variant<SynAccepted, Rejected, WaitingData, LaunchNotice, GameStart, ServerGameData,
                                   ResendRequest, ConsoleMessage, QueryResponse, HolePunch, KeepAlive, Disconnect,
                                   DisconnectAck, ReliableAck>;

// A reliable packet carries the sender's sequence number after its type.
template <class Message>
struct Packet {
    std::optional<std::uint8_t> reliable_seq;
    Message message;
    bool operator==(const Packet&) const = default;
};
using ClientPacket = Packet<ClientMessage>;
using ServerPacket = Packet<ServerMessage>;

// lowres_turn: the game's setting (turns sent as one byte); false before
// the game starts.
Bytes encode(const ClientPacket& packet, bool lowres_turn);
Bytes encode(const ServerPacket& packet, bool lowres_turn);
ClientPacket decode_client_packet(std::span<const std::uint8_t> data, bool lowres_turn);
ServerPacket decode_server_packet(std::span<const std::uint8_t> data, bool lowres_turn);

PacketType type_of(const ClientMessage& message);
PacketType type_of(const ServerMessage& message);
const char* packet_type_name(PacketType type);

}  // namespace net
