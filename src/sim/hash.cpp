#include "sim/hash.h"

#include <unordered_map>

namespace sim {

namespace {

using MobjIndex = std::unordered_map<const Thinker*, int>;

MobjIndex index_mobjs(const World& w) {
    MobjIndex index;
    int i = 0;
    w.thinkers.for_each([&](const Thinker& t) {
        if (t.kind() == ThinkerKind::Mobj) index.emplace(&t, i++);
    });
    return index;
}

// Index of a thing in thinker order; -1 for none, -2 for one that is gone.
int mobj_index(const MobjIndex& index, const Mobj* target) {
    if (!target) return -1;
    auto it = index.find(target);
    return it == index.end() ? -2 : it->second;
}

void add_mobj(Fnv1a& h, const Mobj& mo) {
    h.add(static_cast<std::int32_t>(mo.type));
    h.add(mo.x);
    h.add(mo.y);
    h.add(mo.z);
    h.add(mo.angle);
    h.add(mo.momx);
    h.add(mo.momy);
    h.add(mo.momz);
    h.add(mo.health);
    h.add(static_cast<std::int32_t>(mo.state));
    h.add(mo.tics);
    h.add(mo.flags);
}

}  // namespace

std::uint32_t mobj_trace_hash(const World& w, int* count) {
    Fnv1a h;
    int n = 0;
    w.thinkers.for_each([&](const Thinker& t) {
        if (t.kind() != ThinkerKind::Mobj) return;
        add_mobj(h, static_cast<const Mobj&>(t));
        ++n;
    });
    if (count) *count = n;
    return h.value();
}

std::uint32_t sector_trace_hash(const World& w) {
    Fnv1a h;
    for (const SectorState& s : w.sectors) {
        h.add(s.floorheight);
        h.add(s.ceilingheight);
        h.add(s.lightlevel);
        h.add(s.special);
    }
    return h.value();
}

std::uint32_t world_hash(const World& w) {
    const MobjIndex index = index_mobjs(w);
    Fnv1a h;
    h.add(w.gametic);
    h.add(w.leveltime);
    h.add(static_cast<std::int32_t>(w.gamestate));
    h.add(static_cast<std::int32_t>(w.gameaction));
    h.add(w.opts.episode);
    h.add(w.opts.map);
    h.add(w.rng.prnd_index);
    h.add(w.paused);
    h.add(w.totalkills);
    h.add(w.totalitems);
    h.add(w.totalsecret);
    h.add(w.validcount);

    for (const Player& p : w.players) {
        h.add(mobj_index(index, p.mo));
        h.add(static_cast<std::int32_t>(p.playerstate));
        h.add(p.viewz);
        h.add(p.viewheight);
        h.add(p.deltaviewheight);
        h.add(p.bob);
        h.add(p.health);
        h.add(p.armorpoints);
        h.add(p.armortype);
        for (int v : p.powers) h.add(v);
        for (bool v : p.cards) h.add(v);
        h.add(p.backpack);
        for (int v : p.frags) h.add(v);
        h.add(static_cast<std::int32_t>(p.readyweapon));
        h.add(static_cast<std::int32_t>(p.pendingweapon));
        for (bool v : p.weaponowned) h.add(v);
        for (int v : p.ammo) h.add(v);
        for (int v : p.maxammo) h.add(v);
        h.add(p.attackdown);
        h.add(p.usedown);
        h.add(p.cheats);
        h.add(p.refire);
        h.add(p.killcount);
        h.add(p.itemcount);
        h.add(p.secretcount);
        h.add(p.damagecount);
        h.add(p.bonuscount);
        h.add(p.hazardcount);
        h.add(mobj_index(index, p.attacker));
        h.add(p.extralight);
        h.add(p.fixedcolormap);
        for (const PspriteDef& ps : p.psprites) {
            h.add(static_cast<std::int32_t>(ps.state));
            h.add(ps.tics);
            h.add(ps.sx);
            h.add(ps.sy);
        }
        h.add(p.didsecret);
    }

    w.thinkers.for_each([&](const Thinker& t) {
        h.add(static_cast<std::int32_t>(t.kind()));
        h.add(t.active);
        if (t.kind() != ThinkerKind::Mobj) return;
        const Mobj& mo = static_cast<const Mobj&>(t);
        add_mobj(h, mo);
        h.add(static_cast<std::int32_t>(mo.sprite));
        h.add(mo.frame);
        h.add(mo.subsector);
        h.add(mo.floorz);
        h.add(mo.ceilingz);
        h.add(mo.radius);
        h.add(mo.height);
        h.add(mo.movedir);
        h.add(mo.movecount);
        h.add(mobj_index(index, mo.target));
        h.add(mo.reactiontime);
        h.add(mo.threshold);
        h.add(mo.player ? w.player_index(*mo.player) : -1);
        h.add(mo.lastlook);
        h.add(mobj_index(index, mo.tracer));
    });

    for (const SectorState& s : w.sectors) {
        h.add(s.floorheight);
        h.add(s.ceilingheight);
        h.add(s.floorpic);
        h.add(s.ceilingpic);
        h.add(s.lightlevel);
        h.add(s.special);
        h.add(s.tag);
        h.add(s.soundtraversed);
        h.add(mobj_index(index, s.soundtarget));
        h.add(s.specialdata != nullptr);
        // Sloped planes only: flat levels keep the digests they always had.
        for (const SectorPlane* p : {&s.floorplane, &s.ceilingplane}) {
            if (!p->sloped) continue;
            h.add(p->rise_x);
            h.add(p->rise_y);
            h.add(p->anchor_x);
            h.add(p->anchor_y);
        }
    }
    for (const SideState& s : w.sides) {
        h.add(s.textureoffset);
        h.add(s.rowoffset);
        h.add(s.toptexture);
        h.add(s.bottomtexture);
        h.add(s.midtexture);
    }
    for (const LineState& l : w.lines) {
        h.add(l.flags);
        h.add(l.special);
        h.add(l.tag);
    }
    // Polyobjects only where a map has them: other levels keep their digests.
    for (const Polyobject& po : w.polyobjects) {
        h.add(po.x);
        h.add(po.y);
        h.add(static_cast<std::int32_t>(po.angle));
        h.add(po.mover != nullptr);
    }
    for (const Button& b : w.buttons) {
        h.add(b.line);
        h.add(static_cast<std::int32_t>(b.where));
        h.add(b.texture);
        h.add(b.timer);
    }
    h.add(w.iquehead);
    h.add(w.iquetail);
    h.add(w.bodyqueslot);
    h.add(w.braintargeton);
    h.add(static_cast<std::int32_t>(w.braintargets.size()));
    return h.value();
}

}  // namespace sim
