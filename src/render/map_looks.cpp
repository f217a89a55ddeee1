#include "render/map_looks.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <tuple>

#include "assets/text_lexer.h"
#include "render/palette_match.h"
#include "render/scripted_translations.h"
#include "sim/world.h"

namespace render {

namespace {

constexpr int kLightRows = 32;   // COLORMAP's light rows; those after them are kept as they are
constexpr int kAlphaSteps = 32;  // blend tables per style: alpha in 1/32 steps

int clamp_light(int level) { return std::clamp(level, 0, 255); }

void mark_transformed(PlaneLook& look) {
    look.transformed = look.xoffset != 0 || look.yoffset != 0 || look.xscale != base::kFracUnit ||
                       look.yscale != base::kFracUnit || look.rotation != 0;
}

// `look` has the map's panning; the turn replaces its scales and rotation.
void turn(PlaneLook& look, fixed_t map_yoffset, const map::PlaneTurn& given) {
    look.xscale = given.xscale;
    look.yscale = given.yscale;
    look.rotation = given.rotation + given.base_rotation;
    look.yoffset = map_yoffset + (look.rotation != 0 ? given.base_yoffset : 0);
    mark_transformed(look);
}

PlaneLook plane_look(const map::PlaneExtension& plane, bool absolute) {
    PlaneLook look;
    look.xoffset = map::map_units_to_fixed(plane.xpanning);
    look.yoffset = map::map_units_to_fixed(plane.ypanning);
    look.light = plane.light;
    look.absolute = absolute;
    turn(look, look.yoffset, map::plane_turn(plane));
    return look;
}

bool any_part_placed(const SideLook& look) {
    return std::any_of(look.parts.begin(), look.parts.end(), [](const PartLook& part) { return part != PartLook{}; });
}

// Rows 0-31 of a colour table: each palette colour desaturated, tinted by
// the light colour and faded toward the fade colour as COLORMAP fades
// toward black, row by row.
void append_colour_table(std::vector<std::uint8_t>& out, std::span<const assets::Rgb, 256> palette,
                         std::span<const std::uint8_t> colormap, int light, int fade, double desaturation) {
    const auto channel = [](int rgb, int shift) { return (rgb >> shift) & 0xff; };
    const double d = std::clamp(desaturation, 0.0, 1.0);
    const int rows = static_cast<int>(colormap.size() / 256);
    for (int row = 0; row < rows; ++row) {
        if (row >= kLightRows) {
            const auto kept = colormap.subspan(static_cast<std::size_t>(row) * 256, 256);
            out.insert(out.end(), kept.begin(), kept.end());
            continue;
        }
        const double bright = static_cast<double>(kLightRows - row) / kLightRows;
        for (const assets::Rgb& c : palette) {
            const double grey = (c.r * 77 + c.g * 143 + c.b * 36) / 256.0;
            int rgb[3];
            const int source[3] = {c.r, c.g, c.b};
            for (int k = 0; k < 3; ++k) {
                const int shift = 16 - 8 * k;
                const double tinted = (source[k] + (grey - source[k]) * d) * channel(light, shift) / 255.0;
                rgb[k] = static_cast<int>(std::lround(tinted * bright + channel(fade, shift) * (1.0 - bright)));
            }
            out.push_back(nearest_index(palette, rgb[0], rgb[1], rgb[2]));
        }
    }
}

// The nearest palette index of every 15-bit colour, for the blend tables'
// 65 536 mixes each.
std::vector<std::uint8_t> inverse_palette(std::span<const assets::Rgb, 256> palette) {
    std::vector<std::uint8_t> inverse(32768);
    for (int c = 0; c < 32768; ++c) {
        const int r = (c >> 10) & 31, g = (c >> 5) & 31, b = c & 31;
        inverse[static_cast<std::size_t>(c)] = nearest_index(palette, r * 255 / 31, g * 255 / 31, b * 255 / 31);
    }
    return inverse;
}

void append_blend_table(std::vector<std::uint8_t>& out, std::span<const assets::Rgb, 256> palette,
                        const std::vector<std::uint8_t>& inverse, const Blend& blend) {
    const auto five = [](int v) { return std::clamp(v, 0, 255) * 31 / 255; };
    const assets::Rgb fill{static_cast<std::uint8_t>(blend.fill >> 16), static_cast<std::uint8_t>(blend.fill >> 8),
                           static_cast<std::uint8_t>(blend.fill)};
    for (const assets::Rgb& texel : palette) {
        const assets::Rgb& s = blend.source == Blend::Source::Texel ? texel : fill;
        // The shaded styles take the texel's red as their alpha.
        const int a = blend.source == Blend::Source::Shaded ? blend.alpha * texel.r / 255 : blend.alpha;
        const auto mixed = [&](int source, int dest) {
            switch (blend.op) {
                case Blend::Op::Mix: return (source * a + dest * (256 - a)) >> 8;
                case Blend::Op::Add: return dest + ((source * a) >> 8);
                case Blend::Op::Subtract: return dest - ((source * a) >> 8);
            }
            return dest;
        };
        for (const assets::Rgb& d : palette) {
            const int r = mixed(s.r, d.r), g = mixed(s.g, d.g), b = mixed(s.b, d.b);
            out.push_back(inverse[static_cast<std::size_t>(five(r) << 10 | five(g) << 5 | five(b))]);
        }
    }
}

Blend blend_of(double alpha, Blend::Op op = Blend::Op::Mix) {
    Blend blend;
    blend.op = op;
    blend.alpha = std::clamp(static_cast<int>(std::lround(alpha * kAlphaSteps)), 0, kAlphaSteps) * (256 / kAlphaSteps);
    return blend;
}

Blend line_style(const map::LineExtension& line) {
    double alpha = line.alpha;
    if (line.flags[map::LineBool::Transparent]) alpha = 0.25;
    else if (line.flags[map::LineBool::Translucent]) alpha = 0.75;
    return blend_of(alpha, line.renderstyle == "add" ? Blend::Op::Add : Blend::Op::Mix);
}

// How a UDMF thing is drawn: as its class draws it (no style), through a
// blend table, or as a spectre.
struct ThingStyle {
    std::optional<Blend> blend;
    bool fuzzy = false;
};

// ZDoom's render styles (r_renderstyle.cpp's LegacyRenderStyles): the
// stencils draw the fill colour (a plain stencil at full alpha), the
// shaded ones the fill colour by the texel's red, shadow black at 0.3,
// soultrans at ZDoom's transsouls default, 0.75.
ThingStyle thing_style(const map::ThingExtension& thing) {
    const std::string style = assets::lower(thing.renderstyle);
    const auto styled = [&](double alpha, Blend::Op op, Blend::Source source = Blend::Source::Texel, int fill = 0) {
        Blend blend = blend_of(alpha, op);
        blend.source = source;
        blend.fill = fill & 0xffffff;
        return ThingStyle{blend, false};
    };
    using Op = Blend::Op;
    using Source = Blend::Source;
    if (style == "none") return styled(0, Op::Mix);
    if (style == "normal") return styled(1, Op::Mix);
    if (style == "translucent") return styled(thing.alpha, Op::Mix);
    if (style == "add" || style == "additive") return styled(thing.alpha, Op::Add);
    if (style == "subtract" || style == "subtractive") return styled(thing.alpha, Op::Subtract);
    if (style == "stencil") return styled(1, Op::Mix, Source::Fill, thing.fillcolor);
    if (style == "translucentstencil") return styled(thing.alpha, Op::Mix, Source::Fill, thing.fillcolor);
    if (style == "addstencil") return styled(thing.alpha, Op::Add, Source::Fill, thing.fillcolor);
    if (style == "shaded") return styled(thing.alpha, Op::Mix, Source::Shaded, thing.fillcolor);
    if (style == "addshaded") return styled(thing.alpha, Op::Add, Source::Shaded, thing.fillcolor);
    if (style == "shadow") return styled(0.3, Op::Mix, Source::Fill, 0);
    if (style == "soultrans") return styled(0.75, Op::Mix);
    if (style == "fuzzy" || style == "optfuzzy") return ThingStyle{std::nullopt, true};
    // Without a style of its own (ZDoom's renderstyle overrides the flags).
    if (thing.flags[map::ThingBool::Invisible]) return styled(0, Op::Mix);
    if (thing.flags[map::ThingBool::Translucent]) return styled(0.75, Op::Mix);
    return {};
}

// ZDoom's P_SpawnMapThing: an axis left at 0 keeps the class's scale (1
// for Doom's); a negative x mirrors the picture. The size is kept within
// 1/64 and 16, where the fixed-point steps over it cannot overflow.
SpriteScale thing_size(const map::ThingExtension& thing) {
    const auto fixed = [](double v) {
        return static_cast<fixed_t>(std::lround(std::clamp(std::abs(v), 1.0 / 64, 16.0) * base::kFracUnit));
    };
    SpriteScale size;
    if (thing.scalex != 0) size.x = fixed(thing.scalex);
    if (thing.scaley != 0) size.y = fixed(thing.scaley);
    size.mirrored = thing.scalex < 0;
    return size;
}

std::uint64_t thing_key(int x, int y, int type) {
    const auto u16 = [](int v) { return static_cast<std::uint64_t>(static_cast<std::uint16_t>(v)); };
    return u16(x) << 32 | u16(y) << 16 | u16(type);
}

}  // namespace

MapLooks MapLooks::build(const map::Level& level, const assets::Palettes& palettes,
                         const assets::Colormaps& colormaps, const BoomInput& boom) {
    MapLooks looks;
    for (int m = 0; m < colormaps.count(); ++m) {
        const auto row = colormaps.map(m);
        looks.colormaps_.insert(looks.colormaps_.end(), row.begin(), row.end());
    }
    looks.planes_.assign(level.sectors.size(), {});
    looks.colour_base_.assign(level.sectors.size(), 0);
    looks.line_blend_.assign(level.lines.size(), 0);
    looks.side_index_.assign(level.sides.size(), -1);
    const map::LevelExtensions& ext = level.extensions;
    const auto palette = palettes.palette(0);

    for (std::size_t i = 0; i < ext.sides.size() && i < level.sides.size(); ++i) {
        const map::SideExtension& e = ext.sides[i];
        SideLook look;
        for (std::size_t p = 0; p < 3; ++p) look.parts[p] = map::part_placement(e, p);
        look.scaled_or_offset = any_part_placed(look);
        look.light = e.light;
        look.absolute = e.flags[map::SideBool::LightAbsolute];
        look.no_contrast = e.flags[map::SideBool::NoFakeContrast];
        if (!look.scaled_or_offset && look.light == 0 && !look.absolute && !look.no_contrast) continue;
        looks.side_index_[i] = static_cast<std::int32_t>(looks.sides_.size());
        looks.sides_.push_back(look);
    }

    std::copy(palette.begin(), palette.end(), looks.palette_.begin());
    looks.base_colormap_ = looks.colormaps_;
    for (std::size_t i = 0; i < ext.sectors.size() && i < level.sectors.size(); ++i) {
        const map::SectorExtension& e = ext.sectors[i];
        looks.planes_[i] = {plane_look(e.floor, e.flags[map::SectorBool::LightFloorAbsolute]),
                            plane_look(e.ceiling, e.flags[map::SectorBool::LightCeilingAbsolute])};
        const int desaturation = static_cast<int>(std::lround(std::clamp(e.desaturation, 0.0, 1.0) * 1000));
        looks.colour_base_[i] = looks.colour_table(e.lightcolor & 0xffffff, e.fadecolor & 0xffffff, desaturation);
    }

    const auto table = [&](const Blend& blend) { return looks.blend_number(blend); };
    for (std::size_t i = 0; i < ext.lines.size() && i < level.lines.size(); ++i) {
        const Blend blend = line_style(ext.lines[i]);
        if (!blend.opaque()) looks.line_blend_[i] = table(blend);
    }
    // ZDoom's TranslucentLine (208) on Hexen-type maps, read at load: the
    // line itself (arg0 0) or the lines with id arg0 take alpha arg1 / 255,
    // added to what is behind if arg2.
    if (map::special_dialect(ext.ns) == map::SpecialDialect::Hexen)
        for (std::size_t i = 0; i < ext.lines.size() && i < level.lines.size(); ++i) {
            const map::LineExtension& e = ext.lines[i];
            if (e.special != 208) continue;
            const Blend blend = blend_of(std::clamp(e.args[1], 0, 255) / 255.0, e.args[2] != 0 ? Blend::Op::Add : Blend::Op::Mix);
            const int number = blend.opaque() ? 0 : table(blend);
            for (std::size_t j = 0; j < ext.lines.size() && j < level.lines.size(); ++j)
                if (e.args[0] == 0 ? j == i : map::line_has_id(ext.lines[j], e.args[0])) looks.line_blend_[j] = number;
        }
    for (std::size_t i = 0; i < ext.things.size() && i < level.things.size(); ++i) {
        const ThingStyle style = thing_style(ext.things[i]);
        const map::Thing& thing = level.things[i];
        const std::uint64_t key = thing_key(thing.x, thing.y, thing.type);
        if (style.fuzzy) looks.thing_blend_[key] = kFuzzy;
        if (!style.blend || style.blend->opaque()) continue;
        looks.thing_blend_[key] = style.blend->unseen() ? kUnseen : table(*style.blend);
    }
    for (std::size_t i = 0; i < ext.things.size() && i < level.things.size(); ++i) {
        const SpriteScale size = thing_size(ext.things[i]);
        const map::Thing& thing = level.things[i];
        if (size != SpriteScale{}) looks.thing_scale_[thing_key(thing.x, thing.y, thing.type)] = size;
    }
    if (map::special_dialect(ext.ns) == map::SpecialDialect::Hexen) looks.add_wall_lights(level);
    if (boom.tables) looks.add_boom(level, palette, *boom.tables);
    looks.mbf_sprite_light_ = boom.mbf_sprite_light;
    looks.map_planes_ = looks.planes_;
    return looks;
}

int MapLooks::blend_number(const Blend& blend) {
    auto it = std::find(blend_kinds_.begin(), blend_kinds_.end(), blend);
    if (it == blend_kinds_.end()) {
        if (inverse_palette_.empty()) inverse_palette_ = inverse_palette(palette_);
        append_blend_table(blends_, palette_, inverse_palette_, blend);
        it = blend_kinds_.insert(blend_kinds_.end(), blend);
    }
    return static_cast<int>(it - blend_kinds_.begin()) + 1;
}

// Sector_Set3DFloor's alpha (arg 3, of 255), added with flag 64 (ZDoom
// draws an added slab translucent even at 255); alpha 0 is not drawn.
void MapLooks::add_slab_blends(std::span<const sim::ExtraFloor> slabs) {
    slab_blend_.assign(slabs.size(), 0);
    for (std::size_t k = 0; k < slabs.size(); ++k) {
        const sim::ExtraFloor& f = slabs[k];
        if (f.alpha > 0 && (f.alpha < 255 || f.additive))
            slab_blend_[k] = blend_number(blend_of(f.alpha / 255.0, f.additive ? Blend::Op::Add : Blend::Op::Mix));
    }
}

// Transfer_WallLight (line id, flags) at level start: flags 1 and 2 pick
// the named lines' front and back sides, 4 leaves fake contrast out; the
// light is the transfer line's front sector's.
void MapLooks::add_wall_lights(const map::Level& level) {
    const map::LevelExtensions& ext = level.extensions;
    const std::size_t lines = std::min(ext.lines.size(), level.lines.size());
    for (std::size_t i = 0; i < lines; ++i) {
        const map::LineExtension& transfer = ext.lines[i];
        if (transfer.special != 16 || level.lines[i].sides[0] < 0) continue;
        const int source = level.sides[static_cast<std::size_t>(level.lines[i].sides[0])].sector;
        const int flags = transfer.args[1];
        for (std::size_t j = 0; j < lines; ++j) {
            if (!map::line_has_id(ext.lines[j], transfer.args[0])) continue;
            for (std::size_t which = 0; which < 2; ++which) {
                const int side = level.lines[j].sides[which];
                if (!(flags & (1 << which)) || side < 0) continue;
                std::int32_t& index = side_index_[static_cast<std::size_t>(side)];
                if (index < 0) {
                    index = static_cast<std::int32_t>(sides_.size());
                    sides_.emplace_back();
                }
                SideLook& look = sides_[static_cast<std::size_t>(index)];
                look.absolute = true;
                look.no_contrast = look.no_contrast || (flags & 4) != 0;
                wall_lights_.push_back({side, source});
            }
        }
    }
}

void MapLooks::follow_wall_lights(const sim::World& world) {
    for (const WallLight& light : wall_lights_)
        if (static_cast<std::size_t>(light.source) < world.sectors.size())
            sides_[static_cast<std::size_t>(side_index_[static_cast<std::size_t>(light.side)])].light =
                world.sectors[static_cast<std::size_t>(light.source)].lightlevel;
}

int MapLooks::colour_table(int light, int fade, int desaturation) {
    if (light == 0xffffff && fade == 0 && desaturation == 0) return 0;
    const auto key = std::make_tuple(light, fade, desaturation);
    auto it = colour_tables_.find(key);
    if (it == colour_tables_.end()) {
        it = colour_tables_.emplace(key, colormap_rows()).first;
        append_colour_table(colormaps_, palette_, base_colormap_, light, fade, desaturation / 1000.0);
    }
    return it->second;
}

int MapLooks::translation_row(const std::vector<sim::TranslationRange>& ranges) {
    for (const auto& [made, row] : translation_tables_)
        if (made == ranges) return row;
    const int row = colormap_rows();
    const auto table = translation_table(ranges, palette_);
    colormaps_.insert(colormaps_.end(), table.begin(), table.end());
    translation_tables_.emplace_back(ranges, row);
    return row;
}

int MapLooks::thing_translation(const sim::Mobj& thing) const {
    if (thing.translation != 0) {
        const auto it = translation_rows_.find(thing.translation);
        if (it != translation_rows_.end()) return kScriptedTranslation + it->second;
    }
    return static_cast<int>((thing.flags & sim::MF_TRANSLATION) >> sim::MF_TRANSSHIFT);
}

bool MapLooks::apply(const sim::LookChanges& changes) {
    if (changes == applied_) return false;
    if (!map_own_) map_own_ = MapOwn{sides_, side_index_, map_planes_, colour_base_};
    sides_ = map_own_->sides;
    side_index_ = map_own_->side_index;
    map_planes_ = map_own_->planes;
    colour_base_ = map_own_->colour_base;
    for (const sim::ChangedSide& changed : changes.sides) {
        const auto i = static_cast<std::size_t>(changed.side);
        if (i >= side_index_.size()) continue;
        if (side_index_[i] < 0) {
            side_index_[i] = static_cast<std::int32_t>(sides_.size());
            sides_.emplace_back();
        }
        SideLook& look = sides_[static_cast<std::size_t>(side_index_[i])];
        look.parts = changed.parts;
        look.scaled_or_offset = any_part_placed(look);
    }
    for (const sim::ChangedPlanes& changed : changes.planes) {
        const auto i = static_cast<std::size_t>(changed.sector);
        if (i >= map_planes_.size()) continue;
        for (std::size_t p = 0; p < 2; ++p)
            turn(map_planes_[i][p], map_own_->planes[i][p].yoffset, changed.planes[p]);
    }
    for (const sim::ChangedColour& changed : changes.colours) {
        const auto i = static_cast<std::size_t>(changed.sector);
        if (i < colour_base_.size()) colour_base_[i] = colour_table(changed.light, changed.fade, changed.desaturation);
    }
    translation_rows_.clear();
    for (const sim::ScriptedTranslation& made : changes.translations)
        translation_rows_[made.number] = translation_row(made.ranges);
    // The planes as set_plane_offsets leaves them without scrolling; it adds that again each frame.
    planes_ = map_planes_;
    applied_ = changes;
    return true;
}

SpriteScale MapLooks::thing_scale(int x, int y, int type) const {
    if (thing_scale_.empty()) return {};
    const auto it = thing_scale_.find(thing_key(x, y, type));
    return it == thing_scale_.end() ? SpriteScale{} : it->second;
}

int MapLooks::thing_blend(int x, int y, int type) const {
    if (thing_blend_.empty()) return 0;
    const auto it = thing_blend_.find(thing_key(x, y, type));
    return it == thing_blend_.end() ? 0 : it->second;
}

const SideLook* MapLooks::side(int side) const {
    if (side < 0 || static_cast<std::size_t>(side) >= side_index_.size()) return nullptr;
    const std::int32_t index = side_index_[static_cast<std::size_t>(side)];
    return index < 0 ? nullptr : &sides_[static_cast<std::size_t>(index)];
}

int MapLooks::side_light(int side, int sector_light) const {
    const SideLook* look = this->side(side);
    if (!look) return sector_light;
    return clamp_light(look->absolute ? look->light : sector_light + look->light);
}

void MapLooks::set_plane_offsets(int sector, fixed_t floor_x, fixed_t floor_y, fixed_t ceiling_x,
                                 fixed_t ceiling_y) {
    const auto i = static_cast<std::size_t>(sector);
    if (i >= planes_.size()) return;
    const fixed_t offsets[2][2] = {{floor_x, floor_y}, {ceiling_x, ceiling_y}};
    for (std::size_t p = 0; p < 2; ++p) {
        PlaneLook look = map_planes_[i][p];
        look.xoffset += offsets[p][0];
        look.yoffset += offsets[p][1];
        look.transformed = look.transformed || look.xoffset != 0 || look.yoffset != 0;
        planes_[i][p] = look;
    }
}

const PlaneLook& MapLooks::floor(int sector) const { return planes_[static_cast<std::size_t>(sector)][0]; }
const PlaneLook& MapLooks::ceiling(int sector) const { return planes_[static_cast<std::size_t>(sector)][1]; }

int MapLooks::plane_light(const PlaneLook& plane, int sector_light) {
    if (!plane.absolute && plane.light == 0) return sector_light;
    return clamp_light(plane.absolute ? plane.light : sector_light + plane.light);
}

int MapLooks::colour_base(int sector) const {
    if (sector < 0 || static_cast<std::size_t>(sector) >= colour_base_.size()) return 0;
    return colour_base_[static_cast<std::size_t>(sector)];
}

int MapLooks::line_blend(int line) const {
    if (line < 0 || static_cast<std::size_t>(line) >= line_blend_.size()) return 0;
    return line_blend_[static_cast<std::size_t>(line)];
}

}  // namespace render
