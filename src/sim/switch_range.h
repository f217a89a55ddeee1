#pragma once
// ZDoom's switch range (UDMF `checkswitchrange`, and every line with a
// solid middle texture, which forces it): a line is used only where its
// user can reach the part that shows the switch. Older maps rely on using
// switches out of reach, so only lines that ask are checked.
namespace sim {

struct World;
class Mobj;

// Whether `user`, pressing `line` from its side `side` (0 the front),
// reaches the switch on it (P_CheckSwitchRange). Always so on lines that do
// not ask, and on maps without ZDoom's line fields.
bool reaches_switch(const World& w, int line, int side, const Mobj& user);

}  // namespace sim
