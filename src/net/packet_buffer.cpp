#include "net/packet_buffer.h"

#include <algorithm>

namespace net {

void PacketReader::fail(std::string_view problem) const {
    throw MalformedPacket(std::string(problem) + " at byte " + std::to_string(pos_) + " of " +
                          std::to_string(data_.size()));
}

void PacketReader::require(std::size_t count, const char* what) const {
    if (count > remaining()) fail(std::string(what) + " runs past the end");
}

std::uint8_t PacketReader::u8() {
    require(1, "byte");
    return data_[pos_++];
}

std::uint16_t PacketReader::u16() {
    require(2, "16-bit value");
    const auto value = static_cast<std::uint16_t>((data_[pos_] << 8) | data_[pos_ + 1]);
    pos_ += 2;
    return value;
}

std::uint32_t PacketReader::u32() {
    require(4, "32-bit value");
    const std::uint32_t value = (static_cast<std::uint32_t>(data_[pos_]) << 24) |
                                (static_cast<std::uint32_t>(data_[pos_ + 1]) << 16) |
                                (static_cast<std::uint32_t>(data_[pos_ + 2]) << 8) | data_[pos_ + 3];
    pos_ += 4;
    return value;
}

std::string PacketReader::string(std::size_t max_length) {
    std::size_t end = pos_;
    while (end < data_.size() && data_[end] != 0) ++end;
    if (end == data_.size()) fail("string without its NUL");
    if (end - pos_ > max_length) fail("string longer than " + std::to_string(max_length) + " characters");
    std::string text(reinterpret_cast<const char*>(data_.data() + pos_), end - pos_);
    pos_ = end + 1;
    return text;
}

std::string PacketReader::safe_string(std::size_t max_length) {
    std::string text = string(max_length);
    std::erase_if(text, [](char c) { return c != '\n' && (c < ' ' || c > '~'); });
    return text;
}

bool PacketReader::take_tag(std::string_view tag) {
    if (remaining() < tag.size() + 1 || data_[pos_ + tag.size()] != 0) return false;
    if (!std::equal(tag.begin(), tag.end(), data_.begin() + static_cast<std::ptrdiff_t>(pos_))) return false;
    pos_ += tag.size() + 1;
    return true;
}

void PacketReader::bytes(std::span<std::uint8_t> out) {
    require(out.size(), "byte block");
    for (std::uint8_t& b : out) b = data_[pos_++];
}

void PacketWriter::u16(std::uint32_t value) {
    u8(value >> 8);
    u8(value);
}

void PacketWriter::u32(std::uint32_t value) {
    u16(value >> 16);
    u16(value);
}

void PacketWriter::string(std::string_view text) {
    bytes_.insert(bytes_.end(), text.begin(), text.end());
    bytes_.push_back(0);
}

}  // namespace net
