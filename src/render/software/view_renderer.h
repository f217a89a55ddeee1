#pragma once
// One frame of the 3D view (R_RenderPlayerView) and the state it keeps
// while drawing: the BSP walk with its solid-wall clip list, the wall
// segments and their sprite clipping records, the visplanes, and the
// sprites. Internal to the software renderer; the original kept all of
// this in globals of r_bsp.c, r_segs.c, r_plane.c and r_things.c.
//
// Nothing here is limited to 320×200: draw segments, visplanes, openings
// and sprites grow as needed.
#include <array>
#include <span>
#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "assets/asset_set.h"
#include "assets/sprites.h"
#include "render/software/draw_queue.h"
#include "render/software/drawers.h"
#include "render/software/pixel_sources.h"
#include "render/deep_water.h"
#include "render/map_looks.h"
#include "render/software/walk_records.h"
#include "render/scene/extra_floor_mesh.h"
#include "render/sky_definitions.h"
#include "render/slab_lights.h"
#include "render/view_tables.h"
#include "sim/world.h"

namespace render::software {

inline constexpr int kSilBottom = 1;
inline constexpr int kSilTop = 2;
inline constexpr std::int16_t kMaxShort = 0x7fff;
inline constexpr int kNoClip = -1;  // "no clip array" in a DrawSeg

struct ClipRange {
    int first = 0, last = 0;
};

// drawseg_t. Clip arrays are offsets into the openings, read as
// openings[offset + x].
struct DrawSeg {
    int seg = 0;
    int x1 = 0, x2 = 0;
    fixed_t scale1 = 0, scale2 = 0, scalestep = 0;
    int silhouette = 0;
    fixed_t bsilheight = 0, tsilheight = 0;
    int sprtopclip = kNoClip, sprbottomclip = kNoClip, maskedtexturecol = kNoClip;
};

// What R_FindPlane joins planes by: height, picture and light, and the
// plane's look (map_looks.h): panning, scale and rotation (null: none)
// and colour table.
struct PlaneKind {
    fixed_t height = 0;
    int picnum = 0;
    int lightlevel = 0;
    const PlaneLook* look = nullptr;
    int colour_base = 0;
    int sky_line = -1;  // a sky taken from this line's wall (MBF's 271/272), or the level's
    // A sloped plane (sloped_planes.cpp): its slope, and whether it is a
    // ceiling (a flat one is a floor below the eye, a ceiling above it).
    sim::SectorPlane slope;
    bool ceiling = false;
    bool operator==(const PlaneKind& o) const {
        return height == o.height && picnum == o.picnum && lightlevel == o.lightlevel &&
               colour_base == o.colour_base && sky_line == o.sky_line && slope == o.slope && ceiling == o.ceiling &&
               (look == o.look || (look && o.look && *look == *o.look));
    }
};

// The fields of a sector the walk draws it by: its own, or for a sector
// under Boom's deep water (242) R_FakeFlat's copy, whose heights, flats and
// light come from the control sector as the view stands above, inside or
// below the fake planes. *_look: the sector whose plane looks (offsets)
// the flats take.

struct Visplane {
    PlaneKind kind;
    int minx = 0, maxx = 0;
    // Indexed by x + 1 so that the original's pads at minx-1 and maxx+1
    // exist. kUnset in top marks a column the plane does not cover.
    std::vector<std::uint16_t> top, bottom;
};
inline constexpr std::uint16_t kUnset = 0xffff;

struct VisSprite {
    int x1 = 0, x2 = 0;
    fixed_t gx = 0, gy = 0, gz = 0, gzt = 0;
    fixed_t startfrac = 0, scale = 0, xiscale = 0, texturemid = 0;
    fixed_t yscale = 0, yiscale = 0;           // render::ProjectedSprite's
    std::size_t patch = 0;                     // SpritePatch
    const std::uint8_t* colormap = nullptr;    // null: fuzz
    int colormap_row = 0;                      // its COLORMAP row, or kFuzz
    int translation = 0;                       // ProjectedSprite::translation
    int blend = 0;                             // MapLooks blend table, 0: opaque
    std::uint32_t surface = 0;                 // a thing's or the weapon's surface id, for compare
    int heightsec = -1;                        // Boom: its sector's deep water control sector, clipping it
};

class ViewRenderer {
public:
    // `assets` must hold the sprites in the simulation's order; both must outlive this.
    ViewRenderer(PixelSources& pixels, const assets::AssetSet& assets);

