#include "map/udmf_map_loader.h"

#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "base/error.h"
#include "base/log.h"
#include "map/blockmap_builder.h"
#include "map/blockmap_reader.h"
#include "map/derived_fields.h"
#include "map/extended_nodes.h"
#include "map/level_validation.h"
#include "map/node_builder.h"
#include "map/reject_reader.h"
#include "map/seg_overrides.h"
#include "map/textmap_parser.h"

namespace map {
namespace {

using udmf::Assignment;
using udmf::ValueKind;

// One assignment with the words to name it in a message.
class Field {
public:
    Field(const Assignment& a, const std::string& context) : a_(a), context_(context) {}

    [[noreturn]] void fail(const std::string& problem) const {
        throw base::Error(context_ + " " + std::to_string(a_.at.line) + ":" + std::to_string(a_.at.column) + ": " +
                          std::string(a_.name) + " " + problem);
    }

    // An integer in [lo, hi]; a float with no fraction is taken too, as
    // editors write some integer fields that way.
    int integer(std::int64_t lo = INT32_MIN, std::int64_t hi = INT32_MAX) const {
        const Assignment& a = a_;
        if (a.value.kind == ValueKind::Float && a.value.number != std::trunc(a.value.number))
            fail("must be an integer, not a fraction");
        if (a.value.kind != ValueKind::Integer && a.value.kind != ValueKind::Float) fail("must be an integer");
        if (a.value.integer < lo || a.value.integer > hi)
            fail("is " + std::to_string(a.value.integer) + ", outside " + std::to_string(lo) + " to " +
                 std::to_string(hi));
        return static_cast<int>(a.value.integer);
    }
    double real() const {
        if (a_.value.kind != ValueKind::Integer && a_.value.kind != ValueKind::Float) fail("must be a number");
        return a_.value.number;
    }
    std::string text() const {
        if (a_.value.kind != ValueKind::String) fail("must be a quoted string");
        return udmf::unescape(a_.value.text);
    }
    bool boolean() const {
        if (a_.value.kind == ValueKind::Keyword) {
            if (udmf::same_name(a_.value.text, "true")) return true;
            if (udmf::same_name(a_.value.text, "false")) return false;
        }
        fail("must be true or false");
    }
    // A map coordinate or height in 16.16, in the range fixed point holds.
    fixed_t fixed() const {
        const double v = real();
        if (!(v > -32768.0 && v < 32768.0)) fail("is outside -32768 to 32767, the range of map coordinates");
        return static_cast<fixed_t>(std::llround(v * base::kFracUnit));
    }
    fixed_t whole_units() const { return integer(-32768, 32767) * base::kFracUnit; }
    // A texture or flat name, upper-cased as lookups compare them.
    std::string name() const {
        std::string s = text();
        for (char& c : s)
            if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
        return s;
    }
    // "2 666 1003": moreids.
    std::vector<int> id_list() const {
        const std::string s = text();
        std::vector<int> ids;
        const char* p = s.data();
        const char* end = s.data() + s.size();
        while (p < end) {
            if (*p == ' ') {
                ++p;
                continue;
            }
            int id = 0;
            auto r = std::from_chars(p, end, id);
            if (r.ec != std::errc()) fail("must list whole numbers separated by spaces");
            ids.push_back(id);
            p = r.ptr;
        }
        return ids;
    }

private:
    const Assignment& a_;
    const std::string& context_;
};

// The element a block fills, and which of its fields without a default it has had.
template <class Core, class Extension>
struct Target {
    Core& core;
    Extension& ext;
    unsigned required = 0;
};

using VertexTarget = Target<Vertex, VertexExtension>;
using LineTarget = Target<Line, LineExtension>;
using SideTarget = Target<Side, SideExtension>;
using SectorTarget = Target<Sector, SectorExtension>;
using ThingTarget = Target<Thing, ThingExtension>;

template <class T>
using Setter = void (*)(T&, const Field&);
template <class T>
using FieldTable = std::unordered_map<std::string_view, Setter<T>>;


// Bits of Target::required.
constexpr unsigned kFirst = 1, kSecond = 2, kThird = 4;

template <class T, class E>
void set_bool(T& t, E flag, const Field& f) { t.ext.flags.set(flag, f.boolean()); }

template <class T>
void set_line_flag(T& t, int flag, const Field& f) {
    if (f.boolean()) t.core.flags |= flag;
    else t.core.flags &= ~flag;
}

#define BRIMSTONE_BOOL(T, name, flag) {name, [](T& t, const Field& f) { set_bool(t, flag, f); }}

const FieldTable<VertexTarget>& vertex_fields() {
    static const FieldTable<VertexTarget> table{
        {"x", [](VertexTarget& t, const Field& f) { t.core.x = f.fixed(); t.required |= kFirst; }},
        {"y", [](VertexTarget& t, const Field& f) { t.core.y = f.fixed(); t.required |= kSecond; }},
        {"zfloor", [](VertexTarget& t, const Field& f) { t.ext.zfloor = f.real(); }},
        {"zceiling", [](VertexTarget& t, const Field& f) { t.ext.zceiling = f.real(); }},
    };
    return table;
}

const FieldTable<LineTarget>& line_fields() {
    using T = LineTarget;
    static const FieldTable<T> table{
        {"id", [](T& t, const Field& f) { t.ext.id = f.integer(); }},
        {"v1", [](T& t, const Field& f) { t.core.v1 = f.integer(0); t.required |= kFirst; }},
        {"v2", [](T& t, const Field& f) { t.core.v2 = f.integer(0); t.required |= kSecond; }},
        {"blocking", [](T& t, const Field& f) { set_line_flag(t, kLineBlocking, f); }},
        {"blockmonsters", [](T& t, const Field& f) { set_line_flag(t, kLineBlockMonsters, f); }},
        {"twosided", [](T& t, const Field& f) { set_line_flag(t, kLineTwoSided, f); }},
        {"dontpegtop", [](T& t, const Field& f) { set_line_flag(t, kLineDontPegTop, f); }},
        {"dontpegbottom", [](T& t, const Field& f) { set_line_flag(t, kLineDontPegBottom, f); }},
        {"secret", [](T& t, const Field& f) { set_line_flag(t, kLineSecret, f); }},
        {"blocksound", [](T& t, const Field& f) { set_line_flag(t, kLineSoundBlock, f); }},
        {"dontdraw", [](T& t, const Field& f) { set_line_flag(t, kLineDontDraw, f); }},
        {"mapped", [](T& t, const Field& f) { set_line_flag(t, kLineMapped, f); }},
        BRIMSTONE_BOOL(T, "passuse", LineBool::PassUse),
        BRIMSTONE_BOOL(T, "translucent", LineBool::Translucent),
        BRIMSTONE_BOOL(T, "jumpover", LineBool::JumpOver),
        BRIMSTONE_BOOL(T, "blockfloaters", LineBool::BlockFloaters),
        BRIMSTONE_BOOL(T, "playercross", LineBool::PlayerCross),
        BRIMSTONE_BOOL(T, "playeruse", LineBool::PlayerUse),
        BRIMSTONE_BOOL(T, "monstercross", LineBool::MonsterCross),
        BRIMSTONE_BOOL(T, "monsteruse", LineBool::MonsterUse),
        BRIMSTONE_BOOL(T, "impact", LineBool::Impact),
        BRIMSTONE_BOOL(T, "playerpush", LineBool::PlayerPush),
        BRIMSTONE_BOOL(T, "monsterpush", LineBool::MonsterPush),
        BRIMSTONE_BOOL(T, "missilecross", LineBool::MissileCross),
        BRIMSTONE_BOOL(T, "repeatspecial", LineBool::RepeatSpecial),
        BRIMSTONE_BOOL(T, "playeruseback", LineBool::PlayerUseBack),
        BRIMSTONE_BOOL(T, "anycross", LineBool::AnyCross),
        BRIMSTONE_BOOL(T, "monsteractivate", LineBool::MonsterActivate),
        BRIMSTONE_BOOL(T, "blockplayers", LineBool::BlockPlayers),
        BRIMSTONE_BOOL(T, "blockeverything", LineBool::BlockEverything),
        BRIMSTONE_BOOL(T, "firstsideonly", LineBool::FirstSideOnly),
        BRIMSTONE_BOOL(T, "zoneboundary", LineBool::ZoneBoundary),
        BRIMSTONE_BOOL(T, "clipmidtex", LineBool::ClipMidTex),
        BRIMSTONE_BOOL(T, "wrapmidtex", LineBool::WrapMidTex),
        BRIMSTONE_BOOL(T, "midtex3d", LineBool::MidTex3d),
        BRIMSTONE_BOOL(T, "midtex3dimpassible", LineBool::MidTex3dImpassible),
        BRIMSTONE_BOOL(T, "checkswitchrange", LineBool::CheckSwitchRange),
        BRIMSTONE_BOOL(T, "blockprojectiles", LineBool::BlockProjectiles),
        BRIMSTONE_BOOL(T, "blockuse", LineBool::BlockUse),
        BRIMSTONE_BOOL(T, "blocksight", LineBool::BlockSight),
        BRIMSTONE_BOOL(T, "blockhitscan", LineBool::BlockHitscan),
        BRIMSTONE_BOOL(T, "transparent", LineBool::Transparent),
        {"special", [](T& t, const Field& f) { t.ext.special = f.integer(); }},
        {"arg0", [](T& t, const Field& f) { t.ext.args[0] = f.integer(); }},
        {"arg1", [](T& t, const Field& f) { t.ext.args[1] = f.integer(); }},
        {"arg2", [](T& t, const Field& f) { t.ext.args[2] = f.integer(); }},
        {"arg3", [](T& t, const Field& f) { t.ext.args[3] = f.integer(); }},
        {"arg4", [](T& t, const Field& f) { t.ext.args[4] = f.integer(); }},
        {"sidefront", [](T& t, const Field& f) { t.core.sides[0] = f.integer(0); t.required |= kThird; }},
        {"sideback", [](T& t, const Field& f) { t.core.sides[1] = f.integer(-1); }},
        {"comment", [](T& t, const Field& f) { t.ext.comment = f.text(); }},
        {"alpha", [](T& t, const Field& f) { t.ext.alpha = f.real(); }},
        {"renderstyle", [](T& t, const Field& f) { t.ext.renderstyle = f.text(); }},
        {"locknumber", [](T& t, const Field& f) { t.ext.locknumber = f.integer(); }},
        {"arg0str", [](T& t, const Field& f) { t.ext.arg0str = f.text(); }},
        {"moreids", [](T& t, const Field& f) { t.ext.more_ids = f.id_list(); }},
    };
    return table;
}

const FieldTable<SideTarget>& side_fields() {
    using T = SideTarget;
    static const FieldTable<T> table{
        {"offsetx", [](T& t, const Field& f) { t.core.texture_offset = f.whole_units(); }},
        {"offsety", [](T& t, const Field& f) { t.core.row_offset = f.whole_units(); }},
        {"texturetop", [](T& t, const Field& f) { t.core.top_texture = f.name(); }},
        {"texturebottom", [](T& t, const Field& f) { t.core.bottom_texture = f.name(); }},
        {"texturemiddle", [](T& t, const Field& f) { t.core.mid_texture = f.name(); }},
        {"sector", [](T& t, const Field& f) { t.core.sector = f.integer(0); t.required |= kFirst; }},
        {"comment", [](T& t, const Field& f) { t.ext.comment = f.text(); }},
        {"scalex_top", [](T& t, const Field& f) { t.ext.scale_x[kPartTop] = f.real(); }},
        {"scaley_top", [](T& t, const Field& f) { t.ext.scale_y[kPartTop] = f.real(); }},
        {"scalex_mid", [](T& t, const Field& f) { t.ext.scale_x[kPartMid] = f.real(); }},
        {"scaley_mid", [](T& t, const Field& f) { t.ext.scale_y[kPartMid] = f.real(); }},
        {"scalex_bottom", [](T& t, const Field& f) { t.ext.scale_x[kPartBottom] = f.real(); }},
        {"scaley_bottom", [](T& t, const Field& f) { t.ext.scale_y[kPartBottom] = f.real(); }},
        {"offsetx_top", [](T& t, const Field& f) { t.ext.offset_x[kPartTop] = f.real(); }},
        {"offsety_top", [](T& t, const Field& f) { t.ext.offset_y[kPartTop] = f.real(); }},
        {"offsetx_mid", [](T& t, const Field& f) { t.ext.offset_x[kPartMid] = f.real(); }},
        {"offsety_mid", [](T& t, const Field& f) { t.ext.offset_y[kPartMid] = f.real(); }},
        {"offsetx_bottom", [](T& t, const Field& f) { t.ext.offset_x[kPartBottom] = f.real(); }},
        {"offsety_bottom", [](T& t, const Field& f) { t.ext.offset_y[kPartBottom] = f.real(); }},
        {"light", [](T& t, const Field& f) { t.ext.light = f.integer(); }},
        BRIMSTONE_BOOL(T, "lightabsolute", SideBool::LightAbsolute),
        BRIMSTONE_BOOL(T, "lightfog", SideBool::LightFog),
        BRIMSTONE_BOOL(T, "nofakecontrast", SideBool::NoFakeContrast),
        BRIMSTONE_BOOL(T, "smoothlighting", SideBool::SmoothLighting),
        BRIMSTONE_BOOL(T, "clipmidtex", SideBool::ClipMidTex),
        BRIMSTONE_BOOL(T, "wrapmidtex", SideBool::WrapMidTex),
        BRIMSTONE_BOOL(T, "nodecals", SideBool::NoDecals),
    };
    return table;
}

const FieldTable<SectorTarget>& sector_fields() {
    using T = SectorTarget;
    static const FieldTable<T> table{
        {"heightfloor", [](T& t, const Field& f) { t.core.floor_height = f.whole_units(); }},
        {"heightceiling", [](T& t, const Field& f) { t.core.ceiling_height = f.whole_units(); }},
        {"texturefloor", [](T& t, const Field& f) { t.core.floor_flat = f.name(); t.required |= kFirst; }},
        {"textureceiling", [](T& t, const Field& f) { t.core.ceiling_flat = f.name(); t.required |= kSecond; }},
        {"lightlevel", [](T& t, const Field& f) { t.core.light = f.integer(); }},
        {"special", [](T& t, const Field& f) { t.ext.special = f.integer(); }},
        {"id", [](T& t, const Field& f) { t.core.tag = f.integer(); }},
        {"comment", [](T& t, const Field& f) { t.ext.comment = f.text(); }},
        {"xpanningfloor", [](T& t, const Field& f) { t.ext.floor.xpanning = f.real(); }},
        {"ypanningfloor", [](T& t, const Field& f) { t.ext.floor.ypanning = f.real(); }},
        {"xpanningceiling", [](T& t, const Field& f) { t.ext.ceiling.xpanning = f.real(); }},
        {"ypanningceiling", [](T& t, const Field& f) { t.ext.ceiling.ypanning = f.real(); }},
        {"xscalefloor", [](T& t, const Field& f) { t.ext.floor.xscale = f.real(); }},
        {"yscalefloor", [](T& t, const Field& f) { t.ext.floor.yscale = f.real(); }},
        {"xscaleceiling", [](T& t, const Field& f) { t.ext.ceiling.xscale = f.real(); }},
        {"yscaleceiling", [](T& t, const Field& f) { t.ext.ceiling.yscale = f.real(); }},
        {"rotationfloor", [](T& t, const Field& f) { t.ext.floor.rotation = f.real(); }},
        {"rotationceiling", [](T& t, const Field& f) { t.ext.ceiling.rotation = f.real(); }},
        {"ceilingplane_a", [](T& t, const Field& f) { t.ext.ceiling.plane[0] = f.real(); }},
        {"ceilingplane_b", [](T& t, const Field& f) { t.ext.ceiling.plane[1] = f.real(); }},
        {"ceilingplane_c", [](T& t, const Field& f) { t.ext.ceiling.plane[2] = f.real(); }},
        {"ceilingplane_d", [](T& t, const Field& f) { t.ext.ceiling.plane[3] = f.real(); }},
        {"floorplane_a", [](T& t, const Field& f) { t.ext.floor.plane[0] = f.real(); }},
        {"floorplane_b", [](T& t, const Field& f) { t.ext.floor.plane[1] = f.real(); }},
        {"floorplane_c", [](T& t, const Field& f) { t.ext.floor.plane[2] = f.real(); }},
        {"floorplane_d", [](T& t, const Field& f) { t.ext.floor.plane[3] = f.real(); }},
        {"lightfloor", [](T& t, const Field& f) { t.ext.floor.light = f.integer(); }},
        {"lightceiling", [](T& t, const Field& f) { t.ext.ceiling.light = f.integer(); }},
        BRIMSTONE_BOOL(T, "lightfloorabsolute", SectorBool::LightFloorAbsolute),
        BRIMSTONE_BOOL(T, "lightceilingabsolute", SectorBool::LightCeilingAbsolute),
        {"alphafloor", [](T& t, const Field& f) { t.ext.floor.alpha = f.real(); }},
        {"alphaceiling", [](T& t, const Field& f) { t.ext.ceiling.alpha = f.real(); }},
        {"renderstylefloor", [](T& t, const Field& f) { t.ext.floor.renderstyle = f.text(); }},
        {"renderstyleceiling", [](T& t, const Field& f) { t.ext.ceiling.renderstyle = f.text(); }},
        {"gravity", [](T& t, const Field& f) { t.ext.gravity = f.real(); }},
        {"lightcolor", [](T& t, const Field& f) { t.ext.lightcolor = f.integer(); }},
        {"fadecolor", [](T& t, const Field& f) { t.ext.fadecolor = f.integer(); }},
        {"desaturation", [](T& t, const Field& f) { t.ext.desaturation = f.real(); }},
        BRIMSTONE_BOOL(T, "silent", SectorBool::Silent),
        BRIMSTONE_BOOL(T, "nofallingdamage", SectorBool::NoFallingDamage),
        BRIMSTONE_BOOL(T, "dropactors", SectorBool::DropActors),
        BRIMSTONE_BOOL(T, "norespawn", SectorBool::NoRespawn),
        {"soundsequence", [](T& t, const Field& f) { t.ext.soundsequence = f.text(); }},
        BRIMSTONE_BOOL(T, "hidden", SectorBool::Hidden),
        BRIMSTONE_BOOL(T, "waterzone", SectorBool::WaterZone),
        {"moreids", [](T& t, const Field& f) { t.ext.more_ids = f.id_list(); }},
        {"damageamount", [](T& t, const Field& f) { t.ext.damageamount = f.integer(); }},
        {"damagetype", [](T& t, const Field& f) { t.ext.damagetype = f.text(); }},
        {"damageinterval", [](T& t, const Field& f) { t.ext.damageinterval = f.integer(); }},
        {"leakiness", [](T& t, const Field& f) { t.ext.leakiness = f.integer(); }},
        BRIMSTONE_BOOL(T, "damageterraineffect", SectorBool::DamageTerrainEffect),
        BRIMSTONE_BOOL(T, "damagehazard", SectorBool::DamageHazard),
        {"floorterrain", [](T& t, const Field& f) { t.ext.floor.terrain = f.text(); }},
        {"ceilingterrain", [](T& t, const Field& f) { t.ext.ceiling.terrain = f.text(); }},
        {"floor_reflect", [](T& t, const Field& f) { t.ext.floor.reflect = f.real(); }},
        {"ceiling_reflect", [](T& t, const Field& f) { t.ext.ceiling.reflect = f.real(); }},
        {"fogdensity", [](T& t, const Field& f) { t.ext.fogdensity = f.integer(); }},
        {"floorglowcolor", [](T& t, const Field& f) { t.ext.floor.glowcolor = f.integer(); }},
        {"floorglowheight", [](T& t, const Field& f) { t.ext.floor.glowheight = f.real(); }},
        {"ceilingglowcolor", [](T& t, const Field& f) { t.ext.ceiling.glowcolor = f.integer(); }},
        {"ceilingglowheight", [](T& t, const Field& f) { t.ext.ceiling.glowheight = f.real(); }},
        {"color_floor", [](T& t, const Field& f) { t.ext.floor.color = f.integer(); }},
        {"color_ceiling", [](T& t, const Field& f) { t.ext.ceiling.color = f.integer(); }},
        {"color_walltop", [](T& t, const Field& f) { t.ext.color_walltop = f.integer(); }},
        {"color_wallbottom", [](T& t, const Field& f) { t.ext.color_wallbottom = f.integer(); }},
        {"color_sprites", [](T& t, const Field& f) { t.ext.color_sprites = f.integer(); }},
        BRIMSTONE_BOOL(T, "portal_ceil_blocksound", SectorBool::PortalCeilBlockSound),
        BRIMSTONE_BOOL(T, "portal_ceil_disabled", SectorBool::PortalCeilDisabled),
        BRIMSTONE_BOOL(T, "portal_ceil_nopass", SectorBool::PortalCeilNoPass),
        BRIMSTONE_BOOL(T, "portal_ceil_norender", SectorBool::PortalCeilNoRender),
        {"portal_ceil_overlaytype", [](T& t, const Field& f) { t.ext.ceiling.portal_overlaytype = f.text(); }},
        BRIMSTONE_BOOL(T, "portal_floor_blocksound", SectorBool::PortalFloorBlockSound),
        BRIMSTONE_BOOL(T, "portal_floor_disabled", SectorBool::PortalFloorDisabled),
        BRIMSTONE_BOOL(T, "portal_floor_nopass", SectorBool::PortalFloorNoPass),
        BRIMSTONE_BOOL(T, "portal_floor_norender", SectorBool::PortalFloorNoRender),
        {"portal_floor_overlaytype", [](T& t, const Field& f) { t.ext.floor.portal_overlaytype = f.text(); }},
    };
    return table;
}

const FieldTable<ThingTarget>& thing_fields() {
    using T = ThingTarget;
    static const FieldTable<T> table{
        {"id", [](T& t, const Field& f) { t.ext.id = f.integer(); }},
        {"x", [](T& t, const Field& f) { t.core.x = static_cast<int>(std::floor(f.fixed() / 65536.0)); t.required |= kFirst; }},
        {"y", [](T& t, const Field& f) { t.core.y = static_cast<int>(std::floor(f.fixed() / 65536.0)); t.required |= kSecond; }},
        {"height", [](T& t, const Field& f) { t.ext.height = f.real(); }},
        {"angle", [](T& t, const Field& f) { t.core.angle = f.integer(); }},
        {"type", [](T& t, const Field& f) { t.core.type = f.integer(); t.required |= kThird; }},
        BRIMSTONE_BOOL(T, "ambush", ThingBool::Ambush),
        BRIMSTONE_BOOL(T, "single", ThingBool::Single),
        BRIMSTONE_BOOL(T, "dm", ThingBool::Dm),
        BRIMSTONE_BOOL(T, "coop", ThingBool::Coop),
        BRIMSTONE_BOOL(T, "friend", ThingBool::Friend),
        BRIMSTONE_BOOL(T, "dormant", ThingBool::Dormant),
        BRIMSTONE_BOOL(T, "standing", ThingBool::Standing),
        BRIMSTONE_BOOL(T, "strifeally", ThingBool::StrifeAlly),
        BRIMSTONE_BOOL(T, "translucent", ThingBool::Translucent),
        BRIMSTONE_BOOL(T, "invisible", ThingBool::Invisible),
        BRIMSTONE_BOOL(T, "countsecret", ThingBool::CountSecret),
        {"special", [](T& t, const Field& f) { t.ext.special = f.integer(); }},
        {"arg0", [](T& t, const Field& f) { t.ext.args[0] = f.integer(); }},
        {"arg1", [](T& t, const Field& f) { t.ext.args[1] = f.integer(); }},
        {"arg2", [](T& t, const Field& f) { t.ext.args[2] = f.integer(); }},
        {"arg3", [](T& t, const Field& f) { t.ext.args[3] = f.integer(); }},
        {"arg4", [](T& t, const Field& f) { t.ext.args[4] = f.integer(); }},
        {"comment", [](T& t, const Field& f) { t.ext.comment = f.text(); }},
        {"conversation", [](T& t, const Field& f) { t.ext.conversation = f.integer(); }},
        {"arg0str", [](T& t, const Field& f) { t.ext.arg0str = f.text(); }},
        {"gravity", [](T& t, const Field& f) { t.ext.gravity = f.real(); }},
        {"health", [](T& t, const Field& f) { t.ext.health = f.integer(); }},
        {"renderstyle", [](T& t, const Field& f) { t.ext.renderstyle = f.text(); }},
        {"fillcolor", [](T& t, const Field& f) { t.ext.fillcolor = f.integer(); }},
        {"alpha", [](T& t, const Field& f) { t.ext.alpha = f.real(); }},
        {"score", [](T& t, const Field& f) { t.ext.score = f.integer(); }},
        {"pitch", [](T& t, const Field& f) { t.ext.pitch = f.integer(); }},
        {"roll", [](T& t, const Field& f) { t.ext.roll = f.integer(); }},
        {"scalex", [](T& t, const Field& f) { t.ext.scalex = f.real(); }},
        {"scaley", [](T& t, const Field& f) { t.ext.scaley = f.real(); }},
        // ZDoom's loader: `scale` sets both axes, so the last of the three wins.
        {"scale", [](T& t, const Field& f) { t.ext.scalex = t.ext.scaley = t.ext.scale = f.real(); }},
        {"floatbobphase", [](T& t, const Field& f) { t.ext.floatbobphase = f.integer(); }},
    };
    return table;
}

#undef BRIMSTONE_BOOL

// skill1..skill16 and class1..class16: the bit they set, or -1.
int numbered_flag(std::string_view name, std::string_view prefix) {
    if (!name.starts_with(prefix)) return -1;
    int n = 0;
    const std::string_view digits = name.substr(prefix.size());
    auto r = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (r.ec != std::errc() || r.ptr != digits.data() + digits.size() || n < 1 || n > 16 || digits[0] == '0')
        return -1;
    return n - 1;
}

// The numbered thing fields: each sets a bit of a mask.
struct NumberedField {
    std::string_view prefix, pattern;  // "skill", and "skill#" for udmf_loader_fields()
    std::uint16_t ThingExtension::*mask;
};
constexpr NumberedField kNumberedThingFields[] = {
    {"skill", "skill#", &ThingExtension::skills},
    {"class", "class#", &ThingExtension::classes},
};

bool apply_thing_numbered(ThingTarget& t, std::string_view name, const Field& f) {
    for (const NumberedField& numbered : kNumberedThingFields) {
        const int bit = numbered_flag(name, numbered.prefix);
        if (bit < 0) continue;
        const auto b = static_cast<std::uint16_t>(1u << bit);
        std::uint16_t& mask = t.ext.*numbered.mask;
        mask = static_cast<std::uint16_t>(f.boolean() ? (mask | b) : (mask & ~b));
        return true;
    }
    return false;
}

constexpr std::pair<const char*, MapNamespace> kNamespaces[] = {
    {"doom", MapNamespace::Doom},   {"heretic", MapNamespace::Heretic}, {"hexen", MapNamespace::Hexen},
    {"strife", MapNamespace::Strife}, {"zdoom", MapNamespace::ZDoom}, {"zdoomtranslated", MapNamespace::ZDoomTranslated},
};

CustomField custom_field(ElementKind element, int index, std::string_view lower_name, const Assignment& a) {
    CustomField c;
    c.element = element;
    c.index = index;
    c.name = std::string(lower_name);
    switch (a.value.kind) {
        case ValueKind::Integer: c.type = CustomField::Type::Integer; c.integer = a.value.integer; break;
        case ValueKind::Float: c.type = CustomField::Type::Float; c.number = a.value.number; break;
        case ValueKind::String: c.type = CustomField::Type::String; c.text = udmf::unescape(a.value.text); break;
        case ValueKind::Keyword:
            c.type = CustomField::Type::Bool;
            c.boolean = udmf::same_name(a.value.text, "true");
            break;
    }
    return c;
}

class Builder {
public:
    Builder(const UdmfLumps& lumps) : lumps_(lumps), context_(lumps.where + ": TEXTMAP") {}

