#pragma once
// Bounds-checked little-endian reader over a byte span. Every read past the
// end throws base::Error naming the context (file/lump) and the offset, so
// decoders never read out of bounds.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "base/error.h"

namespace base {

class ByteReader {
public:
    ByteReader(std::span<const std::uint8_t> data, std::string context)
        : data_(data), context_(std::move(context)) {}

    std::size_t size() const { return data_.size(); }
    std::size_t pos() const { return pos_; }
    std::size_t remaining() const { return data_.size() - pos_; }
    const std::string& context() const { return context_; }

    void seek(std::size_t offset);
    void skip(std::size_t count);

    std::uint8_t u8();
    std::int8_t s8() { return static_cast<std::int8_t>(u8()); }
    std::uint16_t u16();
    std::int16_t s16() { return static_cast<std::int16_t>(u16()); }
    std::uint32_t u32();
    std::int32_t s32() { return static_cast<std::int32_t>(u32()); }
    // An 8-byte NUL-padded name, upper-cased as the original's lookups do.
    std::string name8();
    std::span<const std::uint8_t> bytes(std::size_t count);

    // Throws unless [offset, offset + count) lies inside the data.
    void require(std::size_t offset, std::size_t count, const char* what) const;
    [[noreturn]] void fail(const std::string& problem) const;

private:
    std::span<const std::uint8_t> data_;
    std::string context_;
    std::size_t pos_ = 0;
};

// Reads an 8-byte lump/texture name from raw bytes: stops at NUL, upper-cases.
std::string name_from_bytes(const std::uint8_t* p);

}  // namespace base
