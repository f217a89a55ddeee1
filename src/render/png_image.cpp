#include "render/png_image.h"

#include <png.h>

#include <array>
#include <csetjmp>
#include <cstring>
#include <new>
#include <string>

#include "base/error.h"
#include "base/file_io.h"

namespace render {
namespace {

// libpng reports errors by longjmp; nothing with a destructor may live
// between the setjmp and the libpng calls, so everything the encoder needs
// is set up by the caller and passed in here.
struct EncodeJob {
    int width = 0;
    int height = 0;
    int color_type = 0;
    const png_color* palette = nullptr;  // 256 entries for indexed images
    png_bytep* rows = nullptr;
    std::vector<std::uint8_t>* out = nullptr;
    char error[256] = {};
};

void on_error(png_structp png, png_const_charp message) {
    auto* job = static_cast<EncodeJob*>(png_get_error_ptr(png));
    std::strncpy(job->error, message, sizeof job->error - 1);
    png_longjmp(png, 1);
}

void on_warning(png_structp, png_const_charp) {}

void on_write(png_structp png, png_bytep data, png_size_t size) {
    auto* job = static_cast<EncodeJob*>(png_get_io_ptr(png));
    // No exception may cross libpng's C frames: report it as a libpng error,
    // after the handler has finished.
    bool stored = true;
    try {
        job->out->insert(job->out->end(), data, data + size);
    } catch (const std::bad_alloc&) {
        stored = false;
    }
    if (!stored) png_error(png, "out of memory");
}

void on_flush(png_structp) {}

bool run_encoder(EncodeJob& job) {
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &job, on_error, on_warning);
    if (png == nullptr) {
        std::strncpy(job.error, "cannot create the PNG writer", sizeof job.error - 1);
        return false;
    }
    png_infop info = png_create_info_struct(png);
    if (info == nullptr) {
        png_destroy_write_struct(&png, nullptr);
        std::strncpy(job.error, "cannot create the PNG writer", sizeof job.error - 1);
        return false;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return false;
    }
    png_set_write_fn(png, &job, on_write, on_flush);
    png_set_IHDR(png, info, static_cast<png_uint_32>(job.width), static_cast<png_uint_32>(job.height), 8,
                 job.color_type, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (job.palette != nullptr) png_set_PLTE(png, info, job.palette, 256);
    png_write_info(png, info);
    png_write_image(png, job.rows);
    png_write_end(png, nullptr);
    png_destroy_write_struct(&png, &info);
    return true;
}

std::vector<std::uint8_t> encode(int width, int height, int color_type, const png_color* palette,
                                 const std::uint8_t* pixels, std::size_t bytes_per_pixel) {
    std::vector<png_bytep> rows(static_cast<std::size_t>(height));
    const std::size_t stride = static_cast<std::size_t>(width) * bytes_per_pixel;
    for (std::size_t y = 0; y < rows.size(); ++y) rows[y] = const_cast<png_bytep>(pixels + y * stride);
    std::vector<std::uint8_t> out;
    EncodeJob job;
    job.width = width;
    job.height = height;
    job.color_type = color_type;
    job.palette = palette;
    job.rows = rows.data();
    job.out = &out;
    if (!run_encoder(job)) throw base::Error(std::string("PNG encoding failed: ") + job.error);
    return out;
}

void check_size(int width, int height, std::size_t bytes, std::size_t bytes_per_pixel) {
    // PNG allows up to 2^31-1 a side; screens are far smaller.
    if (width <= 0 || height <= 0 || width > 65535 || height > 65535)
        throw base::Error("image size " + std::to_string(width) + "x" + std::to_string(height) + " cannot be written");
    if (bytes != static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * bytes_per_pixel)
        throw base::Error("image of " + std::to_string(width) + "x" + std::to_string(height) + " has " +
                          std::to_string(bytes) + " bytes of pixels");
}

void write_png(const std::filesystem::path& path, const std::vector<std::uint8_t>& bytes) {
    try {
        base::write_file_atomic(path, bytes.data(), bytes.size());
    } catch (const base::Error& e) {
        throw base::Error(path.string() + ": cannot write the PNG: " + e.what());
    }
}

}  // namespace

std::vector<std::uint8_t> encode_indexed_png(const Frame& frame, std::span<const assets::Rgb, 256> palette) {
    check_size(frame.width, frame.height, frame.pixels.size(), 1);
    std::array<png_color, 256> plte{};
    for (std::size_t i = 0; i < plte.size(); ++i) plte[i] = {palette[i].r, palette[i].g, palette[i].b};
    return encode(frame.width, frame.height, PNG_COLOR_TYPE_PALETTE, plte.data(), frame.pixels.data(), 1);
}

std::vector<std::uint8_t> encode_rgba_png(int width, int height, std::span<const std::uint8_t> rgba) {
    check_size(width, height, rgba.size(), 4);
    return encode(width, height, PNG_COLOR_TYPE_RGBA, nullptr, rgba.data(), 4);
}

void write_indexed_png(const std::filesystem::path& path, const Frame& frame,
                       std::span<const assets::Rgb, 256> palette) {
    std::vector<std::uint8_t> bytes;
    try {
        bytes = encode_indexed_png(frame, palette);
    } catch (const base::Error& e) {
        throw base::Error(path.string() + ": " + e.what());
    }
    write_png(path, bytes);
}

void write_rgba_png(const std::filesystem::path& path, int width, int height, std::span<const std::uint8_t> rgba) {
    std::vector<std::uint8_t> bytes;
    try {
        bytes = encode_rgba_png(width, height, rgba);
    } catch (const base::Error& e) {
        throw base::Error(path.string() + ": " + e.what());
    }
    write_png(path, bytes);
}

}  // namespace render