    Level build() {
        const std::string_view text(reinterpret_cast<const char*>(lumps_.textmap.data()), lumps_.textmap.size());
        const udmf::TextMap map = udmf::parse_textmap(text, context_);
        Level level;
        level.name = lumps_.name;
        level.where = lumps_.where;
        LevelExtensions& ext = level.extensions;
        read_globals(map, ext);
        reserve(map, level);
        for (const udmf::Block& block : map.blocks) read_block(map, block, level);
        finish_elements(level);
        check_references(level);
        return level;
    }

    // The segs' stored angles and offsets, for the segs ZNODES gave.
    void apply_seg_overrides(Level& level) const {
        if (!seg_overrides_) return;
        map::apply_seg_overrides(*seg_overrides_, level,
                                 context_ + " " + std::to_string(seg_overrides_at_.line) + ":" +
                                     std::to_string(seg_overrides_at_.column) + ": " + std::string(kSegOverridesKey));
    }
    bool has_seg_overrides() const { return seg_overrides_.has_value(); }

private:
    [[noreturn]] void fail_at(udmf::Position at, const std::string& problem) const {
        throw base::Error(context_ + " " + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + problem);
    }

    std::string_view lower(std::string_view name) {
        lower_.assign(name);
        for (char& c : lower_)
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        return lower_;
    }

