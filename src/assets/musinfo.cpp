#include "assets/musinfo.h"

#include "assets/lump_context.h"
#include "assets/text_lexer.h"
#include "assets/umapinfo.h"
#include "base/log.h"
#include "wad/archive.h"

namespace assets {

const MapMusicChoices* MusInfo::find(std::string_view map_lump) const {
    const auto it = maps.find(upper(map_lump));
    return it == maps.end() ? nullptr : &it->second;
}

namespace {

class Reader {
public:
    Reader(std::string_view text, const std::string& source, const std::function<bool(std::string_view)>& lump_exists,
           std::vector<std::string>& diagnostics)
        : lexer_(text), source_(source), lump_exists_(lump_exists), diagnostics_(diagnostics) {}

    MusInfo run() {
        MusInfo info;
        MapMusicChoices* block = nullptr;
        for (Token t = lexer_.next(); t.kind != Token::Kind::End; t = lexer_.next()) {
            if (t.kind == Token::Kind::Bad) {
                report(t, t.text);
                if (t.text.find("never closed") != std::string::npos) break;  // the rest is inside it
                continue;
            }
            const std::optional<int> number = t.kind == Token::Kind::Word ? parse_int(t.text) : std::nullopt;
            if (!number) {
                block = start_block(info, t);
                continue;
            }
            const Token lump = lexer_.next();
            if (lump.kind != Token::Kind::Word && lump.kind != Token::Kind::String) {
                report(lump, "expected a music lump's name after the number " + t.text);
                if (lump.kind == Token::Kind::End) break;
                continue;
            }
            if (!block) {
                report(t, "music number " + t.text + " before any map's name; left out");
            } else if (*number < 0 || *number >= kMusInfoNumbers) {
                report(t, "music number " + t.text + " is not from 0 to " + std::to_string(kMusInfoNumbers - 1) +
                              "; left out");
            } else if (!lump_exists_(upper(lump.text))) {
                report(lump, "no music lump " + upper(lump.text) + "; number " + t.text + " left out");
            } else {
                (*block)[static_cast<std::size_t>(*number)] = upper(lump.text);
            }
        }
        return info;
    }

private:
    // A map's name opens its block; a map given again keeps its first
    // block, as dsda-doom reads only that one: the later block's pairs are
    // checked, then dropped.
    MapMusicChoices* start_block(MusInfo& info, const Token& t) {
        const std::optional<UmapName> name = t.kind == Token::Kind::Word ? parse_umap_name(t.text) : std::nullopt;
        if (!name) {
            report(t, "expected a map's name (MAP01, E1M1) or a music number, found '" + t.text + "'");
            return nullptr;
        }
        const auto [it, fresh] = info.maps.try_emplace(name->lump());
        if (fresh) return &it->second;
        report(t, name->lump() + " is given again; its first block is kept");
        dropped_ = {};
        return &dropped_;
    }

    void report(const Token& at, const std::string& message) {
        diagnostics_.push_back(source_ + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " +
                               message);
        base::warn(diagnostics_.back());
    }

    MapMusicChoices dropped_;
    Lexer lexer_;
    const std::string& source_;
    const std::function<bool(std::string_view)>& lump_exists_;
    std::vector<std::string>& diagnostics_;
};

}  // namespace

MusInfo parse_musinfo(std::string_view text, const std::string& source,
                      const std::function<bool(std::string_view)>& lump_exists, std::vector<std::string>& diagnostics) {
    return Reader(text, source, lump_exists, diagnostics).run();
}

MusInfo load_musinfo(const wad::Archive& archive, std::vector<std::string>& diagnostics) {
    const std::optional<std::size_t> index = archive.find("MUSINFO");
    if (!index) return {};
    const auto bytes = archive.lump(*index).data;
    const auto exists = [&](std::string_view name) { return archive.find(name).has_value(); };
    return parse_musinfo(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()),
                         lump_context(archive, *index), exists, diagnostics);
}

}  // namespace assets
