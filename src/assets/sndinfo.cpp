#include "assets/sndinfo.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

#include "assets/lump_context.h"
#include "assets/sndinfo_doom_names.h"
#include "assets/text_lexer.h"
#include "base/log.h"
#include "wad/archive.h"

namespace assets {

namespace {

struct Word {
    std::string text;
    int line = 0, column = 0;
    bool quoted = false;
    bool is(char symbol) const { return !quoted && text.size() == 1 && text[0] == symbol; }
};

// SNDINFO's words: quoted strings, the symbols { } =, and runs of anything
// else up to a blank (names hold '/', lumps may hold '[' or '\'); // and
// /* */ comments skipped. A line's words are kept apart, since commands
// end with their line.
class Words {
public:
    explicit Words(std::string_view text) : text_(text) {}

    // The next line's words; false at the end of the text.
    bool next_line(std::vector<Word>& words) {
        words.clear();
        if (pos_ >= text_.size()) return false;
        while (pos_ < text_.size() && text_[pos_] != '\n') {
            const char c = text_[pos_];
            if (in_comment_) {
                if (c == '*' && peek() == '/') {
                    in_comment_ = false;
                    advance(2);
                } else {
                    advance(1);
                }
            } else if (c == '/' && peek() == '/') {
                while (pos_ < text_.size() && text_[pos_] != '\n') advance(1);
            } else if (c == '/' && peek() == '*') {
                in_comment_ = true;
                advance(2);
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                advance(1);
            } else {
                words.push_back(word());
            }
        }
        if (pos_ < text_.size()) {
            ++pos_;
            ++line_;
            column_ = 1;
        }
        return true;
    }

private:
    char peek() const { return pos_ + 1 < text_.size() ? text_[pos_ + 1] : '\0'; }
    void advance(std::size_t n) {
        pos_ += n;
        column_ += static_cast<int>(n);
    }
    Word word() {
        Word w{{}, line_, column_, false};
        const char c = text_[pos_];
        if (c == '"') {
            w.quoted = true;
            advance(1);
            while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n') {
                w.text += text_[pos_];
                advance(1);
            }
            if (pos_ < text_.size() && text_[pos_] == '"') advance(1);
            return w;
        }
        if (c == '{' || c == '}' || c == '=') {
            w.text = c;
            advance(1);
            return w;
        }
        while (pos_ < text_.size()) {
            const char d = text_[pos_];
            if (std::isspace(static_cast<unsigned char>(d)) || d == '{' || d == '}' || d == '=' || d == '"') break;
            if (d == '/' && (peek() == '/' || peek() == '*')) break;
            w.text += d;
            advance(1);
        }
        return w;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1, column_ = 1;
    bool in_comment_ = false;
};

std::optional<double> number(const Word& w) {
    if (w.quoted || w.text.empty()) return std::nullopt;
    double v = 0;
    const char* end = w.text.data() + w.text.size();
    const auto [at, ec] = std::from_chars(w.text.data(), end, v);
    if (ec != std::errc() || at != end) return std::nullopt;
    return v;
}

std::optional<int> whole_number(const Word& w) {
    if (w.quoted || w.text.empty()) return std::nullopt;
    int v = 0;
    const char* end = w.text.data() + w.text.size();
    const auto [at, ec] = std::from_chars(w.text.data(), end, v);
    if (ec != std::errc() || at != end) return std::nullopt;
    return v;
}

constexpr double kMostSeconds = 3600;  // a wait longer than an hour is a mistake, not a design

class Parser {
public:
    Parser(std::string_view text, const std::string& source, SndInfo& into, std::vector<std::string>& diagnostics)
        : words_(text), source_(source), info_(into), diagnostics_(diagnostics) {}

