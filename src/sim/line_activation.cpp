// As ZDoom's UDMF loader turns the activation fields into SPAC bits (use
// with passuse is a use that goes through), and back.
#include "sim/line_activation.h"

#include <array>
#include <utility>

#include "sim/world.h"

namespace sim {

namespace {

using map::LineBool;

constexpr std::array<std::pair<LineBool, int>, 10> kBits = {{
    {LineBool::PlayerCross, kSpacCross},
    {LineBool::PlayerUse, kSpacUse},
    {LineBool::MonsterCross, kSpacMonsterCross},
    {LineBool::Impact, kSpacImpact},
    {LineBool::PlayerPush, kSpacPush},
    {LineBool::MissileCross, kSpacMissileCross},
    {LineBool::AnyCross, kSpacAnyCross},
    {LineBool::MonsterUse, kSpacMonsterUse},
    {LineBool::MonsterPush, kSpacMonsterPush},
    {LineBool::PlayerUseBack, kSpacUseBack},
}};

// The map's own fields; none where it keeps no extension (a Doom-format map).
map::BoolFields<LineBool> map_fields(const World& w, int line) {
    const auto& lines = w.level.extensions.lines;
    return static_cast<std::size_t>(line) < lines.size() ? lines[static_cast<std::size_t>(line)].flags
                                                         : map::BoolFields<LineBool>{};
}

}  // namespace

map::BoolFields<LineBool> line_activation_fields(const World& w, int line) {
    map::BoolFields<LineBool> f = map_fields(w, line);
    const auto it = w.acs.line_activation.find(line);
    if (it == w.acs.line_activation.end()) return f;
    const int spac = it->second.spac;
    for (const auto& [field, bit] : kBits) f.set(field, spac & bit);
    if (spac & kSpacUseThrough) {
        f.set(LineBool::PlayerUse);
        f.set(LineBool::PassUse);
    }
    if (it->second.repeat >= 0) f.set(LineBool::RepeatSpecial, it->second.repeat != 0);
    return f;
}

int line_activation(const World& w, int line) {
    if (const auto it = w.acs.line_activation.find(line); it != w.acs.line_activation.end()) return it->second.spac;
    const map::BoolFields<LineBool> f = map_fields(w, line);
    int spac = 0;
    for (const auto& [field, bit] : kBits)
        if (f[field]) spac |= bit;
    if ((spac & kSpacUse) && f[LineBool::PassUse]) spac = (spac & ~kSpacUse) | kSpacUseThrough;
    return spac;
}

void set_line_activation(World& w, int line, int spac, int repeat) {
    AcsLevel::LineActivation& a = w.acs.line_activation[line];
    a.spac = spac;
    if (repeat >= 0) a.repeat = repeat > 0 ? 1 : 0;
}

}  // namespace sim
