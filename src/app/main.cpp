// Entry point: parses the command line, loads the settings and runs the
// subcommand. Every failure caused by input ends here as one message.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "app/new_game_options.h"
#include "app/audio_setup.h"
#include "app/bench/bench_audio.h"
#include "app/bench/bench_huge.h"
#include "app/bench/bench_video.h"
#include "app/bench/bench_load.h"
#include "app/bench/bench_net.h"
#include "app/bench/bench_nodes.h"
#include "app/bench/bench_render.h"
#include "app/bench/bench_sim.h"
#include "app/compare_command.h"
#include "app/convert_command.h"
#include "app/demo_playback.h"
#include "app/demo_video.h"
#include "app/drawn_playback.h"
#include "app/generate_map_command.h"
#include "app/game_files.h"
#include "app/info_command.h"
#include "app/net_play.h"
#include "app/play_command.h"
#include "app/render_command.h"
#include "base/error.h"
#include "config/command_line.h"
#include "config/load.h"
#include "sim/complevel_choice.h"
#include "sim/udmf_support.h"

// The commit built from (generated/build_commit.cpp, dist/build_commit.cmake).
extern const char* const kBuildCommit;

namespace {

int run_bench(const config::CommandLine& cl) {
    const std::string what = cl.arguments.empty() ? "" : cl.arguments.front();
    if (what == "load") return app::bench_load(std::cout);
    if (what == "nodes") return app::bench_nodes(std::cout);
    // The peer comparisons re-run this very executable as a child process.
    const auto self = [] { return std::filesystem::read_symlink("/proc/self/exe").string(); };
    if (what == "sim") return app::bench_sim(cl, self(), BRIMSTONE_ORACLE_DIR, std::cout);
    if (what == "render") return app::bench_render(cl, BRIMSTONE_ORACLE_DIR, std::cout);
    if (what == "huge") return app::bench_huge(cl, self(), BRIMSTONE_ORACLE_DIR, std::cout);
    if (what == "audio") return app::bench_audio(std::cout);
    if (what == "video") return app::bench_video(cl, self(), BRIMSTONE_ORACLE_DIR, std::cout);
    if (what == "net") return app::bench_net(self(), std::cout);
    throw base::Error("bench: unknown benchmark '" + what +
                      "' (available: load, nodes, sim, render, huge, audio, video, net)");
}

// `demo FILE [--trace OUT]` and -timedemo: headless playback. -timedemo
// reports the original's figures.
int run_demo(const config::CommandLine& cl, const config::Settings& settings, const std::string& name,
             bool timedemo) {
    app::GameFiles files = app::open_game_files(cl);
    app::GameRules rules = app::make_rules(files, cl);
    sim::Demo demo = app::read_demo(files, name, cl);
    std::ofstream trace_file;
    if (cl.trace) {
        trace_file.open(*cl.trace);
        if (!trace_file) throw base::Error(*cl.trace + ": cannot create the trace file");
    }
    if (cl.video) {
        app::write_demo_video(files, rules, demo, cl, settings, std::cerr);
        if (!cl.trace && !cl.audio) return 0;
    }
    if (cl.audio) app::write_demo_soundtrack(files, rules, demo, app::audio_options(settings, cl), *cl.audio, std::cerr);
    std::ostream* trace = cl.trace ? &trace_file : nullptr;
    app::PlaybackResult r = cl.drawn ? app::play_demo_drawn(files, rules, demo, trace)
                                     : app::play_demo(rules, demo, trace, cl.resave.value_or(0));
    if (cl.trace && !trace_file.flush()) throw base::Error(*cl.trace + ": write failed");
    if (timedemo) {
        char line[160];
        std::snprintf(line, sizeof line, "timed %d gametics in %.3f realtics (%.1f tics per second)\n", r.tics,
                      r.seconds * 35.0, r.seconds > 0 ? r.tics / r.seconds : 0.0);
        std::cout << line;
    }
    return 0;
}

int run(config::CommandLine cl) {
    if (cl.help) {
        std::cout << (cl.subcommand == config::Subcommand::Compare ? app::compare_help() : config::help_text());
        return 0;
    }
    if (cl.version) {
        std::cout << "brimstone " BRIMSTONE_VERSION " (commit " << kBuildCommit << ")\n";
        return 0;
    }
    std::optional<std::filesystem::path> config_file;
    if (cl.config) config_file = *cl.config;
    // Loading logs its own diagnostics.
    const config::LoadedConfig settings = config::load_config(config_file, cl.overrides);
    cl.vulkan_view = settings.settings.get_string("video.vulkan_view");
    cl.full_screen_hud = settings.settings.get_bool("game.full_screen_hud");

    switch (cl.subcommand) {
        case config::Subcommand::Play:
            // -timedemo draws every tic in the window; -nodraw times the game alone.
            if (cl.timedemo && cl.nodraw) return run_demo(cl, settings.settings, *cl.timedemo, true);
            if (cl.localsearch || cl.query) return app::run_server_search(cl, std::cout);
            if ((cl.connect || cl.server) && cl.nodraw) return app::run_net_game(cl, settings.settings, std::cerr);
            if ((cl.connect || cl.server) && (cl.playdemo || cl.timedemo || cl.loadgame))
                throw base::Error("-connect/-server: a netgame in the window is played from the controls; "
                                  "-playdemo as a player's input needs -nodraw");
            return app::run_play(cl, settings.settings, std::cerr);
        case config::Subcommand::Info: {
            if (cl.udmf_support) {
                std::cout << sim::udmf_support_markdown();
                return 0;
            }
            app::GameFiles files = app::open_game_files(cl);
            app::print_info(files,
                            sim::choose_complevel(cl.complevel, settings.settings.get_string("compat.complevel"),
                                                  files.archive),
                            std::cout);
            return 0;
        }
        case config::Subcommand::Bench: return run_bench(cl);
        case config::Subcommand::Demo:
            if (cl.arguments.empty()) throw base::Error("demo: missing demo file (brimstone demo FILE --trace OUT)");
            return run_demo(cl, settings.settings, cl.arguments.front(), false);
        case config::Subcommand::Render: return app::run_render(cl);
        case config::Subcommand::Compare: return app::run_compare(cl, std::cout);
        case config::Subcommand::Convert: return app::run_convert(cl, std::cout);
        case config::Subcommand::GenerateMap: return app::run_generate_map(cl, std::cout);
        case config::Subcommand::Server: return app::run_server(cl, std::cerr);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    try {
        return run(config::parse_command_line(argc, argv));
    } catch (const base::Error& e) {
        std::cerr << "brimstone: " << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "brimstone: internal error: " << e.what() << "\n";
        return 2;
    }
}
