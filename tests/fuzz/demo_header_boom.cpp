// Boom 2.02, MBF and MBF21 demo headers: whatever parses must write back to
// bytes that parse to the same options.
#include <cstdint>
#include <cstdlib>
#include <span>

#include "base/error.h"
#include "sim/demo.h"
#include "sim/demo_header_boom.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::span<const std::uint8_t> bytes(data, size);
    try {
        sim::Demo demo;
        (void)sim::read_boom_demo_header(bytes, "fuzz.lmp", demo);
        std::vector<std::uint8_t> again;
        sim::write_boom_demo_header(demo, again);
        sim::Demo reread;
        const std::size_t end = sim::read_boom_demo_header(again, "rewritten.lmp", reread);
        const sim::CompatOptions& a = demo.options.compat;
        const sim::CompatOptions& b = reread.options.compat;
        if (end != again.size() || a.level != b.level || a.rngseed != b.rngseed || a.comp != b.comp ||
            demo.options.playeringame != reread.options.playeringame || demo.longtics != reread.longtics)
            std::abort();
    } catch (const base::Error&) {
    }
    return 0;
}
