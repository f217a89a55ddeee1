// The menus' behaviour as m_menu.c's: the pages each game shows, the
// skull's blinking period, moving over the gaps, the Nightmare question,
// typing a save description, and the requests and sounds each choice gives.
#include "ui/menu.h"

#include <gtest/gtest.h>

namespace {

using ui::Menu;
using ui::MenuInput;
using ui::MenuKey;
using ui::MenuRequest;
using ui::PageId;

ui::GameContext doom2_game() {
    ui::GameContext game;
    game.mode = sim::GameMode::Commercial;
    game.in_level = true;
    game.usergame = true;
    return game;
}

ui::GameContext ultimate_game() {
    ui::GameContext game = doom2_game();
    game.mode = sim::GameMode::Retail;
    game.ultimate = true;
    return game;
}

MenuInput key(MenuKey k) { return MenuInput{k}; }
MenuInput character(char c) { return MenuInput{MenuKey::Character, c}; }

TEST(Menu, EscapeOpensTheMainPageWithTheSwitchSound) {
    Menu menu;
    menu.set_game(doom2_game());
    EXPECT_FALSE(menu.active());
    EXPECT_TRUE(menu.respond(key(MenuKey::Escape), doom2_game()));
    EXPECT_TRUE(menu.active());
    EXPECT_EQ(menu.page().id, PageId::Main);
    EXPECT_EQ(menu.item_on(), 0);
    EXPECT_EQ(menu.take_sounds(), std::vector<sim::SfxId>{sim::sfx_swtchn});
    EXPECT_TRUE(menu.respond(key(MenuKey::Escape), doom2_game()));
    EXPECT_FALSE(menu.active());
    EXPECT_EQ(menu.take_sounds(), std::vector<sim::SfxId>{sim::sfx_swtchx});
}

TEST(Menu, DoomTwoHasNoReadThisItemAndItsListMovesDown) {
    Menu doom2, ultimate;
    doom2.set_game(doom2_game());
    ultimate.set_game(ultimate_game());
    doom2.open(doom2_game());
    ultimate.open(ultimate_game());
    ASSERT_EQ(doom2.page().items.size(), 5u);
    EXPECT_EQ(doom2.page().items[4].picture, "M_QUITG");
    EXPECT_EQ(doom2.page().y, 72);
    ASSERT_EQ(ultimate.page().items.size(), 6u);
    EXPECT_EQ(ultimate.page().items[4].picture, "M_RDTHIS");
    EXPECT_EQ(ultimate.page().y, 64);
}

TEST(Menu, SkullBlinksEveryEightTicsAfterTheFirstTen) {
    Menu menu;
    std::vector<int> changes;
    int last = menu.which_skull();
    for (int tic = 1; tic <= 30; ++tic) {
        menu.tick();
        if (menu.which_skull() != last) changes.push_back(tic);
        last = menu.which_skull();
    }
    EXPECT_EQ(changes, (std::vector<int>{10, 18, 26}));
}

TEST(Menu, UpAndDownSkipTheOptionsPageGapsAndWrap) {
    Menu menu;
    menu.set_game(doom2_game());
    menu.open(doom2_game());
    menu.respond(key(MenuKey::Down), doom2_game());  // options
    menu.respond(key(MenuKey::Enter), doom2_game());
    ASSERT_EQ(menu.page().id, PageId::Options);
    for (int i = 0; i < 3; ++i) menu.respond(key(MenuKey::Down), doom2_game());
    EXPECT_EQ(menu.item_on(), 3);  // screen size
    menu.respond(key(MenuKey::Down), doom2_game());
    EXPECT_EQ(menu.item_on(), 5);  // the gap under the slider is passed
    menu.take_sounds();
    menu.respond(key(MenuKey::Down), doom2_game());
    EXPECT_EQ(menu.item_on(), 7);
    EXPECT_EQ(menu.take_sounds().size(), 2u);  // one click per item passed, gaps included
    menu.respond(key(MenuKey::Down), doom2_game());
    EXPECT_EQ(menu.item_on(), 0);
    menu.respond(key(MenuKey::Up), doom2_game());
    EXPECT_EQ(menu.item_on(), 7);
}

TEST(Menu, SlidersStopAtTheirEndsAndAskForTheNewValue) {
    Menu menu;
    menu.set_game(doom2_game());
    menu.settings().screen_size = 7;
    menu.open(doom2_game());
    EXPECT_TRUE(menu.function_key(-2, doom2_game()));
    EXPECT_TRUE(menu.function_key(-2, doom2_game()));
    EXPECT_EQ(menu.settings().screen_size, 8);
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 2u);
    EXPECT_EQ(requests[0].kind, MenuRequest::Kind::ScreenSize);
    EXPECT_EQ(requests[0].value, 8);
    EXPECT_EQ(requests[1].value, 8);
}

