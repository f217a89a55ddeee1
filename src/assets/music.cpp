#include "assets/music.h"

#include <algorithm>
#include <array>
#include <initializer_list>

#include "assets/midi_file.h"
#include "base/byte_reader.h"
#include "base/error.h"

namespace assets {
namespace {

constexpr std::array<std::uint8_t, 4> kMusId{'M', 'U', 'S', 0x1A};
constexpr std::size_t kMusHeaderBytes = 16;
constexpr int kMusPercussion = 15;
constexpr int kMidiPercussion = 9;
constexpr int kLongestDelayBytes = 4;  // 28 bits, the most a MIDI delta can hold
constexpr std::uint64_t kLongestDelta = 0x0FFFFFFF;  // four 7-bit groups
constexpr std::uint16_t kTicksPerQuarter = 70;
constexpr std::uint32_t kMicrosecondsPerQuarter = 500000;

// MUS controller numbers 1..14 to MIDI controllers (0 is a program change):
// bank select, modulation, volume, pan, expression, reverb, chorus, sustain,
// soft pedal, all sounds off, all notes off, mono, poly, reset controllers.
constexpr std::array<std::uint8_t, 15> kMidiController{0x00, 0x20, 0x01, 0x07, 0x0A, 0x0B, 0x5B, 0x5D,
                                                      0x40, 0x43, 0x78, 0x7B, 0x7E, 0x7F, 0x79};
constexpr int kFirstSystemEvent = 10;
constexpr int kLastSystemEvent = 14;
constexpr int kLastController = 9;
constexpr std::uint8_t kAllNotesOff = 0x7B;

class MidiWriter {
public:
    // Delays summed over many end-of-measure events could exceed what a
    // MIDI delta holds; such a wait is cut to the longest one.
    void delta(std::uint64_t wait) {
        auto ticks = static_cast<std::uint32_t>(std::min(wait, kLongestDelta));
        std::array<std::uint8_t, 4> groups{};
        int n = 0;
        do {
            groups[static_cast<std::size_t>(n++)] = ticks & 0x7F;
            ticks >>= 7;
        } while (ticks != 0);
        while (n-- > 0) track_.push_back(static_cast<std::uint8_t>(groups[static_cast<std::size_t>(n)] | (n ? 0x80 : 0)));
    }
    void bytes(std::initializer_list<std::uint8_t> b) { track_.insert(track_.end(), b); }

    std::vector<std::uint8_t> file() const {
        std::vector<std::uint8_t> out{'M', 'T', 'h', 'd', 0, 0, 0, 6, 0, 0, 0, 1};
        put16(out, kTicksPerQuarter);
        out.insert(out.end(), {'M', 'T', 'r', 'k'});
        put32(out, static_cast<std::uint32_t>(track_.size()));
        out.insert(out.end(), track_.begin(), track_.end());
        return out;
    }

private:
    static void put16(std::vector<std::uint8_t>& out, std::uint32_t v) {
        out.push_back(static_cast<std::uint8_t>(v >> 8));
        out.push_back(static_cast<std::uint8_t>(v));
    }
    static void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
        put16(out, v >> 16);
        put16(out, v & 0xFFFF);
    }
    std::vector<std::uint8_t> track_;
};

std::uint8_t seven_bits(int v) { return static_cast<std::uint8_t>(std::clamp(v, 0, 127)); }

}  // namespace

bool is_mus(std::span<const std::uint8_t> bytes) {
    return bytes.size() >= kMusId.size() && std::equal(kMusId.begin(), kMusId.end(), bytes.begin());
}

MusScore decode_mus(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (!is_mus(bytes)) r.fail("not a MUS lump (bad magic, expected \"MUS\" 0x1A)");
    if (bytes.size() < kMusHeaderBytes)
        r.fail("too short for a MUS header (" + std::to_string(bytes.size()) + " bytes, need 16)");
    r.skip(4);
    const std::uint16_t score_length = r.u16();
    const std::uint16_t score_start = r.u16();
    MusScore score;
    score.primary_channels = r.u16();
    score.secondary_channels = r.u16();
    const std::uint16_t instrument_count = r.u16();
    r.skip(2);
    if (std::size_t{instrument_count} * 2 > r.remaining())
        r.fail("instrument list of " + std::to_string(instrument_count) + " entries runs past the end of the lump (" +
               std::to_string(bytes.size()) + " bytes)");
    for (int i = 0; i < instrument_count; ++i) score.instruments.push_back(r.u16());
    if (std::size_t{score_start} + score_length > bytes.size())
        r.fail("MUS score (offset " + std::to_string(score_start) + ", " + std::to_string(score_length) +
               " bytes) runs past the end of the lump (" + std::to_string(bytes.size()) + " bytes)");

    base::ByteReader s(bytes.subspan(score_start, score_length), context + ": MUS score");
    for (;;) {
        if (s.remaining() == 0) s.fail("score ends without a finish event");
        const std::size_t at = s.pos();
        const std::uint8_t head = s.u8();
        MusEvent e;
        e.channel = head & 0x0F;
        const int type = (head >> 4) & 0x07;
        auto where = [&] { return "event at score offset " + std::to_string(at); };
        switch (type) {
            case 0:
                e.type = MusEventType::ReleaseNote;
                e.data1 = s.u8() & 0x7F;
                break;
            case 1: {
                e.type = MusEventType::PlayNote;
                const std::uint8_t note = s.u8();
                e.data1 = note & 0x7F;
                if (note & 0x80) {
                    e.has_volume = true;
                    e.data2 = s.u8() & 0x7F;
                }
                break;
            }
            case 2:
                e.type = MusEventType::PitchBend;
                e.data1 = s.u8();
                break;
            case 3:
                e.type = MusEventType::System;
                e.data1 = s.u8() & 0x7F;
                if (e.data1 < kFirstSystemEvent || e.data1 > kLastSystemEvent)
                    s.fail(where() + ": system event " + std::to_string(e.data1) + " is not 10..14");
                break;
            case 4:
                e.type = MusEventType::Controller;
                e.data1 = s.u8() & 0x7F;
                e.data2 = s.u8();
                if (e.data1 > kLastController)
                    s.fail(where() + ": controller " + std::to_string(e.data1) + " is not 0..9");
                break;
            case 5: e.type = MusEventType::EndOfMeasure; break;
            case 6: e.type = MusEventType::Finish; break;
            default: s.fail(where() + " has unknown type " + std::to_string(type));
        }
        if (head & 0x80) {
            for (int i = 0;; ++i) {
                if (i == kLongestDelayBytes) s.fail(where() + ": delay is longer than 4 bytes");
                const std::uint8_t b = s.u8();
                e.delay = (e.delay << 7) | (b & 0x7F);
                if (!(b & 0x80)) break;
            }
        }
        score.events.push_back(e);
        if (e.type == MusEventType::Finish) return score;
    }
}