    void read_globals(const udmf::TextMap& map, LevelExtensions& ext) {
        bool have_namespace = false;
        for (const Assignment& a : map.globals) {
            const std::string_view name = lower(a.name);
            if (name == kSegOverridesKey) {
                if (a.value.kind != ValueKind::String) fail_at(a.at, std::string(kSegOverridesKey) + " must be a string");
                seg_overrides_ = udmf::unescape(a.value.text);
                seg_overrides_at_ = a.at;
                continue;
            }
            if (name != "namespace") {
                ext.custom.push_back(custom_field(ElementKind::Global, 0, name, a));
                continue;
            }
            const std::string value = Field(a, context_).text();
            have_namespace = false;
            for (auto [word, ns] : kNamespaces)
                if (udmf::same_name(value, word)) {
                    ext.ns = ns;
                    have_namespace = true;
                }
            if (!have_namespace)
                fail_at(a.at, "namespace \"" + value +
                                  "\" is not one we play (doom, heretic, hexen, strife, zdoom, zdoomtranslated)");
        }
        if (!have_namespace) fail_at({1, 1}, "no namespace = \"...\"; assignment; a map must say whose it is");
        dialect_ = special_dialect(ext.ns);
    }

    static ElementKind kind_of(std::string_view type) {
        if (udmf::same_name(type, "vertex")) return ElementKind::Vertex;
        if (udmf::same_name(type, "linedef")) return ElementKind::Line;
        if (udmf::same_name(type, "sidedef")) return ElementKind::Side;
        if (udmf::same_name(type, "sector")) return ElementKind::Sector;
        if (udmf::same_name(type, "thing")) return ElementKind::Thing;
        return ElementKind::Global;  // a block we do not know, which the spec says to ignore
    }

