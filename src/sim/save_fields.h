#pragma once
// What a savegame holds, field by field, written once for both directions:
// each function takes the archive (save::Writer or save::Reader, see
// save_archive.h) and the object, const when saving, so what is saved and
// what is loaded cannot drift apart. A value that indexes something is read
// through in_range so a damaged file cannot index out of bounds.
//
// Left out on purpose: the level geometry and texture numbers (reloaded
// from the WAD), the rule tables (rebuilt from the options), the thing
// list links (save_links.h), the front end's events, and Mobj::info
// (always its type's entry).
#include <algorithm>
#include <bit>
#include <concepts>
#include <cstdint>
#include <type_traits>

#include "sim/animated_doors.h"
#include "sim/boom_thinkers.h"
#include "sim/hexen_lights.h"
#include "sim/hexen_planes.h"
#include "sim/hexen_waggle.h"
#include "sim/lightning.h"
#include "base/trig_tables.h"
#include "sim/polyobjects.h"
#include "sim/quakes.h"
#include "sim/screen_fades.h"
#include "sim/movers.h"
#include "sim/world.h"

namespace sim::save {

// T is U or const U.
template <class T, class U>
concept Is = std::same_as<std::remove_const_t<T>, U>;
// U with the constness of T.
template <class T, class U>
using Like = std::conditional_t<std::is_const_v<T>, const U, U>;

// One past the largest int, for counts that only have a lower bound.
inline constexpr std::int64_t kIntEnd = std::int64_t{INT32_MAX} + 1;

// One past the last value of an enum.
template <class E>
constexpr std::int64_t past(E last) {
    return static_cast<std::int64_t>(last) + 1;
}

template <class A>
std::int64_t sector_count(const A& a) {
    return static_cast<std::int64_t>(a.world().sectors.size());
}
template <class A>
std::int64_t line_count(const A& a) {
    return static_cast<std::int64_t>(a.world().lines.size());
}
template <class A>
std::int64_t flat_count(const A& a) {
    return static_cast<std::int64_t>(a.world().flat_translation.size());
}
template <class A>
std::int64_t texture_count(const A& a) {
    return static_cast<std::int64_t>(a.world().texture_translation.size());
}
// The rule tables' sizes, which DeHackEd patches may have grown.
template <class A>
std::int64_t state_count(const A& a) {
    return static_cast<std::int64_t>(a.world().defs->states.size());
}
template <class A>
std::int64_t thing_type_count(const A& a) {
    return static_cast<std::int64_t>(a.world().defs->mobjinfo.size());
}
template <class A>
std::int64_t sprite_count(const A& a) {
    return static_cast<std::int64_t>(a.world().defs->sprite_names.size());
}

template <class A, class Array>
void nums(A& a, Array& v) {
    for (auto& x : v) a.num(x);
}
template <class A, class Array>
void flags(A& a, Array& v) {
    for (auto& x : v) a.flag(x);
}
template <class A, class Array>
void each(A& a, Array& v) {
    for (auto& x : v) fields(a, x);
}
// A line number, or -1 for none.
template <class A, class T>
void line_or_none(A& a, T& line) {
    a.in_range(line, -1, line_count(a), "line");
}

// ---- small records ----

template <class A, Is<Ticcmd> T>
void fields(A& a, T& c) {
    a.num(c.forwardmove);
    a.num(c.sidemove);
    a.num(c.angleturn);
    a.num(c.consistancy);
    a.num(c.chatchar);
    a.num(c.buttons);
}

template <class A, Is<PspriteDef> T>
void fields(A& a, T& ps) {
    a.in_range(ps.state, 0, state_count(a), "weapon sprite state");
    a.num(ps.tics);
    a.num(ps.sx);
    a.num(ps.sy);
}

template <class A, Is<Mobj::SpawnPoint> T>
void fields(A& a, T& s) {
    a.num(s.x);
    a.num(s.y);
    a.num(s.angle);
    a.num(s.type);
    a.num(s.options);
}

template <class A, Is<map::Thing> T>
void fields(A& a, T& s) {
    a.num(s.x);
    a.num(s.y);
    a.num(s.angle);
    a.num(s.type);
    a.num(s.options);
}

template <class A, Is<Button> T>
void fields(A& a, T& b) {
    line_or_none(a, b.line);
    a.in_range(b.where, 0, past(Button::Bottom), "button position");
    a.in_range(b.texture, 0, texture_count(a), "button texture");
    // A running timer flips the line's texture back, so it needs a line.
    a.in_range(b.timer, 0, b.line < 0 ? 1 : kIntEnd, "button timer");
    a.num(b.sound_x);
    a.num(b.sound_y);
}

// ---- players ----

template <class A, Is<ScreenBlend> T>
void fields(A& a, T& b) {
    a.in_range(b.r, 0, 255 * base::kFracUnit + 1, "blend colour");
    a.in_range(b.g, 0, 255 * base::kFracUnit + 1, "blend colour");
    a.in_range(b.b, 0, 255 * base::kFracUnit + 1, "blend colour");
    a.in_range(b.alpha, 0, base::kFracUnit + 1, "blend alpha");
}

template <class A, Is<Player> T>
void fields(A& a, T& p) {
    a.ref(p.mo);
    a.in_range(p.playerstate, 0, past(PST_REBORN), "player state");
    fields(a, p.cmd);
    fields(a, p.original_cmd);
    a.num(p.original_old_buttons);
    a.num(p.old_buttons);
    a.num(p.viewz);
    a.num(p.viewheight);
    a.num(p.deltaviewheight);
    a.num(p.bob);
    a.num(p.momx);
    a.num(p.momy);
    a.num(p.health);
    a.num(p.armorpoints);
    a.num(p.armortype);
    nums(a, p.powers);
    flags(a, p.cards);
    a.flag(p.backpack);
    nums(a, p.frags);
    a.in_range(p.readyweapon, 0, NUMWEAPONS, "ready weapon");
    a.in_range(p.pendingweapon, 0, past(wp_nochange), "pending weapon");
    flags(a, p.weaponowned);
    nums(a, p.ammo);
    nums(a, p.maxammo);
    a.flag(p.attackdown);
    a.flag(p.usedown);
    a.num(p.cheats);
    a.num(p.refire);
    a.num(p.killcount);
    a.num(p.itemcount);
    a.num(p.secretcount);
    a.text(p.message);
    a.num(p.damagecount);
    a.num(p.bonuscount);
    a.num(p.hazardcount);
    a.num(p.hazardinterval);
    fields(a, p.blend);
    a.ref(p.camera);
    a.flag(p.camera_spot.on);
    a.num(p.camera_spot.x);
    a.num(p.camera_spot.y);
    a.num(p.camera_spot.z);
    a.num(p.camera_spot.angle);
    a.in_range(p.camera_spot.subsector, 0, static_cast<std::int64_t>(a.world().level.subsectors.size()),
               "camera's subsector");
    a.num(p.camera_spot.tid);
    a.in_range(p.camera_spot.camera, -1, static_cast<std::int64_t>(a.world().cameras.size()), "camera thing");
    a.num(p.camera_spot.pitch);
    a.ref(p.attacker);
    a.num(p.extralight);
    a.in_range(p.fixedcolormap, 0, 33, "fixed colormap");  // 32 is the invulnerability map
    a.num(p.colormap);
    each(a, p.psprites);
    a.flag(p.didsecret);
}

// ---- thinkers ----

// A scripted translation's range (look_changes.h), also a script's own
// while it makes one (save_acs.h).
template <class A, class T>
void translation_range(A& a, T& range) {
    a.in_range(range.kind, 0, past(TranslationRange::Kind::Tint), "translation range");
    a.in_range(range.start, 0, 256, "translation index");
    a.in_range(range.end, 0, 256, "translation index");
    for (auto& v : range.values) a.num(v);
}

// A double as its 64 bits, so a follower resumes at exactly its place.
template <class A, class D>
void real(A& a, D& v) {
    const auto bits = std::bit_cast<std::uint64_t>(v);
    auto low = static_cast<std::uint32_t>(bits), high = static_cast<std::uint32_t>(bits >> 32);
    a.num(low);
    a.num(high);
    if constexpr (!std::is_const_v<D>) v = std::bit_cast<double>(std::uint64_t{low} | std::uint64_t{high} << 32);
}

template <class A, Is<PathFollow> T>
void fields(A& a, T& f) {
    const auto nodes = static_cast<std::int64_t>(a.world().camera_paths.nodes.size());
    a.in_range(f.kind, 0, past(PathFollow::Kind::ActorMover), "path follower kind");
    a.num(f.flags);
    a.num(f.first_tid);
    a.in_range(f.first, -1, nodes, "path node");
    a.in_range(f.before_first, -1, nodes, "path node");
    a.flag(f.active);
    a.flag(f.just_stepped);
    a.in_range(f.previous, -1, nodes, "path node");
    a.in_range(f.current, -1, nodes, "path node");
    real(a, f.time);
    a.num(f.hold_until);
    a.num(f.target_tid);
    a.num(f.saved_flags);
}

template <class A, Is<LevelCamera> T>
void fields(A& a, T& c) {
    a.num(c.tid);
    a.num(c.x);
    a.num(c.y);
    a.num(c.z);
    a.in_range(c.subsector, 0, static_cast<std::int64_t>(a.world().level.subsectors.size()), "camera's subsector");
    a.num(c.angle);
    a.num(c.pitch);
    a.flag(c.aiming);
    a.num(c.centre);
    a.num(c.phase);
    a.num(c.step);
    a.num(c.range);
    a.num(c.turn);
    a.num(c.tilt);
    a.num(c.look_for);
    a.ref(c.tracer);
    fields(a, c.path);
    a.num(c.eye);
}

template <class A, Is<Mobj> T>
void fields(A& a, T& mo) {
    a.num(mo.x);
    a.num(mo.y);
    a.num(mo.z);
    a.num(mo.angle);
    a.in_range(mo.sprite, 0, sprite_count(a), "sprite");
    a.num(mo.frame);
    a.in_range(mo.subsector, 0, static_cast<std::int64_t>(a.world().level.subsectors.size()), "subsector");
    a.num(mo.floorz);
    a.num(mo.ceilingz);
    a.num(mo.radius);
    a.num(mo.height);
    a.num(mo.momx);
    a.num(mo.momy);
    a.num(mo.momz);
    a.num(mo.validcount);
    a.in_range(mo.type, 0, thing_type_count(a), "thing type");
    a.info(mo.info, mo.type);
    a.num(mo.tics);
    a.in_range(mo.state, 0, state_count(a), "state");
    a.num(mo.flags);
    a.num(mo.health);
    a.in_range(mo.movedir, 0, NUMDIRS, "move direction");
    a.num(mo.movecount);
    a.ref(mo.target);
    a.num(mo.reactiontime);
    a.num(mo.threshold);
    a.player(mo.player);
    a.in_range(mo.lastlook, 0, kMaxPlayers, "last looked-at player");
    fields(a, mo.spawnpoint);
    a.ref(mo.tracer);
    // Boom and MBF monster memory (unused at vanilla).
    a.ref(mo.lastenemy);
    a.num(mo.strafecount);
    a.num(mo.pursuecount);
    a.num(mo.dropoffz);
    a.in_range(mo.monster_list, -1, 2, "monster class");
    a.flag(mo.falling);
    a.num(mo.gear);
    a.flag(mo.armed);
    // Boom's friction handed over for the next move, and this tic's carry.
    a.num(mo.friction);
    a.num(mo.movefactor);
    a.flag(mo.scrolling);
    a.num(mo.flags2);  // MBF21's
    // A UDMF map thing's own.
    a.num(mo.gravity);
    a.flag(mo.counts_secret);
    // Its id, special and sleep (Hexen-type maps).
    a.num(mo.tid);
    a.num(mo.special);
    for (auto& arg : mo.args) a.num(arg);
    a.flag(mo.dormant);
    a.in_range(mo.translation, 0, kMaxScriptedTranslations + 1, "translation");
}

template <class A, class T>
void sector_field(A& a, T& sector) {
    a.in_range(sector, 0, sector_count(a), "mover sector");
}

template <class A, Is<Door> T>
void fields(A& a, T& d) {
    a.in_range(d.type, 0, past(DoorKind::GenBlazeCloseOpen), "door kind");
    sector_field(a, d.sector);
    a.num(d.topheight);
    a.num(d.speed);
    a.num(d.direction);
    a.num(d.topwait);
    a.num(d.topcountdown);
    a.num(d.lighttag);
}

template <class A, Is<FloorMove> T>
void fields(A& a, T& f) {
    a.in_range(f.type, 0, past(FloorKind::GenBuildStair), "floor kind");
    a.flag(f.crush);
    sector_field(a, f.sector);
    a.num(f.direction);
    a.num(f.newspecial);
    a.num(f.texture);
    a.num(f.floordestheight);
    a.num(f.speed);
    a.num(f.stair.delay);
    a.num(f.stair.per_step);
    a.num(f.stair.step_left);
    a.num(f.stair.pause);
    a.num(f.stair.reset);
    a.num(f.stair.origin);
    a.flag(f.stair.waiting);
    a.flag(f.stair.resetting);
}

template <class A, Is<Ceiling> T>
void fields(A& a, T& c) {
    a.in_range(c.type, 0, past(CeilingKind::SilentCrushRaiseAndStay), "ceiling kind");
    sector_field(a, c.sector);
    a.num(c.bottomheight);
    a.num(c.topheight);
    a.num(c.speed);
    a.num(c.downspeed);
    a.num(c.upspeed);
    a.flag(c.crush);
    a.flag(c.hexen_crush);
    a.num(c.direction);
    a.num(c.tag);
    a.num(c.olddirection);
    a.in_range(c.texture, -1, flat_count(a), "ceiling flat");
    a.num(c.newspecial);
}

template <class A, Is<Plat> T>
void fields(A& a, T& p) {
    sector_field(a, p.sector);
    a.num(p.speed);
    a.num(p.low);
    a.num(p.high);
    a.num(p.wait);
    a.num(p.count);
    a.in_range(p.status, 0, past(PlatStatus::InStasis), "lift status");
    a.in_range(p.oldstatus, 0, past(PlatStatus::InStasis), "lift status");
    a.flag(p.crush);
    a.num(p.tag);
    a.in_range(p.type, 0, past(PlatKind::GenPerpetual), "lift kind");
}

template <class A, Is<Elevator> T>
void fields(A& a, T& e) {
    a.in_range(e.type, 0, past(ElevatorKind::Current), "elevator kind");
    sector_field(a, e.sector);
    a.num(e.direction);
    a.num(e.floordestheight);
    a.num(e.ceilingdestheight);
    a.num(e.speed);
}

// Boom's level-load thinkers (boom_thinkers.h).
template <class A, Is<Scroller> T>
void fields(A& a, T& s) {
    a.in_range(s.type, 0, past(ScrollKind::Carry), "scroller kind");
    const std::int64_t affectees =
        s.type == ScrollKind::Side ? static_cast<std::int64_t>(a.world().sides.size()) : sector_count(a);
    a.in_range(s.affectee, 0, affectees, "scrolled side or sector");
    a.num(s.dx);
    a.num(s.dy);
    a.in_range(s.control, -1, sector_count(a), "scroller's control sector");
    a.num(s.last_height);
    a.num(s.vdx);
    a.num(s.vdy);
    a.flag(s.accel);
    a.in_range(s.parts, 1, kAllParts + 1, "scrolled parts");
}

template <class A, Is<FrictionThinker> T>
void fields(A& a, T& f) {
    a.num(f.friction);
    a.num(f.movefactor);
    sector_field(a, f.affectee);
}

template <class A, Is<Pusher> T>
void fields(A& a, T& p) {
    a.in_range(p.type, 0, past(PushKind::Current), "pusher kind");
    a.ref(p.source);
    a.num(p.x_mag);
    a.num(p.y_mag);
    a.num(p.magnitude);
    a.num(p.radius);
    a.num(p.x);
    a.num(p.y);
    sector_field(a, p.affectee);
}

template <class A, Is<FireFlicker> T>
void fields(A& a, T& l) {
    sector_field(a, l.sector);
    a.num(l.count);
    a.num(l.maxlight);
    a.num(l.minlight);
}

template <class A, Is<LightFlash> T>
void fields(A& a, T& l) {
    sector_field(a, l.sector);
    a.num(l.count);
    a.num(l.maxlight);
    a.num(l.minlight);
    a.num(l.maxtime);
    a.num(l.mintime);
}

template <class A, Is<Strobe> T>
void fields(A& a, T& l) {
    sector_field(a, l.sector);
    a.num(l.count);
    a.num(l.minlight);
    a.num(l.maxlight);
    a.num(l.darktime);
    a.num(l.brighttime);
}

template <class A, Is<Glow> T>
void fields(A& a, T& l) {
    sector_field(a, l.sector);
    a.num(l.minlight);
    a.num(l.maxlight);
    a.num(l.direction);
}

// Levels within 0..255 and lengths within what an argument holds, so no
// product in HexenLight::think overflows.
template <class A, Is<HexenLight> T>
void fields(A& a, T& l) {
    a.in_range(l.type, 0, past(HexenLightKind::Phased), "light effect kind");
    sector_field(a, l.sector);
    a.in_range(l.start, 0, 256, "light effect level");
    a.in_range(l.end, 0, 256, "light effect level");
    a.in_range(l.maxtics, 1, 32768, "light effect length");
    a.in_range(l.tics, -1, l.maxtics + 1, "light effect tic");
    a.in_range(l.maxlight, 0, 256, "light effect level");
    a.in_range(l.minlight, 0, 256, "light effect level");
    a.in_range(l.count, 0, kIntEnd, "light effect count");
    a.in_range(l.base, 0, 256, "phased light base");
    a.in_range(l.phase, 0, 64, "phased light phase");
}

// One saved level a sector, -1 for those the flash left alone.
template <class A, Is<Lightning> T>
void fields(A& a, T& l) {
    a.flag(l.stopped);
    a.in_range(l.next_flash, 0, kIntEnd, "lightning's wait");
    a.in_range(l.flash_count, 0, 16, "lightning's flash");
    std::int64_t sectors = static_cast<std::int64_t>(l.levels.size());
    a.in_range(sectors, sector_count(a), sector_count(a) + 1, "lightning's sector count");
    if constexpr (!std::is_const_v<T>) l.levels.resize(static_cast<std::size_t>(sectors));
    for (auto& level : l.levels) a.in_range(level, Lightning::kUnlit, 256, "lightning's sector light");
}

template <class A, Is<FlashFader> T>
void fields(A& a, T& f) {
    a.ref(f.who);
    fields(a, f.from);
    fields(a, f.to);
    a.in_range(f.total, 0, kIntEnd, "fade's length");
    a.in_range(f.remaining, 0, f.total + 1, "fade's tics left");
}

template <class A, Is<AnimatedDoor> T>
void fields(A& a, T& d) {
    sector_field(a, d.sector);
    a.in_range(d.line1, 0, line_count(a), "door line");
    a.in_range(d.line2, 0, line_count(a), "door line");
    const auto& doors = a.world().textures.door_animations;
    a.in_range(d.animation, 0, static_cast<std::int64_t>(doors.size()), "door animation");
    a.in_range(d.status, 0, past(AnimatedDoor::Status::Closing), "door status");
    a.in_range(d.speed, 0, kIntEnd, "door frame tics");
    a.in_range(d.delay, 0, kIntEnd, "door delay");
    a.in_range(d.timer, -1, kIntEnd, "door timer");
    const auto frames = static_cast<std::int64_t>(doors.empty() ? 0 : doors[static_cast<std::size_t>(d.animation)].frames.size());
    a.in_range(d.frame, -1, frames + 1, "door frame");
    a.flag(d.line1_blocked);
    a.flag(d.line2_blocked);
    a.num(d.closed_ceiling);
}

template <class A, Is<Pillar> T>
void fields(A& a, T& p) {
    a.in_range(p.type, 0, past(PillarKind::Open), "pillar kind");
    sector_field(a, p.sector);
    a.num(p.floorspeed);
    a.num(p.ceilingspeed);
    a.num(p.floordest);
    a.num(p.ceilingdest);
    a.flag(p.crush);
}

template <class A, Is<PolyMover> T>
void fields(A& a, T& m) {
    a.in_range(m.motion, 0, past(PolyMotion::SwingDoor), "polyobject motion");
    a.in_range(m.polyobject, 0, static_cast<std::int64_t>(a.world().polyobjects.size()), "polyobject");
    a.in_range(m.speed, -INT32_MAX, kIntEnd, "polyobject speed");
    a.num(m.dist);
    a.flag(m.perpetual);
    a.in_range(m.angle, 0, base::kFineAngles, "polyobject heading");
    a.num(m.xspeed);
    a.num(m.yspeed);
    a.num(m.target_x);
    a.num(m.target_y);
    a.num(m.total);
    a.in_range(m.wait, 0, kIntEnd, "polyobject door's wait");
    a.in_range(m.tics, 0, kIntEnd, "polyobject door's count");
    a.flag(m.closing);
}

template <class A, Is<Waggle> T>
void fields(A& a, T& g) {
    a.in_range(g.plane, 0, past(Plane::Ceiling), "waggling plane");
    sector_field(a, g.sector);
    a.num(g.original_height);
    a.num(g.accumulator);
    a.num(g.acc_delta);
    a.num(g.scale);
    a.num(g.target_scale);
    a.num(g.scale_delta);
    a.in_range(g.ticker, -1, kIntEnd, "waggle's time");
    a.in_range(g.state, static_cast<int>(WaggleState::Expand), past(WaggleState::Reduce), "waggle's state");
}

template <class A, Is<Quake> T>
void fields(A& a, T& q) {
    a.ref(q.spot);
    a.in_range(q.intensity, 1, 10, "quake's intensity");
    a.in_range(q.countdown, 0, kIntEnd, "quake's time");
    a.in_range(q.damage_radius, 0, kIntEnd, "quake's damage radius");
    a.in_range(q.tremor_radius, 0, kIntEnd, "quake's tremor radius");
}

// Any thinker, by its kind (the kind itself is in the save's thinker table).
template <class A, Is<Thinker> T>
void fields(A& a, T& t) {
    a.flag(t.active);
    switch (t.kind()) {
        case ThinkerKind::Mobj: fields(a, static_cast<Like<T, Mobj>&>(t)); break;
        case ThinkerKind::Ceiling: fields(a, static_cast<Like<T, Ceiling>&>(t)); break;
        case ThinkerKind::Door: fields(a, static_cast<Like<T, Door>&>(t)); break;
        case ThinkerKind::Floor: fields(a, static_cast<Like<T, FloorMove>&>(t)); break;
        case ThinkerKind::Plat: fields(a, static_cast<Like<T, Plat>&>(t)); break;
        case ThinkerKind::LightFlash: fields(a, static_cast<Like<T, LightFlash>&>(t)); break;
        case ThinkerKind::Strobe: fields(a, static_cast<Like<T, Strobe>&>(t)); break;
        case ThinkerKind::Glow: fields(a, static_cast<Like<T, Glow>&>(t)); break;
        case ThinkerKind::FireFlicker: fields(a, static_cast<Like<T, FireFlicker>&>(t)); break;
        case ThinkerKind::Elevator: fields(a, static_cast<Like<T, Elevator>&>(t)); break;
        case ThinkerKind::Scroller: fields(a, static_cast<Like<T, Scroller>&>(t)); break;
        case ThinkerKind::Friction: fields(a, static_cast<Like<T, FrictionThinker>&>(t)); break;
        case ThinkerKind::Pusher: fields(a, static_cast<Like<T, Pusher>&>(t)); break;
        case ThinkerKind::HexenLight: fields(a, static_cast<Like<T, HexenLight>&>(t)); break;
        case ThinkerKind::Pillar: fields(a, static_cast<Like<T, Pillar>&>(t)); break;
        case ThinkerKind::PolyMover: fields(a, static_cast<Like<T, PolyMover>&>(t)); break;
        case ThinkerKind::Waggle: fields(a, static_cast<Like<T, Waggle>&>(t)); break;
        case ThinkerKind::Quake: fields(a, static_cast<Like<T, Quake>&>(t)); break;
        case ThinkerKind::Lightning: fields(a, static_cast<Like<T, Lightning>&>(t)); break;
        case ThinkerKind::FlashFader: fields(a, static_cast<Like<T, FlashFader>&>(t)); break;
        case ThinkerKind::AnimatedDoor: fields(a, static_cast<Like<T, AnimatedDoor>&>(t)); break;
    }
}

// ---- the level's runtime arrays ----

template <class A, Is<SectorPlane> T>
void fields(A& a, T& p, const char* rise) {
    a.flag(p.sloped);
    a.in_range(p.rise_x, -std::int64_t{kMaxRise}, std::int64_t{kMaxRise} + 1, rise);
    a.in_range(p.rise_y, -std::int64_t{kMaxRise}, std::int64_t{kMaxRise} + 1, rise);
    a.num(p.anchor_x);
    a.num(p.anchor_y);
}

template <class A, Is<SectorState> T>
void fields(A& a, T& s) {
    a.num(s.floorheight);
    a.num(s.ceilingheight);
    fields(a, s.floorplane, "floor slope");
    fields(a, s.ceilingplane, "ceiling slope");
    a.in_range(s.floorpic, -1, flat_count(a), "floor flat");
    a.in_range(s.ceilingpic, -1, flat_count(a), "ceiling flat");
    a.num(s.lightlevel);
    a.num(s.special);
    a.num(s.tag);
    a.in_range(s.soundtraversed, 0, 3, "sound traversal");
    a.ref(s.soundtarget);
    a.num(s.validcount);
    a.ref(s.specialdata);
    a.ref(s.ceilingdata);
    a.in_range(s.stairlock, -2, 1, "stair lock");
    a.in_range(s.prevsec, -1, sector_count(a), "previous step");
    a.in_range(s.nextsec, -1, sector_count(a), "next step");
    a.num(s.floor_xoffs);
    a.num(s.floor_yoffs);
    a.num(s.ceiling_xoffs);
    a.num(s.ceiling_yoffs);
    a.num(s.friction);
    a.in_range(s.heightsec, -1, sector_count(a), "deep water control sector");
    a.num(s.movefactor);
    a.num(s.damage_amount);
    a.in_range(s.damage_interval, 0, kIntEnd, "damage interval");
    a.num(s.damage_leak);
    a.flag(s.damage_hazard);
    a.num(s.gravity);
    a.num(s.zdoom_flags);
}

template <class A, Is<SideState> T>
void fields(A& a, T& s) {
    a.num(s.textureoffset);
    a.num(s.rowoffset);
    a.in_range(s.toptexture, 0, texture_count(a), "upper texture");
    a.in_range(s.bottomtexture, 0, texture_count(a), "lower texture");
    a.in_range(s.midtexture, 0, texture_count(a), "middle texture");
}

template <class A, Is<map::PartPlacement> T>
void fields(A& a, T& p) {
    a.num(p.xoffset);
    a.num(p.yoffset);
    a.num(p.xscale);
    a.num(p.yscale);
}

template <class A, Is<map::PlaneTurn> T>
void fields(A& a, T& p) {
    a.num(p.xscale);
    a.num(p.yscale);
    a.num(p.rotation);
    a.num(p.base_rotation);
    a.num(p.base_yoffset);
}

template <class A, Is<LineState> T>
void fields(A& a, T& l) {
    a.num(l.flags);
    a.num(l.special);
    a.num(l.tag);
    a.num(l.validcount);
    a.num(l.blocks);
}

// Every field is kept: which of them a tic reads before writing depends on
// the path it takes, and the hitscan results (linetarget) outlive the tic.
template <class A, Is<MapScratch> T>
void fields(A& a, T& m) {
    a.num(m.tmflags);
    a.num(m.tmx);
    a.num(m.tmy);
    nums(a, m.tmbbox);
    a.ref(m.tmthing);
    a.flag(m.floatok);
    a.num(m.tmfloorz);
    a.num(m.tmceilingz);
    a.num(m.tmdropoffz);
    line_or_none(a, m.ceilingline);
    a.seq(m.spechit, 4, [&](auto& line) { a.in_range(line, 0, line_count(a), "touched line"); });
    a.num(m.opentop);
    a.num(m.openbottom);
    a.num(m.openrange);
    a.num(m.lowfloor);
    a.ref(m.linetarget);
    a.ref(m.shootthing);
    a.num(m.shootz);
    a.num(m.la_damage);
    a.num(m.attackrange);
    a.num(m.aimslope);
    a.num(m.topslope);
    a.num(m.bottomslope);
    a.ref(m.usething);
    a.ref(m.bombsource);
    a.ref(m.bombspot);
    a.num(m.bombdamage);
    a.num(m.bombdistance);
    a.num(m.bestslidefrac);
    a.num(m.secondslidefrac);
    line_or_none(a, m.bestslideline);
    line_or_none(a, m.secondslideline);
    a.ref(m.slidemo);
    a.num(m.tmxmove);
    a.num(m.tmymove);
    a.flag(m.crushchange);
    a.flag(m.nofit);
    a.num(m.sightzstart);
    a.num(m.strace_x);
    a.num(m.strace_y);
    a.num(m.strace_dx);
    a.num(m.strace_dy);
    a.num(m.t2x);
    a.num(m.t2y);
    a.flag(m.telefrag);
    line_or_none(a, m.blockline);
    a.num(m.trace_x);
    a.num(m.trace_y);
    a.num(m.trace_dx);
    a.num(m.trace_dy);
}

// ---- game flow ----

template <class A, Is<Intermission> T>
void fields(A& a, T& wi) {
    a.in_range(wi.stage, 0, past(Intermission::Stage::NoState), "intermission stage");
    a.flag(wi.accelerate);
    a.num(wi.state);
    a.num(wi.pause);
    a.num(wi.cnt);
    a.num(wi.bcnt);
    a.in_range(wi.episode, 0, 4, "intermission episode");
    a.in_range(wi.last, 0, 32, "intermission map");
    a.in_range(wi.next, 0, 32, "intermission map");
    a.flag(wi.didsecret);
    // The intermission divides by these.
    a.in_range(wi.maxkills, 1, kIntEnd, "intermission kill total");
    a.in_range(wi.maxitems, 1, kIntEnd, "intermission item total");
    a.in_range(wi.maxsecret, 1, kIntEnd, "intermission secret total");
    a.num(wi.partime);
    flags(a, wi.in);
    nums(a, wi.skills);
    nums(a, wi.sitems);
    nums(a, wi.ssecret);
    a.num(wi.stime);
    for (auto& row : wi.frags) nums(a, row);
    nums(a, wi.cnt_kills);
    nums(a, wi.cnt_items);
    nums(a, wi.cnt_secret);
    nums(a, wi.cnt_frags);
    a.num(wi.cnt_time);
    a.num(wi.cnt_par);
    for (auto& row : wi.dm_frags) nums(a, row);
    nums(a, wi.dm_totals);
    a.flag(wi.dofrags);
    nums(a, wi.anim_frame);
    nums(a, wi.anim_next);
    a.flag(wi.pointer_on);
    // An ID24 interlevel's animations are not kept: saves are made in
    // levels, and a loaded intermission shows the original's screen.
}

template <class A, Is<Finale> T>
void fields(A& a, T& f) {
    a.num(f.count);
    a.in_range(f.stage, 0, 3, "finale stage");
    a.in_range(f.cast_num, 0, 17, "cast call actor");
    a.num(f.cast_tics);
    a.in_range(f.cast_state, 0, state_count(a), "cast call state");
    a.flag(f.cast_death);
    a.num(f.cast_frames);
    a.flag(f.cast_on_melee);
    a.flag(f.cast_attacking);
    a.num(f.bunny_stage);
}

template <class A, Is<CompatOptions> T>
void fields(A& a, T& c) {
    a.complevel(c.level);
    a.flag(c.monsters_remember);
    a.flag(c.variable_friction);
    a.flag(c.weapon_recoil);
    a.flag(c.allow_pushers);
    a.flag(c.player_bobbing);
    a.flag(c.demo_insurance);
    a.num(c.rngseed);
    a.flag(c.monster_infighting);
    a.in_range(c.dogs, 0, 256, "helper dogs");
    a.num(c.distfriend);
    a.flag(c.monster_backing);
    a.flag(c.monster_avoid_hazards);
    a.flag(c.monster_friction);
    a.flag(c.help_friends);
    a.flag(c.dog_jumping);
    a.flag(c.monkeys);
    flags(a, c.comp);
}

template <class A, Is<GameOptions> T>
void fields(A& a, T& o) {
    a.in_range(o.mode, 0, past(GameMode::Commercial), "game mode");
    a.in_range(o.skill, 0, past(Skill::Nightmare), "skill");
    a.in_range(o.episode, 1, 5, "episode");
    a.in_range(o.map, 1, 100, "map");
    a.flag(o.fast);
    a.flag(o.respawn);
    a.flag(o.nomonsters);
    a.in_range(o.deathmatch, 0, 3, "deathmatch mode");
    a.in_range(o.timelimit, 0, kMostTimeLimit + 1, "time limit");
    flags(a, o.playeringame);
    a.in_range(o.consoleplayer, 0, kMaxPlayers, "console player");
    fields(a, o.compat);
}

// ---- the world, less its options (in the save's header) and thinkers ----

template <class A, Is<World> T>
void fields(A& a, T& w) {
    a.in_range(w.rng.prnd_index, 0, 256, "random index");
    a.in_range(w.rng.rnd_index, 0, 256, "random index");
    // Boom's generators (base/random.h), which Boom and later levels draw from.
    a.flag(w.rng.boom);
    a.num(w.rng.play_seed);
    a.num(w.rng.cosmetic_seed);
    a.in_range(w.gamestate, 0, past(GameState::DemoScreen), "game state");
    a.num(w.gametic);
    a.num(w.totalkills);
    a.num(w.totalitems);
    a.num(w.totalsecret);
    a.flag(w.exit_requested);
    a.flag(w.secret_exit);
    a.in_range(w.exit_map, 0, 100, "Teleport_NewMap's map");
    a.flag(w.end_game);
    a.in_range(w.gameaction, 0, past(GameAction::WorldDone), "game action");
    a.flag(w.paused);
    // Before the players, whose views may be through one.
    a.seq(w.cameras, 65, [&](auto& c) { fields(a, c); });
    each(a, w.players);
    fields(a, w.wi);
    a.seq(w.visited_maps, 2, [&](auto& visit) {
        a.in_range(visit.episode, 1, 10, "visited map's episode");
        a.in_range(visit.map, 1, 100, "visited map");
    });
    a.in_range(w.next_skill, -1, past(Skill::Nightmare), "next skill");
    fields(a, w.finale);
    for (auto& body : w.bodyque) a.ref(body);
    a.in_range(w.bodyqueslot, 0, kIntEnd, "body queue slot");
    each(a, w.playerstarts);
    flags(a, w.playerstart_found);
    a.seq(w.deathmatchstarts, 20, [&](auto& start) { fields(a, start); });

    a.num(w.leveltime);
    a.num(w.validcount);
    // Texture numbers are checked against the translation tables' sizes,
    // which come from the WAD, so those go first.
    a.same_size(w.flat_translation, "flats");
    for (auto& pic : w.flat_translation) a.in_range(pic, 0, flat_count(a), "flat translation");
    a.same_size(w.texture_translation, "textures");
    for (auto& pic : w.texture_translation) a.in_range(pic, 0, texture_count(a), "texture translation");
    a.same_size(w.sectors, "sectors");
    each(a, w.sectors);
    a.same_size(w.sides, "sides");
    each(a, w.sides);
    a.same_size(w.lines, "lines");
    each(a, w.lines);
    fields(a, w.tm);

    for (auto& ceiling : w.activeceilings) a.ref(ceiling);
    for (auto& plat : w.activeplats) a.ref(plat);
    a.seq(w.more_ceilings, 4, [&](auto& ceiling) { a.ref(ceiling); });
    a.seq(w.more_plats, 4, [&](auto& plat) { a.ref(plat); });
    each(a, w.buttons);
    a.seq(w.scrolling_lines, 4, [&](auto& line) { a.in_range(line, 0, line_count(a), "scrolling line"); });
    a.seq(w.wall_scrollers, 12, [&](auto& scroller) {
        a.in_range(scroller.side, 0, static_cast<std::int64_t>(a.world().sides.size()), "scrolling side");
        a.num(scroller.dx);
        a.num(scroller.dy);
    });
    a.seq(w.look_changes.sides, 52, [&](auto& side) {
        a.in_range(side.side, 0, static_cast<std::int64_t>(a.world().sides.size()), "restyled side");
        for (auto& part : side.parts) fields(a, part);
    });
    a.seq(w.look_changes.planes, 44, [&](auto& planes) {
        a.in_range(planes.sector, 0, sector_count(a), "restyled sector");
        for (auto& plane : planes.planes) fields(a, plane);
    });
    a.seq(w.look_changes.colours, 16, [&](auto& colour) {
        a.in_range(colour.sector, 0, sector_count(a), "recoloured sector");
        a.in_range(colour.light, 0, 0x1000000, "sector colour");
        a.in_range(colour.fade, 0, 0x1000000, "sector fade colour");
        a.in_range(colour.desaturation, 0, 1001, "sector desaturation");
    });
    a.seq(w.look_changes.translations, 8, [&](auto& made) {
        a.in_range(made.number, 1, kMaxScriptedTranslations + 1, "translation number");
        a.seq(made.ranges, 36, [&](auto& range) { translation_range(a, range); });
    });
    a.ref(w.music_changers.now);
    a.ref(w.music_changers.before);
    a.in_range(w.music_changers.tics, -1, kIntEnd, "music changer's count");
    a.in_range(w.music_changers.playing, -1, assets::kMusInfoNumbers, "changed music");
    a.seq(w.ambient_sources, 16, [&](auto& s) {
        a.num(s.x);
        a.num(s.y);
        a.num(s.index);
        a.in_range(s.wait, -1, kIntEnd, "ambient sound's wait");
    });
    // The sector actions themselves come from the map; what scripts and
    // use change of them is saved.
    a.same_size(w.sector_actions, "sector actions");
    for (auto& action : w.sector_actions) {
        a.flag(action.dormant);
        a.flag(action.used_up);
    }
    // Each polyobject's place; its lines follow from the map (place_polyobjects).
    a.same_size(w.polyobjects, "polyobjects");
    for (auto& po : w.polyobjects) {
        a.num(po.x);
        a.num(po.y);
        a.num(po.angle);
        a.ref(po.mover);
    }
    a.flag(w.level_timer);
    a.in_range(w.level_time_count, 0, kMostTimeLimit * 60 * kTicRate + 1, "level timer");
    a.flag(w.onground);

    // MBF's enemies and friends lists: their order is part of sync.
    for (auto& list : w.monster_lists) a.seq(list, 4, [&](auto& monster) { a.ref(monster); });
    a.seq(w.braintargets, 4, [&](auto& target) { a.ref(target); });
    a.in_range(w.braintargeton, 0, std::max<std::int64_t>(1, static_cast<std::int64_t>(w.braintargets.size())),
               "brain target");
    a.flag(w.brain_easy_toggle);
    a.seq(w.spent_line_effects, 4, [&](auto& state) {
        a.in_range(state, 0, static_cast<std::int64_t>(a.world().defs->states.size()), "spent line effect");
    });

    each(a, w.itemrespawnque);
    nums(a, w.itemrespawntime);
    a.in_range(w.iquehead, 0, kItemQueSize, "item queue head");
    a.in_range(w.iquetail, 0, kItemQueSize, "item queue tail");
}

}  // namespace sim::save
