#include "audio/effect_voices.h"

#include <AL/al.h>

#include <algorithm>
#include <cmath>

namespace audio {

EffectVoices::EffectVoices(const SoundBank& bank, int channels, SpatialMode mode, bool pitch_shift)
    : mode_(mode), pitch_shift_(pitch_shift) {
    for (int i = sim::sfx_None + 1; i < sim::NUMSFX; ++i) {
        const SoundSample* s = bank.find(static_cast<sim::SfxId>(i));
        if (!s) continue;
        ALuint buffer = 0;
        alGenBuffers(1, &buffer);
        // AL_FORMAT_MONO8 is unsigned 8-bit, as DMX stores it.
        alBufferData(buffer, AL_FORMAT_MONO8, s->samples.data(), static_cast<ALsizei>(s->samples.size()),
                     s->sample_rate);
        buffers_[static_cast<std::size_t>(i)] = buffer;
    }
    sources_.resize(static_cast<std::size_t>(channels));
    started_.assign(sources_.size(), false);
    alGenSources(static_cast<ALsizei>(sources_.size()), sources_.data());
    alDistanceModel(mode_ == SpatialMode::Full3d ? AL_LINEAR_DISTANCE_CLAMPED : AL_NONE);
    alDopplerFactor(0.0f);
    for (ALuint s : sources_) {
        if (mode_ == SpatialMode::Full3d) {
            // Full volume within the close distance, silence at the clipping distance.
            alSourcef(s, AL_REFERENCE_DISTANCE, kCloseDistance * kMetresPerUnit);
            alSourcef(s, AL_MAX_DISTANCE, kClippingDistance * kMetresPerUnit);
            alSourcef(s, AL_ROLLOFF_FACTOR, 1.0f);
        } else {
            alSourcei(s, AL_SOURCE_RELATIVE, AL_TRUE);
            alSourcef(s, AL_ROLLOFF_FACTOR, 0.0f);
        }
    }
}

EffectVoices::~EffectVoices() {
    alSourceStopv(static_cast<ALsizei>(sources_.size()), sources_.data());
    alDeleteSources(static_cast<ALsizei>(sources_.size()), sources_.data());
    for (ALuint b : buffers_)
        if (b) alDeleteBuffers(1, &b);
}

void EffectVoices::set_params(unsigned source, const SoundParams& params) {
    // Volume 0..127 as gain; separation 1..255 (128 centred, low is left)
    // as a direction on the unit circle in front of the listener. In 3d
    // mode OpenAL attenuates by distance from the volume before distance.
    const int volume = mode_ == SpatialMode::Classic ? params.volume : params.source_volume;
    alSourcef(source, AL_GAIN, static_cast<float>(volume) / 127.0f);
    if (mode_ == SpatialMode::Classic) {
        const float pan = std::clamp((static_cast<float>(params.separation) - 128.0f) / 128.0f, -1.0f, 1.0f);
        alSource3f(source, AL_POSITION, pan, 0.0f, -std::sqrt(1.0f - pan * pan));
    }
    alSourcef(source, AL_PITCH, pitch_shift_ ? static_cast<float>(params.pitch) / kNormalPitch : 1.0f);
}

void EffectVoices::apply(std::span<const ChannelChange> changes) {
    for (const ChannelChange& c : changes) {
        if (c.channel < 0 || c.channel >= static_cast<int>(sources_.size())) continue;
        const std::size_t i = static_cast<std::size_t>(c.channel);
        const ALuint source = sources_[i];
        switch (c.kind) {
            case ChannelChange::Kind::Stop:
                alSourceStop(source);
                alSourcei(source, AL_BUFFER, 0);
                started_[i] = false;
                break;
            case ChannelChange::Kind::Start: {
                alSourceStop(source);
                const ALuint buffer = buffers_[static_cast<std::size_t>(c.lump)];
                alSourcei(source, AL_BUFFER, static_cast<ALint>(buffer));
                set_params(source, c.params);
                if (buffer) alSourcePlay(source);
                started_[i] = true;
                break;
            }
            case ChannelChange::Kind::Adjust: set_params(source, c.params); break;
        }
    }
}

void EffectVoices::place_listener(WorldPoint eye, float angle) {
    alListener3f(AL_POSITION, eye.x * kMetresPerUnit, eye.z * kMetresPerUnit, -eye.y * kMetresPerUnit);
    const ALfloat orientation[6] = {std::cos(angle), 0.0f, -std::sin(angle), 0.0f, 1.0f, 0.0f};
    alListenerfv(AL_ORIENTATION, orientation);
}

void EffectVoices::place_channel(int channel, WorldPoint p, bool relative) {
    if (mode_ != SpatialMode::Full3d || channel < 0 || channel >= static_cast<int>(sources_.size())) return;
    const ALuint source = sources_[static_cast<std::size_t>(channel)];
    alSourcei(source, AL_SOURCE_RELATIVE, relative ? AL_TRUE : AL_FALSE);
    if (relative)
        alSource3f(source, AL_POSITION, 0.0f, 0.0f, 0.0f);
    else
        alSource3f(source, AL_POSITION, p.x * kMetresPerUnit, p.z * kMetresPerUnit, -p.y * kMetresPerUnit);
}

std::vector<int> EffectVoices::finished() {
    std::vector<int> done;
    for (std::size_t i = 0; i < sources_.size(); ++i) {
        if (!started_[i]) continue;
        ALint state = AL_STOPPED;
        alGetSourcei(sources_[i], AL_SOURCE_STATE, &state);
        if (state != AL_PLAYING) {
            started_[i] = false;
            done.push_back(static_cast<int>(i));
        }
    }
    return done;
}

void EffectVoices::stop_all() {
    for (std::size_t i = 0; i < sources_.size(); ++i) {
        alSourceStop(sources_[i]);
        started_[i] = false;
    }
}

}  // namespace audio
