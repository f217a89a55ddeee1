#include "assets/animdefs_doors.h"

#include "assets/lump_context.h"
#include "assets/text_lexer.h"
#include "base/log.h"
#include "wad/archive.h"

namespace assets {

namespace {

bool is_name(const Token& t) { return t.kind == Token::Kind::Word || t.kind == Token::Kind::String; }

void warn_at(const std::string& context, const Token& t, const std::string& what) {
    base::warn(context + ": line " + std::to_string(t.line) + ": " + what);
}

// The words of a door's block after its texture, up to the first word
// that is not one of them (the next block's), which is handed back.
Token read_door(Lexer& lexer, AnimatedDoorDef& door, const std::string& context) {
    for (Token t = lexer.next();; t = lexer.next()) {
        if (t.is_word("opensound") || t.is_word("closesound")) {
            // Sound sequences (SNDSEQ) are not played: the name is skipped.
            const Token sequence = lexer.next();
            if (!is_name(sequence)) {
                warn_at(context, sequence, "expected a sound sequence's name after " + t.text);
                return sequence;
            }
        } else if (t.is_word("pic")) {
            const Token frame = lexer.next();
            if (!is_name(frame)) {
                warn_at(context, frame, "expected a texture or a number after pic");
                return frame;
            }
            if (const std::optional<int> n = frame.kind == Token::Kind::Word ? parse_int(frame.text) : std::nullopt)
                door.frames.emplace_back(*n);
            else
                door.frames.emplace_back(upper(frame.text));
        } else if (!t.is_word("allowdecals")) {
            return t;
        }
    }
}

}  // namespace

std::vector<AnimatedDoorDef> parse_animated_doors(std::string_view text, const std::string& context) {
    std::vector<AnimatedDoorDef> doors;
    Lexer lexer(text);
    Token t = lexer.next();
    while (t.kind != Token::Kind::End) {
        if (!t.is_word("animateddoor")) {
            t = lexer.next();
            continue;
        }
        const Token texture = lexer.next();
        if (!is_name(texture)) {
            warn_at(context, texture, "expected the door's texture after animateddoor");
            t = texture.kind == Token::Kind::End ? texture : lexer.next();
            continue;
        }
        AnimatedDoorDef door{upper(texture.text), {}};
        t = read_door(lexer, door, context);
        doors.push_back(std::move(door));
    }
    return doors;
}

std::vector<AnimatedDoorDef> animated_doors(const wad::Archive& archive) {
    std::vector<AnimatedDoorDef> doors;
    for (std::size_t i = 0; i < archive.lumps().size(); ++i) {
        const wad::Lump& lump = archive.lump(i);
        if (lump.name != "ANIMDEFS") continue;
        const std::string text(lump.data.begin(), lump.data.end());
        for (AnimatedDoorDef& door : parse_animated_doors(text, lump_context(archive, i))) {
            std::erase_if(doors, [&](const AnimatedDoorDef& d) { return d.texture == door.texture; });
            doors.push_back(std::move(door));
        }
    }
    return doors;
}

}  // namespace assets
