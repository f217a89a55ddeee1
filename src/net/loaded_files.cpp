#include "net/loaded_files.h"

#include <algorithm>

#include "net/wad_checksum.h"

namespace net {
namespace {

constexpr std::string_view kTag = "brimstone-files";
constexpr std::size_t kMaxName = 40;
std::size_t entry_bytes(const LoadedFile& f) { return std::min(f.name.size(), kMaxName) + 1 + f.digest.size(); }

}  // namespace

std::string LoadedFiles::names() const {
    std::string text;
    for (const LoadedFile& f : files) text += (text.empty() ? "" : " + ") + f.name;
    if (unlisted) text += " and " + std::to_string(unlisted) + " more";
    return text;
}

LoadedFiles loaded_files(const wad::Archive& archive) {
    LoadedFiles list;
    for (const wad::File& file : archive.files())
        list.files.push_back({file.path.filename().string().substr(0, kMaxName), file_checksum(file)});
    return list;
}

void write_loaded_files(PacketWriter& out, const std::optional<LoadedFiles>& list) {
    if (!list) return;
    std::size_t size = kTag.size() + 3;
    std::size_t fit = 0;
    while (fit < list->files.size() && fit < 255 && size + entry_bytes(list->files[fit]) <= kMaxLoadedFilesBytes)
        size += entry_bytes(list->files[fit++]);
    out.string(kTag);
    out.u8(static_cast<std::uint32_t>(fit));
    out.u8(static_cast<std::uint32_t>(std::min<std::size_t>(255, list->files.size() - fit + list->unlisted)));
    for (std::size_t i = 0; i < fit; ++i) {
        out.string(list->files[i].name.substr(0, kMaxName));
        out.bytes(list->files[i].digest);
    }
}

std::optional<LoadedFiles> read_loaded_files(PacketReader& in) {
    if (!in.take_tag(kTag)) return std::nullopt;
    LoadedFiles list;
    const std::uint8_t count = in.u8();
    list.unlisted = in.u8();
    std::size_t size = kTag.size() + 3;
    for (int i = 0; i < count; ++i) {
        LoadedFile f;
        f.name = in.safe_string(kMaxName);
        in.bytes(f.digest);
        // Longer than we would write: what decodes must encode the same.
        size += entry_bytes(f);
        if (size > kMaxLoadedFilesBytes) in.fail("list of files longer than a Brimstone player writes");
        list.files.push_back(std::move(f));
    }
    return list;
}

}  // namespace net
