// Reading a DeHackEd / BEX patch: lines, comments, section headers and the
// Text section's raw characters; and where patches come from (text, a file,
// the DEHACKED lumps of a WAD stack). What each section's lines mean lives
// in dehacked_tables.cpp, dehacked_text.cpp and dehacked_bex.cpp.
#include "sim/dehacked.h"

#include <algorithm>
#include <array>

#include "sim/dehacked_patch.h"
#include "sim/mbf21_args.h"
#include "sim/state_guard.h"
#include "wad/archive.h"

namespace sim {

namespace dehacked {

namespace {

// Walks a patch line by line; a Text section takes raw characters instead.
class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    // The next line, without its line break; nullopt at the end.
    std::optional<Line> next_line() {
        if (pos_ >= text_.size()) return std::nullopt;
        const std::size_t end = std::min(text_.find('\n', pos_), text_.size());
        const Line line{line_++, text_.substr(pos_, end - pos_)};
        pos_ = std::min(end + 1, text_.size());  // a last line without a break ends at the end
        return line;
    }

    // The next n characters, line breaks included; nullopt if fewer remain.
    std::optional<std::string_view> take(std::size_t n) {
        if (n > remaining()) return std::nullopt;
        const std::string_view taken = text_.substr(pos_, n);
        pos_ += n;
        line_ += static_cast<int>(std::count(taken.begin(), taken.end(), '\n'));
        return taken;
    }

