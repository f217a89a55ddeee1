#pragma once
// Sound effect lumps: DMX digitised sounds (DS*) and PC speaker sounds (DP*).
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace assets {

// Format 3: u16 format, u16 sample rate, u32 sample count, then 8-bit
// unsigned samples. The count includes 16 padding bytes at each end that
// DMX does not play.
struct DigitalSound {
    int sample_rate = 0;
    std::uint32_t declared_samples = 0;
    // What is played, as Chocolate Doom plays it: declared_samples - 32
    // bytes starting 16 bytes into the sample data. Empty when the count is
    // 48 or less: DMX plays nothing for such short sounds.
    std::vector<std::uint8_t> samples;
};

// Throws base::Error when the format is not 3 or the count runs past the lump.
DigitalSound decode_digital_sound(std::span<const std::uint8_t> bytes, const std::string& context);

// Format 0: u16 format, u16 tone count, then one tone per 140 Hz tick
// (0 is silence, other values index the speaker's frequency table).
struct PcSpeakerSound {
    std::vector<std::uint8_t> tones;
};

// Throws base::Error when the format is not 0 or the count runs past the lump.
PcSpeakerSound decode_pc_speaker_sound(std::span<const std::uint8_t> bytes, const std::string& context);

}  // namespace assets