TEST(Menu, NightmareAsksFirstAndNoKeepsTheSkillPage) {
    Menu menu;
    menu.set_game(doom2_game());
    menu.open(doom2_game());
    menu.respond(key(MenuKey::Enter), doom2_game());  // new game: Doom II goes straight to the skills
    ASSERT_EQ(menu.page().id, PageId::Skill);
    EXPECT_EQ(menu.item_on(), 2);  // "Hurt me plenty" is where the skull starts
    menu.respond(character('n'), doom2_game());  // the alpha key jumps to Nightmare
    EXPECT_EQ(menu.item_on(), 4);
    menu.respond(key(MenuKey::Enter), doom2_game());
    ASSERT_TRUE(menu.message().has_value());
    EXPECT_NE(menu.message()->find("isn't even remotely fair"), std::string::npos);
    EXPECT_FALSE(menu.respond(character('x'), doom2_game()));  // only y, n, space or Escape answer
    menu.respond(character('n'), doom2_game());
    EXPECT_FALSE(menu.message().has_value());
    EXPECT_TRUE(menu.active());
    EXPECT_EQ(menu.page().id, PageId::Skill);
    EXPECT_TRUE(menu.take_requests().empty());

    menu.respond(key(MenuKey::Enter), doom2_game());
    menu.respond(character('y'), doom2_game());
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].kind, MenuRequest::Kind::NewGame);
    EXPECT_EQ(requests[0].skill, sim::Skill::Nightmare);
    EXPECT_EQ(requests[0].episode, 1);
    EXPECT_FALSE(menu.active());
}

TEST(Menu, DoomOneChoosesTheEpisodeBeforeTheSkill) {
    Menu menu;
    menu.set_game(ultimate_game());
    menu.open(ultimate_game());
    menu.respond(key(MenuKey::Enter), ultimate_game());
    ASSERT_EQ(menu.page().id, PageId::Episode);
    EXPECT_EQ(menu.page().items.size(), 4u);
    menu.respond(key(MenuKey::Down), ultimate_game());
    menu.respond(key(MenuKey::Down), ultimate_game());
    menu.respond(key(MenuKey::Enter), ultimate_game());
    ASSERT_EQ(menu.page().id, PageId::Skill);
    menu.respond(key(MenuKey::Up), ultimate_game());  // "Hey, not too rough"
    menu.respond(key(MenuKey::Enter), ultimate_game());
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].episode, 3);
    EXPECT_EQ(requests[0].skill, sim::Skill::Easy);
    // Backspace from the skill page goes back to the episodes, not the main page.
    menu.open(ultimate_game());
    menu.respond(key(MenuKey::Enter), ultimate_game());
    menu.respond(key(MenuKey::Enter), ultimate_game());
    menu.respond(key(MenuKey::Backspace), ultimate_game());
    EXPECT_EQ(menu.page().id, PageId::Episode);
}

TEST(Menu, ASaveDescriptionIsTypedInPlaceInUpperCase) {
    Menu menu;
    menu.set_game(doom2_game());
    std::array<std::optional<std::string>, ui::kSaveSlots> saves;
    saves[1] = "OLD GAME";
    menu.set_slots(saves);
    menu.open(doom2_game());
    menu.respond(character('s'), doom2_game());
    menu.respond(key(MenuKey::Enter), doom2_game());
    ASSERT_EQ(menu.page().id, PageId::Save);
    menu.respond(key(MenuKey::Enter), doom2_game());  // slot 0 is empty: typing starts from nothing
    ASSERT_EQ(menu.typing_slot(), 0);
    EXPECT_EQ(menu.slot_descriptions()[0], "");
    for (char c : std::string("map 7!")) menu.respond(character(c), doom2_game());
    menu.respond(key(MenuKey::Backspace), doom2_game());
    EXPECT_EQ(menu.slot_descriptions()[0], "MAP 7");
    menu.respond(key(MenuKey::Enter), doom2_game());
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].kind, MenuRequest::Kind::SaveGame);
    EXPECT_EQ(requests[0].slot, 0);
    EXPECT_EQ(requests[0].description, "MAP 7");
    EXPECT_FALSE(menu.active());
}

