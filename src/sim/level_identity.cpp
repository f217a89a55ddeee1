#include "sim/level_identity.h"

#include <algorithm>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "sim/hash.h"

namespace sim {

namespace {

void add(Fnv1a& h, const std::string& s) {
    h.add(static_cast<std::int32_t>(s.size()));
    for (char c : s) h.add(static_cast<std::int32_t>(static_cast<unsigned char>(c)));
}

// The map's entries by number, then name, so the digest does not depend
// on hash order. Numbers first: sorting by name cost a third of a load.
void add(Fnv1a& h, const std::unordered_map<std::string, int>& names) {
    std::vector<const std::pair<const std::string, int>*> sorted;
    sorted.reserve(names.size());
    for (const auto& entry : names) sorted.push_back(&entry);
    std::sort(sorted.begin(), sorted.end(), [](const auto* a, const auto* b) {
        return a->second != b->second ? a->second < b->second : a->first < b->first;
    });
    h.add(static_cast<std::int32_t>(sorted.size()));
    for (const auto* entry : sorted) {
        add(h, entry->first);
        h.add(entry->second);
    }
}

void add(Fnv1a& h, const map::BBox& box) {
    for (fixed_t v : box) h.add(v);
}

}  // namespace

std::uint32_t level_identity(const map::Level& level, const TextureNumbers& textures) {
    Fnv1a h;
    add(h, level.name);
    h.add(static_cast<std::int32_t>(level.vertices.size()));
    for (const map::Vertex& v : level.vertices) {
        h.add(v.x);
        h.add(v.y);
    }
    h.add(static_cast<std::int32_t>(level.sectors.size()));
    for (const map::Sector& s : level.sectors) {
        h.add(s.floor_height);
        h.add(s.ceiling_height);
        add(h, s.floor_flat);
        add(h, s.ceiling_flat);
        h.add(s.light);
        h.add(s.special);
        h.add(s.tag);
    }
    h.add(static_cast<std::int32_t>(level.sides.size()));
    for (const map::Side& s : level.sides) {
        h.add(s.texture_offset);
        h.add(s.row_offset);
        add(h, s.top_texture);
        add(h, s.bottom_texture);
        add(h, s.mid_texture);
        h.add(s.sector);
    }
    h.add(static_cast<std::int32_t>(level.lines.size()));
    for (const map::Line& l : level.lines) {
        h.add(l.v1);
        h.add(l.v2);
        h.add(l.flags);
        h.add(l.special);
        h.add(l.tag);
        h.add(l.sides[0]);
        h.add(l.sides[1]);
    }
    h.add(static_cast<std::int32_t>(level.segs.size()));
    for (const map::Seg& s : level.segs) {
        h.add(s.v1);
        h.add(s.v2);
        h.add(s.offset);
        h.add(s.angle);
        h.add(s.side);
        h.add(s.line);
    }
    h.add(static_cast<std::int32_t>(level.subsectors.size()));
    for (const map::Subsector& s : level.subsectors) {
        h.add(s.first_seg);
        h.add(s.num_segs);
    }
    h.add(static_cast<std::int32_t>(level.nodes.size()));
    for (const map::Node& n : level.nodes) {
        h.add(n.x);
        h.add(n.y);
        h.add(n.dx);
        h.add(n.dy);
        add(h, n.bbox[0]);
        add(h, n.bbox[1]);
        h.add(n.children[0]);
        h.add(n.children[1]);
    }
    h.add(static_cast<std::int32_t>(level.things.size()));
    for (const map::Thing& t : level.things) {
        h.add(t.x);
        h.add(t.y);
        h.add(t.angle);
        h.add(t.type);
        h.add(t.options);
    }
    const map::Blockmap& bm = level.blockmap;
    h.add(bm.origin_x);
    h.add(bm.origin_y);
    h.add(bm.width);
    h.add(bm.height);
    for (std::size_t c = 0; c < bm.cell_count(); ++c) {
        const std::span<const int> cell = bm.cell(c);
        h.add(static_cast<std::int32_t>(cell.size()));
        for (int line : cell) h.add(line);
    }
    h.add(static_cast<std::int32_t>(level.reject.size()));
    for (std::uint8_t b : level.reject) h.add(static_cast<std::int32_t>(b));

    add(h, textures.flats);
    add(h, textures.textures);
    h.add(textures.sky_flat);
    h.add(static_cast<std::int32_t>(textures.texture_heights.size()));
    for (int height : textures.texture_heights) h.add(height);
    h.add(static_cast<std::int32_t>(textures.switches.size()));
    for (const auto& pair : textures.switches) {
        h.add(pair[0]);
        h.add(pair[1]);
    }
    return h.value();
}

}  // namespace sim
