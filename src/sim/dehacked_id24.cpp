// ID24HACKED, the 2024 re-release's extensions of DeHackEd, as far as a
// patch can show them: "Doom version = 2024", the fields ID24 adds to Thing,
// Weapon and Ammo sections, and new entries (negative numbers, and in a
// 2024 patch weapons and ammo past the original's). None is read yet; each
// patch names what it skipped in one message instead of one a line.
#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "sim/dehacked_patch.h"
#include "sim/info.h"

namespace sim::dehacked {

namespace {

struct Id24Field {
    std::string_view section;
    std::string_view name;
};

// The fields of the ID24 specification's DeHackEd chapter (2024).
constexpr std::array<Id24Field, 39> kFields = {{
    {"Thing", "ID24 Bits"},
    {"Thing", "Min respawn tics"},
    {"Thing", "Respawn dice"},
    {"Thing", "Pickup ammo type"},
    {"Thing", "Pickup ammo category"},
    {"Thing", "Pickup weapon type"},
    {"Thing", "Pickup item type"},
    {"Thing", "Pickup bonus count"},
    {"Thing", "Pickup sound"},
    {"Thing", "Pickup message"},
    {"Thing", "Translation"},
    {"Thing", "Pickup health amount"},
    {"Thing", "Pickup armor amount"},
    {"Thing", "Pickup powerup duration"},
    {"Weapon", "Slot"},
    {"Weapon", "Slot Priority"},
    {"Weapon", "Switch Priority"},
    {"Weapon", "Initial Owned"},
    {"Weapon", "Initial Raised"},
    {"Weapon", "Carousel Icon"},
    {"Weapon", "Allow switch with owned weapon"},
    {"Weapon", "No switch with owned weapon"},
    {"Weapon", "Allow switch with owned item"},
    {"Weapon", "No switch with owned item"},
    {"Ammo", "Initial ammo"},
    {"Ammo", "Max upgraded ammo"},
    {"Ammo", "Box ammo"},
    {"Ammo", "Backpack ammo"},
    {"Ammo", "Weapon ammo"},
    {"Ammo", "Dropped ammo"},
    {"Ammo", "Dropped box ammo"},
    {"Ammo", "Dropped backpack ammo"},
    {"Ammo", "Dropped weapon ammo"},
    {"Ammo", "Deathmatch weapon ammo"},
    {"Ammo", "Skill 1 multiplier"},
    {"Ammo", "Skill 2 multiplier"},
    {"Ammo", "Skill 3 multiplier"},
    {"Ammo", "Skill 4 multiplier"},
    {"Ammo", "Skill 5 multiplier"},
}};

void add_once(std::vector<std::string>& list, std::string item) {
    if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(std::move(item));
}

void note_line(Id24Use& use, int line) {
    if (use.first_line == 0 || line < use.first_line) use.first_line = line;
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& item : items) out += (out.empty() ? "" : ", ") + item;
    return out;
}

}  // namespace

bool skip_id24_field(Patch& patch, const Line& line, std::string_view section, std::string_view name) {
    const auto it = std::find_if(kFields.begin(), kFields.end(), [&](const Id24Field& f) {
        return f.section == section && iequals(f.name, name);
    });
    if (it == kFields.end()) return false;
    note_line(patch.id24, line.number);
    ++patch.id24.lines;
    add_once(patch.id24.fields, std::string(section) + " '" + std::string(it->name) + "'");
    return true;
}

bool skip_id24_entry(Patch& patch, const Line& header, std::string_view section, std::int64_t number) {
    const bool beyond = (section == "Weapon" && number >= NUMWEAPONS) || (section == "Ammo" && number >= NUMAMMO);
    if (number >= 0 && !(beyond && patch.id24.declared)) return false;
    note_line(patch.id24, header.number);
    add_once(patch.id24.entries, std::string(section) + " " + std::to_string(number));
    return true;
}

void declare_id24(Patch& patch, const Line& line) {
    patch.id24.declared = true;
    note_line(patch.id24, line.number);
}

void report_id24(Patch& patch) {
    const Id24Use& use = patch.id24;
    if (!use.declared && use.fields.empty() && use.entries.empty()) return;
    std::string message = "ID24HACKED (the 2024 re-release's DeHackEd";
    message += use.declared ? ", 'Doom version = 2024')" : ")";
    message += " is not read yet";
    if (!use.fields.empty())
        message += "; " + std::to_string(use.lines) + (use.lines == 1 ? " line" : " lines") +
                   " of its fields skipped (" + joined(use.fields) + ")";
    if (!use.entries.empty())
        message += "; its new entries skipped with their sections (" + joined(use.entries) + ")";
    if (use.fields.empty() && use.entries.empty()) message += "; the patch is read as MBF21's";
    patch.report(use.first_line, message);
}

}  // namespace sim::dehacked
