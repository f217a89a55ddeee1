// Boom's generalized sector types (see boom_sector_types.h), and what
// their damage, secret and MBF21 death bits do to a player standing in
// them (the PrBoom family's P_PlayerInSpecialSector, by behaviour).
#include "sim/boom_sector_types.h"

#include "sim/game.h"
#include "sim/hexen_specials.h"
#include "sim/interaction.h"
#include "sim/movers.h"

namespace sim {

namespace {

constexpr int kDamageShift = 5;
constexpr int kSecretBit = 0x80;
constexpr int kFrictionBit = 0x100;
constexpr int kPushBit = 0x200;
constexpr int kDeathBit = 0x1000;
constexpr int kInstantDeath = 10000;

// A hit every 32 tics; a radiation suit keeps it off, except now and
// then when the floor leaks (a random number drawn each tic it is worn).
void hurt(World& w, Player& player, int damage, int leak) {
    if (player.powers[pw_ironfeet] && !(leak && w.rng.p_random() < leak)) return;
    if (!(w.leveltime & 0x1f)) damage_mobj(w, *player.mo, nullptr, nullptr, damage);
}

void kill_everyone(World& w) {
    for (Player& p : w.players)
        if (p.mo && w.opts.playeringame[static_cast<std::size_t>(&p - w.players.data())])
            damage_mobj(w, *p.mo, nullptr, nullptr, kInstantDeath);
}

}  // namespace

SectorTypeBits decode_sector_type(int special) {
    SectorTypeBits b;
    b.doom_type = special & 31;
    b.damage = (special >> kDamageShift) & 3;
    b.secret = special & kSecretBit;
    b.friction = special & kFrictionBit;
    b.push = special & kPushBit;
    b.death = special & kDeathBit;
    return b;
}

// Hexen-type maps have ZDoom's bits (hexen_sector_forces.cpp), at the
// same complevels.
bool sector_has_friction(const World& w, int sector) {
    const int special = w.sectors[static_cast<std::size_t>(sector)].special;
    if (hexen_specials(w)) return w.opts.compat.boom() && (special & kZDoomFrictionBit);
    return boom_map_rules(w) && decode_sector_type(special).friction;
}

bool sector_has_push(const World& w, int sector) {
    const int special = w.sectors[static_cast<std::size_t>(sector)].special;
    if (hexen_specials(w)) return w.opts.compat.boom() && (special & kZDoomPushBit);
    return boom_map_rules(w) && decode_sector_type(special).push;
}

int doom_sector_type(const World& w, int special) { return boom_map_rules(w) ? special & 31 : special; }

void player_in_generalized_sector(World& w, Player& player, SectorState& sector) {
    const SectorTypeBits b = decode_sector_type(sector.special);
    if (b.death && w.opts.compat.mbf21()) {
        switch (b.damage) {
            case 0:
                if (!player.powers[pw_invulnerability] && !player.powers[pw_ironfeet])
                    damage_mobj(w, *player.mo, nullptr, nullptr, kInstantDeath);
                break;
            case 1: damage_mobj(w, *player.mo, nullptr, nullptr, kInstantDeath); break;
            case 2:
                kill_everyone(w);
                exit_level(w);
                break;
            default:
                kill_everyone(w);
                secret_exit_level(w);
                break;
        }
    } else {
        switch (b.damage) {
            case 1: hurt(w, player, 5, 0); break;
            case 2: hurt(w, player, 10, 0); break;
            case 3: hurt(w, player, 20, 5); break;
            default: break;
        }
    }
    if (b.secret) {
        player.secretcount++;
        sector.special &= ~kSecretBit;
        if (sector.special < 32) sector.special = 0;  // nothing generalized left
    }
}

}  // namespace sim
