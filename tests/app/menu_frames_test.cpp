// The menus and the message line as the window shows them, against the
// stock chocolate-doom's frames of the same screens (tests/data/menus,
// made by make_frames.sh there): a new game on the first map at skill 3
// without monsters, the player standing still, then the main menu, the
// options menu, the save menu with six empty slots, or the message of the
// IDDQD cheat. Equal outside the status bar's face box. The capture's
// timing decides at which tic the game stood (the menu pauses it; lights
// flicker meanwhile) and which of its two pictures the skull shows, so
// every tic of the first ten seconds is tried with both: one must match.
#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "app/front_end.h"
#include "render/game_screen.h"
#include "render/render_assets.h"
#include "sim/cheats.h"
#include "sim/game.h"
#include "support/demo_runner.h"
#include "support/oracle_png.h"

namespace {

enum class Screen { Main, Options, Save, Message };

struct Case {
    const char* iwad;
    const char* frame;
    Screen screen;
};

// How CTest and failures name a case: its reference frame.
void PrintTo(const Case& c, std::ostream* out) { *out << c.frame; }

bool in_face_box(int x, int y) { return x >= 143 && x <= 173 && y >= 168; }

class MenuFrames : public testing::TestWithParam<Case> {};

TEST_P(MenuFrames, EqualChocolateDoomsOutsideTheFaceBox) {
    const Case& c = GetParam();
    const test_support::IwadData& iwad = test_support::iwad_data(c.iwad);
    const assets::AssetSet assets = render::load_render_assets(iwad.archive, iwad.defs);
    const sim::GameMode mode = iwad.source->mode();
    sim::World world(iwad.defs);
    sim::GameOptions options;
    options.mode = mode;
    options.skill = sim::Skill::Medium;
    options.nomonsters = true;
    sim::new_game(world, *iwad.source, options);
    render::GameScreen screen(iwad.archive, assets);
    screen.start(world);

    app::FrontEnd front(iwad.archive, mode);
    ui::GameContext game;
    game.mode = mode;
    game.ultimate = mode != sim::GameMode::Commercial;
    game.in_level = true;
    game.usergame = true;
    ui::Menu& menu = front.menu();
    menu.set_game(game);
    menu.settings().messages = c.screen == Screen::Message;  // show_messages as the capture had it
    front.messages().set_enabled(menu.settings().messages);
    menu.set_slots({});
    switch (c.screen) {
        case Screen::Main:
            menu.respond({ui::MenuKey::Escape}, game);
            break;
        case Screen::Options:
        case Screen::Save:
            menu.respond({ui::MenuKey::Escape}, game);
            menu.respond({ui::MenuKey::Character, c.screen == Screen::Options ? 'o' : 's'}, game);
            menu.respond({ui::MenuKey::Enter}, game);
            break;
        case Screen::Message: {
            sim::Player& player = world.players[0];
            ASSERT_TRUE(sim::apply_cheat(world, player, sim::CheatKind::God));
            front.messages().post(player.message);
            front.messages().tick();
            break;
        }
    }

    const test_support::IndexedImage want =
        test_support::read_indexed_png(std::string(BRIMSTONE_TEST_DATA) + "/menus/" + c.frame);
    ASSERT_EQ(want.width, 320);
    ASSERT_EQ(want.height, 200);
    int best = -1;
    std::string where;
    const std::array<sim::Ticcmd, sim::kMaxPlayers> still{};
    for (int tic = 0; tic < 350 && best != 0; ++tic) {
        sim::run_tic(world, *iwad.source, still);
        screen.after_tic(world);
        for (int skull = 0; skull < 2; ++skull) {
            render::Frame frame(320, 200);
            screen.draw(world, frame, render::ScreenLayout::for_size(320, 200));
            front.draw(world, std::nullopt, frame);
            int differ = 0;
            int x0 = 320, y0 = 200, x1 = -1, y1 = -1;
            for (int y = 0; y < 200; ++y)
                for (int x = 0; x < 320; ++x)
                    if (!in_face_box(x, y) && frame.at(x, y) != want.at(x, y)) {
                        ++differ;
                        x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x), y1 = std::max(y1, y);
                    }
            if (best < 0 || differ < best) {
                best = differ;
                where = "tic " + std::to_string(tic + 1) + ", x " + std::to_string(x0) + "-" + std::to_string(x1) +
                        ", y " + std::to_string(y0) + "-" + std::to_string(y1);
            }
            while (menu.which_skull() == skull)
                menu.tick();
        }
    }
    EXPECT_EQ(best, 0) << c.frame << ": pixels differing outside the face box, within " << where;
}

INSTANTIATE_TEST_SUITE_P(Freedoom, MenuFrames,
                         testing::Values(Case{"freedoom1.wad", "freedoom1-main.png", Screen::Main},
                                         Case{"freedoom1.wad", "freedoom1-options.png", Screen::Options},
                                         Case{"freedoom1.wad", "freedoom1-save.png", Screen::Save},
                                         Case{"freedoom1.wad", "freedoom1-message.png", Screen::Message},
                                         Case{"freedoom2.wad", "freedoom2-main.png", Screen::Main},
                                         Case{"freedoom2.wad", "freedoom2-options.png", Screen::Options},
                                         Case{"freedoom2.wad", "freedoom2-save.png", Screen::Save},
                                         Case{"freedoom2.wad", "freedoom2-message.png", Screen::Message}),
                         [](const testing::TestParamInfo<Case>& param) {
                             std::string name = param.param.frame;
                             name = name.substr(0, name.find('.'));
                             for (char& ch : name)
                                 if (ch == '-') ch = '_';
                             return name;
                         });

}  // namespace
