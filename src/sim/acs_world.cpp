// What ACS does to the level beside the specials, with the arguments and
// meanings ZDoom's ACS documentation gives each function.
#include "sim/acs_world.h"

#include <algorithm>
#include <cctype>
#include <optional>

#include "base/log.h"
#include "sim/acs_inventory.h"
#include "sim/game.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/class_names.h"
#include "sim/sector_queries.h"
#include "sim/sound.h"
#include "sim/sound_names.h"
#include "sim/spawn_numbers.h"
#include "sim/thing_ids.h"
#include "sim/thing_spawning.h"
#include "sim/world.h"

namespace sim {

namespace {

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// Calls `act(line)` for each line with id `id`.
template <class F>
void each_line(World& w, int id, F&& act) {
    const int count = static_cast<int>(w.lines.size());
    for (int l = 0; l < count; ++l)
        if (line_has_id(w, l, id)) act(l);
}

// SNDINFO's names first, then Doom's.
SfxId sound_named(World& w, const std::string& name) {
    if (w.defs->sndinfo)
        if (const std::vector<SfxId>* sounds = w.defs->sndinfo->find(name)) return one_of(w, *sounds);
    std::string n = lower(name);
    if (n.size() > 2 && n.compare(0, 2, "ds") == 0) n.erase(0, 2);
    const std::vector<std::string>& names = w.defs->sound_names;
    for (std::size_t i = 1; i < names.size(); ++i)
        if (!names[i].empty() && n == lower(names[i])) return static_cast<SfxId>(i);
    return sfx_None;
}

}  // namespace

const std::string& acs_string(const World& w, int index) {
    static const std::string kNone;
    const std::vector<std::string>* s = nullptr;
    if ((index & 0xffff0000) == kAcsMadeStrings) {
        s = &w.acs_vars.made_strings;
    } else {
        // A module's own string, that module in the high bits (ZDoom's
        // LookupString: the number below them is 16 bits).
        const auto module = static_cast<std::uint32_t>(index) >> kAcsModuleShift;
        if (module < w.acs.modules.size()) s = &w.acs.modules[module].code->strings;
    }
    index &= 0xffff;
    return s && static_cast<std::size_t>(index) < s->size() ? (*s)[static_cast<std::size_t>(index)] : kNone;
}

int acs_make_string(World& w, const std::string& s) {
    std::vector<std::string>& made = w.acs_vars.made_strings;
    auto it = std::find(made.begin(), made.end(), s);
    if (it == made.end()) {
        if (made.size() >= kAcsMostMadeStrings) return kAcsMadeStrings | static_cast<int>(kAcsMostMadeStrings);
        it = made.insert(made.end(), s);
    }
    return kAcsMadeStrings | static_cast<int>(it - made.begin());
}

void acs_print(World& w, const AcsThread& t, const std::string& text, bool bold) {
    if (!bold && t.activator && t.activator->player) {
        t.activator->player->message = text;
        return;
    }
    for (int i = 0; i < kMaxPlayers; ++i)
        if (w.opts.playeringame[static_cast<std::size_t>(i)]) w.players[static_cast<std::size_t>(i)].message = text;
}

void acs_change_flat(World& w, int tag, const std::string& name, bool ceiling) {
    const int flat = w.textures.flat(upper(name));
    if (flat < 0) {
        acs_warn_once(w, "flat " + name, "ACS names flat \"" + name + "\", which no WAD has; sectors keep theirs");
        return;
    }
    for (int n = -1; (n = find_sector_from_tag(w, tag, n)) >= 0;) {
        SectorState& s = w.sectors[static_cast<std::size_t>(n)];
        (ceiling ? s.ceilingpic : s.floorpic) = flat;
    }
}

void acs_set_line_texture(World& w, int line_id, int side, int position, const std::string& name) {
    if (side < 0 || side > 1 || position < 0 || position > 2) return;
    const int texture = w.textures.texture(upper(name));
    each_line(w, line_id, [&](int l) {
        const int s = w.level.lines[static_cast<std::size_t>(l)].sides[static_cast<std::size_t>(side)];
        if (s < 0) return;
        SideState& sd = w.sides[static_cast<std::size_t>(s)];
        (position == 0 ? sd.toptexture : position == 1 ? sd.midtexture : sd.bottomtexture) = texture;
    });
}

void acs_set_line_blocking(World& w, int line_id, int setting, bool monsters) {
    // ZDoom: BLOCK_NOTHING 0 clears; creatures (1) and everything (2) block
    // what Doom's flag blocks; railings and players (3, 4) are not played.
    const int flag = monsters ? map::kLineBlockMonsters : map::kLineBlocking;
    if (!monsters && setting > 2) {
        acs_warn_once(w, "blocking " + std::to_string(setting),
                      "ACS SetLineBlocking " + std::to_string(setting) + " is not played; the line keeps its flags");
        return;
    }
    each_line(w, line_id, [&](int l) {
        int& flags = w.lines[static_cast<std::size_t>(l)].flags;
        flags = setting ? flags | flag : flags & ~flag;
    });
}

void acs_set_line_special(World& w, int line_id, int special, const std::array<int, 5>& args) {
    each_line(w, line_id, [&](int l) {
        w.lines[static_cast<std::size_t>(l)].special = special;
        w.acs.line_args[l] = args;
    });
}

void acs_clear_line_special(World& w, int line) {
    if (line < 0 || static_cast<std::size_t>(line) >= w.lines.size()) return;
    w.lines[static_cast<std::size_t>(line)].special = 0;
}

namespace {

// Living things with thing id `tid` (0: any), of `type` (kNoThing: any), in
// a sector tagged `tag` (-1: anywhere).
int count_things(World& w, MobjType type, int tid, int tag) {
    int n = 0;
    w.thinkers.for_each([&](const Thinker& t) {
        if (t.kind() != ThinkerKind::Mobj) return;
        const Mobj& m = static_cast<const Mobj&>(t);
        if (m.health <= 0 || (tid != 0 && m.tid != tid) || (type != kNoThing && m.type != type)) return;
        if (tag != -1 && !sector_has_tag(w, w.mobj_sector(m), tag)) return;
        ++n;
    });
    return n;
}

}  // namespace

int acs_thing_count(World& w, int type, int tid, int tag) {
    const MobjType wanted = type != 0 ? type_of_spawn_number(w, type) : kNoThing;
    // A spawn number that names nothing here counts nothing, as in ZDoom.
    if (type != 0 && wanted == kNoThing) return 0;
    return count_things(w, wanted, tid, tag);
}

int acs_thing_count_named(World& w, const std::string& name, int tid, int tag) {
    const MobjType wanted = name.empty() ? kNoThing : type_of_class_name(w, name);
    if (!name.empty() && wanted == kNoThing) return 0;
    return count_things(w, wanted, tid, tag);
}

const Mobj* acs_thing(const World& w, const AcsThread& t, int tid) {
    if (tid == 0) return t.activator;
    const Mobj* found = nullptr;
    w.thinkers.for_each([&](const Thinker& th) {
        if (found || th.kind() != ThinkerKind::Mobj) return;
        const Mobj& m = static_cast<const Mobj&>(th);
        if (m.tid == tid) found = &m;
    });
    return found;
}

MobjType acs_class_to_spawn(World& w, const std::string& name) {
    const MobjType type = type_of_class_name(w, name);
    if (type == kNoThing)
        acs_warn_once(w, "class " + name, "ACS spawns a \"" + name + "\", which is no Doom thing; nothing appears");
    return type;
}

int acs_spawn(World& w, const std::string& name, fixed_t x, fixed_t y, fixed_t z, int tid, int angle, bool forced) {
    const MobjType type = acs_class_to_spawn(w, name);
    if (type == kNoThing) return 0;
    return spawn_thing(w, type, x, y, z, byte_angle(angle), tid, false, forced) ? 1 : 0;
}

namespace {

// One at each spot with id `spot`, facing byte angle `angle` or, without
// one, the spot's own way.
int spawn_at_spots(World& w, const AcsThread& t, const std::string& name, int spot, int tid, std::optional<int> angle,
                   bool forced) {
    const MobjType type = acs_class_to_spawn(w, name);
    if (type == kNoThing) return 0;
    int spawned = 0;
    for (const Spot& s : spots_with_id(w, spot, t.activator))
        if (spawn_thing(w, type, s.x, s.y, s.z, angle ? byte_angle(*angle) : s.angle, tid, false, forced)) ++spawned;
    return spawned;
}

}  // namespace

int acs_spawn_spot(World& w, const AcsThread& t, const std::string& name, int spot, int tid, int angle, bool forced) {
    return spawn_at_spots(w, t, name, spot, tid, angle, forced);
}

int acs_spawn_spot_facing(World& w, const AcsThread& t, const std::string& name, int spot, int tid, bool forced) {
    return spawn_at_spots(w, t, name, spot, tid, std::nullopt, forced);
}

bool acs_thing_on_flat(World& w, const AcsThread& t, int tid, const std::string& name, bool ceiling) {
    const Mobj* m = acs_thing(w, t, tid);
    if (!m) return false;
    const SectorState& s = w.sectors[static_cast<std::size_t>(w.mobj_sector(*m))];
    const int flat = w.textures.flat(upper(name));
    return flat >= 0 && (ceiling ? s.ceilingpic : s.floorpic) == flat;
}

void acs_replace_textures(World& w, const std::string& from, const std::string& to, int flags) {
    const std::string a = upper(from), b = upper(to);
    if (!(flags & 7)) {
        const int old_texture = w.textures.texture(a), new_texture = w.textures.texture(b);
        if (old_texture >= 0 && new_texture >= 0)
            for (SideState& sd : w.sides) {
                if (!(flags & 1) && sd.bottomtexture == old_texture) sd.bottomtexture = new_texture;
                if (!(flags & 2) && sd.midtexture == old_texture) sd.midtexture = new_texture;
                if (!(flags & 4) && sd.toptexture == old_texture) sd.toptexture = new_texture;
            }
    }
    if ((flags & 24) != 24) {
        const int old_flat = w.textures.flat(a), new_flat = w.textures.flat(b);
        if (old_flat >= 0 && new_flat >= 0)
            for (SectorState& s : w.sectors) {
                if (!(flags & 8) && s.floorpic == old_flat) s.floorpic = new_flat;
                if (!(flags & 16) && s.ceilingpic == old_flat) s.ceilingpic = new_flat;
            }
    }
}

void acs_change_level(World& w, const std::string& name) {
    const std::string n = upper(name);
    int map = 0;
    if (n.size() == 5 && n.compare(0, 3, "MAP") == 0 && std::isdigit(static_cast<unsigned char>(n[3])) &&
        std::isdigit(static_cast<unsigned char>(n[4]))) {
        map = (n[3] - '0') * 10 + (n[4] - '0');
    } else if (n.size() == 4 && n[0] == 'E' && n[2] == 'M' && n[1] - '0' == w.opts.episode &&
               std::isdigit(static_cast<unsigned char>(n[3]))) {
        map = n[3] - '0';
    }
    if (map < 1) {
        acs_warn_once(w, "level " + name, "ACS changes to level \"" + name + "\", which is not played; the level goes on");
        return;
    }
    exit_to_map(w, map);
}

void acs_sector_damage(World& w, int tag, int amount, const std::string& protection, int flags) {
    std::vector<Mobj*> hurt;
    w.thinkers.for_each([&](Thinker& t) {
        if (t.kind() != ThinkerKind::Mobj) return;
        Mobj& m = static_cast<Mobj&>(t);
        if (!(m.flags & MF_SHOOTABLE) || m.health <= 0) return;
        if (!(flags & (m.player ? 1 : 2))) return;
        if (!(flags & 4) && m.z > m.floorz) return;
        if (!sector_has_tag(w, w.mobj_sector(m), tag)) return;
        if (!protection.empty() && acs_check_inventory(m, protection) > 0) return;
        hurt.push_back(&m);
    });
    // Hurt after the walk: a death changes the thinker list.
    for (Mobj* m : hurt) damage_mobj(w, *m, nullptr, nullptr, amount);
}

int acs_level_info(const World& w, int key) {
    int found_kills = 0, found_items = 0, found_secrets = 0;
    for (int i = 0; i < kMaxPlayers; ++i) {
        if (!w.opts.playeringame[static_cast<std::size_t>(i)]) continue;
        const Player& p = w.players[static_cast<std::size_t>(i)];
        found_kills += p.killcount;
        found_items += p.itemcount;
        found_secrets += p.secretcount;
    }
    switch (key) {
        case 2:  // LEVELNUM
            return w.opts.mode == GameMode::Commercial ? w.opts.map : (w.opts.episode - 1) * 10 + w.opts.map;
        case 3: return w.totalsecret;
        case 4: return found_secrets;
        case 5: return w.totalitems;
        case 6: return found_items;
        case 7: return w.totalkills;
        case 8: return found_kills;
        default: return 0;  // par time, cluster and suck time: the game's, not the simulation's
    }
}

bool acs_tag_busy(const World& w, int tag) {
    for (int n = -1; (n = find_sector_from_tag(w, tag, n)) >= 0;) {
        const SectorState& s = w.sectors[static_cast<std::size_t>(n)];
        if (s.specialdata || s.ceilingdata) return true;
    }
    return false;
}

void acs_sound(World& w, const AcsThread& t, AcsSoundFrom from, const std::string& name, int tid) {
    const SfxId sfx = sound_named(w, name);
    if (sfx == sfx_None) {
        acs_warn_once(w, "sound " + name,
                      "ACS plays sound \"" + name + "\", which is no Doom sound nor SNDINFO's; it is not heard");
        return;
    }
    switch (from) {
        case AcsSoundFrom::Everywhere: start_sound(w, nullptr, sfx); return;
        case AcsSoundFrom::Activator: start_sound(w, t.activator, sfx); return;
        case AcsSoundFrom::Line:
            // ZDoom: from the front sector of the script's line; without
            // one, everywhere.
            if (t.line < 0) {
                start_sound(w, nullptr, sfx);
                return;
            }
            start_sector_sound(w, w.level.lines[static_cast<std::size_t>(t.line)].front_sector, sfx);
            return;
        case AcsSoundFrom::Things:
            w.thinkers.for_each([&](Thinker& th) {
                if (th.kind() != ThinkerKind::Mobj) return;
                Mobj& m = static_cast<Mobj&>(th);
                if (m.tid == tid) start_sound(w, &m, sfx);
            });
            return;
    }
}

void acs_warn_once(World& w, const std::string& key, const std::string& text) {
    if (!w.acs.warned.insert(key).second) return;
    base::warn(w.level.where + ": " + text);
}

}  // namespace sim
