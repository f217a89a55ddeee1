// The automap on a map that spans the whole coordinate range: MAP01 of
// freedoom2 with a line from (-32768, -32768) to (32767, 32767) added. Its
// extents pass what a fixed_t holds; opening, zooming, panning to the far
// corner and drawing all must stay defined (the sanitizer suite runs this)
// and show the map.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "render/frame.h"
#include "render/overlay/automap_draw.h"
#include "render/screen_layout.h"
#include "sim/dehacked.h"
#include "sim/game.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"
#include "support/test_support.h"
#include "ui/automap.h"
#include "sim/level_title.h"

namespace {

using Bytes = std::vector<std::uint8_t>;

void put16(Bytes& out, int v) {
    out.push_back(static_cast<std::uint8_t>(v));
    out.push_back(static_cast<std::uint8_t>(v >> 8));
}
void put32(Bytes& out, std::size_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

// MAP01's lumps with the corner-to-corner line, as a PWAD.
Bytes whole_range_map01(const wad::Archive& iwad) {
    const wad::MapGroup& group = *iwad.find_map("MAP01");
    std::vector<std::pair<std::string, Bytes>> lumps{{"MAP01", {}}};
    for (std::size_t i = group.marker + 1; i < group.marker + 11; ++i) {
        const wad::Lump& lump = iwad.lump(i);
        lumps.emplace_back(lump.name, Bytes(lump.data.begin(), lump.data.end()));
    }
    for (auto& [name, data] : lumps) {
        if (name == "VERTEXES") {
            const int first = static_cast<int>(data.size() / 4);
            for (int v : {-32768, -32768, 32767, 32767}) put16(data, v);
            for (auto& [other, line_data] : lumps)
                if (other == "LINEDEFS")
                    for (int v : {first, first + 1, 1, 0, 0, 0, 0xffff}) put16(line_data, v);
        }
    }
    Bytes out{'P', 'W', 'A', 'D'};
    put32(out, lumps.size());
    std::size_t offset = 12;
    for (const auto& lump : lumps) offset += lump.second.size();
    put32(out, offset);
    for (const auto& lump : lumps) out.insert(out.end(), lump.second.begin(), lump.second.end());
    offset = 12;
    for (const auto& [name, data] : lumps) {
        put32(out, offset);
        put32(out, data.size());
        for (std::size_t c = 0; c < 8; ++c) out.push_back(c < name.size() ? static_cast<std::uint8_t>(name[c]) : 0);
        offset += data.size();
    }
    return out;
}

struct WholeRangeGame {
    WholeRangeGame() {
        archive.add_file(test_support::iwad("freedoom2.wad"));
        archive.add_file(wad::File::parse("whole.wad", whole_range_map01(archive)));
        source = std::make_unique<sim::WadLevelSource>(archive);
        sim::apply_dehacked_lumps(defs, archive);
        world = std::make_unique<sim::World>(defs);
        sim::GameOptions options;
        options.mode = source->mode();
        sim::new_game(*world, *source, options);
    }
    wad::Archive archive;
    std::unique_ptr<sim::WadLevelSource> source;
    sim::Definitions defs;
    std::unique_ptr<sim::World> world;
};

// Pixels the map drew (anything but black) in the window's rows.
int drawn(const render::Frame& frame, int rows) {
    return static_cast<int>(std::count_if(frame.pixels.begin(), frame.pixels.begin() + frame.width * rows,
                                          [](std::uint8_t p) { return p != 0; }));
}

TEST(AutomapWholeRange, OpensZoomsPansAndDraws) {
    WholeRangeGame game;
    const sim::World& world = *game.world;
    const render::overlay::AutomapDrawer drawer(game.archive);
    const auto layout = render::ScreenLayout::for_size(320, 200);
    const render::overlay::AutomapSize size = render::overlay::automap_size(layout);
    ui::Automap automap;
    automap.follow(world);
    auto key = [&](ui::AutomapKey k, int tics = 0) {
        automap.respond(k, true, world, size.width, size.height);
        for (int t = 0; t < tics; ++t) automap.follow(world);
        automap.respond(k, false, world, size.width, size.height);
    };
    auto draw = [&](const char* what) {
        SCOPED_TRACE(what);
        const ui::AutomapWindow w = automap.view().window;
        EXPECT_GT(w.scale_mtof, 0);
        EXPECT_GT(w.w, 0);
        EXPECT_GT(w.h, 0);
        render::Frame frame(320, 200);
        drawer.draw(world, automap.view(), sim::level_title(world), frame, layout);
        EXPECT_GT(drawn(frame, size.height), 100);
    };
    key(ui::AutomapKey::Toggle);
    ASSERT_TRUE(automap.active());
    automap.cycle_cheat();
    automap.cycle_cheat();  // every line and thing
    key(ui::AutomapKey::Grid);
    draw("opened");
    key(ui::AutomapKey::ZoomOut, 700);
    draw("zoomed out");
    key(ui::AutomapKey::ZoomIn, 700);
    draw("zoomed in");
    key(ui::AutomapKey::MaxZoom);
    draw("whole map");
    key(ui::AutomapKey::MaxZoom);
    key(ui::AutomapKey::Follow);
    key(ui::AutomapKey::ZoomOut, 700);
    key(ui::AutomapKey::PanRight, 2000);
    key(ui::AutomapKey::PanUp, 2000);
    draw("top right corner");
    key(ui::AutomapKey::PanLeft, 4000);
    key(ui::AutomapKey::PanDown, 4000);
    draw("bottom left corner");
    automap.set_rotate(true);
    draw("turned");
}

}  // namespace
