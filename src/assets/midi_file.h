#pragma once
// Standard MIDI files (Freedoom's D_* music lumps are MIDI, and the MUS
// converter produces one): recognition and a full structural check.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "base/byte_reader.h"

namespace assets {

struct MidiFileInfo {
    int format = 0;           // 0, 1 or 2
    int tracks = 0;
    int division = 0;         // ticks per quarter note, or SMPTE when negative as int16
    std::size_t events = 0;   // every event in every track, meta events included
};

bool is_midi(std::span<const std::uint8_t> bytes);

// The file's number encodings, for readers of its events (the player's too):
// big-endian 16 and 32 bits, and the variable-length quantity of at most 4
// bytes (longer ones throw base::Error at the reader's position).
std::uint32_t read_be16(base::ByteReader& r);
std::uint32_t read_be32(base::ByteReader& r);
std::uint32_t read_var_length(base::ByteReader& r);

// Walks every chunk and every event. Throws base::Error naming the track and
// offset for a bad header, a chunk or event past the end, a data byte without
// a running status, or a track without its end-of-track event.
MidiFileInfo check_midi(std::span<const std::uint8_t> bytes, const std::string& context);

}  // namespace assets
