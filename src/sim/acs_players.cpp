#include "sim/acs_players.h"

#include <array>

#include "sim/acs_world.h"
#include "sim/camera.h"
#include "sim/class_names.h"
#include "sim/dehacked_patch.h"
#include "sim/level_title.h"
#include "sim/world.h"

namespace sim {

using dehacked::iequals;

namespace {

// ZDoom's button bits for Doom's: attack and use are the same; Doom's
// weapon change and special bits mean other things there and are left out.
int zdoom_buttons(std::uint8_t doom) { return doom & (BT_ATTACK | BT_USE); }

const Player* player_at(const World& w, const Mobj* activator, int number) {
    if (number < 0) return activator ? activator->player : nullptr;
    if (number >= kMaxPlayers || !w.opts.playeringame[static_cast<std::size_t>(number)]) return nullptr;
    return &w.players[static_cast<std::size_t>(number)];
}

// The skills' names, as Doom's menu (d_englsh.h) gives them.
constexpr std::array<const char*, 5> kSkillNames = {"I'm too young to die.", "Hey, not too rough.",
                                                    "Hurt me plenty.", "Ultra-Violence.", "Nightmare!"};

}  // namespace

int acs_player_input(const World& w, const Mobj* activator, int player, int input) {
    const Player* p = player_at(w, activator, player);
    if (!p || input < 0 || input > 15) return 0;
    const bool changed = input >= 8;
    const Ticcmd& cmd = changed ? p->cmd : p->original_cmd;
    switch (input % 8) {
        case 0: return zdoom_buttons(changed ? p->old_buttons : p->original_old_buttons);  // OLDBUTTONS
        case 1: return zdoom_buttons(cmd.buttons);                                          // BUTTONS
        case 3: return cmd.angleturn;                                                       // YAW
        case 5: return cmd.forwardmove * 256;                                               // FORWARDMOVE
        case 6: return cmd.sidemove * 256;                                                  // SIDEMOVE
        default: return 0;                                                                  // PITCH, ROLL, UPMOVE
    }
}

std::string acs_print_name(World& w, const Mobj* activator, int which) {
    switch (which) {
        case -1: return level_title(w);
        case -2: return w.level.name;
        case -3: {
            const auto skill = static_cast<std::size_t>(w.opts.skill);
            return skill < kSkillNames.size() ? kSkillNames[skill] : " ";
        }
        case -4: case -5:
            acs_warn_once(w, "printname next", "ACS prints the next map's name, which is not known before the exit");
            return "";
        default: break;
    }
    const Player* p = nullptr;
    if (which < 0) return " ";
    if (which == 0 || which > kMaxPlayers) {
        p = activator ? activator->player : nullptr;
    } else if (w.opts.playeringame[static_cast<std::size_t>(which - 1)]) {
        p = &w.players[static_cast<std::size_t>(which - 1)];
    } else {
        return "Player " + std::to_string(which);
    }
    if (p) return "Player";
    if (activator) return std::string(class_name_of(w, activator->type));
    return " ";
}

int acs_armor_of_type(const World& w, const std::string& armor, int player) {
    const Player* p = player_at(w, nullptr, player);
    if (!p || p->armortype == 0) return 0;
    const char* worn = p->armortype == 1 ? "GreenArmor" : "BlueArmor";
    return iequals(armor, worn) ? p->armorpoints : 0;
}

int acs_player_camera(const World& w, int player) {
    const Player* p = player < 0 ? nullptr : player_at(w, nullptr, player);
    if (!p || !p->mo) return -1;
    const ViewFrom v = view_from(*p);
    return v.player ? -1 : v.tid;
}

int acs_player_info(const World& w, int player, int info) {
    const Player* p = player_at(w, nullptr, player);
    if (!p) return -1;
    // Doom's four player colours (its translations), as RGB.
    constexpr std::array<int, kMaxPlayers> kColours = {0x00ff00, 0x4b0082, 0xa52a2a, 0xff0000};
    enum Info { Team, AimDistance, Colour, Gender, NeverSwitch, MoveBob, StillBob, PlayerClass, Fov, DesiredFov, ViewBob };
    switch (info) {
        case Team: return 255;                                  // TEAM_NONE
        case AimDistance: return static_cast<int>(35 * (0x40000000 / 90.0));
        case Colour: return kColours[static_cast<std::size_t>(player)];
        case MoveBob: return 0x4000;                            // 0.25 in ACS fixed point
        case Fov: case DesiredFov: return 90;
        case ViewBob: return 1;
        case Gender: case NeverSwitch: case StillBob: case PlayerClass: default: return 0;
    }
}

}  // namespace sim
