// Doom 1.9 demo files, read strictly and as vanilla reads them.
#include <cstdint>
#include <span>

#include "base/error.h"
#include "sim/demo.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::uint8_t> bytes(data, size);
    for (const bool trailing : {false, true}) {
        try {
            const sim::Demo demo = sim::parse_demo(bytes, "fuzz.lmp", {trailing});
            (void)sim::write_demo(demo);
        } catch (const base::Error&) {
        }
    }
    return 0;
}