    void reserve(const udmf::TextMap& map, Level& level) {
        std::array<std::size_t, 6> counts{};
        for (const udmf::Block& b : map.blocks) ++counts[static_cast<std::size_t>(kind_of(b.type))];
        level.vertices.reserve(counts[1]);
        level.extensions.vertices.reserve(counts[1]);
        level.lines.reserve(counts[2]);
        level.extensions.lines.reserve(counts[2]);
        level.sides.reserve(counts[3]);
        level.extensions.sides.reserve(counts[3]);
        level.sectors.reserve(counts[4]);
        level.extensions.sectors.reserve(counts[4]);
        level.things.reserve(counts[5]);
        level.extensions.things.reserve(counts[5]);
    }

    template <class T, class Extra>
    void apply(const udmf::TextMap& map, const udmf::Block& block, ElementKind kind, int index, T& target,
               const FieldTable<T>& table, Extra extra) {
        for (std::size_t i = block.first; i < block.first + block.count; ++i) {
            const Assignment& a = map.fields[i];
            const std::string_view name = lower(a.name);
            const Field field(a, context_);
            if (auto it = table.find(name); it != table.end()) {
                it->second(target, field);
                if (fields_met_.insert(&it->second).second) fields_set_.push_back({kind, index, it->first});
            } else if (!extra(target, name, field))
                custom_.push_back(custom_field(kind, index, name, a));
        }
    }

