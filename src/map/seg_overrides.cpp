#include "map/seg_overrides.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <vector>

#include "base/error.h"
#include "map/seg_geometry.h"

namespace map {
namespace {

int angle16(angle_t angle) { return static_cast<int>(angle >> 16); }
int offset16(fixed_t offset) { return static_cast<std::int16_t>(static_cast<std::uint32_t>(offset) >> 16); }

}  // namespace

std::string write_seg_overrides(const Level& level) {
    std::string out;
    for (std::size_t i = 0; i < level.segs.size(); ++i) {
        const Seg& stored = level.segs[i];
        Seg derived = stored;
        set_seg_angle_and_offset(level, derived);
        if (derived.angle == stored.angle && derived.offset == stored.offset) continue;
        if (!out.empty()) out += ' ';
        out += std::to_string(i) + ' ' + std::to_string(angle16(stored.angle)) + ' ' +
               std::to_string(offset16(stored.offset));
    }
    return out;
}

void apply_seg_overrides(std::string_view text, Level& level, const std::string& context) {
    std::vector<long long> numbers;
    const char* at = text.data();
    const char* const end = text.data() + text.size();
    while (at != end) {
        if (*at == ' ') {
            ++at;
            continue;
        }
        long long n = 0;
        const auto [next, error] = std::from_chars(at, end, n);
        if (error != std::errc() || (next != end && *next != ' '))
            throw base::Error(context + ": \"" + std::string(at, std::min<std::size_t>(12, end - at)) +
                              "\" is not a whole number");
        numbers.push_back(n);
        at = next;
    }
    if (numbers.size() % 3 != 0)
        throw base::Error(context + ": " + std::to_string(numbers.size()) +
                          " numbers, not a list of seg, angle and offset triples");
    for (std::size_t k = 0; k < numbers.size(); k += 3) {
        const long long seg = numbers[k], angle = numbers[k + 1], offset = numbers[k + 2];
        if (seg < 0 || seg >= static_cast<long long>(level.segs.size()))
            throw base::Error(context + ": seg " + std::to_string(seg) + " is not one of the map's " +
                              std::to_string(level.segs.size()) + " segs");
        if (angle < 0 || angle > 0xFFFF || offset < -32768 || offset > 32767)
            throw base::Error(context + ": seg " + std::to_string(seg) + " has angle " + std::to_string(angle) +
                              " and offset " + std::to_string(offset) +
                              "; they must fit the SEGS lump's 16 bits (0..65535, -32768..32767)");
        Seg& s = level.segs[static_cast<std::size_t>(seg)];
        s.angle = static_cast<angle_t>(angle) << 16;
        s.offset = static_cast<fixed_t>(offset) * base::kFracUnit;
    }
}

}  // namespace map
