#include "render/overlay/full_screen_hud.h"

#include <algorithm>
#include <cstddef>
#include <string>

#include "assets/lump_context.h"
#include "base/error.h"
#include "render/overlay/status_number.h"

namespace render::overlay {
namespace {

// The widgets' places on the 320×200 status bar (st_stuff.c), kept within
// each group: tall numbers right-aligned at x, their tops at y.
constexpr int kNumberY = 171;                         // ST_AMMOY, ST_HEALTHY, ST_ARMORY, ST_FRAGSY
constexpr int kAmmoX = 44, kHealthX = 90, kFragsX = 138;  // left group
constexpr int kArmorX = 221, kKeyX = 239;                 // right group
constexpr std::array<int, 3> kKeyY{171, 181, 191};
// The ammo's first digit starts two pixels in from the left edge
// (44 - 3 × 14 with the IWADs' digits); the right group keeps the same
// margin from the right edge.
constexpr int kMargin = 2;

assets::Picture load_picture(const wad::Archive& archive, const std::string& name) {
    const auto lump = archive.find_any(name);
    if (!lump) throw base::Error("status bar graphic " + name + " not found");
    return assets::decode_picture(archive.lump(*lump).data, assets::lump_context(archive, *lump));
}

}  // namespace

FullScreenHud::FullScreenHud(const wad::Archive& archive) {
    for (std::size_t i = 0; i < tallnum_.size(); ++i) tallnum_[i] = load_picture(archive, "STTNUM" + std::to_string(i));
    tallpercent_ = load_picture(archive, "STTPRCNT");
    sttminus_ = load_picture(archive, "STTMINUS");
    for (std::size_t i = 0; i < keys_.size(); ++i) keys_[i] = load_picture(archive, "STKEYS" + std::to_string(i));
}

int FullScreenHud::right_shift(int width) const {
    // The group's right edge on the bar: the widest key's or the armour's
    // percent sign's, whichever reaches further.
    int edge = kArmorX - tallpercent_.left_offset + tallpercent_.width;
    for (const assets::Picture& key : keys_) edge = std::max(edge, kKeyX - key.left_offset + key.width);
    return width - kMargin - edge;
}

void FullScreenHud::draw(const sim::World& world, ScreenLayer& layer) const {
    const int cp = std::clamp(world.opts.consoleplayer, 0, sim::kMaxPlayers - 1);
    const sim::Player& player = world.players[static_cast<std::size_t>(cp)];
    const auto put = [&layer](int x, int y, const assets::Picture& picture) { layer.draw_patch(x, y, picture); };

    // Left group: the ready weapon's ammo ("n/a" draws nothing), health
    // and, in deathmatch, frags as ST_updateWidgets counts them.
    const sim::AmmoType ammo = world.defs->weapons[static_cast<std::size_t>(player.readyweapon)].ammo;
    const int ready = ammo < sim::NUMAMMO ? player.ammo[static_cast<std::size_t>(ammo)] : kNoNumber;
    draw_status_number(put, kAmmoX, kNumberY, ready, 3, tallnum_, sttminus_);
    layer.draw_patch(kHealthX, kNumberY, tallpercent_);
    draw_status_number(put, kHealthX, kNumberY, player.health, 3, tallnum_, sttminus_);
    if (world.opts.deathmatch != 0) {
        int frags = 0;
        for (int i = 0; i < sim::kMaxPlayers; ++i) {
            const int f = player.frags[static_cast<std::size_t>(i)];
            frags += i == cp ? -f : f;
        }
        draw_status_number(put, kFragsX, kNumberY, frags, 2, tallnum_, sttminus_);
    }

    // Right group: armour and the keys, a skull key over the card of its
    // colour as the bar shows them.
    const int dx = right_shift(layer.width());
    layer.draw_patch(kArmorX + dx, kNumberY, tallpercent_);
    draw_status_number(put, kArmorX + dx, kNumberY, player.armorpoints, 3, tallnum_, sttminus_);
    for (std::size_t i = 0; i < kKeyY.size(); ++i) {
        const int key = player.cards[i + 3] ? static_cast<int>(i) + 3 : player.cards[i] ? static_cast<int>(i) : -1;
        if (key >= 0) layer.draw_patch(kKeyX + dx, kKeyY[i], keys_[static_cast<std::size_t>(key)]);
    }
}

}  // namespace render::overlay
