// Level setup: the simulation's part of P_SetupLevel. The geometry comes
// in already loaded and derived (map::Level); this builds the runtime
// state and spawns the level's things in the original's order.
#include "sim/setup.h"

#include "sim/boom_blockmap.h"
#include <string>
#include <utility>

#include "base/error.h"
#include "sim/acs_scripts.h"
#include "sim/ambient_sounds.h"
#include "sim/hexen_specials.h"
#include "sim/level_cameras.h"
#include "sim/sector_actions.h"
#include "sim/sector_flag_things.h"
#include "sim/sector_flags.h"
#include "sim/line_blocking.h"
#include "sim/mobjs.h"
#include "sim/music_changers.h"
#include "sim/polyobjects.h"
#include "sim/slope_setup.h"
#include "sim/specials.h"
#include "sim/thing_specials.h"
#include "sim/udmf_thing_fields.h"
#include "sim/unplayed_things.h"

namespace sim {

namespace {

// Doom II things that Doom (any episode) does not know.
bool doom2_only_thing(int type) {
    switch (type) {
        case 68: case 64: case 88: case 89: case 69: case 67: case 71: case 65: case 66: case 84:
            return true;
        default:
            return false;
    }
}

void build_runtime_state(World& w) {
    const map::Level& level = w.level;
    const TextureNumbers& tex = w.textures;

    w.sectors.assign(level.sectors.size(), SectorState{});
    for (std::size_t i = 0; i < level.sectors.size(); ++i) {
        const map::Sector& ms = level.sectors[i];
        SectorState& s = w.sectors[i];
        s.floorheight = ms.floor_height;
        s.ceilingheight = ms.ceiling_height;
        s.floorpic = tex.flat(ms.floor_flat);
        s.ceilingpic = tex.flat(ms.ceiling_flat);
        s.lightlevel = ms.light;
        s.special = ms.special;
        s.tag = ms.tag;
        if (i < level.extensions.sectors.size()) {
            s.gravity = sector_gravity_factor(level.extensions.sectors[i]);
            s.zdoom_flags = sector_flags_of(level.extensions.sectors[i]);
        }
    }

    w.sides.assign(level.sides.size(), SideState{});
    for (std::size_t i = 0; i < level.sides.size(); ++i) {
        const map::Side& ms = level.sides[i];
        SideState& s = w.sides[i];
        s.textureoffset = ms.texture_offset;
        s.rowoffset = ms.row_offset;
        s.toptexture = tex.texture(ms.top_texture);
        s.bottomtexture = tex.texture(ms.bottom_texture);
        s.midtexture = tex.texture(ms.mid_texture);
    }

    w.lines.assign(level.lines.size(), LineState{});
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        const map::Line& ml = level.lines[i];
        LineState& l = w.lines[i];
        l.flags = kept_line_flags(w.opts.compat, ml.flags);
        l.special = ml.special;
        l.tag = ml.tag;
        if (i < level.extensions.lines.size()) l.blocks = udmf_line_blocks(level.extensions.lines[i]);
        // A two-sided flag without a back sidedef made vanilla read past
        // its side array; this map loader gives such lines no back sector.
        if ((ml.flags & map::kLineTwoSided) && ml.sides[1] == map::kNone)
            w.overflows.note(Overflow::MissedBackside);
    }

    if (level.reject_short) w.overflows.note(Overflow::RejectShort);

    const map::Blockmap& bm = level.blockmap;
    w.blocklinks.assign(static_cast<std::size_t>(bm.width) * static_cast<std::size_t>(bm.height), nullptr);
}

}  // namespace

void release_level(World& w) {
    // The old level's objects go away with it. Pointers into them are
    // cleared rather than left dangling (the original kept stale ones,
    // which nothing read before they were set again).
    w.thinkers.clear();
    w.monster_lists = {};
    for (Player& p : w.players) {
        p.mo = nullptr;
        p.attacker = nullptr;
    }
    w.bodyque.fill(nullptr);
    w.activeceilings.fill(nullptr);
    w.activeplats.fill(nullptr);
    w.more_ceilings.clear();
    w.more_plats.clear();
    w.buttons.fill(Button{});
    w.scrolling_lines.clear();
    w.wall_scrollers.clear();
    w.braintargets.clear();
    w.braintargeton = 0;
    w.tm = MapScratch{};
    w.acs = AcsLevel{};
    w.extra_floors.clear();
    w.polyobjects.clear();
    w.level = map::Level{};
}

