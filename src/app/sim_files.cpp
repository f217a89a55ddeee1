#include "app/sim_files.h"

#include "base/error.h"
#include "base/file_io.h"
#include "base/log.h"
#include "sim/savegame.h"

namespace app {

std::vector<sim::DehackedDiagnostic> apply_dehacked_file(sim::Definitions& defs, const std::filesystem::path& path) {
    std::string text;
    try {
        text = base::read_text_file(path);
    } catch (const base::Error& e) {
        // The diagnostic names the path once.
        const std::string message = base::problem_reading(e, path);
        std::vector<sim::DehackedDiagnostic> diagnostics{{path.string(), 0, message + "; patch not applied"}};
        base::warn(sim::to_string(diagnostics.back()));
        return diagnostics;
    }
    return sim::apply_dehacked(defs, text, path.string());
}

void save_game_file(const sim::World& w, const std::string& description, const std::filesystem::path& path) {
    const std::vector<std::uint8_t> bytes = sim::save_game(w, description);
    base::write_file_atomic(path, bytes.data(), bytes.size());
}

void load_game_file(sim::World& w, const sim::LevelSource& source, const std::filesystem::path& path) {
    sim::load_game(w, source, base::read_file(path), path.string());
}

}  // namespace app
