// Screenshots: indexed and RGBA PNGs read back, and failed writes that
// leave what was there untouched.
#include <gtest/gtest.h>
#include <png.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "base/error.h"
#include "render/png_image.h"
#include "support/oracle_png.h"

namespace {

namespace fs = std::filesystem;

std::array<assets::Rgb, 256> test_palette() {
    std::array<assets::Rgb, 256> p{};
    for (int i = 0; i < 256; ++i)
        p[static_cast<std::size_t>(i)] = {static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(i * 7),
                                          static_cast<std::uint8_t>(255 - i)};
    return p;
}

render::Frame test_frame() {
    render::Frame f(7, 5);
    for (std::size_t i = 0; i < f.pixels.size(); ++i) f.pixels[i] = static_cast<std::uint8_t>(i * 37 + 3);
    return f;
}

std::string contents(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class PngImage : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("brimstone-png-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    fs::path dir_;
};

TEST_F(PngImage, IndexedRoundTrip) {
    const auto palette = test_palette();
    const render::Frame frame = test_frame();
    const fs::path path = dir_ / "shot.png";
    render::write_indexed_png(path, frame, palette);
    const auto image = test_support::read_indexed_png(path);
    ASSERT_EQ(image.width, 7);
    ASSERT_EQ(image.height, 5);
    EXPECT_EQ(image.pixels, frame.pixels);
    ASSERT_EQ(image.palette.size(), 256u);
    for (std::size_t i = 0; i < 256; ++i) {
        EXPECT_EQ(image.palette[i][0], palette[i].r) << i;
        EXPECT_EQ(image.palette[i][1], palette[i].g) << i;
        EXPECT_EQ(image.palette[i][2], palette[i].b) << i;
    }
    EXPECT_FALSE(fs::exists(dir_ / "shot.png.tmp"));
}

TEST_F(PngImage, RgbaRoundTrip) {
    std::vector<std::uint8_t> rgba(3 * 2 * 4);
    for (std::size_t i = 0; i < rgba.size(); ++i) rgba[i] = static_cast<std::uint8_t>(i * 11);
    const fs::path path = dir_ / "rgba.png";
    render::write_rgba_png(path, 3, 2, rgba);
    const std::string bytes = contents(path);
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    ASSERT_TRUE(png_image_begin_read_from_memory(&image, bytes.data(), bytes.size())) << image.message;
    EXPECT_EQ(image.width, 3u);
    EXPECT_EQ(image.height, 2u);
    EXPECT_EQ(image.format & PNG_FORMAT_FLAG_COLORMAP, 0u);
    image.format = PNG_FORMAT_RGBA;
    std::vector<std::uint8_t> back(PNG_IMAGE_SIZE(image));
    ASSERT_TRUE(png_image_finish_read(&image, nullptr, back.data(), 0, nullptr)) << image.message;
    EXPECT_EQ(back, rgba);
}

TEST_F(PngImage, FailedWritesNameThePathAndKeepTheOldFile) {
    const auto palette = test_palette();
    const render::Frame frame = test_frame();

    // A directory that does not exist.
    const fs::path nowhere = dir_ / "no-such-dir" / "shot.png";
    try {
        render::write_indexed_png(nowhere, frame, palette);
        ADD_FAILURE() << "no error";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find(nowhere.string()), std::string::npos) << e.what();
    }
    EXPECT_FALSE(fs::exists(nowhere));

    // An existing screenshot whose temporary file cannot be created (a
    // directory is in its place): the old file must survive unchanged.
    const fs::path existing = dir_ / "old.png";
    { std::ofstream(existing, std::ios::binary) << "old screenshot"; }
    fs::create_directory(dir_ / "old.png.tmp");
    EXPECT_THROW(render::write_indexed_png(existing, frame, palette), base::Error);
    std::vector<std::uint8_t> rgba(frame.pixels.size() * 4, 9);
    EXPECT_THROW(render::write_rgba_png(existing, frame.width, frame.height, rgba), base::Error);
    EXPECT_EQ(contents(existing), "old screenshot");
    fs::remove(dir_ / "old.png.tmp");

    // Nothing to encode: refused before the file is touched.
    try {
        render::write_indexed_png(existing, render::Frame{}, palette);
        ADD_FAILURE() << "no error";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find(existing.string()), std::string::npos) << e.what();
    }
    EXPECT_THROW(render::write_rgba_png(existing, 4, 4, rgba), base::Error);  // wrong byte count
    EXPECT_EQ(contents(existing), "old screenshot");
}

}  // namespace
