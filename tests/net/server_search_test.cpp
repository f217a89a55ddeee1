// -localsearch and -query (net/server_search.h) against our own server on
// this machine: the server answers a query sent to its address, and one
// broadcast on the loopback network; the table names it.
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <sstream>
#include <thread>

#include "net/peer_harness.h"
#include "net/server.h"
#include "net/server_search.h"

namespace {

// A server on its own thread, bound to every address of this machine (a
// broadcast reaches only sockets bound so), answering until destroyed.
class RunningServer {
public:
    explicit RunningServer(const std::string& description)
        : transport_(net::open_udp(0, 0)),
          server_(*transport_, net::ServerOptions{.description = description}, net_test::now_ms()),
          thread_([this] {
              while (!stop_) {
                  transport_->wait(5);
                  server_.run(net_test::now_ms());
              }
          }) {}
    ~RunningServer() {
        stop_ = true;
        thread_.join();
    }
    std::uint16_t port() const { return transport_->local_address().port; }

private:
    std::unique_ptr<net::Transport> transport_;
    net::Server server_;
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

TEST(ServerSearch, QueryFindsTheServerAndItsState) {
    RunningServer server("search test server");
    auto transport = net::open_udp(0, net::kLoopback);
    const net::Address target{net::kLoopback, server.port()};
    const auto found = net::query_servers(*transport, std::span(&target, 1), 2000, net_test::now_ms);
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].address, target);
    EXPECT_EQ(found[0].data.description, "search test server");
    EXPECT_EQ(found[0].data.num_players, 0);
    EXPECT_EQ(found[0].data.max_players, net::kMaxPlayers);
    EXPECT_EQ(found[0].data.server_state, 0);  // waiting for players
    EXPECT_LT(found[0].ping_ms, 1000);  // it returns once the one target answered
    std::ostringstream table;
    net::print_servers(table, found);
    EXPECT_NE(table.str().find("127.0.0.1:" + std::to_string(server.port())), std::string::npos) << table.str();
    EXPECT_NE(table.str().find("0/" + std::to_string(net::kMaxPlayers)), std::string::npos) << table.str();
    EXPECT_NE(table.str().find("waiting"), std::string::npos) << table.str();
}

TEST(ServerSearch, LocalSearchFindsTheServerByBroadcast) {
    RunningServer server("broadcast test server");
    // -localsearch asks the whole local network and the loopback one; the
    // test keeps to the loopback's broadcast (tests stay on this machine),
    // sent twice as a repeated broadcast would reach it.
    const std::vector<net::Address> targets = net::local_search_targets(server.port());
    ASSERT_EQ(targets.size(), 2u);
    EXPECT_EQ(targets[0].ipv4, 0xffffffffu);
    const net::Address loopback_broadcast{0x7fffffffu, server.port()};
    EXPECT_EQ(targets[1], loopback_broadcast);
    auto transport = net::open_udp(0);
    const std::array<net::Address, 2> twice{loopback_broadcast, loopback_broadcast};
    const auto found = net::query_servers(*transport, twice, 1000, net_test::now_ms);
    ASSERT_EQ(found.size(), 1u);  // each answering address once
    EXPECT_EQ(found[0].address, (net::Address{net::kLoopback, server.port()}));
    EXPECT_EQ(found[0].data.description, "broadcast test server");
}

TEST(ServerSearch, NoAnswerSaysSo) {
    auto silent = net::open_udp(0, net::kLoopback);  // bound, never read
    auto transport = net::open_udp(0, net::kLoopback);
    const net::Address target = silent->local_address();
    const auto found = net::query_servers(*transport, std::span(&target, 1), 200, net_test::now_ms);
    EXPECT_TRUE(found.empty());
    std::ostringstream table;
    net::print_servers(table, found);
    EXPECT_EQ(table.str(), "No server answered.\n");
}

}  // namespace
