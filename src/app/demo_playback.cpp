#include "app/demo_playback.h"

#include <chrono>
#include <filesystem>

#include "base/error.h"
#include "base/file_io.h"
#include "sim/dehacked.h"
#include "sim/game.h"
#include "sim/trace.h"

namespace app {

GameRules make_rules(const GameFiles& files, const config::CommandLine& cl) {
    GameRules rules;
    sim::apply_dehacked_lumps(rules.definitions, files.archive);
    for (const auto& patch : cl.deh) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(patch, ec)) throw base::Error(patch + ": DeHackEd patch not found");
        sim::apply_dehacked_file(rules.definitions, patch);
    }
    rules.levels = std::make_unique<sim::WadLevelSource>(files.archive);
    return rules;
}

sim::Demo read_demo(const GameFiles& files, const std::string& name) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(name, ec)) return sim::parse_demo(base::read_file(name), name);
    if (auto lump = files.archive.find(name)) {
        const wad::Lump& l = files.archive.lump(*lump);
        return sim::parse_demo(l.data, files.archive.files()[l.file].path.string() + ": lump " + l.name);
    }
    if (!std::filesystem::path(name).has_extension() && std::filesystem::is_regular_file(name + ".lmp", ec))
        return sim::parse_demo(base::read_file(name + ".lmp"), name + ".lmp");
    throw base::Error(name + ": demo not found (neither a file nor a lump)");
}

PlaybackResult play_demo(const GameRules& rules, const sim::Demo& demo, std::ostream* trace) {
    sim::GameOptions options = demo.options;
    options.mode = rules.levels->mode();
    auto world = std::make_unique<sim::World>(rules.definitions);
    const auto t0 = std::chrono::steady_clock::now();
    sim::new_game(*world, *rules.levels, options);
    if (trace) *trace << sim::trace_header() << "\n";
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        sim::run_tic(*world, *rules.levels, demo.tics[tic]);
        if (trace) *trace << sim::trace_line(*world, static_cast<int>(tic)) << "\n";
    }
    PlaybackResult r;
    r.tics = static_cast<int>(demo.tics.size());
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

}  // namespace app
