#pragma once
// The original's menus (m_menu.c) as a state machine: which page is open,
// the item under the skull, the blinking skull, the message boxes that
// wait for a key (Nightmare, quit, end game, quicksave), and the save
// description typed in place. It decides nothing about the game: each
// choice comes back as a MenuRequest for the play loop to carry out, and
// each sound as a sound id for whoever plays whole-screen sounds.
#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "assets/umapinfo.h"
#include "sim/info.h"
#include "sim/world.h"

namespace ui {

// The keys the menus read, after the bindings and the gamepad are mapped.
enum class MenuKey { Up, Down, Left, Right, Enter, Backspace, Escape, Character };

struct MenuInput {
    MenuKey key = MenuKey::Character;
    char character = 0;  // MenuKey::Character: the key's character, lower case
};

enum class PageId { Main, Episode, Skill, Options, Sound, Load, Save, ReadThis1, ReadThis2 };

inline constexpr int kSaveSlots = 6;
// SAVESTRINGSIZE: 24 bytes with the terminator.
inline constexpr int kSaveDescriptionLength = 23;
inline constexpr int kMenuLineHeight = 16;
inline constexpr int kSkullXOffset = -32;
inline constexpr char kEmptySlot[] = "empty slot";

struct MenuItem {
    enum class Kind { Skip, Plain, Slider };  // status -1, 1, 2 (0 is a load slot with no save)
    Kind kind = Kind::Plain;
    std::string picture;  // lump name; empty draws nothing
    char alpha_key = 0;
    bool enabled = true;
    std::string text = {};  // UMAPINFO's episode name, drawn when the WADs lack `picture`
};

struct MenuPage {
    PageId id = PageId::Main;
    std::vector<MenuItem> items;
    std::optional<PageId> previous;
    int x = 0, y = 0;
    int last_on = 0;
};

// What the play loop is asked to do.
struct MenuRequest {
    enum class Kind {
        NewGame,        // episode, skill
        LoadGame,       // slot
        SaveGame,       // slot, description
        EndGame,        // back to the title loop
        Quit,           // after the quit sound
        QuickLoadSlot,  // slot: quickload confirmed
        ScreenSize,     // value: the new screen size 0..8 (screenblocks - 3)
        Detail,         // value: 0 high, 1 low
        MouseSensitivity,
        SfxVolume,
        MusicVolume,
        MessagesToggled,  // value: 1 on
        Gamma,            // F11: the next gamma level
    };
    Kind kind = Kind::NewGame;
    int episode = 1;
    sim::Skill skill = sim::Skill::Medium;
    int slot = 0;
    int value = 0;
    std::string description;
    int map = 1;  // NewGame: UMAPINFO's episode entries may start elsewhere
};

// What the menus need to know about the game, given with each key.
struct GameContext {
    sim::GameMode mode = sim::GameMode::Commercial;
    bool ultimate = false;  // Doom 1.9's Ultimate executable: four episodes, one read-this page
    bool in_level = false;  // gamestate is a level
    bool usergame = false;  // a game the player started (not a demo, not the title loop)
    int gametic = 0;        // picks the quit message and sound
    const assets::UmapInfo* umapinfo = nullptr;  // its episode entries change the episode page
    bool netgame = false;   // new games, loads and ending the game are refused
};

// The values the options pages show and change.
struct MenuSettings {
    bool messages = true;
    int detail = 0;        // 0 high, 1 low
    int screen_size = 7;   // screenblocks - 3, 0..8
    int mouse_sensitivity = 5;  // 0..9
    int sfx_volume = 8, music_volume = 8;  // 0..15
};

class Menu {
public:
    Menu();

