#include "render/overlay/finale_screen.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "assets/flat.h"
#include "assets/lump_context.h"
#include "base/error.h"
#include "sim/finale_text.h"
#include "sim/game_strings.h"

namespace render::overlay {

namespace {

constexpr int kTextSpeed = 3;  // TEXTSPEED: tics a character
constexpr int kSpaceWidth = 4;  // what a character without a glyph advances

// The glyph vanilla draws for a character: upper case, '!'..'_'. The
// original also indexed one past the font for '`' (and read garbage); that
// one counts as a space here.
const assets::Picture* glyph(const assets::HudFont& font, char c) {
    return font.glyph(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
}

void put(const Canvas& canvas, int x, int y, std::uint8_t pixel) {
    if (x >= 0 && x < canvas.width && y >= 0 && y < canvas.height)
        canvas.pixels[static_cast<std::size_t>(y) * static_cast<std::size_t>(canvas.width) +
                      static_cast<std::size_t>(x)] = pixel;
}

// F_DrawPatchCol: one column of a picture at screen column x, from row 0.
void draw_column(const Canvas& canvas, int x, const assets::Picture& picture, int column) {
    if (column < 0 || column >= static_cast<int>(picture.columns.size())) return;
    for (const assets::Post& post : picture.columns[static_cast<std::size_t>(column)].posts) {
        int y = post.top_delta;
        for (const std::uint8_t pixel : post.pixels) put(canvas, x, y++, pixel);
    }
}

// V_DrawPatchFlipped: the picture mirrored about its offset.
void draw_patch_flipped(const Canvas& canvas, int x, int y, const assets::Picture& picture) {
    x -= picture.left_offset;
    y -= picture.top_offset;
    const int columns = std::min(picture.width, static_cast<int>(picture.columns.size()));
    for (int c = 0; c < columns; ++c)
        for (const assets::Post& post : picture.columns[static_cast<std::size_t>(columns - 1 - c)].posts) {
            int row = y + post.top_delta;
            for (const std::uint8_t pixel : post.pixels) put(canvas, x + c, row++, pixel);
        }
}

}  // namespace

const assets::HudFont& FinaleScreen::font() {
    if (!font_) font_ = std::make_unique<assets::HudFont>(assets::load_hud_font(archive_));
    return *font_;
}

void FinaleScreen::draw_text(const sim::World& world, const Canvas& canvas) {
    const sim::FinaleScreen screen = sim::finale_screen(world);
    if (screen.flat.empty()) {
        // A map with no text screen of its own (the original read whatever
        // its pointers last held): a black screen.
        std::fill(canvas.pixels.begin(), canvas.pixels.end(), std::uint8_t{0});
        return;
    }
    // The flat tiled from the corner, then the text typed so far. A
    // UMAPINFO interbackdrop that is no flat is drawn as a picture.
    const auto lump = world.finale.umap ? archive_.find(screen.flat, wad::Namespace::Flats) : archive_.find_any(screen.flat);
    if (lump) {
        const std::vector<std::uint8_t> flat =
            assets::decode_flat(archive_.lump(*lump).data, assets::lump_context(archive_, *lump));
        for (int y = 0; y < canvas.height; ++y)
            for (int x = 0; x < canvas.width; ++x)
                put(canvas, x, y, flat[static_cast<std::size_t>((y & 63) * assets::kFlatSide + (x & 63))]);
    } else if (const assets::Picture* picture = world.finale.umap ? pictures_.find(screen.flat) : nullptr) {
        std::fill(canvas.pixels.begin(), canvas.pixels.end(), std::uint8_t{0});
        draw_patch(canvas, 0, 0, *picture);
    } else {
        throw base::Error("finale flat " + screen.flat + " not found");
    }
    int count = std::max(0, (world.finale.count - 10) / kTextSpeed);
    int cx = 10, cy = 10;
    for (const char c : screen.text) {
        if (count-- == 0) break;
        if (c == '\n') {
            cx = 10;
            cy += 11;
            continue;
        }
        const assets::Picture* g = glyph(font(), c);
        if (!g) {
            cx += kSpaceWidth;
            continue;
        }
        if (cx + g->width > kBaseWidth) break;
        draw_patch(canvas, cx, cy, *g);
        cx += g->width;
    }
}

void FinaleScreen::draw_bunny(const sim::World& world, const Canvas& canvas) {
    const int count = world.finale.count;
    const assets::Picture& left = pictures_.get("PFUB2");
    const assets::Picture& right = pictures_.get("PFUB1");
    const int scrolled = std::clamp(kBaseWidth - (count - 230) / 2, 0, kBaseWidth);
    for (int x = 0; x < kBaseWidth; ++x) {
        if (x + scrolled < kBaseWidth)
            draw_column(canvas, x, left, x + scrolled);
        else
            draw_column(canvas, x, right, x + scrolled - kBaseWidth);
    }
    if (count < 1130) return;
    // "THE END", shot letter by letter (the shots are the simulation's sound events).
    const int stage = count < 1180 ? 0 : std::min((count - 1180) / 5, 6);
    draw_patch(canvas, (kBaseWidth - 13 * 8) / 2, (kBaseHeight - 8 * 8) / 2,
               pictures_.get("END" + std::to_string(stage)));
}

void FinaleScreen::draw_art(const sim::World& world, const Canvas& canvas) {
    // UMAPINFO's endpic and endbunny; its endgame shows the episode's own.
    if (world.finale.umap && world.finale.umap_ending == assets::UmapEnding::Picture) {
        std::fill(canvas.pixels.begin(), canvas.pixels.end(), std::uint8_t{0});
        if (const assets::Picture* picture = pictures_.find(world.finale.umap_endpic)) draw_patch(canvas, 0, 0, *picture);
        return;
    }
    if (world.finale.umap && world.finale.umap_ending == assets::UmapEnding::Bunny) {
        draw_bunny(world, canvas);
        return;
    }
    switch (world.opts.episode) {
        case 1:
            draw_patch(canvas, 0, 0, pictures_.get(world.opts.mode == sim::GameMode::Retail ? "CREDIT" : "HELP2"));
            break;
        case 2: draw_patch(canvas, 0, 0, pictures_.get("VICTORY2")); break;
        case 3: draw_bunny(world, canvas); break;
        case 4: draw_patch(canvas, 0, 0, pictures_.get("ENDPIC")); break;
        default: break;
    }
}

void FinaleScreen::draw_cast(const sim::World& world, const Canvas& canvas) {
    const sim::Finale& f = world.finale;
    draw_patch(canvas, 0, 0, pictures_.get(sim::game_string(*world.defs, sim::strings::kCastBackground)));
    // F_CastPrint: the name centred at row 180.
    const std::string name =
        sim::game_string(*world.defs, sim::cast_order()[static_cast<std::size_t>(f.cast_num)].name);
    int width = 0;
    for (const char c : name) {
        const assets::Picture* g = glyph(font(), c);
        width += g ? g->width : kSpaceWidth;
    }
    int cx = kBaseWidth / 2 - width / 2;
    for (const char c : name) {
        const assets::Picture* g = glyph(font(), c);
        if (g) draw_patch(canvas, cx, 180, *g);
        cx += g ? g->width : kSpaceWidth;
    }
    if (!sprites_) {
        const std::vector<std::string>& names = world.defs->sprite_names;
        const std::vector<std::string_view> views(names.begin(), names.end());
        sprites_ = std::make_unique<assets::SpriteSet>(assets::build_sprites(archive_, views));
    }
    // The actor's frame as seen from the front, in the middle of the screen.
    const sim::State& state = world.defs->states[static_cast<std::size_t>(f.cast_state)];
    const assets::SpriteDef& sprite = sprites_->sprites.at(static_cast<std::size_t>(state.sprite));
    const auto frame = static_cast<std::size_t>(state.frame & sim::kFrameMask);
    if (frame >= sprite.frames.size())
        throw base::Error("cast call: sprite " + sprite.name + " has no frame " + std::to_string(frame));
    const assets::SpriteRotation& rotation = sprite.frames[frame].rotations[0];
    const assets::Picture& picture = sprites_->pictures.at(rotation.picture);
    if (rotation.flipped)
        draw_patch_flipped(canvas, kBaseWidth / 2, 170, picture);
    else
        draw_patch(canvas, kBaseWidth / 2, 170, picture);
}

void FinaleScreen::draw(const sim::World& world, FullScreen& screen) {
    const Canvas canvas = screen.canvas();
    switch (world.finale.stage) {
        case 0: draw_text(world, canvas); break;
        case 1: draw_art(world, canvas); break;
        default: draw_cast(world, canvas); break;
    }
}

}  // namespace render::overlay
