#pragma once
// Everything the simulation is: the game options, the players, the current
// level's mutable state and its thinkers. One value owned by the caller
// and passed explicitly (no globals); renderers and audio read it const.
//
// Who writes what: only sim/ writes. Fields are grouped by the original
// module that owns them; helpers in other modules read them.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "assets/animation_table.h"
#include "base/fixed.h"
#include "base/random.h"
#include "map/level.h"
#include "sim/acs_state.h"
#include "sim/ambient_sounds.h"
#include "sim/complevel.h"
#include "sim/definitions.h"
#include "sim/events.h"
#include "sim/extra_floors.h"
#include "sim/level_cameras.h"
#include "sim/sector_actions.h"
#include "sim/look_changes.h"
#include "sim/mobj.h"
#include "sim/overflows.h"
#include "sim/player.h"
#include "sim/polyobject.h"
#include "sim/sector_plane.h"
#include "sim/thinker.h"

namespace sim {

class Ceiling;
class Plat;

enum class GameMode { Shareware, Registered, Retail, Commercial };
enum class GameState : int { Level = 0, Intermission = 1, Finale = 2, DemoScreen = 3 };
enum class Skill : int { Baby = 0, Easy = 1, Medium = 2, Hard = 3, Nightmare = 4 };

inline constexpr int kMostTimeLimit = 1440;  // minutes (a day): -timer's bound

struct GameOptions {
    GameMode mode = GameMode::Commercial;
    Skill skill = Skill::Medium;
    int episode = 1;
    int map = 1;
    bool fast = false;       // -fast (or nightmare)
    bool respawn = false;    // -respawn (or nightmare)
    bool nomonsters = false;
    int deathmatch = 0;      // 0 coop/single, 1 deathmatch, 2 altdeath
    int timelimit = 0;       // -timer N (-avg: 20): a deathmatch level's minutes, 0 for no limit
    std::array<bool, kMaxPlayers> playeringame{true, false, false, false};
    int consoleplayer = 0;
    // The compatibility level and the options Boom/MBF demos carry.
    CompatOptions compat;
    bool netgame() const;    // more than one player, as the original's netgame
};

// Name → number lookups the simulation needs, filled by whoever loads the
// assets (the simulation compares and copies texture and flat numbers but
// never looks at pixels).
struct TextureNumbers {
    std::unordered_map<std::string, int> flats;     // upper-case name → flat number
    std::unordered_map<std::string, int> textures;  // upper-case name → texture number ("-" is 0)
    int sky_flat = -1;                              // F_SKY1
    // Height in map units of each texture, by texture number (the
    // original's textureheight >> FRACBITS); raiseToTexture floors read it.
    std::vector<int> texture_heights;
    // Switch texture pairs (off, on) active for this game (P_InitSwitchList).
    std::vector<std::array<int, 2>> switches;
    // The animation table by name (P_InitPicAnims): Boom's ANIMATED lump's
    // when the WADs have one, the original's otherwise.
    std::vector<assets::AnimationEntry> animations = assets::vanilla_animation_table();
    // ANIMDEFS' animated doors (Door_Animated): a door's upper texture and
    // the textures its middle shows as it slides open, in order.
    struct DoorAnimation {
        int texture = 0;
        std::vector<int> frames;
    };
    std::vector<DoorAnimation> door_animations;
    int flat(const std::string& name) const;        // unknown → -1, as a missing flat
    std::string flat_name(int number) const;        // "" for none
    int texture(const std::string& name) const;     // unknown or "-" → 0
};

// Runtime state of a sector: what moves and changes during play.
struct SectorState {
    fixed_t floorheight = 0, ceilingheight = 0;
    // ZDoom's slopes (sector_plane.h): flat unless the map slopes them,
    // and then floorheight / ceilingheight is their height at the anchor.
    SectorPlane floorplane, ceilingplane;
    int floorpic = 0, ceilingpic = 0;
    int lightlevel = 0;
    int special = 0;
    int tag = 0;
    int soundtraversed = 0;      // 0 = untraversed, 1,2 = sndlines + 1
    Mobj* soundtarget = nullptr;  // thing that made the sound (or null)
    int validcount = 0;
    Mobj* thinglist = nullptr;    // things whose position is in this sector
    Thinker* specialdata = nullptr;  // the mover currently working on it
    // Boom: the ceiling's own mover (see separate_plane_movers), and the
    // lock that keeps a generalized staircase from restarting until all
    // its steps stop (-2 moving, -1 done, 0 free), with its step chain.
    Thinker* ceilingdata = nullptr;
    int stairlock = 0;
    int prevsec = -1, nextsec = -1;
    // Boom's scrolling flats: texture offsets the scrollers move each tic
    // (boom_scrollers.cpp), added to the plane's own by the renderers.
    fixed_t floor_xoffs = 0, floor_yoffs = 0, ceiling_xoffs = 0, ceiling_yoffs = 0;
    // Boom's friction (223, boom_friction.cpp): the original's values
    // unless a friction line set them.
    fixed_t friction = 0xe800;
    int movefactor = 2048;
    // Boom's deep water (242, boom_deep_water.cpp): the control sector
    // whose floor and ceiling are drawn as this one's fake planes, or -1.
    int heightsec = -1;
    // ZDoom's damaging floor and gravity (hexen_sectors.cpp): from a
    // UDMF map's fields, changed by Sector_SetDamage and Sector_SetGravity;
    // an interval of 0: none given (the type decides). The gravity is a
    // factor of the level's.
    int damage_amount = 0, damage_interval = 0, damage_leak = 0;
    bool damage_hazard = false;  // Strife's delayed damage (damagehazard)
    fixed_t gravity = base::kFracUnit;
    // ZDoom's sector flags (sector_flags.h: silent, no falling damage,
    // floor drop, no respawn), from the map's fields and Sector_ChangeFlags.
    std::uint32_t zdoom_flags = 0;
    // Boom's things touching the sector (touching_thinglist): those whose
    // box overlaps it, kept at Boom levels only (touching_sectors.h). Not
    // saved: rebuilt from the things' positions.
    std::vector<Mobj*> touching_things;

