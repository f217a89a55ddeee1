// `brimstone compare` end to end on lavapipe: one tic writes both frames and
// a heat map that agree with the printed summary, the software frame is the
// one `render` writes, --every walks the demo with a table, and bad
// requests (a machine without Vulkan included) write nothing.
#include <gtest/gtest.h>
#include <png.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "app/program_run.h"
#include "support/oracle_png.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

struct Summary {
    double identical = 0;
    long long differing = 0;
    int max_delta = 0;
};

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

// The last line, which must have exactly the documented format: printed
// back with that format, the parsed numbers give the same line.
Summary last_line(const std::string& out) {
    const auto all = lines(out);
    Summary s{};
    const bool parsed = !all.empty() && std::sscanf(all.back().c_str(), "identical=%lf%% differing=%lld max_delta=%d",
                                                    &s.identical, &s.differing, &s.max_delta) == 3;
    char again[128] = {};
    if (parsed)
        std::snprintf(again, sizeof again, "identical=%.2f%% differing=%lld max_delta=%d", s.identical, s.differing,
                      s.max_delta);
    if (!parsed || all.back() != again) {
        ADD_FAILURE() << "no summary as the last line of:\n" << out;
        return {};
    }
    return s;
}

// A table row "  TIC  NN.NN%  DIFFERING  MAX_DELTA"; false unless the
// whole line is one, with two decimals.
struct Row {
    int tic = 0;
    double identical = 0;
    long long differing = 0;
    int max_delta = 0;
};
bool parse_row(const std::string& line, Row& r) {
    int end = 0;
    if (std::sscanf(line.c_str(), " %d %lf%% %lld %d%n", &r.tic, &r.identical, &r.differing, &r.max_delta, &end) != 4)
        return false;
    const auto percent = line.find('%');
    return static_cast<std::size_t>(end) == line.size() && percent >= 3 && line[percent - 3] == '.';
}

app_tests::ProgramResult brimstone(std::string subcommand, const std::vector<std::string>& extra,
                                   const std::filesystem::path& cwd,
                                   std::map<std::string, std::optional<std::string>> env = {}) {
    std::vector<std::string> args{std::move(subcommand), "--iwad", test_support::iwad("freedoom2.wad").string(),
                                  "--demo", (test_support::oracle_dir() / "freedoom2-demo1.lmp").string()};
    args.insert(args.end(), extra.begin(), extra.end());
    return app_tests::run_brimstone({args, cwd, std::move(env)});
}

struct RgbaImage {
    int width = 0, height = 0;
    bool colour = false;  // stored as colour, not converted from grey or indices
    std::vector<std::uint8_t> pixels;
};

RgbaImage read_rgba_png(const std::filesystem::path& path) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    RgbaImage out;
    if (!png_image_begin_read_from_file(&image, path.c_str())) {
        ADD_FAILURE() << path << ": " << image.message;
        return out;
    }
    out.colour = (image.format & PNG_FORMAT_FLAG_COLOR) && !(image.format & PNG_FORMAT_FLAG_COLORMAP);
    image.format = PNG_FORMAT_RGBA;
    out.pixels.resize(PNG_IMAGE_SIZE(image));
    if (!png_image_finish_read(&image, nullptr, out.pixels.data(), 0, nullptr)) {
        ADD_FAILURE() << path << ": " << image.message;
        return {};
    }
    out.width = static_cast<int>(image.width);
    out.height = static_cast<int>(image.height);
    return out;
}

std::vector<std::filesystem::path> pngs_in(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> found;
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
        if (e.path().extension() == ".png") found.push_back(e.path());
    return found;
}

