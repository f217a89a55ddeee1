#include "audio/music_player.h"

#include <algorithm>

namespace audio {

MusicPlayer::MusicPlayer(std::unique_ptr<MusicSynth> synth)
    : synth_(std::move(synth)), song_(std::make_shared<const MidiSequence>()) {}

std::unique_ptr<MusicPlayer> MusicPlayer::clone() const {
    std::unique_ptr<MusicSynth> synth = synth_->clone();
    if (!synth) return nullptr;
    auto copy = std::make_unique<MusicPlayer>(std::move(synth));
    copy->song_ = song_;
    copy->recording_ = recording_;
    copy->recording_volume_ = recording_volume_;
    copy->loop_ = loop_;
    copy->playing_ = playing_;
    copy->next_ = next_;
    copy->position_ = position_;
    return copy;
}

void MusicPlayer::play(Recording recording, bool loop) {
    recording_ = std::make_shared<const Recording>(std::move(recording));
    loop_ = loop;
    playing_ = true;
    position_ = 0;
    synth_->reset();
}

bool MusicPlayer::set_music_volume(int volume) {
    const bool kept = synth_->set_music_volume(volume);
    recording_volume_ = kept ? volume : 15;
    return kept;
}

void MusicPlayer::render_recording(std::span<std::int16_t> frames) {
    const Recording& r = *recording_;
    const std::size_t total = frames.size() / 2;
    for (std::size_t f = 0; f < total; ++f) {
        if (playing_ && position_ >= r.frames()) {
            if (loop_)
                position_ = r.loop_start;
            else
                playing_ = false;
        }
        for (std::size_t c = 0; c < 2; ++c)
            frames[f * 2 + c] =
                playing_ ? static_cast<std::int16_t>(r.stereo[static_cast<std::size_t>(position_) * 2 + c] *
                                                     recording_volume_ / 15)
                         : 0;
        if (playing_) ++position_;
    }
}

void MusicPlayer::play(MidiSequence song, bool loop) {
    recording_.reset();
    song_ = std::make_shared<const MidiSequence>(std::move(song));
    loop_ = loop;
    playing_ = true;
    next_ = 0;
    position_ = 0;
    synth_->reset();
}

void MusicPlayer::stop() {
    playing_ = false;
    synth_->reset();
}

void MusicPlayer::render(std::span<std::int16_t> frames) {
    if (recording_) {
        render_recording(frames);
        return;
    }
    const MidiSequence& song = *song_;
    std::size_t done = 0;
    const std::size_t total = frames.size() / 2;
    while (done < total) {
        if (playing_) {
            // Messages due now.
            while (next_ < song.messages.size() && song.messages[next_].frame <= position_)
                synth_->send(song.messages[next_++]);
            if (position_ >= song.length_frames) {
                if (loop_) {
                    // Back to the start on this very frame; held notes end.
                    for (std::uint8_t c = 0; c < 16; ++c) synth_->send({0, static_cast<std::uint8_t>(0xb0 | c), 123, 0});
                    synth_->restart();
                    next_ = 0;
                    position_ = 0;
                    continue;
                }
                playing_ = false;
            }
        }
        // Up to the next message, the song's end or the buffer's end.
        std::int64_t until = static_cast<std::int64_t>(total - done);
        if (playing_) {
            until = std::min(until, song.length_frames - position_);
            if (next_ < song.messages.size()) until = std::min(until, song.messages[next_].frame - position_);
            until = std::max<std::int64_t>(until, 1);
        }
        synth_->render(frames.subspan(done * 2, static_cast<std::size_t>(until) * 2));
        done += static_cast<std::size_t>(until);
        if (playing_) position_ += until;
    }
}

}  // namespace audio
