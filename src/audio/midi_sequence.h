#pragma once
// A music lump as one time-ordered list of channel messages with their
// sample position at the output rate: MUS goes through the MUS->MIDI
// converter, MIDI files of format 0 and 1 have their tracks merged and
// their tempo changes applied. What a synthesiser needs, nothing more.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace audio {

struct MidiMessage {
    std::int64_t frame = 0;  // when, in output frames from the song's start
    std::uint8_t status = 0; // 0x80..0xEF
    std::uint8_t data1 = 0;
    std::uint8_t data2 = 0;
};

struct MidiSequence {
    std::vector<MidiMessage> messages;
    std::int64_t length_frames = 0;  // to the last end of track: where a loop restarts
};

// Throws base::Error naming `context` (the lump) for anything malformed,
// a song with no length, or one longer than an hour.
MidiSequence load_music_lump(std::span<const std::uint8_t> lump, const std::string& context, int rate);

}  // namespace audio