    bool active() const { return active_; }
    const MenuPage& page() const { return pages_[static_cast<std::size_t>(current_)]; }
    int item_on() const { return item_on_; }
    int which_skull() const { return which_skull_; }
    // The message box text, when one is up (it replaces the page).
    const std::optional<std::string>& message() const { return message_; }
    const std::array<std::string, kSaveSlots>& slot_descriptions() const { return slots_; }
    // The slot whose description is being typed, if any.
    std::optional<int> typing_slot() const { return typing_ ? std::optional<int>(save_slot_) : std::nullopt; }
    const MenuSettings& settings() const { return settings_; }
    MenuSettings& settings() { return settings_; }

    // M_StringWidth in the HUD font; typing stops short of 22 glyphs' width.
    void set_text_width(std::function<int(const std::string&)> width) { text_width_ = std::move(width); }
    // M_Init's per-game pages: no read-this item in Doom II, no fourth
    // episode before the Ultimate executable.
    void set_game(const GameContext& game);
    // The descriptions M_ReadSaveStrings found (nullopt: no save there).
    void set_slots(const std::array<std::optional<std::string>, kSaveSlots>& saves);

    // M_StartControlPanel: the main page.
    void open(const GameContext& game);
    void close() { active_ = false; }
    // The keys with a function of their own while no menu is up (F1-F11,
    // minus and equals): returns whether the key was one.
    bool function_key(int number, const GameContext& game);
    // M_StartMessage without a question: a box closed by any key.
    void show_notice(const std::string& text);

    // M_Responder for an open menu. Returns whether the key was used.
    bool respond(const MenuInput& input, const GameContext& game);
    // M_Ticker: the skull blinks every 8 tics.
    void tick();

    // What the menus asked for since the last call, and the sounds to play.
    std::vector<MenuRequest> take_requests();
    std::vector<sim::SfxId> take_sounds();

    // The slot a save made from the menu set as the quicksave slot.
    std::optional<int> quicksave_slot() const {
        return quicksave_slot_ >= 0 ? std::optional<int>(quicksave_slot_) : std::nullopt;
    }

private:
    enum class Question { None, Nightmare, Quit, EndGame, QuickSave, QuickLoad };

    MenuPage& page_of(PageId id) { return pages_[static_cast<std::size_t>(id)]; }
    void setup_page(PageId id);
    void set_umap_episodes(const GameContext& game);
    MenuRequest new_game_request(sim::Skill skill) const;
    void choose(int item, int direction, const GameContext& game);
    void start_message(std::string text, Question question);
    void answer(const MenuInput& input, const GameContext& game);
    bool type_description(const MenuInput& input);
    void slider(int item, int direction);
    void sound(sim::SfxId id) { sounds_.push_back(id); }

    std::array<MenuPage, 9> pages_;
    PageId current_ = PageId::Main;
    bool active_ = false;
    int item_on_ = 0;
    int which_skull_ = 0;
    int skull_counter_ = 10;
    std::optional<std::string> message_;
    Question question_ = Question::None;
    bool message_needs_input_ = false;
    bool active_before_message_ = false;
    int episode_ = 0;
    // Where each episode page item starts: (episode, map).
    std::vector<std::pair<int, int>> episode_starts_;
    bool umap_episodes_ = false;  // UMAPINFO wrote the episode page, so Doom II shows it too
    std::array<std::string, kSaveSlots> slots_;
    bool typing_ = false;
    int save_slot_ = 0;
    std::string old_description_;
    int quicksave_slot_ = -1;  // -2: the next menu save becomes it
    bool retail_ = false;
    MenuSettings settings_;
    std::function<int(const std::string&)> text_width_;
    std::vector<MenuRequest> requests_;
    std::vector<sim::SfxId> sounds_;
};

// The texts of the message boxes (d_englsh.h), for the pages and tests.
namespace menu_text {
inline constexpr char kPressKey[] = "press a key.";
inline constexpr char kPressYesNo[] = "press y or n.";
}  // namespace menu_text

// The quit message chocolate-doom shows at `gametic` (one of eight per game).
std::string quit_message(sim::GameMode mode, int gametic);

}  // namespace ui
