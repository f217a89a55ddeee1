#pragma once
// MUS, the DMX music format of the original's D_* lumps, and its
// conversion to a standard MIDI file.
//
// Header: "MUS" 0x1A, u16 score length, u16 score start, u16 primary
// channels, u16 secondary channels, u16 instrument count, u16 reserved, then
// the instrument numbers (u16 each). The score is a list of events; each
// starts with a byte holding a "delay follows" flag (bit 7), the event type
// (bits 4-6) and the channel (bits 0-3; 15 is percussion). Time runs at the
// original's 140 Hz music timer.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace assets {

enum class MusEventType : std::uint8_t {
    ReleaseNote = 0,   // data1: note
    PlayNote = 1,      // data1: note; data2: volume when has_volume
    PitchBend = 2,     // data1: 0..255, 128 is centred
    System = 3,        // data1: 10..14 (sounds off, notes off, mono, poly, reset)
    Controller = 4,    // data1: 0..9 (0 = instrument change); data2: value
    EndOfMeasure = 5,  // no data
    Finish = 6,        // end of score
};

struct MusEvent {
    MusEventType type = MusEventType::Finish;
    int channel = 0;
    int data1 = 0;
    int data2 = 0;
    bool has_volume = false;
    std::uint32_t delay = 0;  // ticks to wait after this event
};

struct MusScore {
    int primary_channels = 0;
    int secondary_channels = 0;
    std::vector<int> instruments;
    std::vector<MusEvent> events;  // ends with the Finish event
};

bool is_mus(std::span<const std::uint8_t> bytes);

// Throws base::Error for a bad magic, a header, instrument list or score
// that runs past the lump, an unknown event type or controller, or a score
// without a finish event.
MusScore decode_mus(std::span<const std::uint8_t> bytes, const std::string& context);

// A format-0 MIDI file at 70 ticks per quarter note and 120 beats per
// minute, i.e. 140 ticks per second like the MUS timer. MUS channel 15 maps
// to MIDI percussion channel 9; the others take MIDI channels in order of
// first use, skipping 9, each first use preceded by an all-notes-off.
// Notes without a volume reuse the channel's last volume (initially 127).
std::vector<std::uint8_t> mus_to_midi(const MusScore& score);

// A music lump as MIDI: MUS is converted, MIDI is checked and returned as
// is. Throws base::Error for anything else or a malformed lump.
std::vector<std::uint8_t> music_lump_to_midi(std::span<const std::uint8_t> bytes, const std::string& context);

}  // namespace assets
