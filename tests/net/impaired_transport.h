#pragma once
// A transport that treats packets as a bad network would, both ways: it
// loses some, delays each by its own amount (so later ones overtake
// earlier ones) and sends some twice. Seeded, so a failing run can be
// repeated; wraps a real UDP socket so it works against any server.
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "net/transport.h"

namespace net_test {

struct Impairment {
    double loss = 0.0;         // chance a packet is lost, each way
    double duplicate = 0.0;    // chance a packet arrives twice
    std::uint32_t min_delay_ms = 0;
    std::uint32_t max_delay_ms = 0;  // each packet's delay is drawn in [min, max]
    std::uint32_t seed = 1;
};

// Counts of what was done to the packets, so a test can show that it
// really lost, reordered and repeated some.
struct ImpairmentCounts {
    int passed = 0;
    int lost = 0;
    int duplicated = 0;
    int overtaken = 0;  // delivered after a packet sent later
};

class ImpairedTransport : public net::Transport {
public:
    ImpairedTransport(std::unique_ptr<net::Transport> inner, Impairment impairment);
    void send(const net::Address& to, std::span<const std::uint8_t> data) override;
    std::optional<net::Datagram> receive() override;
    void wait(int timeout_ms) override;
    net::Address local_address() const override { return inner_->local_address(); }
    const ImpairmentCounts& counts() const { return counts_; }

private:
    struct Held {
        std::uint32_t due_ms;
        std::uint64_t order;  // when it was handed over
        bool outgoing;
        net::Address peer;  // where it goes, or where it came from
        net::Bytes data;
    };
    // Loses, repeats and delays one packet on its way.
    void hold(bool outgoing, const net::Address& peer, std::span<const std::uint8_t> data);
    // Sends or delivers what is due; the first packet due for delivery, if any.
    std::optional<net::Datagram> release_due();
    std::unique_ptr<net::Transport> inner_;
    Impairment impairment_;
    std::mt19937 random_;
    std::vector<Held> held_;
    std::uint64_t next_order_ = 0;
    std::uint64_t last_released_[2] = {0, 0};  // per direction
    ImpairmentCounts counts_;
};

}  // namespace net_test
