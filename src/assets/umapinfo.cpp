#include "assets/umapinfo.h"

#include <cctype>
#include <charconv>
#include <variant>

#include "assets/lump_context.h"
#include "assets/text_lexer.h"
#include "assets/umapinfo_things.h"
#include "base/log.h"
#include "wad/archive.h"

namespace assets {

namespace {

struct ParseError {
    int line, column;
    std::string message;
};
[[noreturn]] void fail(const Token& at, std::string message) { throw ParseError{at.line, at.column, std::move(message)}; }

// An episode menu change, applied in order once its entry is accepted.
using EpisodeChange = std::variant<std::monostate, UmapEpisode>;  // monostate: clear

class Parser {
public:
    Parser(UmapInfo& info, std::string_view text, const std::string& source, std::vector<UmapDiagnostic>& out)
        : info_(info), lexer_(text), source_(source), out_(out) {
        advance();
    }

    void run() {
        while (current_.kind != Token::Kind::End) {
            try {
                parse_entry();
            } catch (const ParseError& e) {
                report(e.line, e.column, e.message + (entry_name_.empty() ? "" : "; entry " + entry_name_ + " ignored"));
                recover();
            }
        }
    }

private:
    void advance() { current_ = lexer_.next(); }
    Token take() {
        if (current_.kind == Token::Kind::Bad) fail(current_, current_.text);
        Token t = current_;
        advance();
        return t;
    }
    void expect(char symbol, const std::string& after) {
        if (!current_.is(symbol)) fail(current_, std::string("expected '") + symbol + "' " + after + ", found " + describe(current_));
        advance();
    }
    static std::string describe(const Token& t) {
        switch (t.kind) {
            case Token::Kind::End: return "the end of the lump";
            case Token::Kind::String: return "\"" + t.text + "\"";
            case Token::Kind::Bad: return t.text;
            default: return "'" + t.text + "'";
        }
    }
    void report(int line, int column, const std::string& message) {
        UmapDiagnostic d{source_, line, column, message};
        base::warn(to_string(d));
        out_.push_back(std::move(d));
    }
    // After an error inside an entry, go on after its closing brace; at
    // the top level, at the next MAP.
    void recover() {
        if (in_entry_) {
            while (current_.kind != Token::Kind::End && !current_.is('}')) advance();
            if (current_.is('}')) advance();
        } else {
            if (current_.kind != Token::Kind::End) advance();
            while (current_.kind != Token::Kind::End && !current_.is_word("map")) advance();
        }
        in_entry_ = false;
        entry_name_.clear();
    }

    void parse_entry() {
        in_entry_ = false;
        entry_name_.clear();
        const Token map = take();
        if (!map.is_word("map")) fail(map, "expected MAP at the start of an entry, found " + describe(map));
        const Token name = take();
        const auto parsed = name.kind == Token::Kind::Bad ? std::nullopt : parse_umap_name(name.text);
        if (!parsed) fail(name, "expected a map name (MAPxx or ExMy) after MAP, found " + describe(name));
        entry_name_ = parsed->lump();
        UmapEntry entry;
        entry.name = *parsed;
        std::vector<EpisodeChange> episodes;
        expect('{', "after MAP " + entry_name_);
        in_entry_ = true;
        while (!current_.is('}')) {
            const Token key = take();
            if (key.kind != Token::Kind::Word) fail(key, "expected a key or '}', found " + describe(key));
            expect('=', "after key " + key.text);
            std::vector<Token> values{value()};
            while (current_.is(',')) {
                advance();
                values.push_back(value());
            }
            apply(entry, episodes, key, values);
        }
        advance();
        in_entry_ = false;
        accept(std::move(entry), episodes);
        entry_name_.clear();
    }

    Token value() {
        const Token v = take();
        if (v.kind != Token::Kind::Word && v.kind != Token::Kind::String)
            fail(v, "expected a value, found " + describe(v));
        return v;
    }

