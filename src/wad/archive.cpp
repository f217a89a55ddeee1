#include "wad/archive.h"

#include <algorithm>
#include <array>
#include <cctype>

#include "base/byte_reader.h"
#include "base/error.h"

namespace wad {
namespace {

constexpr std::uint32_t kMaxLumps = 1u << 20;

bool valid_name_char(std::uint8_t c) {
    // Names in the wild use letters, digits and a handful of punctuation;
    // control characters mean the directory is garbage.
    return c >= 0x20 && c < 0x7f;
}

struct MarkerPair {
    const char* start;
    const char* end;
    Namespace ns;
};
// Outer and doubled markers (S_/SS_, F_/FF_, P_/PP_) open the same namespace;
// the numbered inner markers (F1_START …) are ordinary lumps inside it.
constexpr std::array<MarkerPair, 8> kMarkers{{
    {"S_START", "S_END", Namespace::Sprites},
    {"SS_START", "SS_END", Namespace::Sprites},
    {"F_START", "F_END", Namespace::Flats},
    {"FF_START", "FF_END", Namespace::Flats},
    {"P_START", "P_END", Namespace::Patches},
    {"PP_START", "PP_END", Namespace::Patches},
    {"TX_START", "TX_END", Namespace::Textures},
    {"HI_START", "HI_END", Namespace::Hires},
}};

const std::array<const char*, 10> kDoomMapLumps{"THINGS",  "LINEDEFS", "SIDEDEFS", "VERTEXES", "SEGS",
                                                "SSECTORS", "NODES",    "SECTORS",  "REJECT",   "BLOCKMAP"};

bool is_doom_map_lump(const std::string& n) {
    return std::find(kDoomMapLumps.begin(), kDoomMapLumps.end(), n) != kDoomMapLumps.end() || n == "BEHAVIOR" ||
           n == "SCRIPTS" || n == "GL_VERT" || n == "GL_SEGS" || n == "GL_SSECT" || n == "GL_NODES" || n == "GL_PVS";
}

}  // namespace

const char* namespace_name(Namespace ns) {
    switch (ns) {
        case Namespace::Global: return "global";
        case Namespace::Sprites: return "sprites";
        case Namespace::Flats: return "flats";
        case Namespace::Patches: return "patches";
        case Namespace::Textures: return "textures";
        case Namespace::Hires: return "hires";
    }
    return "?";
}

std::optional<std::size_t> MapGroup::find(const std::string& lump) const {
    auto it = lumps.find(lump);
    if (it == lumps.end()) return std::nullopt;
    return it->second;
}

File File::parse(std::filesystem::path path, FileBytes bytes) {
    File f;
    f.path = std::move(path);
    f.storage = std::make_shared<const FileBytes>(std::move(bytes));
    f.bytes = f.storage->bytes();
    const std::string ctx = f.path.string();
    base::ByteReader r(f.bytes, ctx);
    if (f.bytes.size() < 12)
        r.fail("too short for a WAD header (" + std::to_string(f.bytes.size()) + " bytes, need 12)");
    auto magic = r.bytes(4);
    std::string m(magic.begin(), magic.end());
    if (m == "IWAD") f.is_iwad = true;
    else if (m != "PWAD") r.fail("not a WAD file (magic is not IWAD or PWAD)");
    std::int32_t count = r.s32();
    std::int32_t dir = r.s32();
    if (count < 0) r.fail("negative lump count " + std::to_string(count));
    if (dir < 0) r.fail("negative directory offset " + std::to_string(dir));
    if (static_cast<std::uint32_t>(count) > kMaxLumps) r.fail("implausible lump count " + std::to_string(count));
    const std::size_t dir_size = static_cast<std::size_t>(count) * 16;
    if (static_cast<std::size_t>(dir) > f.bytes.size() || dir_size > f.bytes.size() - static_cast<std::size_t>(dir))
        r.fail("directory (" + std::to_string(count) + " entries at offset " + std::to_string(dir) +
               ") runs past the end of the file (" + std::to_string(f.bytes.size()) + " bytes)");
    r.seek(static_cast<std::size_t>(dir));
    f.entries.reserve(static_cast<std::size_t>(count));
    for (std::int32_t i = 0; i < count; ++i) {
        std::uint32_t off = r.u32();
        std::uint32_t size = r.u32();
        auto raw = r.bytes(8);
        std::string name;
        bool ended = false;
        for (std::uint8_t c : raw) {
            if (c == 0) { ended = true; continue; }
            if (ended) continue;  // bytes after the NUL are padding, often junk
            if (!valid_name_char(c))
                r.fail("directory entry " + std::to_string(i) + " has an invalid name byte 0x" +
                       [&] { char b[3]; std::snprintf(b, 3, "%02x", c); return std::string(b); }());
            name.push_back(static_cast<char>(std::toupper(c)));
        }
        if (size > 0 && (off > f.bytes.size() || size > f.bytes.size() - off))
            r.fail("lump " + std::to_string(i) + " '" + name + "' (offset " + std::to_string(off) + ", size " +
                   std::to_string(size) + ") runs past the end of the file (" + std::to_string(f.bytes.size()) +
                   " bytes)");
        f.entries.push_back({std::move(name), off, size});
    }
    return f;
}

File File::open(const std::filesystem::path& path) { return parse(path, FileBytes::open(path)); }

void Archive::add_file(const std::filesystem::path& path) { add_file(File::open(path)); }

void Archive::add_file(File file) {
    files_.push_back(std::move(file));
    index_file(files_.size() - 1);
}

void Archive::index_file(std::size_t fi) {
    const File& f = files_[fi];
    Namespace ns = Namespace::Global;
    const std::size_t first = lumps_.size();
    for (std::size_t i = 0; i < f.entries.size(); ++i) {
        const auto& e = f.entries[i];
        Lump l;
        l.name = e.name;
        l.file = fi;
        l.index_in_file = i;
        l.data = std::span<const std::uint8_t>(f.bytes.data() + (e.size ? e.offset : 0), e.size);
        bool marker = false;
        for (const auto& m : kMarkers) {
            if (e.name == m.start) { ns = m.ns; marker = true; }
            else if (e.name == m.end) { ns = Namespace::Global; marker = true; }
        }
        l.ns = marker ? Namespace::Global : ns;
        by_name_.emplace(l.name, lumps_.size());
        lumps_.push_back(std::move(l));
    }
    // Map groups: a marker followed by THINGS (binary) or TEXTMAP (UDMF).
    for (std::size_t i = first; i + 1 < lumps_.size(); ++i) {
        if (lumps_[i].ns != Namespace::Global) continue;
        const std::string& next = lumps_[i + 1].name;
        MapGroup g;
        g.name = lumps_[i].name;
        g.marker = i;
        std::size_t j = i + 1;
        if (next == "TEXTMAP") {
            g.format = MapFormat::Udmf;
            for (; j < lumps_.size() && lumps_[j].name != "ENDMAP"; ++j) g.lumps[lumps_[j].name] = j;
            if (j == lumps_.size())
                throw base::Error(f.path.string() + ": map " + g.name + " has TEXTMAP but no ENDMAP");
            ++j;  // ENDMAP belongs to the group: it never starts a map of its own
        } else if (next == "THINGS") {
            for (; j < lumps_.size() && is_doom_map_lump(lumps_[j].name) && !g.lumps.count(lumps_[j].name); ++j)
                g.lumps[lumps_[j].name] = j;
            if (g.lumps.count("BEHAVIOR")) g.format = MapFormat::Hexen;
        } else {
            continue;
        }
        auto same = std::find_if(maps_.begin(), maps_.end(), [&](const MapGroup& m) { return m.name == g.name; });
        if (same != maps_.end()) *same = std::move(g);
        else maps_.push_back(std::move(g));
        i = j - 1;
    }
}

std::optional<std::size_t> Archive::find(std::string_view name, Namespace ns) const {
    std::string key(name);
    for (auto& c : key) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto [lo, hi] = by_name_.equal_range(key);
    std::optional<std::size_t> best;
    for (auto it = lo; it != hi; ++it)
        if (lumps_[it->second].ns == ns && (!best || it->second > *best)) best = it->second;
    return best;
}

std::string Archive::describe() const {
    if (files_.empty()) return "no WAD loaded";
    std::string names;
    for (const File& file : files_) names += (names.empty() ? "" : " + ") + file.path.filename().string();
    return names;
}

std::optional<std::size_t> Archive::find_any(std::string_view name) const {
    if (auto g = find(name, Namespace::Global)) return g;
    return find_last(name);
}

std::optional<std::size_t> Archive::find_last(std::string_view name) const {
    std::string key(name);
    for (auto& c : key) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    auto [lo, hi] = by_name_.equal_range(key);
    std::optional<std::size_t> best;
    for (auto it = lo; it != hi; ++it)
        if (!best || it->second > *best) best = it->second;
    return best;
}

const Lump& Archive::require(std::string_view name, Namespace ns) const {
    auto i = find(name, ns);
    if (!i) {
        std::string where = files_.empty() ? std::string("no WAD loaded") : files_.front().path.string();
        for (std::size_t k = 1; k < files_.size(); ++k) where += " + " + files_[k].path.string();
        throw base::Error(where + ": lump " + std::string(name) + " not found" +
                          (ns == Namespace::Global ? "" : std::string(" in ") + namespace_name(ns) + " namespace"));
    }
    return lumps_[*i];
}

std::vector<std::size_t> Archive::in_namespace(Namespace ns) const {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < lumps_.size(); ++i)
        if (lumps_[i].ns == ns) out.push_back(i);
    return out;
}

const MapGroup* Archive::find_map(std::string_view name) const {
    std::string key(name);
    for (auto& c : key) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const auto& m : maps_)
        if (m.name == key) return &m;
    return nullptr;
}

}  // namespace wad
