#include "render/overlay/intermission_screen.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <string>

#include "sim/interlevel_anims.h"
#include "sim/intermission_anims.h"
#include "sim/map_info.h"

namespace render::overlay {

namespace {

using sim::Intermission;

// wi_stuff.c's layout.
constexpr int kTitleY = 2;
constexpr int kSpacingY = 33;
constexpr int kStatsX = 50, kStatsY = 50;  // SP_STATSX, SP_STATSY
constexpr int kTimeX = 16, kTimeY = kBaseHeight - 32;
constexpr int kNetStatsY = 50, kNetSpacingX = 64;
constexpr int kMatrixX = 42, kMatrixY = 68, kMatrixSpacingX = 40, kTotalsX = 269;
constexpr int kKillersX = 10, kKillersY = 100, kVictimsX = 5, kVictimsY = 50;
constexpr int kDoom2LevelNames = 32;  // NUMCMAPS

// Where each map sits on episodes 1-3's maps (lnodes).
constexpr std::array<std::array<std::array<int, 2>, 9>, 3> kNodes{{
    {{{185, 164}, {148, 143}, {69, 122}, {209, 102}, {116, 89}, {166, 55}, {71, 56}, {135, 29}, {71, 24}}},
    {{{254, 25}, {97, 50}, {188, 64}, {128, 78}, {214, 92}, {133, 130}, {208, 136}, {148, 140}, {235, 158}}},
    {{{156, 168}, {48, 154}, {174, 95}, {265, 75}, {130, 48}, {279, 23}, {198, 48}, {140, 25}, {281, 136}}},
}};

bool commercial(const sim::World& w) { return w.opts.mode == sim::GameMode::Commercial; }
bool in_game(const sim::World& w, int i) { return w.opts.playeringame[static_cast<std::size_t>(i)]; }
std::string numbered(const char* format, int a, int b = 0) {
    char name[48];
    std::snprintf(name, sizeof name, format, a, b);
    return name;
}

}  // namespace

const assets::Picture* IntermissionScreen::level_name(const sim::World& world, int map) {
    if (commercial(world))
        return map >= 0 && map < kDoom2LevelNames ? pictures_.find(numbered("CWILV%02d", map)) : nullptr;
    return map >= 0 && map < 9 ? pictures_.find(numbered("WILV%d%d", world.wi.episode, map)) : nullptr;
}

const assets::Picture* IntermissionScreen::umap_background(const sim::World& world) {
    const sim::Intermission& wi = world.wi;
    const assets::UmapEntry* last = sim::map_entry(world, wi.episode + 1, wi.last + 1);
    const assets::UmapEntry* next = sim::map_entry(world, wi.next_episode + 1, wi.next + 1);
    const bool entering = wi.stage != sim::Intermission::Stage::StatCount;
    // The map left's exitpic serves both screens where the next has no enterpic.
    if (entering && next && next->enterpic)
        if (const assets::Picture* p = pictures_.find(*next->enterpic)) return p;
    if (last && last->exitpic) return pictures_.find(*last->exitpic);
    return nullptr;
}

bool IntermissionScreen::draw_umap_name(const sim::World& world, const Canvas& canvas, int episode, int map, int& y) {
    const assets::UmapEntry* entry = sim::map_entry(world, episode + 1, map + 1);
    if (!entry) return false;
    if (entry->levelpic) {
        if (const assets::Picture* name = pictures_.find(*entry->levelpic)) {
            draw_patch(canvas, (kBaseWidth - name->width) / 2, y, *name);
            y += (5 * name->height) / 4;
            return true;
        }
    }
    if (!entry->levelname) return false;
    if (!font_) font_ = std::make_unique<assets::HudFont>(assets::load_hud_font(archive_));
    constexpr int kSpaceWidth = 4;  // a character without a glyph
    auto glyph = [&](char c) { return font_->glyph(static_cast<char>(std::toupper(static_cast<unsigned char>(c)))); };
    int width = 0, height = 0;
    for (const char c : *entry->levelname) {
        const assets::Picture* g = glyph(c);
        width += g ? g->width : kSpaceWidth;
        if (g) height = std::max(height, g->height);
    }
    int x = std::max(0, (kBaseWidth - width) / 2);
    for (const char c : *entry->levelname) {
        const assets::Picture* g = glyph(c);
        if (g && x + g->width > kBaseWidth) break;
        if (g) draw_patch(canvas, x, y, *g);
        x += g ? g->width : kSpaceWidth;
    }
    y += (5 * height) / 4;
    return true;
}

void IntermissionScreen::draw_interlevel(const sim::World& world, const assets::Interlevel& lump,
                                         const Canvas& canvas) {
    draw_patch(canvas, 0, 0, pictures_.get(lump.background));
    for (const Intermission::InterlevelShown& s : world.wi.interlevel_anims) {
        const assets::InterlevelAnim& anim =
            lump.layers[static_cast<std::size_t>(s.layer)].anims[static_cast<std::size_t>(s.anim)];
        draw_patch(canvas, anim.x, anim.y, pictures_.get(anim.frames[static_cast<std::size_t>(s.frame)].image));
    }
}

void IntermissionScreen::draw_background(const sim::World& world, const Canvas& canvas) {
    const assets::Picture* umap_picture = umap_background(world);
    const int episode = world.wi.episode;
    // Episodes past the third have no episode map (the Ultimate's fourth;
    // a fifth only UMAPINFO can reach).
    const bool interpic = commercial(world) || episode >= 3;
    draw_patch(canvas, 0, 0,
               umap_picture ? *umap_picture : pictures_.get(interpic ? "INTERPIC" : numbered("WIMAP%d", episode)));
    // ID24's animated screen is drawn over the one it replaces, as Woof does.
    if (const assets::Interlevel* lump = sim::shown_interlevel(world)) {
        draw_interlevel(world, *lump, canvas);
        return;
    }
    if (umap_picture || commercial(world)) return;
    const auto anims = sim::intermission_anims(episode);
    for (std::size_t i = 0; i < anims.size(); ++i) {
        const int frame = world.wi.anim_frame[i];
        if (frame < 0) continue;
        // Episode 2's last animation borrows the fifth one's pictures.
        const int pictures_of = episode == 1 && i == 8 ? 4 : static_cast<int>(i);
        char name[48];
        std::snprintf(name, sizeof name, "WIA%d%02d%02d", episode, pictures_of, frame);
        draw_patch(canvas, anims[i].x, anims[i].y, pictures_.get(name));
    }
}

void IntermissionScreen::draw_finished(const sim::World& world, const Canvas& canvas) {
    const assets::Picture& finished = pictures_.get("WIF");
    int y = kTitleY;
    // A map without a name picture (MAP33) shows "Finished" alone.
    if (!draw_umap_name(world, canvas, world.wi.episode, world.wi.last, y)) {
        if (const assets::Picture* name = level_name(world, world.wi.last)) {
            draw_patch(canvas, (kBaseWidth - name->width) / 2, y, *name);
            y += (5 * name->height) / 4;
        }
    }
    draw_patch(canvas, (kBaseWidth - finished.width) / 2, y, finished);
}

void IntermissionScreen::draw_entering(const sim::World& world, const Canvas& canvas) {
    if (sim::map_entry(world, world.wi.next_episode + 1, world.wi.next + 1)) {
        const assets::Picture& entering = pictures_.get("WIENTER");
        int y = kTitleY + (5 * entering.height) / 4;
        int name_y = y;
        if (draw_umap_name(world, canvas, world.wi.next_episode, world.wi.next, name_y)) {
            draw_patch(canvas, (kBaseWidth - entering.width) / 2, kTitleY, entering);
            return;
        }
    }
    if (world.wi.next_episode != world.wi.episode) return;  // no name picture of another episode's map
    const assets::Picture* name = level_name(world, world.wi.next);
    if (!name) return;
    const assets::Picture& entering = pictures_.get("WIENTER");
    draw_patch(canvas, (kBaseWidth - entering.width) / 2, kTitleY, entering);
    draw_patch(canvas, (kBaseWidth - name->width) / 2, kTitleY + (5 * name->height) / 4, *name);
}

int IntermissionScreen::draw_number(const Canvas& canvas, int x, int y, int n, int digits) {
    const int font_width = pictures_.get("WINUM0").width;
    if (digits < 0) {
        digits = n ? 0 : 1;  // zero shows as one digit
        for (int t = n; t; t /= 10) ++digits;
    }
    const bool negative = n < 0;
    if (negative) n = -n;
    if (n == 1994) return 0;  // the original's "not a number"
    while (digits--) {
        x -= font_width;
        draw_patch(canvas, x, y, pictures_.get(numbered("WINUM%d", n % 10)));
        n /= 10;
    }
    if (negative)
        if (const assets::Picture* minus = pictures_.find("WIMINUS")) draw_patch(canvas, x -= 8, y, *minus);
    return x;
}

void IntermissionScreen::draw_percent(const Canvas& canvas, int x, int y, int percent) {
    if (percent < 0) return;
    draw_patch(canvas, x, y, pictures_.get("WIPCNT"));
    draw_number(canvas, x, y, percent, -1);
}

void IntermissionScreen::draw_time(const Canvas& canvas, int x, int y, int seconds) {
    if (seconds < 0) return;
    if (seconds > 61 * 59) {
        const assets::Picture& sucks = pictures_.get("WISUCKS");
        draw_patch(canvas, x - sucks.width, y, sucks);
        return;
    }
    const assets::Picture& colon = pictures_.get("WICOLON");
    int div = 1;
    do {
        const int n = (seconds / div) % 60;
        x = draw_number(canvas, x, y, n, 2) - colon.width;
        div *= 60;
        if (div == 60 || seconds / div) draw_patch(canvas, x, y, colon);
    } while (seconds / div);
}

void IntermissionScreen::draw_single_stats(const sim::World& world, const Canvas& canvas) {
    const Intermission& wi = world.wi;
    const int line = (3 * pictures_.get("WINUM0").height) / 2;
    draw_finished(world, canvas);
    draw_patch(canvas, kStatsX, kStatsY, pictures_.get("WIOSTK"));
    draw_percent(canvas, kBaseWidth - kStatsX, kStatsY, wi.cnt_kills[0]);
    draw_patch(canvas, kStatsX, kStatsY + line, pictures_.get("WIOSTI"));
    draw_percent(canvas, kBaseWidth - kStatsX, kStatsY + line, wi.cnt_items[0]);
    draw_patch(canvas, kStatsX, kStatsY + 2 * line, pictures_.get("WISCRT2"));
    draw_percent(canvas, kBaseWidth - kStatsX, kStatsY + 2 * line, wi.cnt_secret[0]);
    draw_patch(canvas, kTimeX, kTimeY, pictures_.get("WITIME"));
    draw_time(canvas, kBaseWidth / 2 - kTimeX, kTimeY, wi.cnt_time);
    if (wi.episode < 3) {
        draw_patch(canvas, kBaseWidth / 2 + kTimeX, kTimeY, pictures_.get("WIPAR"));
        draw_time(canvas, kBaseWidth - kTimeX, kTimeY, wi.cnt_par);
    }
}

void IntermissionScreen::draw_netgame_stats(const sim::World& world, const Canvas& canvas) {
    const Intermission& wi = world.wi;
    const assets::Picture& star = pictures_.get("STFST01");
    const assets::Picture& kills = pictures_.get("WIOSTK");
    // The French IWAD's "items" picture, where a WAD has it.
    const assets::Picture* items = pictures_.find("WIOBJ");
    if (!items) items = &pictures_.get("WIOSTI");
    const assets::Picture& secret = pictures_.get("WIOSTS");
    const int percent_width = pictures_.get("WIPCNT").width;
    const int stats_x = 32 + star.width / 2 + (wi.dofrags ? 0 : 32);  // NG_STATSX
    draw_finished(world, canvas);
    draw_patch(canvas, stats_x + kNetSpacingX - kills.width, kNetStatsY, kills);
    draw_patch(canvas, stats_x + 2 * kNetSpacingX - items->width, kNetStatsY, *items);
    draw_patch(canvas, stats_x + 3 * kNetSpacingX - secret.width, kNetStatsY, secret);
    if (wi.dofrags) {
        const assets::Picture& frags = pictures_.get("WIFRGS");
        draw_patch(canvas, stats_x + 4 * kNetSpacingX - frags.width, kNetStatsY, frags);
    }
    int y = kNetStatsY + kills.height;
    for (int i = 0; i < sim::kMaxPlayers; ++i) {
        if (!in_game(world, i)) continue;
        const auto p = static_cast<std::size_t>(i);
        const assets::Picture& player = pictures_.get(numbered("STPB%d", i));
        int x = stats_x;
        draw_patch(canvas, x - player.width, y, player);
        if (i == world.opts.consoleplayer) draw_patch(canvas, x - player.width, y, star);
        x += kNetSpacingX;
        draw_percent(canvas, x - percent_width, y + 10, wi.cnt_kills[p]);
        x += kNetSpacingX;
        draw_percent(canvas, x - percent_width, y + 10, wi.cnt_items[p]);
        x += kNetSpacingX;
        draw_percent(canvas, x - percent_width, y + 10, wi.cnt_secret[p]);
        x += kNetSpacingX;
        if (wi.dofrags) draw_number(canvas, x, y + 10, wi.cnt_frags[p], -1);
        y += kSpacingY;
    }
}

void IntermissionScreen::draw_deathmatch_stats(const sim::World& world, const Canvas& canvas) {
    const Intermission& wi = world.wi;
    draw_finished(world, canvas);
    const assets::Picture& total = pictures_.get("WIMSTT");
    draw_patch(canvas, kTotalsX - total.width / 2, kMatrixY - kSpacingY + 10, total);
    draw_patch(canvas, kKillersX, kKillersY, pictures_.get("WIKILRS"));
    draw_patch(canvas, kVictimsX, kVictimsY, pictures_.get("WIVCTMS"));
    int x = kMatrixX + kMatrixSpacingX;
    int y = kMatrixY;
    for (int i = 0; i < sim::kMaxPlayers; ++i) {
        if (in_game(world, i)) {
            const assets::Picture& player = pictures_.get(numbered("STPB%d", i));
            draw_patch(canvas, x - player.width / 2, kMatrixY - kSpacingY, player);
            draw_patch(canvas, kMatrixX - player.width / 2, y, player);
            if (i == world.opts.consoleplayer) {
                draw_patch(canvas, x - player.width / 2, kMatrixY - kSpacingY, pictures_.get("STFDEAD0"));
                draw_patch(canvas, kMatrixX - player.width / 2, y, pictures_.get("STFST01"));
            }
        }
        x += kMatrixSpacingX;
        y += kSpacingY;
    }
    y = kMatrixY + 10;
    const int digit_width = pictures_.get("WINUM0").width;
    for (int i = 0; i < sim::kMaxPlayers; ++i) {
        if (in_game(world, i)) {
            x = kMatrixX + kMatrixSpacingX;
            for (int j = 0; j < sim::kMaxPlayers; ++j) {
                if (in_game(world, j))
                    draw_number(canvas, x + digit_width, y,
                                wi.dm_frags[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)], 2);
                x += kMatrixSpacingX;
            }
            draw_number(canvas, kTotalsX + digit_width, y, wi.dm_totals[static_cast<std::size_t>(i)], 2);
        }
        y += kSpacingY;
    }
}

