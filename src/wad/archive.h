#pragma once
// WAD files and the stacked lump directory. Files are added in order; a
// later file's lump of the same name (and namespace) wins, as -file did.
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "wad/file_bytes.h"

namespace wad {

// Marker namespaces kept apart: a flat named like a patch never shadows it.
enum class Namespace { Global, Sprites, Flats, Patches, Textures, Hires };
const char* namespace_name(Namespace ns);

struct Lump {
    std::string name;           // upper-case, at most 8 characters
    Namespace ns = Namespace::Global;
    std::size_t file = 0;       // index into Archive::files()
    std::size_t index_in_file = 0;
    std::span<const std::uint8_t> data;
};

// One opened WAD file with a validated directory. Copies share the bytes:
// lumps and `bytes` point into `storage`.
struct File {
    std::filesystem::path path;
    bool is_iwad = false;
    std::shared_ptr<const FileBytes> storage;
    std::span<const std::uint8_t> bytes;  // all of storage
    struct Entry {
        std::string name;
        std::uint32_t offset = 0;
        std::uint32_t size = 0;
    };
    std::vector<Entry> entries;

    // Throws base::Error naming the file and the directory entry at fault.
    static File parse(std::filesystem::path path, FileBytes bytes);
    static File parse(std::filesystem::path path, std::vector<std::uint8_t> bytes) {
        return parse(std::move(path), FileBytes(std::move(bytes)));
    }
    // Maps the file (file_bytes.h) and reads only its directory.
    static File open(const std::filesystem::path& path);
};

enum class MapFormat { Doom, Hexen, Udmf };

// A map's lumps, found by marker: the marker name and the lumps after it.
struct MapGroup {
    std::string name;
    MapFormat format = MapFormat::Doom;
    std::size_t marker = 0;                       // global lump index of the marker
    std::map<std::string, std::size_t> lumps;     // lump name -> global lump index
    std::optional<std::size_t> find(const std::string& lump) const;
};

class Archive {
public:
    // Opens and appends a file; throws base::Error naming it on failure.
    void add_file(const std::filesystem::path& path);
    void add_file(File file);

    const std::vector<File>& files() const { return files_; }
    // The stack's file names for messages: "freedoom2.wad + mod.wad".
    std::string describe() const;
    const std::vector<Lump>& lumps() const { return lumps_; }
    const Lump& lump(std::size_t index) const { return lumps_.at(index); }

    // Last lump of that name in that namespace (Global also matches lumps
    // outside any marker pair only).
    std::optional<std::size_t> find(std::string_view name, Namespace ns = Namespace::Global) const;
    // Last lump of that name in any namespace, preferring Global.
    std::optional<std::size_t> find_any(std::string_view name) const;
    // Last lump of that name in the whole stack, whatever its namespace (the
    // original's W_GetNumForName).
    std::optional<std::size_t> find_last(std::string_view name) const;
    // Throws base::Error "IWAD: lump NAME not found" when missing.
    const Lump& require(std::string_view name, Namespace ns = Namespace::Global) const;

    // Every lump in a namespace, in directory order (earlier files first).
    std::vector<std::size_t> in_namespace(Namespace ns) const;

    // Maps in the stack; a later file's map replaces an earlier one of the
    // same name, keeping the first one's position in the list.
    const std::vector<MapGroup>& maps() const { return maps_; }
    const MapGroup* find_map(std::string_view name) const;

private:
    void index_file(std::size_t file_index);
    std::vector<File> files_;
    std::vector<Lump> lumps_;
    std::vector<MapGroup> maps_;
    std::multimap<std::string, std::size_t, std::less<>> by_name_;
};

}  // namespace wad
