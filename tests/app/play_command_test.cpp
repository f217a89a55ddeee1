// The game in its window, end to end on a private X display: what the
// window shows after N tics is exactly what `render` draws from the demo
// -record wrote meanwhile, -playdemo in the window reaches the oracle's
// frame, and without a display the game says so and writes nothing.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>

#include "app/program_run.h"
#include "support/oracle_png.h"
#include "support/temp_dir.h"
#include "support/test_support.h"
#include "support/virtual_display.h"

namespace {

using Env = std::map<std::string, std::optional<std::string>>;

app_tests::ProgramResult brimstone(std::vector<std::string> args, const std::filesystem::path& cwd, Env env) {
    // A fresh settings folder: the user's own brimstone.toml must not matter.
    env["XDG_CONFIG_HOME"] = (cwd / "config").string();
    env["WAYLAND_DISPLAY"] = std::nullopt;
    return app_tests::run_brimstone({std::move(args), cwd, std::move(env)});
}

int differing_pixels(const test_support::IndexedImage& a, const test_support::IndexedImage& b) {
    if (a.width != b.width || a.height != b.height) return -1;
    int differing = 0;
    for (std::size_t i = 0; i < a.pixels.size(); ++i) differing += a.pixels[i] != b.pixels[i] ? 1 : 0;
    return differing;
}

class PlayWindow : public ::testing::Test {
protected:
    test_support::VirtualDisplay display_;
    test_support::TempDir dir_;
    Env env() const { return {{"DISPLAY", display_.name()}}; }
};

TEST_F(PlayWindow, ShowsWhatTheRecordedDemoReplays) {
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    for (const std::string renderer : {"software", "vulkan"}) {
        SCOPED_TRACE(renderer);
        const auto demo = dir_.path() / (renderer + ".lmp");
        const auto shown = dir_.path() / (renderer + "-shown.png");
        const auto played = brimstone({"-iwad", iwad, "-warp", "1", "-skill", "4", "-record", demo.string(), "--tics",
                                       "40", "--out", shown.string(), "--renderer", renderer, "--set",
                                       "video.width=640", "--set", "video.height=400"},
                                      dir_.path(), env());
        ASSERT_EQ(played.exit_code, 0) << played.err;
        EXPECT_NE(played.err.find("recorded 40 tics to " + demo.string()), std::string::npos) << played.err;
        // Header (13 bytes), 40 four-byte commands, the end marker; skill 4 is stored as 3, MAP01 as 1.
        ASSERT_EQ(std::filesystem::file_size(demo), 13u + 40u * 4u + 1u);

        const auto rendered = dir_.path() / (renderer + "-rendered.png");
        const auto r = brimstone({"render", "--iwad", iwad, "--demo", demo.string(), "--tic", "40", "--size", "640x400",
                                  "--renderer", renderer, "--out", rendered.string()},
                                 dir_.path(), env());
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_EQ(differing_pixels(test_support::read_indexed_png(shown), test_support::read_indexed_png(rendered)), 0);
    }
}

// The window's game ends with its recording when -maxdemo's buffer is
// full (249 commands in 1 KiB), as the original's did.
TEST_F(PlayWindow, EndsWhenTheMaxdemoBufferIsFull) {
    const auto demo = dir_.path() / "full.lmp";
    const auto r = brimstone({"-iwad", test_support::iwad("freedoom2.wad").string(), "-warp", "1", "-record",
                              demo.string(), "-maxdemo", "1", "--renderer", "software"},
                             dir_.path(), env());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("-maxdemo, 1 KiB) is full"), std::string::npos) << r.err;
    EXPECT_EQ(std::filesystem::file_size(demo), 13u + 249u * 4u + 1u);
}

TEST_F(PlayWindow, PlaysADemoToTheOracleFrame) {
    const auto shown = dir_.path() / "shown.png";
    const auto r = brimstone({"-iwad", test_support::iwad("freedoom2.wad").string(), "-playdemo",
                              (test_support::oracle_dir() / "freedoom2-demo1.lmp").string(), "--tics", "100", "--out",
                              shown.string(), "--set", "video.width=320", "--set", "video.height=200"},
                             dir_.path(), env());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto got = test_support::read_indexed_png(shown);
    const auto want = test_support::read_indexed_png(test_support::oracle_dir() / "freedoom2-demo1-tic100.png");
    ASSERT_EQ(got.width, 320);
    ASSERT_EQ(got.height, 200);
    int differing = 0;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x)
            if (!(x >= 143 && x <= 173 && y >= 168) && got.at(x, y) != want.at(x, y)) ++differing;
    EXPECT_EQ(differing, 0);
}

