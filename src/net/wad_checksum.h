#pragma once
// The WAD checksum peers compare before a netgame (Chocolate Doom's
// W_Checksum): SHA-1 over every lump's directory entry (name, file number,
// offset, size), so two players with the same files in the same order
// agree without reading the lumps.
#include <cstdint>
#include <span>

#include "net/protocol.h"
#include "wad/archive.h"

namespace net {

Sha1 sha1(std::span<const std::uint8_t> data);
Sha1 wad_checksum(const wad::Archive& archive);

}  // namespace net
