// The strict JSON reader (assets/json_value.h) on RFC 8259's grammar: what
// it accepts, what it refuses and where it says the fault is.
#include "assets/json_value.h"

#include <gtest/gtest.h>

#include <string>

namespace {

TEST(JsonValue, ReadsEveryKindOfValue) {
    const assets::JsonResult r =
        assets::parse_json(R"( {"a": [1, -2.5e2, 0.125], "b": {"t": true, "f": false, "n": null}, "s": "x\"\u00e9\ud83d\ude00"} )");
    ASSERT_TRUE(r.value) << r.error;
    const assets::JsonValue& root = *r.value;
    const assets::JsonArray& a = *root.member("a")->array();
    ASSERT_EQ(a.size(), 3u);
    EXPECT_EQ(*a[0].number(), 1.0);
    EXPECT_EQ(*a[1].number(), -250.0);
    EXPECT_EQ(*a[2].number(), 0.125);
    const assets::JsonValue& b = *root.member("b");
    EXPECT_TRUE(*b.member("t")->boolean());
    EXPECT_FALSE(*b.member("f")->boolean());
    EXPECT_TRUE(b.member("n")->is_null());
    // é is C3 A9 in UTF-8; U+1F600 from its surrogate pair is F0 9F 98 80.
    EXPECT_EQ(*root.member("s")->string(), "x\"\xc3\xa9\xf0\x9f\x98\x80");
    EXPECT_EQ(root.member("missing"), nullptr);
    EXPECT_EQ(a[1].line, 1);
    EXPECT_EQ(a[1].column, 12);
}

// Each refused document, with the line and column the reader names.
struct Refusal {
    const char* text;
    int line, column;
    const char* reason;
};

TEST(JsonValue, RefusesWhatTheStandardDoesNotAllowAndSaysWhere) {
    const Refusal cases[] = {
        {"{\"a\": 1,}", 1, 9, "expected a member's name in quotes"},
        {"[1, 2,]", 1, 7, "unexpected character ']'"},
        {"{\"a\": 1} // note", 1, 10, "text after the document's value"},
        {"{\n  \"a\": 01\n}", 2, 9, "a number may not start with 0"},
        {"{'a': 1}", 1, 2, "expected a member's name in quotes"},
        {"[1.]", 1, 4, "a number needs a digit after '.'"},
        {"\"tab\there\"", 1, 5, "a control character inside a string"},
        {"\"\\x41\"", 1, 3, "unknown escape '\\x'"},
        {"\"\\ud800 lone\"", 1, 8, "a high surrogate without its low one"},
        {"[1e999]", 1, 7, "a number out of range"},
        {"[true false]", 1, 7, "expected ',' or ']' after an array's item"},
        {"", 1, 1, "expected a value, found the end of the text"},
        {"nul", 1, 1, "unexpected character 'n'"},
        {"{\"a\" 1}", 1, 6, "expected ':' after a member's name"},
    };
    for (const Refusal& c : cases) {
        const assets::JsonResult r = assets::parse_json(c.text);
        EXPECT_FALSE(r.value) << c.text;
        EXPECT_EQ(r.error, c.reason) << c.text;
        EXPECT_EQ(r.line, c.line) << c.text;
        EXPECT_EQ(r.column, c.column) << c.text;
    }
}

TEST(JsonValue, RefusesNestingDeeperThanItsLimitWithoutRecursingIntoIt) {
    const std::string deep = std::string(assets::kJsonMostDepth, '[') + std::string(assets::kJsonMostDepth, ']');
    EXPECT_TRUE(assets::parse_json(deep).value);
    const std::string deeper(100000, '[');
    const assets::JsonResult r = assets::parse_json(deeper);
    EXPECT_FALSE(r.value);
    EXPECT_EQ(r.error, "nested deeper than 64 levels");
    EXPECT_EQ(r.column, assets::kJsonMostDepth + 1);
}

TEST(JsonValue, KeepsMembersInOrderWithTheirDuplicates) {
    const assets::JsonResult r = assets::parse_json(R"({"k": 1, "j": 2, "k": 3})");
    ASSERT_TRUE(r.value);
    const assets::JsonObject& o = *r.value->object();
    ASSERT_EQ(o.size(), 3u);
    EXPECT_EQ(o[2].name, "k");
    EXPECT_EQ(*r.value->member("k")->number(), 1.0);
}

}  // namespace
