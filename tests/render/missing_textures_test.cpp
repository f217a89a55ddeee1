// A map whose wall textures and floor flats are not in any WAD still
// draws: the missing surfaces show a checkerboard of palette indices 0 and
// 176 (lit like any wall or flat), and each missing name is logged once.
//
// The map is freedoom2's MAP01 loaded from a PWAD that renames every
// one-sided wall's texture and every floor flat to names no WAD has.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "render/frame.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/software/software_renderer.h"
#include "sim/game.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"
#include "support/demo_runner.h"
#include "support/test_support.h"
#include "wad/archive.h"

namespace {

constexpr const char* kMissingTexture = "NOSUCHTX";
constexpr const char* kMissingFlat = "NOFLAT";
constexpr std::size_t kSideBytes = 30, kSectorBytes = 26;
constexpr std::size_t kMidNameAt = 20, kFloorNameAt = 4;

void put_name(std::vector<std::uint8_t>& bytes, std::size_t at, const std::string& name) {
    for (std::size_t i = 0; i < 8; ++i) bytes[at + i] = i < name.size() ? static_cast<std::uint8_t>(name[i]) : 0;
}

void put_u32(std::vector<std::uint8_t>& bytes, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

// MAP01's lumps from the IWAD, with the renamed sidedefs and sectors.
wad::File pwad_with_missing_names(const wad::Archive& iwad) {
    const wad::MapGroup* group = iwad.find_map("MAP01");
    EXPECT_NE(group, nullptr);
    std::vector<std::pair<std::string, std::vector<std::uint8_t>>> lumps{{"MAP01", {}}};
    for (const char* name : {"THINGS", "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS", "SSECTORS", "NODES", "SECTORS",
                             "REJECT", "BLOCKMAP"}) {
        const auto index = group->find(name);
        EXPECT_TRUE(index.has_value()) << name;
        const auto data = iwad.lump(*index).data;
        std::vector<std::uint8_t> bytes(data.begin(), data.end());
        if (std::strcmp(name, "SIDEDEFS") == 0) {
            for (std::size_t at = 0; at + kSideBytes <= bytes.size(); at += kSideBytes)
                if (bytes[at + kMidNameAt] != '-') put_name(bytes, at + kMidNameAt, kMissingTexture);
        }
        if (std::strcmp(name, "SECTORS") == 0) {
            for (std::size_t at = 0; at + kSectorBytes <= bytes.size(); at += kSectorBytes)
                put_name(bytes, at + kFloorNameAt, kMissingFlat);
        }
        lumps.emplace_back(name, std::move(bytes));
    }
    std::vector<std::uint8_t> file{'P', 'W', 'A', 'D'};
    put_u32(file, static_cast<std::uint32_t>(lumps.size()));
    put_u32(file, 0);  // directory offset, patched below
    std::vector<std::uint32_t> offsets;
    for (const auto& [name, bytes] : lumps) {
        offsets.push_back(static_cast<std::uint32_t>(file.size()));
        file.insert(file.end(), bytes.begin(), bytes.end());
    }
    const auto directory = static_cast<std::uint32_t>(file.size());
    for (int i = 0; i < 4; ++i) file[8 + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(directory >> (8 * i));
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        put_u32(file, offsets[i]);
        put_u32(file, static_cast<std::uint32_t>(lumps[i].second.size()));
        file.resize(file.size() + 8);
        put_name(file, file.size() - 8, lumps[i].first);
    }
    return wad::File::parse("missing-names.wad", std::move(file));
}

// The view after one idle tic on MAP01, skill 3.
render::Frame draw_map01(const wad::Archive& archive, const sim::Definitions& defs, std::string* log) {
    const assets::AssetSet assets = render::load_render_assets(archive, defs);
    const sim::WadLevelSource source(archive);
    auto world = std::make_unique<sim::World>(defs);
    sim::GameOptions options;
    options.skill = sim::Skill::Hard;
    sim::new_game(*world, source, options);
    const std::array<sim::Ticcmd, sim::kMaxPlayers> idle{};
    sim::run_tic(*world, source, idle);
    render::software::SoftwareRenderer renderer(archive, assets);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    render::Frame frame(320, 200);
    if (log) testing::internal::CaptureStderr();
    renderer.render_view(*world, 0, frame, layout);
    renderer.render_view(*world, 0, frame, layout);  // a second frame logs nothing new
    if (log) *log = testing::internal::GetCapturedStderr();
    return frame;
}

int occurrences(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

TEST(MissingTextures, DrawACheckerboardAndAreLoggedOnce) {
    const auto& data = test_support::iwad_data("freedoom2.wad");
    wad::Archive patched;
    patched.add_file(test_support::iwad("freedoom2.wad"));
    patched.add_file(pwad_with_missing_names(data.archive));

    const render::Frame intact = draw_map01(data.archive, data.defs, nullptr);
    std::string log;
    const render::Frame missing = draw_map01(patched, data.defs, &log);

    // Once each, quoted, with the map's file and the first place using it.
    EXPECT_EQ(occurrences(log, std::string("missing texture '") + kMissingTexture +
                                   "' in missing-names.wad: MAP01 (sidedef "),
              1)
        << log;
    EXPECT_EQ(occurrences(log, std::string("missing flat '") + kMissingFlat + "' in missing-names.wad: MAP01 (sector "),
              1)
        << log;

    // What the checkerboard can look like: indices 0 and 176 through any
    // light map (the view of MAP01's start has no fixed colormap).
    const assets::AssetSet assets = render::load_render_assets(data.archive, data.defs);
    std::set<int> checker_colours;
    for (int map = 0; map < 32; ++map) {
        checker_colours.insert(assets.colormaps.map(map)[0]);
        checker_colours.insert(assets.colormaps.map(map)[176]);
    }
    const int view_pixels = 320 * 168;
    int changed = 0, changed_to_checker = 0;
    for (int y = 0; y < 168; ++y) {
        for (int x = 0; x < 320; ++x) {
            if (missing.at(x, y) == intact.at(x, y)) continue;
            ++changed;
            if (checker_colours.count(missing.at(x, y))) ++changed_to_checker;
        }
    }
    // The start room's walls and floor fill most of the view.
    EXPECT_GT(changed, view_pixels / 3);
    // Sprites and the weapon are drawn as before; every pixel that changed
    // is the placeholder's.
    EXPECT_EQ(changed_to_checker, changed);
}

}  // namespace
