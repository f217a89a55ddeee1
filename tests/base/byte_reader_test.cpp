// The bounds-checked little-endian reader: values, names, and reads past
// the end that fail with the context and offset in the message.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "base/byte_reader.h"
#include "base/error.h"
#include "support/error_of.h"

namespace {

using base::ByteReader;
using test_support::error_of;

TEST(ByteReader, ReadsLittleEndianValues) {
    const std::vector<std::uint8_t> bytes{0x01, 0x34, 0x12, 0x78, 0x56, 0x34, 0x12, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0x80};
    ByteReader r(bytes, "t");
    EXPECT_EQ(r.u8(), 0x01);
    EXPECT_EQ(r.u16(), 0x1234);
    EXPECT_EQ(r.u32(), 0x12345678u);
    EXPECT_EQ(r.s16(), -2);          // FE FF
    EXPECT_EQ(r.pos(), 9u);
    r.seek(7);
    EXPECT_EQ(r.s32(), -2);          // FE FF FF FF
    EXPECT_EQ(r.s8(), -1);
    EXPECT_EQ(r.u8(), 0x80);
    EXPECT_EQ(r.remaining(), 0u);
}

TEST(ByteReader, ReadPastTheEndNamesContextAndOffset) {
    const std::vector<std::uint8_t> bytes{1, 2, 3};
    ByteReader r(bytes, "doom2.wad: lump THINGS");
    r.skip(2);
    const std::string m = error_of([&] { r.u16(); });
    EXPECT_NE(m.find("doom2.wad: lump THINGS: "), std::string::npos) << m;
    EXPECT_NE(m.find("16-bit value at offset 2"), std::string::npos) << m;
    EXPECT_NE(m.find("(3 bytes)"), std::string::npos) << m;
    EXPECT_EQ(r.pos(), 2u) << "a failed read must not move the reader";
    EXPECT_EQ(r.u8(), 3);  // the byte that is there still reads
}

TEST(ByteReader, EveryKindOfReadIsChecked) {
    const std::vector<std::uint8_t> bytes{9, 9, 9};
    ByteReader r(bytes, "ctx");
    EXPECT_NE(error_of([&] { r.u32(); }).find("ctx: 32-bit value at offset 0"), std::string::npos);
    EXPECT_NE(error_of([&] { r.s32(); }).find("ctx: "), std::string::npos);
    EXPECT_NE(error_of([&] { r.name8(); }).find("ctx: name at offset 0"), std::string::npos);
    EXPECT_NE(error_of([&] { r.bytes(4); }).find("ctx: data at offset 0 (+4 bytes)"), std::string::npos);
    EXPECT_NE(error_of([&] { r.skip(4); }).find("ctx: skip"), std::string::npos);
    EXPECT_NE(error_of([&] { r.seek(4); }).find("ctx: seek at offset 4"), std::string::npos);
    r.seek(3);  // the end itself is a valid position
    EXPECT_NE(error_of([&] { r.u8(); }).find("ctx: byte at offset 3"), std::string::npos);
    EXPECT_EQ(error_of([&] { r.bytes(0); }), "");
}

TEST(ByteReader, RequireRejectsRangesThatWrapAround) {
    const std::vector<std::uint8_t> bytes(16, 0);
    ByteReader r(bytes, "wrap");
    // offset + count overflows size_t; the check must not be fooled by it.
    EXPECT_NE(error_of([&] { r.require(8, SIZE_MAX - 4, "column"); }).find("wrap: column at offset 8"),
              std::string::npos);
    EXPECT_NE(error_of([&] { r.require(SIZE_MAX, 1, "post"); }).find("wrap: post"), std::string::npos);
    EXPECT_EQ(error_of([&] { r.require(16, 0, "end"); }), "");
}

TEST(ByteReader, Name8UpperCasesAndStopsAtNul) {
    const std::vector<std::uint8_t> bytes{'t', 'r', 'o', 'O', 'a', '1', 0, 'X',   // junk after the NUL
                                          'S', 'T', 'A', 'R', 'T', 'A', 'N', '0',  // all eight used
                                          0, 'z', 'z', 'z', 'z', 'z', 'z', 'z'};   // empty name
    ByteReader r(bytes, "names");
    EXPECT_EQ(r.name8(), "TROOA1");
    EXPECT_EQ(r.name8(), "STARTAN0");
    EXPECT_EQ(r.name8(), "");
    EXPECT_EQ(r.pos(), 24u);  // always eight bytes consumed
}

TEST(ByteReader, NameFromBytesReadsAtMostEight) {
    const std::uint8_t raw[10] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 0};
    EXPECT_EQ(base::name_from_bytes(raw), "ABCDEFGH");
    const std::uint8_t lower[8] = {'f', 'l', 'o', 'o', 'r', '4', '_', '8'};
    EXPECT_EQ(base::name_from_bytes(lower), "FLOOR4_8");
}

TEST(ByteReader, FailPrefixesTheContext) {
    const std::vector<std::uint8_t> bytes;
    ByteReader r(bytes, "mod.wad");
    EXPECT_EQ(error_of([&] { r.fail("bad thing"); }), "mod.wad: bad thing");
}

}  // namespace
