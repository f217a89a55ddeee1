#pragma once
// How packets travel, behind a small interface (as Chocolate Doom's
// net_module_t): the protocol code sends and receives datagrams and never
// knows whether a UDP socket or an in-process queue carries them, so a
// whole netgame can run inside one test, and a transport that loses,
// delays or reorders packets on purpose tests the protocol's repairs.
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "net/packet_buffer.h"

namespace net {

// An IPv4 address and UDP port (host byte order).
struct Address {
    std::uint32_t ipv4 = 0;
    std::uint16_t port = 0;
    auto operator<=>(const Address&) const = default;
    std::string to_string() const;
};

// "HOST[:PORT]" (a name or dotted quad); port defaults to `default_port`.
// Throws base::Error naming the text and the problem.
Address resolve_address(std::string_view host_port, std::uint16_t default_port);

struct Datagram {
    Address from;
    Bytes data;
};

class Transport {
public:
    virtual ~Transport() = default;
    virtual void send(const Address& to, std::span<const std::uint8_t> data) = 0;
    // The next datagram waiting, if any; never blocks.
    virtual std::optional<Datagram> receive() = 0;
    // Blocks until a datagram may be waiting or `timeout_ms` passes.
    virtual void wait(int timeout_ms) = 0;
    virtual Address local_address() const = 0;
};

// A UDP socket bound to `port` (0: any free one) on `bind_address`.
// Throws base::Error when the socket cannot be made or bound.
std::unique_ptr<Transport> open_udp(std::uint16_t port, std::uint32_t bind_address = 0);

inline constexpr std::uint32_t kLoopback = 0x7f000001;

}  // namespace net
