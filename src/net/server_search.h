#pragma once
// Finding servers as Chocolate Doom's -localsearch and -query do: a query
// packet to each address (a broadcast one finds every server listening on
// that network), then every answer that arrives within the wait, with the
// time it took, for a table a player reads before choosing -connect.
#include <cstdint>
#include <functional>
#include <ostream>
#include <span>
#include <vector>

#include "net/protocol.h"
#include "net/transport.h"

namespace net {

struct FoundServer {
    Address address;
    QueryData data;
    int ping_ms = 0;
};

// Queries `targets` through `transport` and gathers the answers that come
// within `wait_ms` (by `now_ms`), each answering address once, in the order
// they came; sooner when every target answered. A server reached through
// two networks answers from each. Packets that are not query answers, or
// malformed ones, are passed over.
std::vector<FoundServer> query_servers(Transport& transport, std::span<const Address> targets, int wait_ms,
                                       const std::function<std::uint32_t()>& now_ms);

// The broadcast addresses -localsearch queries on `port`: the whole local
// network, and this machine's loopback network (a server on this machine
// with no network at all).
std::vector<Address> local_search_targets(std::uint16_t port);

// The table of `servers`, or a line saying none answered.
void print_servers(std::ostream& out, const std::vector<FoundServer>& servers);

}  // namespace net
