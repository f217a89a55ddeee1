#include "net/connection.h"

#include "net/protocol.h"

namespace net {

Connection::Connection(Transport& transport, Address peer, State state, std::uint32_t now)
    : transport_(transport), peer_(peer), state_(state), last_receive_(now), last_send_(now) {}

void Connection::set_connected(std::uint32_t now) {
    state_ = State::Connected;
    last_receive_ = now;
}

void Connection::send(std::span<const std::uint8_t> data, std::uint32_t now) {
    transport_.send(peer_, data);
    last_send_ = now;
}

void Connection::send_type(std::uint16_t type, std::uint32_t now) {
    PacketWriter out;
    out.u16(type);
    send(out.data(), now);
}

void Connection::send_reliable(Bytes encoded) {
    reliable_.push_back({std::move(encoded), send_seq_});
    ++send_seq_;
}

bool Connection::accept_reliable(std::uint8_t seq, std::uint32_t now) {
    const bool in_sequence = seq == recv_seq_;
    if (in_sequence) ++recv_seq_;
    // Acknowledge either way: a repeat means our last acknowledgement was lost.
    PacketWriter out;
    out.u16(static_cast<std::uint16_t>(PacketType::ReliableAck));
    out.u8(recv_seq_);
    send(out.data(), now);
    return in_sequence;
}

void Connection::on_reliable_ack(std::uint8_t next_seq) {
    if (!reliable_.empty() && next_seq == static_cast<std::uint8_t>(reliable_.front().seq + 1))
        reliable_.pop_front();
}

void Connection::on_disconnect(std::uint32_t now) {
    send_type(static_cast<std::uint16_t>(PacketType::DisconnectAck), now);
    state_ = State::Disconnected;
    reason_ = Reason::Remote;
}

void Connection::on_disconnect_ack() {
    if (state_ == State::Disconnecting) {
        state_ = State::Disconnected;
        reason_ = Reason::Local;
    }
}

void Connection::disconnect() {
    if (state_ == State::Disconnected || state_ == State::Disconnecting) return;
    state_ = State::Disconnecting;
    reason_ = Reason::Local;
    disconnect_tries_ = 0;
}

void Connection::run(std::uint32_t now) {
    if (state_ == State::Connected) {
        if (now - last_receive_ > kConnectionTimeoutMs) {
            state_ = State::Disconnected;
            reason_ = Reason::Timeout;
            return;
        }
        if (now - last_send_ > kKeepAliveMs) send_type(static_cast<std::uint16_t>(PacketType::KeepAlive), now);
        if (!reliable_.empty()) {
            Reliable& first = reliable_.front();
            if (!first.sent || now - first.sent_at > kReliableResendMs) {
                send(first.encoded, now);
                first.sent = true;
                first.sent_at = now;
            }
        }
    } else if (state_ == State::Disconnecting) {
        if (disconnect_tries_ == 0 || now - last_disconnect_send_ > 1000) {
            if (disconnect_tries_ == kDisconnectRetries) {
                state_ = State::Disconnected;
                return;
            }
            send_type(static_cast<std::uint16_t>(PacketType::Disconnect), now);
            last_disconnect_send_ = now;
            ++disconnect_tries_;
        }
    }
}

}  // namespace net
