#include "render/overlay/sbardef_bar.h"

#include <algorithm>
#include <functional>

#include "assets/flat.h"
#include "assets/lump_context.h"
#include "wad/game.h"

namespace render::overlay {

namespace {

using assets::SbarCondition;
using assets::SbarElement;

// Where weapons sit on the number keys (the original's P_PlayerThink):
// fist and chainsaw on 1, both shotguns on 3.
constexpr std::array<int, sim::NUMWEAPONS> kWeaponSlot{1, 2, 3, 4, 5, 6, 7, 1, 3};
// ID24's game feature levels: every game here plays with MBF21's (7), as
// Woof counts it.
constexpr int kFeatureLevel = 7;

// Woof's game modes, which condition 16 and 17 compare with their param + 1.
int woof_game_mode(wad::Game game) {
    switch (game) {
        case wad::Game::DoomShareware: return 0;
        case wad::Game::Doom: return 1;
        case wad::Game::Doom2:
        case wad::Game::Plutonia:
        case wad::Game::Tnt:
        case wad::Game::Freedoom2:
        case wad::Game::FreeDM: return 2;
        case wad::Game::UltimateDoom:
        case wad::Game::Freedoom1: return 3;
        case wad::Game::Unknown: break;
    }
    return 4;
}

// ID24's item numbers (Woof's itemtype_t) that a player can be said to hold.
bool item_owned(int item, const sim::Player& player) {
    if (item >= 1 && item <= 6) return player.cards[static_cast<std::size_t>(item - 1)];
    switch (item) {
        case 7: return player.backpack;
        case 14: return player.armortype == 1;
        case 15: return player.armortype == 2;
        case 16: return player.powers[sim::pw_allmap] != 0;
        case 17: return player.powers[sim::pw_infrared] != 0;
        case 18: return player.powers[sim::pw_strength] != 0;
        case 19: return player.powers[sim::pw_invisibility] != 0;
        case 20: return player.powers[sim::pw_ironfeet] != 0;
        case 21: return player.powers[sim::pw_invulnerability] != 0 || (player.cheats & sim::CF_GODMODE) != 0;
        default: return false;  // health and armour bonuses and the like are used up, never held
    }
}

bool weapon_known(int w) { return w >= 0 && w < sim::NUMWEAPONS; }
bool ammo_known(int a) { return a >= 0 && a < sim::NUMAMMO; }

}  // namespace

// Where elements land: a put and a read of one pixel at a place on the
// 320×200 screen.
struct SbarDefBar::Target {
    int wide_shift = 0;  // how far past the 4:3 screen a wide one reaches each side
    std::function<void(int, int, std::uint8_t)> put;
    std::function<int(int, int)> read;  // -1 where nothing is under
};

SbarDefBar::SbarDefBar(const wad::Archive& archive, assets::SbarDef def)
    : def_(std::move(def)), game_mode_(woof_game_mode(wad::identify_game(archive))) {
    const auto load = [&](const std::string& name) {
        if (pictures_.count(name)) return;
        if (const auto lump = archive.find_any(name))
            pictures_.emplace(name,
                              assets::decode_picture(archive.lump(*lump).data, assets::lump_context(archive, *lump)));
    };
    for (const assets::SbarNumberFont& f : def_.fonts) {
        for (int d = 0; d < 10; ++d) load(f.stem + "NUM" + std::to_string(d));
        load(f.stem + "MINUS");
        load(f.stem + "PRCNT");
        FontGlyphs g;
        for (int d = 0; d < 10; ++d) g.digits[static_cast<std::size_t>(d)] = picture(f.stem + "NUM" + std::to_string(d));
        g.minus = picture(f.stem + "MINUS");
        g.percent = picture(f.stem + "PRCNT");
        int widest = 0;
        for (const assets::Picture* p : g.digits)
            if (p) widest = std::max(widest, p->width), g.max_height = std::max(g.max_height, p->height);
        for (const assets::Picture* p : {g.minus, g.percent})
            if (p) widest = std::max(widest, p->width);
        g.mono_width = f.spacing == assets::SbarNumberFont::Spacing::MonoMax ? widest
                       : g.digits[0]                                       ? g.digits[0]->width
                                                                           : 0;
        fonts_.push_back(g);
    }
    const std::function<void(const std::vector<SbarElement>&)> visit = [&](const std::vector<SbarElement>& list) {
        for (const SbarElement& e : list) {
            if (e.kind == SbarElement::Kind::Graphic) load(e.picture);
            for (const SbarElement::Frame& f : e.frames) load(f.picture);
            if (!e.tranmap.empty() && !tranmaps_.count(e.tranmap))
                if (const auto lump = archive.find_any(e.tranmap)) {
                    const auto bytes = archive.lump(*lump).data;
                    if (bytes.size() >= 65536) tranmaps_.emplace(e.tranmap, std::vector(bytes.begin(), bytes.begin() + 65536));
                }
            if (e.kind == SbarElement::Kind::Animation) animations_.emplace(&e, Animation{0, e.frames.front().tics});
            visit(e.children);
        }
    };
    for (const assets::SbarStatusBar& bar : def_.bars) {
        visit(bar.children);
        if (bar.fill_flat.empty() || flats_.count(bar.fill_flat)) continue;
        if (const auto lump = archive.find(bar.fill_flat, wad::Namespace::Flats))
            flats_.emplace(bar.fill_flat,
                           assets::decode_flat(archive.lump(*lump).data, assets::lump_context(archive, *lump)));
    }
}

const assets::Picture* SbarDefBar::picture(const std::string& name) const {
    const auto it = pictures_.find(name);
    return it == pictures_.end() ? nullptr : &it->second;
}

const assets::SbarStatusBar& SbarDefBar::bar_at(int screenblocks) const {
    const std::size_t index = static_cast<std::size_t>(std::max(screenblocks - 10, 0));
    return def_.bars[std::min(index, def_.bars.size() - 1)];
}

void SbarDefBar::start() {
    for (auto& [element, state] : animations_) state = Animation{0, element->frames.front().tics};
}

namespace {

// Whether every condition of `e` holds for `player`.
bool shows(const SbarElement& e, const sim::Player& player, const sim::World& world, int game_mode) {
    const auto& weapons = world.defs->weapons;
    const sim::AmmoType selected_ammo = weapons[static_cast<std::size_t>(player.readyweapon)].ammo;
    const int selected_slot = kWeaponSlot[static_cast<std::size_t>(player.readyweapon)];
    const auto slot_owned = [&](int slot) {
        for (int w = 0; w < sim::NUMWEAPONS; ++w)
            if (kWeaponSlot[static_cast<std::size_t>(w)] == slot && player.weaponowned[static_cast<std::size_t>(w)])
                return true;
        return false;
    };
    const int session = world.opts.netgame() ? std::min(world.opts.deathmatch + 1, 2) : 0;
    for (const SbarCondition& c : e.conditions) {
        const int p = c.param;
        bool holds = true;
        switch (c.kind) {
            case SbarCondition::Kind::WeaponOwned:
                holds = !weapon_known(p) || player.weaponowned[static_cast<std::size_t>(p)];
                break;
            case SbarCondition::Kind::WeaponSelected: holds = player.readyweapon == p; break;
            case SbarCondition::Kind::WeaponNotSelected: holds = player.readyweapon != p; break;
            case SbarCondition::Kind::WeaponHasAmmo:
                holds = !weapon_known(p) || weapons[static_cast<std::size_t>(p)].ammo != sim::am_noammo;
                break;
            case SbarCondition::Kind::SelectedWeaponHasAmmo: holds = selected_ammo != sim::am_noammo; break;
            case SbarCondition::Kind::SelectedWeaponAmmoType: holds = selected_ammo == p; break;
            case SbarCondition::Kind::WeaponSlotOwned: holds = slot_owned(p); break;
            case SbarCondition::Kind::WeaponSlotNotOwned: holds = !slot_owned(p); break;
            case SbarCondition::Kind::WeaponSlotSelected: holds = selected_slot == p; break;
            case SbarCondition::Kind::WeaponSlotNotSelected: holds = selected_slot != p; break;
            case SbarCondition::Kind::ItemOwned: holds = item_owned(p, player); break;
            case SbarCondition::Kind::ItemNotOwned: holds = !item_owned(p, player); break;
            case SbarCondition::Kind::FeatureLevelGreaterEqual: holds = kFeatureLevel >= p; break;
            case SbarCondition::Kind::FeatureLevelLess: holds = kFeatureLevel < p; break;
            case SbarCondition::Kind::SessionTypeEqual: holds = session == p; break;
            case SbarCondition::Kind::SessionTypeNotEqual: holds = session != p; break;
            case SbarCondition::Kind::ModeEqual: holds = game_mode == p + 1; break;
            case SbarCondition::Kind::ModeNotEqual: holds = game_mode != p + 1; break;
            case SbarCondition::Kind::HudModeEqual: holds = p == 0; break;  // the HUD is never compact here
        }
        if (!holds) return false;
    }
    return true;
}

const sim::Player& console_player(const sim::World& world) {
    return world.players[static_cast<std::size_t>(std::clamp(world.opts.consoleplayer, 0, sim::kMaxPlayers - 1))];
}

// The number a number element shows.
int number_value(const SbarElement& e, const sim::Player& player, const sim::World& world) {
    const auto& weapons = world.defs->weapons;
    const auto ammo_of_weapon = [&](int w) {
        return weapon_known(w) ? static_cast<int>(weapons[static_cast<std::size_t>(w)].ammo) : -1;
    };
    const auto ammo = [&](int a) { return ammo_known(a) ? player.ammo[static_cast<std::size_t>(a)] : 0; };
    const auto max_ammo = [&](int a) { return ammo_known(a) ? player.maxammo[static_cast<std::size_t>(a)] : 0; };
    switch (e.number) {
        case SbarElement::Number::Health: return player.health;
        case SbarElement::Number::Armor: return player.armorpoints;
        case SbarElement::Number::Frags: {
            const int self = world.player_index(player);
            int frags = 0;
            for (int i = 0; i < sim::kMaxPlayers; ++i)
                frags += (i == self ? -1 : 1) * player.frags[static_cast<std::size_t>(i)];
            return frags;
        }
        case SbarElement::Number::Ammo: return ammo(e.param);
        case SbarElement::Number::AmmoSelected: return ammo(ammo_of_weapon(player.readyweapon));
        case SbarElement::Number::MaxAmmo: return max_ammo(e.param);
        case SbarElement::Number::WeaponAmmo: return ammo(ammo_of_weapon(e.param));
        case SbarElement::Number::WeaponMaxAmmo: return max_ammo(ammo_of_weapon(e.param));
    }
    return 0;
}

}  // namespace

void SbarDefBar::tick_elements(const std::vector<SbarElement>& list, const sim::World& world) {
    const sim::Player& player = console_player(world);
    for (const SbarElement& e : list) {
        if (!shows(e, player, world, game_mode_)) continue;
        if (e.kind == SbarElement::Kind::Animation) {
            Animation& a = animations_[&e];
            if (--a.tics_left <= 0) {
                a.frame = (a.frame + 1) % e.frames.size();
                a.tics_left = e.frames[a.frame].tics;
            }
        }
        tick_elements(e.children, world);
    }
}

void SbarDefBar::tick(const sim::World& world) {
    if (world.gamestate != sim::GameState::Level) return;
    for (const assets::SbarStatusBar& bar : def_.bars) tick_elements(bar.children, world);
}

namespace {

// A picture placed as Woof's DrawPatch places it: pushed by the alignment
// over `width` × `height` (the glyphs of a font take its tallest), its
// offsets kept unless told, then put down pixel by pixel, through the
// translucency table where there is one and something under it.
template <class Put, class Read>
void place(const assets::Picture& pic, int x, int y, int alignment, int height, const std::uint8_t* tranmap,
           int wide_shift, Put&& put, Read&& read) {
    const int xo = (alignment & SbarElement::kIgnoreXOffset) ? 0 : pic.left_offset;
    const int yo = (alignment & SbarElement::kIgnoreYOffset) ? 0 : pic.top_offset;
    if (alignment & SbarElement::kMiddle)
        x += xo - pic.width / 2;
    else if (alignment & SbarElement::kRight)
        x -= pic.width;
    if (alignment & SbarElement::kWideLeft) x -= wide_shift;
    if (alignment & SbarElement::kWideRight) x += wide_shift;
    if (alignment & SbarElement::kVerticalMiddle)
        y += yo - height / 2;
    else if (alignment & SbarElement::kBottom)
        y -= height;
    x -= xo;
    y -= yo;
    const int columns = std::min(pic.width, static_cast<int>(pic.columns.size()));
    for (int c = 0; c < columns; ++c)
        for (const assets::Post& post : pic.columns[static_cast<std::size_t>(c)].posts) {
            int row = y + post.top_delta;
            for (const std::uint8_t pixel : post.pixels) {
                const int under = tranmap ? read(x + c, row) : -1;
                put(x + c, row, under < 0 ? pixel : tranmap[(under << 8) | pixel]);
                ++row;
            }
        }
}

}  // namespace

void SbarDefBar::draw_number(const SbarElement& e, const sim::Player& player, const sim::World& world,
                             const Target& target, int x, int y) const {
    const FontGlyphs& font = fonts_[static_cast<std::size_t>(e.font)];
    const bool proportional =
        def_.fonts[static_cast<std::size_t>(e.font)].spacing == assets::SbarNumberFont::Spacing::Proportional;
    int value = number_value(e, player, world);
    // Clamped to the digits it has: one of them a minus sign where negative,
    // so a negative number needs two (with fewer it shows 0).
    int largest = 1;
    for (int i = 0; i < e.max_length; ++i) largest *= 10;
    const bool negative = value < 0 && font.minus && e.max_length >= 2;
    if (negative)
        value = -std::max(value, -(largest / 10 - 1));
    else
        value = std::clamp(value, 0, largest - 1);
    std::vector<const assets::Picture*> glyphs;
    if (negative) glyphs.push_back(font.minus);
    const std::string digits = std::to_string(value);
    for (const char d : digits) glyphs.push_back(font.digits[static_cast<std::size_t>(d - '0')]);
    if (e.kind == SbarElement::Kind::Percent && font.percent) glyphs.push_back(font.percent);
    // A mono font's cells are its set width; a percent sign wider than
    // that takes its own, so a right-aligned run still ends at its place.
    const auto advance = [&](const assets::Picture* g) {
        if (proportional) return g->width;
        return g == font.percent ? std::max(font.mono_width, g->width) : font.mono_width;
    };
    int total = 0;
    for (const assets::Picture* g : glyphs) total += advance(g);
    // The run is placed as one picture; each glyph at its cell's left.
    if (e.alignment & SbarElement::kMiddle)
        x -= total / 2;
    else if (e.alignment & SbarElement::kRight)
        x -= total;
    const int glyph_alignment = e.alignment & ~(SbarElement::kMiddle | SbarElement::kRight);
    const auto tranmap = tranmaps_.find(e.tranmap);
    for (const assets::Picture* g : glyphs) {
        place(*g, x, y, glyph_alignment, font.max_height,
              tranmap == tranmaps_.end() ? nullptr : tranmap->second.data(), target.wide_shift, target.put,
              target.read);
        x += advance(g);
    }
}

void SbarDefBar::draw_elements(const std::vector<SbarElement>& list, const sim::World& world,
                               const StatusBar& classic, const Target& target, int x, int y) const {
    const sim::Player& player = console_player(world);
    for (const SbarElement& e : list) {
        if (!shows(e, player, world, game_mode_)) continue;
        const int ex = x + e.x, ey = y + e.y;
        const auto tranmap = tranmaps_.find(e.tranmap);
        const std::uint8_t* table = tranmap == tranmaps_.end() ? nullptr : tranmap->second.data();
        const auto put_picture = [&](const assets::Picture* pic) {
            if (pic) place(*pic, ex, ey, e.alignment, pic->height, table, target.wide_shift, target.put, target.read);
        };
        switch (e.kind) {
            case SbarElement::Kind::Canvas: break;
            case SbarElement::Kind::Graphic: put_picture(picture(e.picture)); break;
            case SbarElement::Kind::Animation: {
                const auto a = animations_.find(&e);
                put_picture(picture(e.frames[a == animations_.end() ? 0 : a->second.frame].picture));
                break;
            }
            case SbarElement::Kind::Face: put_picture(&classic.face()); break;
            case SbarElement::Kind::FaceBackground: put_picture(&classic.face_background(world.player_index(player))); break;
            case SbarElement::Kind::Number:
            case SbarElement::Kind::Percent: draw_number(e, player, world, target, ex, ey); break;
        }
        draw_elements(e.children, world, classic, target, ex, ey);
    }
}

void SbarDefBar::draw_strip(const sim::World& world, const StatusBar& classic, const assets::SbarStatusBar& bar,
                            std::span<const std::uint8_t> border_flat,
                            std::span<std::uint8_t, kBarWidth * kBarHeight> out) const {
    const auto fill = flats_.find(bar.fill_flat);
    const std::span<const std::uint8_t> flat = fill == flats_.end() ? border_flat : std::span(fill->second);
    // Tiled from the screen's origin, as the view border's flat is.
    for (int y = 0; y < kBarHeight; ++y)
        for (int x = 0; x < kBarWidth; ++x)
            out[static_cast<std::size_t>(y * kBarWidth + x)] = flat[static_cast<std::size_t>(((y + kBarTop) & 63) * 64 + (x & 63))];
    if (bar.fullscreen) return;
    Target target;
    target.put = [&](int x, int y, std::uint8_t index) {
        if (x >= 0 && x < kBarWidth && y >= 0 && y < kBarHeight) out[static_cast<std::size_t>(y * kBarWidth + x)] = index;
    };
    target.read = [&](int x, int y) {
        return x >= 0 && x < kBarWidth && y >= 0 && y < kBarHeight ? out[static_cast<std::size_t>(y * kBarWidth + x)]
                                                                   : -1;
    };
    // The strip's top row is the screen's row 168; the bar's is 200 less its height.
    draw_elements(bar.children, world, classic, target, 0, ScreenLayer::kHeight - bar.height - kBarTop);
}

void SbarDefBar::draw_layer(const sim::World& world, const StatusBar& classic, const assets::SbarStatusBar& bar,
                            ScreenLayer& layer) const {
    const int left = (layer.width() - ScreenLayer::kWidth) / 2;
    Target target;
    target.wide_shift = left;
    target.put = [&](int x, int y, std::uint8_t index) { layer.set(x + left, y, index); };
    target.read = [&](int x, int y) { return layer.at(x + left, y); };
    draw_elements(bar.children, world, classic, target, 0, bar.fullscreen ? 0 : ScreenLayer::kHeight - bar.height);
}

}  // namespace render::overlay
