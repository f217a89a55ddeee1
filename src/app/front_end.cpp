#include "app/front_end.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "render/overlay/hud_text.h"
#include "render/screen_layout.h"

namespace app {
namespace {

// The COLORMAP row the settings pages shade the game with: dark, but the
// scene still shows through.
constexpr std::size_t kShadeRow = 24;

std::vector<std::uint8_t> shade_row(const wad::Archive& archive) {
    const std::optional<std::size_t> lump = archive.find("COLORMAP");
    if (!lump) return {};
    const std::span<const std::uint8_t> data = archive.lump(*lump).data;
    if (data.size() < (kShadeRow + 1) * 256) return {};
    const auto row = data.subspan(kShadeRow * 256, 256);
    return {row.begin(), row.end()};
}

}  // namespace

FrontEnd::FrontEnd(const wad::Archive& archive, sim::GameMode mode)
    : mode_(mode),
      pictures_(archive),
      shade_(shade_row(archive)),
      font_(assets::load_hud_font(archive)),
      menu_screen_(pictures_, font_),
      cheats_(mode) {
    menu_.set_text_width([this](const std::string& text) { return text_width(text); });
}

int FrontEnd::text_width(const std::string& text) const { return render::overlay::menu_text_width(font_, text); }

void FrontEnd::show_label(const std::string& left, const std::string& right) {
    label_left_ = left;
    label_right_ = right;
    label_until_ = std::chrono::steady_clock::now() + std::chrono::seconds(2);
}

void FrontEnd::draw_label() {
    constexpr int kLabelY = 12;
    const int centre = render::kBaseWidth / 2;
    if (label_right_.empty()) {
        render::overlay::write_hud_line(layer_, font_, centre - text_width(label_left_) / 2, kLabelY, label_left_);
        return;
    }
    render::overlay::write_hud_line(layer_, font_, centre - 4 - text_width(label_left_), kLabelY, label_left_);
    render::overlay::write_hud_line(layer_, font_, centre - text_width("|") / 2, kLabelY, "|");
    render::overlay::write_hud_line(layer_, font_, centre + 4, kLabelY, label_right_);
}

// A plus of five pixels a side at the full view's centre, in the
// palette's bright red.
namespace {

// The view window on the 320×200 layer (R_ExecuteSetViewSize, R_InitBuffer).
struct BaseWindow {
    int x, y, width, height;
};

BaseWindow base_window(int screenblocks) {
    constexpr int kAboveBar = render::kBaseHeight - render::kBaseStatusBarHeight;
    if (screenblocks >= render::kMaxScreenBlocks) return {0, 0, render::kBaseWidth, render::kBaseHeight};
    if (screenblocks >= render::kFullWidthBlocks) return {0, 0, render::kBaseWidth, kAboveBar};
    const int width = screenblocks * 32, height = (screenblocks * kAboveBar / 10) & ~7;
    return {(render::kBaseWidth - width) / 2, (kAboveBar - height) / 2, width, height};
}

}  // namespace

void FrontEnd::draw_crosshair() {
    constexpr std::uint8_t kRed = 176;
    const BaseWindow w = base_window(screenblocks_);
    // The centre row free look moved, as ScreenLayout::pitch_rows; in the
    // true 3D view, the straight-ahead line's row at its focal length
    // (half the window's width, as the original's projection).
    int shift = pitch_ * std::min(screenblocks_, render::kFullWidthBlocks) / render::kFullWidthBlocks;
    if (view_angle_) {
        const double rows = w.width / 2.0 * std::tan(*view_angle_);
        if (std::abs(rows) > w.height / 2.0 - 3) return;
        shift = static_cast<int>(std::lround(rows));
    }
    const int x = w.x + w.width / 2, y = w.y + w.height / 2 + shift;
    for (int d = -2; d <= 2; ++d) {
        layer_.set(x + d, y, kRed);
        layer_.set(x, y + d, kRed);
    }
}

void FrontEnd::draw_demo_progress() {
    constexpr std::uint8_t kTrack = 0, kPlayed = 176;  // black, and the crosshair's red
    constexpr int kMargin = 4, kBarTop = render::kBaseHeight - 5, kBarRows = 3;
    const int left = kMargin, right = edge_layer_.width() - kMargin;
    const int played = left + static_cast<int>(std::clamp(demo_progress_->fraction, 0.0, 1.0) * (right - left));
    for (int y = kBarTop - 1; y <= kBarTop + kBarRows; ++y)
        for (int x = left - 1; x <= right; ++x) edge_layer_.set(x, y, kTrack);
    for (int y = kBarTop; y < kBarTop + kBarRows; ++y)
        for (int x = left; x < played; ++x) edge_layer_.set(x, y, kPlayed);
    render::overlay::write_hud_line(edge_layer_, font_, left, kBarTop - 9, demo_progress_->text);
}

void FrontEnd::draw_settings(const ui::SettingsPages& pages, const config::Settings& settings,
                             const std::string& footer, render::Frame& frame) {
    constexpr int kTop = 24, kLineHeight = 10, kRows = 16, kLeft = 16, kFooterY = 188;
    for (std::uint8_t& pixel : frame.pixels) pixel = shade_.empty() ? 0 : shade_[pixel];
    layer_.clear();
    const std::string title = pages.title();
    render::overlay::write_hud_line(layer_, font_, (render::kBaseWidth - text_width(title)) / 2, 8, title);
    int y = kTop;
    for (const ui::SettingsPages::Line& line : pages.lines(settings, kRows)) {
        if (line.selected) render::overlay::write_hud_line(layer_, font_, kLeft - 10, y, ">");
        render::overlay::write_hud_line(layer_, font_, kLeft, y, line.text);
        y += kLineHeight;
    }
    if (!footer.empty())
        render::overlay::write_hud_line(layer_, font_, (render::kBaseWidth - text_width(footer)) / 2, kFooterY, footer);
    layer_.compose(frame, render::ScreenLayout::for_size(frame.width, frame.height));
}

void FrontEnd::draw_waiting_room(const std::vector<std::string>& lines, render::Frame& frame) {
    constexpr int kTop = 40, kLineHeight = 10;
    std::fill(frame.pixels.begin(), frame.pixels.end(), std::uint8_t{0});
    const render::ScreenLayout layout = render::ScreenLayout::for_size(frame.width, frame.height);
    layer_.clear();
    int y = kTop;
    for (const std::string& line : lines) {
        render::overlay::write_hud_line(layer_, font_, (render::kBaseWidth - text_width(line)) / 2, y, line);
        y += kLineHeight;
    }
    if (messages_.shown()) render::overlay::write_hud_line(layer_, font_, 0, 0, *messages_.shown());
    menu_screen_.draw(menu_, mode_, layer_);
    layer_.compose(frame, layout);
}

void FrontEnd::draw(const sim::World& world, const std::optional<std::string>& page, render::Frame& frame) {
    const render::ScreenLayout layout = render::ScreenLayout::for_size(frame.width, frame.height);
    layer_.clear();
    if (edge_layer_.width() != layout.base_width())
        edge_layer_.resize(layout.base_width());
    else
        edge_layer_.clear();
    if (page) {
        if (const assets::Picture* picture = pictures_.find(*page)) layer_.draw_patch(0, 0, *picture);
    } else if (world.gamestate == sim::GameState::Level) {
        if (messages_.shown()) render::overlay::write_hud_line(edge_layer_, font_, 0, 0, *messages_.shown());
        // HU_INPUTY: a font line and a row under the message.
        if (chat_line_) render::overlay::write_hud_line(edge_layer_, font_, 0, font_.glyphs[0].height + 1, *chat_line_ + "_");
        if (crosshair_) draw_crosshair();
        // D_Display's pause sign, at the top of the view window.
        if (world.paused)
            if (const assets::Picture* sign = pictures_.find("M_PAUSE")) {
                const BaseWindow w = base_window(screenblocks_);
                layer_.draw_patch(w.x + (w.width - 68) / 2, w.y + 4, *sign);
            }
    }
    if (std::chrono::steady_clock::now() < label_until_) draw_label();
    if (fps_) {
        const std::string text = std::to_string(*fps_) + " FPS";
        render::overlay::write_hud_line(edge_layer_, font_, edge_layer_.width() - 2 - text_width(text), 0, text);
    }
    if (demo_progress_) draw_demo_progress();
    menu_screen_.draw(menu_, mode_, layer_);
    edge_layer_.compose(frame, layout);
    layer_.compose(frame, layout);
}

}  // namespace app
