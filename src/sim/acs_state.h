#pragma once
// What ACS keeps while a level plays (World::acs) and across levels
// (World::acs_vars): the map's module, its map variables and arrays, and
// the scripts running, each with its place in the p-code, its stack,
// locals and what it waits for. Saved with the game (save_acs.cpp).
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "base/fixed.h"
#include "sim/acs_module.h"
#include "sim/look_changes.h"

namespace sim {

class Mobj;

// What a script is doing between tics (ZDoom's script states).
enum class AcsWait : std::uint8_t {
    Running,        // runs on its next turn
    Delayed,        // `wait` more tics
    TagWait,        // until no sector tagged `wait` has a floor or ceiling mover
    PolyWait,       // until polyobject `wait` stops
    ScriptWaitPre,  // until script `wait` starts, then as ScriptWait
    ScriptWait,     // until script `wait` is no longer running
    Suspended,      // until ACS_Execute runs it again
    Done,           // ended; removed after the pass
};

// A function call's way back (CALL, CALLDISCARD, CALLSTACK): where the
// caller goes on, which code it was in and its locals.
struct AcsCall {
    std::uint32_t return_pc = 0;
    int function = -1;     // the caller's function (-1: the script's own code)
    int module = 0;        // the caller's module (AcsLevel::modules)
    bool discard = false;  // CALLDISCARD: the value returned is dropped
    std::uint32_t stack_height = 0;  // the stack's size once the arguments were taken
    std::vector<int> locals;
};

struct AcsThread {
    int number = 0;
    std::uint32_t pc = 0;
    int function = -1;  // the function running (-1: the script's own code), whose locals `locals` holds
    int module = 0;     // the module whose code runs (AcsLevel::modules)
    std::vector<AcsCall> calls;  // innermost last
    AcsWait state = AcsWait::Running;
    int wait = 0;
    std::vector<int> stack, locals;
    Mobj* activator = nullptr;
    int line = -1, side = 0;  // the line that started it (-1: none)
    std::string print;        // text between BEGINPRINT and ENDPRINT
    int hud_options = -1;     // stack size at OPTHUDMESSAGE (-1: none)
    int result = 0;           // SETRESULTVALUE, for ACS_ExecuteWithResult
    // CreateTranslation between STARTTRANSLATION and ENDTRANSLATION: its
    // number (0: none under way) and the ranges so far.
    int translation = 0;
    std::vector<TranslationRange> translation_ranges;
};

// A module of the level with its map variables and arrays.
struct AcsLoadedModule {
    std::shared_ptr<const AcsModule> code;
    std::array<int, kAcsMapVars> map_vars{};
    std::vector<std::vector<int>> arrays;
};

// ZDoom's LIBRARYID_SHIFT: a string or function pointer of module k is
// its number there with k in the bits from here up.
inline constexpr int kAcsModuleShift = 20;

struct AcsLevel {
    // The map's BEHAVIOR first (when it has one), then the libraries it
    // loads and LOADACS's, each once, in load order; empty: no scripts.
    std::vector<AcsLoadedModule> modules;
    // The named scripts of every module: script -1 - i is named names[i]
    // (the map's in its own order first, as acc numbers them).
    std::vector<std::string> script_names;
    // Running scripts in the order they started: the order they run in.
    std::vector<std::unique_ptr<AcsThread>> threads;
    // The arguments lines were given in play, by line: ACS's
    // SetLineSpecial, Generic_Stairs flipping its direction (the map's own
    // stay in the level: a Hexen-format line's id lives in them).
    std::map<int, std::array<int, 5>> line_args;
    // SetLineActivation's: who may set a line off (ZDoom's SPAC bits) and
    // whether it repeats (-1: as the map says), by line; the map's own
    // are its fields (line_activation.h).
    struct LineActivation {
        int spac = 0;
        int repeat = -1;
    };
    std::map<int, LineActivation> line_activation;
    // ChangeSky's sky (empty: the map's own) and SetGravity's gravity, as
    // a factor of ZDoom's 800 (Doom's fall): both last for the level.
    std::string sky;
    base::fixed_t gravity = base::kFracUnit;
    // What this map was warned of once: p-codes, sound names, features.
    std::set<std::string> warned;
};

// Strings scripts make (SAVESTRING, StrLeft, GetActorClass ...) are
// numbered from here, as ZDoom tags its pool's; the pool holds this many,
// and the number after them, never given to one, reads as "".
inline constexpr int kAcsMadeStrings = 0x7fff0000;
inline constexpr std::size_t kAcsMostMadeStrings = 0xffff;

// ZDoom's NUM_WORLDVARS and NUM_GLOBALVARS: world variables last through
// a hub, global ones through the game; both are kept for the whole game
// here (Doom has no hubs). Their arrays are sparse.
inline constexpr int kAcsWorldVars = 256;
inline constexpr int kAcsGlobalVars = 64;
struct AcsGameVars {
    std::array<int, kAcsWorldVars> world{};
    std::array<int, kAcsGlobalVars> global{};
    std::array<std::map<int, int>, kAcsWorldVars> world_arrays;
    std::array<std::map<int, int>, kAcsGlobalVars> global_arrays;
    // Strings scripts made, each once: variables that last keep them.
    std::vector<std::string> made_strings;
};

}  // namespace sim
