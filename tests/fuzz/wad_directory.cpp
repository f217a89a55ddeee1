// WAD header and directory: any bytes as a file, then its lumps indexed
// into a stack (namespaces, map groups).
#include <cstdint>
#include <vector>

#include "base/error.h"
#include "wad/archive.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        wad::Archive archive;
        archive.add_file(wad::File::parse("fuzz.wad", std::vector<std::uint8_t>(data, data + size)));
        for (const wad::MapGroup& map : archive.maps()) (void)archive.find_map(map.name);
    } catch (const base::Error&) {
    }
    return 0;
}
