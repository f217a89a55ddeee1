#include "ui/menu.h"

#include <cctype>
#include <utility>

namespace ui {
namespace {

using Kind = MenuItem::Kind;

// d_englsh.h's texts.
const std::string kPressKey = menu_text::kPressKey;
const std::string kPressYesNo = menu_text::kPressYesNo;
const std::string kNightmare = "are you sure? this skill level\nisn't even remotely fair.\n\n" + kPressYesNo;
const std::string kSaveDead = "you can't save if you aren't playing!\n\n" + kPressKey;
const std::string kQuickSaveSpot = "you haven't picked a quicksave slot yet!\n\n" + kPressKey;
const std::string kEndGame = "are you sure you want to end the game?\n\n" + kPressYesNo;
// d_englsh.h's refusals in a netgame.
const std::string kNewGameNet = "you can't start a new game\nwhile in a network game.\n\n" + kPressKey;
const std::string kLoadNet = "you can't do load while in a net game!\n\n" + kPressKey;
const std::string kQuickLoadNet = "you can't quickload during a netgame!\n\n" + kPressKey;
const std::string kEndNet = "you can't end a netgame!\n\n" + kPressKey;
const std::string kShareware =
    "this is the shareware version of doom.\n\nyou need to order the entire trilogy.\n\n" + kPressKey;
constexpr char kQuitToDos[] = "(press y to quit to dos.)";

// dstrings.c's quit messages (chocolate-doom's doom1_endmsg / doom2_endmsg).
constexpr const char* kDoom1Quit[8] = {
    "are you sure you want to\nquit this great game?",
    "please don't leave, there's more\ndemons to toast!",
    "let's beat it -- this is turning\ninto a bloodbath!",
    "i wouldn't leave if i were you.\ndos is much worse.",
    "you're trying to say you like dos\nbetter than me, right?",
    "don't leave yet -- there's a\ndemon around that corner!",
    "ya know, next time you come in here\ni'm gonna toast ya.",
    "go ahead and leave. see if i care.",
};
constexpr const char* kDoom2Quit[8] = {
    "are you sure you want to\nquit this great game?",
    "you want to quit?\nthen, thou hast lost an eighth!",
    "don't go now, there's a \ndimensional shambler waiting\nat the dos prompt!",
    "get outta here and go back\nto your boring programs.",
    "if i were your boss, i'd \n deathmatch ya in a minute!",
    "look, bud. you leave now\nand you forfeit your body count!",
    "just leave. when you come\nback, i'll be waiting with a bat.",
    "you're lucky i don't smack\nyou for thinking about leaving.",
};

// m_menu.c's quitsounds and quitsounds2, picked by (gametic >> 2) & 7.
constexpr sim::SfxId kDoom1QuitSounds[8] = {sim::sfx_pldeth, sim::sfx_dmpain, sim::sfx_popain, sim::sfx_slop,
                                            sim::sfx_telept, sim::sfx_posit1, sim::sfx_posit3, sim::sfx_sgtatk};
constexpr sim::SfxId kDoom2QuitSounds[8] = {sim::sfx_vilact, sim::sfx_getpow, sim::sfx_boscub, sim::sfx_slop,
                                            sim::sfx_skeswg, sim::sfx_kntdth, sim::sfx_bspact, sim::sfx_sgtatk};

MenuItem plain(std::string picture, char key) { return {Kind::Plain, std::move(picture), key, true}; }
MenuItem slider_item(std::string picture, char key) { return {Kind::Slider, std::move(picture), key, true}; }
MenuItem skip() { return {Kind::Skip, "", 0, true}; }

// Item numbers of the pages, as m_menu.c's enums.
enum MainItem { kNewGame, kOptions, kLoadGame, kSaveGame, kReadThis, kQuitDoom };
enum OptionsItem { kEndGameItem, kMessages, kDetail, kScreenSize, kMouseSens = 5, kSoundVolume = 7 };
enum SoundItem { kSfxVolume, kMusicVolume = 2 };

}  // namespace

std::string quit_message(sim::GameMode mode, int gametic) {
    const auto& list = mode == sim::GameMode::Commercial ? kDoom2Quit : kDoom1Quit;
    return std::string(list[static_cast<unsigned>(gametic) % 8]) + "\n\n" + kQuitToDos;
}

Menu::Menu() {
    auto set = [&](PageId id, std::vector<MenuItem> items, std::optional<PageId> previous, int x, int y, int last_on) {
        pages_[static_cast<std::size_t>(id)] = MenuPage{id, std::move(items), previous, x, y, last_on};
    };
    set(PageId::Main,
        {plain("M_NGAME", 'n'), plain("M_OPTION", 'o'), plain("M_LOADG", 'l'), plain("M_SAVEG", 's'),
         plain("M_RDTHIS", 'r'), plain("M_QUITG", 'q')},
        std::nullopt, 97, 64, 0);
    set(PageId::Episode, {plain("M_EPI1", 'k'), plain("M_EPI2", 't'), plain("M_EPI3", 'i'), plain("M_EPI4", 't')},
        PageId::Main, 48, 63, 0);
    set(PageId::Skill,
        {plain("M_JKILL", 'i'), plain("M_ROUGH", 'h'), plain("M_HURT", 'h'), plain("M_ULTRA", 'u'),
         plain("M_NMARE", 'n')},
        PageId::Episode, 48, 63, 2);
    set(PageId::Options,
        {plain("M_ENDGAM", 'e'), plain("M_MESSG", 'm'), plain("M_DETAIL", 'g'), slider_item("M_SCRNSZ", 's'), skip(),
         slider_item("M_MSENS", 'm'), skip(), plain("M_SVOL", 's')},
        PageId::Main, 60, 37, 0);
    set(PageId::Sound, {slider_item("M_SFXVOL", 's'), skip(), slider_item("M_MUSVOL", 'm'), skip()}, PageId::Options,
        80, 64, 0);
    std::vector<MenuItem> slots;
    for (int i = 0; i < kSaveSlots; ++i) slots.push_back(plain("", static_cast<char>('1' + i)));
    set(PageId::Load, slots, PageId::Main, 80, 54, 0);
    set(PageId::Save, slots, PageId::Main, 80, 54, 0);
    set(PageId::ReadThis1, {plain("", 0)}, PageId::Main, 280, 185, 0);
    set(PageId::ReadThis2, {plain("", 0)}, PageId::ReadThis1, 330, 175, 0);
    slots_.fill(kEmptySlot);
}

void Menu::set_game(const GameContext& game) {
    MenuPage& main = page_of(PageId::Main);
    if (game.mode == sim::GameMode::Commercial && main.items.size() == 6) {
        // Doom II has no read-this item: quit takes its place, the list moves down.
        main.items[kReadThis] = main.items[kQuitDoom];
        main.items.pop_back();
        main.y += 8;
        page_of(PageId::Skill).previous = PageId::Main;
        page_of(PageId::ReadThis1).x = 330;
        page_of(PageId::ReadThis1).y = 165;
    }
    MenuPage& episodes = page_of(PageId::Episode);
    if (!game.ultimate && episodes.items.size() == 4) episodes.items.pop_back();
    episode_starts_.clear();
    for (int i = 0; i < static_cast<int>(episodes.items.size()); ++i) episode_starts_.emplace_back(i + 1, 1);
    if (game.mode == sim::GameMode::Commercial) episode_starts_.clear();
    set_umap_episodes(game);
    retail_ = game.ultimate;
    // The Ultimate executable shows only the second read-this page.
    if (game.ultimate) page_of(PageId::ReadThis2).previous.reset();
}

// UMAPINFO's episode entries: after the game's own (Doom II has none),
// or alone after `episode = clear`; eight at most, as the specification.
void Menu::set_umap_episodes(const GameContext& game) {
    const assets::UmapInfo* info = game.umapinfo;
    if (umap_episodes_ || !info || (info->episodes.empty() && !info->episodes_cleared)) return;
    constexpr std::size_t kMostEpisodes = 8;
    MenuPage& page = page_of(PageId::Episode);
    if (info->episodes_cleared || game.mode == sim::GameMode::Commercial) {
        page.items.clear();
        episode_starts_.clear();
    }
    for (const assets::UmapEpisode& e : info->episodes) {
        if (page.items.size() >= kMostEpisodes) break;
        MenuItem item = plain(e.patch, e.key.empty() ? 0 : static_cast<char>(std::tolower(static_cast<unsigned char>(e.key[0]))));
        item.text = e.name;
        page.items.push_back(std::move(item));
        episode_starts_.emplace_back(e.start.episode, e.start.map);
    }
    umap_episodes_ = !page.items.empty();
    // Fewer items than before: the skull must not point past the end.
    page.last_on = 0;
}

void Menu::set_slots(const std::array<std::optional<std::string>, kSaveSlots>& saves) {
    for (int i = 0; i < kSaveSlots; ++i) {
        const auto& save = saves[static_cast<std::size_t>(i)];
        slots_[static_cast<std::size_t>(i)] = save ? *save : kEmptySlot;
        page_of(PageId::Load).items[static_cast<std::size_t>(i)].enabled = save.has_value();
    }
}

void Menu::setup_page(PageId id) {
    current_ = id;
    item_on_ = page().last_on;
}

void Menu::open(const GameContext& game) {
    (void)game;
    if (active_) return;
    active_ = true;
    setup_page(PageId::Main);
}

void Menu::start_message(std::string text, Question question) {
    active_before_message_ = active_;
    message_ = std::move(text);
    question_ = question;
    message_needs_input_ = question != Question::None;
    active_ = true;
}

void Menu::show_notice(const std::string& text) { start_message(text, Question::None); }

bool Menu::function_key(int number, const GameContext& game) {
    auto open_quietly = [&] {
        if (!active_) {
            active_ = true;
            setup_page(PageId::Main);
        }
    };
    switch (number) {
        case 1:  // help
            open_quietly();
            setup_page(retail_ ? PageId::ReadThis2 : PageId::ReadThis1);
            sound(sim::sfx_swtchn);
            return true;
        case 2:  // save
            open_quietly();
            sound(sim::sfx_swtchn);
            choose(kSaveGame, 0, game);
            return true;
        case 3:  // load
            open_quietly();
            sound(sim::sfx_swtchn);
            choose(kLoadGame, 0, game);
            return true;
        case 4:  // volume
            open_quietly();
            setup_page(PageId::Sound);
            item_on_ = kSfxVolume;
            sound(sim::sfx_swtchn);
            return true;
        case 5:  // detail
            settings_.detail = 1 - settings_.detail;
            requests_.push_back({MenuRequest::Kind::Detail, 1, {}, 0, settings_.detail, {}});
            sound(sim::sfx_swtchn);
            return true;
        case 6: {  // quicksave
            sound(sim::sfx_swtchn);
            if (!game.usergame) {
                sound(sim::sfx_oof);
                return true;
            }
            if (!game.in_level) return true;
            if (quicksave_slot_ < 0) {
                open_quietly();
                setup_page(PageId::Save);
                quicksave_slot_ = -2;
                return true;
            }
            start_message("quicksave over your game named\n\n'" + slots_[static_cast<std::size_t>(quicksave_slot_)] +
                              "'?\n\n" + kPressYesNo,
                          Question::QuickSave);
            return true;
        }
        case 7:  // end game
            sound(sim::sfx_swtchn);
            if (!game.usergame) {
                sound(sim::sfx_oof);
                return true;
            }
            if (game.netgame) {
                start_message(kEndNet, Question::None);
                return true;
            }
            start_message(kEndGame, Question::EndGame);
            return true;
        case 8:  // messages
            settings_.messages = !settings_.messages;
            requests_.push_back({MenuRequest::Kind::MessagesToggled, 1, {}, 0, settings_.messages ? 1 : 0, {}});
            sound(sim::sfx_swtchn);
            return true;
        case 9:  // quickload
            sound(sim::sfx_swtchn);
            if (game.netgame) {
                start_message(kQuickLoadNet, Question::None);
                return true;
            }
            if (quicksave_slot_ < 0) {
                start_message(kQuickSaveSpot, Question::None);
                return true;
            }
            start_message("do you want to quickload the game named\n\n'" +
                              slots_[static_cast<std::size_t>(quicksave_slot_)] + "'?\n\n" + kPressYesNo,
                          Question::QuickLoad);
            return true;
        case 10:  // quit
            sound(sim::sfx_swtchn);
            start_message(quit_message(game.mode, game.gametic), Question::Quit);
            return true;
        case 11:  // gamma
            requests_.push_back({MenuRequest::Kind::Gamma, 1, {}, 0, 0, {}});
            return true;
        case -1:  // minus: smaller view
        case -2:  // equals: larger view
            slider(kScreenSize, number == -1 ? 0 : 1);
            sound(sim::sfx_stnmov);
            return true;
        default: return false;
    }
}

void Menu::slider(int item, int direction) {
    auto step = [&](int& value, int most) {
        if (direction == 0 && value > 0) --value;
        if (direction == 1 && value < most) ++value;
    };
    if (current_ == PageId::Sound) {
        if (item == kSfxVolume) {
            step(settings_.sfx_volume, 15);
            requests_.push_back({MenuRequest::Kind::SfxVolume, 1, {}, 0, settings_.sfx_volume, {}});
        } else {
            step(settings_.music_volume, 15);
            requests_.push_back({MenuRequest::Kind::MusicVolume, 1, {}, 0, settings_.music_volume, {}});
        }
        return;
    }
    if (item == kScreenSize) {
        step(settings_.screen_size, 8);
        requests_.push_back({MenuRequest::Kind::ScreenSize, 1, {}, 0, settings_.screen_size, {}});
    } else if (item == kMouseSens) {
        step(settings_.mouse_sensitivity, 9);
        requests_.push_back({MenuRequest::Kind::MouseSensitivity, 1, {}, 0, settings_.mouse_sensitivity, {}});
    }
}

MenuRequest Menu::new_game_request(sim::Skill skill) const {
    MenuRequest r;
    r.kind = MenuRequest::Kind::NewGame;
    r.skill = skill;
    const auto index = static_cast<std::size_t>(episode_);
    // Doom II without UMAPINFO episodes skips the page: MAP01.
    r.episode = index < episode_starts_.size() ? episode_starts_[index].first : episode_ + 1;
    r.map = index < episode_starts_.size() ? episode_starts_[index].second : 1;
    return r;
}

// The item's routine (M_NewGame, M_Episode, ...) with the original's choice
// argument: the item number, or the slider direction.
void Menu::choose(int item, int direction, const GameContext& game) {
    switch (current_) {
        case PageId::Main:
            switch (item) {
                case kNewGame:
                    if (game.netgame) {
                        start_message(kNewGameNet, Question::None);
                        break;
                    }
                    setup_page(game.mode == sim::GameMode::Commercial && !umap_episodes_ ? PageId::Skill
                                                                                          : PageId::Episode);
                    break;
                case kOptions: setup_page(PageId::Options); break;
                case kLoadGame:
                    if (game.netgame) {
                        start_message(kLoadNet, Question::None);
                        break;
                    }
                    setup_page(PageId::Load);
                    break;
                case kSaveGame:
                    if (!game.usergame) {
                        start_message(kSaveDead, Question::None);
                        break;
                    }
                    if (game.in_level) setup_page(PageId::Save);
                    break;
                case kReadThis:
                    // In Doom II this number is the quit item, moved up.
                    if (page().items.size() == 5) {
                        start_message(quit_message(game.mode, game.gametic), Question::Quit);
                        break;
                    }
                    setup_page(retail_ ? PageId::ReadThis2 : PageId::ReadThis1);
                    break;
                case kQuitDoom: start_message(quit_message(game.mode, game.gametic), Question::Quit); break;
                default: break;
            }
            break;
        case PageId::Episode:
            if (game.mode == sim::GameMode::Shareware && item > 0) {
                start_message(kShareware, Question::None);
                setup_page(PageId::ReadThis1);
                break;
            }
            episode_ = item;
            setup_page(PageId::Skill);
            break;
        case PageId::Skill:
            if (item == static_cast<int>(sim::Skill::Nightmare)) {
                start_message(kNightmare, Question::Nightmare);
                break;
            }
            requests_.push_back(new_game_request(static_cast<sim::Skill>(item)));
            active_ = false;
            break;
        case PageId::Options:
            switch (item) {
                case kEndGameItem:
                    if (!game.usergame) {
                        sound(sim::sfx_oof);
                        break;
                    }
                    if (game.netgame) {
                        start_message(kEndNet, Question::None);
                        break;
                    }
                    start_message(kEndGame, Question::EndGame);
                    break;
                case kMessages:
                    settings_.messages = !settings_.messages;
                    requests_.push_back(
                        {MenuRequest::Kind::MessagesToggled, 1, {}, 0, settings_.messages ? 1 : 0, {}});
                    break;
                case kDetail:
                    settings_.detail = 1 - settings_.detail;
                    requests_.push_back({MenuRequest::Kind::Detail, 1, {}, 0, settings_.detail, {}});
                    break;
                case kScreenSize:
                case kMouseSens: slider(item, direction); break;
                case kSoundVolume: setup_page(PageId::Sound); break;
                default: break;
            }
            break;
        case PageId::Sound: slider(item, direction); break;
        case PageId::Load:
            requests_.push_back({MenuRequest::Kind::LoadGame, 1, {}, item, 0, {}});
            active_ = false;
            break;
        case PageId::Save: {
            typing_ = true;
            save_slot_ = item;
            std::string& text = slots_[static_cast<std::size_t>(item)];
            old_description_ = text;
            if (text == kEmptySlot) text.clear();
            break;
        }
        case PageId::ReadThis1:
            // The Doom II page (and the shareware ad) is the only one.
            if (game.mode == sim::GameMode::Commercial) {
                setup_page(PageId::Main);
                break;
            }
            setup_page(PageId::ReadThis2);
            break;
        case PageId::ReadThis2: setup_page(PageId::Main); break;
    }
}

void Menu::answer(const MenuInput& input, const GameContext& game) {
    const bool yes = input.key == MenuKey::Character && input.character == 'y';
    const Question question = question_;
    active_ = active_before_message_;
    message_.reset();
    question_ = Question::None;
    switch (question) {
        case Question::Nightmare:
            if (!yes) break;
            requests_.push_back(new_game_request(sim::Skill::Nightmare));
            active_ = false;
            break;
        case Question::EndGame:
            if (!yes) break;
            page_of(current_).last_on = item_on_;
            active_ = false;
            requests_.push_back({MenuRequest::Kind::EndGame, 1, {}, 0, 0, {}});
            break;
        case Question::Quit:
            if (!yes) break;
            sound((game.mode == sim::GameMode::Commercial ? kDoom2QuitSounds
                                                          : kDoom1QuitSounds)[(game.gametic >> 2) & 7]);
            requests_.push_back({MenuRequest::Kind::Quit, 1, {}, 0, 0, {}});
            break;
        case Question::QuickSave:
            if (!yes) break;
            requests_.push_back({MenuRequest::Kind::SaveGame, 1, {}, quicksave_slot_, 0,
                                 slots_[static_cast<std::size_t>(quicksave_slot_)]});
            active_ = false;
            sound(sim::sfx_swtchx);
            break;
        case Question::QuickLoad:
            if (!yes) break;
            requests_.push_back({MenuRequest::Kind::QuickLoadSlot, 1, {}, quicksave_slot_, 0, {}});
            active_ = false;
            sound(sim::sfx_swtchx);
            break;
        case Question::None: break;
    }
}

bool Menu::type_description(const MenuInput& input) {
    std::string& text = slots_[static_cast<std::size_t>(save_slot_)];
    switch (input.key) {
        case MenuKey::Backspace:
            if (!text.empty()) text.pop_back();
            return true;
        case MenuKey::Escape:
            typing_ = false;
            text = old_description_;
            return true;
        case MenuKey::Enter:
            typing_ = false;
            if (!text.empty()) {
                requests_.push_back({MenuRequest::Kind::SaveGame, 1, {}, save_slot_, 0, text});
                active_ = false;
                if (quicksave_slot_ == -2) quicksave_slot_ = save_slot_;
            }
            return true;
        case MenuKey::Character: {
            const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(input.character)));
            const bool in_font = c == ' ' || (c >= '!' && c <= '_');
            const int width = text_width_ ? text_width_(text) : static_cast<int>(text.size()) * 8;
            if (in_font && static_cast<int>(text.size()) < kSaveDescriptionLength && width < 22 * 8) {
                // Typed in upper case, as the original stores it.
                text.push_back(c);
            }
            return true;
        }
        default: return true;
    }
}

