#include "sim/music_changers.h"

#include <algorithm>

#include "assets/musinfo.h"
#include "sim/map_info.h"
#include "sim/mobj.h"
#include "sim/sound.h"
#include "sim/wad_level_source.h"
#include "sim/world.h"

namespace sim {

namespace {

constexpr int kFirstChanger = 14100;
constexpr int kChangerDoomednum = 14164;  // MT_MUSICSOURCE's own: number 64
constexpr int kChangerByArgument = 14165;
constexpr int kChangeDelay = 30;  // tics in the new sector before the music changes

// The map's MUSINFO choices (nullptr: none).
const assets::MapMusicChoices* choices(const World& w) {
    if (!w.defs->musinfo) return nullptr;
    return w.defs->musinfo->find(map_lump_name(w.opts.mode, w.opts.episode, w.opts.map));
}

// A changer's number may have been changed in play (Thing_SetSpecial sets
// arguments); one outside the table plays nothing, as dsda-doom checks.
std::optional<MusicEvent> changer_music(const World& w, int number) {
    if (number < 0 || number >= assets::kMusInfoNumbers) return std::nullopt;
    const assets::MapMusicChoices* music = choices(w);
    const std::string* lump = music ? &(*music)[static_cast<std::size_t>(number)] : nullptr;
    if (number == 0 && (!lump || lump->empty())) {
        MusicEvent level = level_music_event(w);
        level.keep_sounds = true;
        return level;
    }
    if (!lump || lump->empty()) return std::nullopt;
    return MusicEvent{.music = mus_None, .loop = true, .lump = *lump, .keep_sounds = true};
}

}  // namespace

int music_changer_doomednum(int type, bool hexen_map) {
    if ((type >= kFirstChanger && type <= kChangerDoomednum) || (hexen_map && type == kChangerByArgument))
        return kChangerDoomednum;
    return type;
}

int music_changer_number(int type, int first_arg) {
    if (type == kChangerByArgument) return std::clamp(first_arg, 0, assets::kMusInfoNumbers - 1);
    return type - kFirstChanger;
}

MusicEvent level_music_event(const World& w) {
    MusicEvent event;
    event.music = level_music(w.opts);
    if (const assets::UmapEntry* entry = current_map_entry(w); entry && entry->music) {
        event.lump = *entry->music;
    } else if (const assets::MapMusicChoices* music = choices(w); music && !(*music)[0].empty()) {
        event.lump = (*music)[0];
    }
    return event;
}

void watch_music_changer(World& w, Mobj& changer) {
    MusicChangers& m = w.music_changers;
    const Mobj* viewer = w.players[static_cast<std::size_t>(w.opts.consoleplayer)].mo;
    if (m.now == &changer || !viewer || w.sector_of_subsector(viewer->subsector) != w.sector_of_subsector(changer.subsector))
        return;
    m.before = m.now;
    m.now = &changer;
    m.tics = kChangeDelay;
}

void run_music_changers(World& w) {
    MusicChangers& m = w.music_changers;
    if (m.tics < 0 || !m.now) return;
    if (m.tics > 0) {
        --m.tics;
        return;
    }
    if (m.before != m.now) {
        if (std::optional<MusicEvent> music = changer_music(w, m.now->args[0])) {
            m.playing = m.now->args[0];
            w.events.music = std::move(*music);
        }
    }
    m.tics = -1;
}

void restore_changed_music(World& w) {
    if (w.music_changers.playing < 0) return;
    if (std::optional<MusicEvent> music = changer_music(w, w.music_changers.playing)) w.events.music = std::move(*music);
}

}  // namespace sim
