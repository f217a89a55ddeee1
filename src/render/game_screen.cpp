#include "render/game_screen.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "assets/sbardef.h"
#include "render/palette_stage.h"
#include "render/software/software_renderer.h"
#include "sim/display.h"

namespace render {
namespace {

class SoftwareView final : public ViewDrawer {
public:
    SoftwareView(const wad::Archive& archive, const assets::AssetSet& assets, int threads)
        : renderer_(archive, assets) {
        renderer_.set_threads(threads);
    }

    void draw_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                   Frame* undefined_reads) override {
        renderer_.render_view(world, player, frame, layout, undefined_reads);
    }
    // The strip is drawn beside the view: on another core while the view
    // is walked, when there are several.
    void draw_screen(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                     const overlay::StatusStrip& strip, Frame* undefined_reads) override {
        renderer_.render_view(world, player, frame, layout, undefined_reads,
                              [&] { overlay::draw_status_strip(strip, frame, layout); });
    }
    std::span<const int> stored_segs() const override { return renderer_.stored_segs(); }
    void keep_surfaces(bool on) override { renderer_.keep_surfaces(on); }
    const SurfaceImage* surfaces() const override { return renderer_.surfaces(); }

private:
    software::SoftwareRenderer renderer_;
};

// The stack's SBARDEF, read quietly: the game's rules name its problems
// once (app/demo_playback), however many screens a command draws.
std::optional<overlay::SbarDefBar> wads_own_bar(const wad::Archive& archive) {
    std::vector<std::string> quiet;
    std::optional<assets::SbarDef> def = assets::load_sbardef(archive, quiet);
    if (!def) return std::nullopt;
    return std::optional<overlay::SbarDefBar>(std::in_place, archive, std::move(*def));
}

}  // namespace

GameScreen::GameScreen(const wad::Archive& archive, const assets::AssetSet& assets, int software_threads)
    : GameScreen(archive, std::make_unique<SoftwareView>(archive, assets, software_threads), nullptr) {}

GameScreen::GameScreen(const wad::Archive& archive, ViewDrawer& view) : GameScreen(archive, nullptr, &view) {}

GameScreen::GameScreen(const wad::Archive& archive, std::unique_ptr<ViewDrawer> owned, ViewDrawer* view)
    : software_(std::move(owned)),
      view_(software_ ? software_.get() : view),
      bar_(archive),
      sbardef_(wads_own_bar(archive)),
      hud_(archive),
      border_(archive),
      intermission_(archive),
      finale_(archive) {}

void GameScreen::start(const sim::World& world) {
    bar_.start(world);
    if (sbardef_) sbardef_->start();
    body_ = world.players[static_cast<std::size_t>(world.opts.consoleplayer)].mo;
    leveltime_ = world.leveltime;
    melt_.reset();
}

void GameScreen::after_tic(const sim::World& world) {
    const sim::Mobj* body = world.players[static_cast<std::size_t>(world.opts.consoleplayer)].mo;
    if (body != body_ || world.leveltime < leveltime_) bar_.start(world);
    body_ = body;
    leveltime_ = world.leveltime;
    // ST_Ticker's number: the simulation drew it for the face this tic.
    bar_.tick(world, base::kRandomTable[static_cast<std::size_t>(world.rng.rnd_index)]);
    if (sbardef_) sbardef_->tick(world);
    if (show_wipes_ && sim::wipe_due(world)) {
        // The numbers the simulation takes for this wipe before the next tic.
        base::RandomState cosmetic{0, world.rng.rnd_index};
        melt_.emplace(cosmetic);
        melt_drawn_ = false;
    }
}

void GameScreen::advance_wipe(int tics) {
    if (melt_ && melt_->advance(tics)) melt_.reset();
}

void GameScreen::draw_state(const sim::World& world, Frame& frame, const ScreenLayout& layout,
                            Frame* undefined_reads) {
    switch (world.gamestate) {
        case sim::GameState::Level: {
            const overlay::StatusStrip strip = status_strip(world, layout);
            if (!layout.bordered() && layout.detail == 0) {
                surfaces_placed_ = false;
                view_->draw_screen(world, world.opts.consoleplayer, frame, layout, strip, undefined_reads);
            } else {
                draw_window(world, frame, layout, undefined_reads);
                overlay::draw_status_strip(strip, frame, layout);
            }
            if (hud_shown(layout)) {
                draw_hud(world, hud_layer_, layout);
                hud_layer_.compose(frame, layout);
            }
            return;
        }
        case sim::GameState::Intermission: intermission_.draw(world, page_); break;
        case sim::GameState::Finale: finale_.draw(world, page_); break;
        case sim::GameState::DemoScreen: page_.pixels.fill(0); break;
    }
    overlay::draw_full_screen(page_, frame, layout);
}

namespace {

// Copies a view drawn as its own screen into the layout's window, each
// pixel twice across in low detail (R_DrawColumnLow writes both).
void place_view(const Frame& view, Frame& frame, const ScreenLayout& layout) {
    for (int y = 0; y < view.height; ++y) {
        const std::uint8_t* src = view.row(y);
        std::uint8_t* dst = frame.row(layout.view_y + y) + layout.view_x;
        if (layout.detail == 0) {
            std::copy(src, src + view.width, dst);
            continue;
        }
        for (int x = 0; x < view.width; ++x) dst[2 * x] = dst[2 * x + 1] = src[x];
    }
}

// The same for the view's surface image, into one of the window's size.
void place_surfaces(const SurfaceImage& view, SurfaceImage& window, const ScreenLayout& layout) {
    window.reset(layout.view_width, layout.view_height);
    const int across = layout.detail == 0 ? 1 : 2;
    const auto index = [](int x, int y, int width) {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
    };
    for (int y = 0; y < std::min(view.height, window.height); ++y)
        for (int x = 0; x < view.width; ++x)
            for (int copy = 0; copy < across && x * across + copy < window.width; ++copy) {
                const std::size_t to = index(x * across + copy, y, window.width), from = index(x, y, view.width);
                window.ids[to] = view.ids[from];
                window.light_rows[to] = view.light_rows[from];
            }
}

}  // namespace

