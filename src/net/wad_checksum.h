#pragma once
// The WAD checksum peers compare before a netgame (Chocolate Doom's
// W_Checksum): SHA-1 over every lump's directory entry (name, file number,
// offset, size), so two players with the same files in the same order
// agree without reading the lumps.
#include <cstdint>
#include <vector>

#include "net/protocol.h"
#include "wad/archive.h"

namespace net {

Sha1 wad_checksum(const wad::Archive& archive);
// The digest a player would have with only the files marked in `kept`
// (one flag per file of the archive), in the same order.
Sha1 wad_checksum(const wad::Archive& archive, const std::vector<bool>& kept);
// One file's own directory (its lumps as file 0), to tell files apart.
Sha1 file_checksum(const wad::File& file);

}  // namespace net