TEST(CompareCommand, OneTicWritesBothFramesAndTheirHeatMap) {
    test_support::TempDir dir;
    const auto r = brimstone("compare", {"--tic", "100", "--out", dir.path().string()}, dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const Summary s = last_line(r.out);
    EXPECT_GT(s.identical, 80.0) << r.out;

    const auto software = test_support::read_indexed_png(dir.path() / "software.png");
    const auto vulkan = test_support::read_indexed_png(dir.path() / "vulkan.png");
    ASSERT_EQ(software.width, 320);
    ASSERT_EQ(software.height, 200);
    ASSERT_EQ(vulkan.pixels.size(), software.pixels.size());
    EXPECT_EQ(vulkan.palette, software.palette);

    // The printed figures are the PNGs' own.
    long long differing = 0;
    int max_delta = 0;
    for (std::size_t i = 0; i < software.pixels.size(); ++i) {
        if (software.pixels[i] == vulkan.pixels[i]) continue;
        ++differing;
        const auto& a = software.palette[software.pixels[i]];
        const auto& b = vulkan.palette[vulkan.pixels[i]];
        for (int c = 0; c < 3; ++c) max_delta = std::max(max_delta, std::abs(a[c] - b[c]));
    }
    EXPECT_EQ(s.differing, differing);
    EXPECT_EQ(s.max_delta, max_delta);  // the player's palette is PLAYPAL 0 at tic 100
    EXPECT_NEAR(s.identical, 100.0 * (64000 - differing) / 64000, 0.005);
    // The status bar is the same CPU overlay under both views.
    for (int y = 168; y < 200; ++y)
        for (int x = 0; x < 320; ++x) ASSERT_EQ(software.at(x, y), vulkan.at(x, y)) << x << "," << y;

    // The software frame is the one `brimstone render` writes.
    const auto rendered = dir.path() / "render" / "software.png";
    std::filesystem::create_directories(rendered.parent_path());
    const auto rr = brimstone("render", {"--tic", "100", "--renderer", "software", "--out", rendered.string()},
                              dir.path());
    ASSERT_EQ(rr.exit_code, 0) << rr.err;
    EXPECT_EQ(test_support::read_indexed_png(rendered).pixels, software.pixels);

    // The heat map: dim grey where the indices agree, yellow to red by the
    // RGB difference where they do not.
    const auto heat = read_rgba_png(dir.path() / "diff.png");
    ASSERT_EQ(heat.width, 320);
    ASSERT_EQ(heat.height, 200);
    EXPECT_TRUE(heat.colour);
    int grey = 0, hot = 0;
    for (std::size_t i = 0; i < software.pixels.size(); ++i) {
        const std::uint8_t* px = &heat.pixels[i * 4];
        if (software.pixels[i] == vulkan.pixels[i]) {
            const auto& c = software.palette[software.pixels[i]];
            EXPECT_TRUE(px[0] == px[1] && px[1] == px[2]) << i;
            EXPECT_LE(px[0], std::max({c[0], c[1], c[2]}) / 3 + 1) << i;
            ++grey;
        } else {
            const auto& a = software.palette[software.pixels[i]];
            const auto& b = vulkan.palette[vulkan.pixels[i]];
            const int delta = std::max({std::abs(a[0] - b[0]), std::abs(a[1] - b[1]), std::abs(a[2] - b[2])});
            EXPECT_EQ(px[0], 255) << i;
            EXPECT_EQ(px[1], 255 - delta) << i;
            EXPECT_EQ(px[2], 0) << i;
            ++hot;
        }
        EXPECT_EQ(px[3], 255) << i;
    }
    EXPECT_EQ(hot, differing);
    EXPECT_GT(grey, hot);
}

// Free look's shear (--pitch) moves the centre row in both renderers alike:
// at a few tics each way the two agree about as well as straight ahead,
// the view really moved, the status bar did not, and `render --pitch`
// draws the same software frame.
TEST(CompareCommand, PitchShearsBothRenderersAlike) {
    test_support::TempDir dir;
    for (const char* tic : {"100", "400", "1200"}) {
        SCOPED_TRACE(std::string("tic ") + tic);
        const auto straight_dir = dir.path() / (std::string("straight") + tic);
        std::filesystem::create_directories(straight_dir);
        const auto straight = brimstone("compare", {"--tic", tic, "--out", straight_dir.string()}, dir.path());
        ASSERT_EQ(straight.exit_code, 0) << straight.err;
        const double level = last_line(straight.out).identical;
        const auto ahead = test_support::read_indexed_png(straight_dir / "software.png");
        for (const char* pitch : {"50", "-50", "17"}) {
            SCOPED_TRACE(std::string("pitch ") + pitch);
            const auto out_dir = dir.path() / (std::string("pitch") + tic + "_" + pitch);
            std::filesystem::create_directories(out_dir);
            const auto r =
                brimstone("compare", {"--tic", tic, "--pitch", pitch, "--out", out_dir.string()}, dir.path());
            ASSERT_EQ(r.exit_code, 0) << r.err;
            EXPECT_GE(last_line(r.out).identical, level - 2.0) << r.out << "straight ahead: " << straight.out;
            const auto software = test_support::read_indexed_png(out_dir / "software.png");
            const auto vulkan = test_support::read_indexed_png(out_dir / "vulkan.png");
            long moved = 0;
            for (int y = 0; y < 168; ++y)
                for (int x = 0; x < 320; ++x) moved += software.at(x, y) != ahead.at(x, y);
            EXPECT_GT(moved, 320 * 168 / 4) << "the view did not shear";
            for (int y = 168; y < 200; ++y)
                for (int x = 0; x < 320; ++x) {
                    ASSERT_EQ(software.at(x, y), ahead.at(x, y)) << x << "," << y;
                    ASSERT_EQ(vulkan.at(x, y), ahead.at(x, y)) << x << "," << y;
                }
            const auto rendered = out_dir / "render.png";
            const auto rr = brimstone("render", {"--tic", tic, "--pitch", pitch, "--out", rendered.string()},
                                      dir.path());
            ASSERT_EQ(rr.exit_code, 0) << rr.err;
            EXPECT_EQ(test_support::read_indexed_png(rendered).pixels, software.pixels);
        }
    }
    const auto beyond = brimstone("compare", {"--tic", "100", "--pitch", "51"}, dir.path());
    EXPECT_EQ(beyond.exit_code, 1);
    EXPECT_NE(beyond.err.find("--pitch"), std::string::npos) << beyond.err;
}

TEST(CompareCommand, EveryWalksTheDemoWithATable) {
    test_support::TempDir dir;
    const auto out_dir = dir.path() / "frames";
    std::filesystem::create_directories(out_dir);
    const auto r = brimstone("compare", {"--every", "400", "--out", out_dir.string()}, dir.path());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // Tics 400, 800 and 1200 of 1415, each a row, then the worst first.
    const auto all = lines(r.out);
    ASSERT_EQ(all.size(), 10u) << r.out;
    EXPECT_EQ(all[0], "    tic  identical  differing  max_delta");
    long long sum = 0;
    std::vector<long long> differing;
    for (int i = 1; i <= 3; ++i) {
        Row m;
        ASSERT_TRUE(parse_row(all[static_cast<std::size_t>(i)], m)) << all[static_cast<std::size_t>(i)];
        EXPECT_EQ(m.tic, i * 400);
        EXPECT_GT(m.identical, 50.0);
        sum += m.differing;
        differing.push_back(m.differing);
    }
    EXPECT_EQ(all[4], "worst tics:");
    EXPECT_EQ(all[5], all[0]);
    Row worst;
    ASSERT_TRUE(parse_row(all[6], worst)) << all[6];
    EXPECT_EQ(worst.differing, *std::max_element(differing.begin(), differing.end()));
    EXPECT_EQ(last_line(r.out).differing, sum);
    std::vector<std::string> names;
    for (const auto& p : pngs_in(out_dir)) names.push_back(p.filename().string());
    std::sort(names.begin(), names.end());
    EXPECT_EQ(names, (std::vector<std::string>{"tic00400-diff.png", "tic00400-software.png", "tic00400-vulkan.png",
                                               "tic00800-diff.png", "tic00800-software.png", "tic00800-vulkan.png",
                                               "tic01200-diff.png", "tic01200-software.png", "tic01200-vulkan.png"}));

    // Without --out the walk writes no PNG at all.
    const auto quiet = brimstone("compare", {"--every", "500"}, dir.path());
    ASSERT_EQ(quiet.exit_code, 0) << quiet.err;
    EXPECT_EQ(lines(quiet.out).size(), 8u) << quiet.out;
    EXPECT_EQ(pngs_in(dir.path()).size(), 9u);
}

TEST(CompareCommand, BadRequestsFailCleanlyAndWriteNothing) {
    test_support::TempDir dir;
    const std::string out = dir.path().string();
    for (const auto& extra : std::vector<std::vector<std::string>>{
             {"--tic", "100", "--bogus", "--out", out},
             {"--tic", "999999", "--out", out},
             {"--tic", "100", "--size", "100x100", "--out", out},
             {"--tic", "100", "--size", "8000x4000", "--out", out},
             {"--tic", "100", "--every", "10", "--out", out},
             {"--out", out},
             {"--tic", "100", "--rgba", "--out", out},
             {"--tic", "100", "--out", (dir.path() / "missing").string()},
         }) {
        const auto r = brimstone("compare", extra, dir.path());
        EXPECT_EQ(r.exit_code, 1) << r.err;
        EXPECT_EQ(r.err.rfind("brimstone: ", 0), 0u) << r.err;
        EXPECT_EQ(lines(r.err).size(), 1u) << r.err;
        EXPECT_TRUE(r.out.empty()) << r.out;
    }
    EXPECT_TRUE(pngs_in(dir.path()).empty());
    const auto r = brimstone("compare", {"--tic", "999999"}, dir.path());
    EXPECT_NE(r.err.find("freedoom2-demo1.lmp"), std::string::npos) << r.err;
}

TEST(CompareCommand, WithoutVulkanSaysSoAndWritesNothing) {
    test_support::TempDir dir;
    const auto r = brimstone("compare", {"--tic", "100", "--out", dir.path().string()}, dir.path(),
                             {{"VK_ICD_FILENAMES", "/nonexistent.json"}, {"VK_DRIVER_FILES", "/nonexistent.json"}});
    EXPECT_EQ(r.exit_code, 1) << r.err;
    EXPECT_EQ(lines(r.err).size(), 1u) << r.err;
    EXPECT_NE(r.err.find("Vulkan: no usable device"), std::string::npos) << r.err;
    EXPECT_TRUE(pngs_in(dir.path()).empty());
}

TEST(CompareCommand, HelpDescribesTheHeatMap) {
    test_support::TempDir dir;
    const auto r = app_tests::run_brimstone({{"compare", "--help"}, dir.path(), {}});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.out.find("diff.png is a heat map"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("identical=NN.NN% differing=N max_delta=N"), std::string::npos) << r.out;
}

}  // namespace
