// Ogg Vorbis music lumps (audio/ogg_recording), as a WAD's music or
// TRAKINFO's remix: libvorbisfile reading from memory, the resampling to
// the output rate and the LOOP_START comment.
#include <cstdint>
#include <span>

#include "audio/ogg_recording.h"
#include "base/error.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const audio::Recording r = audio::decode_ogg(std::span(data, size), "fuzz.wad: lump D_RUNNIN", 44100);
        // What is accepted plays: sound, a loop start inside it, no more
        // than the longest recording kept.
        if (r.stereo.empty() || r.stereo.size() % 2 != 0) __builtin_trap();
        if (r.loop_start < 0 || r.loop_start >= r.frames()) __builtin_trap();
        if (r.frames() > std::int64_t{44100} * audio::kLongestRecordingSeconds + 1) __builtin_trap();
    } catch (const base::Error&) {
    }
    return 0;
}
