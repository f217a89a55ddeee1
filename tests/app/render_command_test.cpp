// `brimstone render` end to end: the written PNG is the oracle's frame
// (outside the face box), true colour uses the palette, the Vulkan
// renderer's frame mostly agrees with it, and bad requests (a machine
// without Vulkan included) fail with one message and write nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <vector>

#include "app/program_run.h"
#include "support/oracle_png.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

app_tests::ProgramResult render(const std::vector<std::string>& extra, const std::filesystem::path& cwd,
                                std::map<std::string, std::optional<std::string>> env = {}) {
    std::vector<std::string> args{"render", "--iwad", test_support::iwad("freedoom2.wad").string(), "--demo",
                                  (test_support::oracle_dir() / "freedoom2-demo1.lmp").string()};
    args.insert(args.end(), extra.begin(), extra.end());
    return app_tests::run_brimstone({args, cwd, std::move(env)});
}

TEST(RenderCommand, WritesTheOracleFrame) {
    test_support::TempDir dir;
    const auto out = dir.path() / "frame.png";
    const auto r = render({"--tic", "700", "--out", out.string()}, dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto got = test_support::read_indexed_png(out);
    const auto want = test_support::read_indexed_png(test_support::oracle_dir() / "freedoom2-demo1-tic700.png");
    ASSERT_EQ(got.width, 320);
    ASSERT_EQ(got.height, 200);
    int diffs = 0;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x)
            if (!(x >= 143 && x <= 173 && y >= 168) && got.at(x, y) != want.at(x, y)) ++diffs;
    EXPECT_EQ(diffs, 0);
    EXPECT_EQ(got.palette, want.palette);  // PLAYPAL 0
}

TEST(RenderCommand, AnySizeAndTrueColour) {
    test_support::TempDir dir;
    const auto out = dir.path() / "wide.png";
    const auto r = render({"--tic", "100", "--size", "1280x720", "--rgba", "--out", out.string()}, dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // An RGBA PNG: colour type 6 in the header, and the requested size.
    std::ifstream in(out, std::ios::binary);
    std::vector<unsigned char> head(26);
    in.read(reinterpret_cast<char*>(head.data()), 26);
    ASSERT_TRUE(in);
    EXPECT_EQ((head[16] << 24 | head[17] << 16 | head[18] << 8 | head[19]), 1280);
    EXPECT_EQ((head[20] << 24 | head[21] << 16 | head[22] << 8 | head[23]), 720);
    EXPECT_EQ(head[25], 6);
}

TEST(RenderCommand, BadRequestsFailCleanlyAndWriteNothing) {
    test_support::TempDir dir;
    const auto out = dir.path() / "never.png";
    for (const auto& extra : std::vector<std::vector<std::string>>{
             {"--tic", "999999", "--out", out.string()},
             {"--tic", "10", "--size", "100x100", "--out", out.string()},
             {"--tic", "10", "--renderer", "raytrace", "--out", out.string()},
             {"--out", out.string()},
         }) {
        const auto r = render(extra, dir.path());
        EXPECT_EQ(r.exit_code, 1) << r.err;
        EXPECT_EQ(r.err.rfind("brimstone: ", 0), 0u) << r.err;
        EXPECT_EQ(r.err.find("AddressSanitizer"), std::string::npos) << r.err;
        EXPECT_FALSE(std::filesystem::exists(out));
    }
    const auto r = render({"--tic", "999999", "--out", out.string()}, dir.path());
    EXPECT_NE(r.err.find("freedoom2-demo1.lmp"), std::string::npos) << r.err;
}

TEST(RenderCommand, VulkanViewAgreesWithTheSoftwareOne) {
    test_support::TempDir dir;
    const auto software_png = dir.path() / "software.png";
    const auto vulkan_png = dir.path() / "vulkan.png";
    const auto s = render({"--tic", "100", "--renderer", "software", "--out", software_png.string()}, dir.path());
    ASSERT_EQ(s.exit_code, 0) << s.err;
    const auto v = render({"--tic", "100", "--renderer", "vulkan", "--out", vulkan_png.string()}, dir.path());
    ASSERT_EQ(v.exit_code, 0) << v.err;
    const auto want = test_support::read_indexed_png(software_png);
    const auto got = test_support::read_indexed_png(vulkan_png);
    ASSERT_EQ(got.width, 320);
    ASSERT_EQ(got.height, 200);
    EXPECT_EQ(got.palette, want.palette);
    int same = 0;
    for (int y = 0; y < 168; ++y)
        for (int x = 0; x < 320; ++x) same += got.at(x, y) == want.at(x, y);
    EXPECT_GT(same, 320 * 168 * 8 / 10);
    // Below the view both draw the same CPU status bar.
    for (int y = 168; y < 200; ++y)
        for (int x = 0; x < 320; ++x) ASSERT_EQ(got.at(x, y), want.at(x, y)) << x << "," << y;
}

TEST(RenderCommand, WithoutVulkanOneMessageSuggestsTheSoftwareRenderer) {
    test_support::TempDir dir;
    const auto out = dir.path() / "never.png";
    const auto r = render({"--tic", "100", "--renderer", "vulkan", "--out", out.string()}, dir.path(),
                          {{"VK_ICD_FILENAMES", "/nonexistent.json"}, {"VK_DRIVER_FILES", "/nonexistent.json"}});
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_EQ(r.err.rfind("brimstone: Vulkan: no usable device (", 0), 0u) << r.err;
    EXPECT_NE(r.err.find("use --renderer software"), std::string::npos) << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_FALSE(std::filesystem::exists(out));
}

}  // namespace
