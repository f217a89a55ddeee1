#pragma once
// Saying which WAD file differs when a peer's digest of them all is not
// ours: from the other side's file list when it is a Brimstone player, or,
// when only its digest is known (a Chocolate Doom controller or server),
// by finding which of our own files it left out.
#include <string>
#include <string_view>

#include "net/loaded_files.h"
#include "net/protocol.h"
#include "wad/archive.h"

namespace net {

struct WadIdentity {
    LoadedFiles files;
    // Our files, digested again with some of them left out only when a
    // controller's digest is not ours; it outlives the connection.
    const wad::Archive* archive = nullptr;
};

WadIdentity wad_identity(const wad::Archive& archive);

std::string hex(const Sha1& digest);

// A clause about the other side ("it"), e.g. "it also loads mod.wad, its
// map.wad is another version of ours", followed by both lists.
std::string describe_wad_difference(const LoadedFiles& ours, const LoadedFiles& theirs, std::string_view we);
// The same from the other side's digest alone: a peer that forgot a -file
// has our digest with that file left out.
std::string describe_wad_difference(const WadIdentity& ours, const Sha1& our_digest, const Sha1& theirs);

}  // namespace net
