#include "app/demo_playback.h"

#include <chrono>
#include <filesystem>
#include <random>

#include "app/new_game_options.h"
#include "app/sim_files.h"
#include "assets/gameconf.h"
#include "assets/musinfo.h"
#include "assets/sbardef.h"
#include "assets/sndinfo.h"
#include "assets/umapinfo.h"
#include "base/error.h"
#include "base/file_io.h"
#include "base/log.h"
#include "sim/dehacked.h"
#include "sim/game.h"
#include "sim/savegame.h"
#include "sim/sound_names.h"
#include "sim/trace.h"
#include "sim/acs_libraries.h"
#include "sim/wad_level_source.h"
#include "wad/game.h"

namespace app {

namespace {

// GAMECONF's files are loaded (app/gameconf_files), its complevel and
// options played (sim/complevel_choice, sim/options_lump); what it says
// that is not is named once here.
void warn_gameconf(const wad::Archive& archive) {
    std::vector<std::string> diagnostics;
    const assets::GameConf conf = assets::load_gameconf(archive, diagnostics);
    for (const std::string& d : diagnostics) base::warn(d);
    std::string unused;
    const auto add = [&](bool given, const char* name) {
        if (given) unused += (unused.empty() ? "" : ", ") + std::string(name);
    };
    add(conf.mode.has_value(), "mode");
    add(conf.playertranslations.has_value(), "playertranslations");
    add(conf.wadtranslation.has_value(), "wadtranslation");
    if (!unused.empty())
        base::warn("GAMECONF: " + unused + " not applied yet; the game runs in its IWAD's mode, untranslated");
}

// The WAD's own status bar is read by every screen drawn
// (render/game_screen); its problems are named here, once a game.
void warn_sbardef(const wad::Archive& archive) {
    std::vector<std::string> diagnostics;
    (void)assets::load_sbardef(archive, diagnostics);
    for (const std::string& d : diagnostics) base::warn(d);
}

}  // namespace

GameRules make_rules(const GameFiles& files, const config::CommandLine& cl) {
    GameRules rules;
    rules.definitions.mission = sim::mission_of(wad::identify_game(files.archive));
    sim::apply_dehacked_lumps(rules.definitions, files.archive);
    warn_sbardef(files.archive);
    warn_gameconf(files.archive);
    sim::AcsLibraryLumps libraries = sim::find_acs_libraries(files.archive);
    if (!libraries.autoload.empty())
        base::log(base::LogLevel::Info, "LOADACS: " + std::to_string(libraries.autoload.size()) +
                                            " ACS libraries run on Hexen-format and UDMF maps; Doom-format maps "
                                            "play without them");
    if (!libraries.lumps.empty() || !libraries.autoload.empty())
        rules.definitions.acs_libraries = std::make_shared<const sim::AcsLibraryLumps>(std::move(libraries));
    if (assets::has_umapinfo(files.archive)) {
        std::vector<assets::UmapDiagnostic> diagnostics;  // each already logged
        rules.definitions.umapinfo =
            std::make_shared<const assets::UmapInfo>(assets::load_umapinfo(files.archive, diagnostics));
        std::vector<std::string> interlevel_diagnostics;
        assets::InterlevelSet interlevels =
            assets::load_interlevels(files.archive, *rules.definitions.umapinfo, interlevel_diagnostics);
        for (const std::string& d : interlevel_diagnostics) base::warn(d);
        if (!interlevels.empty())
            rules.definitions.interlevels = std::make_shared<const assets::InterlevelSet>(std::move(interlevels));
    }
    if (files.archive.find("MUSINFO")) {
        std::vector<std::string> diagnostics;  // each already logged
        rules.definitions.musinfo =
            std::make_shared<const assets::MusInfo>(assets::load_musinfo(files.archive, diagnostics));
    }
    for (const auto& patch : cl.deh) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(patch, ec)) throw base::Error(patch + ": DeHackEd patch not found");
        apply_dehacked_file(rules.definitions, patch);
    }
    // After every patch: SNDINFO's new sounds are numbered after theirs.
    std::vector<std::string> sndinfo_diagnostics;  // each already logged
    const auto exists = [&](std::string_view lump) { return files.archive.find_any(lump).has_value(); };
    sim::apply_sndinfo(rules.definitions, assets::load_sndinfo(files.archive, sndinfo_diagnostics), exists,
                       sndinfo_diagnostics);
    rules.levels = std::make_unique<sim::WadLevelSource>(files.archive);
    return rules;
}

