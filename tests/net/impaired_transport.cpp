#include "net/impaired_transport.h"

#include <algorithm>

#include "net/peer_harness.h"

namespace net_test {

ImpairedTransport::ImpairedTransport(std::unique_ptr<net::Transport> inner, Impairment impairment)
    : inner_(std::move(inner)), impairment_(impairment), random_(impairment.seed) {}

void ImpairedTransport::hold(bool outgoing, const net::Address& peer, std::span<const std::uint8_t> data) {
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    std::uniform_int_distribution<std::uint32_t> delay(impairment_.min_delay_ms, impairment_.max_delay_ms);
    if (chance(random_) < impairment_.loss) {
        ++counts_.lost;
        return;
    }
    const int copies = chance(random_) < impairment_.duplicate ? 2 : 1;
    counts_.duplicated += copies - 1;
    for (int i = 0; i < copies; ++i) held_.push_back({now_ms() + delay(random_), next_order_, outgoing, peer, net::Bytes(data.begin(), data.end())});
    ++next_order_;
}

void ImpairedTransport::send(const net::Address& to, std::span<const std::uint8_t> data) {
    hold(true, to, data);
    release_due();
}

std::optional<net::Datagram> ImpairedTransport::release_due() {
    while (auto incoming = inner_->receive()) hold(false, incoming->from, incoming->data);
    const std::uint32_t now = now_ms();
    std::stable_sort(held_.begin(), held_.end(), [](const Held& a, const Held& b) { return a.due_ms < b.due_ms; });
    std::optional<net::Datagram> delivered;
    auto it = held_.begin();
    for (; it != held_.end() && it->due_ms <= now; ++it) {
        if (!it->outgoing && delivered) break;  // one delivery a call: the caller asks again
        std::uint64_t& last = last_released_[it->outgoing ? 1 : 0];
        if (it->order < last) ++counts_.overtaken;
        last = std::max(last, it->order);
        ++counts_.passed;
        if (it->outgoing)
            inner_->send(it->peer, it->data);
        else
            delivered = net::Datagram{it->peer, std::move(it->data)};
    }
    held_.erase(held_.begin(), it);
    return delivered;
}

std::optional<net::Datagram> ImpairedTransport::receive() { return release_due(); }

void ImpairedTransport::wait(int timeout_ms) {
    release_due();
    int until_due = timeout_ms;
    const std::uint32_t now = now_ms();
    for (const Held& h : held_)
        until_due = std::min(until_due, static_cast<int>(h.due_ms > now ? h.due_ms - now : 0));
    inner_->wait(until_due);
}

}  // namespace net_test
