// Boom's DeHackEd extensions (BEX): named string replacements, par times,
// actions by name, and lump renames by name rather than by text offset.
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

// "OLD = NEW" where OLD is one of `count` original names (any case) and NEW
// a lump name of at most `max_length` characters (exactly, if `exact`).
void rename(Patch& patch, const Line& line, std::string_view section, std::size_t count,
            std::string_view (*original)(std::size_t), std::string* renamed, std::size_t max_length, bool exact) {
    const auto a = split_assignment(line.text);
    if (!a || a->name.empty()) {
        patch.report(line.number,
                     std::string(section) + ": expected 'OLD = NEW', got " + quoted(line.text) + "; line skipped");
        return;
    }
    const bool length_ok = exact ? a->value.size() == max_length : !a->value.empty() && a->value.size() <= max_length;
    if (!length_ok) {
        patch.report(line.number, std::string(section) + ": new name " + quoted(a->value) + " must be " +
                                      (exact ? "exactly " : "1 to ") + std::to_string(max_length) +
                                      " characters; line skipped");
        return;
    }
    for (std::size_t i = 0; i < count; ++i) {
        if (iequals(original(i), a->name)) {
            renamed[i] = std::string(a->value);
            return;
        }
    }
    patch.report(line.number, std::string(section) + ": no original name " + quoted(a->name) + "; line skipped");
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
    if (*frame < 0 || *frame >= NUMSTATES) {
        patch.report(line.number, "[CODEPTR]: frame " + std::to_string(*frame) + " is out of range (0.." +
                                      std::to_string(NUMSTATES - 1) + "); line skipped");
        return;
    }
    const auto action = action_named(a->value);
    if (!action) {
        patch.report(line.number, "[CODEPTR]: unknown action " + quoted(a->value) + "; line skipped");
        return;
    }
    if (*action == Action::LineEffect || *action == Action::FireOldBFG)
        patch.report(line.number, std::string("[CODEPTR]: ") + action_name(*action) +
                                      " is not played by this engine yet: frame " + std::to_string(*frame) +
                                      " will do nothing");
    patch.defs.states[static_cast<std::size_t>(*frame)].action = *action;
}

void bex_sprites_line(Patch& patch, const Line& line, int) {
    rename(
        patch, line, "[SPRITES]", kSpriteNames.size(), [](std::size_t i) { return std::string_view(kSpriteNames[i]); },
        patch.defs.sprite_names.data(), 4, true);
}

void bex_sounds_line(Patch& patch, const Line& line, int) {
    // Sound lumps are "DS" + name, music lumps "D_" + name: 6 characters left.
    rename(
        patch, line, "[SOUNDS]", kSounds.size(), [](std::size_t i) { return std::string_view(kSounds[i].name); },
        patch.defs.sound_names.data(), 6, false);
}

void bex_music_line(Patch& patch, const Line& line, int) {
    rename(
        patch, line, "[MUSIC]", kMusicNames.size(),
        [](std::size_t i) { return kMusicNames[i] ? std::string_view(kMusicNames[i]) : std::string_view(); },
        patch.defs.music_names.data(), 6, false);
}

}  // namespace sim::dehacked
