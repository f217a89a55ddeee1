#include "net/messages.h"

#include "net/structures.h"

namespace net {

namespace {

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

PacketType read_type(PacketReader& in, std::optional<std::uint8_t>& reliable_seq) {
    const std::uint16_t raw = in.u16();
    if (raw & kReliableBit) reliable_seq = in.u8();
    const std::uint16_t type = raw & ~kReliableBit;
    if (type > static_cast<std::uint16_t>(PacketType::NatHolePunch)) in.fail("unknown packet type " + std::to_string(type));
    return static_cast<PacketType>(type);
}

void write_type(PacketWriter& out, PacketType type, const std::optional<std::uint8_t>& reliable_seq) {
    out.u16(static_cast<std::uint16_t>(type) | (reliable_seq ? kReliableBit : 0));
    if (reliable_seq) out.u8(*reliable_seq);
}

void check_size(std::span<const std::uint8_t> data) {
    if (data.size() > kMaxPacketSize)
        throw MalformedPacket("packet of " + std::to_string(data.size()) + " bytes (at most " +
                              std::to_string(kMaxPacketSize) + ")");
}

// The messages either side may send, read the same way.
template <class Message>
std::optional<Message> read_common(PacketType type, PacketReader& in) {
    switch (type) {
        case PacketType::KeepAlive: return KeepAlive{};
        case PacketType::Disconnect: return Disconnect{};
        case PacketType::DisconnectAck: return DisconnectAck{};
        case PacketType::ReliableAck: return ReliableAck{in.u8()};
        case PacketType::GameDataResend: {
            ResendRequest r;
            r.start = in.u32();
            r.count = in.u8();
            return r;
        }
        default: return std::nullopt;
    }
}

struct CommonWriter {
    PacketWriter& out;
    void operator()(const KeepAlive&) const {}
    void operator()(const Disconnect&) const {}
    void operator()(const DisconnectAck&) const {}
    void operator()(const ReliableAck& m) const { out.u8(m.next_seq); }
    void operator()(const ResendRequest& m) const {
        out.u32(m.start);
        out.u8(m.count);
    }
};

}  // namespace

PacketType type_of(const ClientMessage& message) {
    return std::visit(Overloaded{
                          [](const Syn&) { return PacketType::Syn; },
                          [](const LaunchRequest&) { return PacketType::Launch; },
                          [](const GameStartRequest&) { return PacketType::GameStart; },
                          [](const ClientGameData&) { return PacketType::GameData; },
                          [](const GameDataAck&) { return PacketType::GameDataAck; },
                          [](const ResendRequest&) { return PacketType::GameDataResend; },
                          [](const Query&) { return PacketType::Query; },
                          [](const KeepAlive&) { return PacketType::KeepAlive; },
                          [](const Disconnect&) { return PacketType::Disconnect; },
                          [](const DisconnectAck&) { return PacketType::DisconnectAck; },
                          [](const ReliableAck&) { return PacketType::ReliableAck; },
                      },
                      message);
}

PacketType type_of(const ServerMessage& message) {
    return std::visit(Overloaded{
                          [](const SynAccepted&) { return PacketType::Syn; },
                          [](const Rejected&) { return PacketType::Rejected; },
                          [](const WaitingData&) { return PacketType::WaitingData; },
                          [](const LaunchNotice&) { return PacketType::Launch; },
                          [](const GameStart&) { return PacketType::GameStart; },
                          [](const ServerGameData&) { return PacketType::GameData; },
                          [](const ResendRequest&) { return PacketType::GameDataResend; },
                          [](const ConsoleMessage&) { return PacketType::ConsoleMessage; },
                          [](const QueryResponse&) { return PacketType::QueryResponse; },
                          [](const HolePunch&) { return PacketType::NatHolePunch; },
                          [](const KeepAlive&) { return PacketType::KeepAlive; },
                          [](const Disconnect&) { return PacketType::Disconnect; },
                          [](const DisconnectAck&) { return PacketType::DisconnectAck; },
                          [](const ReliableAck&) { return PacketType::ReliableAck; },
                      },
                      message);
}

const char* packet_type_name(PacketType type) {
    static constexpr const char* kNames[] = {
        "SYN",       "ACK",        "REJECTED",       "KEEPALIVE",       "WAITING_DATA", "GAMESTART",
        "GAMEDATA",  "GAMEDATA_ACK", "DISCONNECT",   "DISCONNECT_ACK",  "RELIABLE_ACK", "GAMEDATA_RESEND",
        "CONSOLE_MESSAGE", "QUERY", "QUERY_RESPONSE", "LAUNCH",         "NAT_HOLE_PUNCH",
    };
    const auto index = static_cast<std::size_t>(type);
    return index < std::size(kNames) ? kNames[index] : "unknown";
}

Bytes encode(const ClientPacket& packet, bool lowres_turn) {
    PacketWriter out;
    write_type(out, type_of(packet.message), packet.reliable_seq);
    const CommonWriter common{out};
    std::visit(Overloaded{
                   [&](const Syn& m) {
                       out.u32(m.magic);
                       if (m.magic != kMagicNumber) return;  // an old client's SYN, as far as it is read
                       out.string(m.version);
                       if (m.knows_our_protocol)
                           write_protocol_list(out);
                       else
                           out.u8(0);
                       write_connect_data(out, m.connect);
                       out.string(m.player_name);
                       write_loaded_files(out, m.files);
                   },
                   [](const LaunchRequest&) {},
                   [&](const GameStartRequest& m) { write_settings(out, m.settings); },
                   [&](const ClientGameData& m) {
                       out.u8(m.ack_low);
                       out.u8(m.start_low);
                       out.u8(static_cast<std::uint32_t>(m.tics.size()));
                       for (const ClientTic& tic : m.tics) {
                           out.u16(static_cast<std::uint16_t>(tic.latency));
                           write_ticdiff(out, tic.diff, lowres_turn);
                       }
                   },
                   [&](const GameDataAck& m) { out.u8(m.ack_low); },
                   [](const Query&) {},
                   [&](const auto& m) { common(m); },
               },
               packet.message);
    return out.take();
}

Bytes encode(const ServerPacket& packet, bool lowres_turn) {
    PacketWriter out;
    write_type(out, type_of(packet.message), packet.reliable_seq);
    const CommonWriter common{out};
    std::visit(Overloaded{
                   [&](const SynAccepted& m) {
                       out.string(m.version);
                       out.string(kProtocolName);
                   },
                   [&](const Rejected& m) { out.string(m.reason); },
                   [&](const WaitingData& m) { write_wait_data(out, m.data); },
                   [&](const LaunchNotice& m) { out.u8(m.num_players); },
                   [&](const GameStart& m) { write_settings(out, m.settings); },
                   [&](const ServerGameData& m) {
                       out.u8(m.start_low);
                       out.u8(static_cast<std::uint32_t>(m.tics.size()));
                       for (const FullTiccmd& tic : m.tics) write_full_ticcmd(out, tic, lowres_turn);
                   },
                   [&](const ConsoleMessage& m) { out.string(m.text); },
                   [&](const QueryResponse& m) { write_query_data(out, m.data); },
                   [](const HolePunch&) {},
                   [&](const auto& m) { common(m); },
               },
               packet.message);
    return out.take();
}

ClientPacket decode_client_packet(std::span<const std::uint8_t> data, bool lowres_turn) {
    check_size(data);
    PacketReader in(data);
    ClientPacket packet{};
    const PacketType type = read_type(in, packet.reliable_seq);
    if (auto common = read_common<ClientMessage>(type, in)) {
        packet.message = std::move(*common);
        return packet;
    }
    switch (type) {
        case PacketType::Syn: {
            Syn m;
            m.magic = in.u32();
            // A client before 3.0 stops here; the server refuses it by its magic.
            if (m.magic != kMagicNumber) {
                packet.message = std::move(m);
                return packet;
            }
            m.version = in.safe_string(kMaxText);
            m.knows_our_protocol = read_protocol_list(in);
            m.connect = read_connect_data(in);
            m.player_name = in.safe_string(kMaxText);
            m.files = read_loaded_files(in);
            packet.message = std::move(m);
            return packet;
        }
        case PacketType::Launch: packet.message = LaunchRequest{}; return packet;
        case PacketType::GameStart: packet.message = GameStartRequest{read_settings(in)}; return packet;
        case PacketType::GameData: {
            ClientGameData m;
            m.ack_low = in.u8();
            m.start_low = in.u8();
            const std::uint8_t count = in.u8();
            for (int i = 0; i < count; ++i) {
                ClientTic tic;
                tic.latency = in.s16();
                tic.diff = read_ticdiff(in, lowres_turn);
                m.tics.push_back(tic);
            }
            packet.message = std::move(m);
            return packet;
        }
        case PacketType::GameDataAck: packet.message = GameDataAck{in.u8()}; return packet;
        case PacketType::Query: packet.message = Query{}; return packet;
        default: in.fail(std::string(packet_type_name(type)) + " is not sent by clients");
    }
}

ServerPacket decode_server_packet(std::span<const std::uint8_t> data, bool lowres_turn) {
    check_size(data);
    PacketReader in(data);
    ServerPacket packet{};
    const PacketType type = read_type(in, packet.reliable_seq);
    if (auto common = read_common<ServerMessage>(type, in)) {
        packet.message = std::move(*common);
        return packet;
    }
    switch (type) {
        case PacketType::Syn: {
            SynAccepted m;
            m.version = in.safe_string(kMaxText);
            if (in.string(kMaxText) != kProtocolName) in.fail("SYN reply names a protocol other than ours");
            packet.message = std::move(m);
            return packet;
        }
        case PacketType::Rejected: packet.message = Rejected{in.safe_string(kMaxText)}; return packet;
        case PacketType::WaitingData: packet.message = WaitingData{read_wait_data(in)}; return packet;
        case PacketType::Launch: packet.message = LaunchNotice{in.u8()}; return packet;
        case PacketType::GameStart: packet.message = GameStart{read_settings(in)}; return packet;
        case PacketType::GameData: {
            ServerGameData m;
            m.start_low = in.u8();
            const std::uint8_t count = in.u8();
            for (int i = 0; i < count; ++i) m.tics.push_back(read_full_ticcmd(in, lowres_turn));
            packet.message = std::move(m);
            return packet;
        }
        case PacketType::ConsoleMessage: packet.message = ConsoleMessage{in.safe_string(kMaxText)}; return packet;
        case PacketType::QueryResponse: packet.message = QueryResponse{read_query_data(in)}; return packet;
        case PacketType::NatHolePunch: packet.message = HolePunch{}; return packet;
        default: in.fail(std::string(packet_type_name(type)) + " is not sent by servers");
    }
}

}  // namespace net
