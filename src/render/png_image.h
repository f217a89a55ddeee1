#pragma once
// Screenshots: PNG files of a frame. Each image is encoded in memory first
// and written with base::write_file_atomic, so a failure leaves an existing
// file untouched and never a half-written one.
#include <cstdint>
#include <filesystem>
#include <span>
#include <vector>

#include "assets/palette.h"
#include "render/frame.h"

namespace render {

// 8-bit indexed PNG: the pixel values are the frame's palette indices and
// PLTE holds the 256 colours. Throws base::Error for an empty or
// inconsistent frame.
std::vector<std::uint8_t> encode_indexed_png(const Frame& frame, std::span<const assets::Rgb, 256> palette);
// 8-bit RGBA PNG of width × height pixels, 4 bytes each, row-major.
std::vector<std::uint8_t> encode_rgba_png(int width, int height, std::span<const std::uint8_t> rgba);

// Encode and write; base::Error names the path on any failure.
void write_indexed_png(const std::filesystem::path& path, const Frame& frame,
                       std::span<const assets::Rgb, 256> palette);
void write_rgba_png(const std::filesystem::path& path, int width, int height, std::span<const std::uint8_t> rgba);

}  // namespace render