    std::size_t remaining() const { return pos_ < text_.size() ? text_.size() - pos_ : 0; }
    void skip_to_end() { pos_ = text_.size(); }

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
};

using LineHandler = void (*)(Patch& patch, const Line& line, int index);

enum class Numbering {
    None,     // "Misc", "[PARS]": any number after the name is ignored
    Index,    // "Frame 12": the entry to change
    Pointer,  // "Pointer 9 (Frame 12)": the entry is the frame in brackets
    Text,     // "Text 4 4": the lengths of the old and new text that follow
};

// Grows the section's table to hold an entry (Definitions::make_state...).
using TableGrower = bool (*)(Definitions& defs, std::int64_t entry);

struct SectionType {
    std::string_view keyword;
    LineHandler handler;
    Numbering numbering = Numbering::None;
    int first = 0, last = 0;       // numbers accepted; entry = number - first
    bool continued_lines = false;  // a line ending in '\' goes on to the next
    TableGrower grow = nullptr;    // DSDHacked: the table grows to the entry
};

constexpr TableGrower kGrowStates = [](Definitions& d, std::int64_t n) { return d.make_state(n); };
constexpr TableGrower kGrowThings = [](Definitions& d, std::int64_t n) { return d.make_thing(n); };
constexpr TableGrower kGrowSounds = [](Definitions& d, std::int64_t n) { return d.make_sound(n); };
constexpr TableGrower kGrowSprites = [](Definitions& d, std::int64_t n) { return d.make_sprite(n); };

// After a Text replacement nothing but a blank line is expected.
void text_tail_line(Patch& patch, const Line& line, int) {
    patch.report(line.number,
                 "text after a Text replacement ignored: " + quoted(line.text) + " (are the lengths right?)");
}

constexpr std::array<SectionType, 17> kSections = {{
    {"Thing", thing_line, Numbering::Index, 1, kMostThingTypes, false, kGrowThings},  // things count from 1
    {"Frame", frame_line, Numbering::Index, 0, kMostStates - 1, false, kGrowStates},
    {"Pointer", pointer_line, Numbering::Pointer, 0, kMostStates - 1, false, kGrowStates},
    {"Weapon", weapon_line, Numbering::Index, 0, NUMWEAPONS - 1},
    {"Ammo", ammo_line, Numbering::Index, 0, NUMAMMO - 1},
    {"Sound", sound_line, Numbering::Index, 0, kMostSounds - 1, false, kGrowSounds},
    {"Sprite", sprite_line, Numbering::Index, 0, kMostSprites - 1, false, kGrowSprites},
    {"Text", text_tail_line, Numbering::Text},
    {"Misc", misc_line},
    {"Cheat", cheat_line},
    {"[STRINGS]", bex_strings_line, Numbering::None, 0, 0, true},
    {"[PARS]", bex_pars_line},
    {"[CODEPTR]", bex_codeptr_line},
    {"[SPRITES]", bex_sprites_line},
    {"[SOUNDS]", bex_sounds_line},
    {"[MUSIC]", bex_music_line},
    {"[HELPER]", bex_helper_line},
}};

// A header is a section name without '=' ("Frame 12", "[STRINGS]"); field
// lines always have one, so a header may also end a section early.
const SectionType* section_named(std::string_view text) {
    if (text.find('=') != std::string_view::npos) return nullptr;
    const std::string_view word = first_word(text);
    for (const SectionType& type : kSections)
        if (iequals(type.keyword, word)) return &type;
    return nullptr;
}

struct Current {
    const SectionType* type = nullptr;  // nullptr: outside any section
    int index = 0;
    bool skipping = false;  // the header was bad: its lines are ignored
};

// "(Frame 12)" in "Pointer 9 (Frame 12)": DeHackEd's own pointer number
// before it is ignored, as Chocolate Doom does.
std::optional<std::int64_t> pointer_frame(std::string_view rest) {
    const std::size_t open = rest.find('(');
    const std::size_t close = rest.find(')', open);
    if (open == std::string_view::npos || close == std::string_view::npos) return std::nullopt;
    if (!parse_integer(first_word(rest.substr(0, open)))) return std::nullopt;
    std::string_view inside = trim(rest.substr(open + 1, close - open - 1));
    const std::string_view word = first_word(inside);
    if (!iequals(word, "Frame")) return std::nullopt;
    return parse_integer(inside.substr(word.size()));
}

// Reads a Text section's two texts and applies the replacement.
Current start_text(Patch& patch, Reader& reader, const SectionType& type, const Line& header, std::string_view rest) {
    const std::string_view from_word = first_word(rest);
    const auto from_length = parse_integer(from_word);
    const auto to_length = parse_integer(trim(rest).substr(from_word.size()));
    if (!from_length || !to_length || *from_length < 0 || *to_length < 0) {
        patch.report(header.number,
                     "expected 'Text OLDLENGTH NEWLENGTH', got " + quoted(header.text) + "; section skipped");
        return {&type, 0, true};
    }
    const std::int64_t total = *from_length + *to_length;
    const auto texts = total <= static_cast<std::int64_t>(reader.remaining())
                           ? reader.take(static_cast<std::size_t>(total))
                           : std::nullopt;
    if (!texts) {
        patch.report(header.number, quoted(header.text) + " needs " + std::to_string(total) +
                                        " characters but the patch has " + std::to_string(reader.remaining()) +
                                        " left; the rest of the patch is ignored");
        reader.skip_to_end();
        return {};
    }
    const auto split = static_cast<std::size_t>(*from_length);
    replace_text(patch.defs, texts->substr(0, split), texts->substr(split));
    return {&type, 0, false};
}

Current start_section(Patch& patch, Reader& reader, const SectionType& type, const Line& header) {
    const std::string_view rest = trim(header.text).substr(first_word(header.text).size());
    std::optional<std::int64_t> number;
    switch (type.numbering) {
        case Numbering::None:
            return {&type, 0, false};
        case Numbering::Text:
            return start_text(patch, reader, type, header, rest);
        case Numbering::Index:
            number = parse_integer(first_word(rest));
            break;
        case Numbering::Pointer:
            number = pointer_frame(rest);
            break;
    }
    const std::string name(type.keyword);
    if (!number) {
        const std::string shape = type.numbering == Numbering::Pointer ? "'Pointer N (Frame M)'" : "'" + name + " N'";
        patch.report(header.number, "expected " + shape + ", got " + quoted(header.text) + "; section skipped");
        return {&type, 0, true};
    }
    if (*number < type.first || *number > type.last) {
        if (skip_id24_entry(patch, header, type.keyword, *number)) return {&type, 0, true};
        patch.report(header.number, name + " " + std::to_string(*number) + " is out of range (" +
                                        std::to_string(type.first) + ".." + std::to_string(type.last) +
                                        "); section skipped");
        return {&type, 0, true};
    }
    if (type.grow) type.grow(patch.defs, *number - type.first);  // within the bound: it cannot fail
    return {&type, static_cast<int>(*number - type.first), false};
}

// A [STRINGS] value may go on over lines that each end in '\'; the blanks
// before a '\' stay, the indentation of the next line does not.
std::string continued_line(Reader& reader, std::string_view first) {
    std::string joined(first.substr(0, first.size() - 1));
    while (auto next = reader.next_line()) {
        std::string_view part = trim(next->text);
        const bool more = !part.empty() && part.back() == '\\';
        if (more) part.remove_suffix(1);
        joined += part;
        if (!more) break;
    }
    return joined;
}

// The lines a patch may have outside any section.
bool is_patch_header(Patch& patch, const Line& line) {
    constexpr std::string_view kSignature = "Patch File for DeHackEd";
    if (line.text.size() >= kSignature.size() && iequals(line.text.substr(0, kSignature.size()), kSignature))
        return true;
    const auto a = split_assignment(line.text);
    if (!a || !(iequals(a->name, "Doom version") || iequals(a->name, "Patch format"))) return false;
    const auto version = parse_integer(a->value);
    if (!version)
        patch.report(line.number, quoted(line.text) + " needs a number; line skipped");
    else if (*version == 2024 && iequals(a->name, "Doom version"))
        declare_id24(patch, line);
    return true;
}

void apply(Patch& patch, std::string_view text) {
    Reader reader(text);
    Current current;
    while (auto raw = reader.next_line()) {
        Line line{raw->number, trim(raw->text)};
        if (line.text.empty()) {
            current = {};  // a blank line ends a section
            continue;
        }
        if (line.text.front() == '#') continue;
        if (const SectionType* type = section_named(line.text)) {
            current = start_section(patch, reader, *type, line);
            continue;
        }
        if (current.skipping) continue;
        if (current.type) {
            std::string joined;
            if (current.type->continued_lines && line.text.back() == '\\') {
                joined = continued_line(reader, line.text);
                line.text = joined;
            }
            current.type->handler(patch, line, current.index);
            continue;
        }
        if (is_patch_header(patch, line)) continue;
        patch.report(line.number,
                     "unknown section " + quoted(first_word(line.text)) + "; skipped to the next blank line");
        current = {nullptr, 0, true};
    }
}

// Windows line breaks become '\n' first, so Text lengths count a line
// break as one character, as DeHackEd's own files do.
std::string normalized(std::string_view text) {
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i)
        if (!(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) out += text[i];
    return out;
}

}  // namespace

}  // namespace dehacked

