#include "sim/save_links.h"

#include <unordered_set>
#include <vector>

#include "sim/map_utility.h"

namespace sim::save {

namespace {

// Lists by index, only the non-empty ones: index, length, thing ids.
template <class Head>
void write_lists(Writer& out, std::size_t count, Head head, Mobj* Mobj::*next) {
    std::vector<std::size_t> used;
    for (std::size_t i = 0; i < count; ++i)
        if (head(i)) used.push_back(i);
    out.u32(static_cast<std::uint32_t>(used.size()));
    for (std::size_t i : used) {
        out.u32(static_cast<std::uint32_t>(i));
        std::vector<const Mobj*> things;
        for (const Mobj* m = head(i); m; m = m->*next) things.push_back(m);
        out.u32(static_cast<std::uint32_t>(things.size()));
        for (const Mobj* m : things) out.ref(m);
    }
}

// `fits(thing, index)` says whether the thing may be in that list.
template <class Head, class Fits>
void read_lists(Reader& in, std::size_t count, Head head, Mobj* Mobj::*next, Mobj* Mobj::*prev, Fits fits,
                std::unordered_set<const Mobj*>& listed) {
    const std::size_t lists = in.count(8);
    for (std::size_t l = 0; l < lists; ++l) {
        std::size_t index = 0;
        in.in_range(index, 0, static_cast<std::int64_t>(count), "thing list");
        if (head(index)) in.fail("thing list " + std::to_string(index) + " is saved twice");
        const std::size_t length = in.count(4);
        Mobj* last = nullptr;
        for (std::size_t k = 0; k < length; ++k) {
            Mobj* m = nullptr;
            in.ref(m);
            if (!m || m->removed() || !fits(*m, index) || !listed.insert(m).second)
                in.fail("thing list " + std::to_string(index) + " holds a thing that cannot be there");
            m->*prev = last;
            m->*next = nullptr;
            (last ? last->*next : head(index)) = m;
            last = m;
        }
    }
}

}  // namespace

void write_thing_links(Writer& out, const World& w) {
    write_lists(
        out, w.sectors.size(), [&](std::size_t i) { return w.sectors[i].thinglist; }, &Mobj::snext);
    write_lists(
        out, w.blocklinks.size(), [&](std::size_t i) { return w.blocklinks[i]; }, &Mobj::bnext);
}

void read_thing_links(Reader& in, World& w, std::span<Thinker* const> objects) {
    std::unordered_set<const Mobj*> in_sectors;
    read_lists(
        in, w.sectors.size(), [&](std::size_t i) -> Mobj*& { return w.sectors[i].thinglist; }, &Mobj::snext,
        &Mobj::sprev,
        [&](const Mobj& m, std::size_t i) {
            return !(m.flags & MF_NOSECTOR) && static_cast<std::size_t>(w.mobj_sector(m)) == i;
        },
        in_sectors);
    // Unlinking finds a list head by the thing's sector, so every thing
    // linked to a sector must be in that sector's list.
    for (Thinker* t : objects) {
        const auto* m = dynamic_cast<const Mobj*>(t);
        if (m && !m->removed() && !(m->flags & MF_NOSECTOR) && !in_sectors.count(m))
            in.fail("a thing is missing from its sector's thing list");
    }
    // A thing moved without relinking (the arch-vile's fire) may sit in
    // another cell's list, as it would have in play.
    std::unordered_set<const Mobj*> in_blocks;
    read_lists(
        in, w.blocklinks.size(), [&](std::size_t i) -> Mobj*& { return w.blocklinks[i]; }, &Mobj::bnext,
        &Mobj::bprev, [](const Mobj& m, std::size_t) { return !(m.flags & MF_NOBLOCKMAP); }, in_blocks);
}

}  // namespace sim::save