overlay::StatusStrip GameScreen::status_strip(const sim::World& world, const ScreenLayout& layout) {
    if (sbardef_)
        sbardef_->draw_strip(world, bar_, sbardef_->bar_at(layout.screenblocks), bar_.border_flat(), bar_pixels_);
    else
        bar_.draw_bar(world, bar_pixels_);
    return {bar_pixels_, bar_.border_flat()};
}

bool GameScreen::hud_shown(const ScreenLayout& layout) const {
    if (layout.screenblocks == kMaxScreenBlocks) return show_hud_;
    return sbardef_ && sbardef_->bar_at(layout.screenblocks).fullscreen;
}

void GameScreen::draw_hud(const sim::World& world, overlay::ScreenLayer& layer, const ScreenLayout& layout) {
    if (layer.width() != layout.base_width())
        layer.resize(layout.base_width());
    else
        layer.clear();
    if (sbardef_)
        sbardef_->draw_layer(world, bar_, sbardef_->bar_at(layout.screenblocks), layer);
    else
        hud_.draw(world, layer);
}

void GameScreen::draw_window(const sim::World& world, Frame& frame, const ScreenLayout& layout,
                             Frame* undefined_reads) {
    const ScreenLayout inner = layout.view_only();
    if (window_.width != inner.width || window_.height != inner.height) window_ = Frame(inner.width, inner.height);
    Frame window_undefined;
    view_->draw_view(world, world.opts.consoleplayer, window_, inner, undefined_reads ? &window_undefined : nullptr);
    border_.draw(bar_.border_flat(), frame, layout);
    place_view(window_, frame, layout);
    surfaces_placed_ = view_->surfaces() != nullptr;
    if (surfaces_placed_) place_surfaces(*view_->surfaces(), window_surfaces_, layout);
    if (!undefined_reads) return;
    // Empty stays empty: the drawer cannot tell.
    *undefined_reads = Frame();
    if (window_undefined.width == 0) return;
    *undefined_reads = Frame(frame.width, frame.height);
    place_view(window_undefined, *undefined_reads, layout);
}

void GameScreen::begin_draw(const sim::World& world, Frame& frame, const ScreenLayout& layout) {
    if (melt_ || world.gamestate != sim::GameState::Level || layout.bordered() || layout.detail != 0) {
        draw(world, frame, layout);
        return;
    }
    surfaces_placed_ = false;
    OpenFrame open{&frame, layout, std::nullopt};
    if (hud_shown(layout)) draw_hud(world, open.hud.emplace(), layout);
    view_->begin_screen(world, world.opts.consoleplayer, frame, layout, status_strip(world, layout));
    open_.push_back(std::move(open));
}

void GameScreen::end_draw(Frame& frame) {
    // Those begun before it end first, in order.
    while (std::any_of(open_.begin(), open_.end(), [&](const OpenFrame& f) { return f.frame == &frame; }))
        end_oldest();
}

void GameScreen::end_oldest() {
    OpenFrame open = std::move(open_.front());
    open_.erase(open_.begin());
    Frame& frame = *open.frame;
    view_->end_screen(frame);
    if (open.hud) open.hud->compose(frame, open.layout);
    if (show_wipes_) last_ = frame;
}

void GameScreen::draw(const sim::World& world, Frame& frame, const ScreenLayout& layout, Frame* undefined_reads) {
    while (!open_.empty()) end_oldest();
    if (melt_ && (end_.width != frame.width || end_.height != frame.height)) {
        // The melt begins from the last frame drawn; a first frame, or one of
        // another size, begins from black.
        if (last_.width != frame.width || last_.height != frame.height) last_ = Frame(frame.width, frame.height);
        end_ = Frame(frame.width, frame.height);
        melt_drawn_ = false;
    }
    if (melt_) {
        // D_Display draws the new screen once; the melt then runs over it.
        if (!melt_drawn_) draw_state(world, end_, layout, undefined_reads);
        melt_drawn_ = true;
        melt_->draw(last_, end_, frame);
        return;
    }
    draw_state(world, frame, layout, undefined_reads);
    if (show_wipes_) last_ = frame;
}

const SurfaceImage* GameScreen::surfaces() const {
    const SurfaceImage* drawn = view_->surfaces();
    return drawn && surfaces_placed_ ? &window_surfaces_ : drawn;
}

int GameScreen::palette(const sim::World& world) const {
    // D_Display restores the normal palette outside a level.
    if (world.gamestate != sim::GameState::Level) return 0;
    return palette_index(world.players[static_cast<std::size_t>(world.opts.consoleplayer)]);
}

std::array<assets::Rgb, 256> GameScreen::colours(const sim::World& world, const assets::Palettes& palettes) const {
    const auto shown = palettes.palette(palette(world));
    if (world.gamestate != sim::GameState::Level) return blended(shown, {});
    return blended(shown, world.players[static_cast<std::size_t>(world.opts.consoleplayer)].blend);
}

}  // namespace render