    template <class T>
    void require(const T& target, unsigned wanted, const udmf::Block& block, std::size_t index,
                 std::initializer_list<const char*> names) const {
        unsigned bit = 1;
        for (const char* name : names) {
            if ((wanted & bit) && !(target.required & bit))
                fail_at(block.at, std::string(block.type) + " " + std::to_string(index) + " has no " + name +
                                      " (it has no default)");
            bit <<= 1;
        }
    }

    void read_block(const udmf::TextMap& map, const udmf::Block& block, Level& level) {
        LevelExtensions& ext = level.extensions;
        const auto none = [](auto&, std::string_view, const Field&) { return false; };
        switch (kind_of(block.type)) {
            case ElementKind::Vertex: {
                VertexTarget t{level.vertices.emplace_back(), ext.vertices.emplace_back()};
                apply(map, block, ElementKind::Vertex, static_cast<int>(level.vertices.size() - 1), t,
                      vertex_fields(), none);
                require(t, kFirst | kSecond, block, level.vertices.size() - 1, {"x", "y"});
                break;
            }
            case ElementKind::Line: {
                LineTarget t{level.lines.emplace_back(), ext.lines.emplace_back()};
                t.ext.id = dialect_ == SpecialDialect::Doom ? 0 : -1;
                apply(map, block, ElementKind::Line, static_cast<int>(level.lines.size() - 1), t, line_fields(), none);
                require(t, kFirst | kSecond | kThird, block, level.lines.size() - 1, {"v1", "v2", "sidefront"});
                break;
            }
            case ElementKind::Side: {
                SideTarget t{level.sides.emplace_back(), ext.sides.emplace_back()};
                t.core.top_texture = t.core.bottom_texture = t.core.mid_texture = "-";
                apply(map, block, ElementKind::Side, static_cast<int>(level.sides.size() - 1), t, side_fields(), none);
                require(t, kFirst, block, level.sides.size() - 1, {"sector"});
                break;
            }
            case ElementKind::Sector: {
                SectorTarget t{level.sectors.emplace_back(), ext.sectors.emplace_back()};
                t.core.light = 160;
                apply(map, block, ElementKind::Sector, static_cast<int>(level.sectors.size() - 1), t,
                      sector_fields(), none);
                require(t, kFirst | kSecond, block, level.sectors.size() - 1, {"texturefloor", "textureceiling"});
                break;
            }
            case ElementKind::Thing: {
                ThingTarget t{level.things.emplace_back(), ext.things.emplace_back()};
                apply(map, block, ElementKind::Thing, static_cast<int>(level.things.size() - 1), t, thing_fields(),
                      [](ThingTarget& target, std::string_view name, const Field& f) {
                          return apply_thing_numbered(target, name, f);
                      });
                require(t, kFirst | kSecond | kThird, block, level.things.size() - 1, {"x", "y", "type"});
                break;
            }
            case ElementKind::Global: break;
        }
    }

