#pragma once
// WAD files are mapped into memory (wad/file_bytes.h). When another program
// truncates one while we run, reading a page past its new end raises
// SIGBUS. After guard_mapped_files, that ends the program with one message
// naming the file and exit status 1 instead of a crash; a SIGBUS anywhere
// else still takes its default course.
#include "wad/archive.h"

namespace app {

// Remembers the address ranges of the archive's mapped files (the most
// recent 16 files) and installs the handler, once.
void guard_mapped_files(const wad::Archive& archive);

}  // namespace app
