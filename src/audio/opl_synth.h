#pragma once
// The OPL3 music device: our DMX-style driver (the original's voice
// allocation over 18 voices, GENMIDI's one- and two-voice instruments, the
// percussion channel, pitch bends by the MSB in 1/32 semitones, the DMX
// volume curve) writing registers to Nuked OPL3 as libadplug packages it.
#include <memory>
#include <vector>

#include "assets/genmidi.h"
#include "audio/music_synth.h"
#include "audio/opl_chip.h"

namespace audio {

class OplSynth final : public MusicSynth {
public:
    // `opl3`: a Sound Blaster 16's chip, 18 voices and stereo panning;
    // otherwise an AdLib's OPL2, 9 voices, mono.
    OplSynth(const assets::Genmidi& bank, int rate, bool opl3 = true);
    // A copy plays on exactly as the original would (the bank is shared).
    OplSynth(const OplSynth&) = default;
    OplSynth& operator=(const OplSynth&) = delete;

    std::unique_ptr<MusicSynth> clone() const override { return std::make_unique<OplSynth>(*this); }

    void send(const MidiMessage& message) override;
    void reset() override;
    void render(std::span<std::int16_t> frames) override;
    // DMX's music volume caps every channel's volume (at 8 times the menu's
    // 0..15); a song's volume changes are also capped at the volume it
    // started with, as Chocolate Doom 3.0's i_oplmusic.c does.
    bool set_music_volume(int volume) override;
    // As Chocolate Doom's RestartSong: the channels start afresh (first
    // instrument, volume 100 under the cap, centred, unbent) and the
    // volume the song started with is the music volume now.
    void restart() override;

    int voices() const { return static_cast<int>(voices_.size()); }

private:
    struct Voice {
        int index = 0;        // 0..8 within its register array
        int array = 0;        // 0 or 0x100
        int modulator = 0, carrier = 0;  // operator offsets
        int channel = -1;     // DMX channel (MUS numbering), -1 when free
        int key = 0, note = 0;
        const assets::GenmidiInstrument* instrument = nullptr;
        int instrument_voice = 0;
        unsigned frequency = 0;
        int note_volume = 0;
        int carrier_level = 0, modulator_level = 0;
        int pan = 0x30;
    };
    struct Channel {
        const assets::GenmidiInstrument* instrument = nullptr;
        int volume_base = 100;  // as the song set it
        int volume = 100;       // as heard: capped by the music volume
        int bend = 0;
        int pan = 0x30;
    };

    void write(int reg, int value);
    void key_on(int channel, int key, int volume, bool percussion);
    void key_off(int channel, int key);
    void voice_key_on(int channel, const assets::GenmidiInstrument& instrument, int instrument_voice, int note,
                      int key, int volume);
    void release(std::size_t allocated_index);
    void replace_existing_voice();
    void set_instrument(Voice& v, const assets::GenmidiInstrument& instrument, int instrument_voice);
    void set_volume(Voice& v, int volume);
    void set_channel_volume(int channel, int volume, bool song_change);
    void update_frequency(Voice& v);
    unsigned frequency_of(const Voice& v) const;
    void controller(int channel, int number, int value);
    void pitch_bend(int channel, int msb);

    // Shared by copies: voices and channels point at its instruments.
    std::shared_ptr<const assets::Genmidi> bank_;
    bool opl3_;
    OplChip chip_;
    std::vector<Voice> voices_;
    std::vector<int> free_;       // voice numbers, in the order DMX hands them out
    std::vector<int> allocated_;  // voice numbers, oldest first
    std::array<Channel, 16> channels_{};
    int music_volume_ = 127;  // DMX's 0..127; full until the menu's is set
    int start_volume_ = 127;  // the music volume when the song started
};

}  // namespace audio