bool Menu::respond(const MenuInput& input, const GameContext& game) {
    if (message_) {
        const bool answer_key =
            input.key == MenuKey::Escape ||
            (input.key == MenuKey::Character &&
             (input.character == ' ' || input.character == 'n' || input.character == 'y'));
        if (message_needs_input_ && !answer_key) return false;
        answer(input, game);
        sound(sim::sfx_swtchx);
        return true;
    }
    if (typing_) return type_description(input);
    if (!active_) {
        if (input.key != MenuKey::Escape) return false;
        active_ = true;
        setup_page(PageId::Main);
        sound(sim::sfx_swtchn);
        return true;
    }

    const int count = static_cast<int>(page().items.size());
    const MenuItem& item = page().items[static_cast<std::size_t>(item_on_)];
    switch (input.key) {
        case MenuKey::Down:
            do {
                item_on_ = item_on_ + 1 > count - 1 ? 0 : item_on_ + 1;
                sound(sim::sfx_pstop);
            } while (page().items[static_cast<std::size_t>(item_on_)].kind == Kind::Skip);
            return true;
        case MenuKey::Up:
            do {
                item_on_ = item_on_ == 0 ? count - 1 : item_on_ - 1;
                sound(sim::sfx_pstop);
            } while (page().items[static_cast<std::size_t>(item_on_)].kind == Kind::Skip);
            return true;
        case MenuKey::Left:
        case MenuKey::Right:
            if (item.kind == Kind::Slider) {
                sound(sim::sfx_stnmov);
                choose(item_on_, input.key == MenuKey::Right ? 1 : 0, game);
            }
            return true;
        case MenuKey::Enter:
            if (item.kind != Kind::Skip && item.enabled) {
                page_of(current_).last_on = item_on_;
                if (item.kind == Kind::Slider) {
                    choose(item_on_, 1, game);
                    sound(sim::sfx_stnmov);
                } else {
                    choose(item_on_, 0, game);
                    sound(sim::sfx_pistol);
                }
            }
            return true;
        case MenuKey::Escape:
            page_of(current_).last_on = item_on_;
            active_ = false;
            sound(sim::sfx_swtchx);
            return true;
        case MenuKey::Backspace:
            page_of(current_).last_on = item_on_;
            if (page().previous) {
                setup_page(*page().previous);
                sound(sim::sfx_swtchn);
            }
            return true;
        case MenuKey::Character: {
            for (int i = 1; i <= count; ++i) {
                const int at = (item_on_ + i) % count;
                if (page().items[static_cast<std::size_t>(at)].alpha_key == input.character &&
                    input.character != 0) {
                    item_on_ = at;
                    sound(sim::sfx_pstop);
                    return true;
                }
            }
            return false;
        }
    }
    return false;
}

void Menu::tick() {
    if (--skull_counter_ <= 0) {
        which_skull_ ^= 1;
        skull_counter_ = 8;
    }
}

std::vector<MenuRequest> Menu::take_requests() { return std::exchange(requests_, {}); }
std::vector<sim::SfxId> Menu::take_sounds() { return std::exchange(sounds_, {}); }

}  // namespace ui
