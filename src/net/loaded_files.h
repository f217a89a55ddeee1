#pragma once
// The WAD files a Brimstone player has loaded, each named with a digest of
// its own lump directory, so that peers can say which file differs when the
// protocol's one digest of them all (wad_checksum.h) does not match.
//
// Chocolate Doom's protocol has no room for this, so the list rides after
// the end of a Brimstone player's SYN: Chocolate Doom's server stops
// reading a SYN where its fields end, so it never sees the list, and ours
// can name the file when it turns a player away.
#include <optional>
#include <string>
#include <vector>

#include "net/packet_buffer.h"
#include "net/protocol.h"
#include "wad/archive.h"

namespace net {

struct LoadedFile {
    std::string name;  // the file's name without its folder
    Sha1 digest{};     // SHA-1 of its directory: name, offset and size of each lump
    bool operator==(const LoadedFile&) const = default;
};

struct LoadedFiles {
    std::vector<LoadedFile> files;
    // Files loaded beyond those listed (a list is cut to fit a packet).
    std::uint8_t unlisted = 0;
    bool operator==(const LoadedFiles&) const = default;
    // "freedoom2.wad + mod.wad"
    std::string names() const;
};

LoadedFiles loaded_files(const wad::Archive& archive);

// The list as a trailer, at most kMaxLoadedFilesBytes long (the files that
// do not fit are counted as unlisted); an empty optional writes nothing.
inline constexpr std::size_t kMaxLoadedFilesBytes = 480;
void write_loaded_files(PacketWriter& out, const std::optional<LoadedFiles>& files);
// Reads the trailer if the packet has one; a packet that ends first (a
// Chocolate Doom peer) or carries something else there has none.
std::optional<LoadedFiles> read_loaded_files(PacketReader& in);

}  // namespace net
