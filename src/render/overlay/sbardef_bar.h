#pragma once
// A status bar of the WAD's own (ID24's SBARDEF, assets/sbardef.h) drawn
// where the original's goes: a bar that is not full-screen into the same
// 320×32 strip picture every renderer scales (status_strip.h), over its
// fill flat; a full-screen one, and the full-screen HUD bar at size 11,
// into a ScreenLayer over the view. Elements are placed on the 320×200
// screen as Woof places them (the reference for ID24 here): from their
// parent's place, pushed left, up or to the middle by their alignment,
// the picture's offsets kept unless told; numbers as glyphs of their font,
// clamped to their digits. The face is the original bar's own
// (StatusBar: its state, its 42 pictures, the player's background), so
// both bars show the same face on the same tic.
//
// Differences from Woof, each for a reason:
// - Conditions are checked when drawn, and animations step on the tics
//   their conditions hold, in every bar.
// - A translucent element (`tranmap`) over the view is drawn solid: the
//   2D layer is composed over the frame afterwards, at its own scale.
// - The strip keeps the original's 32 rows whatever a bar's height
//   (load_sbardef names a bar of another height).
#include <array>
#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "assets/picture.h"
#include "assets/sbardef.h"
#include "render/overlay/screen_layer.h"
#include "render/overlay/status_bar.h"
#include "sim/world.h"
#include "wad/archive.h"

namespace render::overlay {

class SbarDefBar {
public:
    // Decodes every picture, glyph, translucency table and flat `def`
    // names (load_sbardef has checked they draw).
    SbarDefBar(const wad::Archive& archive, assets::SbarDef def);
    // Animations are kept by their elements' places in the tree, which a
    // move keeps and a copy would not.
    SbarDefBar(const SbarDefBar&) = delete;
    SbarDefBar& operator=(const SbarDefBar&) = delete;
    SbarDefBar(SbarDefBar&&) = default;
    SbarDefBar& operator=(SbarDefBar&&) = default;

    // The bar shown at a screen size: the first at sizes with a bar, one
    // more for each size past 10, the last where the lump has fewer.
    const assets::SbarStatusBar& bar_at(int screenblocks) const;

    // Animations back to their first frame (a new level).
    void start();
    // One game tic: each animation whose conditions hold steps on, in
    // every bar (the screen size a tic will be drawn at is not known here).
    void tick(const sim::World& world);

    // `bar` into the strip's 320×32 picture: its fill flat (else
    // `border_flat`) across, then, for a bar not full-screen, its elements.
    void draw_strip(const sim::World& world, const StatusBar& classic, const assets::SbarStatusBar& bar,
                    std::span<const std::uint8_t> border_flat,
                    std::span<std::uint8_t, kBarWidth * kBarHeight> out) const;
    // `bar`'s elements over the view: from the screen's top for a
    // full-screen bar, from its foot less the bar's height otherwise.
    void draw_layer(const sim::World& world, const StatusBar& classic, const assets::SbarStatusBar& bar,
                    ScreenLayer& layer) const;

private:
    struct Target;
    struct Animation {
        std::size_t frame = 0;
        int tics_left = 0;
    };

    void draw_elements(const std::vector<assets::SbarElement>& list, const sim::World& world,
                       const StatusBar& classic, const Target& target, int x, int y) const;
    void draw_number(const assets::SbarElement& e, const sim::Player& player, const sim::World& world,
                     const Target& target, int x, int y) const;
    void tick_elements(const std::vector<assets::SbarElement>& list, const sim::World& world);
    const assets::Picture* picture(const std::string& name) const;

    assets::SbarDef def_;
    int game_mode_ = 0;  // Woof's numbering: shareware, registered, commercial, retail, unknown
    std::map<std::string, assets::Picture, std::less<>> pictures_;
    std::map<std::string, std::vector<std::uint8_t>, std::less<>> tranmaps_;
    std::map<std::string, std::vector<std::uint8_t>, std::less<>> flats_;
    struct FontGlyphs {
        std::array<const assets::Picture*, 10> digits{};
        const assets::Picture* minus = nullptr;
        const assets::Picture* percent = nullptr;
        int mono_width = 0;  // a glyph's advance, unless proportional
        int max_height = 0;
    };
    std::vector<FontGlyphs> fonts_;
    std::map<const assets::SbarElement*, Animation> animations_;
};

}  // namespace render::overlay
