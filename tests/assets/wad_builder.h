#pragma once
// Builds small WADs and lumps in memory for the asset tests' malformed and
// hand-made inputs.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "wad/archive.h"

namespace asset_tests {

// Little-endian byte writer for hand-made lumps.
class Bytes {
public:
    Bytes& u8(int v) {
        data_.push_back(static_cast<std::uint8_t>(v));
        return *this;
    }
    Bytes& u16(int v) { return u8(v & 0xFF).u8((v >> 8) & 0xFF); }
    Bytes& u32(std::uint32_t v) { return u16(static_cast<int>(v & 0xFFFF)).u16(static_cast<int>(v >> 16)); }
    Bytes& text(std::string_view s) {
        for (char c : s) u8(static_cast<unsigned char>(c));
        return *this;
    }
    // An 8-byte NUL-padded name.
    Bytes& name(std::string_view s) {
        for (std::size_t i = 0; i < 8; ++i) u8(i < s.size() ? static_cast<unsigned char>(s[i]) : 0);
        return *this;
    }
    Bytes& fill(std::size_t count, int v) {
        data_.insert(data_.end(), count, static_cast<std::uint8_t>(v));
        return *this;
    }
    Bytes& append(const std::vector<std::uint8_t>& more) {
        data_.insert(data_.end(), more.begin(), more.end());
        return *this;
    }
    std::size_t size() const { return data_.size(); }
    void put_u32_at(std::size_t offset, std::uint32_t v) {
        for (int i = 0; i < 4; ++i) data_[offset + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v >> (8 * i));
    }
    const std::vector<std::uint8_t>& data() const { return data_; }
    operator const std::vector<std::uint8_t>&() const { return data_; }
    operator std::span<const std::uint8_t>() const { return data_; }

private:
    std::vector<std::uint8_t> data_;
};

// A picture lump from columns of posts {top_delta, pixels}.
struct TestPost {
    int top;
    std::vector<std::uint8_t> pixels;
};
inline std::vector<std::uint8_t> make_picture(int width, int height, int left, int top,
                                              const std::vector<std::vector<TestPost>>& columns) {
    Bytes b;
    b.u16(width).u16(height).u16(left).u16(top);
    std::size_t offset = 8 + 4 * columns.size();
    std::vector<std::uint32_t> offsets;
    Bytes body;
    for (const auto& column : columns) {
        offsets.push_back(static_cast<std::uint32_t>(offset + body.size()));
        for (const auto& post : column) {
            body.u8(post.top).u8(static_cast<int>(post.pixels.size())).u8(0).append(post.pixels).u8(0);
        }
        body.u8(0xFF);
    }
    for (auto o : offsets) b.u32(o);
    b.append(body.data());
    return b.data();
}

// A PWAD assembled from (name, data) lumps in order.
class WadBuilder {
public:
    WadBuilder& lump(std::string name, std::vector<std::uint8_t> data = {}) {
        lumps_.emplace_back(std::move(name), std::move(data));
        return *this;
    }
    std::vector<std::uint8_t> bytes() const {
        Bytes b;
        b.text("PWAD").u32(static_cast<std::uint32_t>(lumps_.size())).u32(0);
        std::vector<std::uint32_t> offsets;
        for (const auto& [name, data] : lumps_) {
            offsets.push_back(static_cast<std::uint32_t>(b.size()));
            b.append(data);
        }
        const auto directory = static_cast<std::uint32_t>(b.size());
        for (std::size_t i = 0; i < lumps_.size(); ++i)
            b.u32(offsets[i]).u32(static_cast<std::uint32_t>(lumps_[i].second.size())).name(lumps_[i].first);
        b.put_u32_at(8, directory);
        return b.data();
    }
    wad::Archive archive(const std::string& file_name = "test.wad") const {
        wad::Archive a;
        a.add_file(wad::File::parse(file_name, bytes()));
        return a;
    }

private:
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> lumps_;
};

// The installed IWAD as an archive, opened once per test run and shared
// read-only by the tests.
const wad::Archive& iwad(const std::string& name);

}  // namespace asset_tests
