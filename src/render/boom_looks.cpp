// The level-load specials Boom and MBF added for drawing (p_spec.c's
// P_SpawnSpecials and p_setup.c's side loading in Boom 2.02, MBF and
// dsda-doom), as MapLooks answers.
#include <algorithm>
#include <climits>

#include "render/boom_looks.h"

namespace render {

namespace {

constexpr int kTranslucency = 66;  // Boom's default table: the source at 66 %
constexpr int kFixedBits = 12;     // R_InitTranMap's fixed point

// R_InitTranMap's table, in Boom's order ([d * 256 + s]): each mix taken to
// the palette entry that minimises |c|² - 2 c·mix (the last of equals
// counting down), as Boom does, so every index agrees with its.
std::vector<std::uint8_t> boom_default_table(std::span<const assets::Rgb, 256> palette) {
    const int w1 = (kTranslucency << kFixedBits) / 100, w2 = (1 << kFixedBits) - w1;
    std::array<std::array<int, 3>, 256> pal{};
    std::array<int, 256> tot{};
    for (std::size_t i = 0; i < 256; ++i) {
        pal[i] = {palette[i].r, palette[i].g, palette[i].b};
        tot[i] = (pal[i][0] * pal[i][0] + pal[i][1] * pal[i][1] + pal[i][2] * pal[i][2]) << (kFixedBits - 1);
    }
    std::vector<std::uint8_t> table(65536);
    for (std::size_t d = 0; d < 256; ++d)
        for (std::size_t s = 0; s < 256; ++s) {
            const int r = pal[s][0] * w1 + pal[d][0] * w2, g = pal[s][1] * w1 + pal[d][1] * w2,
                      b = pal[s][2] * w1 + pal[d][2] * w2;
            int best = INT_MAX, chosen = 0;
            for (int c = 255; c >= 0; --c) {
                const auto& p = pal[static_cast<std::size_t>(c)];
                const int err = tot[static_cast<std::size_t>(c)] - p[0] * r - p[1] * g - p[2] * b;
                if (err < best) {
                    best = err;
                    chosen = c;
                }
            }
            table[d * 256 + s] = static_cast<std::uint8_t>(chosen);
        }
    return table;
}

// P_LoadSideDefs2 on a 260 line's front side: the mid texture name is
// "TRANMAP" or a 64 KB lump, and then no texture.
bool names_translucency(const std::string& name, const assets::BoomTables& tables) {
    return name == "TRANMAP" || tables.translucency_table(name);  // side texture names are upper-case
}

// A line's Boom drawing special and the tag it names. Doom-type maps give
// both as Boom read them; on Hexen-type maps ZDoom's Transfer_Heights (209),
// Transfer_FloorLight (210) and Transfer_CeilingLight (211) are Boom's 242,
// 213 and 261 with the tag in their first argument.
struct BoomLine {
    int special = 0;
    int tag = 0;
};

BoomLine boom_line(const map::Level& level, std::size_t line) {
    if (map::special_dialect(level.extensions.ns) == map::SpecialDialect::Doom)
        return {level.lines[line].special, level.lines[line].tag};
    if (line >= level.extensions.lines.size()) return {};
    const map::LineExtension& e = level.extensions.lines[line];
    switch (e.special) {
        case 209: return {242, e.args[0]};
        case 210: return {213, e.args[0]};
        case 211: return {261, e.args[0]};
        case 190: return e.args[1] == 255 ? BoomLine{e.args[2] ? 272 : 271, e.args[0]} : BoomLine{};  // Static_Init's sky
        default: return {};
    }
}

bool sector_has_tag(const map::Level& level, std::size_t sector, int tag) {
    if (level.sectors[sector].tag == tag) return true;
    if (sector >= level.extensions.sectors.size()) return false;
    const std::vector<int>& more = level.extensions.sectors[sector].more_ids;
    return std::find(more.begin(), more.end(), tag) != more.end();
}

}  // namespace

BoomInput boom_input(const sim::World& world, const assets::BoomTables& tables) {
    BoomInput input;
    // Hexen-type maps have ZDoom's forms of Boom's transfers at any level.
    const bool doom = map::special_dialect(world.level.extensions.ns) == map::SpecialDialect::Doom;
    if (doom && !world.opts.compat.boom()) return input;
    input.tables = &tables;
    input.mbf_sprite_light = doom && world.opts.compat.mbf();
    return input;
}

const MapLooks::BoomSector& MapLooks::boom_sector(int sector) const {
    static const BoomSector kNone{};
    if (sector < 0 || static_cast<std::size_t>(sector) >= boom_sectors_.size()) return kNone;
    return boom_sectors_[static_cast<std::size_t>(sector)];
}

int MapLooks::floor_light_sector(int sector) const {
    const int source = floor_light_source(sector);
    return source < 0 ? sector : source;
}

int MapLooks::ceiling_light_sector(int sector) const {
    const int source = ceiling_light_source(sector);
    return source < 0 ? sector : source;
}

std::vector<std::uint8_t> boom_table_names(const sim::World& world, const assets::BoomTables& tables) {
    std::vector<std::uint8_t> names;
    if (!boom_input(world, tables).tables) return names;
    names.assign(world.level.sides.size(), 0);
    for (std::size_t i = 0; i < world.level.lines.size(); ++i) {
        const map::Line& line = world.level.lines[i];
        const int special = boom_line(world.level, i).special;
        if (special == 242 && line.sides[0] != map::kNone) {
            // P_LoadSideDefs2: a name that is a colormap is no texture.
            const map::Side& side = world.level.sides[static_cast<std::size_t>(line.sides[0])];
            std::uint8_t& slots = names[static_cast<std::size_t>(line.sides[0])];
            if (tables.colormap_number(side.top_texture)) slots |= 1 << 0;
            if (tables.colormap_number(side.mid_texture)) slots |= 1 << 1;
            if (tables.colormap_number(side.bottom_texture)) slots |= 1 << 2;
            continue;
        }
        if (special != 260 || line.sides[0] == map::kNone) continue;
        const std::string& mid = world.level.sides[static_cast<std::size_t>(line.sides[0])].mid_texture;
        if (names_translucency(mid, tables)) names[static_cast<std::size_t>(line.sides[0])] |= 1 << 1;
    }
    return names;
}

int boom_view_colour_base(const MapLooks& looks, const sim::World& world, const sim::Player& player) {
    if (!player.mo) return 0;
    const int control = world.sectors[static_cast<std::size_t>(world.mobj_sector(*player.mo))].heightsec;
    if (control < 0) return 0;
    const sim::SectorState& s = world.sectors[static_cast<std::size_t>(control)];
    const MapLooks::FakeMaps& maps = looks.fake_maps(control);
    return player.viewz < s.floorheight ? maps.below : player.viewz > s.ceilingheight ? maps.above : maps.between;
}

int MapLooks::add_boom_colormap(int number, const assets::BoomTables& tables, std::map<int, int>& known) {
    if (number <= 0 || static_cast<std::size_t>(number) > tables.colormaps.size()) return 0;
    if (const auto it = known.find(number); it != known.end()) return it->second;
    // As many rows as COLORMAP has (the light rows and the fixed ones); a
    // shorter lump (33 rows at least) keeps COLORMAP's last rows.
    const std::vector<std::uint8_t>& rows = tables.colormaps[static_cast<std::size_t>(number - 1)].rows;
    const std::size_t size = static_cast<std::size_t>(colormap_rows()) * 256;
    const int first = colormap_rows();
    const std::size_t at = colormaps_.size();
    colormaps_.resize(at + size);
    for (std::size_t i = 0; i < size; ++i) colormaps_[at + i] = i < rows.size() ? rows[i] : colormaps_[i];
    known.emplace(number, first);
    return first;
}

int MapLooks::add_boom_table(const std::vector<std::uint8_t>& boom_order, BoomBlends& known) {
    if (const auto it = known.find(&boom_order); it != known.end()) return it->second;
    const std::size_t at = blends_.size();
    blends_.resize(at + 65536);
    // Ours is [s * 256 + d].
    for (std::size_t d = 0; d < 256; ++d)
        for (std::size_t s = 0; s < 256; ++s) blends_[at + s * 256 + d] = boom_order[d * 256 + s];
    const int number = static_cast<int>(at / 65536) + 1;
    known.emplace(&boom_order, number);
    return number;
}

void MapLooks::add_boom(const map::Level& level, std::span<const assets::Rgb, 256> palette,
                        const assets::BoomTables& tables) {
    boom_sectors_.assign(level.sectors.size(), {});
    mirrored_sky_lines_.clear();
    const auto each_tagged_sector = [&](int tag, const auto& apply) {
        for (std::size_t s = 0; s < level.sectors.size(); ++s)
            if (sector_has_tag(level, s, tag)) apply(boom_sectors_[s]);
    };
    BoomBlends known;
    std::map<int, int> known_colormaps;
    std::vector<std::uint8_t> built;  // Boom's default table, built only when a line needs it
    const std::vector<std::uint8_t>* default_table = tables.translucency_table("TRANMAP");
    for (std::size_t i = 0; i < level.lines.size(); ++i) {
        const map::Line& line = level.lines[i];
        const int front = line.sides[0];
        if (front == map::kNone || line.front_sector == map::kNone) continue;
        const int source = line.front_sector;
        const int line_index = static_cast<int>(i);
        const BoomLine boom = boom_line(level, i);
        switch (boom.special) {
        case 213:
            each_tagged_sector(boom.tag, [&](BoomSector& s) { s.floor_light = source; });
            break;
        case 261:
            each_tagged_sector(boom.tag, [&](BoomSector& s) { s.ceiling_light = source; });
            break;
        case 242: {
            // P_LoadSideDefs2: the front side's lower, middle and upper
            // names, where they are colormaps, are its sector's colormaps.
            const map::Side& side = level.sides[static_cast<std::size_t>(front)];
            const auto map_of = [&](const std::string& name) {
                return add_boom_colormap(tables.colormap_number(name).value_or(0), tables, known_colormaps);
            };
            boom_sectors_[static_cast<std::size_t>(source)].fake_maps = {map_of(side.bottom_texture),
                                                                        map_of(side.mid_texture),
                                                                        map_of(side.top_texture)};
            break;
        }
        case 271:
        case 272:
            each_tagged_sector(boom.tag, [&](BoomSector& s) { s.sky_line = line_index; });
            if (boom.special == 271) mirrored_sky_lines_.push_back(line_index);  // in line order: sorted
            break;
        case 260: {
            // The front side's mid texture names the table: "TRANMAP" the
            // default, a 64 KB lump that lump (neither is then a texture);
            // else the texture stays and the default table applies.
            const std::string& name = level.sides[static_cast<std::size_t>(front)].mid_texture;
            const std::vector<std::uint8_t>* table = names_translucency(name, tables) ? tables.translucency_table(name) : nullptr;
            if (!table) table = default_table;
            if (!table) {
                if (built.empty()) built = boom_default_table(palette);
                table = &built;
            }
            const int blend = add_boom_table(*table, known);
            if (boom.tag == 0) line_blend_[i] = blend;
            else
                for (std::size_t j = 0; j < level.lines.size(); ++j)
                    if (level.lines[j].tag == boom.tag) line_blend_[j] = blend;
            break;
        }
        default:
            break;
        }
    }
}

}  // namespace render
