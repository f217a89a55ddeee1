#pragma once
// Chocolate Doom 3.0's network protocol ("CHOCOLATE_DOOM_0"): its constants
// and the structures its packets carry (net_defs.h, net_structrw.c of
// chocolate-doom 3.0; numbers carried over as facts of that protocol).
#include <array>
#include <cstdint>
#include <string>

namespace net {

inline constexpr std::uint32_t kMagicNumber = 1454104972U;     // NET_MAGIC_NUMBER
inline constexpr std::uint32_t kOldMagicNumber = 3436803284U;  // before 3.0: refused
inline constexpr const char* kProtocolName = "CHOCOLATE_DOOM_0";
inline constexpr int kMaxPlayers = 8;           // NET_MAXPLAYERS
inline constexpr int kMaxNodes = 16;            // MAXNETNODES: players and drones
inline constexpr int kBackupTics = 128;         // BACKUPTICS of the lockstep windows
inline constexpr std::size_t kMaxPlayerName = 29;  // MAXPLAYERNAME less its NUL
inline constexpr std::uint16_t kDefaultPort = 2342;
// Longest text a packet may carry (versions, messages, protocol names):
// well over what any peer sends, well under a datagram.
inline constexpr std::size_t kMaxText = 1024;
inline constexpr std::size_t kMaxProtocols = 16;
// Bigger datagrams are not the protocol's (a full set of 8 players' tics
// with extratics fits in a few hundred bytes).
inline constexpr std::size_t kMaxPacketSize = 1400;

enum class PacketType : std::uint16_t {
    Syn = 0,
    Ack = 1,  // unused since 3.0
    Rejected = 2,
    KeepAlive = 3,
    WaitingData = 4,
    GameStart = 5,
    GameData = 6,
    GameDataAck = 7,
    Disconnect = 8,
    DisconnectAck = 9,
    ReliableAck = 10,
    GameDataResend = 11,
    ConsoleMessage = 12,
    Query = 13,
    QueryResponse = 14,
    Launch = 15,
    NatHolePunch = 16,
};
inline constexpr std::uint16_t kReliableBit = 1U << 15;

// d_mode.h's GameMode_t and GameMission_t as numbered on the wire.
enum class GameMode : std::uint8_t { Shareware = 0, Registered = 1, Commercial = 2, Retail = 3, Indetermined = 4 };
enum class GameMission : std::uint8_t {
    Doom = 0, Doom2 = 1, PackTnt = 2, PackPlut = 3, PackChex = 4, PackHacx = 5, Heretic = 6, Hexen = 7, Strife = 8,
    None = 9,
};

using Sha1 = std::array<std::uint8_t, 20>;

// What a client says of itself in its SYN.
struct ConnectData {
    std::uint8_t gamemode = 0;
    std::uint8_t gamemission = 0;
    std::uint8_t lowres_turn = 0;
    std::uint8_t drone = 0;
    std::uint8_t max_players = 0;
    std::uint8_t is_freedoom = 0;
    Sha1 wad_sha1{};
    Sha1 deh_sha1{};
    std::uint8_t player_class = 0;
    bool operator==(const ConnectData&) const = default;
};

// The game's settings: chosen by the controlling client, sent back to every
// player at the start with its own consoleplayer.
struct GameSettings {
    std::uint8_t ticdup = 1;
    std::uint8_t extratics = 1;
    std::uint8_t deathmatch = 0;
    std::uint8_t nomonsters = 0;
    std::uint8_t fast_monsters = 0;
    std::uint8_t respawn_monsters = 0;
    std::uint8_t episode = 1;
    std::uint8_t map = 1;
    std::int8_t skill = 2;
    std::uint8_t gameversion = 0;
    std::uint8_t lowres_turn = 0;
    std::uint8_t new_sync = 1;
    std::uint32_t timelimit = 0;
    std::int8_t loadgame = -1;
    std::uint8_t random = 0;
    std::uint8_t num_players = 0;
    std::int8_t consoleplayer = 0;
    std::array<std::uint8_t, kMaxPlayers> player_classes{};
    bool operator==(const GameSettings&) const = default;
};

// The waiting screen's state, sent by the server about once a second.
struct WaitData {
    std::uint8_t num_players = 0;
    std::uint8_t num_drones = 0;
    std::uint8_t ready_players = 0;
    std::uint8_t max_players = 0;
    std::uint8_t is_controller = 0;
    std::int8_t consoleplayer = 0;
    std::array<std::string, kMaxPlayers> player_names{};
    std::array<std::string, kMaxPlayers> player_addrs{};
    Sha1 wad_sha1{};
    Sha1 deh_sha1{};
    std::uint8_t is_freedoom = 0;
    bool operator==(const WaitData&) const = default;
};

// A server's answer to a query.
struct QueryData {
    std::string version;
    std::uint8_t server_state = 0;
    std::uint8_t num_players = 0;
    std::uint8_t max_players = 0;
    std::uint8_t gamemode = 0;
    std::uint8_t gamemission = 0;
    std::string description;
    bool knows_our_protocol = false;  // the protocol list named ours
    bool operator==(const QueryData&) const = default;
};

// Chocolate Doom's ticcmd_t as the wire carries it: Doom's fields, the
// consistency byte, and the Heretic/Hexen/Strife fields a Doom game leaves
// at zero but a server relays as sent.
struct NetTiccmd {
    std::int8_t forwardmove = 0;
    std::int8_t sidemove = 0;
    std::int16_t angleturn = 0;
    std::uint8_t chatchar = 0;
    std::uint8_t buttons = 0;
    std::uint8_t consistancy = 0;
    std::uint8_t buttons2 = 0;
    std::uint16_t inventory = 0;
    std::uint8_t lookfly = 0;
    std::uint8_t arti = 0;
    bool operator==(const NetTiccmd&) const = default;
};

// Which fields of a ticcmd differ from the sender's previous one.
enum TicDiffBits : std::uint8_t {
    kDiffForward = 1 << 0,
    kDiffSide = 1 << 1,
    kDiffTurn = 1 << 2,
    kDiffButtons = 1 << 3,
    kDiffConsistancy = 1 << 4,
    kDiffChatchar = 1 << 5,
    kDiffRaven = 1 << 6,
    kDiffStrife = 1 << 7,
};

struct TicDiff {
    std::uint8_t diff = 0;
    NetTiccmd cmd;  // only the fields `diff` names are meaningful
    bool operator==(const TicDiff&) const = default;
};

// One tic of every other player, as the server sends it to one client.
struct FullTiccmd {
    std::int16_t latency = 0;
    std::array<bool, kMaxPlayers> ingame{};
    std::array<TicDiff, kMaxPlayers> cmds{};
    bool operator==(const FullTiccmd&) const = default;
};

}  // namespace net
