// Boom's DeHackEd extensions (BEX): named string replacements, par times,
// actions by name, and lump renames by name rather than by text offset.
#include <utility>
#include <vector>

#include "sim/dehacked_patch.h"

namespace sim::dehacked {

namespace {

// "\n" in a BEX string stands for a line break.
std::string unescape(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 1 < s.size() && (s[i + 1] == 'n' || s[i + 1] == 'N')) {
            out += '\n';
            ++i;
        } else {
            out += s[i];
        }
    }
    return out;
}

std::vector<std::string_view> words(std::string_view s) {
    std::vector<std::string_view> out;
    for (std::string_view word = first_word(s); !word.empty(); word = first_word(s)) {
        out.push_back(word);
        s = trim(s).substr(word.size());
    }
    return out;
}

std::optional<Action> action_named(std::string_view name) {
    if (iequals(name, "NULL")) return Action::None;
    if (name.size() > 2 && iequals(name.substr(0, 2), "A_")) name.remove_prefix(2);
    for (int a = 1; a <= static_cast<int>(kLastAction); ++a) {
        const auto action = static_cast<Action>(a);
        if (iequals(std::string_view(action_name(action)).substr(2), name)) return action;
    }
    return std::nullopt;
}

// A BEX rename's table: how many entries have an original name, the name
// of each, and (DSDHacked) how to grow the table to a numbered entry.
struct RenameTable {
    std::string_view section;
    std::size_t originals;
    std::string_view (*original)(std::size_t);
    bool (*grow)(Definitions&, std::int64_t);  // nullptr: no numbered entries
    std::size_t max_length;
    bool exact;  // the new name must have max_length characters
};

// "OLD = NEW" where OLD is an original name (any case) or, where the table
// grows, an entry's number, and NEW a lump name of at most max_length
// characters: the entry to rename and its new name, or nullopt (reported).
std::optional<std::pair<std::size_t, std::string>> rename_line(Patch& patch, const Line& line,
                                                               const RenameTable& table) {
    const std::string section(table.section);
    const auto a = split_assignment(line.text);
    if (!a || a->name.empty()) {
        patch.report(line.number, section + ": expected 'OLD = NEW', got " + quoted(line.text) + "; line skipped");
        return std::nullopt;
    }
    const bool length_ok = table.exact ? a->value.size() == table.max_length
                                       : !a->value.empty() && a->value.size() <= table.max_length;
    if (!length_ok) {
        patch.report(line.number, section + ": new name " + quoted(a->value) + " must be " +
                                      (table.exact ? "exactly " : "1 to ") + std::to_string(table.max_length) +
                                      " characters; line skipped");
        return std::nullopt;
    }
    for (std::size_t i = 0; i < table.originals; ++i)
        if (iequals(table.original(i), a->name)) return std::pair{i, std::string(a->value)};
    const bool digits = a->name.find_first_not_of("0123456789") == std::string_view::npos;
    const auto number = digits ? parse_integer(a->name) : std::nullopt;
    if (table.grow && number && table.grow(patch.defs, *number))
        return std::pair{static_cast<std::size_t>(*number), std::string(a->value)};
    patch.report(line.number, section + ": no original name " + (table.grow && number ? "or entry " : "") +
                                  quoted(a->name) + "; line skipped");
    return std::nullopt;
}

std::string_view music_original(std::size_t i) {
    return kMusicNames[i] ? std::string_view(kMusicNames[i]) : std::string_view();
}

}  // namespace

void bex_strings_line(Patch& patch, const Line& line, int) {
    const auto a = split_assignment(line.text);
    if (!a || a->name.empty() || a->name.find_first_of(" \t") != std::string_view::npos) {
        patch.report(line.number,
                     "[STRINGS]: expected 'MNEMONIC = text', got " + quoted(line.text) + "; line skipped");
        return;
    }
    patch.defs.strings[upper(a->name)] = unescape(a->value);
}

