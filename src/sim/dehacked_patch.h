#pragma once
// Private to the DeHackEd reader (dehacked*.cpp): the patch being applied,
// the shape of one line, value parsing every section shares, and the line
// handlers of each section kind.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/quoted.h"
#include "sim/dehacked.h"

namespace sim::dehacked {

// What a patch uses of ID24HACKED, which is not read yet (dehacked_id24).
struct Id24Use {
    bool declared = false;              // "Doom version = 2024"
    int first_line = 0;                 // the first line that shows it
    int lines = 0;                      // field lines skipped
    std::vector<std::string> fields;    // "Thing 'Pickup item type'", each once
    std::vector<std::string> entries;   // "Thing -3": sections skipped
};

// The patch being applied: where its problems are collected.
struct Patch {
    Definitions& defs;
    const std::string& source;
    std::vector<DehackedDiagnostic>& diagnostics;
    Id24Use id24;

    // Records the problem and logs it as a warning.
    void report(int line, std::string message);
};

struct Line {
    int number = 0;         // 1-based, of the line's first physical line
    std::string_view text;  // trimmed
};

std::string_view trim(std::string_view s);
using base::quoted;
bool iequals(std::string_view a, std::string_view b);
std::string upper(std::string_view s);
// The first whitespace-separated word of s.
std::string_view first_word(std::string_view s);

// "Name = value", both trimmed; split at the first '='.
struct Assignment {
    std::string_view name;
    std::string_view value;
};
std::optional<Assignment> split_assignment(std::string_view line);

// A whole number, decimal or 0x hex, with an optional sign. Text after it
// must be nothing or a '#' comment (BEX allows trailing comments).
std::optional<std::int64_t> parse_integer(std::string_view text);

// What a numeric field holds, which decides the values it accepts.
enum class ValueKind {
    Integer,  // any 32-bit value
    State,    // a state number (the table grows to it, up to kMostStates)
    Sound,    // a sound number (likewise, up to kMostSounds)
    Sprite,   // a sprite number (likewise, up to kMostSprites)
    Thing,    // a thing number counted from 1, 0 for none (likewise)
    Ammo,     // 0..NUMAMMO-1, or am_noammo
    Flags,    // thing bits: a number or BEX mnemonics ("SOLID+SHOOTABLE")
    // MBF21's: a number or mnemonics, as Flags, from their own lists.
    ThingFlags2,   // thing "MBF21 Bits" ("LOGRAV+BOSS")
    WeaponFlags,   // weapon "MBF21 Bits" ("SILENT+NOAUTOFIRE")
    StateFlags,    // frame "MBF21 Bits" ("SKILL5FAST")
    NonNegative,   // 0..2^31-1 (MBF21's group numbers, ammo per shot)
};

// One field a numbered section accepts; set == nullptr: accepted, checked
// and ignored (fields of the original's tables this engine does not keep).
struct Field {
    std::string_view name;
    ValueKind kind;
    void (*set)(Definitions& defs, int index, std::int64_t value);
};

// Applies "Name = value" to entry `index` through the matching field, or
// reports why the line is skipped. `section` names the table in messages.
void apply_field(Patch& patch, const Line& line, int index, std::span<const Field> fields, std::string_view section);

// ID24HACKED (dehacked_id24.cpp). A field of ID24's, or an entry only ID24
// numbers (negative; a weapon or ammo past the original's in a 2024 patch):
// noted and true, where the caller then skips it without a message of its
// own. report_id24 gives the one message a patch gets for all of them.
bool skip_id24_field(Patch& patch, const Line& line, std::string_view section, std::string_view name);
bool skip_id24_entry(Patch& patch, const Line& header, std::string_view section, std::int64_t number);
void declare_id24(Patch& patch, const Line& line);
void report_id24(Patch& patch);

// Line handlers, one per section kind; index is the section's entry (or 0).
void thing_line(Patch& patch, const Line& line, int index);
void frame_line(Patch& patch, const Line& line, int index);
void pointer_line(Patch& patch, const Line& line, int index);
void weapon_line(Patch& patch, const Line& line, int index);
void ammo_line(Patch& patch, const Line& line, int index);
void sound_line(Patch& patch, const Line& line, int index);
void sprite_line(Patch& patch, const Line& line, int index);
void misc_line(Patch& patch, const Line& line, int index);
void cheat_line(Patch& patch, const Line& line, int index);
void bex_strings_line(Patch& patch, const Line& line, int index);
void bex_pars_line(Patch& patch, const Line& line, int index);
void bex_codeptr_line(Patch& patch, const Line& line, int index);
void bex_helper_line(Patch& patch, const Line& line, int index);
void bex_sprites_line(Patch& patch, const Line& line, int index);
void bex_sounds_line(Patch& patch, const Line& line, int index);
void bex_music_line(Patch& patch, const Line& line, int index);

// A Text section's replacement: a sprite, sound or music name when `from`
// is one, otherwise a message, kept in defs.strings under its original text.
void replace_text(Definitions& defs, std::string_view from, std::string_view to);

}  // namespace sim::dehacked
