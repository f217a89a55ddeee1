#pragma once
// `bench net`: netgames on the loopback, through our server (`brimstone
// server`) and Chocolate Doom's (`chocolate-server`) in the same run, each
// in a process of its own as players run them: the latency a tic's
// commands take from the last player's send to every player's receipt,
// how many tics a second a server relays for eight players when nobody
// waits for the clock (against the 35 a game needs), its CPU time a tic,
// and the bandwidth each player uses.
#include <iosfwd>
#include <string>

namespace app {

int bench_net(const std::string& self, std::ostream& out);

}  // namespace app
