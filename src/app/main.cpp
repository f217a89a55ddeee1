// Entry point: parses the command line, loads the settings and runs the
// subcommand. Every failure caused by input ends here as one message.
#include <iostream>
#include <string>

#include "app/bench_load.h"
#include "app/game_files.h"
#include "app/info_command.h"
#include "base/error.h"
#include "config/command_line.h"
#include "config/load.h"

namespace {

int run_bench(const config::CommandLine& cl) {
    const std::string what = cl.arguments.empty() ? "" : cl.arguments.front();
    if (what == "load") return app::bench_load(std::cout);
    throw base::Error("bench: unknown benchmark '" + what + "' (available: load)");
}

int run(const config::CommandLine& cl) {
    if (cl.help) {
        std::cout << config::help_text();
        return 0;
    }
    if (cl.version) {
        std::cout << "brimstone 0.1.0\n";
        return 0;
    }
    std::optional<std::filesystem::path> config_file;
    if (cl.config) config_file = *cl.config;
    config::LoadedConfig settings = config::load_config(config_file, cl.overrides);
    (void)settings;  // consumed by the renderers and audio once they exist

    switch (cl.subcommand) {
        case config::Subcommand::Info:
        case config::Subcommand::Play: {
            // Until the renderers land, playing shows what would be played.
            app::GameFiles files = app::open_game_files(cl);
            app::print_info(files, std::cout);
            return 0;
        }
        case config::Subcommand::Bench: return run_bench(cl);
        case config::Subcommand::Demo:
        case config::Subcommand::Render:
        case config::Subcommand::Compare:
            throw base::Error(std::string(config::subcommand_name(cl.subcommand)) + ": not available yet");
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