    static void count(const Token& key, const std::vector<Token>& values, std::size_t n) {
        if (values.size() != n)
            fail(values[std::min(n, values.size() - 1)], "key " + key.text + " takes " + std::to_string(n) +
                                                             (n == 1 ? " value" : " values") + ", not " +
                                                             std::to_string(values.size()));
    }
    static std::string string_value(const Token& key, const std::vector<Token>& values) {
        count(key, values, 1);
        if (values[0].kind != Token::Kind::String) fail(values[0], "key " + key.text + " takes a quoted string");
        return values[0].text;
    }
    static std::string lump_value(const Token& key, const std::vector<Token>& values) {
        std::string name = upper(string_value(key, values));
        if (name.empty() || name.size() > 8) fail(values[0], "key " + key.text + " names no lump: \"" + name + "\"");
        return name;
    }
    static bool bool_value(const Token& key, const std::vector<Token>& values) {
        count(key, values, 1);
        if (values[0].is_word("true")) return true;
        if (values[0].is_word("false")) return false;
        fail(values[0], "key " + key.text + " takes true or false, not " + describe(values[0]));
    }
    static int number_value(const Token& key, const Token& v, int min) {
        const auto n = v.kind == Token::Kind::Word ? parse_int(v.text) : std::nullopt;
        if (!n || *n < min)
            fail(v, "key " + key.text + " takes a whole number of at least " + std::to_string(min) + ", not " + describe(v));
        return *n;
    }
    static UmapName map_value(const Token& key, const std::vector<Token>& values) {
        count(key, values, 1);
        const auto name = parse_umap_name(values[0].text);
        if (!name) fail(values[0], "key " + key.text + " takes a map name (MAPxx or ExMy), not " + describe(values[0]));
        return *name;
    }
    static ClearableText text_value(const Token& key, const std::vector<Token>& values, bool many_lines) {
        if (values.size() == 1 && values[0].is_word("clear")) return {true, {}};
        if (!many_lines) return {false, string_value(key, values)};
        ClearableText out;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (values[i].kind != Token::Kind::String) fail(values[i], "key " + key.text + " takes quoted strings or clear");
            if (i) out.text += '\n';
            out.text += values[i].text;
        }
        return out;
    }

    void apply(UmapEntry& e, std::vector<EpisodeChange>& episodes, const Token& key, const std::vector<Token>& values) {
        const std::string k = upper(key.text);
        if (k == "LEVELNAME") e.levelname = string_value(key, values);
        else if (k == "AUTHOR") e.author = string_value(key, values);
        else if (k == "LABEL") e.label = text_value(key, values, false);
        else if (k == "LEVELPIC") e.levelpic = lump_value(key, values);
        else if (k == "NEXT") e.next = map_value(key, values);
        else if (k == "NEXTSECRET") e.nextsecret = map_value(key, values);
        else if (k == "SKYTEXTURE") e.skytexture = lump_value(key, values);
        else if (k == "MUSIC") e.music = lump_value(key, values);
        else if (k == "EXITPIC") e.exitpic = lump_value(key, values);
        else if (k == "ENTERPIC") e.enterpic = lump_value(key, values);
        else if (k == "PARTIME") {
            count(key, values, 1);
            e.partime = number_value(key, values[0], 0);
        } else if (k == "ENDGAME") {
            e.ending = bool_value(key, values) ? UmapEnding::Default : UmapEnding::NotEnding;
        } else if (k == "ENDPIC") {
            e.endpic = lump_value(key, values);
            e.ending = UmapEnding::Picture;
        } else if (k == "ENDBUNNY") {
            if (bool_value(key, values)) e.ending = UmapEnding::Bunny;
        } else if (k == "ENDCAST") {
            if (bool_value(key, values)) e.ending = UmapEnding::Cast;
        } else if (k == "NOINTERMISSION") {
            e.nointermission = bool_value(key, values);
        } else if (k == "INTERTEXT") {
            e.intertext = text_value(key, values, true);
        } else if (k == "INTERTEXTSECRET") {
            e.intertextsecret = text_value(key, values, true);
        } else if (k == "INTERBACKDROP") {
            e.interbackdrop = lump_value(key, values);
        } else if (k == "INTERMUSIC") {
            e.intermusic = lump_value(key, values);
        } else if (k == "EPISODE") {
            if (values.size() == 1 && values[0].is_word("clear")) {
                episodes.emplace_back(std::monostate{});
                return;
            }
            count(key, values, 3);
            for (const Token& v : values)
                if (v.kind != Token::Kind::String) fail(v, "key episode takes three quoted strings (patch, name, key) or clear");
            episodes.emplace_back(UmapEpisode{upper(values[0].text), values[1].text, values[2].text, e.name});
        } else if (k == "BOSSACTION") {
            if (values.size() == 1 && values[0].is_word("clear")) {
                e.boss_actions.emplace();
                return;
            }
            count(key, values, 3);
            const auto type = values[0].kind == Token::Kind::Word ? umap_thing_type(values[0].text) : std::nullopt;
            if (!type) fail(values[0], "bossaction names no thing type the specification lists: " + describe(values[0]));
            const int special = number_value(key, values[1], 1);
            const int tag = number_value(key, values[2], 0);
            if (tag == 0 && !exit_special(special))
                fail(values[2], "bossaction tag 0 is allowed only with an exit special, not special " + std::to_string(special));
            if (!e.boss_actions) e.boss_actions.emplace();
            e.boss_actions->push_back({*type, special, tag});
        } else if (k == "ENTERANIM") {
            e.enteranim = lump_value(key, values);
        } else if (k == "EXITANIM") {
            e.exitanim = lump_value(key, values);
        } else {
            // Ports add their own keys; one this port does not know is
            // skipped, and the entry kept.
            report(key.line, key.column, "unknown key " + key.text + " in entry " + entry_name_ + " skipped");
        }
    }
    static bool exit_special(int special) {
        return special == 11 || special == 51 || special == 52 || special == 124 || special == 197 || special == 198;
    }

