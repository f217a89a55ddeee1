#include "render/vulkan/true_view_impl.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "base/fixed.h"
#include "base/trig_tables.h"
#include "render/view_point.h"
#include "render/viewer.h"

namespace render::vulkan {

void TrueView::Impl::collect_visible(const sim::World& world, int player, const TrueEye& eye) {
    scene::VisibilityEye v;
    v.x = eye.x;
    v.y = eye.y;
    v.yaw = eye.yaw;
    // The horizontal field of view widens as the view tilts: steeply, everything round is open.
    const double half = std::atan(tables.width / 2.0 / (tables.projection * kUnit));
    v.half_fov = std::abs(eye.pitch) < 0.02 ? half : 4.0;
    visible.find(world, v);
    draws.build(mesh, extra_mesh, visible,
                {level_tables.sectors(), level_tables.sides(), level_tables.seg_links(), level_tables.sloped_planes(),
                 world.textures.sky_flat, looks->slab_blends(), static_cast<std::uint32_t>(world.sectors.size())});
    translucent.clear();
    const double cos_yaw = std::cos(eye.yaw), sin_yaw = std::sin(eye.yaw);
    for (const int s : visible.segs()) {
        const map::Seg& seg = world.level.segs[static_cast<std::size_t>(s)];
        if (seg.back_sector == map::kNone || looks->line_blend(seg.line) == 0) continue;
        const map::Vertex& v1 = world.level.vertices[static_cast<std::size_t>(seg.v1)];
        const map::Vertex& v2 = world.level.vertices[static_cast<std::size_t>(seg.v2)];
        const double mx = (v1.x + v2.x) * kUnit / 2 - eye.x, my = (v1.y + v2.y) * kUnit / 2 - eye.y;
        translucent.push_back({mx * cos_yaw + my * sin_yaw, false, static_cast<std::uint32_t>(s)});
    }
    // Translucent 3D floors seen, by the centre of the sector each stands in.
    const auto slabs = world.extra_floors.all();
    for (std::size_t k = 0; k < slabs.size(); ++k) {
        if (draws.slab_planes(k).count == 0 && draws.slab_walls(k).count == 0) continue;
        const map::Sector& centre = world.level.sectors[static_cast<std::size_t>(slabs[k].target)];
        const double mx = centre.sound_x * kUnit - eye.x, my = centre.sound_y * kUnit - eye.y;
        translucent.push_back({mx * cos_yaw + my * sin_yaw, false, static_cast<std::uint32_t>(k), true});
    }
    // The original's texture-column terms of every seg seen, from the
    // view point now; the shaders add the side's texture offset after
    // the part's UDMF scale (shaders/true_wall_column.glsl).
    seg_terms.resize(level_tables.seg_links().size());  // the map's segs and the 3D floors' sides
    const sim::Player& p = viewer(world, player);
    const ViewPoint at = view_point(world, p);
    for (const int s : visible.segs()) {
        const map::Seg& seg = world.level.segs[static_cast<std::size_t>(s)];
        const WallColumnTerms t = wall_column_terms(world.level, seg, 0, at.x, at.y, p.mo->angle);
        seg_terms[static_cast<std::size_t>(s)] = {t.offset, t.distance, static_cast<std::int32_t>(t.centerangle), 0};
    }
    // At pitch 0, where each seg's column records start, less its first column.
    column_runs = level_view ? wall_column_runs(world.level, visible.segs(), eye, tables) : WallColumnRuns{};
    for (const Int4& run : column_runs.runs) seg_terms[static_cast<std::size_t>(run[0])][3] = run[3] - run[1];
}

namespace {

// A world thing found this frame, before the lists it is drawn from.
struct FoundSprite {
    TrueSprite words;
    enum class Kind { opaque, blended, fuzz } kind;
    fixed_t scale;  // R_ProjectSprite's xscale: R_SortVisSprites' key
    double depth;   // along the view direction, map units
    double reach;   // how far nearer it may be depth-tested (wall_reach)
};

// How far nearer than its middle a thing may be depth-tested (its
// picture's wider half, at least its radius: what may reach into the
// walls beside it), held behind every wall it stands behind: a line
// between the eye and the thing's middle, within the picture's width,
// that hides some of it (one-sided, or an opening the picture does not
// fit in). That is R_DrawSprite's drawseg test: a seg clips a sprite
// only when the sprite's middle is behind it.
double wall_reach(const sim::World& world, const sim::Mobj& thing, double half_width, fixed_t top,
                  const SpriteView& sv) {
    const double cx = thing.x * kUnit, cy = thing.y * kUnit, ex = sv.x * kUnit, ey = sv.y * kUnit;
    const double cos_yaw = sv.cos * kUnit, sin_yaw = sv.sin * kUnit;
    const double reach = std::max(thing.radius * kUnit, half_width);
    const auto depth_of = [&](double x, double y) { return (x - ex) * cos_yaw + (y - ey) * sin_yaw; };
    const auto along_of = [&](double x, double y) { return (x - cx) * sin_yaw - (y - cy) * cos_yaw; };
    const double centre = depth_of(cx, cy);
    const map::Blockmap& bm = world.level.blockmap;
    const double bx = bm.origin_x * kUnit, by = bm.origin_y * kUnit;
    const int x0 = std::max(0, static_cast<int>(std::floor((cx - reach - bx) / 128))),
              x1 = std::min(bm.width - 1, static_cast<int>(std::floor((cx + reach - bx) / 128))),
              y0 = std::max(0, static_cast<int>(std::floor((cy - reach - by) / 128))),
              y1 = std::min(bm.height - 1, static_cast<int>(std::floor((cy + reach - by) / 128)));
    double most = reach;
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            for (const int l : bm.cell(static_cast<std::size_t>(y * bm.width + x))) {
                const map::Line& line = world.level.lines[static_cast<std::size_t>(l)];
                if (line.back_sector != map::kNone) {
                    // Its opening shows the whole thing: its upper and lower parts hide none of it.
                    const sim::SectorState& a = world.sectors[static_cast<std::size_t>(line.front_sector)];
                    const sim::SectorState& b = world.sectors[static_cast<std::size_t>(line.back_sector)];
                    if (thing.z >= std::max(a.floorheight, b.floorheight) &&
                        top <= std::min(a.ceilingheight, b.ceilingheight))
                        continue;
                }
                const map::Vertex& v1 = world.level.vertices[static_cast<std::size_t>(line.v1)];
                const map::Vertex& v2 = world.level.vertices[static_cast<std::size_t>(line.v2)];
                const double ax = v1.x * kUnit, ay = v1.y * kUnit, dx = v2.x * kUnit - ax, dy = v2.y * kUnit - ay;
                const auto side = [&](double px, double py) { return (px - ax) * dy - (py - ay) * dx > 0; };
                if (side(ex, ey) == side(cx, cy)) continue;  // the thing is not behind it
                // The part of the line within the picture's width, and its farthest depth.
                double t0 = 0, t1 = 1;
                const double a0 = along_of(ax, ay), a1 = along_of(ax + dx, ay + dy);
                if (a0 != a1) {
                    const double ta = (-reach - a0) / (a1 - a0), tb = (reach - a0) / (a1 - a0);
                    t0 = std::max(t0, std::min(ta, tb));
                    t1 = std::min(t1, std::max(ta, tb));
                } else if (std::abs(a0) > reach) {
                    continue;
                }
                if (t0 > t1) continue;
                const double farthest = std::max(depth_of(ax + dx * t0, ay + dy * t0), depth_of(ax + dx * t1, ay + dy * t1));
                most = std::min(most, std::max(centre - farthest, 0.0));
            }
    return most;
}

// The depth each thing is tested at against what lies round it
// (shaders/true_sprite.vert: its third word's last): the original clips
// a sprite only by the walls it stands behind, so the walls beside a
// thing never cut its picture. About its reach nearer than its middle,
// and in R_DrawMasked's order (by scale; of equal scales the one found
// last on top), so that things hide each other as the original's do.
// Returns that order, far to near: where depths tie (a thing's feet on
// its floor), the one drawn later wins.
std::vector<std::size_t> pull_toward_eye(std::vector<FoundSprite>& things) {
    std::vector<std::size_t> near_first(things.size());
    for (std::size_t i = 0; i < things.size(); ++i) near_first[i] = things.size() - 1 - i;
    std::ranges::stable_sort(near_first, [&](std::size_t a, std::size_t b) { return things[a].scale > things[b].scale; });
    double nearest = 0;
    for (const std::size_t i : near_first) {
        const FoundSprite& t = things[i];
        // depth² / (depth + reach): about depth - reach far off, never at
        // the eye, and kept apart from the thing before it by far more than
        // the depth buffer's precision.
        const double pulled = std::max(t.depth * t.depth / (t.depth + t.reach), nearest * 1.001);
        things[i].words[2][3] = std::bit_cast<std::int32_t>(static_cast<float>(pulled));
        nearest = pulled;
    }
    std::ranges::reverse(near_first);
    return near_first;
}

}  // namespace

// The things of the sectors seen, then the weapon.
void TrueView::Impl::collect_sprites(const sim::World& world, int player) {
    const sim::Player& p = viewer(world, player);
    sprites.clear();
    sector_stamp.assign(world.sectors.size(), false);
    const SpriteView sv = sprite_view(world, p);
    std::vector<FoundSprite> found;
    const double cos_yaw = sv.cos * kUnit, sin_yaw = sv.sin * kUnit;
    for (const int ss : visible.subsectors()) {
        const auto sector = static_cast<std::size_t>(world.level.subsectors[static_cast<std::size_t>(ss)].sector);
        if (sector >= world.sectors.size() || sector_stamp[sector]) continue;
        sector_stamp[sector] = true;
        // Its planes' light as drawn (deep water's may be the control sector's).
        const Int4& drawn = level_tables.sectors()[2 * sector + 1];
        const int light = looks->sprite_light(drawn[2], drawn[3], world.sectors[sector].lightlevel);
        const int colour_base = drawn[1];
        const int heightsec = world.sectors[sector].heightsec;
        const SlabLights& shades = level_tables.slab_lights();
        const bool shaded = !shades.in(static_cast<int>(sector)).empty();
        for (const sim::Mobj* thing = world.sectors[sector].thinglist; thing; thing = thing->snext) {
            // As R_ProjectSprite, nothing nearer than MINZ in front:
            // a thing at the eye would fill the view.
            const fixed_t tz = thing_view_depth(*thing, sv);
            if (thing == p.mo || tz < kMinSpriteDepth) continue;
            const int blend = looks->thing_blend(thing->spawnpoint.x, thing->spawnpoint.y, thing->spawnpoint.type);
            if (blend == MapLooks::kUnseen) continue;
            const auto spritenum = static_cast<std::size_t>(thing->sprite);
            const int frame = thing->frame & sim::kFrameMask;
            const auto& defs = assets->sprites.sprites;
            if (spritenum >= defs.size() || static_cast<std::size_t>(frame) >= defs[spritenum].frames.size()) continue;
            const assets::SpriteFrame& f = defs[spritenum].frames[static_cast<std::size_t>(frame)];
            std::size_t rot = 0;
            if (f.rotates) {
                const base::angle_t ang = sim::point_to_angle2(sv.x, sv.y, thing->x, thing->y);
                rot = (ang - thing->angle + static_cast<base::angle_t>(base::kAng45 / 2) * 9) >> 29;
            }
            const assets::SpriteRotation& rotation = f.rotations[rot];
            const SpriteScale size = looks->thing_scale(thing->spawnpoint.x, thing->spawnpoint.y, thing->spawnpoint.type);
            // Under slabs that shade it, lit by the light at its top (render/slab_lights.h).
            const int thing_light =
                shaded ? shades.thing_level(world, static_cast<int>(sector), *thing) : light;
            const assets::Picture& shape = assets->sprites.pictures[rotation.picture];
            const double half_width = std::max(shape.left_offset, shape.width - shape.left_offset) * size.x * kUnit;
            // Deep water: left out where its fake planes part it from the eye (R_ProjectSprite).
            const base::fixed_t top = thing->z + base::fixed_mul(shape.top_offset << base::kFracBits, size.y);
            if (heightsec >= 0 && hidden_by_water(world, water, heightsec, thing->z, top)) continue;
            int flags = (rotation.flipped != size.mirrored ? kSpriteFlipped : 0) |
                        (thing->z <= thing->floorz ? kSpriteOnFloor : 0);
            int row_base = colour_base;
            if ((thing->flags & sim::MF_SHADOW) || blend == MapLooks::kFuzzy) {
                flags |= kSpriteFuzz;
            } else if (sv.fixedcolormap) {
                flags |= kSpriteFixedRow;
                row_base = sv.fixedcolormap;
            } else if (thing->frame & sim::kFullBright) {
                flags |= kSpriteFixedRow;
                row_base = 0;
            }
            // Level, the pixels take R_ProjectSprite's columns, rows and
            // light (true_sprite_texel.glsl), and what it culls is not drawn.
            Int4 columns{}, rows{};
            if (level_view) {
                ProjectedSprite vis;
                const std::uint8_t* lights = tables.scalelight[static_cast<std::size_t>(light_row(thing_light, p.extralight))].data();
                if (project_thing(*thing, sv, tables, assets->sprites, pixels, lights,
                                  colour_base, vis, size) != Projection::Visible)
                    continue;
                columns = {vis.x1, vis.x2, vis.startfrac, vis.xiscale};
                rows = {0, vis.texturemid, vis.yiscale, 0};
                if (!(flags & kSpriteFuzz)) {
                    flags |= kSpriteFixedRow;
                    row_base = vis.colormap_row;
                }
            }
            const int translation = looks->thing_translation(*thing);
            const bool translucent_thing = blend > 0 && !(flags & kSpriteFuzz);
            using Kind = FoundSprite::Kind;
            found.push_back({{Int4{thing->x, thing->y, thing->z, static_cast<std::int32_t>(rotation.picture)},
                              Int4{flags | translation << kSpriteTranslationShift, static_cast<std::int32_t>(sector),
                                   light_row(thing_light, p.extralight), row_base},
                              Int4{translucent_thing ? blend : 0, rows[1], rows[2], 0}, columns,
                              Int4{size.x, size.y, 0, 0}},
                             translucent_thing ? Kind::blended : flags & kSpriteFuzz ? Kind::fuzz : Kind::opaque,
                             base::fixed_div(tables.projection, tz),
                             (thing->x - sv.x) * kUnit * cos_yaw + (thing->y - sv.y) * kUnit * sin_yaw,
                             wall_reach(world, *thing, half_width, top, sv)});
        }
    }
    const std::vector<std::size_t> far_first = pull_toward_eye(found);
    // Opaque things, then the blended (drawn one by one, far to near with
    // the translucent middles, as R_DrawMasked draws them), then the fuzz.
    for (const auto kind : {FoundSprite::Kind::opaque, FoundSprite::Kind::blended, FoundSprite::Kind::fuzz}) {
        if (kind == FoundSprite::Kind::blended) opaque_things = static_cast<std::uint32_t>(sprites.size());
        if (kind == FoundSprite::Kind::fuzz) fuzz_first = static_cast<std::uint32_t>(sprites.size());
        for (const std::size_t i : far_first) {
            const FoundSprite& f = found[i];
            if (f.kind != kind) continue;
            if (kind == FoundSprite::Kind::blended)
                translucent.push_back({f.depth, true, static_cast<std::uint32_t>(sprites.size())});
            sprites.push_back(f.words);
        }
    }
    fuzz_things = static_cast<std::uint32_t>(sprites.size()) - fuzz_first;
    std::ranges::stable_sort(translucent, [](const Translucent& a, const Translucent& b) { return a.depth > b.depth; });
    weapon_first = static_cast<std::uint32_t>(sprites.size());
    weapon_fuzz.clear();
    const int colour_base = view_colour ? view_colour : looks->colour_base(world.mobj_sector(*p.mo));
    for (const sim::PspriteDef& psp : p.psprites) {
        if (psp.state == sim::S_NULL) continue;
        const auto weapon = project_weapon(world, p, psp, tables, assets->sprites, pixels, colour_base);
        if (!weapon) continue;
        const bool fuzz = weapon->colormap_row == kFuzz;
        const int flags = kSpriteScreen | (fuzz ? kSpriteFuzz : kSpriteFixedRow);
        const int translation = weapon->translation;
        sprites.push_back({Int4{weapon->x1, weapon->x2, weapon->startfrac, weapon->xiscale},
                           Int4{flags | translation << kSpriteTranslationShift, 0, tables.height,
                                fuzz ? 0 : weapon->colormap_row},
                           Int4{weapon->texturemid, tables.pspriteiscale >> tables.detailshift,
                                static_cast<std::int32_t>(weapon->picture), 0},
                           Int4{}, Int4{}});
        weapon_fuzz.push_back(fuzz);
    }
}

TrueViewBlock TrueView::Impl::view_block(const sim::World& world, int player, const TrueEye& eye) {
    const sim::Player& p = viewer(world, player);
    TrueViewBlock b{};
    b.clip_from_map = true_clip_from_map(eye, tables);
    b.eye = {static_cast<float>(eye.x), static_cast<float>(eye.y), static_cast<float>(eye.z), 0};
    b.forward = {static_cast<float>(std::cos(eye.yaw)), static_cast<float>(std::sin(eye.yaw)), 0, 0};
    // The 320-wide model's projection, >> LIGHTSCALESHIFT (ViewTables::scale_light_index).
    const double model = static_cast<double>(tables.projection) / tables.layout_scale * 16.0;
    const double clip = static_cast<double>(tables.clipangle) / 4294967296.0 * 2 * 3.14159265358979323846;
    b.light_scales = {static_cast<float>(model), static_cast<float>(model * (1 << tables.detailshift)),
                      static_cast<float>(tables.projection * kUnit * tables.sky_iscale * kUnit),
                      static_cast<float>(std::cos(clip))};
    b.light = {p.extralight, p.fixedcolormap ? view_colour + p.fixedcolormap : -1, 0, world.textures.sky_flat};
    b.sky = {tables.sky_iscale, 0, tables.centerx, view_colour};
    const bool level = eye.pitch == 0.0;
    b.plane_mapping = {static_cast<float>(tables.projection * kUnit),
                       static_cast<float>(tables.centery - tables.pitch),
                       static_cast<float>(tables.layout_scale * kUnit / 2 - 0.5), level ? 1.0f : 0.0f};
    b.frame = {static_cast<std::int32_t>(frame_number % 50), tables.width, tables.height, pixel_data.flats_at};
    b.wall_columns = {column_runs.records, level_tables.slab_lists_at(), static_cast<std::int32_t>(world.sectors.size()), 0};
    // At pitch 0 the sky's columns (true3d.glsl: sky_index) and the span pass take the eye as the original's.
    const ViewPoint at = view_point(world, p);
    if (level) b.plane_eye = {at.x, at.y, static_cast<std::int32_t>(p.mo->angle), p.viewz};
    if (spans_this_frame) {
        b.plane_mapping[3] = 2.0f;
        b.span_tables = true_span_table_starts(tables);
        // R_ClearPlanes' steps for the eye's angle, for planes not turned (true_spans.comp).
        const unsigned fine = (p.mo->angle - base::kAng90) >> base::kAngleToFineShift;
        const base::fixed_t projection = tables.base_xtoviewangle.empty() ? tables.projection : tables.base_projection;
        b.span_base = {base::fixed_div(base::fine_cosine(fine), projection),
                       -base::fixed_div(base::fine_sine(fine), projection), true_model_column_table_start(tables), 0};
        b.span_scales = {tables.projection, tables.base_projection, tables.layout_scale,
                         static_cast<std::int32_t>(tables.base_xtoviewangle.size())};
    }
    return b;
}

// The frame's data into the next slot's buffers; the tables every slot
// shares are replaced only once no frame in flight reads them.
void TrueView::Impl::upload(const sim::World& world, int player, const TrueEye& eye) {
    TrueSlot& s = slot();
    bool grown = false;
    const TrueViewBlock block = view_block(world, player, eye);
    write(*context, s.view, std::span(&block, 1), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT, grown);
    write(*context, s.sectors, level_tables.sectors(), kShaderRead, grown);
    write(*context, s.sector_slopes, level_tables.sector_slopes(), kShaderRead, grown);
    write(*context, s.plane_looks, level_tables.plane_looks(), kShaderRead, grown);
    write(*context, s.sides, level_tables.sides(), kShaderRead, grown);
    const int sky = sky_texture_number(world, assets->textures, pixels);
    write(*context, s.skies, skies.pack(world, *looks, sky_defs, pixel_data, sky, level_tables.sides()), kShaderRead,
          grown);
    if (s.side_looks_version != level_tables.looks_version()) {
        write(*context, s.side_looks, level_tables.side_looks(), kShaderRead, grown);
        s.side_looks_version = level_tables.looks_version();
    }
    const std::span<const Int4> sprite_words(sprites.empty() ? nullptr : sprites.front().data(),
                                             sprites.size() * std::tuple_size_v<TrueSprite>);
    write(*context, s.sprites, sprite_words, kShaderRead, grown);
    write(*context, s.indices, draws.indices(), VK_BUFFER_USAGE_INDEX_BUFFER_BIT, grown);
    write(*context, s.seg_terms, std::span<const Int4>(seg_terms), kShaderRead, grown);
    if (moving_segs) {
        write(*context, s.seg_geometry, level_tables.seg_geometry(), kShaderRead, grown);
        write(*context, s.seg_links, level_tables.seg_links(), kShaderRead, grown);
    }
    write(*context, s.column_segs, std::span<const Int4>(column_runs.runs), kShaderRead, grown);
    const std::size_t record_bytes = static_cast<std::size_t>(column_runs.records) * 2 * sizeof(std::uint32_t);
    if (s.wall_columns.get() == VK_NULL_HANDLE || s.wall_columns.size() < record_bytes) {
        s.wall_columns = Buffer::create(*context, std::max<std::size_t>(record_bytes + record_bytes / 2, 16), kShaderRead,
                                        MemoryUse::device_local);
        grown = true;
    }
    if (light_tables_dirty || dense.changed()) {
        ring.finish_all();
        for (const auto& other : slots) other->descriptors_dirty = true;
    }
    if (light_tables_dirty) {
        bool unused = false;
        const std::vector<std::uint32_t> light = true_light_tables(tables);
        write(*context, light_buffer, std::span<const std::uint32_t>(light), kShaderRead, unused);
        const std::vector<std::uint32_t> columns = true_column_tables(tables);
        write(*context, column_tables, std::span<const std::uint32_t>(columns), kShaderRead, unused);
        light_tables_dirty = false;
    }
    if (dense.changed()) {
        dense_words = Buffer::create(*context, std::max<std::size_t>(dense.words().size_bytes(), 16), kShaderRead,
                                     MemoryUse::device_local);
        dense_words.upload(*context, std::as_bytes(dense.words()));
        dense_table = Buffer::create(*context, std::max<std::size_t>(dense.table().size_bytes(), 16), kShaderRead,
                                     MemoryUse::device_local);
        dense_table.upload(*context, std::as_bytes(dense.table()));
        dense.uploaded();
    }
    const std::size_t view_bytes = static_cast<std::size_t>(tables.width) * static_cast<std::size_t>(tables.height);
    if (s.behind.get() == VK_NULL_HANDLE || s.behind.size() < view_bytes) {
        s.behind = Buffer::create(*context, std::max<std::size_t>(view_bytes, 16),
                                  kShaderRead | VK_BUFFER_USAGE_TRANSFER_DST_BIT, MemoryUse::device_local);
        grown = true;
    }
    const OffscreenTarget& target = *ring.slot().target;
    // Made on every device: the planes' shaders name it even where no span pass runs.
    if (!s.plane_keys || s.plane_keys->width() != target.width() || s.plane_keys->height() != target.height()) {
        s.plane_keys = Image::create(*context, target.width(), target.height(), VK_FORMAT_R32_UINT,
                                     VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT);
        s.plane_keys_general = false;
        grown = true;
    }
    if (grown || s.descriptors_dirty) write_descriptors();
}

void TrueView::Impl::write_descriptors() {
    TrueSlot& s = slot();
    const VkDescriptorSet set = slot_set();
    const Buffer* segs = moving_segs ? &s.seg_geometry : &seg_geometry;
    const Buffer* links = moving_segs ? &s.seg_links : &seg_links;
    const std::array<const Buffer*, kBindingCount> buffers{&s.view,        &pixel_words, &colormaps,   &textures,
                                                           &s.sectors,     &s.sides,     segs,          links,
                                                           &light_buffer,  &dense_words, &dense_table, &s.sprites,
                                                           &s.behind,      &s.seg_terms, &column_tables,
                                                           &blend_tables, &s.plane_looks, &s.side_looks,
                                                           nullptr,        nullptr,      &s.wall_columns,
                                                           &s.column_segs, &s.wall_columns, &s.sector_slopes,
                                                           &s.skies};
    for (std::uint32_t b = 0; b < kBindingCount; ++b) {
        if (b == kPlaneKeys || b == kIndexImage) {
            // Without the span pass the index image is no storage image, and nothing reads it.
            if (b == kPlaneKeys) write_storage_image(*context, set, b, s.plane_keys->view());
            else if (span_pass) write_storage_image(*context, set, b, ring.slot().target->indices().view());
        } else if (b == kView) {
            write_uniform_buffer(*context, set, b, *buffers[b]);
        } else if (texel_format(b) != VK_FORMAT_UNDEFINED) {
            s.texel_views[b] = create_texel_view(*context, *buffers[b], texel_format(b));
            write_texel_buffer(*context, set, b, s.texel_views[b].get());
        } else {
            write_storage_buffer(*context, set, b, *buffers[b]);
        }
    }
    s.descriptors_dirty = false;
}

}  // namespace render::vulkan