    bool sloped() const { return floorplane.sloped || ceilingplane.sloped; }
    // The floor's and the ceiling's height at (x, y).
    fixed_t floor_at(fixed_t x, fixed_t y) const { return plane_z(floorplane, floorheight, x, y); }
    fixed_t ceiling_at(fixed_t x, fixed_t y) const { return plane_z(ceilingplane, ceilingheight, x, y); }
};

struct SideState {
    fixed_t textureoffset = 0, rowoffset = 0;
    int toptexture = 0, bottomtexture = 0, midtexture = 0;
};

struct LineState {
    int flags = 0;
    int special = 0;
    int tag = 0;
    int validcount = 0;
    int blocks = 0;  // UDMF's blocks by kind of passage (line_blocking.h), changed by Line_SetBlocking
};

// Scratch results of the movement and hitscan code that the original kept
// in globals and that callers read back (tmfloorz after P_CheckPosition,
// linetarget after P_AimLineAttack, spechit for monsters opening doors …).
struct MapScratch {
    std::uint32_t tmflags = 0;
    fixed_t tmx = 0, tmy = 0;
    map::BBox tmbbox{};
    Mobj* tmthing = nullptr;
    bool floatok = false;
    fixed_t tmfloorz = 0, tmceilingz = 0, tmdropoffz = 0;
    int ceilingline = -1;  // line that lowered tmceilingz, for the sky hack
    int floorline = -1;    // line that raised tmfloorz (MBF's escape from walls)
    // MBF: the thing checked is a player (not a voodoo doll), who may move
    // out of a wall its box already crosses (killough's tmunstuck).
    bool unstuck = false;
    std::vector<int> spechit;  // special lines touched, in order
    // The thing whose P_TryMove is crossing its lines (ZDoom's
    // MF6_INTRYMOVE): a teleport of it leaves the sector actions to the
    // move's end (sector_actions.h).
    const Mobj* crossing = nullptr;
    // P_LineOpening results
    fixed_t opentop = 0, openbottom = 0, openrange = 0, lowfloor = 0;
    // P_AimLineAttack / P_LineAttack
    Mobj* linetarget = nullptr;
    Mobj* shootthing = nullptr;
    fixed_t shootz = 0;
    int la_damage = 0;
    fixed_t attackrange = 0;
    fixed_t aimslope = 0;
    fixed_t topslope = 0, bottomslope = 0;
    // P_UseLines
    Mobj* usething = nullptr;
    // P_RadiusAttack
    Mobj* bombsource = nullptr;
    Mobj* bombspot = nullptr;
    int bombdamage = 0;
    int bombdistance = 0;  // the reach in map units: the damage, but for MBF21's A_RadiusDamage
    // P_SlideMove
    fixed_t bestslidefrac = 0, secondslidefrac = 0;
    int bestslideline = -1, secondslideline = -1;
    Mobj* slidemo = nullptr;
    fixed_t tmxmove = 0, tmymove = 0;
    // P_ChangeSector
    bool crushchange = false;
    bool nofit = false;
    // P_CheckSight (topslope/bottomslope above are shared with it, as in the
    // original); the sight trace from t1 to t2 and t2's position.
    fixed_t sightzstart = 0;
    fixed_t strace_x = 0, strace_y = 0, strace_dx = 0, strace_dy = 0;
    fixed_t t2x = 0, t2y = 0;
    // P_TeleportMove / stomping
    bool telefrag = false;
    // The wall that stopped the last P_CheckPosition (one-sided or
    // blocking), or -1: Hexen-type push and impact lines read it.
    int blockline = -1;
    // Boom's blockline: the last line of P_CheckPosition that was a
    // one-sided wall or narrowed the opening; a monster that opens a door
    // asks whether that door was the line in its way.
    int opening_line = -1;
    // MBF: the last P_TryMove let a monster drop more than a step.
    bool felldown = false;
    // P_PathTraverse: the trace line
    fixed_t trace_x = 0, trace_y = 0, trace_dx = 0, trace_dy = 0;
};

// A switch waiting to flip back (button_t).
struct Button {
    int line = -1;
    enum Where { Top, Middle, Bottom } where = Top;
    int texture = 0;
    int timer = 0;
    fixed_t sound_x = 0, sound_y = 0;  // the front sector's sound origin (soundorg)
};

// What the game ticker does before the next tic (the original's
// gameaction_t, less the menu's load/save/new-game/screenshot actions).
enum class GameAction { Nothing, LoadLevel, Completed, Victory, WorldDone };

inline constexpr int kMaxIntermissionAnims = 10;  // the most an episode map has (intermission_anims.h)

// The intermission's counters (wi_stuff.c). They decide when the next level
// starts, so they are simulation state; the overlay draws the same numbers.
struct Intermission {
    enum class Stage { StatCount, ShowNextLoc, NoState };
    Stage stage = Stage::StatCount;
    bool accelerate = false;  // acceleratestage: a player pressed attack or use
    int state = 0;            // sp_state / ng_state / dm_state
    int pause = 0;            // cnt_pause
    int cnt = 0;              // countdown of ShowNextLoc and NoState
    int bcnt = 0;             // tics since the intermission started
    // wbstartstruct_t
    int episode = 0;          // 0-based, as wminfo.epsd
    int last = 0, next = 0;   // 0-based maps
    int next_episode = 0;     // 0-based, as wminfo.nextep: UMAPINFO's exits may change episode
    bool didsecret = false;
    int maxkills = 1, maxitems = 1, maxsecret = 1, partime = 0;
    std::array<bool, kMaxPlayers> in{};
    std::array<int, kMaxPlayers> skills{}, sitems{}, ssecret{};
    int stime = 0;
    std::array<std::array<int, kMaxPlayers>, kMaxPlayers> frags{};
    // Displayed counts
    std::array<int, kMaxPlayers> cnt_kills{}, cnt_items{}, cnt_secret{}, cnt_frags{};
    int cnt_time = 0, cnt_par = 0;
    std::array<std::array<int, kMaxPlayers>, kMaxPlayers> dm_frags{};
    std::array<int, kMaxPlayers> dm_totals{};
    bool dofrags = false;
    // The episode map's animations (intermission_anims.h): the frame each
    // shows (-1: none yet) and the bcnt of its next change.
    std::array<int, kMaxIntermissionAnims> anim_frame{};
    std::array<int, kMaxIntermissionAnims> anim_next{};
    bool pointer_on = false;  // snl_pointeron: the blinking "you are here"
    // ID24's animated intermission (interlevel_anims.h) this screen shows:
    // its lump (empty: none) and each animation whose conditions hold.
    struct InterlevelShown {
        int layer = 0, anim = 0;  // its place in the lump
        int frame = 0;            // the frame shown
        int tics_left = 0;        // before the next frame
    };
    std::string interlevel;
    std::vector<InterlevelShown> interlevel_anims;
};

// A map this game has finished (G_DoCompleted's visited levels, kept by
// ports that play ID24): the intermission's "map visited" condition.
struct MapVisit {
    int episode = 1, map = 1;
    bool operator==(const MapVisit&) const = default;
};

// The text screen between episodes or after MAP06/11/20/30 (f_finale.c):
// its timing, and Doom II's cast call, whose state changes make sounds.
struct Finale {
    int count = 0;   // finalecount
    int stage = 0;   // 0 text, 1 art screen, 2 cast
    // F_StartCast .. F_CastTicker
    int cast_num = 0;                  // index in the cast order
    int cast_tics = 0;
    StateNum cast_state = S_NULL;
    bool cast_death = false;
    int cast_frames = 0;
    bool cast_on_melee = false;
    bool cast_attacking = false;
    int bunny_stage = 0;  // the last END picture of the bunny scroller that made a sound
    // A finale the map's UMAPINFO entry chose (map_info.h): its text and
    // backdrop, and the ending after the text (none: the next map).
    bool umap = false;
    std::string umap_text, umap_backdrop;
    std::optional<assets::UmapEnding> umap_ending;
    std::string umap_endpic;
};

// MUSINFO's changers on this level (music_changers.h, dsda-doom's musinfo).
struct MusicChangers {
    Mobj* now = nullptr;     // the changer whose sector the player entered last
    Mobj* before = nullptr;  // the one before it
    int tics = 0;            // until `now` starts its music; -1: done
    int playing = -1;        // the number of the changer's music started last (-1: the level's own)
};

// D_Display's wipe bookkeeping (display.h), for a run drawn after every
// tic: a screen wipe takes 320 cosmetic random numbers, which the face,
// the intermission's animations and the sounds' pitches draw after. Not
// saved: it belongs to the display, not to the game.
struct DisplayState {
    bool drawn = false;                         // off: -nodraw, no wipes
    GameState shown = GameState::DemoScreen;    // wipegamestate
    bool forced = false;                        // wipegamestate = -1: wipe even in the same state
    int tics = 0;                               // tics run so far
    int wipes = 0;                              // wipes started
};

inline constexpr int kMaxCeilings = 30;
inline constexpr int kMaxPlats = 30;
inline constexpr int kMaxButtons = 16;
inline constexpr int kButtonTime = 35;
inline constexpr int kBodyQueSize = 32;
inline constexpr int kItemQueSize = 128;

struct World {
    explicit World(const Definitions& definitions)
        : base_defs(&definitions), rules(definitions), defs(&rules) {}
    World(const World&) = delete;
    World& operator=(const World&) = delete;