void read_map_places(World& w) {
    w.camera_paths = {};
    w.sector_actions.clear();
    if (!hexen_specials(w)) return;
    for (std::size_t i = 0; i < w.level.things.size(); ++i) {
        const int type = w.level.things[i].type;
        if (!hexen_thing_present(w, i)) continue;
        if (is_sector_action(type)) add_sector_action(w, i);
        if (is_path_thing(type)) add_path_thing(w, i);
    }
    link_path_nodes(w);
}

void setup_level(World& w, map::Level level, const TextureNumbers& textures) {
    w.totalkills = w.totalitems = w.totalsecret = 0;
    for (Player& p : w.players) p.killcount = p.secretcount = p.itemcount = 0;
    // Marks the first frame: player thinking sets the real view height.
    w.players[static_cast<std::size_t>(w.opts.consoleplayer)].viewz = 1;

    release_level(w);
    w.level = std::move(level);
    w.blocklist_skip = blocklist_head_skip(w.opts.compat, w.level.blockmap);
    w.textures = textures;
    w.leveltime = 0;
    build_runtime_state(w);
    build_sector_planes(w);
    build_extra_floors(w);
    warn_of_undrawn_extra_floors(w);
    build_polyobjects(w);

    w.bodyqueslot = 0;
    w.music_changers = {};
    w.ambient_sources.clear();
    std::set<int> silent_ambients;
    w.look_changes = {};
    w.cameras.clear();
    w.deathmatchstarts.clear();
    const bool hexen = hexen_specials(w);
    read_acs_module(w);
    for (std::size_t i = 0; i < w.level.things.size(); ++i) {
        const map::Thing& thing = w.level.things[i];
        // Doom stops reading THINGS at the first Doom II monster (not just
        // skipping it); kept for demo compatibility.
        if (w.opts.mode != GameMode::Commercial && doom2_only_thing(thing.type)) break;
        // Hexen-type things name their skills and game modes one by one.
        if (hexen && !hexen_thing_present(w, i)) continue;
        if (hexen && (is_sector_action(thing.type) || is_path_thing(thing.type))) continue;  // read_map_places
        if (!w.level.extensions.sectors.empty() && is_sector_flag_thing(thing.type)) {
            apply_sector_flag_thing(w, i);
            continue;
        }
        if (hexen && is_camera_thing(thing.type)) {
            w.cameras.push_back(make_camera(w, i));
            continue;
        }
        if (is_ambient_thing(thing.type)) {
            const int first_arg = i < w.level.extensions.things.size() ? w.level.extensions.things[i].args[0] : 0;
            if (placed_in_this_game(w, thing)) add_ambient_source(w, thing, first_arg, silent_ambients);
            continue;
        }
        Mobj* mo = spawn_map_thing(w, thing);
        if (!mo || thing.type <= 4 || i >= w.level.extensions.things.size()) continue;
        const map::ThingExtension& fields = w.level.extensions.things[i];
        apply_udmf_thing_fields(w, *mo, fields);
        if (!hexen) continue;
        apply_thing_identity(w, *mo, fields);
        // The identity's arguments replaced a changer's number.
        if (mo->type == MT_MUSICSOURCE) mo->args[0] = music_changer_number(thing.type, fields.args[0]);
    }

    if (w.opts.deathmatch) {
        for (int i = 0; i < kMaxPlayers; ++i) {
            if (!w.opts.playeringame[static_cast<std::size_t>(i)]) continue;
            w.players[static_cast<std::size_t>(i)].mo = nullptr;
            deathmatch_spawn_player(w, i);
        }
    }

    // The original went on with a player who has no body and crashed on the
    // first tic; refuse the map instead.
    for (int i = 0; i < kMaxPlayers; ++i) {
        const auto n = static_cast<std::size_t>(i);
        if (w.opts.playeringame[n] && !w.players[n].mo)
            throw base::Error(w.level.where + ": no start for player " + std::to_string(i + 1) + " (thing type " +
                              std::to_string(i + 1) + "); the map cannot be played");
    }

    read_map_places(w);
    aim_level_cameras(w);
    warn_of_unplayed_things(w);
    w.iquehead = w.iquetail = 0;
    spawn_specials(w);
    start_acs_level(w);
}

}  // namespace sim
