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
    free_.assign(buffers_.rbegin(), buffers_.rend());
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

void MusicStream::queue(Queued entry, std::span<const std::int16_t> stereo) {
    entry.buffer = free_.back();
    free_.pop_back();
    alBufferData(entry.buffer, AL_FORMAT_STEREO16, stereo.data(),
                 static_cast<ALsizei>(stereo.size() * sizeof(std::int16_t)), kOutputRate);
    alSourceQueueBuffers(source_, 1, &entry.buffer);
    queued_.push_back(std::move(entry));
}

void MusicStream::refill() {
    while (!free_.empty()) {
        Queued entry{0, end_, kBufferFrames, player_.clone(), end_};
        player_.render(block_);
        end_ += kBufferFrames;
        queue(std::move(entry), block_);
    }
}

void MusicStream::restart_queue() {
    alSourceStop(source_);
    alSourcei(source_, AL_BUFFER, 0);
    for (const Queued& q : queued_) free_.push_back(q.buffer);
    queued_.clear();
    refill();
    alSourcePlay(source_);
}

std::int64_t MusicStream::played_frame() {
    ALint state = AL_STOPPED;
    alGetSourcei(source_, AL_SOURCE_STATE, &state);
    // A source that ran dry has played everything.
    if (queued_.empty() || state == AL_STOPPED) return end_;
    // From the start of the queue, the finished buffers still in it included.
    ALint offset = 0;
    alGetSourcei(source_, AL_SAMPLE_OFFSET, &offset);
    return queued_.front().start + offset;
}

void MusicStream::render_again(int volume) {
    if (queued_.empty() || !queued_.front().snapshot) return;
    const std::int64_t from = played_frame();
    if (from >= end_) return;  // nothing queued: player_ has the volume already
    const auto current =
        std::find_if(queued_.begin(), queued_.end(), [&](const Queued& q) { return from < q.start + q.frames; });

    // The playing buffer's player, brought to `from` as it was heard.
    std::unique_ptr<MusicPlayer> player = current->snapshot->clone();
    for (std::int64_t at = current->snapshot_frame; at < from;) {
        const std::int64_t frames = std::min<std::int64_t>(from - at, kBufferFrames);
        player->render(std::span(block_).first(static_cast<std::size_t>(frames) * 2));
        at += frames;
    }
    player->set_music_volume(volume);

    // The rest of the queue again, in the same buffers' stretches.
    again_.resize(static_cast<std::size_t>(end_ - from) * 2);
    const auto stretch = [&](std::int64_t start, std::int64_t frames) {
        return std::span(again_).subspan(static_cast<std::size_t>(start - from) * 2,
                                         static_cast<std::size_t>(frames) * 2);
    };
    std::vector<Queued> entries;
    entries.push_back({0, from, current->start + current->frames - from, player->clone(), from});
    player->render(stretch(from, entries.back().frames));
    for (auto q = std::next(current); q != queued_.end(); ++q) {
        entries.push_back({0, q->start, q->frames, player->clone(), q->start});
        player->render(stretch(q->start, q->frames));
    }

    // Playback may have gone on meanwhile: the new music takes over from
    // wherever it has got to, which is at `from` or later.
    alSourcePause(source_);
    const std::int64_t now = played_frame();
    alSourceStop(source_);
    alSourcei(source_, AL_BUFFER, 0);
    for (const Queued& q : queued_) free_.push_back(q.buffer);
    queued_.clear();
    for (Queued& e : entries) {
        const std::int64_t played = std::clamp<std::int64_t>(now - e.start, 0, e.frames);
        if (played == e.frames) continue;
        e.start += played;
        e.frames -= played;
        const std::span<const std::int16_t> music = stretch(e.start, e.frames);
        queue(std::move(e), music);
    }
    // Playing again before the refill renders keeps the pause short.
    if (!queued_.empty()) alSourcePlay(source_);
    player_ = std::move(*player);
    refill();
    keep_playing();
}

void MusicStream::play(MidiSequence song, bool loop) {
    std::lock_guard lock(mutex_);
    player_.play(std::move(song), loop);
    restart_queue();
}

void MusicStream::play(Recording recording, bool loop) {
    std::lock_guard lock(mutex_);
    player_.play(std::move(recording), loop);
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
    if (applied) render_again(volume);
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
        free_.push_back(buffer);
        queued_.pop_front();
    }
    refill();
    keep_playing();
}

void MusicStream::keep_playing() {
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
