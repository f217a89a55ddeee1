#pragma once
// One end of a client-server link (net_common.c): keepalives, the 30-second
// timeout, reliable packets (sent one at a time, resent each second until
// acknowledged, accepted only in sequence) and the disconnect handshake.
// Time comes in as milliseconds from the caller, so tests control it.
#include <cstdint>
#include <deque>

#include "net/packet_buffer.h"
#include "net/transport.h"

namespace net {

inline constexpr std::uint32_t kConnectionTimeoutMs = 30000;
inline constexpr std::uint32_t kKeepAliveMs = 1000;
inline constexpr std::uint32_t kReliableResendMs = 1000;
inline constexpr int kDisconnectRetries = 5;

class Connection {
public:
    enum class State { Connecting, Connected, Disconnecting, Disconnected };
    enum class Reason { None, Local, Remote, Timeout };

    Connection(Transport& transport, Address peer, State state, std::uint32_t now);

    State state() const { return state_; }
    Reason reason() const { return reason_; }
    const Address& peer() const { return peer_; }
    void set_connected(std::uint32_t now);

    void send(std::span<const std::uint8_t> data, std::uint32_t now);
    // The sequence number the next reliable packet must carry; queue it,
    // encoded with that number, with send_reliable.
    std::uint8_t next_reliable_seq() const { return send_seq_; }
    void send_reliable(Bytes encoded);

    // Every packet from the peer passes here first. For a reliable one,
    // acknowledges it and says whether it is the next in sequence (false:
    // drop it, the peer sends it again).
    void received(std::uint32_t now) { last_receive_ = now; }
    bool accept_reliable(std::uint8_t seq, std::uint32_t now);
    void on_reliable_ack(std::uint8_t next_seq);
    void on_disconnect(std::uint32_t now);
    void on_disconnect_ack();

    void disconnect();
    // Keepalives, resends, timeouts; call often.
    void run(std::uint32_t now);

private:
    void send_type(std::uint16_t type, std::uint32_t now);

    Transport& transport_;
    Address peer_;
    State state_;
    Reason reason_ = Reason::None;
    std::uint32_t last_receive_;
    std::uint32_t last_send_;
    std::uint32_t last_disconnect_send_ = 0;
    int disconnect_tries_ = 0;
    std::uint8_t send_seq_ = 0;
    std::uint8_t recv_seq_ = 0;
    struct Reliable {
        Bytes encoded;
        std::uint8_t seq;
        bool sent = false;
        std::uint32_t sent_at = 0;
    };
    std::deque<Reliable> reliable_;
};

}  // namespace net
