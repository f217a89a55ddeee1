// UMAPINFO lumps, parsed into a fresh table.
#include <cstdint>
#include <string_view>
#include <vector>

#include "assets/umapinfo.h"
#include "base/log.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);  // every bad entry is reported; the fuzzer needs none of it
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    assets::UmapInfo info;
    std::vector<assets::UmapDiagnostic> diagnostics;
    assets::parse_umapinfo(info, std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.wad: lump UMAPINFO",
                           diagnostics);
    // Every map named by an accepted entry reads back as a lump name.
    for (const assets::UmapEntry& e : info.maps)
        if (e.name.lump().empty()) __builtin_trap();
    return 0;
}
