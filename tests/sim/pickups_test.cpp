// Pickups, damage, cheats and weapon raising on a bare world: one sector,
// one subsector, things flagged so they need no blockmap or sector links.
#include "sim/interaction.h"

#include <memory>
#include <utility>

#include <gtest/gtest.h>

#include "sim/cheats.h"
#include "sim/game_strings.h"
#include "sim/point_to_angle.h"
#include "sim/weapons.h"

namespace {

using base::kFracUnit;
using namespace sim;

struct BareWorld {
    Definitions defs;
    World w{defs};
    Mobj* body = nullptr;

    explicit BareWorld(Skill skill = Skill::Medium, Definitions definitions = {}) : defs(std::move(definitions)) {
        w.opts.skill = skill;
        w.level.sectors.resize(1);
        w.level.subsectors.resize(1);
        w.sectors.resize(1);
        body = add_mobj(MT_PLAYER);
        body->flags |= MF_SHOOTABLE;
        body->state = S_PLAY;
        Player& p = player();
        p.mo = body;
        body->player = &p;
        p.health = body->health = 100;
        p.maxammo = defs.max_ammo;
        p.weaponowned[wp_fist] = p.weaponowned[wp_pistol] = true;
        p.readyweapon = wp_pistol;
        p.pendingweapon = wp_nochange;
        p.ammo[am_clip] = 50;
    }

    Player& player() { return w.players[0]; }

