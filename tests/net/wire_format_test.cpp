// The protocol's structures and packets: layouts checked byte by byte
// against net_structrw.c's order (big endian), round trips of every packet
// kind, and malformed packets refused.
#include <gtest/gtest.h>

#include "net/messages.h"
#include "net/structures.h"

namespace {

using net::Bytes;

net::GameSettings sample_settings() {
    net::GameSettings s;
    s.ticdup = 2;
    s.extratics = 1;
    s.deathmatch = 2;
    s.episode = 1;
    s.map = 7;
    s.skill = 3;
    s.gameversion = 5;
    s.timelimit = 20;
    s.num_players = 3;
    s.consoleplayer = 1;
    s.player_classes = {0, 1, 2, 0, 0, 0, 0, 0};
    return s;
}

net::TicDiff full_diff() {
    net::NetTiccmd cmd{-25, 40, -1280, 'h', 0x82, 0x5a, 3, 0x1234, 7, 9};
    return net::make_ticdiff(net::NetTiccmd{}, cmd);
}

TEST(WireFormat, SettingsAreBigEndianInProtocolOrder) {
    net::PacketWriter out;
    net::write_settings(out, sample_settings());
    const Bytes expected = {2, 1, 2, 0, 0, 0, 1, 7, 3, 5, 0, 1, 0, 0, 0, 20, 0xff, 0, 3, 1, 0, 1, 2};
    EXPECT_EQ(out.data(), expected);
    net::PacketReader in(out.data());
    EXPECT_EQ(net::read_settings(in), sample_settings());
    EXPECT_TRUE(in.at_end());
}

TEST(WireFormat, SynLayout) {
    net::Syn syn;
    syn.version = "Brimstone";
    syn.connect.gamemode = 2;
    syn.connect.gamemission = 1;
    syn.connect.max_players = 4;
    syn.connect.is_freedoom = 1;
    syn.player_name = "Ann";
    const Bytes bytes = net::encode(net::ClientPacket{{}, syn}, false);
    Bytes expected = {0, 0, 0x56, 0xab, 0xe1, 0x8c};  // type 0; 1454104972
    for (char c : std::string("Brimstone")) expected.push_back(static_cast<std::uint8_t>(c));
    expected.push_back(0);
    expected.push_back(1);  // one protocol
    for (char c : std::string("CHOCOLATE_DOOM_0")) expected.push_back(static_cast<std::uint8_t>(c));
    expected.push_back(0);
    for (int v : {2, 1, 0, 0, 4, 1}) expected.push_back(static_cast<std::uint8_t>(v));
    expected.insert(expected.end(), 40, 0);  // two SHA-1 sums
    expected.push_back(0);                   // player class
    for (char c : std::string("Ann")) expected.push_back(static_cast<std::uint8_t>(c));
    expected.push_back(0);
    EXPECT_EQ(bytes, expected);
}

TEST(WireFormat, TicDiffCarriesOnlyChangedFields) {
    net::NetTiccmd before{10, 0, 512, 0, 1, 4, 0, 0, 0, 0};
    net::NetTiccmd after = before;
    after.angleturn = -512;
    after.chatchar = 'x';
    const net::TicDiff diff = net::make_ticdiff(before, after);
    EXPECT_EQ(diff.diff, net::kDiffTurn | net::kDiffChatchar);
    net::PacketWriter out;
    net::write_ticdiff(out, diff, false);
    EXPECT_EQ(out.data(), (Bytes{0x24, 0xfe, 0x00, 'x'}));
    net::PacketWriter low;
    net::write_ticdiff(low, diff, true);
    EXPECT_EQ(low.data(), (Bytes{0x24, 0xfe, 'x'}));
    // A chat character is an event: the next tic without it has none.
    net::NetTiccmd next = net::apply_ticdiff(before, diff);
    EXPECT_EQ(next, after);
    EXPECT_EQ(net::apply_ticdiff(next, net::TicDiff{}).chatchar, 0);
}

TEST(WireFormat, TicDiffRoundTripsEveryField) {
    const net::TicDiff diff = full_diff();
    EXPECT_EQ(diff.diff, 0xff);
    net::PacketWriter out;
    net::write_ticdiff(out, diff, false);
    EXPECT_EQ(out.data().size(), 1u + 1 + 1 + 2 + 1 + 1 + 1 + 2 + 3);
    net::PacketReader in(out.data());
    EXPECT_EQ(net::apply_ticdiff({}, net::read_ticdiff(in, false)), diff.cmd);
}

TEST(WireFormat, FullTiccmdHasAPlayerBitfield) {
    net::FullTiccmd cmd;
    cmd.latency = -3;
    cmd.ingame[0] = cmd.ingame[2] = true;
    cmd.cmds[2] = net::make_ticdiff({}, net::NetTiccmd{5, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    net::PacketWriter out;
    net::write_full_ticcmd(out, cmd, false);
    EXPECT_EQ(out.data(), (Bytes{0xff, 0xfd, 0x05, 0x00, 0x01, 0x05}));
    net::PacketReader in(out.data());
    EXPECT_EQ(net::read_full_ticcmd(in, false), cmd);
}

TEST(WireFormat, TicNumbersExpandAroundTheReference) {
    EXPECT_EQ(net::expand_tic(0x1005, 0x07), 0x1007u);
    EXPECT_EQ(net::expand_tic(0x1005, 0xfe), 0x0ffeu);  // just before the reference
    EXPECT_EQ(net::expand_tic(0x10fe, 0x02), 0x1102u);  // just after, past the wrap
    EXPECT_EQ(net::expand_tic(0x1080, 0x20), 0x1020u);
}

template <class Packet>
void expect_round_trip(const Packet& packet, bool lowres) {
    const Bytes bytes = net::encode(packet, lowres);
    Packet back;
    if constexpr (std::is_same_v<Packet, net::ClientPacket>)
        back = net::decode_client_packet(bytes, lowres);
    else
        back = net::decode_server_packet(bytes, lowres);
    EXPECT_EQ(back, packet) << "type " << net::packet_type_name(net::type_of(packet.message));
    EXPECT_EQ(net::encode(back, lowres), bytes);
}

TEST(WireFormat, EveryClientPacketRoundTrips) {
    net::Syn syn;
    syn.version = "Chocolate Doom 3.0.0";
    syn.connect.wad_sha1[3] = 0xab;
    syn.connect.deh_sha1[19] = 0x01;
    syn.connect.drone = 1;
    syn.player_name = "Bob";
    net::ClientGameData data{0x12, 0x10, {{5, full_diff()}, {-7, net::TicDiff{}}}};
    const std::vector<net::ClientMessage> messages = {
        syn, net::LaunchRequest{}, net::GameStartRequest{sample_settings()}, data, net::GameDataAck{0x77},
        net::ResendRequest{70000, 4}, net::Query{}, net::KeepAlive{}, net::Disconnect{}, net::DisconnectAck{},
        net::ReliableAck{9},
    };
    for (const auto& message : messages) {
        expect_round_trip(net::ClientPacket{{}, message}, false);
        expect_round_trip(net::ClientPacket{std::uint8_t{200}, message}, false);
    }
    // Low-resolution turns keep whole multiples of 256.
    net::ClientGameData coarse{0, 0, {{0, net::make_ticdiff({}, net::NetTiccmd{0, 0, -768, 0, 0, 0, 0, 0, 0, 0})}}};
    expect_round_trip(net::ClientPacket{{}, coarse}, true);
}

TEST(WireFormat, EveryServerPacketRoundTrips) {
    net::WaitData wait;
    wait.num_players = 2;
    wait.max_players = 4;
    wait.ready_players = 1;
    wait.consoleplayer = 1;
    wait.player_names = {"Ann", "Bob", "", "", "", "", "", ""};
    wait.player_addrs = {"127.0.0.1:2342", "127.0.0.1:40000", "", "", "", "", "", ""};
    wait.wad_sha1[0] = 0xee;
    net::FullTiccmd tic;
    tic.latency = 120;
    tic.ingame[1] = tic.ingame[7] = true;
    tic.cmds[1] = full_diff();
    tic.cmds[7] = net::TicDiff{};
    net::QueryData query{"Chocolate Doom 3.0.0", 1, 2, 8, 2, 1, "Unnamed server", true};
    const std::vector<net::ServerMessage> messages = {
        net::SynAccepted{"Chocolate Doom 3.0.0"}, net::Rejected{"Server is full!"}, net::WaitingData{wait},
        net::LaunchNotice{3}, net::GameStart{sample_settings()}, net::ServerGameData{0xfe, {tic, tic}},
        net::ResendRequest{12, 1}, net::ConsoleMessage{"Client 'Bob' timed out and disconnected"},
        net::QueryResponse{query}, net::HolePunch{}, net::KeepAlive{}, net::Disconnect{}, net::DisconnectAck{},
        net::ReliableAck{0},
    };
    for (const auto& message : messages) {
        expect_round_trip(net::ServerPacket{{}, message}, false);
        expect_round_trip(net::ServerPacket{std::uint8_t{1}, message}, false);
    }
}

Bytes valid_wait_packet() {
    net::WaitData wait;
    wait.num_players = 1;
    wait.max_players = 4;
    wait.player_names[0] = "Ann";
    wait.player_addrs[0] = "x";
    return net::encode(net::ServerPacket{{}, net::WaitingData{wait}}, false);
}

TEST(WireFormat, EveryTruncationIsRefused) {
    const Bytes whole = valid_wait_packet();
    EXPECT_NO_THROW(net::decode_server_packet(whole, false));
    for (std::size_t size = 0; size < whole.size(); ++size)
        EXPECT_THROW(net::decode_server_packet(std::span(whole).first(size), false), net::MalformedPacket)
            << size << " bytes";
}

TEST(WireFormat, OutOfRangeAndForeignPacketsAreRefused) {
    // Nine players in the waiting data.
    Bytes nine = valid_wait_packet();
    nine[2] = 9;
    EXPECT_THROW(net::decode_server_packet(nine, false), net::MalformedPacket);
    // A name over MAXPLAYERNAME.
    net::WaitData wait;
    wait.num_players = 1;
    net::PacketWriter out;
    out.u16(static_cast<std::uint16_t>(net::PacketType::WaitingData));
    for (int i = 0; i < 6; ++i) out.u8(i == 0 ? 1 : 0);
    out.string(std::string(40, 'a'));
    EXPECT_THROW(net::decode_server_packet(out.data(), false), net::MalformedPacket);
    // Unknown type, a server-only packet from a client and the reverse.
    EXPECT_THROW(net::decode_client_packet(Bytes{0x00, 0x11}, false), net::MalformedPacket);
    EXPECT_THROW(net::decode_client_packet(Bytes{0x00, 0x0c, 'h', 'i', 0}, false), net::MalformedPacket);
    EXPECT_THROW(net::decode_server_packet(Bytes{0x00, 0x0d}, false), net::MalformedPacket);
    // Oversized.
    Bytes huge(net::kMaxPacketSize + 1, 0);
    huge[1] = 3;
    EXPECT_THROW(net::decode_client_packet(huge, false), net::MalformedPacket);
    // A string with no NUL.
    EXPECT_THROW(net::decode_server_packet(Bytes{0x00, 0x02, 'n', 'o'}, false), net::MalformedPacket);
}

TEST(WireFormat, ShownTextKeepsOnlyPrintableCharacters) {
    const Bytes bytes = {0x00, 0x0c, 'o', 0x1b, '[', '2', 'J', 'k', 0x07, 0};
    const auto packet = net::decode_server_packet(bytes, false);
    EXPECT_EQ(std::get<net::ConsoleMessage>(packet.message).text, "o[2Jk");
}

TEST(WireFormat, OldMagicIsReadSoItCanBeRefused) {
    const Bytes bytes = {0x00, 0x00, 0xcc, 0xd9, 0x74, 0xd4};  // 3436803284
    const auto packet = net::decode_client_packet(bytes, false);
    EXPECT_EQ(std::get<net::Syn>(packet.message).magic, net::kOldMagicNumber);
}

}  // namespace
