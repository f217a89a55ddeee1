#include "net/wad_checksum.h"

#include <array>
#include <bit>
#include <string_view>
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

namespace {

// One lump's part of the digested text, as W_Checksum feeds it.
void append_entry(std::vector<std::uint8_t>& text, std::string_view name, const wad::File::Entry& entry,
                  std::uint32_t file_number) {
    auto put32 = [&](std::uint32_t v) {
        for (int shift = 24; shift >= 0; shift -= 8) text.push_back(static_cast<std::uint8_t>(v >> shift));
    };
    text.insert(text.end(), name.begin(), name.end());
    text.push_back(0);
    put32(file_number);
    put32(entry.offset);
    put32(entry.size);
}

}  // namespace

Sha1 wad_checksum(const wad::Archive& archive) {
    std::vector<std::uint8_t> text;
    for (const wad::Lump& lump : archive.lumps())
        append_entry(text, lump.name, archive.files()[lump.file].entries[lump.index_in_file],
                     static_cast<std::uint32_t>(lump.file));
    return sha1(text);
}

Sha1 wad_checksum(const wad::Archive& archive, const std::vector<bool>& kept) {
    // W_Checksum numbers files as it meets them, so a file left out moves
    // the later ones down.
    std::vector<std::uint32_t> number(archive.files().size(), 0);
    std::uint32_t next = 0;
    for (std::size_t i = 0; i < number.size(); ++i)
        if (i < kept.size() && kept[i]) number[i] = next++;
    std::vector<std::uint8_t> text;
    for (const wad::Lump& lump : archive.lumps())
        if (lump.file < kept.size() && kept[lump.file])
            append_entry(text, lump.name, archive.files()[lump.file].entries[lump.index_in_file], number[lump.file]);
    return sha1(text);
}

Sha1 file_checksum(const wad::File& file) {
    std::vector<std::uint8_t> text;
    for (const wad::File::Entry& entry : file.entries) append_entry(text, entry.name, entry, 0);
    return sha1(text);
}

}  // namespace net
