// Savegames, loaded over a game of freedoom2.wad MAP01. The input is what
// follows the header: signature, version, size and checksum are made right
// here, so the fuzzer reaches the fields instead of the checksum test.
#include <zlib.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/log.h"
#include "sim/game.h"
#include "sim/savegame.h"
#include "sim/wad_level_source.h"

namespace {

// Each map read from the WAD once: a savegame reloads its level, and
// reading it again was the larger part of an execution. The WAD is not
// the input here (the map target fuzzes levels).
class LoadedLevels final : public sim::LevelSource {
public:
    explicit LoadedLevels(const sim::LevelSource& wad) : wad_(wad) {}

    map::Level load(int episode, int map) const override {
        const auto key = std::pair(episode, map);
        auto found = levels_.find(key);
        if (found == levels_.end()) found = levels_.emplace(key, wad_.load(episode, map)).first;
        return found->second;
    }
    const sim::TextureNumbers& textures() const override { return wad_.textures(); }
    bool has_map(int episode, int map) const override { return wad_.has_map(episode, map); }

private:
    const sim::LevelSource& wad_;
    mutable std::map<std::pair<int, int>, map::Level> levels_;
};

struct Game {
    wad::Archive archive;
    sim::Definitions defs;
    std::unique_ptr<sim::WadLevelSource> wad_source;
    std::unique_ptr<LoadedLevels> source;
    std::unique_ptr<sim::World> world;

    Game() {
        archive.add_file(BRIMSTONE_FUZZ_IWAD);
        wad_source = std::make_unique<sim::WadLevelSource>(archive);
        source = std::make_unique<LoadedLevels>(*wad_source);
        world = std::make_unique<sim::World>(defs);
        sim::new_game(*world, *source, sim::GameOptions{});
    }
};

Game& game() {
    static Game g;
    return g;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    base::set_log_quiet(true);
    // make_seeds.sh asks for the seed this way: a save of the game just
    // started, less what the fuzzer's inputs leave out.
    if (const char* seed = std::getenv("BRIMSTONE_FUZZ_WRITE_SEED")) {
        const std::vector<std::uint8_t> save = sim::save_game(*game().world, "seed");
        std::ofstream(seed, std::ios::binary)
            .write(reinterpret_cast<const char*>(save.data()) + 16, static_cast<std::streamsize>(save.size() - 20));
        std::exit(0);
    }
    game();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::uint8_t> file{'B', 'R', 'I', 'M', 'S', 'A', 'V', 'E'};
    const auto put32 = [&file](std::uint32_t v) {
        for (int i = 0; i < 4; ++i) file.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
    };
    put32(sim::kSaveVersion);
    put32(static_cast<std::uint32_t>(file.size() + 4 + size + 4));
    file.insert(file.end(), data, data + size);
    put32(static_cast<std::uint32_t>(crc32_z(crc32_z(0, nullptr, 0), file.data(), file.size())));
    try {
        sim::load_game(*game().world, *game().source, file, "fuzz.sav");
    } catch (const base::Error&) {
    }
    return 0;
}
