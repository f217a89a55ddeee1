#include "app/generate_map_command.h"

#include <filesystem>
#include <sstream>

#include "app/wad_writer.h"
#include "base/error.h"
#include "base/file_io.h"
#include "map/doom_map_loader.h"
#include "map/extended_nodes.h"
#include "wad/archive.h"

namespace app {
namespace {

// The map as lumps, loaded the way a player's copy is: the loader builds
// nodes for a map without them (map/node_builder.h), and the blockmap.
map::Level load_generated(const std::vector<NamedLump>& lumps, const std::string& name) {
    wad::Archive archive;
    archive.add_file(wad::File::parse(name, pwad_bytes(lumps)));
    return map::load_level(archive, archive.maps().front());
}

}  // namespace

std::string write_generated_map(const GridMapSpec& spec, const std::filesystem::path& out_path) {
    GridMap grid = make_grid_map(spec);
    const map::Level level = load_generated(grid.lumps, out_path.filename().string());
    for (NamedLump& lump : grid.lumps)
        if (lump.name == "NODES") lump.data = map::write_xnod(level, grid.counts.vertices);
    const std::vector<std::uint8_t> bytes = pwad_bytes(grid.lumps);
    base::write_file_atomic(out_path, bytes.data(), bytes.size());
    const GridMapCounts& c = grid.counts;
    std::ostringstream out;
    out << "MAP01, " << spec.columns << "x" << spec.rows << " rooms (seed " << spec.seed << "): " << c.lines
        << " linedefs, " << c.sides << " sidedefs, " << c.vertices << " vertices, " << c.sectors << " sectors, "
        << c.things << " things (" << c.monsters << " monsters); our nodes as XNOD: " << level.nodes.size()
        << " nodes, " << level.subsectors.size() << " subsectors, " << level.segs.size() << " segs, "
        << (level.vertices.size() - c.vertices) << " new vertices; BLOCKMAP empty (each port builds its own), "
        << "REJECT all zeros";
    return out.str();
}

int run_generate_map(const config::CommandLine& cl, std::ostream& out) {
    const std::filesystem::path out_path = cl.arguments.front();
    std::error_code ec;
    if (std::filesystem::exists(out_path, ec) && !cl.force)
        throw base::Error("generate-map: " + out_path.string() + " already exists; add --force to replace it");
    GridMapSpec spec;
    if (cl.grid) {
        spec.columns = cl.grid->width;
        spec.rows = cl.grid->height;
    }
    if (cl.monsters) spec.monsters = *cl.monsters;
    if (cl.seed) spec.seed = static_cast<std::uint64_t>(*cl.seed);
    out << "wrote " << out_path.string() << ": " << write_generated_map(spec, out_path) << "\n";
    return 0;
}

}  // namespace app
