#pragma once
// SHA-1 (FIPS 180-4), for naming data by its contents where a format does:
// ID24's TRAKINFO keys music lumps by their digest. Not for security.
#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace base {

using Sha1Digest = std::array<std::uint8_t, 20>;

Sha1Digest sha1(std::span<const std::uint8_t> data);
// The digest as 40 lower-case hex digits.
std::string sha1_hex(std::span<const std::uint8_t> data);

}  // namespace base