void bex_pars_line(Patch& patch, const Line& line, int) {
    const std::string_view text = line.text.substr(0, line.text.find('#'));
    const std::vector<std::string_view> w = words(text);
    std::vector<std::int64_t> numbers;
    for (std::size_t i = 1; i < w.size(); ++i)
        if (auto n = parse_integer(w[i])) numbers.push_back(*n);
    const bool shaped = !w.empty() && iequals(w[0], "par") && numbers.size() + 1 == w.size() &&
                        (numbers.size() == 2 || numbers.size() == 3) && numbers.back() >= 0 &&
                        numbers.back() <= 0x7fffffff / 35;
    if (!shaped) {
        patch.report(line.number, "[PARS]: expected 'par EPISODE MAP SECONDS' or 'par MAP SECONDS', got " +
                                      quoted(line.text) + "; line skipped");
        return;
    }
    const int seconds = static_cast<int>(numbers.back());
    if (numbers.size() == 3) {
        const std::int64_t episode = numbers[0], map = numbers[1];
        if (episode < 1 || episode > 4 || map < 1 || map > 9) {
            patch.report(line.number, "[PARS]: no level E" + std::to_string(episode) + "M" + std::to_string(map) +
                                          " (episodes 1..4, maps 1..9); line skipped");
            return;
        }
        patch.defs.pars_doom1[static_cast<std::size_t>((episode - 1) * 10 + map)] = seconds;
    } else {
        const std::int64_t map = numbers[0];
        if (map < 1 || map >= static_cast<std::int64_t>(patch.defs.pars_doom2.size())) {
            patch.report(line.number, "[PARS]: no level MAP" + std::to_string(map) + " (1..32); line skipped");
            return;
        }
        patch.defs.pars_doom2[static_cast<std::size_t>(map)] = seconds;
    }
}

void bex_codeptr_line(Patch& patch, const Line& line, int) {
    const auto a = split_assignment(line.text);
    const std::vector<std::string_view> key = a ? words(a->name) : std::vector<std::string_view>{};
    const auto frame = key.size() == 2 && iequals(key[0], "FRAME") ? parse_integer(key[1]) : std::nullopt;
    if (!frame) {
        patch.report(line.number,
                     "[CODEPTR]: expected 'FRAME N = ActionName', got " + quoted(line.text) + "; line skipped");
        return;
    }
    if (!patch.defs.make_state(*frame)) {
        patch.report(line.number, "[CODEPTR]: frame " + std::to_string(*frame) + " is out of range (0.." +
                                      std::to_string(kMostStates - 1) + "); line skipped");
        return;
    }
    const auto action = action_named(a->value);
    if (!action) {
        patch.report(line.number, "[CODEPTR]: unknown action " + quoted(a->value) + "; line skipped");
        return;
    }
    patch.defs.states[static_cast<std::size_t>(*frame)].action = *action;
}

// [HELPER] (haleyjd's, in MBF's successors): "type = N" makes helper dogs
// spawn as thing N (counted from 1, DSDHacked numbers too).
void bex_helper_line(Patch& patch, const Line& line, int) {
    const auto a = split_assignment(line.text);
    if (!a || !iequals(a->name, "type")) {
        patch.report(line.number, "[HELPER]: expected 'type = THING', got " + quoted(line.text) + "; line skipped");
        return;
    }
    const auto n = parse_integer(a->value);
    if (!n || *n < 1 || *n > kMostThingTypes) {
        patch.report(line.number, "[HELPER]: no thing " + quoted(a->value) + " (1.." + std::to_string(kMostThingTypes) +
                                      "); line skipped");
        return;
    }
    patch.defs.helper_thing = static_cast<int>(*n);
}

void bex_sprites_line(Patch& patch, const Line& line, int) {
    const RenameTable table{"[SPRITES]", kSpriteNames.size() + kDehextraSprites, original_sprite_name,
                            [](Definitions& d, std::int64_t n) { return d.make_sprite(n); }, 4, true};
    if (auto renamed = rename_line(patch, line, table)) patch.defs.sprite_names[renamed->first] = renamed->second;
}

void bex_sounds_line(Patch& patch, const Line& line, int) {
    // Sound lumps are "DS" + name, music lumps "D_" + name: 6 characters left.
    const RenameTable table{"[SOUNDS]", static_cast<std::size_t>(kDehextraFirstSound + kDehextraSounds),
                            original_sound_name, [](Definitions& d, std::int64_t n) { return d.make_sound(n); }, 6,
                            false};
    if (auto renamed = rename_line(patch, line, table)) patch.defs.sound_names[renamed->first] = renamed->second;
}

void bex_music_line(Patch& patch, const Line& line, int) {
    const RenameTable table{"[MUSIC]", kMusicNames.size(), music_original, nullptr, 6, false};
    if (auto renamed = rename_line(patch, line, table)) patch.defs.music_names[renamed->first] = renamed->second;
}

}  // namespace sim::dehacked
