// SHA-1 against the digests FIPS 180-4's examples and RFC 3174 give, and
// at the lengths where the padding takes one block or two.
#include "base/sha1.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

std::string hex_of(const std::string& text) {
    return base::sha1_hex(std::span(reinterpret_cast<const std::uint8_t*>(text.data()), text.size()));
}

TEST(Sha1, GivesTheStandardsDigests) {
    EXPECT_EQ(hex_of(""), "da39a3ee5e6b4b0d3255bfef95601890afd80709");
    EXPECT_EQ(hex_of("abc"), "a9993e364706816aba3e25717850c26c9cd0d89d");
    // 56 bytes: the length no longer fits the first block.
    EXPECT_EQ(hex_of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
              "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
    EXPECT_EQ(hex_of(std::string(1000000, 'a')), "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
}

TEST(Sha1, EveryLengthAroundABlockDiffers) {
    // 55, 56, 63, 64 and 65 bytes: the tail's one and two block paddings.
    std::vector<std::string> digests;
    for (const std::size_t n : {55u, 56u, 63u, 64u, 65u}) digests.push_back(hex_of(std::string(n, 'x')));
    for (std::size_t i = 0; i < digests.size(); ++i)
        for (std::size_t j = i + 1; j < digests.size(); ++j) EXPECT_NE(digests[i], digests[j]);
    // Python's hashlib.sha1(b"x" * 64).
    EXPECT_EQ(hex_of(std::string(64, 'x')), "bb2fa3ee7afb9f54c6dfb5d021f14b1ffe40c163");
}

}  // namespace
