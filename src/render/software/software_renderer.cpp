#include "render/software/software_renderer.h"

#include <string>

#include "base/error.h"
#include "render/software/pixel_sources.h"
#include "render/software/view_renderer.h"
#include "render/level_view.h"
#include "render/view_tables.h"

namespace render::software {

struct SoftwareRenderer::Impl {
    Impl(const wad::Archive& archive, const assets::AssetSet& assets)
        : assets(&assets),
          pixels(archive, assets.textures, assets.flats, assets.sprites),
          view(pixels, assets) {}

    const assets::AssetSet* assets;
    PixelSources pixels;
    ViewRenderer view;
    ViewTables tables;
    ScreenLayout tables_layout;  // the one the tables were built for
    bool built = false;
};

namespace {

bool same_view(const ScreenLayout& a, const ScreenLayout& b) {
    return a.view_width == b.view_width && a.view_height == b.view_height && a.scale == b.scale &&
           a.screenblocks == b.screenblocks && a.detail == b.detail;
}

}  // namespace

SoftwareRenderer::SoftwareRenderer(const wad::Archive& archive, const assets::AssetSet& assets)
    : impl_(std::make_unique<Impl>(archive, assets)) {}

SoftwareRenderer::~SoftwareRenderer() = default;

void SoftwareRenderer::set_threads(int threads) { impl_->view.set_threads(threads); }

void SoftwareRenderer::keep_surfaces(bool on) {
    keep_surfaces_ = on;
    if (!on) surfaces_ = SurfaceImage{};
}

void SoftwareRenderer::render_view(const sim::World& world, int player, Frame& frame, const ScreenLayout& layout,
                                   Frame* undefined_reads, std::function<void()> beside) {
    check_level_view(world, player, frame, layout);
    Impl& im = *impl_;
    if (!im.built || !same_view(im.tables_layout, layout)) {
        im.tables = ViewTables::build(layout);
        im.tables_layout = layout;
        im.built = true;
        im.view.set_view(im.tables);
    }
    // Free look moves only the centre row; the rest of the tables stay.
    if (im.tables.pitch != layout.pitch_rows()) im.tables.set_pitch(layout.pitch_rows());
    Canvas canvas;
    canvas.pixels = frame.pixels.data();
    canvas.pitch = frame.width;
    canvas.width = layout.view_width;
    canvas.height = layout.view_height;
    canvas.centery = im.tables.centery;
    if (undefined_reads) {
        *undefined_reads = Frame(frame.width, frame.height);
        canvas.undefined = undefined_reads->pixels.data();
    }
    if (keep_surfaces_) {
        surfaces_.reset(canvas.width, canvas.height);
        canvas.surface_ids = surfaces_.ids.data();
        canvas.light_rows = surfaces_.light_rows.data();
    }
    im.view.render(world, player, canvas, std::move(beside));
    im.view.stored_segs(stored_segs_);
}

}  // namespace render::software