    void set_view(const ViewTables& tables) { t_ = &tables; }
    // Draws the console player's view into the canvas; `beside` as
    // DrawQueue::begin says (on another thread with several).
    void render(const sim::World& world, int player, const Canvas& canvas, std::function<void()> beside = {});

    void reset_fuzz() { fuzz_.reset(); }
    // Draws with `threads` threads from the next frame on (draw_queue.h).
    void set_threads(int threads) {
        if (queue_->threads() != threads) queue_ = std::make_unique<DrawQueue>(threads);
    }

    // The walk alone, drawing nothing but recording each stored seg's
    // columns; then, of that walk: the subsectors it reached and the segs
    // it stored wall ranges for, nearest first, each once, with their
    // columns; and the floor and
    // ceiling spans, with `ids` (the view's pixels, row by row) holding at
    // each pixel a span covers that span's index, kSkySpan on the sky,
    // kNoSpanRecord elsewhere.
    void walk(const sim::World& world, int player);
    void stored_segs(std::vector<int>& segs) const;
    std::span<const StoredSeg> stored_seg_columns() const { return stored_; }
    std::span<const ColumnRecord> wall_columns() const { return wall_columns_; }
    // `ids` empty: the spans alone.
    void find_spans(std::span<std::uint32_t> ids, std::vector<SpanRecord>& spans);
    std::size_t plane_cover(std::vector<PlaneRect>& rects, int slab) const;
    void sky_columns(std::vector<std::int32_t>& rows, std::vector<SkyRect>& rects, int slab) const;
    // Of the last find_spans: the skies its sky planes show, the level's
    // first (its texture as -1: the caller knows it).
    std::span<const SkyPicture> skies() const { return skies_; }
    // And the things it drew, far to near, each with its columns' clip rows
    // (sprite_clips(), x1 to x2, one sprite after another), and the runs of
    // masked mid texture columns R_DrawSprite and R_DrawMasked drew among them.
    std::span<const VisSprite> sprites() const { return vissprites_; }
    std::span<const SpriteClip> sprite_clips() const { return sprite_clips_; }
    std::span<const MaskedRun> masked_runs() const { return masked_runs_; }
    // The visual fields of the level last walked or drawn.
    const MapLooks& looks() const { return looks_; }

private:
    // Per-level data: which sides name textures the WADs lack.
    void prepare_level(const sim::World& world);
    void setup_frame(const sim::World& world, int player);
    void clear_frame();

    // r_bsp.c
    void render_bsp_node(std::uint32_t node);
    void render_subsector(int subsector);
    // R_FakeFlat (fake_flats.cpp): how `sector` is drawn from this view,
    // with its floor and ceiling light levels; `back` for the far side of
    // a line (an under-water view keeps its flats).
    DrawnSector drawn_sector(int sector, int* floor_light, int* ceiling_light, bool back) const;
    WaterEye water_eye() const { return {view_heightsec_, viewz_, sky_flat_}; }
    // The first light row of the view's colour table: Boom's colormap of the
    // deep water the view is in, else the sector's own (map_looks.h).
    int sector_colour_base(int sector) const { return view_colour_ ? view_colour_ : looks_.colour_base(sector); }
    void add_line(int seg);
    // ZDoom's slopes (sloped_planes.cpp). The plane a drawn sector's floor
    // or ceiling slopes by, null when flat: always null in walk(), whose
    // records the exact view fills as flat planes, and under Boom's deep
    // water, whose fake planes are flat.
    const sim::SectorPlane* drawn_slope(int sector, const DrawnSector& drawn, bool ceiling) const;
    // Such a plane's height at (x, y): `height` itself when flat.
    static fixed_t drawn_z(const sim::SectorPlane* slope, fixed_t height, fixed_t x, fixed_t y) {
        return slope ? sim::sloped_plane_z(*slope, height, x, y) : height;
    }
    // The map points where screen columns x1 and x2 see the current seg.
    std::array<std::array<fixed_t, 2>, 2> seg_points(int x1, int x2) const;
    bool check_bbox(const map::BBox& box) const;
    // Screen columns [x1, x2) of a view-relative angle pair; false when
    // outside the field of view or narrower than a column.
    bool view_columns(angle_t angle1, angle_t angle2, int& x1, int& x2) const;
    void clip_solid_wall(int first, int last);
    void clip_pass_wall(int first, int last);

