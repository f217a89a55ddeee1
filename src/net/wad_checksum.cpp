#include "net/wad_checksum.h"

#include <string_view>
#include <vector>

#include "base/sha1.h"

namespace net {

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
    return base::sha1(text);
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
    return base::sha1(text);
}

Sha1 file_checksum(const wad::File& file) {
    std::vector<std::uint8_t> text;
    for (const wad::File::Entry& entry : file.entries) append_entry(text, entry.name, entry, 0);
    return base::sha1(text);
}

}  // namespace net
