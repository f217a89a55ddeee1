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
    {85, "scroll wall right"},
    {223, "friction"},
    {224, "wind"},
    {225, "current"},
    {226, "point pusher or puller"},
    {242, "deep water (fake floor and ceiling)"},
    {245, "scroll by floor height change"},
    {246, "scroll by floor height change, carrying things"},
    {247, "scroll floor by floor height change, carrying things"},
    {248, "scroll wall by floor height change"},
    {249, "scroll wall by sector height change"},
    {250, "scroll ceiling"},
    {251, "scroll floor"},
    {252, "carry things"},
    {253, "scroll floor and carry things"},
    {254, "scroll wall with the line"},
    {255, "scroll wall by its offsets"},
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
