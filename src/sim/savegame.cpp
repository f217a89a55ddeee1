// The savegame file: its envelope (signature, version, size, checksum),
// the header that says which map and options it needs, and loading in two
// passes so that a bad file never leaves the world half replaced.
#include "sim/savegame.h"

#include <zlib.h>

#include <algorithm>
#include <memory>

#include "base/byte_reader.h"
#include "base/error.h"
#include "sim/level_identity.h"
#include "sim/boom_thinkers.h"
#include "sim/hexen_lights.h"
#include "sim/hexen_planes.h"
#include "sim/hexen_waggle.h"
#include "sim/lightning.h"
#include "sim/animated_doors.h"
#include "sim/quakes.h"
#include "sim/screen_fades.h"
#include "sim/movers.h"
#include "sim/acs_scripts.h"
#include "sim/save_acs.h"
#include "sim/music_changers.h"
#include "sim/polyobjects.h"
#include "sim/save_archive.h"
#include "sim/save_fields.h"
#include "sim/save_links.h"
#include "sim/setup.h"
#include "sim/slope_setup.h"
#include "sim/sound.h"
#include "sim/specials.h"
#include "sim/touching_sectors.h"

namespace sim {

namespace {

using save::Reader;
using save::Writer;

constexpr char kMagic[8] = {'B', 'R', 'I', 'M', 'S', 'A', 'V', 'E'};
constexpr std::size_t kSizeOffset = 12;     // after the signature and version
constexpr std::size_t kHeaderStart = 16;    // after the size
constexpr std::size_t kEnvelopeBytes = 20;  // signature, version, size … checksum

std::uint32_t crc_of(std::span<const std::uint8_t> bytes) {
    return static_cast<std::uint32_t>(crc32_z(crc32_z(0, nullptr, 0), bytes.data(), bytes.size()));
}

// What the header says: enough to fetch the map and make the objects.
struct Header {
    GameOptions opts;
    std::string level_name;
    std::uint32_t identity = 0;
    struct Entry {
        ThinkerKind kind = ThinkerKind::Mobj;
        bool removed = false;
    };
    std::vector<Entry> thinkers;
};

std::unique_ptr<Thinker> make_thinker(ThinkerKind kind) {
    switch (kind) {
        case ThinkerKind::Mobj: return std::make_unique<Mobj>();
        case ThinkerKind::Ceiling: return std::make_unique<Ceiling>();
        case ThinkerKind::Door: return std::make_unique<Door>();
        case ThinkerKind::Floor: return std::make_unique<FloorMove>();
        case ThinkerKind::Plat: return std::make_unique<Plat>();
        case ThinkerKind::LightFlash: return std::make_unique<LightFlash>();
        case ThinkerKind::Strobe: return std::make_unique<Strobe>();
        case ThinkerKind::Glow: return std::make_unique<Glow>();
        case ThinkerKind::FireFlicker: return std::make_unique<FireFlicker>();
        case ThinkerKind::Elevator: return std::make_unique<Elevator>();
        case ThinkerKind::Scroller: return std::make_unique<Scroller>();
        case ThinkerKind::Friction: return std::make_unique<FrictionThinker>();
        case ThinkerKind::Pusher: return std::make_unique<Pusher>();
        case ThinkerKind::HexenLight: return std::make_unique<HexenLight>();
        case ThinkerKind::Pillar: return std::make_unique<Pillar>();
        case ThinkerKind::PolyMover: return std::make_unique<PolyMover>();
        case ThinkerKind::Waggle: return std::make_unique<Waggle>();
        case ThinkerKind::Quake: return std::make_unique<Quake>();
        case ThinkerKind::Lightning: return std::make_unique<Lightning>();
        case ThinkerKind::FlashFader: return std::make_unique<FlashFader>();
        case ThinkerKind::AnimatedDoor: return std::make_unique<AnimatedDoor>();
    }
    return nullptr;
}

// The bytes before the checksum, once signature, version, size and
// checksum are right.
std::span<const std::uint8_t> open_envelope(std::span<const std::uint8_t> bytes, const std::string& file) {
    if (bytes.size() < sizeof kMagic || !std::equal(std::begin(kMagic), std::end(kMagic), bytes.begin()))
        throw base::Error(file + ": not a Brimstone savegame (no BRIMSAVE signature)");
    if (bytes.size() < kEnvelopeBytes) throw base::Error(file + ": truncated savegame");
    base::ByteReader in(bytes, file);
    in.skip(sizeof kMagic);
    const std::uint32_t version = in.u32();
    if (version != kSaveVersion)
        throw base::Error(file + ": savegame format version " + std::to_string(version) +
                          "; this build reads version " + std::to_string(kSaveVersion));
    const std::uint32_t size = in.u32();
    if (size < bytes.size())
        throw base::Error(file + ": " + std::to_string(bytes.size() - size) + " unexpected bytes after the savegame");
    if (size > bytes.size())
        throw base::Error(file + ": truncated savegame (" + std::to_string(bytes.size()) + " of " +
                          std::to_string(size) + " bytes)");
    const auto body = bytes.first(bytes.size() - 4);
    in.seek(body.size());
    if (in.u32() != crc_of(body)) throw base::Error(file + ": checksum mismatch; the savegame is damaged");
    return body;
}

Header read_header(Reader& r) {
    Header h;
    std::string description;
    r.text(description);
    fields(r, h.opts);
    r.text(h.level_name);
    r.num(h.identity);
    h.thinkers.resize(r.count(5));
    for (Header::Entry& e : h.thinkers) {
        r.in_range(e.kind, 0, save::past(ThinkerKind::AnimatedDoor), "thinker kind");
        r.flag(e.removed);
    }
    return h;
}

// Replaces `w` with the saved state read from `in` (positioned after the
// header). Throws base::Error on bad data, having changed `w` in part.
void decode(World& w, const Header& h, map::Level level, const TextureNumbers& textures, base::ByteReader in) {
    w.thinkers.clear();
    w.monster_lists = {};
    w.opts = h.opts;
    set_rules(w);
    w.level = std::move(level);
    w.textures = textures;
    w.sectors.assign(w.level.sectors.size(), SectorState{});
    w.sides.assign(w.level.sides.size(), SideState{});
    w.lines.assign(w.level.lines.size(), LineState{});
    build_polyobjects(w, false);
    read_map_places(w);
    const map::Blockmap& bm = w.level.blockmap;
    w.blocklinks.assign(static_cast<std::size_t>(bm.width) * static_cast<std::size_t>(bm.height), nullptr);
    init_pic_anims(w);
    w.events.clear();
    start_level_music(w);

    std::vector<std::unique_ptr<Thinker>> owned;
    std::vector<Thinker*> objects;
    for (const Header::Entry& e : h.thinkers) {
        owned.push_back(make_thinker(e.kind));
        objects.push_back(owned.back().get());
    }
    Reader r(in, w, objects);
    fields(r, w);
    read_acs_module(w);
    save::acs_fields(r, w);
    for (Thinker* t : objects) fields(r, *t);
    // The list takes the objects before the links are read: their checks
    // ask which things are removed.
    for (std::size_t i = 0; i < owned.size(); ++i) {
        if (h.thinkers[i].removed)
            w.thinkers.adopt_removed(std::move(owned[i]));
        else
            w.thinkers.add(std::move(owned[i]));
    }
    save::read_thing_links(r, w, objects);
    relink_all_touching_sectors(w);
    note_sloped_level(w);
    build_extra_floors(w);
    place_polyobjects(w);
    restore_changed_music(w);
    if (in.remaining() != 0) r.fail("unexpected data after the saved state");
}

}  // namespace

std::vector<std::uint8_t> save_game(const World& w, const std::string& description) {
    Writer body(w);
    fields(body, w);
    save::acs_fields(body, w);
    // Writing a thinker may reach a removed one, which then gets the next id.
    for (std::size_t id = 0; id < body.thinker_count(); ++id) fields(body, body.thinker(id));
    save::write_thing_links(body, w);

    Writer head(w);
    for (char c : kMagic) head.u8(static_cast<std::uint8_t>(c));
    head.u32(kSaveVersion);
    head.u32(0);  // the size, filled in below
    head.text(description);
    fields(head, w.opts);
    head.text(w.level.name);
    // Polyobjects moved the map's lines; the check is of the map as loaded.
    head.u32(w.polyobjects.empty() ? level_identity(w.level, w.textures)
                                   : level_identity(unmoved_level(w), w.textures));
    head.u32(static_cast<std::uint32_t>(body.thinker_count()));
    for (std::size_t id = 0; id < body.thinker_count(); ++id) {
        head.num(body.thinker(id).kind());
        head.flag(body.thinker(id).removed());
    }

    std::vector<std::uint8_t> out = head.bytes();
    out.insert(out.end(), body.bytes().begin(), body.bytes().end());
    const auto size = static_cast<std::uint32_t>(out.size() + 4);
    for (std::size_t i = 0; i < 4; ++i) out[kSizeOffset + i] = static_cast<std::uint8_t>(size >> (8 * i));
    const std::uint32_t crc = crc_of(out);
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(crc >> (8 * i)));
    return out;
}

void load_game(World& w, const LevelSource& source, std::span<const std::uint8_t> bytes,
               const std::string& file_name) {
    base::ByteReader in(open_envelope(bytes, file_name), file_name);
    in.seek(kHeaderStart);

    // Everything is first decoded into a scratch world; only when that
    // succeeds is the same decoding done into `w`, which then cannot fail.
    World scratch(*w.base_defs);
    Reader header_reader(in, scratch, {});
    const Header header = read_header(header_reader);

    map::Level level;
    try {
        level = source.load(header.opts.episode, header.opts.map);
    } catch (const base::Error& e) {
        throw base::Error(file_name + ": its map cannot be loaded: " + e.what());
    }
    if (level.name != header.level_name || level_identity(level, source.textures()) != header.identity)
        throw base::Error(file_name + ": saved on " + header.level_name + " of another WAD; this one's " +
                          level.name + " differs");

    decode(scratch, header, level, source.textures(), in);
    decode(w, header, std::move(level), source.textures(), in);
}

}  // namespace sim