// Where no Vulkan device can present, the software renderer still plays,
// shown through OpenGL, and asking for the Vulkan renderer says why not.
TEST_F(PlayWindow, PlaysWithoutVulkanThroughOpenGL) {
    Env no_vulkan = env();
    no_vulkan["VK_ICD_FILENAMES"] = "/nonexistent/brimstone-no-driver.json";
    no_vulkan["VK_DRIVER_FILES"] = "/nonexistent/brimstone-no-driver.json";
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    const auto shown = dir_.path() / "shown.png";
    const auto r = brimstone({"-iwad", iwad, "-playdemo", (test_support::oracle_dir() / "freedoom2-demo1.lmp").string(),
                              "--tics", "100", "--out", shown.string(), "--renderer", "software", "--set",
                              "video.width=320", "--set", "video.height=200"},
                             dir_.path(), no_vulkan);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("showing the software renderer through OpenGL"), std::string::npos) << r.err;
    const auto got = test_support::read_indexed_png(shown);
    const auto want = test_support::read_indexed_png(test_support::oracle_dir() / "freedoom2-demo1-tic100.png");
    int differing = 0;
    for (int y = 0; y < 200; ++y)
        for (int x = 0; x < 320; ++x)
            if (!(x >= 143 && x <= 173 && y >= 168) && got.at(x, y) != want.at(x, y)) ++differing;
    EXPECT_EQ(differing, 0);

    // -nosound: a machine without a sound card adds its own one line.
    const auto v =
        brimstone({"-iwad", iwad, "--tics", "5", "--renderer", "vulkan", "-nosound"}, dir_.path(), no_vulkan);
    EXPECT_EQ(v.exit_code, 1);
    EXPECT_NE(v.err.find("Vulkan"), std::string::npos) << v.err;
    EXPECT_NE(v.err.find("--renderer software"), std::string::npos) << v.err;
    EXPECT_EQ(std::count(v.err.begin(), v.err.end(), '\n'), 1) << "one message: " << v.err;
}

// A Vulkan device lost at start or in play (simulated: its submissions are
// refused from the Nth on) leaves the game going with the software renderer,
// shown through OpenGL, after one line in the log and one on screen.
TEST_F(PlayWindow, GoesOnWithSoftwareWhenTheVulkanDeviceIsLost) {
    const auto want = test_support::read_indexed_png(test_support::oracle_dir() / "freedoom2-demo1-tic100.png");
    for (const std::string after : {"0", "25"}) {
        SCOPED_TRACE("lost after " + after + " submissions");
        Env lossy = env();
        lossy["BRIMSTONE_VULKAN_LOSE_DEVICE_AFTER"] = after;
        const auto shown = dir_.path() / ("shown-" + after + ".png");
        const auto r = brimstone({"-iwad", test_support::iwad("freedoom2.wad").string(), "-playdemo",
                                  (test_support::oracle_dir() / "freedoom2-demo1.lmp").string(), "--tics", "100",
                                  "--out", shown.string(), "--renderer", "vulkan", "-nosound", "--set",
                                  "video.width=320", "--set", "video.height=200"},
                                 dir_.path(), lossy);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        const std::string line = "the device was lost";
        const std::size_t at = r.err.find(line);
        ASSERT_NE(at, std::string::npos) << r.err;
        EXPECT_EQ(r.err.find(line, at + 1), std::string::npos) << "said once: " << r.err;
        EXPECT_NE(r.err.find("going on with the software renderer"), std::string::npos) << r.err;

        // The demo played on in step: below the message line the frame is
        // the oracle's (outside the face box), and the message is on the line.
        const auto got = test_support::read_indexed_png(shown);
        ASSERT_EQ(got.width, 320);
        int differing = 0, message_pixels = 0;
        for (int y = 0; y < 200; ++y)
            for (int x = 0; x < 320; ++x) {
                if (x >= 143 && x <= 173 && y >= 168) continue;
                if (got.at(x, y) == want.at(x, y)) continue;
                (y < 10 ? message_pixels : differing) += 1;
            }
        EXPECT_EQ(differing, 0);
        EXPECT_GT(message_pixels, 50);
    }
}

TEST(PlayWithoutDisplay, SaysSoAndWritesNothing) {
    test_support::TempDir dir;
    const auto demo = dir.path() / "never.lmp";
    const auto r = brimstone({"-iwad", test_support::iwad("freedoom2.wad").string(), "-record", demo.string()},
                             dir.path(), {{"DISPLAY", std::nullopt}});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_NE(r.err.find("brimstone: window: "), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(demo));
}

}  // namespace
