#include "support/demo_runner.h"

#include <fstream>
#include <iterator>
#include <map>
#include <sstream>

#include "sim/dehacked.h"
#include "sim/game.h"
#include "support/test_support.h"

namespace test_support {

const IwadData& iwad_data(const std::string& name) {
    // Opening and indexing an IWAD is slow; the tests of a program share it.
    static std::map<std::string, std::unique_ptr<IwadData>> cache;
    auto& slot = cache[name];
    if (!slot) {
        slot = std::make_unique<IwadData>();
        std::istringstream files(name);
        std::string file;
        std::getline(files, file, '+');
        slot->archive.add_file(iwad(file));
        while (std::getline(files, file, '+')) slot->archive.add_file(more_oracle_dir() / file);
        slot->source = std::make_unique<sim::WadLevelSource>(slot->archive);
        sim::apply_dehacked_lumps(slot->defs, slot->archive);
    }
    return *slot;
}

std::vector<std::uint8_t> read_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

sim::Demo oracle_demo(const std::filesystem::path& file, const IwadData& iwad) {
    const std::filesystem::path path = file.has_parent_path() ? file : oracle_dir() / file;
    sim::Demo demo = sim::parse_demo(read_bytes(path.string()), file.filename().string());
    demo.options.mode = iwad.source->mode();
    return demo;
}

void play_to_frames(const OracleDemo& row, const IwadData& data,
                    const std::function<void(int tic, const sim::World& world)>& at) {
    const sim::Demo demo = oracle_demo(row.demo_path(), data);
    auto world = std::make_unique<sim::World>(data.defs);
    sim::new_game(*world, *data.source, demo.options);
    int tic = 0;
    for (const int frame_tic : row.frames) {
        for (; tic < frame_tic; ++tic) sim::run_tic(*world, *data.source, demo.tics[static_cast<std::size_t>(tic)]);
        if (world->gamestate == sim::GameState::Level) at(frame_tic, *world);
    }
}

}  // namespace test_support