    void accept(UmapEntry entry, const std::vector<EpisodeChange>& episodes) {
        for (const EpisodeChange& change : episodes) {
            if (const auto* add = std::get_if<UmapEpisode>(&change)) {
                info_.episodes.push_back(*add);
            } else {
                info_.episodes.clear();
                info_.episodes_cleared = true;
            }
        }
        for (UmapEntry& old : info_.maps) {
            if (old.name != entry.name) continue;
            merge(old, std::move(entry));
            return;
        }
        info_.maps.push_back(std::move(entry));
    }
    template <typename T>
    static void take_if_set(std::optional<T>& into, std::optional<T>& from) {
        if (from) into = std::move(from);
    }
    static void merge(UmapEntry& into, UmapEntry&& from) {
        take_if_set(into.levelname, from.levelname);
        take_if_set(into.author, from.author);
        take_if_set(into.levelpic, from.levelpic);
        take_if_set(into.skytexture, from.skytexture);
        take_if_set(into.music, from.music);
        take_if_set(into.exitpic, from.exitpic);
        take_if_set(into.enterpic, from.enterpic);
        take_if_set(into.enteranim, from.enteranim);
        take_if_set(into.exitanim, from.exitanim);
        take_if_set(into.endpic, from.endpic);
        take_if_set(into.interbackdrop, from.interbackdrop);
        take_if_set(into.intermusic, from.intermusic);
        take_if_set(into.label, from.label);
        take_if_set(into.intertext, from.intertext);
        take_if_set(into.intertextsecret, from.intertextsecret);
        take_if_set(into.next, from.next);
        take_if_set(into.nextsecret, from.nextsecret);
        take_if_set(into.partime, from.partime);
        take_if_set(into.ending, from.ending);
        take_if_set(into.nointermission, from.nointermission);
        take_if_set(into.boss_actions, from.boss_actions);
    }

    UmapInfo& info_;
    Lexer lexer_;
    const std::string& source_;
    std::vector<UmapDiagnostic>& out_;
    Token current_;
    bool in_entry_ = false;
    std::string entry_name_;
};

}  // namespace

std::string UmapName::lump() const {
    if (doom2) {
        const std::string digits = std::to_string(map);
        return "MAP" + (digits.size() < 2 ? "0" + digits : digits);
    }
    return "E" + std::to_string(episode) + "M" + std::to_string(map);
}

std::optional<UmapName> parse_umap_name(std::string_view text) {
    const std::string s = upper(text);
    auto number = [](std::string_view digits) -> std::optional<int> {
        if (digits.empty() || digits.size() > 4) return std::nullopt;
        for (char c : digits)
            if (c < '0' || c > '9') return std::nullopt;
        const auto n = parse_int(digits);
        if (!n || *n < 1) return std::nullopt;
        return n;
    };
    if (s.starts_with("MAP")) {
        const auto map = number(std::string_view(s).substr(3));
        if (!map) return std::nullopt;
        return UmapName{true, 1, *map};
    }
    if (s.size() >= 4 && s[0] == 'E') {
        const std::size_t m = s.find('M');
        if (m == std::string::npos) return std::nullopt;
        const auto episode = number(std::string_view(s).substr(1, m - 1));
        const auto map = number(std::string_view(s).substr(m + 1));
        if (!episode || !map) return std::nullopt;
        // A lump's name has at most 8 characters: E1501M155 names no map.
        const UmapName name{false, *episode, *map};
        if (name.lump().size() > 8) return std::nullopt;
        return name;
    }
    return std::nullopt;
}

const UmapEntry* UmapInfo::find(const UmapName& name) const {
    for (const UmapEntry& e : maps)
        if (e.name == name) return &e;
    return nullptr;
}

std::string to_string(const UmapDiagnostic& d) {
    std::string out = d.source;
    if (d.line > 0) out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
    return out + ": " + d.message;
}

void parse_umapinfo(UmapInfo& info, std::string_view text, const std::string& source,
                    std::vector<UmapDiagnostic>& diagnostics) {
    Parser(info, text, source, diagnostics).run();
}

UmapInfo load_umapinfo(const wad::Archive& archive, std::vector<UmapDiagnostic>& diagnostics) {
    UmapInfo info;
    for (std::size_t i = 0; i < archive.lumps().size(); ++i) {
        const wad::Lump& lump = archive.lump(i);
        if (lump.name != "UMAPINFO") continue;
        const auto bytes = lump.data;
        parse_umapinfo(info, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()),
                       lump_context(archive, i), diagnostics);
    }
    return info;
}

bool has_umapinfo(const wad::Archive& archive) { return archive.find("UMAPINFO").has_value(); }

}  // namespace assets
