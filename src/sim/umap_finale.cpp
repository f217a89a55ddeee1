// The finale a map's UMAPINFO entry asks for (intertext, intertextsecret,
// interbackdrop, intermusic, endgame, endpic, endbunny, endcast), timed as
// the original's text screens and ended as dsda-doom ends it.
#include <string>

#include "sim/finale.h"
#include "sim/finale_text.h"
#include "sim/map_info.h"
#include "sim/sound.h"

namespace sim {

namespace {

constexpr int kTextSpeed = 3;   // TEXTSPEED: tics a character
constexpr int kTextWait = 250;  // TEXTWAIT: tics the whole text stays
constexpr int kPressDelay = 50;  // tics before a press skips the text, as on Doom II's screens

// What follows the text: the ending's art or cast call, or the next map.
void after_text(World& w) {
    Finale& f = w.finale;
    std::optional<assets::UmapEnding> ending = f.umap_ending;
    if (!ending) {
        w.gameaction = GameAction::WorldDone;
        return;
    }
    // endgame = true: the episode's own ending; Doom II's is the cast call.
    if (*ending == assets::UmapEnding::Default && w.opts.mode == GameMode::Commercial) ending = assets::UmapEnding::Cast;
    if (*ending == assets::UmapEnding::Default && w.opts.episode == 3) ending = assets::UmapEnding::Bunny;
    f.umap_ending = ending;
    if (*ending == assets::UmapEnding::Cast) {
        change_music(w, mus_evil);  // F_StartCast's
        start_cast(w);
        return;
    }
    f.count = 0;
    f.stage = 1;
    w.display.forced = true;
    if (*ending == assets::UmapEnding::Bunny) change_music(w, mus_bunny, false);
}

}  // namespace

bool start_umap_finale(World& w, bool victory) {
    const assets::UmapEntry* entry = current_map_entry(w);
    if (!entry) return false;
    std::optional<assets::UmapEnding> ending = umap_ending(w);
    if (!ending && victory) ending = assets::UmapEnding::Default;
    const auto& text = w.secret_exit ? entry->intertextsecret : entry->intertext;
    if (!ending && !(text && !text->cleared)) return false;

    w.finale = Finale{};
    const FinaleScreen vanilla = finale_screen(w);
    w.gameaction = GameAction::Nothing;
    w.gamestate = GameState::Finale;
    Finale& f = w.finale;
    f.umap = true;
    f.umap_ending = ending;
    f.umap_endpic = entry->endpic.value_or("");
    f.umap_text = text ? text->text : vanilla.text;
    f.umap_backdrop = entry->interbackdrop ? *entry->interbackdrop : !vanilla.flat.empty() ? vanilla.flat : "FLOOR4_8";
    change_music(w, w.opts.mode == GameMode::Commercial ? mus_read_m : mus_victor);
    if (entry->intermusic) w.events.music->lump = *entry->intermusic;
    // No text at all (cleared, or none by default): straight to the ending.
    if (f.umap_text.empty()) after_text(w);
    return true;
}

void umap_finale_ticker(World& w) {
    Finale& f = w.finale;
    f.count++;
    if (f.stage == 2) {
        cast_ticker(w);
        return;
    }
    if (f.stage == 1) {
        if (f.umap_ending == assets::UmapEnding::Bunny) bunny_ticker(w);
        return;
    }
    bool pressed = false;
    for (const Player& p : w.players)
        if (p.cmd.buttons) pressed = true;
    const auto length = static_cast<int>(f.umap_text.size());
    if ((pressed && f.count > kPressDelay) || f.count > length * kTextSpeed + kTextWait) after_text(w);
}

}  // namespace sim