namespace {

sim::Demo parse_demo_named(const GameFiles& files, const std::string& name, std::string& source) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(name, ec)) return sim::parse_demo(base::read_file(source = name), name);
    if (auto lump = files.archive.find(name)) {
        const wad::Lump& l = files.archive.lump(*lump);
        source = files.archive.files()[l.file].path.string() + ": lump " + l.name;
        return sim::parse_demo(l.data, source);
    }
    if (!std::filesystem::path(name).has_extension() && std::filesystem::is_regular_file(name + ".lmp", ec))
        return sim::parse_demo(base::read_file(source = name + ".lmp"), source);
    throw base::Error(name + ": demo not found (neither a file nor a lump)");
}

// What vanilla would do with the demo on this IWAD: start a map the WADs
// lack (an error here, a crash there), or quietly play another game's map.
void check_demo_game(const GameFiles& files, const sim::Demo& demo, const std::string& source) {
    const sim::GameMode mode = sim::game_mode_of(files.game);
    const sim::GameOptions& o = demo.options;
    const std::string map = sim::map_lump_name(mode, o.episode, o.map);
    if (!files.archive.find_map(map))
        throw base::Error(source + ": the demo starts on " + map + ", which the loaded WADs (" +
                          files.archive.describe() + ") do not have");
    if (mode == sim::GameMode::Commercial && o.episode != 1)
        base::warn(source + ": the demo names episode " + std::to_string(o.episode) +
                   ", so it was recorded with Doom, not Doom II; played on " + map +
                   ", it will not follow the recorded game");
}

}  // namespace

sim::Demo read_demo(const GameFiles& files, const std::string& name) {
    std::string source;
    sim::Demo demo = parse_demo_named(files, name, source);
    check_demo_game(files, demo, source);
    return demo;
}

sim::Demo read_demo(const GameFiles& files, const std::string& name, const config::CommandLine& cl) {
    sim::Demo demo = read_demo(files, name);
    demo.options.timelimit = time_limit(cl);
    return demo;
}

PlaybackResult play_demo(const GameRules& rules, const sim::Demo& demo, std::ostream* trace, int resave_every) {
    sim::GameOptions options = demo.options;
    options.mode = rules.levels->mode();
    auto world = std::make_unique<sim::World>(rules.definitions);
    world->demo = true;
    const auto t0 = std::chrono::steady_clock::now();
    sim::new_game(*world, *rules.levels, options);
    if (trace) *trace << sim::trace_header() << "\n";
    std::minstd_rand resave_clock(static_cast<std::uint32_t>(demo.tics.size()));
    const auto next_resave = [&] { return 1 + static_cast<long>(resave_clock() % (2 * resave_every)); };
    long until_resave = resave_every > 0 ? next_resave() : -1;
    for (std::size_t tic = 0; tic < demo.tics.size(); ++tic) {
        // Saves are made between tics of a level, as the menu makes them.
        if (until_resave >= 0 && --until_resave <= 0 && world->gamestate == sim::GameState::Level) {
            const std::vector<std::uint8_t> save = sim::save_game(*world, "resave");
            auto loaded = std::make_unique<sim::World>(rules.definitions);
            sim::load_game(*loaded, *rules.levels, save, "resave at tic " + std::to_string(tic));
            loaded->demo = true;
            world = std::move(loaded);
            until_resave = next_resave();
        }
        sim::run_tic(*world, *rules.levels, demo.tics[tic]);
        if (trace) *trace << sim::trace_line(*world, static_cast<int>(tic)) << "\n";
    }
    PlaybackResult r;
    r.tics = static_cast<int>(demo.tics.size());
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

}  // namespace app