    void run() {
        std::vector<Word> line;
        while (words_.next_line(line)) {
            if (line.empty()) continue;
            if (skipping_game_) {
                if (!line[0].quoted && lower(line[0].text) == "$endif") skipping_game_ = false;
                continue;
            }
            statement(line);
        }
    }

private:
    void statement(std::vector<Word>& line) {
        const Word& head = line[0];
        const std::string command = head.quoted ? std::string() : lower(head.text);
        if (command == "$ambient") return ambient(line);
        if (command == "$alias") return alias(line);
        if (command == "$random") return random(line);
        if (command == "$ifdoom" || command == "$endif") return;  // this is Doom
        if (command == "$ifheretic" || command == "$ifhexen" || command == "$ifstrife") {
            skipping_game_ = true;
            return;
        }
        if (!command.empty() && command[0] == '$') {
            if (std::find(info_.skipped.begin(), info_.skipped.end(), command) == info_.skipped.end())
                info_.skipped.push_back(command);
            return;
        }
        sound(line);
    }

    // name [=] lump
    void sound(const std::vector<Word>& line) {
        std::size_t at = 1;
        if (at < line.size() && line[at].is('=')) ++at;
        if (at >= line.size() || line[at].is('{') || line[at].is('}') || line[at].is('=')) {
            report(line[0], "sound '" + line[0].text + "' names no lump; left out");
            return;
        }
        if (line[at].text.empty() || line[at].text.size() > 8) {
            report(line[at], "'" + line[at].text + "' is no lump name (1 to 8 characters); '" + line[0].text +
                                 "' left out");
            return;
        }
        if (at + 1 < line.size()) report(line[at + 1], "'" + line[at + 1].text + "' after the lump name ignored");
        const std::string name = lower(line[0].text);
        info_.aliases.erase(name);
        info_.randoms.erase(name);
        info_.sounds[name] = upper(line[at].text);
    }

    // $alias name other
    void alias(const std::vector<Word>& line) {
        if (line.size() < 3) {
            report(line[0], "$alias needs a name and the sound it stands for; left out");
            return;
        }
        const std::string name = lower(line[1].text);
        info_.sounds.erase(name);
        info_.randoms.erase(name);
        info_.aliases[name] = lower(line[2].text);
    }

    // $random name { a b c }, which may go on over the next lines
    void random(std::vector<Word>& line) {
        if (line.size() < 3 || !line[2].is('{')) {
            report(line[0], "$random needs a name and its sounds in { }; left out");
            return;
        }
        const Word head = line[0];
        const std::string name = lower(line[1].text);
        std::vector<std::string> choices;
        std::size_t at = 3;
        for (;;) {
            for (; at < line.size() && !line[at].is('}'); ++at) choices.push_back(lower(line[at].text));
            if (at < line.size()) break;
            if (!words_.next_line(line)) {
                report(head, "$random " + name + " has no closing }; left out");
                return;
            }
            at = 0;
        }
        if (choices.empty()) {
            report(head, "$random " + name + " names no sound; left out");
            return;
        }
        info_.sounds.erase(name);
        info_.aliases.erase(name);
        info_.randoms[name] = std::move(choices);
    }

