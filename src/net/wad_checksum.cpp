#include "net/wad_checksum.h"

#include <array>
#include <bit>
#include <vector>

namespace net {

// FIPS 180-4 SHA-1, over a whole message at once (directories are small).
Sha1 sha1(std::span<const std::uint8_t> data) {
    std::vector<std::uint8_t> message(data.begin(), data.end());
    const std::uint64_t bits = static_cast<std::uint64_t>(data.size()) * 8;
    message.push_back(0x80);
    while (message.size() % 64 != 56) message.push_back(0);
    for (int shift = 56; shift >= 0; shift -= 8) message.push_back(static_cast<std::uint8_t>(bits >> shift));

    std::array<std::uint32_t, 5> h = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
    std::array<std::uint32_t, 80> w{};
    for (std::size_t block = 0; block < message.size(); block += 64) {
        for (std::size_t i = 0; i < 16; ++i)
            w[i] = (std::uint32_t{message[block + 4 * i]} << 24) | (std::uint32_t{message[block + 4 * i + 1]} << 16) |
                   (std::uint32_t{message[block + 4 * i + 2]} << 8) | message[block + 4 * i + 3];
        for (std::size_t i = 16; i < 80; ++i) w[i] = std::rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
        std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
        for (std::size_t i = 0; i < 80; ++i) {
            std::uint32_t f, k;
            if (i < 20) {
                f = (b & c) | (~b & d);
                k = 0x5A827999;
            } else if (i < 40) {
                f = b ^ c ^ d;
                k = 0x6ED9EBA1;
            } else if (i < 60) {
                f = (b & c) | (b & d) | (c & d);
                k = 0x8F1BBCDC;
            } else {
                f = b ^ c ^ d;
                k = 0xCA62C1D6;
            }
            const std::uint32_t t = std::rotl(a, 5) + f + e + k + w[i];
            e = d;
            d = c;
            c = std::rotl(b, 30);
            b = a;
            a = t;
        }
        h[0] += a;
        h[1] += b;
        h[2] += c;
        h[3] += d;
        h[4] += e;
    }
    Sha1 out{};
    for (std::size_t i = 0; i < 20; ++i) out[i] = static_cast<std::uint8_t>(h[i / 4] >> (24 - 8 * (i % 4)));
    return out;
}

Sha1 wad_checksum(const wad::Archive& archive) {
    std::vector<std::uint8_t> text;
    auto put32 = [&](std::uint32_t v) {
        for (int shift = 24; shift >= 0; shift -= 8) text.push_back(static_cast<std::uint8_t>(v >> shift));
    };
    for (const wad::Lump& lump : archive.lumps()) {
        const wad::File::Entry& entry = archive.files()[lump.file].entries[lump.index_in_file];
        text.insert(text.end(), lump.name.begin(), lump.name.end());
        text.push_back(0);
        put32(static_cast<std::uint32_t>(lump.file));
        put32(entry.offset);
        put32(entry.size);
    }
    return sha1(text);
}

}  // namespace net