    // r_segs.c
    void store_wall_range(int start, int stop);
    // The record of curline_'s columns (walk()), made at its first stored
    // range and widened by the later ones; its index in stored_.
    // With `part_columns`, a run of columns per part (StoredSeg::part_stride).
    std::size_t seg_record(int start, int stop, angle_t normalangle, fixed_t distance, const fixed_t (&texturemid)[4],
                           bool part_columns);
    void bound_stored_rows();  // walk(): StoredSeg::rows, from the columns
    fixed_t masked_texturemid(const sim::SectorState& front, const sim::SectorState& back, int flags, int texture,
                              fixed_t rowoffset, int side) const;
    // The scalelight row set of a seg's walls: its side's light, with fake contrast.
    const std::uint8_t* wall_lights(const map::Seg& seg, int sector_light) const;
    void render_masked_seg_range(const DrawSeg& ds, int x1, int x2);
    // walk(): the columns of ds in [x1, x2] not drawn yet, as runs, marked drawn.
    void record_masked_runs(const DrawSeg& ds, int x1, int x2);
    int wall_texture(int texture, int side, int slot) const;

    // r_plane.c
    // The visplane for a sector's floor or ceiling: R_FindPlane's height,
    // picture and light, and the plane's look (map_looks.h) from
    // `look_sector`; its sky line and colour table from `sector`.
    int find_plane(fixed_t height, int picnum, int sector, bool ceiling, int light, int look_sector,
                   const sim::SectorPlane* slope);
    int check_plane(int plane, int start, int stop);
    int new_plane(PlaneKind kind, int minx, int maxx);
    // Whether two sectors' floors (ceilings) look the same beyond picture,
    // height and sector light: plane light, panning, scale, rotation, colour.
    // A sector's floor or ceiling light: its own, or the one a Boom 213/261
    // line lends it, with its UDMF plane light.
    int plane_light(int sector, bool ceiling) const;
    bool same_plane_looks(int a, int b, bool ceiling) const;
    void draw_planes();
    // Whether a plane of this flat is sky: F_SKY1, or a flat SKYDEFS maps to a sky.
    bool is_sky(int picnum) const { return picnum == sky_flat_ || sky_defs_.flat_sky(picnum) >= 0; }
    // The sky a sky plane shows: by its line (MBF's 271/272), its flat
    // (SKYDEFS), else the level's.
    SkyPicture sky_picture(const PlaneKind& kind);
    // A sky column of `layer` over rows yl..yh of column x.
    void draw_sky_column(const SkyLayer& layer, int x, int yl, int yh, bool over);
    // find_spans: skies_ from the sky planes, the level's first.
    void gather_skies();
    int sky_of(const Visplane& pl) const;
    void map_spans(Visplane& pl);
    void make_spans(int x, int t1, int b1, int t2, int b2);
    void begin_plane(const Visplane& pl);
    void map_plane(int y, int x1, int x2);
    // A sloped plane's set-up and its rows (sloped_planes.cpp).
    void begin_sloped_plane(const Visplane& pl);
    void map_sloped_plane(int y, int x1, int x2);
    // A plane drawn a pixel at a time (a sloped one, or a 3D floor's), kept
    // in sloped_planes_ for the frame; and its row y from x1 to x2.
    SlopedPlane& new_sloped_plane(const sim::SectorPlane& slope, fixed_t height, bool ceiling, int flat, int light,
                                  int colour_base, const PlaneLook* look, std::uint32_t surface);
    SlopedSpanJob sloped_row(const SlopedPlane& p, int y, int x1, int x2) const;
    ScaledSpanJob scaled_span(int y, int x1, int x2, fixed_t distance) const;
    // A span's flat position and step in the plane's texels: scaled, then panned.
    void texel_span(fixed_t& xfrac, fixed_t& yfrac, fixed_t& xstep, fixed_t& ystep) const;
    void record_span(int y, int x1, int x2, const SpanRecord& span);
    void mark_sky(const Visplane& pl);  // find_spans: kSkySpan on the plane's pixels
    // plane_cover: the plane's bounds over each `slab` columns it has.
    static void bound_columns(const Visplane& pl, int slab, std::vector<PlaneRect>& rects);

    // ZDoom's 3D floors (extra_floor_drawing.cpp): their pieces, per level;
    // the view's inverse depths, kept per pixel while a level has slabs
    // (note_*: what the walk draws), and the slabs drawn where nearer.
    void prepare_extra_floors(const sim::World& world);
    void begin_depths(const sim::World& world);
    void note_depth_column(int x, int yl, int yh, fixed_t scale);
    void note_depth(int x, int y, double inverse);
    void draw_extra_floors();
    // One translucent slab's planes and sides (its index), or (-1) every opaque one's.
    void draw_slab_pieces(int only);
    // A wall column in a sector whose slabs shade it (render/slab_lights.h):
    // cut at each light list entry's row, each piece lit by its own level.
    void queue_shaded_column(ColumnJob job, const map::Seg& seg, fixed_t scale, int colour_base);

