#include "audio/openal_device.h"

#include <AL/al.h>
#include <AL/alc.h>
#include <AL/alext.h>

#include <utility>
#include <vector>

#include "audio/classic_channels.h"
#include "audio/driver_logs.h"
#include "base/error.h"

namespace audio {
namespace {

// Sources for 64 effect channels (3d mode: one mono source each; classic:
// two stereo ones, an ear each) and the music stream, with room to spare.
constexpr int kMonoSources = kMostChannels + 16;
constexpr int kStereoSources = 2 * kMostChannels + 4;

ALCint hrtf_attribute(HrtfChoice hrtf) {
    switch (hrtf) {
        case HrtfChoice::On: return ALC_TRUE;
        case HrtfChoice::Off: return ALC_FALSE;
        case HrtfChoice::Auto: break;
    }
    return ALC_DONT_CARE_SOFT;
}

}  // namespace

OpenAlDevice OpenAlDevice::open_playback(const std::string& name, HrtfChoice hrtf) {
    quiet_driver_logs();
    OpenAlDevice d;
    d.device_ = alcOpenDevice(name.empty() ? nullptr : name.c_str());
    if (!d.device_)
        throw base::Error(name.empty() ? std::string("no sound device could be opened")
                                       : "the sound device '" + name + "' could not be opened");
    d.create_context(hrtf, false);
    return d;
}

OpenAlDevice OpenAlDevice::open_loopback(HrtfChoice hrtf) {
    quiet_driver_logs();
    if (!alcIsExtensionPresent(nullptr, "ALC_SOFT_loopback"))
        throw base::Error("OpenAL has no loopback device (ALC_SOFT_loopback)");
    auto open = reinterpret_cast<LPALCLOOPBACKOPENDEVICESOFT>(alcGetProcAddress(nullptr, "alcLoopbackOpenDeviceSOFT"));
    auto render = reinterpret_cast<LPALCRENDERSAMPLESSOFT>(alcGetProcAddress(nullptr, "alcRenderSamplesSOFT"));
    if (!open || !render) throw base::Error("OpenAL's loopback functions are missing");
    OpenAlDevice d;
    d.device_ = open(nullptr);
    if (!d.device_) throw base::Error("OpenAL could not open a loopback device");
    d.render_ = reinterpret_cast<void (*)(ALCdevice*, void*, int)>(render);
    d.create_context(hrtf, true);
    return d;
}

void OpenAlDevice::create_context(HrtfChoice hrtf, bool loopback) {
    std::vector<ALCint> attributes = {ALC_MONO_SOURCES, kMonoSources, ALC_STEREO_SOURCES, kStereoSources};
    if (alcIsExtensionPresent(device_, "ALC_SOFT_HRTF"))
        attributes.insert(attributes.end(), {ALC_HRTF_SOFT, hrtf_attribute(hrtf)});
    // The limiter would bend the levels the original's rules set.
    if (alcIsExtensionPresent(device_, "ALC_SOFT_output_limiter"))
        attributes.insert(attributes.end(), {ALC_OUTPUT_LIMITER_SOFT, ALC_FALSE});
    if (loopback)
        attributes.insert(attributes.end(), {ALC_FORMAT_CHANNELS_SOFT, ALC_STEREO_SOFT, ALC_FORMAT_TYPE_SOFT,
                                             ALC_SHORT_SOFT, ALC_FREQUENCY, kOutputRate});
    attributes.push_back(0);
    context_ = alcCreateContext(device_, attributes.data());
    if (!context_ || !alcMakeContextCurrent(context_)) {
        release();
        throw base::Error("OpenAL could not create a context on the sound device");
    }
}

OpenAlDevice::OpenAlDevice(OpenAlDevice&& o) noexcept
    : device_(std::exchange(o.device_, nullptr)),
      context_(std::exchange(o.context_, nullptr)),
      render_(std::exchange(o.render_, nullptr)) {}

OpenAlDevice& OpenAlDevice::operator=(OpenAlDevice&& o) noexcept {
    if (this != &o) {
        release();
        device_ = std::exchange(o.device_, nullptr);
        context_ = std::exchange(o.context_, nullptr);
        render_ = std::exchange(o.render_, nullptr);
    }
    return *this;
}

OpenAlDevice::~OpenAlDevice() { release(); }

void OpenAlDevice::release() {
    if (context_) {
        if (alcGetCurrentContext() == context_) alcMakeContextCurrent(nullptr);
        alcDestroyContext(context_);
        context_ = nullptr;
    }
    if (device_) {
        alcCloseDevice(device_);
        device_ = nullptr;
    }
}

bool OpenAlDevice::hrtf_enabled() const {
    if (!device_ || !alcIsExtensionPresent(device_, "ALC_SOFT_HRTF")) return false;
    ALCint enabled = ALC_FALSE;
    alcGetIntegerv(device_, ALC_HRTF_SOFT, 1, &enabled);
    return enabled == ALC_TRUE;
}

void OpenAlDevice::render(std::span<std::int16_t> stereo_frames) {
    if (!render_) throw base::Error("render: not a loopback device");
    render_(device_, stereo_frames.data(), static_cast<int>(stereo_frames.size() / 2));
}

}  // namespace audio