    // The classic fields the simulation reads, from the UDMF ones: Doom's
    // specials and the line tag they use (arg0), and the thing options word.
    void finish_elements(Level& level) {
        LevelExtensions& ext = level.extensions;
        for (std::size_t i = 0; i < level.lines.size(); ++i) {
            Line& l = level.lines[i];
            const LineExtension& e = ext.lines[i];
            l.special = dialect_ == SpecialDialect::Doom ? e.special : 0;
            l.tag = dialect_ == SpecialDialect::Doom ? e.args[0] : 0;
            if (dialect_ == SpecialDialect::Doom && e.flags[LineBool::PassUse]) l.flags |= kLinePassUse;
        }
        for (std::size_t i = 0; i < level.sectors.size(); ++i)
            level.sectors[i].special = dialect_ == SpecialDialect::Doom ? ext.sectors[i].special : 0;
        for (std::size_t i = 0; i < level.things.size(); ++i) {
            const ThingExtension& e = ext.things[i];
            const auto skill = [&](int n) { return (e.skills >> (n - 1)) & 1; };
            int options = 0;
            if (skill(1) || skill(2)) options |= 1;
            if (skill(3)) options |= 2;
            if (skill(4) || skill(5)) options |= 4;
            if (e.flags[ThingBool::Ambush]) options |= 8;
            if (!e.flags[ThingBool::Single]) options |= 16;
            if (!e.flags[ThingBool::Dm]) options |= 32;
            if (!e.flags[ThingBool::Coop]) options |= 64;
            if (e.flags[ThingBool::Friend]) options |= 128;
            level.things[i].options = options;
        }
        ext.custom.insert(ext.custom.end(), custom_.begin(), custom_.end());
        ext.fields_set = std::move(fields_set_);
    }

