#include "net/server_search.h"

#include <algorithm>
#include <iomanip>
#include <string>

#include "net/messages.h"

namespace net {

namespace {

std::string state_name(std::uint8_t state) {
    switch (state) {
        case 0: return "waiting";
        case 1: return "starting";
        case 2: return "in game";
        default: return "state " + std::to_string(state);
    }
}

}  // namespace

std::vector<FoundServer> query_servers(Transport& transport, std::span<const Address> targets, int wait_ms,
                                       const std::function<std::uint32_t()>& now_ms) {
    const Bytes query = encode(ClientPacket{std::nullopt, Query{}}, false);
    const std::uint32_t start = now_ms();
    for (const Address& to : targets) transport.send(to, query);
    std::vector<FoundServer> found;
    // Done early once each target answered from its own address (never for
    // a broadcast: its answers come from the servers' addresses).
    const auto all_answered = [&] {
        return std::all_of(targets.begin(), targets.end(), [&](const Address& to) {
            return std::any_of(found.begin(), found.end(), [&](const FoundServer& s) { return s.address == to; });
        });
    };
    for (std::uint32_t now = start; now - start < static_cast<std::uint32_t>(wait_ms) && !all_answered();
         now = now_ms()) {
        transport.wait(static_cast<int>(static_cast<std::uint32_t>(wait_ms) - (now - start)));
        while (const auto datagram = transport.receive()) {
            try {
                const ServerPacket packet = decode_server_packet(datagram->data, false);
                const auto* answer = std::get_if<QueryResponse>(&packet.message);
                if (!answer) continue;
                const bool seen = std::any_of(found.begin(), found.end(),
                                              [&](const FoundServer& s) { return s.address == datagram->from; });
                if (!seen) found.push_back({datagram->from, answer->data, static_cast<int>(now_ms() - start)});
            } catch (const MalformedPacket&) {
                // Not a server's answer: anything may arrive on a broadcast.
            }
        }
    }
    return found;
}

std::vector<Address> local_search_targets(std::uint16_t port) {
    return {{0xffffffffu, port}, {0x7fffffffu, port}};
}

void print_servers(std::ostream& out, const std::vector<FoundServer>& servers) {
    if (servers.empty()) {
        out << "No server answered.\n";
        return;
    }
    out << std::left << std::setw(22) << "address" << std::setw(8) << "ping" << std::setw(9) << "players"
        << std::setw(10) << "state" << "description\n";
    for (const FoundServer& s : servers) {
        out << std::left << std::setw(22) << s.address.to_string() << std::setw(8)
            << (std::to_string(s.ping_ms) + " ms") << std::setw(9)
            << (std::to_string(s.data.num_players) + "/" + std::to_string(s.data.max_players)) << std::setw(10)
            << state_name(s.data.server_state) << s.data.description << " (" << s.data.version << ")\n";
    }
}

}  // namespace net
