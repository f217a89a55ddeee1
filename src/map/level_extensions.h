#pragma once
// What a map says beyond the classic format: the fields of Hexen-format
// maps and of UDMF with ZDoom's extensions, each with the spec's default,
// and every field we do not know (user_ fields included) with its type.
//
// Kept beside the hot structs of level.h rather than in them: the
// simulation walks lines, sides and sectors every tic, and a classic map
// leaves all of this empty.
#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/fixed.h"

namespace map {

// The namespace a UDMF map declares; classic maps count as Doom, binary
// Hexen-format maps as Hexen.
enum class MapNamespace { Doom, Heretic, Hexen, Strife, ZDoom, ZDoomTranslated };

// Whose line and sector specials a map uses: Doom's (the numbers carry
// their trigger; a line's tag names sectors) or Hexen's (specials with
// arguments, triggers in flags).
enum class SpecialDialect { Doom, Hexen };
SpecialDialect special_dialect(MapNamespace ns);

enum class LineBool {
    PassUse, Translucent, JumpOver, BlockFloaters,
    PlayerCross, PlayerUse, MonsterCross, MonsterUse, Impact, PlayerPush, MonsterPush, MissileCross, RepeatSpecial,
    PlayerUseBack, AnyCross, MonsterActivate, BlockPlayers, BlockEverything, FirstSideOnly, ZoneBoundary,
    ClipMidTex, WrapMidTex, MidTex3d, MidTex3dImpassible, CheckSwitchRange, BlockProjectiles, BlockUse, BlockSight,
    BlockHitscan, Transparent, Count
};
enum class SideBool { LightAbsolute, LightFog, NoFakeContrast, SmoothLighting, ClipMidTex, WrapMidTex, NoDecals, Count };
enum class SectorBool {
    LightFloorAbsolute, LightCeilingAbsolute, Silent, NoFallingDamage, DropActors, NoRespawn, Hidden, WaterZone,
    DamageTerrainEffect, DamageHazard,
    PortalCeilBlockSound, PortalCeilDisabled, PortalCeilNoPass, PortalCeilNoRender,
    PortalFloorBlockSound, PortalFloorDisabled, PortalFloorNoPass, PortalFloorNoRender, Count
};
enum class ThingBool {
    Ambush, Single, Dm, Coop, Friend, Dormant, Standing, StrifeAlly, Translucent, Invisible, CountSecret, Count
};

// A set of one of the enums above.
template <class E>
class BoolFields {
public:
    bool operator[](E e) const { return bits_[static_cast<std::size_t>(e)]; }
    void set(E e, bool on = true) { bits_[static_cast<std::size_t>(e)] = on; }
    bool operator==(const BoolFields&) const = default;

private:
    std::bitset<static_cast<std::size_t>(E::Count)> bits_;
};

// Texture parts of a side, in the order of the scale and offset arrays.
enum SidePart { kPartTop = 0, kPartMid = 1, kPartBottom = 2 };

struct VertexExtension {
    std::optional<double> zfloor, zceiling;  // heights of triangular sectors' slopes
};

struct LineExtension {
    int id = 0;                 // UDMF: -1 in the Hexen-type namespaces unless given
    std::vector<int> more_ids;  // moreids
    int special = 0;            // as the map gave it (level.h's Line::special is Doom's only)
    std::array<int, 5> args{};
    std::string arg0str;
    double alpha = 1.0;
    std::string renderstyle = "translucent";
    int locknumber = 0;
    std::string comment;
    BoolFields<LineBool> flags;
};

// Whether a Hexen-type line answers to `id`: its UDMF id or moreids, or
// on binary Hexen maps the id Line_SetIdentification (121) gives it (arg0,
// arg4 the high byte).
inline bool line_has_id(const LineExtension& e, int id) {
    if (e.special == 121 && e.args[0] + 256LL * e.args[4] == id) return true;
    return e.id == id || std::find(e.more_ids.begin(), e.more_ids.end(), id) != e.more_ids.end();
}

struct SideExtension {
    std::array<double, 3> scale_x{1.0, 1.0, 1.0}, scale_y{1.0, 1.0, 1.0};  // by SidePart
    std::array<double, 3> offset_x{}, offset_y{};                           // added to the side's offsets
    int light = 0;
    std::string comment;
    BoolFields<SideBool> flags;
};

// A UDMF offset or scale in map units as fixed point, as the renderers and
// the simulation take it (held to the range fixed point has).
inline base::fixed_t map_units_to_fixed(double units) {
    return static_cast<base::fixed_t>(std::lround(std::clamp(units, -32767.0, 32767.0) * base::kFracUnit));
}

struct PlaneExtension {
    double xpanning = 0, ypanning = 0, xscale = 1.0, yscale = 1.0, rotation = 0;
    std::array<std::optional<double>, 4> plane;  // a, b, c, d; used only when all four are given
    int light = 0;
    double alpha = 1.0;
    std::string renderstyle = "translucent";
    std::string terrain;  // empty: the flat's own
    double reflect = 0;
    std::optional<int> glowcolor;  // none: the texture's own
    double glowheight = 0;
    int color = 0xffffff;
    std::string portal_overlaytype = "translucent";
};

struct SectorExtension {
    int special = 0;  // as the map gave it (level.h's Sector::special is Doom's only)
    PlaneExtension floor, ceiling;
    double gravity = 1.0;
    int lightcolor = 0xffffff, fadecolor = 0x000000;
    double desaturation = 0;
    std::string soundsequence;
    std::vector<int> more_ids;
    int damageamount = 0;
    std::string damagetype = "None";
    int damageinterval = 32;
    int leakiness = 0;
    int fogdensity = 0;
    int color_walltop = 0xffffff, color_wallbottom = 0xffffff, color_sprites = 0xffffff;
    std::string comment;
    BoolFields<SectorBool> flags;
};

struct ThingExtension {
    int id = 0;          // thing id (tid)
    double height = 0;   // z above the floor (below the ceiling for ceiling things)
    int special = 0;
    std::array<int, 5> args{};
    std::string arg0str;
    std::uint16_t skills = 0;   // bit n: present on skill n + 1 (1-16)
    std::uint16_t classes = 0;  // bit n: present for player class n + 1 (1-16)
    int conversation = 0;
    double gravity = 1.0;
    int health = 1;
    std::string renderstyle;  // empty: the class's own
    int fillcolor = 0;
    double alpha = 1.0;
    int score = 0;
    int pitch = 0, roll = 0;
    double scalex = 0, scaley = 0, scale = 0;
    int floatbobphase = -1;
    std::string comment;
    BoolFields<ThingBool> flags;
};

enum class ElementKind { Global, Vertex, Line, Side, Sector, Thing };

// A field the loader does not know, as the map gave it.
struct CustomField {
    ElementKind element = ElementKind::Global;
    int index = 0;         // the element's number; 0 for globals
    std::string name;      // lower-case
    enum class Type { Integer, Float, String, Bool } type = Type::Integer;
    std::int64_t integer = 0;
    double number = 0;
    std::string text;      // String
    bool boolean = false;  // Bool
};

// A field a map's TEXTMAP assigns: the first element that does, by the
// loader's name for it (static storage).
struct FieldUse {
    ElementKind element = ElementKind::Global;
    int index = 0;
    std::string_view name;
};

struct LevelExtensions {
    MapNamespace ns = MapNamespace::Doom;
    // Each empty, or one entry per element of the level's array of that name.
    std::vector<VertexExtension> vertices;
    std::vector<LineExtension> lines;
    std::vector<SideExtension> sides;
    std::vector<SectorExtension> sectors;
    std::vector<ThingExtension> things;
    std::vector<CustomField> custom;  // in the order the map gave them
    std::vector<FieldUse> fields_set;  // each known field the map assigns, once
    // The lumps a map may carry for other engines, kept as bytes.
    std::vector<std::uint8_t> behavior, dialogue;
};

}  // namespace map
