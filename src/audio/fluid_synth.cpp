#include "audio/fluid_synth.h"

#include <dlfcn.h>
#include <fluidsynth.h>

#include <filesystem>

#include "base/error.h"

namespace audio {

// The functions used, looked up in the library by name.
struct FluidSynth::Library {
    void* handle = nullptr;
#define BRIMSTONE_FLUID_FUNCTION(name) decltype(&::name) name = nullptr;
#define BRIMSTONE_FLUID_FUNCTIONS(F)                                                                             \
    F(new_fluid_settings) F(delete_fluid_settings) F(fluid_settings_setnum) F(fluid_settings_setint)             \
    F(new_fluid_synth) F(delete_fluid_synth) F(fluid_synth_sfload) F(fluid_synth_noteoff) F(fluid_synth_noteon)  \
    F(fluid_synth_key_pressure) F(fluid_synth_cc) F(fluid_synth_program_change) F(fluid_synth_channel_pressure) \
    F(fluid_synth_pitch_bend) F(fluid_synth_system_reset) F(fluid_synth_write_s16)
    BRIMSTONE_FLUID_FUNCTIONS(BRIMSTONE_FLUID_FUNCTION)
#undef BRIMSTONE_FLUID_FUNCTION

    // Throws base::Error when the library or one of its functions is missing.
    Library() {
        // Never unloaded: libinstpatch, which it loads, registers GLib types
        // that a second load after an unload finds dangling (a crash in
        // new_fluid_synth the next time a synth is made).
        handle = dlopen("libfluidsynth.so.3", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
        if (!handle) throw base::Error(std::string("FluidSynth is not available: ") + dlerror());
#define BRIMSTONE_FLUID_LOOKUP(name)                                                         \
    name = reinterpret_cast<decltype(name)>(dlsym(handle, #name));                           \
    if (!name) {                                                                             \
        dlclose(handle);                                                                     \
        throw base::Error("libfluidsynth.so.3 lacks " #name ": not a FluidSynth 2 library"); \
    }
        BRIMSTONE_FLUID_FUNCTIONS(BRIMSTONE_FLUID_LOOKUP)
#undef BRIMSTONE_FLUID_LOOKUP
#undef BRIMSTONE_FLUID_FUNCTIONS
    }
    ~Library() { dlclose(handle); }
    Library(const Library&) = delete;
    Library& operator=(const Library&) = delete;
};

std::string default_soundfont() {
    for (const char* path : {"/usr/share/sounds/sf2/default-GM.sf2", "/usr/share/sounds/sf3/default-GM.sf3"})
        if (std::filesystem::exists(path)) return path;
    return {};
}

FluidSynth::FluidSynth(const std::string& file, int rate) {
    if (file.empty()) throw base::Error("no soundfont: set audio.soundfont or install one (timgm6mb-soundfont)");
    if (!std::filesystem::is_regular_file(file)) throw base::Error(file + ": soundfont not found");
    fluid_ = std::make_unique<Library>();
    settings_ = fluid_->new_fluid_settings();
    fluid_->fluid_settings_setnum(settings_, "synth.sample-rate", rate);
    fluid_->fluid_settings_setint(settings_, "synth.threadsafe-api", 0);
    // Reverb and chorus stay on: General MIDI music is written for them.
    synth_ = fluid_->new_fluid_synth(settings_);
    if (!synth_ || fluid_->fluid_synth_sfload(synth_, file.c_str(), 1) == FLUID_FAILED) {
        if (synth_) fluid_->delete_fluid_synth(synth_);
        fluid_->delete_fluid_settings(settings_);
        throw base::Error(file + ": FluidSynth could not load this soundfont");
    }
}

FluidSynth::~FluidSynth() {
    fluid_->delete_fluid_synth(synth_);
    fluid_->delete_fluid_settings(settings_);
}

void FluidSynth::send(const MidiMessage& m) {
    const int channel = m.status & 0x0f;
    switch (m.status & 0xf0) {
        case 0x80: fluid_->fluid_synth_noteoff(synth_, channel, m.data1); break;
        case 0x90: fluid_->fluid_synth_noteon(synth_, channel, m.data1, m.data2); break;
        case 0xa0: fluid_->fluid_synth_key_pressure(synth_, channel, m.data1, m.data2); break;
        case 0xb0: fluid_->fluid_synth_cc(synth_, channel, m.data1, m.data2); break;
        case 0xc0: fluid_->fluid_synth_program_change(synth_, channel, m.data1); break;
        case 0xd0: fluid_->fluid_synth_channel_pressure(synth_, channel, m.data1); break;
        case 0xe0: fluid_->fluid_synth_pitch_bend(synth_, channel, (m.data2 << 7) | m.data1); break;
        default: break;
    }
}

void FluidSynth::reset() { fluid_->fluid_synth_system_reset(synth_); }

void FluidSynth::render(std::span<std::int16_t> frames) {
    fluid_->fluid_synth_write_s16(synth_, static_cast<int>(frames.size() / 2), frames.data(), 0, 2, frames.data(), 1,
                                  2);
}

}  // namespace audio
