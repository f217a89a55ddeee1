#pragma once
// 16-bit PCM WAV output, written whole to a temporary file and renamed, so
// a failed run never leaves half a file under the name asked for.
#include <cstdint>
#include <span>
#include <string>

namespace audio {

// Throws base::Error naming the file when it cannot be written.
void write_wav(const std::string& path, std::span<const std::int16_t> interleaved, int channels, int rate);

}  // namespace audio
