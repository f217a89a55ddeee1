// The TEXTMAP grammar of UDMF 1.1: blocks, global assignments, the four
// kinds of value, comments, case, and errors that say line:column.
#include <gtest/gtest.h>

#include "base/error.h"
#include "map/textmap_parser.h"

namespace {

using map::udmf::parse_textmap;
using map::udmf::ValueKind;

std::string parse_error(std::string_view text) {
    try {
        parse_textmap(text, "t.wad: MAP01: TEXTMAP");
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

TEST(TextmapParser, ReadsBlocksGlobalsAndEveryKindOfValue) {
    const auto m = parse_textmap(
        "namespace = \"doom\";\n"
        "// a comment { not a block }\n"
        "Thing { x = -32.5; y = 0x1F; Angle = +90; type = 1; ambush = TRUE; comment = \"say \\\"hi\\\"\"; }\n"
        "/* multi\n line */ vertex{x=1.;y=2e1;}\n"
        "empty {}\n",
        "ctx");
    ASSERT_EQ(m.globals.size(), 1u);
    EXPECT_EQ(m.globals[0].name, "namespace");
    EXPECT_EQ(m.globals[0].value.kind, ValueKind::String);
    EXPECT_EQ(m.globals[0].value.text, "doom");
    ASSERT_EQ(m.blocks.size(), 3u);
    EXPECT_EQ(m.blocks[0].type, "Thing");
    EXPECT_EQ(m.blocks[0].at.line, 3);
    EXPECT_EQ(m.blocks[0].at.column, 1);
    ASSERT_EQ(m.blocks[0].count, 6u);
    const auto& f = m.fields;
    EXPECT_EQ(f[0].value.kind, ValueKind::Float);
    EXPECT_DOUBLE_EQ(f[0].value.number, -32.5);
    EXPECT_EQ(f[1].value.kind, ValueKind::Integer);
    EXPECT_EQ(f[1].value.integer, 31);
    EXPECT_EQ(f[2].name, "Angle");
    EXPECT_EQ(f[2].value.integer, 90);
    EXPECT_EQ(f[4].value.kind, ValueKind::Keyword);
    EXPECT_EQ(f[4].value.text, "TRUE");
    EXPECT_EQ(f[5].value.kind, ValueKind::String);
    EXPECT_EQ(map::udmf::unescape(f[5].value.text), "say \"hi\"");
    EXPECT_EQ(m.blocks[1].type, "vertex");
    EXPECT_EQ(m.blocks[1].at.line, 5);
    EXPECT_EQ(m.blocks[1].at.column, 10);
    EXPECT_DOUBLE_EQ(f[6].value.number, 1.0);
    EXPECT_DOUBLE_EQ(f[7].value.number, 20.0);
    EXPECT_EQ(m.blocks[2].count, 0u);
}

TEST(TextmapParser, CrlfAndTabsAreWhitespace) {
    const auto m = parse_textmap("namespace\t=\t\"doom\";\r\nsector\r\n{\r\n\tlightlevel = 200;\r\n}\r\n", "ctx");
    ASSERT_EQ(m.blocks.size(), 1u);
    EXPECT_EQ(m.fields[0].value.integer, 200);
    EXPECT_EQ(m.fields[0].at.line, 4);
    EXPECT_EQ(m.fields[0].at.column, 2);
}

TEST(TextmapParser, SameNameIgnoresAsciiCase) {
    EXPECT_TRUE(map::udmf::same_name("LineDef", "linedef"));
    EXPECT_FALSE(map::udmf::same_name("linedefs", "linedef"));
    EXPECT_FALSE(map::udmf::same_name("line_ef", "lineDef"));
}

TEST(TextmapParser, ErrorsNameTheLumpAndLineColumn) {
    EXPECT_EQ(parse_error("linedef { v1 = 0 }"),
              "t.wad: MAP01: TEXTMAP 1:18: expected ';' after the value of 'v1', found '}'");
    EXPECT_EQ(parse_error("\n\nsector { id = ; }"), "t.wad: MAP01: TEXTMAP 3:15: expected a value for 'id', found ';'");
    EXPECT_EQ(parse_error("vertex { x = 1;"),
              "t.wad: MAP01: TEXTMAP 1:16: the 'vertex' block that starts at 1:1 has no closing '}'");
    EXPECT_EQ(parse_error("thing { comment = \"open; }"),
              "t.wad: MAP01: TEXTMAP 1:19: the string value of 'comment' is never closed with '\"'");
    EXPECT_EQ(parse_error("/* never closed"), "t.wad: MAP01: TEXTMAP 1:1: a comment that starts here is never closed with */");
    EXPECT_EQ(parse_error("9lives = 1;"), "t.wad: MAP01: TEXTMAP 1:1: expected a block or a global assignment, found '9lives'");
    EXPECT_EQ(parse_error("thing { x = 1.2.3; }"), "t.wad: MAP01: TEXTMAP 1:13: the value of 'x' is not a number: '1.2.3'");
    EXPECT_EQ(parse_error("thing { x = 99999999999999999999; }"),
              "t.wad: MAP01: TEXTMAP 1:13: the value of 'x' is not a number: '99999999999999999999'");
    EXPECT_EQ(parse_error("thing x = 1;"), "t.wad: MAP01: TEXTMAP 1:7: expected '{' or '=' after 'thing', found 'x'");
    EXPECT_EQ(parse_error("thing { { } }"), "t.wad: MAP01: TEXTMAP 1:9: expected a field name or '}', found '{'");
}

TEST(TextmapParser, EveryTruncationOfAValidMapEndsInAnErrorOrAParse) {
    const std::string text = "namespace = \"doom\";\nthing { x = 1.0; y = -2; type = 3001; ambush = true; }\n";
    // Cut at a point inside a block, the parse must fail; at a block's end
    // it succeeds. Either way it never reads past the text.
    int failures = 0;
    for (std::size_t n = 0; n <= text.size(); ++n) {
        const std::string cut = text.substr(0, n);
        if (!parse_error(cut).empty()) ++failures;
    }
    EXPECT_GT(failures, 60);
    EXPECT_EQ(parse_error(text), "");
}

}  // namespace
