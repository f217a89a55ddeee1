#include "audio/effect_voices.h"

#include <AL/al.h>
#include <AL/alext.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace audio {

namespace {

constexpr std::uint8_t kSilence8 = 128;  // unsigned 8-bit

// The sound on one side of a stereo buffer, the other side silent.
ALuint one_sided_buffer(const SoundSample& s, bool right) {
    std::vector<std::uint8_t> stereo(2 * s.samples.size(), kSilence8);
    for (std::size_t i = 0; i < s.samples.size(); ++i) stereo[2 * i + (right ? 1 : 0)] = s.samples[i];
    ALuint buffer = 0;
    alGenBuffers(1, &buffer);
    alBufferData(buffer, AL_FORMAT_STEREO8, stereo.data(), static_cast<ALsizei>(stereo.size()), s.sample_rate);
    return buffer;
}

}  // namespace

EarGains classic_ear_gains(int volume, int separation) {
    const int left = std::clamp((254 - separation) * volume / 127, 0, 255);
    const int right = std::clamp(separation * volume / 127, 0, 255);
    return {static_cast<float>(left) / 255.0f, static_cast<float>(right) / 255.0f};
}

EffectVoices::EffectVoices(const SoundBank& bank, int channels, SpatialMode mode, bool pitch_shift)
    : mode_(mode), pitch_shift_(pitch_shift) {
    const bool classic = mode_ == SpatialMode::Classic;
    buffers_.assign(bank.size(), 0);
    right_buffers_.assign(bank.size(), 0);
    for (std::size_t i = sim::sfx_None + 1; i < bank.size(); ++i) {
        const SoundSample* s = bank.find(static_cast<sim::SfxId>(i));
        if (!s) continue;
        const std::size_t at = static_cast<std::size_t>(i);
        if (classic) {
            buffers_[at] = one_sided_buffer(*s, false);
            right_buffers_[at] = one_sided_buffer(*s, true);
            continue;
        }
        // AL_FORMAT_MONO8 is unsigned 8-bit, as DMX stores it.
        alGenBuffers(1, &buffers_[at]);
        alBufferData(buffers_[at], AL_FORMAT_MONO8, s->samples.data(), static_cast<ALsizei>(s->samples.size()),
                     s->sample_rate);
    }
    sources_.resize(static_cast<std::size_t>(channels));
    started_.assign(sources_.size(), false);
    alGenSources(static_cast<ALsizei>(sources_.size()), sources_.data());
    if (classic) {
        right_sources_.resize(sources_.size());
        alGenSources(static_cast<ALsizei>(right_sources_.size()), right_sources_.data());
    }
    alDistanceModel(classic ? AL_NONE : AL_LINEAR_DISTANCE_CLAMPED);
    alDopplerFactor(0.0f);
    if (classic) {
        // Each buffer side straight to its output side, at the source's gain.
        for (const std::vector<ALuint>* ear : {&sources_, &right_sources_}) {
            for (ALuint s : *ear) {
                alSourcei(s, AL_SOURCE_RELATIVE, AL_TRUE);
                alSourcef(s, AL_ROLLOFF_FACTOR, 0.0f);
                alSourcei(s, AL_DIRECT_CHANNELS_SOFT, AL_TRUE);
            }
        }
        return;
    }
    for (ALuint s : sources_) {
        // Full volume within the close distance, silence at the clipping distance.
        alSourcef(s, AL_REFERENCE_DISTANCE, kCloseDistance * kMetresPerUnit);
        alSourcef(s, AL_MAX_DISTANCE, kClippingDistance * kMetresPerUnit);
        alSourcef(s, AL_ROLLOFF_FACTOR, 1.0f);
    }
}

EffectVoices::~EffectVoices() {
    for (const std::vector<ALuint>* ear : {&sources_, &right_sources_}) {
        alSourceStopv(static_cast<ALsizei>(ear->size()), ear->data());
        alDeleteSources(static_cast<ALsizei>(ear->size()), ear->data());
    }
    for (const auto* set : {&buffers_, &right_buffers_})
        for (ALuint b : *set)
            if (b) alDeleteBuffers(1, &b);
}

void EffectVoices::set_params(std::size_t channel, const SoundParams& params) {
    const float pitch = pitch_shift_ ? static_cast<float>(params.pitch) / kNormalPitch : 1.0f;
    const ALuint source = sources_[channel];
    if (mode_ == SpatialMode::Classic) {
        const EarGains gains = classic_ear_gains(params.volume, params.separation);
        alSourcef(source, AL_GAIN, gains.left);
        alSourcef(right_sources_[channel], AL_GAIN, gains.right);
        alSourcef(right_sources_[channel], AL_PITCH, pitch);
    } else {
        // OpenAL attenuates by distance from the volume before distance.
        alSourcef(source, AL_GAIN, static_cast<float>(params.source_volume) / 127.0f);
    }
    alSourcef(source, AL_PITCH, pitch);
}

void EffectVoices::apply(std::span<const ChannelChange> changes) {
    for (const ChannelChange& c : changes) {
        if (c.channel < 0 || c.channel >= static_cast<int>(sources_.size())) continue;
        const std::size_t i = static_cast<std::size_t>(c.channel);
        // Classic mode's two ears start and stop together.
        const ALuint ears[2] = {sources_[i], right_sources_.empty() ? 0 : right_sources_[i]};
        const ALsizei count = right_sources_.empty() ? 1 : 2;
        switch (c.kind) {
            case ChannelChange::Kind::Stop:
                alSourceStopv(count, ears);
                for (ALsizei e = 0; e < count; ++e) alSourcei(ears[e], AL_BUFFER, 0);
                started_[i] = false;
                break;
            case ChannelChange::Kind::Start: {
                alSourceStopv(count, ears);
                const std::size_t lump = static_cast<std::size_t>(c.lump);
                const bool known = lump < buffers_.size();
                const ALuint buffers[2] = {known ? buffers_[lump] : 0, known ? right_buffers_[lump] : 0};
                for (ALsizei e = 0; e < count; ++e) {
                    alSourcei(ears[e], AL_BUFFER, static_cast<ALint>(buffers[e]));
                    alSourcei(ears[e], AL_LOOPING, c.loop ? AL_TRUE : AL_FALSE);
                }
                set_params(i, c.params);
                if (buffers[0]) alSourcePlayv(count, ears);
                started_[i] = true;
                break;
            }
            case ChannelChange::Kind::Adjust: set_params(i, c.params); break;
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
    alSourceStopv(static_cast<ALsizei>(sources_.size()), sources_.data());
    alSourceStopv(static_cast<ALsizei>(right_sources_.size()), right_sources_.data());
    started_.assign(started_.size(), false);
}

}  // namespace audio