    Mobj* add_mobj(MobjType type) {
        Mobj* mo = w.thinkers.add(std::make_unique<Mobj>());
        mo->type = type;
        mo->info = &w.defs->mobjinfo[type];
        mo->flags = mo->info->flags | MF_NOBLOCKMAP | MF_NOSECTOR;
        mo->health = mo->info->spawn_health;
        mo->radius = mo->info->radius;
        mo->height = mo->info->height;
        mo->state = mo->info->spawn_state;
        mo->sprite = w.defs->states[mo->state].sprite;
        return mo;
    }
};

TEST(GiveAmmo, DoubledInBabyAndNightmareOnly) {
    for (Skill skill : {Skill::Baby, Skill::Easy, Skill::Medium, Skill::Hard, Skill::Nightmare}) {
        BareWorld bw(skill);
        Player& p = bw.player();
        p.ammo[am_shell] = 0;
        EXPECT_TRUE(give_ammo(bw.w, p, am_shell, 1));
        const bool doubled = skill == Skill::Baby || skill == Skill::Nightmare;
        EXPECT_EQ(p.ammo[am_shell], doubled ? 8 : 4) << static_cast<int>(skill);
        // 0 clips means half a clip (a dropped clip): 5 bullets, or 10.
        p.ammo[am_clip] = 0;
        EXPECT_TRUE(give_ammo(bw.w, p, am_clip, 0));
        EXPECT_EQ(p.ammo[am_clip], doubled ? 10 : 5);
    }
}

TEST(GiveAmmo, CapsAtMaximumAndRefusesWhenFull) {
    BareWorld bw;
    Player& p = bw.player();
    p.ammo[am_clip] = 195;
    EXPECT_TRUE(give_ammo(bw.w, p, am_clip, 5));
    EXPECT_EQ(p.ammo[am_clip], 200);
    EXPECT_FALSE(give_ammo(bw.w, p, am_clip, 1));
    EXPECT_FALSE(give_ammo(bw.w, p, am_noammo, 1));
}

TEST(GiveAmmo, SwitchesFromFistOnlyWhenTheAmmoWasEmpty) {
    BareWorld bw;
    Player& p = bw.player();
    p.readyweapon = wp_fist;
    p.ammo[am_clip] = 0;
    give_ammo(bw.w, p, am_clip, 1);
    EXPECT_EQ(p.pendingweapon, wp_pistol);
    p.pendingweapon = wp_nochange;
    give_ammo(bw.w, p, am_clip, 1);
    EXPECT_EQ(p.pendingweapon, wp_nochange);
}

TEST(GiveWeapon, SinglePlayerGivesTwoClipsAndSelectsIt) {
    BareWorld bw;
    Player& p = bw.player();
    EXPECT_TRUE(give_weapon(bw.w, p, wp_shotgun, false));
    EXPECT_TRUE(p.weaponowned[wp_shotgun]);
    EXPECT_EQ(p.ammo[am_shell], 8);
    EXPECT_EQ(p.pendingweapon, wp_shotgun);

    // Owned already: only the ammo (one clip when dropped by a monster).
    p.pendingweapon = wp_nochange;
    EXPECT_TRUE(give_weapon(bw.w, p, wp_shotgun, true));
    EXPECT_EQ(p.ammo[am_shell], 12);
    EXPECT_EQ(p.pendingweapon, wp_nochange);

    // A weapon without ammo that is already owned gives nothing.
    EXPECT_FALSE(give_weapon(bw.w, p, wp_fist, false));
}

TEST(DamageMobj, GreenArmourTakesAThirdBlueAHalf) {
    {
        BareWorld bw;
        Player& p = bw.player();
        p.armortype = 1;
        p.armorpoints = 100;
        damage_mobj(bw.w, *bw.body, nullptr, nullptr, 30);
        EXPECT_EQ(p.armorpoints, 90);
        EXPECT_EQ(p.health, 80);
        EXPECT_EQ(bw.body->health, 80);
        EXPECT_EQ(p.damagecount, 20);
    }
    {
        BareWorld bw;
        Player& p = bw.player();
        p.armortype = 2;
        p.armorpoints = 200;
        damage_mobj(bw.w, *bw.body, nullptr, nullptr, 31);
        EXPECT_EQ(p.armorpoints, 185);
        EXPECT_EQ(p.health, 84);
    }
}

TEST(DamageMobj, UsedUpArmourAbsorbsWhatIsLeftAndIsLost) {
    BareWorld bw;
    Player& p = bw.player();
    p.armortype = 2;
    p.armorpoints = 5;
    damage_mobj(bw.w, *bw.body, nullptr, nullptr, 30);
    EXPECT_EQ(p.armortype, 0);
    EXPECT_EQ(p.armorpoints, 0);
    EXPECT_EQ(p.health, 75);
}

TEST(DamageMobj, GodModeAndBabySkill) {
    {
        BareWorld bw;
        bw.player().cheats |= CF_GODMODE;
        damage_mobj(bw.w, *bw.body, nullptr, nullptr, 999);
        EXPECT_EQ(bw.player().health, 100);
    }
    {
        BareWorld bw(Skill::Baby);
        damage_mobj(bw.w, *bw.body, nullptr, nullptr, 21);
        EXPECT_EQ(bw.player().health, 90);  // 21 >> 1
    }
}

TEST(TouchSpecialThing, MedikitUnder25HealthShowsThePlainMessage) {
    // The original checks "health < 25" after adding the 25 points, so the
    // "REALLY need" message can never show; demos and messages keep that.
    BareWorld bw;
    Player& p = bw.player();
    p.health = bw.body->health = 10;
    Mobj* medikit = bw.add_mobj(MT_MISC11);
    ASSERT_EQ(medikit->sprite, SPR_MEDI);
    touch_special_thing(bw.w, *medikit, *bw.body);
    EXPECT_EQ(p.health, 35);
    EXPECT_EQ(bw.body->health, 35);
    EXPECT_EQ(p.message, strings::kGotMedikit.text);
    EXPECT_EQ(p.bonuscount, 6);
    EXPECT_TRUE(medikit->removed());
}

TEST(TouchSpecialThing, FullHealthLeavesTheMedikit) {
    BareWorld bw;
    Mobj* medikit = bw.add_mobj(MT_MISC11);
    touch_special_thing(bw.w, *medikit, *bw.body);
    EXPECT_FALSE(medikit->removed());
    EXPECT_TRUE(bw.player().message.empty());
}

TEST(TouchSpecialThing, DeHackEdTextReplacesTheMessage) {
    Definitions patched;
    patched.strings["Picked up a clip."] = "Got bullets.";
    BareWorld bw(Skill::Medium, std::move(patched));
    Mobj* clip = bw.add_mobj(MT_CLIP);
    bw.player().ammo[am_clip] = 0;
    touch_special_thing(bw.w, *clip, *bw.body);
    EXPECT_EQ(bw.player().message, "Got bullets.");
    EXPECT_EQ(bw.player().ammo[am_clip], 10);
}

TEST(Cheats, IdkfaAndGodMode) {
    BareWorld bw;
    Player& p = bw.player();
    EXPECT_TRUE(apply_cheat(bw.w, p, CheatKind::AmmoAndKeys));
    EXPECT_EQ(p.armorpoints, 200);
    EXPECT_EQ(p.armortype, 2);
    EXPECT_TRUE(p.weaponowned[wp_bfg]);
    EXPECT_EQ(p.ammo[am_cell], 300);
    EXPECT_TRUE(p.cards[it_redskull]);
    EXPECT_EQ(p.message, "Very Happy Ammo Added");

    EXPECT_TRUE(apply_cheat(bw.w, p, CheatKind::God));
    EXPECT_TRUE(p.cheats & CF_GODMODE);

    bw.w.opts.skill = Skill::Nightmare;
    EXPECT_FALSE(apply_cheat(bw.w, p, CheatKind::God));
    EXPECT_TRUE(p.cheats & CF_GODMODE);
}

TEST(Cheats, LevelWarpLimits) {
    BareWorld bw;
    bw.w.opts.mode = GameMode::Commercial;
    auto warp = level_warp_cheat(bw.w, bw.player(), '1', '5');
    ASSERT_TRUE(warp.has_value());
    EXPECT_EQ(warp->map, 15);
    EXPECT_FALSE(level_warp_cheat(bw.w, bw.player(), '0', '0').has_value());
    bw.w.opts.mode = GameMode::Shareware;
    EXPECT_FALSE(level_warp_cheat(bw.w, bw.player(), '2', '1').has_value());
    EXPECT_TRUE(level_warp_cheat(bw.w, bw.player(), '1', '9').has_value());
}

TEST(Weapons, PistolRisesToTheReadyState) {
    BareWorld bw;
    Player& p = bw.player();
    setup_psprites(bw.w, p);
    EXPECT_EQ(p.psprites[ps_weapon].state, S_PISTOLUP);
    // The first Raise runs at once: 6 units up from 128.
    EXPECT_EQ(p.psprites[ps_weapon].sy, 122 * kFracUnit);
    EXPECT_EQ(p.pendingweapon, wp_nochange);
    // Fifteen more tics reach the top (32).
    for (int i = 0; i < 14; i++) move_psprites(bw.w, p);
    EXPECT_EQ(p.psprites[ps_weapon].state, S_PISTOLUP);
    move_psprites(bw.w, p);
    EXPECT_EQ(p.psprites[ps_weapon].state, S_PISTOL);
    EXPECT_EQ(p.psprites[ps_weapon].sy, 32 * kFracUnit);
}

TEST(PointToAngle, Octants) {
    EXPECT_EQ(point_to_angle(0, 0), 0u);
    EXPECT_EQ(point_to_angle(kFracUnit, 0), 0u);
    EXPECT_EQ(point_to_angle(kFracUnit, kFracUnit), base::kAng45 - 1);
    EXPECT_EQ(point_to_angle(0, kFracUnit), base::kAng90 - 1);  // the original's off-by-one
    EXPECT_EQ(point_to_angle(-kFracUnit, 0), base::kAng180 - 1);
    EXPECT_EQ(point_to_angle(0, -kFracUnit), base::kAng270);
}

}  // namespace
