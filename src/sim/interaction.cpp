// Pickups, damage and death (the original's p_inter.c).
#include "sim/interaction.h"

#include <algorithm>
#include <cstdint>

#include "base/trig_tables.h"
#include "sim/acs_scripts.h"
#include "sim/game_strings.h"
#include "sim/hexen_specials.h"
#include "sim/mbf_bouncers.h"
#include "sim/mobjs.h"
#include "sim/monster_classes.h"
#include "sim/point_to_angle.h"
#include "sim/sound.h"
#include "sim/thing_specials.h"
#include "sim/udmf_thing_fields.h"
#include "sim/weapons.h"
#include "sim/wrapping.h"

namespace sim {

namespace {

using base::kFracUnit;

constexpr int kBonusAdd = 6;         // bonus flash per pickup
constexpr int kMaxBodyHealth = 100;  // stimpacks, medikits, berserk: not DeHackEd-able

// Boom: before a monster turns on whoever hurt it, it remembers the enemy
// it chased (a player before MBF; at MBF one of the other side, unless
// the new attacker is that same target), to go back to it later.
void remember_last_enemy(Mobj& target, const Mobj& source, const CompatOptions& compat) {
    const Mobj* last = target.lastenemy;
    const bool replace = !last || last->health <= 0 ||
                         (!compat.mbf() ? !last->player
                                        : !((target.flags ^ last->flags) & MF_FRIEND) && target.target != &source);
    if (replace) target.lastenemy = target.target;
}

bool is_console_player(const World& w, const Player& player) {
    return w.player_index(player) == w.opts.consoleplayer;
}

void set_message(World& w, Player& player, const GameString& s) { player.message = game_string(*w.defs, s); }

// The pickup sound is heard by the console player only, not positioned.
void pickup_sound(World& w, const Player& player, SfxId sound) {
    if (is_console_player(w, player)) start_sound(w, nullptr, sound);
}

bool gives_double_ammo(const World& w) {
    return w.opts.skill == Skill::Baby || w.opts.skill == Skill::Nightmare;
}

// A card pickup: message only if new; the card stays in the map for the
// other players in a net game.
bool touch_card(World& w, Player& player, CardType card, const GameString& message) {
    if (!player.cards[card]) set_message(w, player, message);
    give_card(w, player, card);
    return !w.opts.netgame();
}

// Ammo boxes and clips: the amount, as a number of clips, for this item.
bool touch_ammo(World& w, Player& player, AmmoType ammo, int clips, const GameString& message) {
    if (!give_ammo(w, player, ammo, clips)) return false;
    set_message(w, player, message);
    return true;
}

bool touch_power(World& w, Player& player, PowerType power, const GameString& message) {
    if (!give_power(w, player, power)) return false;
    set_message(w, player, message);
    return true;
}

bool touch_weapon(World& w, Player& player, WeaponType weapon, bool dropped, const GameString& message) {
    if (!give_weapon(w, player, weapon, dropped)) return false;
    set_message(w, player, message);
    return true;
}

// The thrust of a hit: damage * (FRACUNIT / 8) * 100 / mass on 32-bit ints,
// so a telefrag's 10000 wraps around as it did in the original.
fixed_t damage_thrust(int damage, int mass) {
    const auto scaled = static_cast<std::int32_t>(static_cast<std::uint32_t>(damage) *
                                                  static_cast<std::uint32_t>(kFracUnit >> 3) * 100u);
    if (mass == 0) return 0;  // a DeHackEd mass of 0 would divide by zero in the original
    return scaled / mass;
}

}  // namespace

bool give_ammo(World& w, Player& player, AmmoType ammo, int num) {
    if (ammo == am_noammo) return false;
    if (ammo < 0 || ammo >= NUMAMMO) return false;  // the original stops with an error
    const auto a = static_cast<std::size_t>(ammo);
    if (player.ammo[a] == player.maxammo[a]) return false;

    // num is a number of clips; 0 means half a clip.
    if (num)
        num *= w.defs->clip_ammo[a];
    else
        num = w.defs->clip_ammo[a] / 2;
    // Double ammo in baby and nightmare skill.
    if (gives_double_ammo(w)) num <<= 1;

    const int oldammo = player.ammo[a];
    player.ammo[a] += num;
    if (player.ammo[a] > player.maxammo[a]) player.ammo[a] = player.maxammo[a];

    // Switch weapons only when this ammo was empty; a player who had some
    // was using a lesser weapon on purpose.
    if (oldammo) return true;
    switch (ammo) {
    case am_clip:
        if (player.readyweapon == wp_fist)
            player.pendingweapon = player.weaponowned[wp_chaingun] ? wp_chaingun : wp_pistol;
        break;
    case am_shell:
        if ((player.readyweapon == wp_fist || player.readyweapon == wp_pistol) && player.weaponowned[wp_shotgun])
            player.pendingweapon = wp_shotgun;
        break;
    case am_cell:
        if ((player.readyweapon == wp_fist || player.readyweapon == wp_pistol) && player.weaponowned[wp_plasma])
            player.pendingweapon = wp_plasma;
        break;
    case am_misl:
        if (player.readyweapon == wp_fist && player.weaponowned[wp_missile]) player.pendingweapon = wp_missile;
        break;
    default:
        break;
    }
    return true;
}

bool give_weapon(World& w, Player& player, WeaponType weapon, bool dropped) {
    const AmmoType ammo = w.defs->weapons[static_cast<std::size_t>(weapon)].ammo;

    if (w.opts.netgame() && w.opts.deathmatch != 2 && !dropped) {
        // Placed weapons stay for the other players in cooperative and
        // plain deathmatch; the pickup itself reports "nothing taken".
        if (player.weaponowned[weapon]) return false;
        player.bonuscount += kBonusAdd;
        player.weaponowned[weapon] = true;
        give_ammo(w, player, ammo, w.opts.deathmatch ? 5 : 2);
        player.pendingweapon = weapon;
        pickup_sound(w, player, sfx_wpnup);
        return false;
    }

    bool gaveammo = false;
    if (ammo != am_noammo) {
        // One clip with a dropped weapon, two with a placed one.
        gaveammo = give_ammo(w, player, ammo, dropped ? 1 : 2);
    }

    bool gaveweapon = false;
    if (!player.weaponowned[weapon]) {
        gaveweapon = true;
        player.weaponowned[weapon] = true;
        player.pendingweapon = weapon;
    }
    return gaveweapon || gaveammo;
}

bool give_body(World&, Player& player, int num) {
    if (player.health >= kMaxBodyHealth) return false;
    player.health += num;
    if (player.health > kMaxBodyHealth) player.health = kMaxBodyHealth;
    player.mo->health = player.health;
    return true;
}

bool give_armor(World&, Player& player, int armortype) {
    const int hits = armortype * 100;
    if (player.armorpoints >= hits) return false;  // no better than what is worn
    player.armortype = armortype;
    player.armorpoints = hits;
    return true;
}

void give_card(World&, Player& player, CardType card) {
    if (player.cards[card]) return;
    player.bonuscount = kBonusAdd;
    player.cards[card] = true;
}

bool give_power(World& w, Player& player, PowerType power) {
    switch (power) {
    case pw_invulnerability:
        player.powers[power] = INVULNTICS;
        return true;
    case pw_invisibility:
        player.powers[power] = INVISTICS;
        player.mo->flags |= MF_SHADOW;
        return true;
    case pw_infrared:
        player.powers[power] = INFRATICS;
        return true;
    case pw_ironfeet:
        player.powers[power] = IRONTICS;
        return true;
    case pw_strength:
        give_body(w, player, 100);
        player.powers[power] = 1;
        return true;
    default:
        break;
    }
    if (player.powers[power]) return false;  // already have it
    player.powers[power] = 1;
    return true;
}

void touch_special_thing(World& w, Mobj& special, Mobj& toucher) {
    const fixed_t delta = special.z - toucher.z;
    if (delta > toucher.height || delta < -8 * kFracUnit) return;  // out of reach

    Player* p = toucher.player;
    if (!p) return;  // only players pick things up; the original assumed so
    Player& player = *p;

    // A sliding corpse can touch things.
    if (toucher.health <= 0) return;

    SfxId sound = sfx_itemup;
    const MiscRules& misc = w.defs->misc;
    const bool dropped = (special.flags & MF_DROPPED) != 0;

    switch (special.sprite) {
    // armour
    case SPR_ARM1:
        if (!give_armor(w, player, misc.green_armor_class)) return;
        set_message(w, player, strings::kGotArmor);
        break;
    case SPR_ARM2:
        if (!give_armor(w, player, misc.blue_armor_class)) return;
        set_message(w, player, strings::kGotMega);
        break;

    // bonus items
    case SPR_BON1:
        player.health++;  // may pass 100%
        if (player.health > misc.max_health) player.health = misc.max_health;
        player.mo->health = player.health;
        set_message(w, player, strings::kGotHealthBonus);
        break;
    case SPR_BON2:
        player.armorpoints++;  // may pass 100%
        if (player.armorpoints > misc.max_armor) player.armorpoints = misc.max_armor;
        if (!player.armortype) player.armortype = 1;
        set_message(w, player, strings::kGotArmorBonus);
        break;
    case SPR_SOUL:
        player.health += misc.soulsphere_health;
        if (player.health > misc.max_soulsphere) player.health = misc.max_soulsphere;
        player.mo->health = player.health;
        set_message(w, player, strings::kGotSuper);
        sound = sfx_getpow;
        break;
    case SPR_MEGA:
        if (w.opts.mode != GameMode::Commercial) return;
        player.health = misc.megasphere_health;
        player.mo->health = player.health;
        give_armor(w, player, 2);  // always blue armour; DeHackEd's class is for the MegaArmor only
        set_message(w, player, strings::kGotMegasphere);
        sound = sfx_getpow;
        break;

    // cards: left in place for everyone in a net game
    case SPR_BKEY:
        if (!touch_card(w, player, it_bluecard, strings::kGotBlueCard)) return;
        break;
    case SPR_YKEY:
        if (!touch_card(w, player, it_yellowcard, strings::kGotYellowCard)) return;
        break;
    case SPR_RKEY:
        if (!touch_card(w, player, it_redcard, strings::kGotRedCard)) return;
        break;
    case SPR_BSKU:
        if (!touch_card(w, player, it_blueskull, strings::kGotBlueSkull)) return;
        break;
    case SPR_YSKU:
        if (!touch_card(w, player, it_yellowskull, strings::kGotYellowSkull)) return;
        break;
    case SPR_RSKU:
        if (!touch_card(w, player, it_redskull, strings::kGotRedSkull)) return;
        break;

    // medikits, heals
    case SPR_STIM:
        if (!give_body(w, player, 10)) return;
        set_message(w, player, strings::kGotStim);
        break;
    case SPR_MEDI:
        if (!give_body(w, player, 25)) return;
        // The original tests the health after healing, so the "really
        // need" message never shows; kept as it was.
        if (player.health < 25)
            set_message(w, player, strings::kGotMedikitNeeded);
        else
            set_message(w, player, strings::kGotMedikit);
        break;

    // power-ups
    case SPR_PINV:
        if (!touch_power(w, player, pw_invulnerability, strings::kGotInvulnerability)) return;
        sound = sfx_getpow;
        break;
    case SPR_PSTR:
        if (!touch_power(w, player, pw_strength, strings::kGotBerserk)) return;
        if (player.readyweapon != wp_fist) player.pendingweapon = wp_fist;
        sound = sfx_getpow;
        break;
    case SPR_PINS:
        if (!touch_power(w, player, pw_invisibility, strings::kGotInvisibility)) return;
        sound = sfx_getpow;
        break;
    case SPR_SUIT:
        if (!touch_power(w, player, pw_ironfeet, strings::kGotSuit)) return;
        sound = sfx_getpow;
        break;
    case SPR_PMAP:
        if (!touch_power(w, player, pw_allmap, strings::kGotMap)) return;
        sound = sfx_getpow;
        break;
    case SPR_PVIS:
        if (!touch_power(w, player, pw_infrared, strings::kGotVisor)) return;
        sound = sfx_getpow;
        break;

    // ammo: a clip dropped by a monster holds half a clip
    case SPR_CLIP:
        if (!touch_ammo(w, player, am_clip, dropped ? 0 : 1, strings::kGotClip)) return;
        break;
    case SPR_AMMO:
        if (!touch_ammo(w, player, am_clip, 5, strings::kGotClipBox)) return;
        break;
    case SPR_ROCK:
        if (!touch_ammo(w, player, am_misl, 1, strings::kGotRocket)) return;
        break;
    case SPR_BROK:
        if (!touch_ammo(w, player, am_misl, 5, strings::kGotRocketBox)) return;
        break;
    case SPR_CELL:
        if (!touch_ammo(w, player, am_cell, 1, strings::kGotCell)) return;
        break;
    case SPR_CELP:
        if (!touch_ammo(w, player, am_cell, 5, strings::kGotCellBox)) return;
        break;
    case SPR_SHEL:
        if (!touch_ammo(w, player, am_shell, 1, strings::kGotShells)) return;
        break;
    case SPR_SBOX:
        if (!touch_ammo(w, player, am_shell, 5, strings::kGotShellBox)) return;
        break;
    case SPR_BPAK:
        if (!player.backpack) {
            for (auto& max : player.maxammo) max *= 2;
            player.backpack = true;
        }
        for (int i = 0; i < NUMAMMO; i++) give_ammo(w, player, static_cast<AmmoType>(i), 1);
        set_message(w, player, strings::kGotBackpack);
        break;

    // weapons
    case SPR_BFUG:
        if (!touch_weapon(w, player, wp_bfg, false, strings::kGotBfg)) return;
        sound = sfx_wpnup;
        break;
    case SPR_MGUN:
        if (!touch_weapon(w, player, wp_chaingun, dropped, strings::kGotChaingun)) return;
        sound = sfx_wpnup;
        break;
    case SPR_CSAW:
        if (!touch_weapon(w, player, wp_chainsaw, false, strings::kGotChainsaw)) return;
        sound = sfx_wpnup;
        break;
    case SPR_LAUN:
        if (!touch_weapon(w, player, wp_missile, false, strings::kGotLauncher)) return;
        sound = sfx_wpnup;
        break;
    case SPR_PLAS:
        if (!touch_weapon(w, player, wp_plasma, false, strings::kGotPlasma)) return;
        sound = sfx_wpnup;
        break;
    case SPR_SHOT:
        if (!touch_weapon(w, player, wp_shotgun, dropped, strings::kGotShotgun)) return;
        sound = sfx_wpnup;
        break;
    case SPR_SGN2:
        if (!touch_weapon(w, player, wp_supershotgun, dropped, strings::kGotSuperShotgun)) return;
        sound = sfx_wpnup;
        break;

    default:
        // The original stops with "Unknown gettable thing"; leave it be.
        return;
    }

    if (special.flags & MF_COUNTITEM) player.itemcount++;
    pick_up_secret(player, special);
    // Taken before the item goes: its special may name the item itself.
    const ThingSpecial own = special_of(special);
    remove_mobj(w, special);
    player.bonuscount += kBonusAdd;
    pickup_sound(w, player, sound);
    run_thing_special(w, own, &toucher);
}

void kill_mobj(World& w, Mobj* source, Mobj& target) {
    target.flags &= ~(MF_SHOOTABLE | MF_FLOAT | MF_SKULLFLY);
    if (target.type != MT_SKULL) target.flags &= ~MF_NOGRAVITY;
    target.flags |= MF_CORPSE | MF_DROPOFF;
    target.height >>= 2;
    if (w.opts.compat.mbf()) update_monster_class(w, target);  // off the live monsters' list

    if (source && source->player) {
        // Credit for the intermission tally.
        if (target.flags & MF_COUNTKILL) source->player->killcount++;
        if (target.player) source->player->frags[static_cast<std::size_t>(w.player_index(*target.player))]++;
    } else if (!w.opts.netgame() && (target.flags & MF_COUNTKILL)) {
        // Single player: every monster death counts, even by other monsters.
        w.players[0].killcount++;
    }

    if (Player* victim = target.player) {
        // Deaths without a killer count against the victim.
        if (!source) victim->frags[static_cast<std::size_t>(w.player_index(*victim))]++;
        target.flags &= ~MF_SOLID;
        victim->playerstate = PST_DEAD;
        drop_weapon(w, *victim);
        start_acs_typed_scripts(w, AcsScriptType::Death, &target);  // ZDoom's AActor::Die
        // (The original also closes the automap here; that is the front end's.)
    }

    const MobjInfo& info = *target.info;
    if (target.health < -info.spawn_health && info.xdeath_state != S_NULL)
        set_mobj_state(w, target, info.xdeath_state);
    else
        set_mobj_state(w, target, info.death_state);
    target.tics -= w.rng.p_random() & 3;
    if (target.tics < 1) target.tics = 1;

    // Former humans drop their weapon (as their MobjInfo says).
    if (info.dropped_item != kNoThing) {
        Mobj* mo = spawn_mobj(w, target.x, target.y, kOnFloorZ, info.dropped_item);
        mo->flags |= MF_DROPPED;
    }
    if (target.special) run_death_special(w, target, source);
}

namespace {

// Whether the victim never turns on this attacker: an arch-vile in the
// original; at MBF21 a DMGIGNORED thing, or one of the victim's own
// infighting group.
bool ignored_attacker(const World& w, const Mobj& target, const Mobj& source) {
    if (!w.opts.compat.mbf21()) return source.type == MT_VILE;
    if (source.flags2 & MF2_DMGIGNORED) return true;
    const int group = target.info->infighting_group;
    return group != kNoGroup && group == source.info->infighting_group;
}

bool no_thrust(const World& w, const Player& player) {
    if (!w.opts.compat.mbf21()) return player.readyweapon == wp_chainsaw;
    return (w.defs->weapon_mbf21[static_cast<std::size_t>(player.readyweapon)].flags & WPF_NOTHRUST) != 0;
}

}  // namespace

void damage_mobj(World& w, Mobj& target, Mobj* inflictor, Mobj* source, int damage) {
    if (!(target.flags & MF_SHOOTABLE) && !bounces(w, target)) return;  // MBF: bouncers take damage
    if (target.health <= 0 || target.dormant) return;

    if (target.flags & MF_SKULLFLY) target.momx = target.momy = target.momz = 0;

    Player* player = target.player;
    if (player && w.opts.skill == Skill::Baby) damage >>= 1;  // half damage in baby skill

    // Push the victim away from the inflictor, except for chainsaw hits,
    // which would push it out of reach (at MBF21, NOTHRUST weapons').
    if (inflictor && !(target.flags & MF_NOCLIP) && !(source && source->player && no_thrust(w, *source->player))) {
        angle_t ang = point_to_angle2(inflictor->x, inflictor->y, target.x, target.y);
        fixed_t thrust = damage_thrust(damage, target.info->mass);

        // Sometimes a killing blow from below makes the victim fall forwards.
        if (damage < 40 && damage > target.health && target.z - inflictor->z > 64 * kFracUnit &&
            (w.rng.p_random() & 1)) {
            ang += base::kAng180;
            thrust = static_cast<fixed_t>(static_cast<std::uint32_t>(thrust) * 4u);
        }
        const unsigned fine = ang >> base::kAngleToFineShift;
        target.momx = wrap_add(target.momx, base::fixed_mul(thrust, base::fine_cosine(fine)));
        target.momy = wrap_add(target.momy, base::fixed_mul(thrust, base::fine_sine(fine)));
        // MBF: a push starts a thing tipping off a ledge at full strength.
        if (target.falling && target.gear >= kMaxTorqueGear) target.gear = 0;
    }

    if (player) {
        // Sector type 11 (the end of E1M8) cannot kill: it leaves 1 health.
        if (ends_level_sector(w, w.mobj_sector(target)) && damage >= target.health)
            damage = target.health - 1;

        // God mode and invulnerability ignore all but telefrag-sized damage.
        if (damage < 1000 && ((player->cheats & CF_GODMODE) || player->powers[pw_invulnerability])) return;
        // ZDoom's buddha (SetPlayerProperty) keeps 1 health but for a telefrag.
        if (damage < 1000 && (player->cheats & CF_BUDDHA) && damage >= target.health)
            damage = std::max(target.health - 1, 0);

        if (player->armortype) {
            int saved = player->armortype == 1 ? damage / 3 : damage / 2;
            if (player->armorpoints <= saved) {
                // The armour is used up.
                saved = player->armorpoints;
                player->armortype = 0;
            }
            player->armorpoints -= saved;
            damage -= saved;
        }
        player->health -= damage;
        if (player->health < 0) player->health = 0;
        player->attacker = source;
        player->damagecount += damage;  // after armour
        if (player->damagecount > 100) player->damagecount = 100;  // a telefrag does 10000
    }

    target.health -= damage;
    if (target.health <= 0) {
        kill_mobj(w, source, target);
        return;
    }

    const CompatOptions& compat = w.opts.compat;
    if (compat.mbf()) {
        // A player's target is whoever hurt it last, so friends can help;
        // a thing below half health goes to the front of its side's list,
        // where friends look for someone to help.
        if (player) target.target = source;
        if (target.health * 2 < target.info->spawn_health) move_to_class_front(w, target, side_of(target));
    }

    // MBF decides below whether the victim fights back.
    bool justhit = false;
    if (w.rng.p_random() < target.info->pain_chance && !(target.flags & MF_SKULLFLY)) {
        if (compat.mbf())
            justhit = true;
        else
            target.flags |= MF_JUSTHIT;  // fight back
        set_mobj_state(w, target, target.info->pain_state);
    }

    target.reactiontime = 0;  // awake now

    // Take the attacker as the new target unless busy with another one; an
    // arch-vile always switches, and nobody targets an arch-vile this way.
    // MBF's monster_infighting off keeps monsters of one side from it.
    // MBF21 reads the arch-vile's rules from flags (NOTHRESHOLD, DMGIGNORED)
    // and adds infighting groups.
    const bool unbusy = !target.threshold || (compat.mbf21() ? (target.flags2 & MF2_NOTHRESHOLD) != 0
                                                              : target.type == MT_VILE);
    if (unbusy && source && source != &target && !ignored_attacker(w, target, *source) &&
        (((source->flags ^ target.flags) & MF_FRIEND) || compat.monster_infighting || !compat.mbf())) {
        if (compat.boom()) remember_last_enemy(target, *source, compat);
        target.target = source;
        target.threshold = kBaseThreshold;
        if (target.state == target.info->spawn_state && target.info->see_state != S_NULL)
            set_mobj_state(w, target, target.info->see_state);
    }

    // MBF: fight back, but not against a friend unless that friend did it.
    if (justhit && (target.target == source || !target.target || !(target.flags & target.target->flags & MF_FRIEND)))
        target.flags |= MF_JUSTHIT;
}

}  // namespace sim
