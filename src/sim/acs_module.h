#pragma once
// A map's BEHAVIOR lump, read: its scripts, strings, map variables and
// arrays, and the p-code the interpreter (acs_vm.h) runs. Three layouts:
// Hexen's (ACS\0 with a script directory), ZDoom's extended ones (ACSE:
// every p-code a 32-bit word; ACSe: compact, one byte for most p-codes
// and their small arguments), and ZDoom's compatible layout, an ACS\0
// header whose directory is preceded by an ACSE/ACSe tag and the offset of
// the chunks. Every read is checked; a bad lump throws base::Error naming
// the lump and the problem. Private to sim/.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace sim {

enum class AcsFormat { Hexen, Enhanced, Compact };

// Script types, by ZDoom's numbers (acc writes them in SPTR).
enum class AcsScriptType : int {
    Closed = 0,
    Open = 1,
    Respawn = 2,
    Death = 3,
    Enter = 4,
    Pickup = 5,
    BlueReturn = 6,
    RedReturn = 7,
    WhiteReturn = 8,
    Lightning = 12,
    Unloading = 13,
    Disconnect = 14,
    Return = 15,
    Event = 16,
    Kill = 17,
    Reopen = 18,
};

// An array among a script's or function's locals (SARY, FARY): where it
// starts among them and how many it holds.
struct AcsLocalArray {
    int offset = 0, size = 0;
};

struct AcsScript {
    int number = 0;        // named scripts: -1 - their index in SNAM
    AcsScriptType type = AcsScriptType::Closed;
    int args = 0;
    std::uint32_t address = 0;  // offset of the first p-code in the lump
    int locals = 20;            // ZDoom's LOCAL_SIZE unless SVCT says more; its arrays' elements added
    bool net = false;           // SFLG: may be started by any player in a net game
    std::vector<AcsLocalArray> arrays;  // SARY
};

// A function acc compiled (FUNC), by its index: what CALL runs. Its first
// `args` locals are its arguments, taken from the caller's stack.
// Where an imported function or map variable really is, once the level's
// libraries are linked (acs_libraries.h): a module of the level and its
// number there; module -1: not found.
struct AcsLink {
    int module = -1, index = -1;
};

struct AcsFunction {
    int args = 0;
    int locals = 0;  // besides the arguments, its arrays' elements included
    bool returns = false;
    bool imported = false;      // defined by a library; `link` says where (none: calling it stops the script)
    std::uint32_t address = 0;  // of its first p-code
    std::vector<AcsLocalArray> arrays;  // FARY
    std::string name;                   // FNAM, how libraries find it
    AcsLink link;  // as read, an import number's: module = its LOAD entry, until linked
};

// A map variable or array a module takes from its libraries (MIMP, AIMP).
struct AcsImport {
    int var = 0;
    std::string name;
    int size = 0;  // arrays: the elements the importer expects
};

// ZDoom's NUM_MAPVARS: map variables a module holds.
inline constexpr int kAcsMapVars = 128;
// Far beyond any real map, and what keeps a bad lump from asking for
// gigabytes: the sum of all map array sizes.
inline constexpr std::int64_t kAcsMostArrayElements = 1 << 22;
// The most locals a script or function may have, its arrays' included.
inline constexpr std::int64_t kAcsMostLocals = 1 << 16;

struct AcsModule {
    AcsFormat format = AcsFormat::Hexen;
    std::vector<std::uint8_t> lump;  // addresses are offsets into it
    std::uint32_t code_end = 0;      // p-code lies in [8, code_end)
    std::vector<AcsScript> scripts;
    std::vector<std::string> strings;
    std::vector<std::string> script_names;  // SNAM: names of scripts -1, -2, ...
    std::array<int, kAcsMapVars> map_vars{};  // initial values (MINI)
    // ARAY: the map variables that are arrays, with their sizes and initial
    // values (AINI); -1 where a variable is no array.
    std::array<int, kAcsMapVars> array_of_var{};
    std::vector<std::vector<int>> arrays;
    std::string name;                    // the library's lump name; empty for a map's BEHAVIOR
    std::vector<std::string> libraries;  // LOAD: libraries it imports, in order
    std::vector<std::string> exported_vars;  // MEXP: names of its map variables, by number
    std::vector<AcsImport> imported_vars, imported_arrays;  // MIMP, AIMP
    // Map variables (and arrays) that are a library's, linked: by number.
    std::array<AcsLink, kAcsMapVars> var_links{};
    std::vector<AcsFunction> functions;  // FUNC
    std::vector<std::uint32_t> jump_points;  // JUMP: GOTOSTACK's targets

    const AcsScript* find_script(int number) const;
};

// Reads `lump`; `where` names the map for messages ("doom2.wad: MAP01").
AcsModule load_acs_module(std::span<const std::uint8_t> lump, const std::string& where);

}  // namespace sim