// WI_drawOnLnode: the first of the two pictures that fits on the screen.
void IntermissionScreen::draw_on_node(const sim::World& world, const Canvas& canvas, int map, const char* first,
                                      const char* second) {
    const auto& node = kNodes[static_cast<std::size_t>(world.wi.episode)][static_cast<std::size_t>(map)];
    for (const char* name : {first, second}) {
        if (!name) return;
        const assets::Picture& p = pictures_.get(name);
        const int left = node[0] - p.left_offset;
        const int top = node[1] - p.top_offset;
        if (left >= 0 && left + p.width < kBaseWidth && top >= 0 && top + p.height < kBaseHeight) {
            draw_patch(canvas, node[0], node[1], p);
            return;
        }
    }
}

void IntermissionScreen::draw_next_location(const sim::World& world, const Canvas& canvas) {
    const Intermission& wi = world.wi;
    // A UMAPINFO ending skips "entering"; its pictures and episode changes
    // leave the episode map out.
    if (sim::umap_ending(world)) return;
    if (!commercial(world)) {
        // An ID24 animated screen with animations showing leaves the
        // episode map's splats and pointer out.
        const bool animated = sim::shown_interlevel(world) && !wi.interlevel_anims.empty();
        if (wi.episode > 2 || wi.next_episode != wi.episode || umap_background(world) || animated) {
            draw_entering(world, canvas);
            return;
        }
        // Splats on the maps taken; back from the secret map, up to the one before the next.
        const int last = wi.last == 8 ? wi.next - 1 : wi.last;
        for (int i = 0; i <= last && i < 9; ++i) draw_on_node(world, canvas, i, "WISPLAT", nullptr);
        if (wi.didsecret) draw_on_node(world, canvas, 8, "WISPLAT", nullptr);
        const bool pointer = wi.stage == Intermission::Stage::NoState || wi.pointer_on;
        if (pointer && wi.next >= 0 && wi.next < 9) draw_on_node(world, canvas, wi.next, "WIURH0", "WIURH1");
    }
    if (!commercial(world) || wi.next != 30) draw_entering(world, canvas);
}

void IntermissionScreen::draw(const sim::World& world, FullScreen& screen) {
    const Canvas canvas = screen.canvas();
    draw_background(world, canvas);
    if (world.wi.stage != Intermission::Stage::StatCount)
        draw_next_location(world, canvas);
    else if (world.opts.deathmatch)
        draw_deathmatch_stats(world, canvas);
    else if (world.opts.netgame())
        draw_netgame_stats(world, canvas);
    else
        draw_single_stats(world, canvas);
}

}  // namespace render::overlay
