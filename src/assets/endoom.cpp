#include "assets/endoom.h"

#include <algorithm>

#include "base/byte_reader.h"

namespace assets {

Endoom decode_endoom(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < Endoom::kBytes)
        r.fail("ENDOOM is " + std::to_string(bytes.size()) + " bytes, need " + std::to_string(Endoom::kBytes) +
               " (80x25 character and attribute pairs)");
    Endoom e;
    auto cells = r.bytes(Endoom::kBytes);
    std::copy(cells.begin(), cells.end(), e.cells.begin());
    return e;
}

}  // namespace assets
