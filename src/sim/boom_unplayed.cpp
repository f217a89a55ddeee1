// Boom line types this simulation does not play yet: a map that uses one
// gets a warning naming it once, at the first line that has it.
#include <set>
#include <string>
#include <string_view>

#include "base/log.h"
#include "sim/boom_specials.h"

namespace sim {

namespace {

struct Unplayed {
    int special;
    const char* name;
};
// Boom's types that act when the level loads (boomref.txt names). The
// drawn ones (213, 260, 261, 271, 272) are the renderers' (map_looks.h).
constexpr Unplayed kUnplayedBoom[] = {
    {226, "point pusher or puller"},
    {242, "deep water (fake floor and ceiling)"},
};

}  // namespace

std::string_view unplayed_boom_special(int special) {
    for (const Unplayed& u : kUnplayedBoom)
        if (u.special == special) return u.name;
    return {};
}

void warn_of_unplayed_boom_specials(const World& w) {
    std::set<int> warned;
    for (std::size_t i = 0; i < w.lines.size(); ++i) {
        const int special = w.lines[i].special;
        const std::string_view name = unplayed_boom_special(special);
        if (name.empty() || !warned.insert(special).second) continue;
        base::warn(w.level.where + ": line " + std::to_string(i) + " has Boom special " + std::to_string(special) +
                   " (" + std::string(name) + "), which this simulation does not play yet; the line does nothing");
    }
}

}  // namespace sim
