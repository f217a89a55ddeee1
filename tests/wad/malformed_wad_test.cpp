// Malformed WAD files: each gives one base::Error naming the file and what
// is wrong with it, never a crash or an out-of-bounds read.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "base/error.h"
#include "support/temp_dir.h"
#include "wad/archive.h"
#include "wad_image.h"

namespace {

using wad_tests::put_u32;
using wad_tests::WadImage;

// The message File::parse throws for these bytes ("" when it accepts them).
std::string parse_error(const std::vector<std::uint8_t>& bytes, const std::string& path = "bad.wad") {
    try {
        wad::File::parse(path, bytes);
    } catch (const base::Error& e) {
        return e.what();
    }
    return "";
}

#define EXPECT_HAS(message, part) EXPECT_NE((message).find(part), std::string::npos) << (message)

TEST(MalformedWad, WellFormedImageParses) {
    // The baseline every case below breaks in one place.
    const auto w = WadImage().lump("THINGS", std::vector<std::uint8_t>(10, 1)).lump("LINEDEFS");
    EXPECT_EQ(parse_error(w.bytes()), "");
}

TEST(MalformedWad, ShorterThanTheHeader) {
    const std::string m = parse_error({'P', 'W', 'A', 'D', 0, 0, 0, 0, 12, 0, 0});
    EXPECT_HAS(m, "bad.wad: ");
    EXPECT_HAS(m, "too short for a WAD header (11 bytes, need 12)");
    EXPECT_HAS(parse_error({}, "empty.wad"), "empty.wad: too short for a WAD header (0 bytes");
}

TEST(MalformedWad, BadMagic) {
    auto bytes = WadImage().lump("THINGS").bytes();
    bytes[0] = 'J';
    const std::string m = parse_error(bytes);
    EXPECT_HAS(m, "bad.wad: not a WAD file (magic is not IWAD or PWAD)");
    // Magic is case-sensitive, as in the original.
    bytes[0] = 'p';
    EXPECT_HAS(parse_error(bytes), "not a WAD file");
}

TEST(MalformedWad, NegativeLumpCount) {
    auto bytes = WadImage().lump("THINGS").bytes();
    put_u32(bytes, 4, 0xFFFFFFFFu);
    EXPECT_HAS(parse_error(bytes), "bad.wad: negative lump count -1");
}

TEST(MalformedWad, ImplausibleLumpCount) {
    auto bytes = WadImage().lump("THINGS").bytes();
    put_u32(bytes, 4, (1u << 20) + 1);
    EXPECT_HAS(parse_error(bytes), "bad.wad: implausible lump count 1048577");
}

TEST(MalformedWad, NegativeDirectoryOffset) {
    auto bytes = WadImage().lump("THINGS").bytes();
    put_u32(bytes, 8, static_cast<std::uint32_t>(-5));
    EXPECT_HAS(parse_error(bytes), "bad.wad: negative directory offset -5");
}

TEST(MalformedWad, DirectoryPastTheEnd) {
    // Two entries (32 bytes) claimed where one (16 bytes) fits: header 12 +
    // 3 bytes of data + 16 of directory = 31 bytes, directory at offset 15.
    auto bytes = WadImage().lump("THINGS", std::vector<std::uint8_t>{1, 2, 3}).bytes();
    ASSERT_EQ(bytes.size(), 31u);
    put_u32(bytes, 4, 2);
    EXPECT_HAS(parse_error(bytes),
               "bad.wad: directory (2 entries at offset 15) runs past the end of the file (31 bytes)");
    // A directory offset beyond the file altogether.
    put_u32(bytes, 4, 1);
    put_u32(bytes, 8, 4000);
    EXPECT_HAS(parse_error(bytes), "directory (1 entries at offset 4000) runs past the end of the file (31 bytes)");
}

TEST(MalformedWad, LumpPastTheEnd) {
    const WadImage w = WadImage().lump("THINGS", std::vector<std::uint8_t>{1, 2, 3}).lump("LINEDEFS",
                                                                                       std::vector<std::uint8_t>{4});
    auto bytes = w.bytes();  // 12 + 4 + 32 = 48 bytes; LINEDEFS at offset 15
    ASSERT_EQ(bytes.size(), 48u);
    const std::size_t second = w.directory_offset() + 16;
    put_u32(bytes, second + 4, 999);  // size
    EXPECT_HAS(parse_error(bytes),
               "bad.wad: lump 1 'LINEDEFS' (offset 15, size 999) runs past the end of the file (48 bytes)");
    // An offset near 2^32 must not wrap around the bounds check.
    put_u32(bytes, second, 0xFFFFFFF0u);
    put_u32(bytes, second + 4, 32);
    EXPECT_HAS(parse_error(bytes), "lump 1 'LINEDEFS' (offset 4294967280, size 32) runs past the end");
}

TEST(MalformedWad, InvalidNameByte) {
    const WadImage w = WadImage().lump("THINGS").lump("SECTORS");
    auto bytes = w.bytes();
    bytes[w.directory_offset() + 16 + 8 + 2] = 0x01;  // "SE\x01TORS"
    EXPECT_HAS(parse_error(bytes), "bad.wad: directory entry 1 has an invalid name byte 0x01");
    bytes[w.directory_offset() + 16 + 8 + 2] = 0xC3;
    EXPECT_HAS(parse_error(bytes), "directory entry 1 has an invalid name byte 0xc3");
}

TEST(MalformedWad, UdmfMapWithoutEndmap) {
    wad::Archive a;
    const auto f = WadImage().lump("MAP01").lump("TEXTMAP", std::string("namespace=\"doom\";")).lump("ZNODES")
                       .file("udmf-mod.wad");
    try {
        a.add_file(f);
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        const std::string m = e.what();
        EXPECT_HAS(m, "udmf-mod.wad: map MAP01 has TEXTMAP but no ENDMAP");
    }
}

TEST(MalformedWad, OpeningAFileNamesItsPath) {
    test_support::TempDir dir;
    const auto truncated = dir.write("truncated.wad", std::string("IWAD\x03\x00", 6));
    try {
        wad::Archive a;
        a.add_file(truncated);
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        EXPECT_HAS(std::string(e.what()), truncated.string() + ": too short for a WAD header (6 bytes, need 12)");
    }
    try {
        wad::File::open(dir.path() / "missing.wad");
        FAIL() << "expected an error";
    } catch (const base::Error& e) {
        EXPECT_HAS(std::string(e.what()), (dir.path() / "missing.wad").string() + ": cannot open");
    }
}

}  // namespace
