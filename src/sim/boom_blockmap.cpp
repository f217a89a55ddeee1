#include "sim/boom_blockmap.h"

namespace sim {

std::size_t blocklist_head_skip(const CompatOptions& compat, const map::Blockmap& blockmap) {
    if (!compat.boom()) return 0;
    if (!compat.mbf21()) return 1;
    for (std::size_t i = 0; i < blockmap.cell_count(); ++i) {
        const auto cell = blockmap.cell(i);
        if (cell.empty() || cell.front() != 0) return 0;
    }
    return 1;
}

}  // namespace sim
