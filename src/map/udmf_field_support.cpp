#include "map/udmf_field_support.h"

namespace map {

namespace {

constexpr Support Y = Support::Yes, P = Support::Partly, S = Support::StoredOnly, N = Support::NotApplicable;

// Rows by who uses the field. Every view draws what render::MapLooks
// carries, so the three views agree today; a row with its own words for
// each is written out in full.
constexpr FieldSupport row(ElementKind block, std::string_view name, Support sim, Support views,
                           std::string_view note = {}) {
    return {block, name, sim, views, views, views, note};
}
// Only the simulation has a use for it.
constexpr FieldSupport sim(ElementKind block, std::string_view name, Support s, std::string_view note = {}) {
    return row(block, name, s, N, note);
}
// Only the views have a use for it (render/map_looks.h).
constexpr FieldSupport look(ElementKind block, std::string_view name, Support views, std::string_view note = {}) {
    return row(block, name, N, views, note);
}

constexpr ElementKind G = ElementKind::Global, V = ElementKind::Vertex, L = ElementKind::Line,
                      D = ElementKind::Side, C = ElementKind::Sector, T = ElementKind::Thing;

constexpr std::string_view kSlope =
    "slopes: played (sim/slope_setup.h), drawn sloped by the software renderer and the true 3D view; the exact "
    "view draws them flat at the sector's height and says so once";
// Played, and drawn by the software renderer and the true 3D view.
constexpr FieldSupport slope(ElementKind block, std::string_view name) { return {block, name, Y, Y, S, Y, kSlope}; }
constexpr std::string_view kAutomap = "the automap honours it";
constexpr std::string_view kHexenType = "hexen and zdoom namespaces";

constexpr FieldSupport kFields[] = {
    sim(G, "namespace", P, "heretic, strife and zdoomtranslated play as doom"),
    look(G, "brimstone_segs", Y, "Brimstone's own: seg angles and offsets of ZNODES"),

    row(V, "x", Y, Y),
    row(V, "y", Y, Y),
    slope(V, "zfloor"),
    slope(V, "zceiling"),

    sim(L, "id", Y, "every played special that finds lines by id (scrollers, line setters, Teleport_Line …)"),
    row(L, "v1", Y, Y),
    row(L, "v2", Y, Y),
    sim(L, "blocking", Y),
    sim(L, "blockmonsters", Y),
    row(L, "twosided", Y, Y),
    look(L, "dontpegtop", Y),
    look(L, "dontpegbottom", Y),
    sim(L, "secret", Y, kAutomap),
    sim(L, "blocksound", Y),
    look(L, "dontdraw", N, kAutomap),
    look(L, "mapped", N, kAutomap),
    sim(L, "passuse", P, "doom namespace only (Boom's pass-use)"),
    look(L, "translucent", Y, "alpha 0.75"),
    sim(L, "jumpover", S, "Strife"),
    sim(L, "blockfloaters", S, "Strife"),
    sim(L, "playercross", Y, kHexenType),
    sim(L, "playeruse", Y, kHexenType),
    sim(L, "monstercross", Y, kHexenType),
    sim(L, "monsteruse", Y, kHexenType),
    sim(L, "impact", Y, kHexenType),
    sim(L, "playerpush", Y, kHexenType),
    sim(L, "monsterpush", Y, kHexenType),
    sim(L, "missilecross", Y, kHexenType),
    sim(L, "repeatspecial", Y, kHexenType),
    sim(L, "playeruseback", Y, kHexenType),
    sim(L, "anycross", Y, kHexenType),
    sim(L, "monsteractivate", Y, kHexenType),
    sim(L, "blockplayers", Y),
    sim(L, "blockeverything", Y, "stops all movement, missiles, uses, hitscans, aiming and sight"),
    sim(L, "firstsideonly", Y, kHexenType),
    sim(L, "zoneboundary", S, "no sound zones"),
    look(L, "clipmidtex", S),
    look(L, "wrapmidtex", S),
    sim(L, "midtex3d", Y, "things stand on and walk under the middle texture; it stops hitscans and missiles"),
    sim(L, "midtex3dimpassible", Y, "as midtex3d, but missiles pass"),
    sim(L, "checkswitchrange", Y, "used only where the user reaches the switch, 3D floors' sides showing it included (ZDoom's rule; a solid middle texture forces it)"),
    sim(L, "blockprojectiles", Y),
    sim(L, "blockuse", Y, "a use without a special stops here"),
    sim(L, "blocksight", Y),
    sim(L, "blockhitscan", Y),
    look(L, "transparent", Y, "alpha 0.25"),
    sim(L, "special", P, "see the specials below"),
    sim(L, "arg0", Y, "as the played specials read it"),
    sim(L, "arg1", Y, "as the played specials read it"),
    sim(L, "arg2", Y, "as the played specials read it"),
    sim(L, "arg3", Y, "as the played specials read it"),
    sim(L, "arg4", Y, "as the played specials read it"),
    row(L, "sidefront", Y, Y),
    row(L, "sideback", Y, Y),
    row(L, "comment", N, N, "for editors"),
    look(L, "alpha", Y, "of the mid texture, in 1/32 steps"),
    look(L, "renderstyle", Y, "translucent, add"),
    sim(L, "locknumber", P, "ZDoom's Doom locks, with its door and switch messages; hexen and zdoom namespaces"),
    sim(L, "arg0str", P, "the script an ACS special names; other specials' strings are not played"),
    sim(L, "moreids", Y, "as id"),

    row(D, "offsetx", Y, Y),
    row(D, "offsety", Y, Y),
    row(D, "texturetop", Y, Y),
    row(D, "texturebottom", Y, Y),
    row(D, "texturemiddle", Y, Y),
    row(D, "sector", Y, Y),
    row(D, "comment", N, N, "for editors"),
    look(D, "scalex_top", Y),
    look(D, "scaley_top", Y),
    look(D, "scalex_mid", Y),
    look(D, "scaley_mid", Y),
    look(D, "scalex_bottom", Y),
    look(D, "scaley_bottom", Y),
    look(D, "offsetx_top", Y),
    look(D, "offsety_top", Y),
    look(D, "offsetx_mid", Y),
    look(D, "offsety_mid", Y),
    look(D, "offsetx_bottom", Y),
    look(D, "offsety_bottom", Y),
    look(D, "light", Y),
    look(D, "lightabsolute", Y),
    look(D, "lightfog", S),
    look(D, "nofakecontrast", Y),
    look(D, "smoothlighting", S),
    look(D, "clipmidtex", S),
    look(D, "wrapmidtex", S),
    look(D, "nodecals", N, "no decals"),

    row(C, "heightfloor", Y, Y),
    row(C, "heightceiling", Y, Y),
    row(C, "texturefloor", Y, Y),
    row(C, "textureceiling", Y, Y),
    row(C, "lightlevel", Y, Y),
    sim(C, "special", P, "see the sector types below"),
    sim(C, "id", Y),
    row(C, "comment", N, N, "for editors"),
    look(C, "xpanningfloor", Y),
    look(C, "ypanningfloor", Y),
    look(C, "xpanningceiling", Y),
    look(C, "ypanningceiling", Y),
    look(C, "xscalefloor", Y),
    look(C, "yscalefloor", Y),
    look(C, "xscaleceiling", Y),
    look(C, "yscaleceiling", Y),
    look(C, "rotationfloor", Y),
    look(C, "rotationceiling", Y),
    slope(C, "ceilingplane_a"),
    slope(C, "ceilingplane_b"),
    slope(C, "ceilingplane_c"),
    slope(C, "ceilingplane_d"),
    slope(C, "floorplane_a"),
    slope(C, "floorplane_b"),
    slope(C, "floorplane_c"),
    slope(C, "floorplane_d"),
    look(C, "lightfloor", Y),
    look(C, "lightceiling", Y),
    look(C, "lightfloorabsolute", Y),
    look(C, "lightceilingabsolute", Y),
    look(C, "alphafloor", S, "portals"),
    look(C, "alphaceiling", S, "portals"),
    look(C, "renderstylefloor", S, "portals"),
    look(C, "renderstyleceiling", S, "portals"),
    sim(C, "gravity", Y),
    look(C, "lightcolor", Y, "nearest palette colours"),
    look(C, "fadecolor", Y, "nearest palette colours"),
    look(C, "desaturation", Y, "nearest palette colours"),
    sim(C, "silent", Y, "what stands in the sector makes no sound; Sector_ChangeFlags changes it"),
    sim(C, "nofallingdamage", N, "no falling damage in Doom"),
    sim(C, "dropactors", P, "Doom's lowering floors always carry what stands on them; ZDoom's fall from a floor lowering 9 units a tic or more without it is not played"),
    sim(C, "norespawn", N, "players respawn at their starts, never where they fell (ZDoom's same-spawn-spot option is not offered)"),
    sim(C, "soundsequence", S),
    look(C, "hidden", N, "for a textured automap, which Brimstone has not"),
    sim(C, "waterzone", S),
    sim(C, "moreids", Y, "as id: every special that finds sectors by tag"),
    sim(C, "damageamount", P, kHexenType),
    sim(C, "damagetype", S),
    sim(C, "damageinterval", P, kHexenType),
    sim(C, "leakiness", P, kHexenType),
    sim(C, "damageterraineffect", S),
    sim(C, "damagehazard", P, "Strife's delayed damage, as ZDoom's hazard floors; hexen and zdoom namespaces; its flash in the radiation green"),
    sim(C, "floorterrain", S),
    sim(C, "ceilingterrain", S),
    look(C, "floor_reflect", S),
    look(C, "ceiling_reflect", S),
    look(C, "fogdensity", S),
    look(C, "floorglowcolor", S),
    look(C, "floorglowheight", S),
    look(C, "ceilingglowcolor", S),
    look(C, "ceilingglowheight", S),
    look(C, "color_floor", S),
    look(C, "color_ceiling", S),
    look(C, "color_walltop", S),
    look(C, "color_wallbottom", S),
    look(C, "color_sprites", S),
    row(C, "portal_ceil_blocksound", S, S, "no portals"),
    row(C, "portal_ceil_disabled", S, S, "no portals"),
    row(C, "portal_ceil_nopass", S, S, "no portals"),
    row(C, "portal_ceil_norender", S, S, "no portals"),
    row(C, "portal_ceil_overlaytype", S, S, "no portals"),
    row(C, "portal_floor_blocksound", S, S, "no portals"),
    row(C, "portal_floor_disabled", S, S, "no portals"),
    row(C, "portal_floor_nopass", S, S, "no portals"),
    row(C, "portal_floor_norender", S, S, "no portals"),
    row(C, "portal_floor_overlaytype", S, S, "no portals"),

    sim(T, "id", Y, "specials and scripts find things by it"),
    row(T, "x", Y, Y),
    row(T, "y", Y, Y),
    sim(T, "height", Y),
    row(T, "angle", Y, Y),
    row(T, "type", Y, Y),
    sim(T, "ambush", Y),
    sim(T, "single", Y),
    sim(T, "dm", P, "hexen and zdoom namespaces; doom: unread"),
    sim(T, "coop", P, "hexen and zdoom namespaces; doom: unread"),
    sim(T, "friend", P, "MBF's friends, from complevel 11"),
    sim(T, "dormant", Y, "monsters"),
    sim(T, "standing", P, "ZDoom's sector actions: used up by their first run; Strife's standing monsters not played"),
    sim(T, "strifeally", S, "Strife"),
    look(T, "translucent", Y, "alpha 0.75"),
    look(T, "invisible", Y),
    sim(T, "countsecret", Y),
    sim(T, "special", Y, "runs when the thing dies or is picked up"),
    sim(T, "arg0", Y),
    sim(T, "arg1", Y),
    sim(T, "arg2", Y),
    sim(T, "arg3", Y),
    sim(T, "arg4", Y),
    row(T, "comment", N, N, "for editors"),
    sim(T, "conversation", S, "Strife"),
    sim(T, "arg0str", Y, "a named script of an ACS special"),
    sim(T, "gravity", Y),
    sim(T, "health", Y),
    look(T, "renderstyle", Y, "every style of the spec; fuzzy and optfuzzy as a spectre"),
    look(T, "fillcolor", Y, "the stencil and shaded styles"),
    look(T, "alpha", Y, "with renderstyle; in 1/32 steps"),
    sim(T, "score", S),
    look(T, "pitch", S),
    look(T, "roll", S),
    look(T, "scalex", Y, "a negative scale mirrors the sprite"),
    look(T, "scaley", Y, "drawn at its size when negative"),
    look(T, "scale", Y),
    sim(T, "floatbobphase", S),
    sim(T, "skill#", P, "skill1..skill5 are Doom's five"),
    sim(T, "class#", S, "one player class"),
};

}  // namespace

std::span<const FieldSupport> udmf_field_support() { return kFields; }

const FieldSupport* find_field_support(ElementKind block, std::string_view name) {
    for (const FieldSupport& f : kFields)
        if (f.block == block && f.name == name) return &f;
    return nullptr;
}

std::string_view support_word(Support support) {
    switch (support) {
        case Support::Yes: return "yes";
        case Support::Partly: return "partly";
        case Support::StoredOnly: return "stored only";
        case Support::NotApplicable: return "n/a";
    }
    return {};
}

}  // namespace map
