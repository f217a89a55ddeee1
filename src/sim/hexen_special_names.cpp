// The names of Hexen-type line specials, by number: every special ZDoom
// defines. Numbers and names are ZDoom's (src/playsim/actionspecials.h of
// GZDoom), as its documentation and map editors use them.
#include <algorithm>
#include <iterator>
#include <string_view>

#include "sim/hexen_specials.h"
#include "sim/udmf_support.h"

namespace sim {

namespace {

struct SpecialName {
    int number;
    const char* name;
};
constexpr SpecialName kSpecialNames[] = {
    {1, "Polyobj_StartLine"}, {2, "Polyobj_RotateLeft"}, {3, "Polyobj_RotateRight"}, {4, "Polyobj_Move"},
    {5, "Polyobj_ExplicitLine"}, {6, "Polyobj_MoveTimes8"}, {7, "Polyobj_DoorSwing"}, {8, "Polyobj_DoorSlide"},
    {9, "Line_Horizon"}, {10, "Door_Close"}, {11, "Door_Open"}, {12, "Door_Raise"}, {13, "Door_LockedRaise"},
    {14, "Door_Animated"}, {15, "Autosave"}, {16, "Transfer_WallLight"}, {17, "Thing_Raise"},
    {18, "StartConversation"}, {19, "Thing_Stop"}, {20, "Floor_LowerByValue"}, {21, "Floor_LowerToLowest"},
    {22, "Floor_LowerToNearest"}, {23, "Floor_RaiseByValue"}, {24, "Floor_RaiseToHighest"},
    {25, "Floor_RaiseToNearest"}, {26, "Stairs_BuildDown"}, {27, "Stairs_BuildUp"}, {28, "Floor_RaiseAndCrush"},
    {29, "Pillar_Build"}, {30, "Pillar_Open"}, {31, "Stairs_BuildDownSync"}, {32, "Stairs_BuildUpSync"},
    {33, "ForceField"}, {34, "ClearForceField"}, {35, "Floor_RaiseByValueTimes8"}, {36, "Floor_LowerByValueTimes8"},
    {37, "Floor_MoveToValue"}, {38, "Ceiling_Waggle"}, {39, "Teleport_ZombieChanger"}, {40, "Ceiling_LowerByValue"},
    {41, "Ceiling_RaiseByValue"}, {42, "Ceiling_CrushAndRaise"}, {43, "Ceiling_LowerAndCrush"},
    {44, "Ceiling_CrushStop"}, {45, "Ceiling_CrushRaiseAndStay"}, {46, "Floor_CrushStop"},
    {47, "Ceiling_MoveToValue"}, {48, "Sector_Attach3dMidtex"}, {49, "GlassBreak"}, {50, "ExtraFloor_LightOnly"},
    {51, "Sector_SetLink"}, {52, "Scroll_Wall"}, {53, "Line_SetTextureOffset"}, {54, "Sector_ChangeFlags"},
    {55, "Line_SetBlocking"}, {56, "Line_SetTextureScale"}, {57, "Sector_SetPortal"}, {58, "Sector_CopyScroller"},
    {59, "Polyobj_OR_MoveToSpot"}, {60, "Plat_PerpetualRaise"}, {61, "Plat_Stop"}, {62, "Plat_DownWaitUpStay"},
    {63, "Plat_DownByValue"}, {64, "Plat_UpWaitDownStay"}, {65, "Plat_UpByValue"}, {66, "Floor_LowerInstant"},
    {67, "Floor_RaiseInstant"}, {68, "Floor_MoveToValueTimes8"}, {69, "Ceiling_MoveToValueTimes8"}, {70, "Teleport"},
    {71, "Teleport_NoFog"}, {72, "ThrustThing"}, {73, "DamageThing"}, {74, "Teleport_NewMap"},
    {75, "Teleport_EndGame"}, {76, "TeleportOther"}, {77, "TeleportGroup"}, {78, "TeleportInSector"},
    {79, "Thing_SetConversation"}, {80, "ACS_Execute"}, {81, "ACS_Suspend"}, {82, "ACS_Terminate"},
    {83, "ACS_LockedExecute"}, {84, "ACS_ExecuteWithResult"}, {85, "ACS_LockedExecuteDoor"},
    {86, "Polyobj_MoveToSpot"}, {87, "Polyobj_Stop"}, {88, "Polyobj_MoveTo"}, {89, "Polyobj_OR_MoveTo"},
    {90, "Polyobj_OR_RotateLeft"}, {91, "Polyobj_OR_RotateRight"}, {92, "Polyobj_OR_Move"},
    {93, "Polyobj_OR_MoveTimes8"}, {94, "Pillar_BuildAndCrush"}, {95, "FloorAndCeiling_LowerByValue"},
    {96, "FloorAndCeiling_RaiseByValue"}, {97, "Ceiling_LowerAndCrushDist"}, {98, "Sector_SetTranslucent"},
    {99, "Floor_RaiseAndCrushDoom"}, {100, "Scroll_Texture_Left"}, {101, "Scroll_Texture_Right"},
    {102, "Scroll_Texture_Up"}, {103, "Scroll_Texture_Down"}, {104, "Ceiling_CrushAndRaiseSilentDist"},
    {105, "Door_WaitRaise"}, {106, "Door_WaitClose"}, {107, "Line_SetPortalTarget"}, {109, "Light_ForceLightning"},
    {110, "Light_RaiseByValue"}, {111, "Light_LowerByValue"}, {112, "Light_ChangeToValue"}, {113, "Light_Fade"},
    {114, "Light_Glow"}, {115, "Light_Flicker"}, {116, "Light_Strobe"}, {117, "Light_Stop"}, {118, "Plane_Copy"},
    {119, "Thing_Damage"}, {120, "Radius_Quake"}, {121, "Line_SetIdentification"}, {125, "Thing_Move"},
    {127, "Thing_SetSpecial"}, {128, "ThrustThingZ"}, {129, "UsePuzzleItem"}, {130, "Thing_Activate"},
    {131, "Thing_Deactivate"}, {132, "Thing_Remove"}, {133, "Thing_Destroy"}, {134, "Thing_Projectile"},
    {135, "Thing_Spawn"}, {136, "Thing_ProjectileGravity"}, {137, "Thing_SpawnNoFog"}, {138, "Floor_Waggle"},
    {139, "Thing_SpawnFacing"}, {140, "Sector_ChangeSound"}, {150, "Line_SetHealth"}, {151, "Sector_SetHealth"},
    {154, "Teleport_NoStop"}, {156, "Line_SetPortal"}, {157, "SetGlobalFogParameter"}, {158, "FS_Execute"},
    {159, "Sector_SetPlaneReflection"}, {160, "Sector_Set3DFloor"}, {161, "Sector_SetContents"},
    {168, "Ceiling_CrushAndRaiseDist"}, {169, "Generic_Crusher2"}, {170, "Sector_SetCeilingScale2"},
    {171, "Sector_SetFloorScale2"}, {172, "Plat_UpNearestWaitDownStay"}, {173, "NoiseAlert"},
    {174, "SendToCommunicator"}, {175, "Thing_ProjectileIntercept"}, {176, "Thing_ChangeTID"}, {177, "Thing_Hate"},
    {178, "Thing_ProjectileAimed"}, {179, "ChangeSkill"}, {180, "Thing_SetTranslation"}, {181, "Plane_Align"},
    {182, "Line_Mirror"}, {183, "Line_AlignCeiling"}, {184, "Line_AlignFloor"}, {185, "Sector_SetRotation"},
    {186, "Sector_SetCeilingPanning"}, {187, "Sector_SetFloorPanning"}, {188, "Sector_SetCeilingScale"},
    {189, "Sector_SetFloorScale"}, {190, "Static_Init"}, {191, "SetPlayerProperty"},
    {192, "Ceiling_LowerToHighestFloor"}, {193, "Ceiling_LowerInstant"}, {194, "Ceiling_RaiseInstant"},
    {195, "Ceiling_CrushRaiseAndStayA"}, {196, "Ceiling_CrushAndRaiseA"}, {197, "Ceiling_CrushAndRaiseSilentA"},
    {198, "Ceiling_RaiseByValueTimes8"}, {199, "Ceiling_LowerByValueTimes8"}, {200, "Generic_Floor"},
    {201, "Generic_Ceiling"}, {202, "Generic_Door"}, {203, "Generic_Lift"}, {204, "Generic_Stairs"},
    {205, "Generic_Crusher"}, {206, "Plat_DownWaitUpStayLip"}, {207, "Plat_PerpetualRaiseLip"},
    {208, "TranslucentLine"}, {209, "Transfer_Heights"}, {210, "Transfer_FloorLight"}, {211, "Transfer_CeilingLight"},
    {212, "Sector_SetColor"}, {213, "Sector_SetFade"}, {214, "Sector_SetDamage"}, {215, "Teleport_Line"},
    {216, "Sector_SetGravity"}, {217, "Stairs_BuildUpDoom"}, {218, "Sector_SetWind"}, {219, "Sector_SetFriction"},
    {220, "Sector_SetCurrent"}, {221, "Scroll_Texture_Both"}, {222, "Scroll_Texture_Model"}, {223, "Scroll_Floor"},
    {224, "Scroll_Ceiling"}, {225, "Scroll_Texture_Offsets"}, {226, "ACS_ExecuteAlways"}, {227, "PointPush_SetForce"},
    {228, "Plat_RaiseAndStayTx0"}, {229, "Thing_SetGoal"}, {230, "Plat_UpByValueStayTx"}, {231, "Plat_ToggleCeiling"},
    {232, "Light_StrobeDoom"}, {233, "Light_MinNeighbor"}, {234, "Light_MaxNeighbor"}, {235, "Floor_TransferTrigger"},
    {236, "Floor_TransferNumeric"}, {237, "ChangeCamera"}, {238, "Floor_RaiseToLowestCeiling"},
    {239, "Floor_RaiseByValueTxTy"}, {240, "Floor_RaiseByTexture"}, {241, "Floor_LowerToLowestTxTy"},
    {242, "Floor_LowerToHighest"}, {243, "Exit_Normal"}, {244, "Exit_Secret"}, {245, "Elevator_RaiseToNearest"},
    {246, "Elevator_MoveToFloor"}, {247, "Elevator_LowerToNearest"}, {248, "HealThing"}, {249, "Door_CloseWaitOpen"},
    {250, "Floor_Donut"}, {251, "FloorAndCeiling_LowerRaise"}, {252, "Ceiling_RaiseToNearest"},
    {253, "Ceiling_LowerToLowest"}, {254, "Ceiling_LowerToFloor"}, {255, "Ceiling_CrushRaiseAndStaySilA"},
    {256, "Floor_LowerToHighestEE"}, {257, "Floor_RaiseToLowest"}, {258, "Floor_LowerToLowestCeiling"},
    {259, "Floor_RaiseToCeiling"}, {260, "Floor_ToCeilingInstant"}, {261, "Floor_LowerByTexture"},
    {262, "Ceiling_RaiseToHighest"}, {263, "Ceiling_ToHighestInstant"}, {264, "Ceiling_LowerToNearest"},
    {265, "Ceiling_RaiseToLowest"}, {266, "Ceiling_RaiseToHighestFloor"}, {267, "Ceiling_ToFloorInstant"},
    {268, "Ceiling_RaiseByTexture"}, {269, "Ceiling_LowerByTexture"}, {270, "Stairs_BuildDownDoom"},
    {271, "Stairs_BuildUpDoomSync"}, {272, "Stairs_BuildDownDoomSync"}, {273, "Stairs_BuildUpDoomCrush"},
    {274, "Door_AnimatedClose"}, {275, "Floor_Stop"}, {276, "Ceiling_Stop"}, {277, "Sector_SetFloorGlow"},
    {278, "Sector_SetCeilingGlow"}, {279, "Floor_MoveToValueAndCrush"}, {280, "Ceiling_MoveToValueAndCrush"},
    {281, "Line_SetAutomapFlags"}, {282, "Line_SetAutomapStyle"}, {283, "Polyobj_StopSound"},
};

}  // namespace

std::string_view hexen_special_name(int special) {
    const auto it = std::lower_bound(std::begin(kSpecialNames), std::end(kSpecialNames), special,
                                     [](const SpecialName& s, int n) { return s.number < n; });
    return it != std::end(kSpecialNames) && it->number == special ? it->name : std::string_view();
}

std::vector<SpecialSupport> hexen_special_support() {
    std::vector<SpecialSupport> specials;
    for (const SpecialName& s : kSpecialNames) {
        const bool at_start = hexen_static_special(s.number);
        const bool polyobject = std::string_view(s.name).starts_with("Polyobj_") && hexen_special_played(s.number);
        const std::string_view note =
            s.number == 160    ? "at level start; drawn by the software renderer and the true 3D view, translucent "
                                 "ones blended, their light below them; not by the exact view"
            : s.number == 50   ? "at level start: the light cast below, in the software renderer and the true 3D view"
            : s.number == 169  ? "Hexen's crushing: it waits above what it crushes"
            : s.number >= 218 && s.number <= 220
                ? "at level start and from scripts; acts where the sector's friction (2048) or push (4096) bit is "
                  "on, at complevel 9 and up"
            : s.number == 209  ? "at level start, as Boom's 242; its drawing flags (2, 4, 8, 32) not played"
            : s.number == 208 || s.number == 210 || s.number == 211 || s.number == 16
                ? "at level start, by the renderers"
            : s.number == 190  ? "at level start: Init_Gravity, Init_Damage, Init_Color, Init_TransferSky (the "
                                 "renderers); Init_SectorLink not played (warned)"
            : s.number == 231  ? "Boom's instant toggle"
            : s.number == 161 || s.number == 227 ? "does nothing, as in ZDoom"
            : s.number == 129  ? "fails, silent, as in ZDoom's Doom games, which have no puzzle items"
            : s.number == 120  ? "silent (Doom has no quake sound); views shake in every renderer"
            : s.number == 237  ? "drawn and heard from the camera by every renderer and the sound system; through "
                                 "a thing that is no player: its eye half its height up, no weapon, no goggles; "
                                 "SecurityCamera (9025) and AimingCamera (9073) turn and tilt as ZDoom's; "
                                 "MovingCamera (9072) and PathFollower (9071) travel their paths"
            : s.number == 177  ? "type 0 (one thing hated) only; the other types, which hunt things by id, are "
                                 "named in a warning and not played"
            : s.number == 180  ? "ACS's translations (CreateTranslation) and the activator's; drawn by every "
                                 "renderer; savegames keep them"
            : s.number == 109  ? "silent (Doom has no world/thunder); MAPINFO's lightning, its other start, and sky2, "
                                 "its flash sky, are not read"
            : s.number == 281  ? "ZDoom's \"revealed\" (8) not kept"
            : s.number == 53 || s.number == 56 || (s.number >= 183 && s.number <= 185) || s.number == 188 ||
                    s.number == 189 || s.number == 170 || s.number == 171
                ? "drawn by every renderer; savegames keep it"
            : s.number == 52   ? "from scripts and lines; fewer than all three parts scroll those parts' "
                                 "offsets (drawn by every renderer)"
            : s.number == 58   ? "at level start: copies Scroll_Floor's and Scroll_Ceiling's scrollers of its tag"
            : s.number == 221 || s.number == 223 || s.number == 224
                ? "at level start, and from scripts with ZDoom's arguments there"
            : s.number == 191  ? "frozen, totally frozen, no target, instant weapon switch, buddha, no clipping, "
                                 "god mode and Doom's six powers; flight and other games' powers not played"
            : s.number == 212 || s.number == 213 ? "drawn by every renderer in nearest palette colours; savegames keep it"
            : s.number == 14 || s.number == 274
                ? "ANIMDEFS' animated doors; silent (their sound sequences are not played)"
            : s.number == 15   ? "the window writes the autosave (game.autosave; -loadgame auto); never in demos "
                                 "or netgames"
            : s.number == 54   ? "only silent changes anything in Doom (sector_flags.h)"
            : at_start         ? "at level start"
            : polyobject       ? "silent (no sound sequences)"
            : s.number == 204 || s.number == 26 || s.number == 27 || s.number == 31 || s.number == 32 ||
                    (s.number >= 270 && s.number <= 273) || s.number == 217
                ? "with ZDoom's delay between steps and reset (the steps go back after a time)"
                : "";
        specials.push_back({s.number, s.name, at_start || hexen_special_played(s.number), note});
    }
    return specials;
}

}  // namespace sim
