#pragma once
// The intermission as wi_stuff.c's WI_Drawer draws it, from the counters
// the simulation keeps (sim::World::wi): the single-player tally, the
// co-operative and deathmatch tables, Doom's episode maps with their
// animations, the splats and the blinking "you are here", and "entering"
// the next level, and ID24's animated screens (INTERLEVEL lumps). Graphics
// are read from the WADs as they are needed.
#include <memory>

#include "assets/font.h"
#include "render/overlay/full_screen.h"
#include "render/overlay/picture_cache.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::overlay {

class IntermissionScreen {
public:
    explicit IntermissionScreen(const wad::Archive& archive) : archive_(archive), pictures_(archive) {}

    // Draws the intermission of `world` (in GameState::Intermission) over
    // the whole screen. Throws base::Error naming a graphic that is missing.
    void draw(const sim::World& world, FullScreen& screen);

private:
    void draw_background(const sim::World& world, const Canvas& canvas);
    // ID24's animated screen: its background, then each animation's frame.
    void draw_interlevel(const sim::World& world, const assets::Interlevel& lump, const Canvas& canvas);
    void draw_finished(const sim::World& world, const Canvas& canvas);  // WI_drawLF
    void draw_entering(const sim::World& world, const Canvas& canvas);  // WI_drawEL
    void draw_single_stats(const sim::World& world, const Canvas& canvas);
    void draw_netgame_stats(const sim::World& world, const Canvas& canvas);
    void draw_deathmatch_stats(const sim::World& world, const Canvas& canvas);
    void draw_next_location(const sim::World& world, const Canvas& canvas);
    int draw_number(const Canvas& canvas, int x, int y, int n, int digits);
    void draw_percent(const Canvas& canvas, int x, int y, int percent);
    void draw_time(const Canvas& canvas, int x, int y, int seconds);
    void draw_on_node(const sim::World& world, const Canvas& canvas, int map, const char* first, const char* second);
    const assets::Picture* level_name(const sim::World& world, int map);
    // UMAPINFO's name of a map: its levelpic, else its levelname in the
    // heads-up font; false when its entry (if any) gives neither.
    bool draw_umap_name(const sim::World& world, const Canvas& canvas, int episode, int map, int& y);
    // The background UMAPINFO gives this screen (exitpic, enterpic), if any.
    const assets::Picture* umap_background(const sim::World& world);

    const wad::Archive& archive_;
    PictureCache pictures_;
    std::unique_ptr<assets::HudFont> font_;
};

}  // namespace render::overlay
