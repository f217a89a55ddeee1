#pragma once
// One OpenAL Soft device with its context, current while it lives: a
// playback device (the system's, or one by name) or a loopback device
// (ALC_SOFT_loopback) that renders into our own buffers, for tests and WAV
// output. HRTF is asked for through ALC_SOFT_HRTF.
#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include <AL/alc.h>

namespace audio {

inline constexpr int kOutputRate = 44100;

enum class HrtfChoice { Auto, On, Off };

class OpenAlDevice {
public:
    // Throws base::Error saying why when there is no usable device.
    static OpenAlDevice open_playback(const std::string& name, HrtfChoice hrtf);
    static OpenAlDevice open_loopback(HrtfChoice hrtf);

    OpenAlDevice(OpenAlDevice&&) noexcept;
    OpenAlDevice& operator=(OpenAlDevice&&) noexcept;
    ~OpenAlDevice();

    bool loopback() const { return render_ != nullptr; }
    bool hrtf_enabled() const;
    // Loopback only: mixes the next frames as interleaved 16-bit stereo.
    void render(std::span<std::int16_t> stereo_frames);

private:
    OpenAlDevice() = default;
    void create_context(HrtfChoice hrtf, bool loopback);
    void release();

    ALCdevice* device_ = nullptr;
    ALCcontext* context_ = nullptr;
    void (*render_)(ALCdevice*, void*, int) = nullptr;
};

}  // namespace audio