    // ---- game (g_game.c, doomstat) ----
    // The tables as loaded (DeHackEd applied). new_game copies them into
    // rules and applies the skill's changes there, as G_InitNew changed the
    // original's states[] and mobjinfo[] in place; defs points at rules.
    const Definitions* base_defs;
    Definitions rules;
    const Definitions* defs;
    GameOptions opts;
    base::RandomState rng;
    GameState gamestate = GameState::Level;
    int gametic = 0;
    std::array<Player, kMaxPlayers> players{};
    int totalkills = 0, totalitems = 0, totalsecret = 0;
    bool exit_requested = false;  // G_ExitLevel / G_SecretExitLevel called this tic
    // The Autosave special (15) ran this tic: whoever plays the game writes
    // the autosave after it (never saved; demos ignore it).
    bool autosave_requested = false;
    bool secret_exit = false;
    int exit_map = 0;  // Teleport_NewMap's map, played next instead of the usual one (0: none)
    bool end_game = false;  // Teleport_EndGame: Doom II's cast call follows this level's intermission
    GameAction gameaction = GameAction::Nothing;  // written by game.cpp
    bool paused = false;                          // BTS_PAUSE toggles it
    DisplayState display;
    int state_change_depth = 0;                   // nested set_mobj_state / set_psprite calls
    Intermission wi;
    std::vector<MapVisit> visited_maps;  // in the order finished, each once
    // ChangeSkill's skill for the next level (ZDoom's NextSkill), or -1.
    int next_skill = -1;
    // Set by whoever plays back or records a demo, never saved: Doom II's
    // ID24 "entering" screen is left out then, as Woof leaves it out, so
    // that demos keep their tics.
    bool demo = false;
    Finale finale;
    std::array<Mobj*, kBodyQueSize> bodyque{};
    int bodyqueslot = 0;
    // Player starts of the current map (playerstarts, deathmatchstarts).
    std::array<map::Thing, kMaxPlayers> playerstarts{};
    std::array<bool, kMaxPlayers> playerstart_found{};
    std::vector<map::Thing> deathmatchstarts;