    void ambient(const std::vector<Word>& line) {
        const std::optional<int> index = line.size() > 1 ? whole_number(line[1]) : std::nullopt;
        if (!index) {
            report(line[0], "$ambient needs its index first; left out");
            return;
        }
        if (line.size() < 3) {
            report(line[1], "$ambient " + line[1].text + " names no sound; left out");
            return;
        }
        SndAmbient a;
        a.sound = lower(line[2].text);
        std::size_t at = 3;
        auto word = [&]() { return at < line.size() ? lower(line[at].text) : std::string(); };
        if (word() == "point") {
            ++at;
            a.attenuation = 1;
            if (at < line.size())
                if (const std::optional<double> rolloff = number(line[at])) {
                    a.attenuation = *rolloff < 0 ? 1 : *rolloff;  // dsda-doom's rule
                    ++at;
                }
        } else if (word() == "surround" || word() == "world") {
            ++at;
        }
        const std::string mode = word();
        const Word* mode_word = at < line.size() ? &line[at] : &line[2];
        ++at;
        auto seconds = [&](const char* what) -> std::optional<int> {
            const std::optional<double> s = at < line.size() ? number(line[at]) : std::nullopt;
            if (!s || *s < 0 || *s > kMostSeconds) {
                report(at < line.size() ? line[at] : *mode_word,
                       std::string("$ambient ") + std::to_string(*index) + " needs its " + what +
                           " in seconds (0 to 3600); left out");
                return std::nullopt;
            }
            ++at;
            return static_cast<int>(*s * 35);
        };
        if (mode == "continuous") {
            a.min_tics = a.max_tics = -1;
        } else if (mode == "random") {
            const std::optional<int> low = seconds("shortest wait");
            if (!low) return;
            const std::optional<int> high = seconds("longest wait");
            if (!high) return;
            a.min_tics = *low;
            a.max_tics = std::max(*low, *high);
        } else if (mode == "periodic") {
            const std::optional<int> period = seconds("period");
            if (!period) return;
            a.min_tics = a.max_tics = *period;
        } else {
            report(*mode_word, "$ambient " + std::to_string(*index) + ": '" + mode_word->text +
                                   "' is no mode (continuous, random, periodic); left out");
            return;
        }
        if (a.min_tics == 0 && a.max_tics == 0) {
            report(*mode_word, "$ambient " + std::to_string(*index) + " would play every tic; left out");
            return;
        }
        const std::optional<double> volume = at < line.size() ? number(line[at]) : std::nullopt;
        if (!volume) {
            report(at < line.size() ? line[at] : *mode_word,
                   "$ambient " + std::to_string(*index) + " needs its volume last (0.0 to 1.0); left out");
            return;
        }
        a.volume = std::clamp(*volume, 0.0, 1.0);
        info_.ambients[*index] = std::move(a);
    }

    void report(const Word& at, const std::string& message) {
        diagnostics_.push_back(source_ + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " +
                               message);
        base::warn(diagnostics_.back());
    }

    Words words_;
    const std::string& source_;
    SndInfo& info_;
    std::vector<std::string>& diagnostics_;
    bool skipping_game_ = false;  // inside $ifheretic … $endif
};

// ZDoom's names for Doom's sounds, less those whose lumps the WADs lack
// (ZDoom's extras, the 2024 re-release's), without a word: they are
// ZDoom's, not the WADs'.
SndInfo zdoom_names_in(const wad::Archive& archive) {
    SndInfo info;
    std::vector<std::string> unused;
    Parser(zdoom_doom_sound_names(), "ZDoom's SNDINFO", info, unused).run();
    std::erase_if(info.sounds, [&](const auto& sound) { return !archive.find_any(sound.second); });
    for (auto& [name, choices] : info.randoms)
        std::erase_if(choices, [&](const std::string& choice) { return !info.sounds.contains(choice); });
    std::erase_if(info.randoms, [](const auto& random) { return random.second.empty(); });
    std::erase_if(info.aliases, [&](const auto& alias) { return !info.sounds.contains(alias.second); });
    return info;
}

}  // namespace

void parse_sndinfo(std::string_view text, const std::string& source, SndInfo& into,
                   std::vector<std::string>& diagnostics) {
    Parser(text, source, into, diagnostics).run();
}

SndInfo load_sndinfo(const wad::Archive& archive, std::vector<std::string>& diagnostics) {
    SndInfo info = zdoom_names_in(archive);
    const std::vector<wad::Lump>& lumps = archive.lumps();
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        if (lumps[i].name != "SNDINFO") continue;
        const auto bytes = lumps[i].data;
        parse_sndinfo(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()),
                      lump_context(archive, i), info, diagnostics);
    }
    if (!info.skipped.empty()) {
        std::string names;
        for (const std::string& s : info.skipped) names += (names.empty() ? "" : ", ") + s;
        base::warn("SNDINFO: " + names + " not played; the sounds play as defined");
    }
    return info;
}

}  // namespace assets
