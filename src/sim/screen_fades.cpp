#include "sim/screen_fades.h"

#include <algorithm>
#include <cstdint>
#include <memory>

#include "sim/world.h"

namespace sim {

namespace {

using base::fixed_t;
using base::kFracUnit;

// from + (to - from) * done / total, in 64 bits.
fixed_t between(fixed_t from, fixed_t to, int done, int total) {
    return static_cast<fixed_t>(from + (std::int64_t{to} - from) * done / total);
}

ScreenBlend between(const ScreenBlend& from, const ScreenBlend& to, int done, int total) {
    return {between(from.r, to.r, done, total), between(from.g, to.g, done, total), between(from.b, to.b, done, total),
            between(from.alpha, to.alpha, done, total)};
}

void fade_player(World& w, Player& player, const ScreenBlend* from, const ScreenBlend& to, fixed_t seconds) {
    if (seconds <= 0) {
        player.blend = to;
        return;
    }
    ScreenBlend start;
    if (from)
        start = *from;
    else if (player.blend.alpha > 0)
        start = player.blend;
    else
        start = {to.r, to.g, to.b, 0};  // unseen: only the alpha moves
    FlashFader* f = w.thinkers.add(std::make_unique<FlashFader>());
    f->who = player.mo;
    f->from = start;
    f->to = to;
    f->total = static_cast<int>(std::int64_t{seconds} * 35 / kFracUnit);
    f->remaining = f->total;
}

}  // namespace

ScreenBlend blend_of(int r, int g, int b, fixed_t alpha) {
    auto channel = [](int c) { return std::clamp(c, 0, 255) * kFracUnit; };
    return {channel(r), channel(g), channel(b), std::clamp(alpha, 0, kFracUnit)};
}

void FlashFader::think(World& w) {
    if (!who || who->removed() || !who->player) {
        w.thinkers.remove(this);
        return;
    }
    if (--remaining <= 0) {
        who->player->blend = to;
        w.thinkers.remove(this);
        return;
    }
    who->player->blend = between(from, to, total - remaining, total);
}

void fade_range(World& w, Mobj* activator, const ScreenBlend* from, const ScreenBlend& to, fixed_t seconds) {
    if (activator) {
        if (activator->player) fade_player(w, *activator->player, from, to, seconds);
        return;
    }
    for (std::size_t i = 0; i < w.players.size(); ++i)
        if (w.opts.playeringame[i]) fade_player(w, w.players[i], from, to, seconds);
}

void cancel_fades(World& w, Mobj* activator) {
    for (Thinker* t = w.thinkers.first(); t; t = w.thinkers.next(t)) {
        if (t->removed() || t->kind() != ThinkerKind::FlashFader) continue;
        auto* f = static_cast<FlashFader*>(t);
        if (activator && f->who != activator) continue;
        f->remaining = 0;
        f->to.alpha = 0;
    }
}

}  // namespace sim
