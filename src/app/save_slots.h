#pragma once
// Where the menu's six savegame slots live: paths.savegame_dir, or
// $XDG_DATA_HOME/brimstone/savegames (~/.local/share when unset), one
// folder per IWAD, so one game's saves never show in another's menu.
#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "config/command_line.h"
#include "config/settings.h"
#include "sim/world.h"
#include "ui/menu.h"

namespace app {

// The folder for the IWAD at `iwad_path`.
std::filesystem::path save_folder(const config::Settings& settings, const std::filesystem::path& iwad_path);
// Slot `slot`'s file there; config::kAutosaveSlot is the autosave's.
std::filesystem::path slot_path(const std::filesystem::path& folder, int slot);

// M_ReadSaveStrings: each slot's description; nullopt where there is no
// file. A file that is not a readable savegame shows as "(damaged)", so
// the menu offers it and loading it explains why it is refused.
std::array<std::optional<std::string>, ui::kSaveSlots> read_slot_descriptions(const std::filesystem::path& folder);

// G_DoSaveGame's write: `w` into slot `slot` of `folder`, made if missing;
// the path written. Throws where the file cannot be written.
std::filesystem::path write_slot(const sim::World& w, const std::filesystem::path& folder, int slot,
                                 const std::string& description);

// G_Ticker's BTS_SAVEGAME: the slots that players in the game asked, with
// this tic's commands, every peer to save in, in player order.
struct NetSave {
    int player = 0;
    int slot = 0;
};
std::vector<NetSave> net_save_requests(const sim::World& w, const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds);

// Where screenshots go: paths.screenshot_dir, or
// $XDG_DATA_HOME/brimstone/screenshots.
std::filesystem::path screenshot_folder(const config::Settings& settings);

}  // namespace app