std::string to_string(const DehackedDiagnostic& diagnostic) {
    const std::string where =
        diagnostic.line > 0 ? diagnostic.source + ":" + std::to_string(diagnostic.line) : diagnostic.source;
    return where + ": " + diagnostic.message;
}

namespace {

bool same_state(const State& a, const State& b) {
    return a.sprite == b.sprite && a.frame == b.frame && a.tics == b.tics && a.action == b.action &&
           a.next_state == b.next_state && a.misc1 == b.misc1 && a.misc2 == b.misc2;
}

// Remembers which frames this patch changed, for messages about them; a
// frame it added counts when it is no longer blank.
void note_changed_frames(Definitions& defs, const std::vector<State>& before, const std::string& source) {
    bool changed_any = false;
    const auto index = static_cast<std::int16_t>(defs.patch_names.size());
    for (std::size_t i = 0; i < defs.states.size(); ++i) {
        const State blank{SPR_TNT1, 0, -1, Action::None, static_cast<StateNum>(i), 0, 0};
        if (same_state(i < before.size() ? before[i] : blank, defs.states[i])) continue;
        defs.state_patch[i] = index;
        changed_any = true;
    }
    if (changed_any) defs.patch_names.push_back(source);
}

// A cycle of 0-tic frames hangs the original as soon as anything enters it;
// say so now, for the cycles this patch made.
void warn_of_zero_tic_cycles(dehacked::Patch& patch) {
    if (patch.defs.patch_names.empty() || patch.defs.patch_names.back() != patch.source) return;
    const auto index = static_cast<std::int16_t>(patch.defs.patch_names.size() - 1);
    for (const std::vector<StateNum>& cycle : zero_tic_cycles(patch.defs)) {
        const bool ours = std::any_of(cycle.begin(), cycle.end(), [&](StateNum f) {
            return patch.defs.state_patch[static_cast<std::size_t>(f)] == index;
        });
        if (ours)
            patch.report(0, describe_frames(patch.defs, cycle) +
                                " lead back to themselves with 0 tics: a thing or weapon entering them would never "
                                "leave (the game stops with an error if one does)");
    }
}

// MBF21 asks for an error where a frame gives more Args than its code
// pointer takes (a later pointer might give them a meaning); as dsda-doom,
// only nonzero ones count. Said once per frame; the extra ones stay unused.
void warn_of_extra_args(dehacked::Patch& patch) {
    for (std::size_t i = 0; i < patch.defs.states.size(); ++i) {
        const StateMbf21& st = patch.defs.state_mbf21[i];
        unsigned set = 0;
        for (int a = 0; a < kStateArgs; ++a)
            if ((st.args_set & (1u << a)) && st.args[static_cast<std::size_t>(a)] != 0) set |= 1u << a;
        const Action action = patch.defs.states[i].action;
        const int count = pointer_args(action).count;
        if ((set >> count) == 0) continue;
        int highest = kStateArgs;
        while (!(set & (1u << (highest - 1)))) --highest;
        patch.report(0, "Frame " + std::to_string(i) + " sets Args" + std::to_string(highest) + " but its code pointer " +
                            action_name(action) + " takes " + std::to_string(count) +
                            (count == 1 ? " argument" : " arguments") + "; the extra ones are ignored");
    }
}

}  // namespace

std::vector<DehackedDiagnostic> apply_dehacked(Definitions& defs, std::string_view text,
                                               const std::string& source_name) {
    std::vector<DehackedDiagnostic> diagnostics;
    const std::vector<State> before = defs.states;
    dehacked::Patch patch{defs, source_name, diagnostics, {}};
    dehacked::apply(patch, dehacked::normalized(text));
    dehacked::report_id24(patch);
    note_changed_frames(defs, before, source_name);
    warn_of_zero_tic_cycles(patch);
    warn_of_extra_args(patch);
    return diagnostics;
}

std::vector<DehackedDiagnostic> apply_dehacked_lumps(Definitions& defs, const wad::Archive& archive) {
    std::vector<DehackedDiagnostic> diagnostics;
    for (const wad::Lump& lump : archive.lumps()) {
        if (lump.name != "DEHACKED" || lump.ns != wad::Namespace::Global) continue;
        const std::string source = archive.files().at(lump.file).path.filename().string() + ": DEHACKED";
        const std::string_view text(reinterpret_cast<const char*>(lump.data.data()), lump.data.size());
        auto found = apply_dehacked(defs, text, source);
        diagnostics.insert(diagnostics.end(), found.begin(), found.end());
    }
    return diagnostics;
}

}  // namespace sim