TEST(Menu, EscapeWhileTypingKeepsTheOldDescription) {
    Menu menu;
    menu.set_game(doom2_game());
    std::array<std::optional<std::string>, ui::kSaveSlots> saves;
    saves[0] = "KEEP ME";
    menu.set_slots(saves);
    menu.function_key(2, doom2_game());
    ASSERT_EQ(menu.page().id, PageId::Save);
    menu.respond(key(MenuKey::Enter), doom2_game());
    menu.respond(character('x'), doom2_game());
    EXPECT_EQ(menu.slot_descriptions()[0], "KEEP MEX");
    menu.respond(key(MenuKey::Escape), doom2_game());
    EXPECT_EQ(menu.slot_descriptions()[0], "KEEP ME");
    EXPECT_FALSE(menu.typing_slot().has_value());
    EXPECT_TRUE(menu.take_requests().empty());
}

// Typing stops at 23 characters, or before the text is 176 pixels wide.
std::size_t typed_length(int glyph_width) {
    Menu menu;
    menu.set_game(doom2_game());
    menu.set_text_width([glyph_width](const std::string& text) { return static_cast<int>(text.size()) * glyph_width; });
    menu.function_key(2, doom2_game());
    menu.respond(key(MenuKey::Enter), doom2_game());
    for (int i = 0; i < 40; ++i) menu.respond(character('a'), doom2_game());
    return menu.slot_descriptions()[0].size();
}

TEST(Menu, TypingStopsAtTheOriginalsLengthOrWidth) {
    EXPECT_EQ(typed_length(7), 23u);
    EXPECT_EQ(typed_length(8), 22u);
}

TEST(Menu, EmptyLoadSlotsCannotBeChosen) {
    Menu menu;
    menu.set_game(doom2_game());
    std::array<std::optional<std::string>, ui::kSaveSlots> saves;
    saves[2] = "THERE";
    menu.set_slots(saves);
    menu.function_key(3, doom2_game());
    ASSERT_EQ(menu.page().id, PageId::Load);
    menu.respond(key(MenuKey::Enter), doom2_game());
    EXPECT_TRUE(menu.take_requests().empty());
    menu.respond(character('3'), doom2_game());
    menu.respond(key(MenuKey::Enter), doom2_game());
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].kind, MenuRequest::Kind::LoadGame);
    EXPECT_EQ(requests[0].slot, 2);
}

TEST(Menu, SavingOutsideAGameExplains) {
    Menu menu;
    ui::GameContext title = doom2_game();
    title.usergame = false;
    menu.set_game(title);
    menu.open(title);
    menu.respond(character('s'), title);
    menu.respond(key(MenuKey::Enter), title);
    ASSERT_TRUE(menu.message().has_value());
    EXPECT_NE(menu.message()->find("you can't save if you aren't playing!"), std::string::npos);
    EXPECT_TRUE(menu.respond(character('z'), title));  // any key closes a notice
    EXPECT_EQ(menu.page().id, PageId::Main);
}

TEST(Menu, QuicksaveFirstAsksForASlotThenReusesIt) {
    Menu menu;
    menu.set_game(doom2_game());
    menu.function_key(6, doom2_game());
    ASSERT_TRUE(menu.active());
    ASSERT_EQ(menu.page().id, PageId::Save);
    menu.respond(key(MenuKey::Down), doom2_game());
    menu.respond(key(MenuKey::Enter), doom2_game());
    menu.respond(character('q'), doom2_game());
    menu.respond(key(MenuKey::Enter), doom2_game());
    ASSERT_EQ(menu.take_requests().size(), 1u);
    EXPECT_EQ(menu.quicksave_slot(), 1);

    menu.function_key(6, doom2_game());
    ASSERT_TRUE(menu.message().has_value());
    EXPECT_NE(menu.message()->find("'Q'"), std::string::npos);
    menu.respond(character('y'), doom2_game());
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].kind, MenuRequest::Kind::SaveGame);
    EXPECT_EQ(requests[0].slot, 1);
    EXPECT_EQ(requests[0].description, "Q");
}