    // ---- level (p_setup.c, p_tick.c) ----
    map::Level level;
    TextureNumbers textures;
    std::vector<SectorState> sectors;
    std::vector<SideState> sides;
    std::vector<LineState> lines;
    bool sloped_level = false;  // some sector has a sloped plane (slope_setup.h)
    ExtraFloors extra_floors;   // ZDoom's 3D floors, built from the map (extra_floors.h)
    LookChanges look_changes;   // sides' and planes' looks scripts changed (look_changes.h)
    MusicChangers music_changers;
    std::vector<AmbientSource> ambient_sources;  // SNDINFO's ambient sound things (ambient_sounds.h)
    std::vector<Polyobject> polyobjects;  // Hexen-type maps' (polyobjects.h)
    std::vector<LevelCamera> cameras;     // ZDoom's camera things (level_cameras.h)
    CameraPaths camera_paths;             // their paths' nodes (camera_paths.h), never saved: the map's
    std::vector<SectorAction> sector_actions;  // ZDoom's sector actions, in map order (sector_actions.h)
    std::vector<Mobj*> blocklinks;  // per blockmap cell, head of the bnext list
    // Entries at the head of each blockmap list that line iteration skips:
    // 0 in vanilla, which reads every list's leading 0 as linedef 0; 1 where
    // Boom's rules drop it (blocklist_head_skip in boom_blockmap.h).
    std::size_t blocklist_skip = 0;
    ThinkerList thinkers;
    // MBF's thinker classes (thinkerclasscap): monsters in two ordered
    // lists that MBF's target searches walk (monster_classes.h).
    std::array<std::vector<Mobj*>, 2> monster_lists;
    int leveltime = 0;
    // Render only, never saved: how far through its last tic the world is
    // shown (16.16: 1, but while render::TicInterpolation draws a frame
    // between tics); what moves with time alone, as SKYDEFS' skies, reads it.
    fixed_t shown_fraction = base::kFracUnit;
    int validcount = 1;
    MapScratch tm;
    // The last sight check: its answer, whether it walked the BSP (REJECT
    // did not answer first) and the lines it marked, for
    // repeat_check_sight. Not saved: it is read only right after a check.
    struct SightRecord {
        bool seen = false;
        bool walked = false;
        std::vector<int> lines;
    } last_sight;

