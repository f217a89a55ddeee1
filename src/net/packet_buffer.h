#pragma once
// Reading and writing UDP payloads in Chocolate Doom's byte order (big
// endian, net_packet.c). The reader checks every read against the bytes
// left and throws MalformedPacket, so a short or lying packet is dropped
// whole, never half-applied.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"

namespace net {

using Bytes = std::vector<std::uint8_t>;

class MalformedPacket : public base::Error {
public:
    using base::Error::Error;
};

class PacketReader {
public:
    explicit PacketReader(std::span<const std::uint8_t> data) : data_(data) {}

    std::size_t remaining() const { return data_.size() - pos_; }
    bool at_end() const { return pos_ == data_.size(); }

    std::uint8_t u8();
    std::int8_t s8() { return static_cast<std::int8_t>(u8()); }
    std::uint16_t u16();
    std::int16_t s16() { return static_cast<std::int16_t>(u16()); }
    std::uint32_t u32();
    // A NUL-terminated string of at most `max_length` characters.
    std::string string(std::size_t max_length);
    // The same, keeping only printable ASCII (text shown to the player, as
    // NET_ReadSafeString does): a peer cannot send terminal escapes.
    std::string safe_string(std::size_t max_length);
    void bytes(std::span<std::uint8_t> out);
    // Consumes `tag` and its NUL if the rest of the packet starts with them.
    bool take_tag(std::string_view tag);

    [[noreturn]] void fail(std::string_view problem) const;

private:
    void require(std::size_t count, const char* what) const;

    std::span<const std::uint8_t> data_;
    std::size_t pos_ = 0;
};

class PacketWriter {
public:
    void u8(std::uint32_t value) { bytes_.push_back(static_cast<std::uint8_t>(value)); }
    void u16(std::uint32_t value);
    void u32(std::uint32_t value);
    void string(std::string_view text);  // with its NUL
    void bytes(std::span<const std::uint8_t> data) { bytes_.insert(bytes_.end(), data.begin(), data.end()); }

    const Bytes& data() const { return bytes_; }
    Bytes take() { return std::move(bytes_); }

private:
    Bytes bytes_;
};

}  // namespace net
