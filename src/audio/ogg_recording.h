#pragma once
// A music lump that is an Ogg Vorbis recording (PWADs' music, TRAKINFO's
// remixes) decoded whole to 16-bit stereo at the output rate, with the
// loop start the LOOP_START comment gives (in the recording's samples, as
// ZDoom and Woof read it), so MusicPlayer can loop it without a gap.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace audio {

struct Recording {
    std::vector<std::int16_t> stereo;  // interleaved frames at the output rate
    std::int64_t loop_start = 0;       // the frame a loop goes back to
    std::int64_t frames() const { return static_cast<std::int64_t>(stereo.size() / 2); }
};

// Whether a lump starts as an Ogg stream does ("OggS").
bool is_ogg(std::span<const std::uint8_t> lump);

// Throws base::Error naming `context` (the lump) for a stream libvorbis
// cannot read or one with no sound. Recordings longer than
// kLongestRecordingSeconds are cut there, so a lump cannot make the game
// hold more than that (about 100 MB) in memory.
Recording decode_ogg(std::span<const std::uint8_t> lump, const std::string& context, int rate);
inline constexpr int kLongestRecordingSeconds = 10 * 60;

}  // namespace audio