    // ---- specials (p_spec.c, p_ceilng.c, p_plats.c, p_switch.c) ----
    std::array<Ceiling*, kMaxCeilings> activeceilings{};
    std::array<Plat*, kMaxPlats> activeplats{};
    // Boom's lists have no limit: at Boom levels the movers past vanilla's
    // slots are kept here.
    std::vector<Ceiling*> more_ceilings;
    std::vector<Plat*> more_plats;
    std::array<Button, kMaxButtons> buttons{};
    std::vector<int> scrolling_lines;  // lines with special 48, in map order (linespeciallist)
    // Hexen-type scrolling walls (Scroll_Texture_*): a side and its offset
    // steps per tic, in map order of the lines that set them.
    struct WallScroller {
        int side = -1;
        fixed_t dx = 0, dy = 0;
    };
    std::vector<WallScroller> wall_scrollers;
    // -timer: on in a deathmatch with a time limit; the tics the level has
    // left (P_SpawnSpecials' levelTimer and levelTimeCount).
    bool level_timer = false;
    int level_time_count = 0;
    // The map's ACS scripts (acs_scripts.h); empty for maps without BEHAVIOR.
    AcsLevel acs;
    // ACS world and global variables: they outlast the level.
    AcsGameVars acs_vars;
    // Animated flats and walls (P_InitPicAnims), resolved against this
    // level's texture numbers, and the picture each number currently shows
    // (flattranslation / texturetranslation). The simulation advances them
    // each tic in update_specials; the renderers read the translations.
    struct PicAnim {
        bool is_texture = false;
        int basepic = 0;
        int numpics = 0;
        int speed = 0;
    };
    std::vector<PicAnim> anims;
    std::vector<int> flat_translation, texture_translation;

