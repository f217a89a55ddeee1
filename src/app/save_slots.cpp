#include "app/save_slots.h"
#include "app/sim_files.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <fstream>

namespace app {
namespace {

std::filesystem::path data_home() {
    const char* xdg = std::getenv("XDG_DATA_HOME");
    if (xdg && *xdg && std::filesystem::path(xdg).is_absolute()) return std::filesystem::path(xdg) / "brimstone";
    const char* home = std::getenv("HOME");
    return std::filesystem::path(home && *home ? home : ".") / ".local" / "share" / "brimstone";
}

// The description field after the signature, version and size; a file
// too short or without the signature gives nullopt.
std::optional<std::string> description_of(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    char head[20];
    if (!in.read(head, sizeof head) || std::string_view(head, 8) != "BRIMSAVE") return std::nullopt;
    std::uint32_t length = 0;
    for (int i = 0; i < 4; ++i)
        length |= static_cast<std::uint32_t>(static_cast<unsigned char>(head[16 + i])) << (8 * i);
    if (length > ui::kSaveDescriptionLength) return std::nullopt;
    std::string text(length, '\0');
    if (!in.read(text.data(), length)) return std::nullopt;
    return text;
}

}  // namespace

std::filesystem::path save_folder(const config::Settings& settings, const std::filesystem::path& iwad_path) {
    const std::string& dir = settings.get_string("paths.savegame_dir");
    const std::filesystem::path base = dir.empty() ? data_home() / "savegames" : std::filesystem::path(dir);
    std::string iwad = iwad_path.stem().string();
    std::transform(iwad.begin(), iwad.end(), iwad.begin(), [](unsigned char c) { return std::tolower(c); });
    return base / iwad;
}

std::filesystem::path slot_path(const std::filesystem::path& folder, int slot) {
    if (slot == config::kAutosaveSlot) return folder / "brimsavauto.dsg";
    return folder / ("brimsav" + std::to_string(slot) + ".dsg");
}

std::array<std::optional<std::string>, ui::kSaveSlots> read_slot_descriptions(const std::filesystem::path& folder) {
    std::array<std::optional<std::string>, ui::kSaveSlots> slots;
    for (int i = 0; i < ui::kSaveSlots; ++i) {
        const std::filesystem::path path = slot_path(folder, i);
        std::error_code ec;
        if (!std::filesystem::exists(path, ec)) continue;
        slots[static_cast<std::size_t>(i)] = description_of(path).value_or("(damaged)");
    }
    return slots;
}

std::filesystem::path screenshot_folder(const config::Settings& settings) {
    const std::string& dir = settings.get_string("paths.screenshot_dir");
    return dir.empty() ? data_home() / "screenshots" : std::filesystem::path(dir);
}

std::filesystem::path write_slot(const sim::World& w, const std::filesystem::path& folder, int slot,
                                 const std::string& description) {
    const std::filesystem::path path = slot_path(folder, slot);
    std::filesystem::create_directories(folder);
    save_game_file(w, description, path);
    return path;
}

std::vector<NetSave> net_save_requests(const sim::World& w, const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds) {
    std::vector<NetSave> out;
    for (std::size_t i = 0; i < cmds.size(); ++i) {
        const std::uint8_t buttons = cmds[i].buttons;
        if (w.opts.playeringame[i] && (buttons & sim::BT_SPECIAL) &&
            (buttons & sim::BT_SPECIALMASK) == sim::BTS_SAVEGAME)
            out.push_back({static_cast<int>(i), (buttons & sim::BTS_SAVEMASK) >> sim::BTS_SAVESHIFT});
    }
    return out;
}

}  // namespace app