    // r_things.c
    void add_sprites(int sector, int floor_light, int ceiling_light);
    void project_sprite(const sim::Mobj& thing, const std::uint8_t* spritelights, int colour_base);
    void sort_sprites();
    void draw_masked();
    void record_masked();  // walk(): draw_masked's decisions, drawing nothing
    // R_DrawSprite's clip rows for `spr` in clipbot_ and cliptop_; the
    // masked mid textures behind it are drawn (recorded, in a walk) first.
    void clip_sprite(const VisSprite& spr);
    // Boom (fake_flats.cpp): whether a thing in deep water is wholly on the
    // other side of its fake floor or ceiling from the view, and the clip
    // rows those planes add to R_DrawSprite's.
    void clip_by_water(const VisSprite& spr);
    void draw_sprite(const VisSprite& spr);
    void draw_vis_sprite(const VisSprite& vis, const std::int16_t* floorclip, const std::int16_t* ceilingclip);
    // `spryscale` places the posts' rows, `depth_scale` is the column's depth.
    void draw_masked_column(PostColumn column, ColumnJob job, fixed_t sprtopscreen, fixed_t spryscale,
                            fixed_t depth_scale, const std::int16_t* floorclip, const std::int16_t* ceilingclip);
    VisSprite vis_sprite(const ProjectedSprite& p, fixed_t gx, fixed_t gy) const;
    void draw_player_sprites();
    void draw_psprite(const sim::PspriteDef& psp);

    // r_main.c geometry, relative to the view point
    angle_t point_to_angle(fixed_t x, fixed_t y) const;
    fixed_t point_to_dist(fixed_t x, fixed_t y) const;
    fixed_t scale_from_global_angle(angle_t visangle, angle_t normalangle, fixed_t distance) const;

    int new_openings(int count);
    std::int16_t* opening(int offset) { return openings_.data() + offset; }
    // A light row of COLORMAP or of a colour table of the level's (map_looks.h).
    const std::uint8_t* colormap(int row) const { return looks_.colormap(row); }
    // Such a row as compare's surface image gives it: COLORMAP's rows as
    // they are, a colour table's as none (render/surface_image.h).
    std::uint8_t surface_light(int row) const {
        return row >= 0 && row < assets_->colormaps.count() ? static_cast<std::uint8_t>(row) : kNoLightRow;
    }
    // A wall part's surface id: render::scene::WallPart's order.
    static std::uint32_t wall_surface(int seg, int part) {
        return surface_id(SurfaceKind::wall, static_cast<std::uint32_t>(seg) * 4 + static_cast<std::uint32_t>(part));
    }

    PixelSources* pixels_;
    const assets::AssetSet* assets_;
    const assets::SpriteSet* sprites_;
    MapLooks looks_;  // the level's visual fields
    const ViewTables* t_ = nullptr;
    Fuzz fuzz_;
    std::unique_ptr<DrawQueue> queue_ = std::make_unique<DrawQueue>(1);
    std::array<std::array<std::uint8_t, 256>, 3> translations_{};

    // The frame being drawn
    const sim::World* world_ = nullptr;
    const sim::Player* viewplayer_ = nullptr;
    Canvas canvas_;
    fixed_t viewx_ = 0, viewy_ = 0, viewz_ = 0;
    angle_t viewangle_ = 0;
    fixed_t viewsin_ = 0, viewcos_ = 0;
    SpriteView sprite_view_;  // the view as R_ProjectSprite takes it, once a frame
    int extralight_ = 0;
    SlabLights slab_lights_;  // this frame's, for the sectors slabs shade
    const std::uint8_t* fixedcolormap_ = nullptr;
    int fixed_row_ = -1;  // fixedcolormap_'s COLORMAP row
    int sky_texture_ = 0;
    int sky_flat_ = -1;
    SkyDefinitions sky_defs_;  // the WADs' SKYDEFS

    std::vector<ClipRange> solidsegs_;
    std::vector<DrawSeg> drawsegs_;
    std::vector<std::int16_t> openings_;  // [0, w): -1; [w, 2w): view height; then per-seg arrays
    std::vector<std::int16_t> floorclip_, ceilingclip_;
    std::vector<Visplane> visplanes_;
    std::size_t visplane_count_ = 0;
    std::unordered_map<std::uint64_t, int> first_plane_;  // (height, pic, light) → first visplane
    std::vector<int> spanstart_;
    std::vector<std::int16_t> clipbot_, cliptop_;  // a sprite's clip rows (R_DrawSprite)
    std::vector<VisSprite> vissprites_;
    std::vector<int> sector_seen_;  // frame number per sector (the original's validcount)
    int frame_number_ = 0;

