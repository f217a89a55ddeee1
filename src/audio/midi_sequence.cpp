#include "audio/midi_sequence.h"

#include <algorithm>

#include "assets/midi_file.h"
#include "assets/music.h"
#include "base/byte_reader.h"
#include "base/error.h"

namespace audio {
namespace {

constexpr std::uint32_t kDefaultTempo = 500000;  // microseconds a quarter note: 120 bpm
constexpr double kLongestSong = 3600.0;          // seconds

struct TrackEvent {
    std::uint64_t tick = 0;
    int track = 0;
    std::size_t order = 0;
    bool tempo = false;
    std::uint32_t tempo_value = 0;
    MidiMessage message;
};

// Appends one MTrk body's events; returns the tick of its end.
std::uint64_t read_track(std::span<const std::uint8_t> body, int track, const std::string& context,
                         std::vector<TrackEvent>& out) {
    base::ByteReader r(body, context + ": track " + std::to_string(track));
    std::uint64_t tick = 0;
    std::uint8_t running = 0;
    while (r.remaining() > 0) {
        tick += assets::read_var_length(r);
        std::uint8_t status = r.u8();
        if (status == 0xFF) {
            const std::uint8_t type = r.u8();
            const std::uint32_t length = assets::read_var_length(r);
            auto data = r.bytes(length);
            if (type == 0x2F) return tick;
            if (type == 0x51 && length == 3) {
                TrackEvent e;
                e.tick = tick;
                e.track = track;
                e.order = out.size();
                e.tempo = true;
                e.tempo_value = (std::uint32_t{data[0]} << 16) | (std::uint32_t{data[1]} << 8) | data[2];
                if (e.tempo_value == 0) r.fail("tempo of 0 microseconds a beat");
                out.push_back(e);
            }
            continue;
        }
        if (status == 0xF0 || status == 0xF7) {
            r.skip(assets::read_var_length(r));
            continue;
        }
        if (status < 0x80) {
            if (running == 0) r.fail("data byte without a running status");
            status = running;
            r.seek(r.pos() - 1);
        }
        if (status >= 0xF0) r.fail("system message inside a track");
        running = status;
        TrackEvent e;
        e.tick = tick;
        e.track = track;
        e.order = out.size();
        e.message.status = status;
        e.message.data1 = r.u8() & 0x7F;
        const std::uint8_t kind = status & 0xF0;
        if (kind != 0xC0 && kind != 0xD0) e.message.data2 = r.u8() & 0x7F;
        out.push_back(e);
    }
    r.fail("track has no end-of-track event");
}

}  // namespace

MidiSequence load_music_lump(std::span<const std::uint8_t> lump, const std::string& context, int rate) {
    const std::vector<std::uint8_t> midi = assets::music_lump_to_midi(lump, context);
    assets::check_midi(midi, context);
    base::ByteReader r(midi, context);
    r.skip(4);
    const std::uint32_t header_length = assets::read_be32(r);
    const std::uint32_t format = assets::read_be16(r);
    const std::uint32_t tracks = assets::read_be16(r);
    const std::uint32_t division = assets::read_be16(r);
    r.skip(header_length - 6);
    if (format == 2) r.fail("MIDI format 2 (independent songs) is not playable as one song");

    std::vector<TrackEvent> events;
    std::uint64_t end_tick = 0;
    for (std::uint32_t t = 0; t < tracks && r.remaining() > 0;) {
        auto id = r.bytes(4);
        const std::uint32_t length = assets::read_be32(r);
        auto body = r.bytes(length);
        if (!(id[0] == 'M' && id[1] == 'T' && id[2] == 'r' && id[3] == 'k')) continue;
        end_tick = std::max(end_tick, read_track(body, static_cast<int>(t), context, events));
        ++t;
    }
    std::stable_sort(events.begin(), events.end(),
                     [](const TrackEvent& a, const TrackEvent& b) { return a.tick < b.tick; });

    // Seconds a tick: from the tempo (metrical time) or fixed (SMPTE).
    const bool smpte = (division & 0x8000) != 0;
    const double smpte_tick = smpte ? 1.0 / (static_cast<double>(-static_cast<std::int8_t>(division >> 8)) *
                                             static_cast<double>(division & 0xFF))
                                    : 0.0;
    if (smpte && !(smpte_tick > 0)) r.fail("bad SMPTE time division");
    std::uint32_t tempo = kDefaultTempo;
    auto tick_seconds = [&] { return smpte ? smpte_tick : tempo / 1e6 / static_cast<double>(division); };

    MidiSequence song;
    double seconds = 0;
    std::uint64_t at_tick = 0;
    for (const TrackEvent& e : events) {
        seconds += static_cast<double>(e.tick - at_tick) * tick_seconds();
        at_tick = e.tick;
        if (seconds > kLongestSong) r.fail("song runs past an hour");
        if (e.tempo) {
            if (!smpte) tempo = e.tempo_value;
            continue;
        }
        MidiMessage m = e.message;
        m.frame = static_cast<std::int64_t>(seconds * rate);
        song.messages.push_back(m);
    }
    seconds += static_cast<double>(end_tick - at_tick) * tick_seconds();
    if (seconds > kLongestSong) r.fail("song runs past an hour");
    song.length_frames = static_cast<std::int64_t>(seconds * rate);
    if (song.length_frames <= 0 || song.messages.empty()) r.fail("song has no notes or no length");
    return song;
}

}  // namespace audio
