#include "audio/opl_synth.h"

#include <algorithm>

#include "audio/dmx_opl_tables.h"

namespace audio {
namespace {

constexpr int kVoicesPerArray = 9;
constexpr std::array<int, kVoicesPerArray> kModulatorOperators = {0x00, 0x01, 0x02, 0x08, 0x09,
                                                                  0x0a, 0x10, 0x11, 0x12};
constexpr int kCarrierOffset = 3;

constexpr int kRegTremolo = 0x20;
constexpr int kRegLevel = 0x40;
constexpr int kRegAttack = 0x60;
constexpr int kRegSustain = 0x80;
constexpr int kRegFrequency1 = 0xa0;
constexpr int kRegFrequency2 = 0xb0;  // block, high bits, key-on (0x20)
constexpr int kRegFeedback = 0xc0;
constexpr int kRegWaveform = 0xe0;
constexpr int kKeyOn = 0x20;

constexpr int kPercussionMidi = 9;
constexpr int kFirstPercussionKey = assets::kGenmidiFirstPercussionNote;
constexpr int kLastPercussionKey = 81;
constexpr int kPercussionNote = 60;

// DMX works on MUS channel numbers, where percussion is 15: channel order
// is priority order when voices run out.
int dmx_channel(int midi_channel) {
    if (midi_channel == 9) return 15;
    if (midi_channel == 15) return 9;
    return midi_channel;
}

}  // namespace

OplSynth::OplSynth(const assets::Genmidi& bank, int rate, bool opl3)
    : bank_(std::make_shared<const assets::Genmidi>(bank)), opl3_(opl3), chip_(rate) {
    voices_.resize(opl3 ? 2 * kVoicesPerArray : kVoicesPerArray);
    for (int i = 0; i < voices(); ++i) {
        Voice& v = voices_[static_cast<std::size_t>(i)];
        v.index = i % kVoicesPerArray;
        v.array = (i / kVoicesPerArray) << 8;
        v.modulator = kModulatorOperators[static_cast<std::size_t>(v.index)];
        v.carrier = v.modulator + kCarrierOffset;
    }
    reset();
}

void OplSynth::write(int reg, int value) { chip_.write(reg, value); }

void OplSynth::reset() {
    chip_.reset();
    for (int array : {0, 0x100}) {
        for (int r = kRegLevel; r <= kRegLevel + 0x15; ++r) write(array | r, 0x3f);
        for (int r = kRegAttack; r <= 0xf5; ++r) write(array | r, 0);
    }
    write(0x01, 0x20);   // waveform select enable
    write(0x105, opl3_ ? 0x01 : 0x00);  // OPL3 mode: both register arrays, stereo
    write(0x08, 0x40);
    write(0xbd, 0);
    free_.clear();
    allocated_.clear();
    for (int i = 0; i < voices(); ++i) {
        voices_[static_cast<std::size_t>(i)].channel = -1;
        voices_[static_cast<std::size_t>(i)].instrument = nullptr;
        voices_[static_cast<std::size_t>(i)].frequency = 0;
        free_.push_back(i);
    }
    restart();
}

void OplSynth::restart() {
    start_volume_ = music_volume_;
    for (Channel& c : channels_) c = Channel{&bank_->instruments[0], 100, std::min(100, music_volume_), 0, 0x30};
}

bool OplSynth::set_music_volume(int volume) {
    music_volume_ = std::clamp(volume, 0, 15) * 8;
    for (int c = 0; c < static_cast<int>(channels_.size()); ++c)
        set_channel_volume(c, channels_[static_cast<std::size_t>(c)].volume_base, false);
    return true;
}

void OplSynth::set_channel_volume(int channel, int volume, bool song_change) {
    Channel& c = channels_[static_cast<std::size_t>(channel)];
    c.volume_base = volume;
    volume = std::min(volume, music_volume_);
    if (song_change) volume = std::min(volume, start_volume_);
    c.volume = volume;
    for (Voice& v : voices_)
        if (v.channel == channel) set_volume(v, v.note_volume);
}

void OplSynth::render(std::span<std::int16_t> frames) {
    chip_.render(frames);
}

void OplSynth::send(const MidiMessage& m) {
    const int midi_channel = m.status & 0x0f;
    const int channel = dmx_channel(midi_channel);
    switch (m.status & 0xf0) {
        case 0x80: key_off(channel, m.data1); break;
        case 0x90:
            // Volume 0 is a key off, as in many MIDI files.
            if (m.data2 == 0)
                key_off(channel, m.data1);
            else
                key_on(channel, m.data1, m.data2, midi_channel == kPercussionMidi);
            break;
        case 0xb0: controller(channel, m.data1, m.data2); break;
        case 0xc0: channels_[static_cast<std::size_t>(channel)].instrument = &bank_->instruments[m.data1 & 0x7f]; break;
        case 0xe0: pitch_bend(channel, m.data2); break;
        default: break;
    }
}

void OplSynth::key_off(int channel, int key) {
    for (std::size_t i = 0; i < allocated_.size();) {
        const Voice& v = voices_[static_cast<std::size_t>(allocated_[i])];
        if (v.channel == channel && v.key == key)
            release(i);
        else
            ++i;
    }
}

void OplSynth::key_on(int channel, int key, int volume, bool percussion) {
    const assets::GenmidiInstrument* instrument = channels_[static_cast<std::size_t>(channel)].instrument;
    int note = key;
    if (percussion) {
        if (key < kFirstPercussionKey || key > kLastPercussionKey) return;
        instrument = &bank_->instruments[static_cast<std::size_t>(assets::kGenmidiMelodic + key - kFirstPercussionKey)];
        note = kPercussionNote;
    }
    // Doom 1.9's DMX: free one voice if none is left, then take one voice,
    // and a second for a two-voice instrument only if one is free.
    if (free_.empty()) replace_existing_voice();
    voice_key_on(channel, *instrument, 0, note, key, volume);
    if (instrument->flags & assets::GenmidiInstrument::kDoubleVoice)
        voice_key_on(channel, *instrument, 1, note, key, volume);
}

void OplSynth::voice_key_on(int channel, const assets::GenmidiInstrument& instrument, int instrument_voice, int note,
                            int key, int volume) {
    if (free_.empty()) return;
    const int number = free_.front();
    free_.erase(free_.begin());
    allocated_.push_back(number);
    Voice& v = voices_[static_cast<std::size_t>(number)];
    v.channel = channel;
    v.key = key;
    v.note = (instrument.flags & assets::GenmidiInstrument::kFixedPitch) ? instrument.fixed_note : note;
    v.pan = channels_[static_cast<std::size_t>(channel)].pan;
    set_instrument(v, instrument, instrument_voice);
    set_volume(v, volume);
    v.frequency = 0;
    update_frequency(v);
}

void OplSynth::release(std::size_t allocated_index) {
    const int number = allocated_[allocated_index];
    Voice& v = voices_[static_cast<std::size_t>(number)];
    write(v.array | (kRegFrequency2 + v.index), static_cast<int>(v.frequency >> 8));  // key off
    v.channel = -1;
    v.note = 0;
    allocated_.erase(allocated_.begin() + static_cast<std::ptrdiff_t>(allocated_index));
    free_.push_back(number);  // to the end of the free list, as DMX does
}

void OplSynth::replace_existing_voice() {
    // A second voice of an instrument is expendable; otherwise the highest
    // channel loses, the later-allocated voice on ties.
    std::size_t result = 0;
    for (std::size_t i = 0; i < allocated_.size(); ++i) {
        const Voice& v = voices_[static_cast<std::size_t>(allocated_[i])];
        const Voice& best = voices_[static_cast<std::size_t>(allocated_[result])];
        if (v.instrument_voice != 0 || v.channel >= best.channel) result = i;
    }
    if (!allocated_.empty()) release(result);
}

void OplSynth::set_instrument(Voice& v, const assets::GenmidiInstrument& instrument, int instrument_voice) {
    if (v.instrument == &instrument && v.instrument_voice == instrument_voice) return;
    v.instrument = &instrument;
    v.instrument_voice = instrument_voice;
    const assets::OplVoice& data = instrument.voices[static_cast<std::size_t>(instrument_voice)];
    const bool modulated = (data.feedback & 0x01) == 0;
    auto load = [&](int op, const assets::OplOperator& o, bool silent) {
        const int level = o.key_scale | (silent ? 0x3f : o.level);
        write(v.array | (kRegLevel + op), level);
        write(v.array | (kRegTremolo + op), o.characteristic);
        write(v.array | (kRegAttack + op), o.attack);
        write(v.array | (kRegSustain + op), o.sustain);
        write(v.array | (kRegWaveform + op), o.waveform);
        return level;
    };
    // The carrier waits at silence for set_volume; so does an unmodulated
    // (additive) modulator.
    v.carrier_level = load(v.carrier, data.carrier, true);
    v.modulator_level = load(v.modulator, data.modulator, !modulated);
    write(v.array | (kRegFeedback + v.index), data.feedback | v.pan);
}

void OplSynth::set_volume(Voice& v, int volume) {
    v.note_volume = volume;
    const assets::OplVoice& data = v.instrument->voices[static_cast<std::size_t>(v.instrument_voice)];
    const int channel_volume = channels_[static_cast<std::size_t>(v.channel)].volume;
    const int midi_volume = 2 * (kVolumeCurve[static_cast<std::size_t>(channel_volume)] + 1);
    const int full = (kVolumeCurve[static_cast<std::size_t>(volume & 0x7f)] * midi_volume) >> 9;
    const int level = 0x3f - full;
    if (level == (v.carrier_level & 0x3f)) return;
    v.carrier_level = level | (v.carrier_level & 0xc0);
    write(v.array | (kRegLevel + v.carrier), v.carrier_level);
    if ((data.feedback & 0x01) != 0 && data.modulator.level != 0x3f) {
        const int modulator = std::max<int>(data.modulator.level, level) | (v.modulator_level & 0xc0);
        if (modulator != v.modulator_level) {
            v.modulator_level = modulator;
            write(v.array | (kRegLevel + v.modulator), modulator | (data.modulator.key_scale & 0xc0));
        }
    }
}

unsigned OplSynth::frequency_of(const Voice& v) const {
    int note = v.note;
    if (!(v.instrument->flags & assets::GenmidiInstrument::kFixedPitch))
        note += v.instrument->voices[static_cast<std::size_t>(v.instrument_voice)].base_note_offset;
    while (note < 0) note += 12;
    while (note > 95) note -= 12;
    int index = 64 + 32 * note + channels_[static_cast<std::size_t>(v.channel)].bend;
    // The second voice is detuned by the instrument's fine tuning.
    if (v.instrument_voice != 0) index += v.instrument->fine_tuning / 2 - 64;
    index = std::max(index, 0);
    if (index < kFrequencyLoopStart) return kFrequencyCurve[static_cast<std::size_t>(index)];
    const int sub = (index - kFrequencyLoopStart) % (12 * 32);
    const int octave = std::min((index - kFrequencyLoopStart) / (12 * 32), 7);
    return kFrequencyCurve[static_cast<std::size_t>(sub + kFrequencyLoopStart)] | static_cast<unsigned>(octave << 10);
}

void OplSynth::update_frequency(Voice& v) {
    const unsigned frequency = frequency_of(v);
    if (frequency == v.frequency) return;
    write(v.array | (kRegFrequency1 + v.index), static_cast<int>(frequency & 0xff));
    write(v.array | (kRegFrequency2 + v.index), static_cast<int>(frequency >> 8) | kKeyOn);
    v.frequency = frequency;
}

void OplSynth::controller(int channel, int number, int value) {
    Channel& c = channels_[static_cast<std::size_t>(channel)];
    switch (number) {
        case 7: set_channel_volume(channel, value, true); break;  // volume
        case 10: {  // pan, with DMX's swapped sides kept; OPL3 only
            if (!opl3_) break;
            const int pan = value >= 96 ? 0x10 : value <= 48 ? 0x20 : 0x30;
            if (pan == c.pan) break;
            c.pan = pan;
            for (Voice& v : voices_) {
                if (v.channel != channel) continue;
                v.pan = pan;
                write(v.array | (kRegFeedback + v.index),
                      v.instrument->voices[static_cast<std::size_t>(v.instrument_voice)].feedback | pan);
            }
            break;
        }
        case 120:  // all sounds off
        case 123:  // all notes off
            for (std::size_t i = 0; i < allocated_.size();) {
                if (voices_[static_cast<std::size_t>(allocated_[i])].channel == channel)
                    release(i);
                else
                    ++i;
            }
            break;
        default: break;
    }
}

void OplSynth::pitch_bend(int channel, int msb) {
    // DMX reads only the MSB: 64 steps each way, 32 a semitone.
    channels_[static_cast<std::size_t>(channel)].bend = msb - 64;
    std::vector<int> updated, others;
    for (int number : allocated_) {
        Voice& v = voices_[static_cast<std::size_t>(number)];
        if (v.channel == channel) {
            update_frequency(v);
            updated.push_back(number);
        } else {
            others.push_back(number);
        }
    }
    // Bent voices become the most recently allocated, as in DMX.
    allocated_ = std::move(others);
    allocated_.insert(allocated_.end(), updated.begin(), updated.end());
}

}  // namespace audio