std::vector<std::uint8_t> mus_to_midi(const MusScore& score) {
    MidiWriter w;
    w.delta(0);
    w.bytes({0xFF, 0x51, 0x03, static_cast<std::uint8_t>(kMicrosecondsPerQuarter >> 16),
             static_cast<std::uint8_t>(kMicrosecondsPerQuarter >> 8), static_cast<std::uint8_t>(kMicrosecondsPerQuarter)});

    std::array<int, 16> midi_channel;
    midi_channel.fill(-1);
    std::array<std::uint8_t, 16> volume;
    volume.fill(127);
    std::uint64_t pending = 0;
    int next_free = 0;

    auto channel_for = [&](int mus) {
        if (mus == kMusPercussion) return kMidiPercussion;
        int& mapped = midi_channel[static_cast<std::size_t>(mus)];
        if (mapped < 0) {
            mapped = next_free++;
            if (mapped == kMidiPercussion) mapped = next_free++;
            // A first use silences the channel, as Chocolate Doom's converter
            // does against notes left hanging by the previous song.
            w.delta(pending);
            pending = 0;
            w.bytes({static_cast<std::uint8_t>(0xB0 | mapped), kAllNotesOff, 0});
        }
        return mapped;
    };

    for (const MusEvent& e : score.events) {
        if (e.type == MusEventType::Finish) break;
        if (e.type != MusEventType::EndOfMeasure) {
            const auto ch = static_cast<std::uint8_t>(channel_for(e.channel));
            w.delta(pending);
            pending = 0;
            switch (e.type) {
                case MusEventType::ReleaseNote: w.bytes({static_cast<std::uint8_t>(0x80 | ch), seven_bits(e.data1), 0}); break;
                case MusEventType::PlayNote: {
                    std::uint8_t& v = volume[static_cast<std::size_t>(e.channel)];
                    if (e.has_volume) v = seven_bits(e.data2);
                    w.bytes({static_cast<std::uint8_t>(0x90 | ch), seven_bits(e.data1), v});
                    break;
                }
                case MusEventType::PitchBend: {
                    const int bend = std::clamp(e.data1, 0, 255) * 64;
                    w.bytes({static_cast<std::uint8_t>(0xE0 | ch), static_cast<std::uint8_t>(bend & 0x7F),
                             static_cast<std::uint8_t>((bend >> 7) & 0x7F)});
                    break;
                }
                case MusEventType::System:
                    w.bytes({static_cast<std::uint8_t>(0xB0 | ch),
                             kMidiController[static_cast<std::size_t>(std::clamp(e.data1, 0, 14))], 0});
                    break;
                case MusEventType::Controller:
                    if (e.data1 == 0)
                        w.bytes({static_cast<std::uint8_t>(0xC0 | ch), static_cast<std::uint8_t>(e.data2 & 0x7F)});
                    else
                        w.bytes({static_cast<std::uint8_t>(0xB0 | ch),
                                 kMidiController[static_cast<std::size_t>(std::clamp(e.data1, 0, 14))],
                                 seven_bits(e.data2)});
                    break;
                case MusEventType::EndOfMeasure:
                case MusEventType::Finish: break;
            }
        }
        pending += e.delay;
    }
    w.delta(pending);
    w.bytes({0xFF, 0x2F, 0x00});
    return w.file();
}

std::vector<std::uint8_t> music_lump_to_midi(std::span<const std::uint8_t> bytes, const std::string& context) {
    if (is_mus(bytes)) return mus_to_midi(decode_mus(bytes, context));
    if (is_midi(bytes)) {
        check_midi(bytes, context);
        return {bytes.begin(), bytes.end()};
    }
    throw base::Error(context + ": music is neither MUS nor MIDI");
}

}  // namespace assets
