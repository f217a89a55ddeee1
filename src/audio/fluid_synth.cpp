#include "audio/fluid_synth.h"

#include <fluidsynth.h>

#include <filesystem>

#include "base/error.h"

namespace audio {

std::string default_soundfont() {
    for (const char* path : {"/usr/share/sounds/sf2/default-GM.sf2", "/usr/share/sounds/sf3/default-GM.sf3"})
        if (std::filesystem::exists(path)) return path;
    return {};
}

FluidSynth::FluidSynth(const std::string& file, int rate) {
    if (file.empty()) throw base::Error("no soundfont: set audio.soundfont or install one (timgm6mb-soundfont)");
    if (!std::filesystem::is_regular_file(file)) throw base::Error(file + ": soundfont not found");
    settings_ = new_fluid_settings();
    fluid_settings_setnum(settings_, "synth.sample-rate", rate);
    fluid_settings_setint(settings_, "synth.threadsafe-api", 0);
    // Reverb and chorus stay on: General MIDI music is written for them.
    synth_ = new_fluid_synth(settings_);
    if (!synth_ || fluid_synth_sfload(synth_, file.c_str(), 1) == FLUID_FAILED) {
        if (synth_) delete_fluid_synth(synth_);
        delete_fluid_settings(settings_);
        throw base::Error(file + ": FluidSynth could not load this soundfont");
    }
}

FluidSynth::~FluidSynth() {
    delete_fluid_synth(synth_);
    delete_fluid_settings(settings_);
}

void FluidSynth::send(const MidiMessage& m) {
    const int channel = m.status & 0x0f;
    switch (m.status & 0xf0) {
        case 0x80: fluid_synth_noteoff(synth_, channel, m.data1); break;
        case 0x90: fluid_synth_noteon(synth_, channel, m.data1, m.data2); break;
        case 0xa0: fluid_synth_key_pressure(synth_, channel, m.data1, m.data2); break;
        case 0xb0: fluid_synth_cc(synth_, channel, m.data1, m.data2); break;
        case 0xc0: fluid_synth_program_change(synth_, channel, m.data1); break;
        case 0xd0: fluid_synth_channel_pressure(synth_, channel, m.data1); break;
        case 0xe0: fluid_synth_pitch_bend(synth_, channel, (m.data2 << 7) | m.data1); break;
        default: break;
    }
}

void FluidSynth::reset() { fluid_synth_system_reset(synth_); }

void FluidSynth::render(std::span<std::int16_t> frames) {
    fluid_synth_write_s16(synth_, static_cast<int>(frames.size() / 2), frames.data(), 0, 2, frames.data(), 1, 2);
}

}  // namespace audio