    void check_references(const Level& level) const {
        for (std::size_t i = 0; i < level.lines.size(); ++i) {
            const Line& l = level.lines[i];
            const auto ref = [&](const char* what, int value, std::size_t count, const char* plural) {
                if (value < 0 || static_cast<std::size_t>(value) >= count)
                    throw base::Error(context_ + ": linedef " + std::to_string(i) + " names " + what + " " +
                                      std::to_string(value) + " (map has " + std::to_string(count) + " " + plural +
                                      ")");
            };
            ref("vertex", l.v1, level.vertices.size(), "vertices");
            ref("vertex", l.v2, level.vertices.size(), "vertices");
            ref("sidedef", l.sides[0], level.sides.size(), "sidedefs");
            if (l.sides[1] != kNone) ref("sidedef", l.sides[1], level.sides.size(), "sidedefs");
        }
        for (std::size_t i = 0; i < level.sides.size(); ++i)
            if (static_cast<std::size_t>(level.sides[i].sector) >= level.sectors.size())
                throw base::Error(context_ + ": sidedef " + std::to_string(i) + " names sector " +
                                  std::to_string(level.sides[i].sector) + " (map has " +
                                  std::to_string(level.sectors.size()) + " sectors)");
        if (level.lines.empty()) throw base::Error(context_ + ": the map has no linedefs");
    }

