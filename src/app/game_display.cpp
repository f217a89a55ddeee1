#include "app/game_display.h"

#include <algorithm>

#include "render/screen_layout.h"
#include "render/vulkan/true_view_drawer.h"
#include "render/vulkan/vulkan_error.h"
#include "render/vulkan/vulkan_view_drawer.h"

namespace app {

GameDisplay::GameDisplay(const wad::Archive& archive, const assets::AssetSet& assets,
                         render::vulkan::Context* context, const sim::World& world, int software_threads)
    : archive_(archive), assets_(assets), context_(context), software_(archive, assets, software_threads) {
    software_.show_wipes(true);
    software_.start(world);
}

render::GameScreen& GameDisplay::vulkan_screen(const sim::World& world) {
    if (!vulkan_) {
        if (!context_) throw render::vulkan::VulkanUnavailable("the window is shown through OpenGL");
        true_view_ = nullptr;
        if (true3d_) {
            auto view = std::make_unique<render::vulkan::TrueViewDrawer>(*context_, archive_, assets_);
            true_view_ = view.get();
            true_view_->view().set_pitch(camera_pitch_);
            vulkan_drawer_ = std::move(view);
        } else {
            vulkan_drawer_ = std::make_unique<render::vulkan::VulkanViewDrawer>(*context_, archive_, assets_);
        }
        vulkan_ = std::make_unique<render::GameScreen>(archive_, *vulkan_drawer_);
        vulkan_->show_wipes(true);
        vulkan_->show_hud(show_hud_);
        vulkan_->start(world);
    }
    return *vulkan_;
}

void GameDisplay::set_mode(DisplayMode mode, const sim::World& world) {
    if (mode != DisplayMode::Software) vulkan_screen(world);
    mode_ = mode;
}

void GameDisplay::set_camera_pitch(double radians) {
    camera_pitch_ = radians;
    if (true_view_) true_view_->view().set_pitch(radians);
}

void GameDisplay::set_true3d(bool on, const sim::World& world) {
    if (on == true3d_) return;
    true3d_ = on;
    if (!vulkan_) return;
    vulkan_.reset();
    true_view_ = nullptr;
    vulkan_drawer_.reset();
    if (mode_ != DisplayMode::Software) vulkan_screen(world);
}

void GameDisplay::show_hud(bool on) {
    show_hud_ = on;
    software_.show_hud(on);
    if (vulkan_) vulkan_->show_hud(on);
}

void GameDisplay::forget_vulkan() {
    mode_ = DisplayMode::Software;
    vulkan_.reset();
    true_view_ = nullptr;
    vulkan_drawer_.reset();
    context_ = nullptr;
}

void GameDisplay::restart(const sim::World& world) {
    software_.start(world);
    if (vulkan_) vulkan_->start(world);
}

void GameDisplay::after_tic(const sim::World& world) {
    software_.after_tic(world);
    if (vulkan_) vulkan_->after_tic(world);
}

void GameDisplay::advance_wipe(int tics) {
    software_.advance_wipe(tics);
    if (vulkan_) vulkan_->advance_wipe(tics);
}

void GameDisplay::draw(const sim::World& world, render::Frame& frame) {
    const render::ScreenLayout layout =
        render::ScreenLayout::for_size(frame.width, frame.height, screenblocks_, detail_).with_pitch(pitch_);
    if (mode_ == DisplayMode::Software) {
        software_.draw(world, frame, layout);
        return;
    }
    render::GameScreen& vulkan = vulkan_screen(world);
    if (mode_ == DisplayMode::Vulkan) {
        vulkan.draw(world, frame, layout);
        return;
    }
    software_.draw(world, frame, layout);
    if (other_.width != frame.width || other_.height != frame.height) other_ = render::Frame(frame.width, frame.height);
    vulkan.draw(world, other_, layout);
    const int half = frame.width / 2;
    for (int y = 0; y < frame.height; ++y)
        std::copy(other_.row(y) + half, other_.row(y) + frame.width, frame.row(y) + half);
}

}  // namespace app
