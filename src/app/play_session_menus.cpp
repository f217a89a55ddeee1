#include "app/play_session.h"

#include <algorithm>
#include <thread>

#include "app/sim_files.h"

namespace app {

void PlaySession::carry_out_menu_requests() {
    ui::Menu& menu = front_.menu();
    const std::vector<ui::MenuRequest> requests = menu.take_requests();
    for (const sim::SfxId sound : menu.take_sounds())
        if (audio_) audio_->play_ui_sound(sound);
    for (const ui::MenuRequest& request : requests) {
        using Kind = ui::MenuRequest::Kind;
        switch (request.kind) {
            case Kind::NewGame: {
                sim::GameOptions options = new_game_options(cl_, mode_, complevel_, options_lump_);
                options.episode = request.episode;
                options.map = request.map;
                options.skill = request.skill;
                start_game(options);
                break;
            }
            case Kind::LoadGame:
            case Kind::QuickLoadSlot: load_slot(request.slot); break;
            case Kind::SaveGame:
                if (net_) {
                    net_save_slot_ = request.slot;
                    net_save_description_ = request.description;
                } else {
                    save_slot(request.slot, request.description);
                }
                break;
            case Kind::EndGame: start_title(); break;
            case Kind::Quit:
                // The original waits 105 vertical blanks (1.5 s) for the quit sound.
                if (audio_) std::this_thread::sleep_for(std::chrono::milliseconds(1500));
                quit_ = true;
                break;
            case Kind::ScreenSize:
                change_setting("video.screenblocks", config::Value(std::int64_t{request.value + 3}));
                break;
            case Kind::Detail:
                change_setting("video.detail", config::Value(std::string(request.value ? "low" : "high")));
                break;
            case Kind::MouseSensitivity:
                change_setting("input.mouse_sensitivity", config::Value(static_cast<double>(request.value)));
                builder_ = TiccmdBuilder(MovementSettings::from(settings_));
                free_look_.configure(settings_);
                break;
            case Kind::SfxVolume:
            case Kind::MusicVolume: {
                const bool sfx = request.kind == Kind::SfxVolume;
                change_setting(sfx ? "audio.sfx_volume" : "audio.music_volume",
                               config::Value(std::int64_t{request.value}));
                if (audio_)
                    audio_->set_volumes(static_cast<int>(settings_.get_int("audio.sfx_volume")),
                                        static_cast<int>(settings_.get_int("audio.music_volume")));
                break;
            }
            case Kind::MessagesToggled:
                front_.messages().set_enabled(request.value != 0);
                front_.messages().post(request.value ? kMessagesOn : kMessagesOff, true);
                change_setting("game.messages", config::Value(request.value != 0));
                break;
            case Kind::Gamma: {
                const int level = (static_cast<int>(settings_.get_int("video.gamma")) + 1) % render::kGammaLevels;
                change_setting("video.gamma", config::Value(std::int64_t{level}));
                front_.messages().post(level == 0 ? std::string("Gamma correction OFF")
                                                  : "Gamma correction level " + std::to_string(level));
                break;
            }
        }
    }

    if (menu.active())
        refresh_slots();
    else
        slots_read_ = false;
}

void PlaySession::refresh_slots() {
    if (slots_read_) return;
    front_.menu().set_slots(read_slot_descriptions(save_dir_));
    slots_read_ = true;
}

void PlaySession::save_slot(int slot, const std::string& description) {
    slots_read_ = false;
    try {
        // P_ArchiveWorld saved each line's flags with ML_MAPPED set on
        // the lines seen, so a loaded game shows its map again.
        const std::span<const std::uint8_t> seen = automap_.seen_lines();
        for (std::size_t i = 0; i < seen.size() && i < world_->lines.size(); ++i)
            if (seen[i]) world_->lines[i].flags |= ui::kMappedLineFlag;
        const std::filesystem::path path = write_slot(*world_, save_dir_, slot, description);
        front_.messages().post(kGameSaved);
        log_ << "saved " << path.string() << "\n";
    } catch (const std::exception& e) {
        log_ << "brimstone: " << e.what() << "\n";
        front_.menu().show_notice("the game could not be saved.\nsee the log.\n\n" +
                                  std::string(ui::menu_text::kPressKey));
    }
}

// As ZDoom: one autosave, overwritten each time, never while a demo plays
// or records, in a netgame, or for a player not alive.
void PlaySession::autosave() {
    if (demo_ || recorder_ || world_->opts.netgame() || !settings_.get_bool("game.autosave")) return;
    if (world_->players[static_cast<std::size_t>(world_->opts.consoleplayer)].playerstate != sim::PST_LIVE) return;
    save_slot(config::kAutosaveSlot, "AUTOSAVE");
}

void PlaySession::load_slot(int slot) {
    const std::filesystem::path path = slot_path(save_dir_, slot);
    try {
        load_game_file(*world_, *rules_.levels, path);
    } catch (const std::exception& e) {
        log_ << "brimstone: " << e.what() << "\n";
        front_.menu().show_notice(
            "that savegame cannot be loaded:\ndamaged, or made with other wads.\nsee the log.\n\n" +
            std::string(ui::menu_text::kPressKey));
        return;
    }
    end_recording();
    demo_.reset();
    usergame_ = true;
    world_replaced();
    log_ << "loaded " << path.string() << "\n";
}

}  // namespace app
