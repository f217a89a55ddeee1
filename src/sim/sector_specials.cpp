// Sector specials: what they spawn when a level starts, what they do to a
// player standing in them, and the per-tic animation of flats, walls and
// switches (the original's P_SpawnSpecials, P_PlayerInSpecialSector,
// P_InitPicAnims and P_UpdateSpecials).
#include <algorithm>
#include <string>

#include "assets/animations.h"
#include "sim/boom_sector_types.h"
#include "sim/boom_specials.h"
#include "sim/boom_thinkers.h"
#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/special_events.h"
#include "sim/udmf_support.h"
#include "sim/wrapping.h"

namespace sim {

// P_InitPicAnims against this level's numbers, from the game's table (the
// original's or Boom's ANIMATED): a cycle whose first picture is missing
// belongs to another game and is skipped. Vanilla aborts on a missing last
// picture or a cycle of fewer than two; those are skipped too (the asset
// loader has already reported them).
void init_pic_anims(World& w) {
    w.anims.clear();
    for (const assets::AnimationEntry& def : w.textures.animations) {
        const std::string& first = def.first;
        const std::string& last = def.last;
        World::PicAnim anim;
        anim.is_texture = def.is_texture;
        int picnum;
        if (def.is_texture) {
            const auto& names = w.textures.textures;
            const auto start = names.find(first);
            const auto end = names.find(last);
            if (start == names.end() || end == names.end()) continue;
            anim.basepic = start->second;
            picnum = end->second;
        } else {
            anim.basepic = w.textures.flat(first);
            picnum = w.textures.flat(last);
            if (anim.basepic < 0 || picnum < 0) continue;
        }
        anim.numpics = picnum - anim.basepic + 1;
        if (anim.numpics < 2) continue;
        anim.speed = def.speed;
        w.anims.push_back(anim);
    }

    // Every picture shows itself until its cycle moves it on.
    auto count = [](const std::unordered_map<std::string, int>& names) {
        int n = 0;
        for (const auto& [name, number] : names) n = std::max(n, number + 1);
        return n;
    };
    const int num_flats = count(w.textures.flats);
    const int num_textures =
        std::max(count(w.textures.textures), static_cast<int>(w.textures.texture_heights.size()));
    w.flat_translation.resize(static_cast<std::size_t>(num_flats));
    for (int i = 0; i < num_flats; ++i) w.flat_translation[static_cast<std::size_t>(i)] = i;
    w.texture_translation.resize(static_cast<std::size_t>(num_textures));
    for (int i = 0; i < num_textures; ++i) w.texture_translation[static_cast<std::size_t>(i)] = i;
}

namespace {

void animate_pictures(World& w) {
    for (const World::PicAnim& anim : w.anims) {
        std::vector<int>& table = anim.is_texture ? w.texture_translation : w.flat_translation;
        // Picture i shows basepic + (leveltime / speed + i) % numpics. Both
        // terms are never negative (basepic is a found picture), so the
        // offset is stepped here: two divisions a cycle, not two a picture.
        const int end = std::min(anim.basepic + anim.numpics, static_cast<int>(table.size()));
        int offset = (w.leveltime / anim.speed + anim.basepic) % anim.numpics;
        for (int i = anim.basepic; i < end; ++i) {
            table[static_cast<std::size_t>(i)] = anim.basepic + offset;
            if (++offset == anim.numpics) offset = 0;
        }
    }
}

}  // namespace

void player_in_special_sector(World& w, Player& player) {
    if (hexen_specials(w)) {
        player_in_hexen_sector(w, player);
        return;
    }
    Mobj& mo = *player.mo;
    const int secnum = w.mobj_sector(mo);
    SectorState& sector = w.sectors[static_cast<std::size_t>(secnum)];

    // Only on the floor, not while falling onto it.
    if (mo.z != sector.floor_at(mo.x, mo.y)) return;

    // Boom reads 32 and up as its generalized bits.
    if (w.opts.compat.boom() && sector.special >= 32) {
        player_in_generalized_sector(w, player, sector);
        return;
    }
    switch (sector.special) {
        case 5:  // hellslime
            if (!player.powers[pw_ironfeet] && !(w.leveltime & 0x1f)) damage_mobj(w, mo, nullptr, nullptr, 10);
            break;
        case 7:  // nukage
            if (!player.powers[pw_ironfeet] && !(w.leveltime & 0x1f)) damage_mobj(w, mo, nullptr, nullptr, 5);
            break;
        case 16:  // super hellslime
        case 4:   // strobe and hurt
            // The suit leaks now and then: the random number is drawn every
            // tic the suit is worn, not only on damage tics.
            if (!player.powers[pw_ironfeet] || w.rng.p_random() < 5) {
                if (!(w.leveltime & 0x1f)) damage_mobj(w, mo, nullptr, nullptr, 20);
            }
            break;
        case 9:  // secret
            player.secretcount++;
            sector.special = 0;
            break;
        case 11:  // E1M8's exit: no god mode, and the level ends at 10% health
            player.cheats &= ~CF_GODMODE;
            if (!(w.leveltime & 0x1f)) damage_mobj(w, mo, nullptr, nullptr, 20);
            if (player.health <= 10) exit_level(w);
            break;
        default:
            // Vanilla stops with "P_PlayerInSpecialSector: unknown special";
            // an unknown special does nothing here.
            break;
    }
}

void spawn_specials(World& w) {
    // -timer (and -avg) in a deathmatch: the level ends that many minutes on.
    w.level_timer = w.opts.timelimit > 0 && w.opts.deathmatch != 0;
    w.level_time_count = w.level_timer ? w.opts.timelimit * 60 * kTicRate : 0;
    init_pic_anims(w);

    const int count = static_cast<int>(w.sectors.size());
    const bool boom = boom_map_rules(w);
    for (int s = 0; s < count; ++s) {
        SectorState& sector = w.sectors[static_cast<std::size_t>(s)];
        // Boom: the secret bit counts, and the low bits are Doom's type.
        if (boom && decode_sector_type(sector.special).secret) w.totalsecret++;
        switch (doom_sector_type(w, sector.special)) {
            case 0: break;
            case 1: spawn_light_flash(w, s); break;                   // flickering
            case 2: spawn_strobe_flash(w, s, kFastDark, false); break;  // fast strobe
            case 3: spawn_strobe_flash(w, s, kSlowDark, false); break;  // slow strobe
            case 4:  // fast strobe that also hurts: keeps its special (Boom: as its damage bits)
                spawn_strobe_flash(w, s, kFastDark, false);
                if (boom) sector.special |= 3 << 5;
                else sector.special = 4;
                break;
            case 8: spawn_glowing_light(w, s); break;
            case 9:  // Boom counts it only without generalized bits
                if (!boom || sector.special < 32) w.totalsecret++;
                break;
            case 10: spawn_door_close_in_30(w, s); break;
            case 12: spawn_strobe_flash(w, s, kSlowDark, true); break;  // synchronised slow
            case 13: spawn_strobe_flash(w, s, kFastDark, true); break;  // synchronised fast
            case 14: spawn_door_raise_in_5_mins(w, s); break;
            case 17: spawn_fire_flicker(w, s); break;
            default: break;
        }
    }

    // Scrolling walls. Vanilla's list holds 64 and overruns unchecked past
    // that (Chocolate Doom aborts); this one simply grows. Hexen-type
    // levels have their own sector types, line specials and scrollers.
    w.scrolling_lines.clear();
    warn_of_unplayed_fields(w);
    if (hexen_specials(w)) {
        spawn_hexen_sector_specials(w);
        spawn_hexen_specials(w);
    } else {
        const int lines = static_cast<int>(w.lines.size());
        for (int l = 0; l < lines; ++l)
            if (w.lines[static_cast<std::size_t>(l)].special == 48) w.scrolling_lines.push_back(l);
        if (boom) {
            // P_SpawnSpecials' order: the thinkers run in it.
            spawn_boom_scrollers(w);
            spawn_boom_friction(w);
            spawn_boom_pushers(w);
            spawn_boom_deep_water(w);
        }
    }

    w.activeceilings.fill(nullptr);
    w.activeplats.fill(nullptr);
    w.buttons.fill(Button{});
}

void update_specials(World& w) {
    if (w.level_timer && --w.level_time_count == 0) exit_level(w);
    animate_pictures(w);

    for (int line : w.scrolling_lines) {
        if (w.lines[static_cast<std::size_t>(line)].special != 48) continue;
        const int side = w.level.lines[static_cast<std::size_t>(line)].sides[0];
        // The original's int wraps after 32768 tics (15 minutes) of scrolling.
        fixed_t& offset = w.sides[static_cast<std::size_t>(side)].textureoffset;
        offset = wrap_add(offset, base::kFracUnit);
    }
    for (const World::WallScroller& s : w.wall_scrollers) {
        SideState& side = w.sides[static_cast<std::size_t>(s.side)];
        side.textureoffset = wrap_add(side.textureoffset, s.dx);
        side.rowoffset = wrap_add(side.rowoffset, s.dy);
    }

    run_buttons(w);
}

}  // namespace sim
