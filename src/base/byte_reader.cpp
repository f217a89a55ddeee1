#include "base/byte_reader.h"

#include <cctype>

namespace base {

void ByteReader::require(std::size_t offset, std::size_t count, const char* what) const {
    if (offset > data_.size() || count > data_.size() - offset)
        fail(std::string(what) + " at offset " + std::to_string(offset) + " (+" +
             std::to_string(count) + " bytes) runs past the end (" +
             std::to_string(data_.size()) + " bytes)");
}

void ByteReader::fail(const std::string& problem) const { throw Error(context_ + ": " + problem); }

void ByteReader::seek(std::size_t offset) {
    require(offset, 0, "seek");
    pos_ = offset;
}

void ByteReader::skip(std::size_t count) {
    require(pos_, count, "skip");
    pos_ += count;
}

std::uint8_t ByteReader::u8() {
    require(pos_, 1, "byte");
    return data_[pos_++];
}

std::uint16_t ByteReader::u16() {
    require(pos_, 2, "16-bit value");
    std::uint16_t v = static_cast<std::uint16_t>(data_[pos_] | (data_[pos_ + 1] << 8));
    pos_ += 2;
    return v;
}

std::uint32_t ByteReader::u32() {
    require(pos_, 4, "32-bit value");
    std::uint32_t v = static_cast<std::uint32_t>(data_[pos_]) |
                      (static_cast<std::uint32_t>(data_[pos_ + 1]) << 8) |
                      (static_cast<std::uint32_t>(data_[pos_ + 2]) << 16) |
                      (static_cast<std::uint32_t>(data_[pos_ + 3]) << 24);
    pos_ += 4;
    return v;
}

std::string ByteReader::name8() {
    require(pos_, 8, "name");
    std::string s = name_from_bytes(data_.data() + pos_);
    pos_ += 8;
    return s;
}

std::span<const std::uint8_t> ByteReader::bytes(std::size_t count) {
    require(pos_, count, "data");
    auto s = data_.subspan(pos_, count);
    pos_ += count;
    return s;
}

std::string name_from_bytes(const std::uint8_t* p) {
    std::string s;
    for (int i = 0; i < 8 && p[i] != 0; ++i)
        s.push_back(static_cast<char>(std::toupper(p[i])));
    return s;
}

}  // namespace base
