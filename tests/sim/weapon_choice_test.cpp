// Boom's weapon choices where commands are built (g_game.c's G_BuildTiccmd
// and p_pspr.c's P_SwitchWeapon as dsda-doom 0.25.6 has them), and the
// simulation's side: at Boom's levels the command's weapon is taken as it
// is, and an empty weapon is not switched by the simulation.
#include <memory>

#include <gtest/gtest.h>

#include "sim/complevel.h"
#include "sim/weapon_choice.h"

namespace {

using namespace sim;

class WeaponChoiceTest : public ::testing::Test {
protected:
    WeaponChoiceTest() : defs(std::make_unique<Definitions>()), w(std::make_unique<World>(*defs)) {
        w->opts.mode = GameMode::Commercial;
        w->opts.compat = default_compat_options(CompLevel::Boom);
        p.readyweapon = wp_pistol;
        p.weaponowned[wp_fist] = p.weaponowned[wp_pistol] = true;
        p.ammo[am_clip] = 50;
    }

    Ticcmd key(int weapon_key_slot) {
        Ticcmd cmd;
        cmd.buttons = static_cast<std::uint8_t>(BT_CHANGE | (weapon_key_slot << BT_WEAPONSHIFT));
        return cmd;
    }
    static WeaponType weapon_of(const Ticcmd& cmd) {
        if (!(cmd.buttons & BT_CHANGE)) return wp_nochange;
        return static_cast<WeaponType>((cmd.buttons & kBoomWeaponMask) >> BT_WEAPONSHIFT);
    }

    std::unique_ptr<Definitions> defs;
    std::unique_ptr<World> w;
    Player p;
    WeaponChoice state;
};

TEST_F(WeaponChoiceTest, ShotgunKeyGivesTheSuperShotgunByPreference) {
    p.weaponowned[wp_shotgun] = p.weaponowned[wp_supershotgun] = true;
    p.ammo[am_shell] = 10;
    Ticcmd cmd = key(wp_shotgun);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_supershotgun);  // 9 ranks above 3
    // With the super shotgun out, the key gives the plain shotgun.
    p.readyweapon = wp_supershotgun;
    cmd = key(wp_shotgun);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_shotgun);
    // Not in Doom (no super shotgun there).
    w->opts.mode = GameMode::Registered;
    p.readyweapon = wp_pistol;
    cmd = key(wp_shotgun);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_shotgun);
}

TEST_F(WeaponChoiceTest, FistKeyGivesTheChainsawUnlessBerserkFistIsOut) {
    p.weaponowned[wp_chainsaw] = true;
    Ticcmd cmd = key(wp_fist);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_chainsaw);
    p.readyweapon = wp_chainsaw;
    cmd = key(wp_fist);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_fist);
    // With berserk the preferences decide; the chainsaw (8) ranks above
    // the berserk fist (1).
    p.readyweapon = wp_pistol;
    p.powers[pw_strength] = 1;
    cmd = key(wp_fist);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_chainsaw);
}

TEST_F(WeaponChoiceTest, EmptyWeaponSwitchesOncePerPressToThePreferredOne) {
    p.readyweapon = wp_shotgun;
    p.weaponowned[wp_shotgun] = p.weaponowned[wp_chaingun] = true;
    p.ammo[am_shell] = 0;
    p.attackdown = true;
    Ticcmd cmd;
    cmd.buttons = BT_ATTACK;
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_chaingun);  // 4 ranks above 2
    EXPECT_TRUE(cmd.buttons & BT_ATTACK);
    // Fire still held, the change already pending: no second request.
    p.pendingweapon = wp_chaingun;
    cmd = Ticcmd{};
    cmd.buttons = BT_ATTACK;
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_nochange);
    // Fire let go: the next press that finds it empty asks again.
    p.attackdown = false;
    cmd = Ticcmd{};
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_nochange);
}

TEST_F(WeaponChoiceTest, PreferredWeaponFollowsAmmoAndTheOrder) {
    p.weaponowned[wp_plasma] = p.weaponowned[wp_bfg] = true;
    p.ammo[am_cell] = 0;
    // The pistol is up and nothing else has ammo: the fist, last.
    EXPECT_EQ(preferred_weapon(*w, p), wp_fist);
    p.ammo[am_cell] = 40;
    EXPECT_EQ(preferred_weapon(*w, p), wp_plasma);
    p.readyweapon = wp_plasma;
    EXPECT_EQ(preferred_weapon(*w, p), wp_pistol);  // 2 is the next with ammo, before 7 and 1
}

// The player's own order (game.weapon_preferences) replaces Boom's.
TEST_F(WeaponChoiceTest, ThePlayersPreferencesDecide) {
    p.weaponowned[wp_plasma] = p.weaponowned[wp_missile] = true;
    p.ammo[am_cell] = 40;
    p.ammo[am_misl] = 5;
    const WeaponPreferences rockets_first{5, 6, 9, 4, 3, 2, 8, 7, 1};
    EXPECT_EQ(preferred_weapon(*w, p), wp_plasma);
    EXPECT_EQ(preferred_weapon(*w, p, rockets_first), wp_missile);

    // The shotgun ranked above the super shotgun: its key gives the shotgun.
    p.weaponowned[wp_shotgun] = p.weaponowned[wp_supershotgun] = true;
    p.ammo[am_shell] = 10;
    state.preferences = {6, 3, 9, 4, 2, 8, 5, 7, 1};
    Ticcmd cmd = key(wp_shotgun);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_shotgun);
    state.preferences = kBoomWeaponPreferences;
    cmd = key(wp_shotgun);
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(weapon_of(cmd), wp_supershotgun);
}

TEST_F(WeaponChoiceTest, Mbf21CountsEachWeaponsAmmoPerShot) {
    p.weaponowned[wp_plasma] = true;
    p.ammo[am_cell] = 3;
    p.readyweapon = wp_fist;
    for (const int per_shot : {5, 3}) {
        Definitions patched;  // as a patch's "Ammo per shot" leaves them
        patched.weapon_mbf21[wp_plasma].ammo_per_shot = per_shot;
        World mbf21(patched);
        mbf21.opts.mode = GameMode::Commercial;
        mbf21.opts.compat = default_compat_options(CompLevel::Mbf21);
        EXPECT_EQ(preferred_weapon(mbf21, p), per_shot > 3 ? wp_pistol : wp_plasma) << per_shot;
    }
}

TEST_F(WeaponChoiceTest, VanillaCommandsAreLeftAlone) {
    w->opts.compat = default_compat_options(CompLevel::Vanilla);
    p.weaponowned[wp_shotgun] = p.weaponowned[wp_supershotgun] = true;
    p.ammo[am_shell] = 10;
    Ticcmd cmd = key(wp_shotgun);
    const std::uint8_t before = cmd.buttons;
    choose_weapon(*w, p, cmd, state);
    EXPECT_EQ(cmd.buttons, before);
}

}  // namespace
