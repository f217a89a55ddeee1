#include "sim/intermission_anims.h"

namespace sim {

namespace {

// Doom II and episode 4 have no episode map.
std::span<const IntermissionAnim> anims_of(const World& w) {
    if (w.opts.mode == GameMode::Commercial) return {};
    return intermission_anims(w.wi.episode);
}

}  // namespace

void start_intermission_anims(World& w) {
    Intermission& wi = w.wi;
    const auto anims = anims_of(w);
    for (std::size_t i = 0; i < anims.size(); ++i) {
        wi.anim_frame[i] = -1;
        if (anims[i].kind == IntermissionAnim::Kind::Always)
            wi.anim_next[i] = wi.bcnt + 1 + w.rng.m_random() % anims[i].period;
        else
            wi.anim_next[i] = wi.bcnt + 1;
    }
}

void update_intermission_anims(World& w) {
    Intermission& wi = w.wi;
    const auto anims = anims_of(w);
    for (std::size_t i = 0; i < anims.size(); ++i) {
        const IntermissionAnim& a = anims[i];
        if (wi.bcnt != wi.anim_next[i]) continue;
        if (a.kind == IntermissionAnim::Kind::Always) {
            if (++wi.anim_frame[i] >= a.frames) wi.anim_frame[i] = 0;
            wi.anim_next[i] = wi.bcnt + a.period;
        } else if (!(wi.stage == Intermission::Stage::StatCount && i == 7) && wi.next == a.level) {
            // The original's "gawd-awful hack": episode 2's eighth animation
            // waits until the stats are done.
            if (++wi.anim_frame[i] == a.frames) wi.anim_frame[i]--;
            wi.anim_next[i] = wi.bcnt + a.period;
        }
    }
}

}  // namespace sim
