#pragma once
// GENMIDI: the OPL2 instrument bank the DMX library uses for FM music.
// "#OPL_II#", then 175 instruments of 36 bytes (128 General MIDI
// instruments, then percussion for notes 35..81), then their 175 names of
// 32 bytes.
#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace assets {

inline constexpr int kGenmidiInstruments = 175;
inline constexpr int kGenmidiMelodic = 128;
inline constexpr int kGenmidiFirstPercussionNote = 35;

// One OPL operator's register values.
struct OplOperator {
    std::uint8_t characteristic = 0;  // tremolo, vibrato, sustain, key scale rate, multiplier
    std::uint8_t attack = 0;          // attack and decay rates
    std::uint8_t sustain = 0;         // sustain level and release rate
    std::uint8_t waveform = 0;
    std::uint8_t key_scale = 0;       // key scale level
    std::uint8_t level = 0;           // output level
};

struct OplVoice {
    OplOperator modulator;
    std::uint8_t feedback = 0;  // feedback and connection
    OplOperator carrier;
    std::int16_t base_note_offset = 0;
};

struct GenmidiInstrument {
    // Flag bits: fixed pitch, delayed vibrato (unused), double voice.
    static constexpr std::uint16_t kFixedPitch = 0x0001;
    static constexpr std::uint16_t kDoubleVoice = 0x0004;

    std::uint16_t flags = 0;
    std::uint8_t fine_tuning = 0;  // 128 is in tune; the second voice is detuned by it
    std::uint8_t fixed_note = 0;
    std::array<OplVoice, 2> voices{};
    std::string name;
};

struct Genmidi {
    std::array<GenmidiInstrument, kGenmidiInstruments> instruments{};
};

// Throws base::Error for a bad header or a lump shorter than the bank.
Genmidi decode_genmidi(std::span<const std::uint8_t> bytes, const std::string& context);

}  // namespace assets
