#include "audio/music_stream.h"

#include <AL/al.h>
#include <AL/alext.h>

#include <algorithm>
#include <chrono>

#include "audio/openal_device.h"

namespace audio {

MusicStream::MusicStream(std::unique_ptr<MusicSynth> synth, bool threaded)
    : player_(std::move(synth)), block_(static_cast<std::size_t>(kBufferFrames) * 2) {
    alGenSources(1, &source_);
    alGenBuffers(kBuffers, buffers_.data());
    // Music is not in the world: no position, no attenuation, no HRTF.
    alSourcei(source_, AL_SOURCE_RELATIVE, AL_TRUE);
    alSourcef(source_, AL_ROLLOFF_FACTOR, 0.0f);
    alSourcei(source_, AL_DIRECT_CHANNELS_SOFT, AL_TRUE);
    restart_queue();
    if (threaded) thread_ = std::thread([this] { run(); });
}

MusicStream::~MusicStream() {
    quit_ = true;
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
    alSourceStop(source_);
    alSourcei(source_, AL_BUFFER, 0);
    alDeleteSources(1, &source_);
    alDeleteBuffers(kBuffers, buffers_.data());
}

void MusicStream::fill(unsigned buffer) {
    player_.render(block_);
    alBufferData(buffer, AL_FORMAT_STEREO16, block_.data(), static_cast<ALsizei>(block_.size() * sizeof(std::int16_t)),
                 kOutputRate);
    alSourceQueueBuffers(source_, 1, &buffer);
}

void MusicStream::restart_queue() {
    alSourceStop(source_);
    alSourcei(source_, AL_BUFFER, 0);
    for (unsigned b : buffers_) fill(b);
    alSourcePlay(source_);
}

void MusicStream::play(MidiSequence song, bool loop) {
    std::lock_guard lock(mutex_);
    player_.play(std::move(song), loop);
    restart_queue();
}

void MusicStream::stop() {
    std::lock_guard lock(mutex_);
    player_.stop();
    restart_queue();
}

void MusicStream::set_volume(int volume) {
    std::lock_guard lock(mutex_);
    volume = std::clamp(volume, 0, 15);
    const bool applied = player_.set_music_volume(volume);
    // 0 is silence, as the menu means it: DMX's cap alone leaves the chip
    // at its faintest level, not off.
    float gain = applied ? 1.0f : static_cast<float>(volume) / 15.0f;
    if (volume == 0) gain = 0.0f;
    alSourcef(source_, AL_GAIN, gain);
}

void MusicStream::pump() {
    std::lock_guard lock(mutex_);
    ALint processed = 0;
    alGetSourcei(source_, AL_BUFFERS_PROCESSED, &processed);
    for (ALint i = 0; i < processed; ++i) {
        ALuint buffer = 0;
        alSourceUnqueueBuffers(source_, 1, &buffer);
        fill(buffer);
    }
    // A queue that ran dry (a stalled machine) starts again.
    ALint state = AL_PLAYING;
    alGetSourcei(source_, AL_SOURCE_STATE, &state);
    if (state != AL_PLAYING) alSourcePlay(source_);
}

void MusicStream::run() {
    // A buffer lasts about 46 ms; looking four times as often keeps the
    // queue full.
    std::mutex wait_mutex;
    std::unique_lock wait_lock(wait_mutex);
    while (!quit_) {
        pump();
        wake_.wait_for(wait_lock, std::chrono::milliseconds(10), [this] { return quit_.load(); });
    }
}

}  // namespace audio
