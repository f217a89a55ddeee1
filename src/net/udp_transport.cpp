#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstring>

#include "net/protocol.h"
#include "net/transport.h"

namespace net {

std::string Address::to_string() const {
    return std::to_string(ipv4 >> 24) + "." + std::to_string((ipv4 >> 16) & 0xff) + "." +
           std::to_string((ipv4 >> 8) & 0xff) + "." + std::to_string(ipv4 & 0xff) + ":" + std::to_string(port);
}

Address resolve_address(std::string_view host_port, std::uint16_t default_port) {
    std::string host(host_port);
    Address address;
    address.port = default_port;
    if (const auto colon = host.rfind(':'); colon != std::string::npos) {
        const std::string port_text = host.substr(colon + 1);
        char* end = nullptr;
        const long port = std::strtol(port_text.c_str(), &end, 10);
        if (port_text.empty() || *end != '\0' || port < 1 || port > 65535)
            throw base::Error("address '" + std::string(host_port) + "': port '" + port_text +
                              "' is not a number from 1 to 65535");
        address.port = static_cast<std::uint16_t>(port);
        host.resize(colon);
    }
    addrinfo hints{};
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_DGRAM;
    addrinfo* found = nullptr;
    if (host.empty() || getaddrinfo(host.c_str(), nullptr, &hints, &found) != 0 || found == nullptr)
        throw base::Error("address '" + std::string(host_port) + "': cannot resolve host '" + host + "'");
    address.ipv4 = ntohl(reinterpret_cast<const sockaddr_in*>(found->ai_addr)->sin_addr.s_addr);
    freeaddrinfo(found);
    return address;
}

namespace {

sockaddr_in to_sockaddr(const Address& address) {
    sockaddr_in out{};
    out.sin_family = AF_INET;
    out.sin_port = htons(address.port);
    out.sin_addr.s_addr = htonl(address.ipv4);
    return out;
}

class UdpTransport final : public Transport {
public:
    UdpTransport(std::uint16_t port, std::uint32_t bind_address) {
        fd_ = socket(AF_INET, SOCK_DGRAM, 0);
        if (fd_ < 0) throw base::Error(std::string("UDP socket: ") + std::strerror(errno));
        fcntl(fd_, F_SETFL, fcntl(fd_, F_GETFL) | O_NONBLOCK);
        // -localsearch queries broadcast addresses; nothing else sends to one.
        const int yes = 1;
        (void)setsockopt(fd_, SOL_SOCKET, SO_BROADCAST, &yes, sizeof yes);
        const sockaddr_in bound = to_sockaddr({bind_address, port});
        if (bind(fd_, reinterpret_cast<const sockaddr*>(&bound), sizeof bound) != 0) {
            const std::string problem = std::strerror(errno);
            close(fd_);
            throw base::Error("UDP port " + std::to_string(port) + ": cannot bind (" + problem + ")");
        }
        sockaddr_in actual{};
        socklen_t length = sizeof actual;
        getsockname(fd_, reinterpret_cast<sockaddr*>(&actual), &length);
        local_ = {ntohl(actual.sin_addr.s_addr), ntohs(actual.sin_port)};
    }
    ~UdpTransport() override { close(fd_); }
    UdpTransport(const UdpTransport&) = delete;
    UdpTransport& operator=(const UdpTransport&) = delete;

    void send(const Address& to, std::span<const std::uint8_t> data) override {
        const sockaddr_in target = to_sockaddr(to);
        // A full socket buffer loses the packet, as the network may: the
        // protocol resends what matters.
        (void)sendto(fd_, data.data(), data.size(), 0, reinterpret_cast<const sockaddr*>(&target), sizeof target);
    }

    std::optional<Datagram> receive() override {
        // One byte more than the protocol allows, so an oversized packet
        // is seen as such rather than silently cut to size.
        std::array<std::uint8_t, kMaxPacketSize + 1> buffer{};
        sockaddr_in from{};
        socklen_t length = sizeof from;
        for (;;) {
            const ssize_t got =
                recvfrom(fd_, buffer.data(), buffer.size(), 0, reinterpret_cast<sockaddr*>(&from), &length);
            if (got < 0) {
                // A gone peer's ICMP error is reported once: read on past it.
                if (errno == EINTR || errno == ECONNREFUSED) continue;
                return std::nullopt;
            }
            return Datagram{{ntohl(from.sin_addr.s_addr), ntohs(from.sin_port)},
                            Bytes(buffer.begin(), buffer.begin() + got)};
        }
    }

    void wait(int timeout_ms) override {
        pollfd entry{fd_, POLLIN, 0};
        (void)poll(&entry, 1, timeout_ms);
    }

    Address local_address() const override { return local_; }

private:
    int fd_ = -1;
    Address local_;
};

}  // namespace

std::unique_ptr<Transport> open_udp(std::uint16_t port, std::uint32_t bind_address) {
    return std::make_unique<UdpTransport>(port, bind_address);
}

}  // namespace net