    const UdmfLumps& lumps_;
    std::string context_;
    std::string lower_;
    SpecialDialect dialect_ = SpecialDialect::Doom;
    std::vector<CustomField> custom_;
    std::unordered_set<const void*> fields_met_;  // the tables' setters, one a field
    std::vector<FieldUse> fields_set_;
    std::optional<std::string> seg_overrides_;
    udmf::Position seg_overrides_at_;
};

}  // namespace

SpecialDialect special_dialect(MapNamespace ns) {
    return ns == MapNamespace::Hexen || ns == MapNamespace::ZDoom ? SpecialDialect::Hexen : SpecialDialect::Doom;
}

std::vector<LoaderField> udmf_loader_fields() {
    std::vector<LoaderField> fields{{ElementKind::Global, "namespace"}, {ElementKind::Global, kSegOverridesKey}};
    const auto add = [&](ElementKind block, const auto& table) {
        for (const auto& entry : table) fields.push_back({block, entry.first});
    };
    add(ElementKind::Vertex, vertex_fields());
    add(ElementKind::Line, line_fields());
    add(ElementKind::Side, side_fields());
    add(ElementKind::Sector, sector_fields());
    add(ElementKind::Thing, thing_fields());
    for (const NumberedField& numbered : kNumberedThingFields) fields.push_back({ElementKind::Thing, numbered.pattern});
    return fields;
}

Level load_udmf_level(const UdmfLumps& lumps) {
    Builder builder(lumps);
    Level level = builder.build();
    // As for classic maps (doom_map_loader.cpp): our nodes where there are
    // none or the map's do not hold together, the map's own otherwise.
    bool own_nodes = false;
    if (!lumps.znodes || lumps.znodes->empty()) {
        build_nodes(level);
    } else {
        const std::vector<Vertex> vertices = level.vertices;
        try {
            read_extended_nodes(*lumps.znodes, lumps.where + ": ZNODES", level);
            own_nodes = true;
        } catch (const base::Error& e) {
            base::warn(std::string(e.what()) + "; the nodes are rebuilt");
            level.vertices = vertices;
            build_nodes(level);
        }
    }
    if (own_nodes)
        builder.apply_seg_overrides(level);
    else if (builder.has_seg_overrides())
        base::warn(lumps.where + ": TEXTMAP: " + std::string(kSegOverridesKey) +
                   " names segs of ZNODES, which were not used; it is ignored");
    level.blockmap = lumps.blockmap && !lumps.blockmap->empty()
                         ? read_blockmap(*lumps.blockmap, level.lines.size(), lumps.where + ": BLOCKMAP")
                         : build_blockmap(level.vertices, level.lines, lumps.where);
    compute_derived_fields(level);
    std::size_t sector_lines = 0;
    for (const Sector& sector : level.sectors) sector_lines += sector.lines.size();
    // REJECT is optional in UDMF and few maps have one: a missing one is no fault.
    Reject reject = read_reject(lumps.reject, level.sectors.size(), sector_lines, lumps.where);
    level.reject = std::move(reject.bits);
    level.reject_short = reject.short_lump;
    if (lumps.behavior) level.extensions.behavior.assign(lumps.behavior->begin(), lumps.behavior->end());
    if (lumps.dialogue) level.extensions.dialogue.assign(lumps.dialogue->begin(), lumps.dialogue->end());
    validate_level(level);
    return level;
}

}  // namespace map