    // The subsector and seg being drawn (R_Subsector / R_AddLine)
    int frontsector_ = 0;
    int backsector_ = map::kNone;
    DrawnSector front_, back_;  // as drawn (drawn_sector)
    int view_heightsec_ = -1;   // the deep water control sector of the view's sector, or -1
    int view_colour_ = 0;       // Boom's colormap there as a first light row; 0: none
    int curline_ = 0;
    angle_t rw_angle1_ = 0;
    int floorplane_ = -1, ceilingplane_ = -1;
    bool slopes_ = false;  // render() of a level with sloped planes
    bool depths_ = false;  // render() of a level with 3D floors
    std::vector<float> depth_;  // inverse depth per view pixel, 0: nothing (or sky)
    std::vector<float> kept_depth_;  // SlabLayerJob's, while a translucent slab is drawn
    std::vector<std::uint8_t> kept_pixels_;
    double inverse_projection_ = 0;  // a scale times this: the inverse depth
    scene::LevelMesh slab_mesh_;       // the level's mesh with its slabs' pieces
    scene::ExtraFloorMesh slab_parts_;
    std::size_t map_flat_vertices_ = 0;  // slab_mesh_'s flat vertices before the slabs' 
    // The slopes of front_'s and back_'s planes as drawn (drawn_slope).
    const sim::SectorPlane *front_floor_slope_ = nullptr, *front_ceiling_slope_ = nullptr;
    const sim::SectorPlane *back_floor_slope_ = nullptr, *back_ceiling_slope_ = nullptr;
    // front_'s planes' heights where the eye stands (its own heights when flat).
    fixed_t front_floor_at_eye_ = 0, front_ceiling_at_eye_ = 0;

    // Planes being drawn (R_DrawPlanes / R_MapPlane)
    fixed_t planeheight_ = 0;  // and its distance from the eye's
    // The view as a plane's texture sees it: the frame's, or for a rotated
    // plane the frame's turned about the map's origin (map_looks.h).
    struct PlaneView {
        fixed_t x = 0, y = 0;
        angle_t angle = 0;
        fixed_t basexscale = 0, baseyscale = 0;
        fixed_t base_basexscale = 0, base_baseyscale = 0;  // per 320-wide pixel
    };
    PlaneView plane_view(fixed_t x, fixed_t y, angle_t angle) const;
    PlaneView frame_plane_view_, plane_view_;
    const PlaneLook* plane_look_ = nullptr;  // panning and scale of the plane being drawn
    int plane_colour_ = 0;                   // its colour table's first row
    const std::uint8_t* plane_source_ = nullptr;
    const std::uint8_t* planezlight_ = nullptr;
    int plane_flat_ = 0;
    std::uint32_t plane_surface_ = 0;  // its surface id, for compare
    int plane_light_ = 0;  // the zlight row set, by light level
    const SlopedPlane* sloped_plane_ = nullptr;  // the sloped plane being drawn, or null
    std::deque<SlopedPlane> sloped_planes_;      // this frame's, kept until its jobs are drawn
    // find_spans: spans are recorded, not drawn.
    std::uint32_t* span_ids_ = nullptr;
    std::vector<SkyPicture> skies_;  // find_spans: the skies in view
    std::vector<std::pair<int, int>> sky_keys_;  // each of skies_' line and flat (-1, F_SKY1: the level's)
    std::vector<SpanRecord>* spans_ = nullptr;

    // walk(): each stored seg's columns, as R_RenderSegLoop decides them.
    bool record_columns_ = false;
    int line_x1_ = 0, line_x2_ = 0;  // R_AddLine's columns of curline_
    std::vector<StoredSeg> stored_;
    std::vector<ColumnRecord> wall_columns_;
    std::vector<std::int32_t> seg_records_;  // per seg: its index in stored_ this frame, or -1
    std::vector<SpriteClip> sprite_clips_;   // per sorted sprite, per column
    std::vector<MaskedRun> masked_runs_;
    std::size_t masked_before_ = 0;          // the sprite the masked runs recorded now precede

    // Textures the map names that the WADs lack, per side: top, mid, bottom.
    std::string level_key_;
    std::vector<std::array<bool, 3>> missing_textures_;
};

}  // namespace render::software
