#include "app/convert_command.h"

#include <filesystem>

#include "app/wad_writer.h"
#include "base/error.h"
#include "base/file_io.h"
#include "map/doom_map_loader.h"
#include "map/extended_nodes.h"
#include "map/textmap_writer.h"
#include "wad/archive.h"

namespace app {
namespace {

std::vector<std::uint8_t> bytes_of(const std::string& text) { return {text.begin(), text.end()}; }

// The map's marker, TEXTMAP, ZNODES, its BLOCKMAP and REJECT if it had them, ENDMAP.
void convert_map(const wad::Archive& archive, const wad::MapGroup& group, std::vector<NamedLump>& lumps) {
    const map::Level level = map::load_level(archive, group);
    lumps.push_back({group.name, {}});
    lumps.push_back({"TEXTMAP", bytes_of(map::write_textmap(level))});
    lumps.push_back({"ZNODES", map::write_xnod(level)});
    for (const char* kept : {"BLOCKMAP", "REJECT"})
        if (auto index = group.find(kept)) {
            const auto data = archive.lump(*index).data;
            lumps.push_back({kept, {data.begin(), data.end()}});
        }
    lumps.push_back({"ENDMAP", {}});
}

}  // namespace

int run_convert(const config::CommandLine& cl, std::ostream& out) {
    const std::string& in = cl.arguments.front();
    if (!cl.to) throw base::Error("convert: say what to convert to (--to udmf)");
    if (*cl.to != "udmf") throw base::Error("convert: cannot convert to '" + *cl.to + "' (only --to udmf)");
    if (!cl.out) throw base::Error("convert: say where to write the result (--out OUT.wad)");
    const std::filesystem::path out_path = *cl.out;
    std::error_code ec;
    if (std::filesystem::exists(out_path, ec) && !cl.force)
        throw base::Error("convert: " + out_path.string() + " already exists; add --force to replace it");
    if (std::filesystem::equivalent(in, out_path, ec))
        throw base::Error("convert: " + out_path.string() + " is the input file");

    wad::Archive archive;
    archive.add_file(in);
    std::vector<NamedLump> lumps;
    int converted = 0, skipped = 0;
    for (const wad::MapGroup& group : archive.maps()) {
        if (group.format != wad::MapFormat::Doom) {
            ++skipped;
            continue;
        }
        convert_map(archive, group, lumps);
        ++converted;
    }
    if (converted == 0)
        throw base::Error("convert: " + in + " has no Doom-format maps to convert" +
                          (skipped ? " (its " + std::to_string(skipped) + " maps are Hexen-format or UDMF already)"
                                   : ""));
    const std::vector<std::uint8_t> bytes = pwad_bytes(lumps);
    base::write_file_atomic(out_path, bytes.data(), bytes.size());
    out << "converted " << converted << " maps of " << in << " to UDMF in " << out_path.string();
    if (skipped) out << " (" << skipped << " Hexen-format or UDMF maps left out)";
    out << "\n";
    return 0;
}

}  // namespace app