    // ---- players (p_user.c) ----
    // The original's global "onground": set by P_MovePlayer and P_DeathThink,
    // read by P_CalcHeight. A player frozen by reactiontime skips the move
    // and so reuses the previous value (another player's, or last tic's).
    bool onground = false;

    // ---- monsters (p_enemy.c) ----
    std::vector<Mobj*> braintargets;
    int braintargeton = 0;
    bool brain_easy_toggle = false;    // A_BrainSpit's "easy" alternation
    // MBF's A_LineEffect writes a one-shot line type it used up back into
    // its state's misc1, for the rest of the game: those states, kept here
    // instead of in the shared tables.
    std::vector<int> spent_line_effects;

    // ---- deathmatch item respawn (p_mobj.c) ----
    std::array<Mobj::SpawnPoint, kItemQueSize> itemrespawnque{};
    std::array<int, kItemQueSize> itemrespawntime{};
    int iquehead = 0, iquetail = 0;

    // ---- output of the tic for the front end ----
    Events events;
    // Vanilla limits run past so far (see overflows.h). Mutable because the
    // const sector queries note theirs too; it is a report, not state.
    mutable OverflowLog overflows;

    const map::Sector& sector_info(int s) const { return level.sectors[static_cast<std::size_t>(s)]; }
    int sector_of_subsector(int ss) const { return level.subsectors[static_cast<std::size_t>(ss)].sector; }
    int mobj_sector(const Mobj& mo) const { return sector_of_subsector(mo.subsector); }
    int player_index(const Player& p) const { return static_cast<int>(&p - players.data()); }
};

}  // namespace sim
