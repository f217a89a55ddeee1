#include "render/sky_definitions.h"

#include <algorithm>

#include "base/random.h"

namespace render {

namespace {

constexpr long kFireWarmUp = 64;  // steps taken before the level's first tic
// The most a fire burns over, each way: a texture as wide and tall as
// Doom's format allows would take seconds a step. Only its first 128 rows
// are ever drawn, and columns past the width mask never.
constexpr int kLargestFire = 1024;

// The spread steps a fire has taken `leveltime` tics into the level: one
// on the first tic, then one each `tics` tics.
long fire_steps(int leveltime, int tics) {
    return kFireWarmUp + (leveltime <= 0 ? 0 : (leveltime - 1) / tics + 1);
}

// Texels (16.16) a tic times tics, wrapping as the ports' running sums do;
// between tics, `fraction` of the way from the last tic's sum (Woof's lerp).
std::uint32_t scrolled(base::fixed_t per_tic, int leveltime, base::fixed_t fraction) {
    if (fraction >= base::kFracUnit || leveltime <= 0)
        return static_cast<std::uint32_t>(per_tic) * static_cast<std::uint32_t>(leveltime);
    return static_cast<std::uint32_t>(per_tic) * static_cast<std::uint32_t>(leveltime - 1) +
           static_cast<std::uint32_t>(base::fixed_mul(per_tic, std::max(fraction, 0)));
}

}  // namespace

SkyDefinitions::SkyDefinitions(const assets::SkyDefs& defs, const assets::TextureSet& textures)
    : defs_(defs), textures_(&textures) {
    sky_of_texture_.assign(textures.size(), -1);
    for (std::size_t i = 0; i < defs_.skies.size(); ++i) {
        const assets::SkyDef& sky = defs_.skies[i];
        const auto back = textures.find(sky.background.texture);
        const auto front = textures.find(sky.foreground.texture);
        back_texture_.push_back(back ? static_cast<int>(*back) : -1);
        front_texture_.push_back(front ? static_cast<int>(*front) : -1);
        if (back && sky_of_texture_[*back] < 0) sky_of_texture_[*back] = static_cast<int>(i);
    }
}

void SkyDefinitions::number_flats(const sim::TextureNumbers& numbers) {
    if (numbered_ == &numbers && numbered_flats_ == numbers.flats.size()) return;
    numbered_ = &numbers;
    numbered_flats_ = numbers.flats.size();
    flat_skies_.clear();
    if (!textures_) return;
    for (const assets::SkyFlat& f : defs_.flats) {
        const int flat = numbers.flat(f.flat);
        const auto sky = textures_->find(f.sky);
        if (flat < 0 || !sky || flat == numbers.sky_flat) continue;
        if (static_cast<std::size_t>(flat) >= flat_skies_.size()) flat_skies_.resize(static_cast<std::size_t>(flat) + 1, -1);
        flat_skies_[static_cast<std::size_t>(flat)] = static_cast<int>(*sky);
    }
}

std::vector<int> SkyDefinitions::mapped_flats() const {
    std::vector<int> out;
    for (std::size_t f = 0; f < flat_skies_.size(); ++f)
        if (flat_skies_[f] >= 0) out.push_back(static_cast<int>(f));
    return out;
}

SkyLayer SkyDefinitions::layer(const assets::SkyLayerDef& def, int texture, int leveltime,
                                base::fixed_t fraction) const {
    SkyLayer out;
    out.texture = texture;
    out.texturemid = static_cast<std::int32_t>(static_cast<std::uint32_t>(def.mid) + scrolled(def.scrolly, leveltime, fraction));
    // A texel of horizontal scroll is 1/1024 turn: 16.16 texels shifted up by 22 - 16.
    out.angle = scrolled(def.scrollx, leveltime, fraction) << (kAngleToSkyShift - base::kFracBits);
    out.column_step = def.column_step;
    out.row_step = def.row_step;
    return out;
}

SkyPicture SkyDefinitions::picture(int texture, int leveltime, base::fixed_t fraction) {
    SkyPicture out;
    out.back.texture = texture;
    out.back.texturemid = kSkyTextureMid;
    if (texture < 0 || static_cast<std::size_t>(texture) >= sky_of_texture_.size()) return out;
    const int index = sky_of_texture_[static_cast<std::size_t>(texture)];
    if (index < 0) return out;
    const auto sky = static_cast<std::size_t>(index);
    const assets::SkyDef& def = defs_.skies[sky];
    out.defined = true;
    out.back = layer(def.background, texture, leveltime, fraction);
    if (def.kind == assets::SkyDef::Kind::Fire) {
        out.back.fire = fire_pixels(sky, fire_steps(leveltime, def.fire_tics));
        out.back.fire_mask = fires_[sky].mask;
    }
    if (def.kind == assets::SkyDef::Kind::WithForeground && front_texture_[sky] >= 0)
        out.front = layer(def.foreground, front_texture_[sky], leveltime, fraction);
    return out;
}

SkyPicture SkyDefinitions::line_picture(const sim::World& world, int line, int texture, bool mirrored) {
    const int side_number = world.level.lines[static_cast<std::size_t>(line)].sides[0];
    const sim::SideState& side = world.sides[static_cast<std::size_t>(side_number)];
    SkyPicture sky = picture(texture, world.leveltime, world.shown_fraction);
    if (!sky.defined) sky.back.texturemid = -28 * base::kFracUnit;
    for (SkyLayer* layer : {&sky.back, &sky.front}) {
        layer->texturemid += side.rowoffset;
        layer->angle += static_cast<std::uint32_t>(side.textureoffset);
        layer->flip = mirrored ? ~0u : 0u;
    }
    return sky;
}

const std::uint8_t* SkyDefinitions::fire_pixels(std::size_t sky, long steps) {
    const assets::SkyDef& def = defs_.skies[sky];
    Fire& fire = fires_[sky];
    if (fire.steps < 0 || steps < fire.steps) {
        const assets::Texture& texture = textures_->texture(static_cast<std::size_t>(back_texture_[sky]));
        fire.mask = std::min(texture.width_mask, kLargestFire - 1);
        fire.width = std::clamp(texture.width, fire.mask + 1, kLargestFire);
        fire.height = std::clamp(texture.height, 1, kLargestFire);
        fire.heat.assign(static_cast<std::size_t>(fire.width) * static_cast<std::size_t>(fire.height), 0);
        std::fill(fire.heat.end() - fire.width, fire.heat.end(), static_cast<std::uint8_t>(def.fire.size() - 1));
        fire.random_index = 0;
        fire.steps = 0;
    }
    const auto w = static_cast<std::size_t>(fire.width);
    if (fire.steps == steps && !fire.pixels.empty()) return fire.pixels.data();
    for (; fire.steps < steps; ++fire.steps) {
        // Column by column, each cell carries its heat up a row, cooled by
        // one half the time and blown up to a cell either way.
        for (std::size_t x = 0; x < w; ++x) {
            for (std::size_t at = w + x; at < fire.heat.size(); at += w) {
                const std::uint8_t heat = fire.heat[at];
                if (heat == 0) {
                    fire.heat[at - w] = 0;
                    continue;
                }
                const int random = base::kRandomTable[++fire.random_index] & 3;
                const std::ptrdiff_t to = static_cast<std::ptrdiff_t>(at - w) - random + 1;
                if (to >= 0) fire.heat[static_cast<std::size_t>(to)] = static_cast<std::uint8_t>(heat - (random & 1));
            }
        }
    }
    fire.pixels.resize(w * kSkyColumnRows);
    for (std::size_t x = 0; x < w; ++x)
        for (std::size_t row = 0; row < kSkyColumnRows; ++row)
            fire.pixels[x * kSkyColumnRows + row] =
                def.fire[fire.heat[(row % static_cast<std::size_t>(fire.height)) * w + x]];
    return fire.pixels.data();
}

}  // namespace render