TEST(Menu, QuitAsksWithAMessagePickedByTheTicAndPlaysASound) {
    Menu menu;
    ui::GameContext game = doom2_game();
    game.gametic = 9;  // message 9 % 8 = 1, sound (9 >> 2) & 7 = 2
    menu.set_game(game);
    menu.function_key(10, game);
    ASSERT_TRUE(menu.message().has_value());
    EXPECT_EQ(*menu.message(), "you want to quit?\nthen, thou hast lost an eighth!\n\n(press y to quit to dos.)");
    menu.take_sounds();
    menu.respond(character('y'), game);
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].kind, MenuRequest::Kind::Quit);
    const auto sounds = menu.take_sounds();
    ASSERT_FALSE(sounds.empty());
    EXPECT_EQ(sounds[0], sim::sfx_boscub);
}

TEST(Menu, QuitMessagesDifferPerGame) {
    EXPECT_EQ(ui::quit_message(sim::GameMode::Retail, 3),
              "i wouldn't leave if i were you.\ndos is much worse.\n\n(press y to quit to dos.)");
    EXPECT_EQ(ui::quit_message(sim::GameMode::Commercial, 8),
              "are you sure you want to\nquit this great game?\n\n(press y to quit to dos.)");
}

TEST(Menu, EndGameOutsideAGameOnlyGrunts) {
    Menu menu;
    ui::GameContext title = doom2_game();
    title.usergame = false;
    menu.function_key(7, title);
    EXPECT_FALSE(menu.message().has_value());
    const auto sounds = menu.take_sounds();
    ASSERT_EQ(sounds.size(), 2u);
    EXPECT_EQ(sounds[1], sim::sfx_oof);
}

}  // namespace

namespace {

TEST(Menu, UmapInfoEpisodesShowInDoomTwoAndStartOnTheirMap) {
    assets::UmapInfo info;
    info.episodes.push_back({"WAD_EP1", "The Start", "s", {true, 1, 1}});
    info.episodes.push_back({"WAD_EP2", "The Middle", "m", {true, 1, 12}});
    ui::GameContext game = doom2_game();
    game.umapinfo = &info;
    Menu menu;
    menu.set_game(game);
    menu.open(game);
    menu.respond(key(MenuKey::Enter), game);  // new game: the episode page now
    ASSERT_EQ(menu.page().id, PageId::Episode);
    ASSERT_EQ(menu.page().items.size(), 2u);
    EXPECT_EQ(menu.page().items[1].picture, "WAD_EP2");
    EXPECT_EQ(menu.page().items[1].text, "The Middle");
    menu.respond(character('m'), game);
    EXPECT_EQ(menu.item_on(), 1);
    menu.respond(key(MenuKey::Enter), game);
    ASSERT_EQ(menu.page().id, PageId::Skill);
    menu.respond(key(MenuKey::Enter), game);
    const auto requests = menu.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].kind, MenuRequest::Kind::NewGame);
    EXPECT_EQ(requests[0].episode, 1);
    EXPECT_EQ(requests[0].map, 12);
}

TEST(Menu, UmapInfoEpisodesFollowDoomsOwnUnlessCleared) {
    assets::UmapInfo info;
    info.episodes.push_back({"M_EPI5", "Fifth", "f", {false, 5, 1}});
    ui::GameContext game = ultimate_game();
    game.umapinfo = &info;
    Menu added;
    added.set_game(game);
    added.open(game);
    added.respond(key(MenuKey::Enter), game);
    ASSERT_EQ(added.page().items.size(), 5u);
    added.respond(character('f'), game);
    added.respond(key(MenuKey::Enter), game);
    added.respond(key(MenuKey::Enter), game);
    const auto requests = added.take_requests();
    ASSERT_EQ(requests.size(), 1u);
    EXPECT_EQ(requests[0].episode, 5);
    EXPECT_EQ(requests[0].map, 1);

    info.episodes_cleared = true;
    Menu cleared;
    cleared.set_game(game);
    cleared.open(game);
    cleared.respond(key(MenuKey::Enter), game);
    EXPECT_EQ(cleared.page().items.size(), 1u);

    Menu plain;  // no UMAPINFO: Doom's first episode starts on E1M1
    plain.set_game(ultimate_game());
    plain.open(ultimate_game());
    plain.respond(key(MenuKey::Enter), ultimate_game());
    plain.respond(key(MenuKey::Enter), ultimate_game());
    plain.respond(key(MenuKey::Enter), ultimate_game());
    const auto vanilla = plain.take_requests();
    ASSERT_EQ(vanilla.size(), 1u);
    EXPECT_EQ(vanilla[0].episode, 1);
    EXPECT_EQ(vanilla[0].map, 1);
}

}  // namespace
