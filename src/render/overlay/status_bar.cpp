#include "render/overlay/status_bar.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>

#include "assets/flat.h"
#include "assets/lump_context.h"
#include "base/error.h"
#include "render/overlay/patch_draw.h"
#include "render/overlay/status_number.h"
#include "render/overlay/status_strip.h"
#include "sim/point_to_angle.h"
#include "wad/game.h"

namespace render::overlay {
namespace {

// Widget positions on the 320×200 screen (st_stuff.c, screen size 10).
constexpr int kAmmoX = 44, kAmmoY = 171;       // ST_AMMOX/Y, width 3
constexpr int kHealthX = 90, kHealthY = 171;   // ST_HEALTHX/Y
constexpr int kArmsBgX = 104, kArmsBgY = 168;  // ST_ARMSBGX/Y
constexpr int kArmsX = 111, kArmsY = 172;      // ST_ARMSX/Y
constexpr int kArmsXSpace = 12, kArmsYSpace = 10;
constexpr int kFragsX = 138, kFragsY = 171;    // ST_FRAGSX/Y, width 2
constexpr int kFaceX = 143, kFaceY = 168;      // ST_FACESX/Y, also ST_FX for the background
constexpr int kArmorX = 221, kArmorY = 171;    // ST_ARMORX/Y
constexpr int kKeyX = 239;                     // ST_KEY0X..2X
constexpr std::array<int, 3> kKeyY{171, 181, 191};
constexpr int kAmmoCountX = 288, kMaxAmmoX = 314;  // ST_AMMO0X, ST_MAXAMMO0X, width 3
// ST_AMMO0Y..3Y: bullets, shells, cells, rockets; the table lists rockets
// above cells.
constexpr std::array<int, sim::NUMAMMO> kAmmoCountY{173, 179, 191, 185};

// Face numbering (ST_NUMSTRAIGHTFACES etc.): per pain level three straight
// faces, turn right, turn left, ouch, evil grin, rampage.
constexpr int kPainFaces = 5;
constexpr int kFaceStride = 8;
constexpr int kTurnOffset = 3;
constexpr int kOuchOffset = 5;
constexpr int kEvilGrinOffset = 6;
constexpr int kRampageOffset = 7;
constexpr int kGodFace = kPainFaces * kFaceStride;  // 40
constexpr int kDeadFace = kGodFace + 1;             // 41
constexpr int kTicRate = 35;
constexpr int kEvilGrinCount = 2 * kTicRate;
constexpr int kStraightFaceCount = kTicRate / 2;
constexpr int kTurnCount = kTicRate;
constexpr int kRampageDelay = 2 * kTicRate;
constexpr int kMuchPain = 20;

assets::Picture load_picture(const wad::Archive& archive, const std::string& name) {
    // W_CacheLumpName: the last lump of that name, wherever it is.
    const auto lump = archive.find_any(name);
    if (!lump) throw base::Error("status bar graphic " + name + " not found");
    return assets::decode_picture(archive.lump(*lump).data, assets::lump_context(archive, *lump));
}

std::vector<std::uint8_t> load_border_flat(const wad::Archive& archive) {
    // R_FillBackScreen: GRNROCK in Doom II's mode, FLOOR7_2 otherwise; the
    // other is the fallback when a stack lacks the usual one.
    const bool commercial = wad::game_mode(wad::identify_game(archive)) == wad::GameMode::Commercial;
    const char* names[2] = {commercial ? "GRNROCK" : "FLOOR7_2", commercial ? "FLOOR7_2" : "GRNROCK"};
    for (const char* name : names) {
        auto lump = archive.find(name, wad::Namespace::Flats);
        if (!lump) lump = archive.find_any(name);
        if (lump) return assets::decode_flat(archive.lump(*lump).data, assets::lump_context(archive, *lump));
    }
    throw base::Error(std::string("border flat ") + names[0] + " not found");
}

// STlib_drawNum on the bar.
void draw_number(const Canvas& canvas, int x, int y, int number, int digits,
                 const std::array<assets::Picture, 10>& font, const assets::Picture& minus) {
    const auto put = [&canvas](int px, int py, const assets::Picture& picture) { draw_patch(canvas, px, py, picture); };
    draw_status_number(put, x, y, number, digits, font, minus);
}

// V_CopyRect from the background buffer over the rect `patch` covers at
// (x, y), as st_lib.c erases a widget before drawing its new state.
void copy_rect(const Canvas& canvas, std::span<const std::uint8_t> backing, int x, int y,
               const assets::Picture& patch) {
    x -= patch.left_offset;
    y -= patch.top_offset;
    const int x0 = std::max(x, 0), x1 = std::min(x + patch.width, canvas.width);
    const int y0 = std::max(y, 0), y1 = std::min(y + patch.height, canvas.height);
    for (int row = y0; row < y1; ++row) {
        const std::size_t at = static_cast<std::size_t>(row) * static_cast<std::size_t>(canvas.width);
        for (int col = x0; col < x1; ++col) {
            const std::size_t i = at + static_cast<std::size_t>(col);
            canvas.pixels[i] = backing[i];
        }
    }
}

}  // namespace

StatusBar::StatusBar(const wad::Archive& archive) {
    // The order and names of ST_loadGraphics.
    for (int i = 0; i < 10; ++i) {
        tallnum_[static_cast<std::size_t>(i)] = load_picture(archive, "STTNUM" + std::to_string(i));
        shortnum_[static_cast<std::size_t>(i)] = load_picture(archive, "STYSNUM" + std::to_string(i));
    }
    tallpercent_ = load_picture(archive, "STTPRCNT");
    sttminus_ = load_picture(archive, "STTMINUS");
    for (int i = 0; i < 6; ++i)
        keys_[static_cast<std::size_t>(i)] = load_picture(archive, "STKEYS" + std::to_string(i));
    armsbg_ = load_picture(archive, "STARMS");
    for (int i = 0; i < 6; ++i) {
        arms_[static_cast<std::size_t>(i)][0] = load_picture(archive, "STGNUM" + std::to_string(i + 2));
        arms_[static_cast<std::size_t>(i)][1] = shortnum_[static_cast<std::size_t>(i + 2)];
    }
    // Vanilla loads only the console player's; all four are kept so the
    // bar can follow any player.
    for (int i = 0; i < 4; ++i)
        faceback_[static_cast<std::size_t>(i)] = load_picture(archive, "STFB" + std::to_string(i));
    sbar_ = load_picture(archive, "STBAR");
    std::size_t face = 0;
    for (int pain = 0; pain < kPainFaces; ++pain) {
        const std::string p = std::to_string(pain);
        for (int straight = 0; straight < 3; ++straight)
            faces_[face++] = load_picture(archive, "STFST" + p + std::to_string(straight));
        faces_[face++] = load_picture(archive, "STFTR" + p + "0");
        faces_[face++] = load_picture(archive, "STFTL" + p + "0");
        faces_[face++] = load_picture(archive, "STFOUCH" + p);
        faces_[face++] = load_picture(archive, "STFEVL" + p);
        faces_[face++] = load_picture(archive, "STFKILL" + p);
    }
    faces_[face++] = load_picture(archive, "STFGOD0");
    faces_[face++] = load_picture(archive, "STFDEAD0");
    border_flat_ = load_border_flat(archive);
}

const sim::Player& StatusBar::console_player(const sim::World& world) const {
    const int cp = std::clamp(world.opts.consoleplayer, 0, sim::kMaxPlayers - 1);
    return world.players[static_cast<std::size_t>(cp)];
}

void StatusBar::start(const sim::World& world) {
    // ST_initData and ST_createWidgets.
    const sim::Player& player = console_player(world);
    face_index_ = 0;
    old_health_ = -1;
    for (int i = 0; i < sim::NUMWEAPONS; ++i)
        old_weapons_owned_[static_cast<std::size_t>(i)] = player.weaponowned[static_cast<std::size_t>(i)];
    keyboxes_ = {-1, -1, -1};
    refresh_pending_ = true;
    arms_erased_.fill(-1);
    // Vanilla points the ammo widget at the ready weapon's ammo here; for
    // the fist it reads past ammo[]. A tic always runs before the first
    // draw and repoints it, so "n/a" stands in for that unseen value.
    const sim::AmmoType ammo = world.defs->weapons[static_cast<std::size_t>(player.readyweapon)].ammo;
    ready_ammo_ = ammo < sim::NUMAMMO ? ammo : -1;
}

void StatusBar::refresh() {
    if (refresh_pending_) return;  // the first frame's refresh erases nothing
    arms_erased_ = arms_shown_;
}

void StatusBar::tick(const sim::World& world, int random_number) {
    if (world.gamestate != sim::GameState::Level) return;
    const sim::Player& player = console_player(world);
    random_number_ = random_number;

    // ST_updateWidgets.
    const sim::AmmoType ammo = world.defs->weapons[static_cast<std::size_t>(player.readyweapon)].ammo;
    ready_ammo_ = ammo < sim::NUMAMMO ? ammo : -1;
    for (int i = 0; i < 3; ++i) {
        // A skull key shows over the card of the same colour.
        keyboxes_[static_cast<std::size_t>(i)] = player.cards[static_cast<std::size_t>(i)] ? i : -1;
        if (player.cards[static_cast<std::size_t>(i + 3)]) keyboxes_[static_cast<std::size_t>(i)] = i + 3;
    }
    update_face(player);
    const int cp = world.player_index(player);
    frags_ = 0;
    for (int i = 0; i < sim::kMaxPlayers; ++i) {
        const int f = player.frags[static_cast<std::size_t>(i)];
        frags_ += i == cp ? -f : f;
    }

    // STlib_updateMultIcon on the arms: a changed number first restores the
    // old patch's rect from the background buffer, which never had STARMS.
    for (std::size_t i = 0; i < arms_shown_.size(); ++i) {
        const int owned = player.weaponowned[i + 1] ? 1 : 0;
        if (refresh_pending_) {
            arms_shown_[i] = owned;
            arms_erased_[i] = -1;
        } else if (owned != arms_shown_[i]) {
            arms_erased_[i] = arms_shown_[i];
            arms_shown_[i] = owned;
        }
    }
    refresh_pending_ = false;

    old_health_ = player.health;
}

int StatusBar::pain_offset(const sim::Player& player) const {
    // ST_calcPainOffset (its cache changes nothing).
    const int health = std::min(player.health, 100);
    return kFaceStride * (((100 - health) * kPainFaces) / 101);
}

void StatusBar::update_face(const sim::Player& player) {
    // ST_updateFaceWidget: the highest-priority reason picks the face.
    if (face_priority_ < 10 && player.health == 0) {
        face_priority_ = 9;
        face_index_ = kDeadFace;
        face_count_ = 1;
    }

    if (face_priority_ < 9 && player.bonuscount != 0) {
        // Grin on picking up a new weapon.
        bool grin = false;
        for (std::size_t i = 0; i < old_weapons_owned_.size(); ++i) {
            if (old_weapons_owned_[i] != player.weaponowned[i]) {
                grin = true;
                old_weapons_owned_[i] = player.weaponowned[i];
            }
        }
        if (grin) {
            face_priority_ = 8;
            face_count_ = kEvilGrinCount;
            face_index_ = pain_offset(player) + kEvilGrinOffset;
        }
    }

    if (face_priority_ < 8 && player.damagecount != 0 && player.attacker != nullptr &&
        player.attacker != player.mo && player.mo != nullptr) {
        face_priority_ = 7;
        // Vanilla's test is backwards (health - old health is never above
        // 20 after damage), so the ouch face almost never shows; kept.
        if (player.health - old_health_ > kMuchPain) {
            face_count_ = kTurnCount;
            face_index_ = pain_offset(player) + kOuchOffset;
        } else {
            const base::angle_t bad_guy =
                sim::point_to_angle2(player.mo->x, player.mo->y, player.attacker->x, player.attacker->y);
            base::angle_t diff = 0;
            bool right = false;
            if (bad_guy > player.mo->angle) {
                diff = bad_guy - player.mo->angle;
                right = diff > base::kAng180;
            } else {
                diff = player.mo->angle - bad_guy;
                right = diff <= base::kAng180;
            }
            face_count_ = kTurnCount;
            face_index_ = pain_offset(player);
            if (diff < base::kAng45)
                face_index_ += kRampageOffset;  // head-on
            else if (right)
                face_index_ += kTurnOffset;
            else
                face_index_ += kTurnOffset + 1;
        }
    }

    if (face_priority_ < 7 && player.damagecount != 0) {
        // Hurt by yourself or the world (the same backwards test).
        if (player.health - old_health_ > kMuchPain) {
            face_priority_ = 7;
            face_count_ = kTurnCount;
            face_index_ = pain_offset(player) + kOuchOffset;
        } else {
            face_priority_ = 6;
            face_count_ = kTurnCount;
            face_index_ = pain_offset(player) + kRampageOffset;
        }
    }

    if (face_priority_ < 6) {
        // Holding fire for two seconds gives the rampage face.
        if (player.attackdown) {
            if (last_attack_down_ == -1) {
                last_attack_down_ = kRampageDelay;
            } else if (--last_attack_down_ == 0) {
                face_priority_ = 5;
                face_index_ = pain_offset(player) + kRampageOffset;
                face_count_ = 1;
                last_attack_down_ = 1;
            }
        } else {
            last_attack_down_ = -1;
        }
    }

    if (face_priority_ < 5 && ((player.cheats & sim::CF_GODMODE) || player.powers[sim::pw_invulnerability] != 0)) {
        face_priority_ = 4;
        face_index_ = kGodFace;
        face_count_ = 1;
    }

    // Time out: look straight, left or right at random.
    if (face_count_ == 0) {
        face_index_ = pain_offset(player) + random_number_ % 3;
        face_count_ = kStraightFaceCount;
        face_priority_ = 0;
    }
    --face_count_;
}

void StatusBar::draw_bar(const sim::World& world, std::span<std::uint8_t, kBarWidth * kBarHeight> out) const {
    const Canvas canvas{out, kBarWidth, kBarHeight};
    const sim::Player& player = console_player(world);
    const bool deathmatch = world.opts.deathmatch != 0;
    // Widgets are placed in screen coordinates; the canvas starts at ST_Y.
    constexpr int top = kBarTop;

    // ST_refreshBackground.
    draw_patch(canvas, 0, 0, sbar_);
    if (world.opts.netgame())
        draw_patch(canvas, kFaceX, 0, faceback_[static_cast<std::size_t>(world.player_index(player) & 3)]);

    // st_backing_screen: what the diff drawing erases to.
    std::array<std::uint8_t, kBarWidth * kBarHeight> backing{};
    std::copy(out.begin(), out.end(), backing.begin());

    // ST_drawWidgets, in its order (later widgets overlap earlier ones).
    const int ready = ready_ammo_ < 0 ? kNoNumber : player.ammo[static_cast<std::size_t>(ready_ammo_)];
    draw_number(canvas, kAmmoX, kAmmoY - top, ready, 3, tallnum_, sttminus_);
    for (std::size_t i = 0; i < sim::NUMAMMO; ++i) {
        draw_number(canvas, kAmmoCountX, kAmmoCountY[i] - top, player.ammo[i], 3, shortnum_, sttminus_);
        draw_number(canvas, kMaxAmmoX, kAmmoCountY[i] - top, player.maxammo[i], 3, shortnum_, sttminus_);
    }
    // STlib_updatePercent: the sign first, then the number.
    draw_patch(canvas, kHealthX, kHealthY - top, tallpercent_);
    draw_number(canvas, kHealthX, kHealthY - top, player.health, 3, tallnum_, sttminus_);
    draw_patch(canvas, kArmorX, kArmorY - top, tallpercent_);
    draw_number(canvas, kArmorX, kArmorY - top, player.armorpoints, 3, tallnum_, sttminus_);
    if (!deathmatch) {
        draw_patch(canvas, kArmsBgX, kArmsBgY - top, armsbg_);
        for (int i = 0; i < 6; ++i) {
            // Slots 2-7 show pistol .. BFG; the super shotgun has no slot.
            const auto slot = static_cast<std::size_t>(i);
            const int x = kArmsX + (i % 3) * kArmsXSpace, y = kArmsY + (i / 3) * kArmsYSpace - top;
            if (arms_erased_[slot] >= 0)
                copy_rect(canvas, backing, x, y, arms_[slot][static_cast<std::size_t>(arms_erased_[slot])]);
            draw_patch(canvas, x, y, arms_[slot][player.weaponowned[slot + 1] ? 1 : 0]);
        }
    }
    if (face_index_ >= 0 && face_index_ < kFaceCount)
        draw_patch(canvas, kFaceX, kFaceY - top, faces_[static_cast<std::size_t>(face_index_)]);
    for (std::size_t i = 0; i < keyboxes_.size(); ++i)
        if (keyboxes_[i] >= 0) draw_patch(canvas, kKeyX, kKeyY[i] - top, keys_[static_cast<std::size_t>(keyboxes_[i])]);
    if (deathmatch) draw_number(canvas, kFragsX, kFragsY - top, frags_, 2, tallnum_, sttminus_);
}

void StatusBar::draw(const sim::World& world, Frame& frame, const ScreenLayout& layout) const {
    std::array<std::uint8_t, kBarWidth * kBarHeight> bar{};
    draw_bar(world, bar);
    draw_status_strip({bar, border_flat_}, frame, layout);
}

}  // namespace render::overlay
