#include "audio/wav_file.h"

#include <vector>

#include "base/error.h"
#include "base/file_io.h"

namespace audio {
namespace {

void put16(std::vector<std::uint8_t>& out, std::uint32_t v) {
    out.push_back(static_cast<std::uint8_t>(v & 0xff));
    out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xff));
}

void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    put16(out, v & 0xffff);
    put16(out, v >> 16);
}

void put_id(std::vector<std::uint8_t>& out, const char* id) {
    for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(id[i]));
}

}  // namespace

void write_wav(const std::string& path, std::span<const std::int16_t> samples, int channels, int rate) {
    const std::uint64_t data_bytes = samples.size() * 2;
    if (data_bytes > 0xffffffffull - 36) throw base::Error(path + ": too long for a WAV file");
    std::vector<std::uint8_t> out;
    out.reserve(44 + data_bytes);
    put_id(out, "RIFF");
    put32(out, static_cast<std::uint32_t>(36 + data_bytes));
    put_id(out, "WAVE");
    put_id(out, "fmt ");
    put32(out, 16);
    put16(out, 1);  // PCM
    put16(out, static_cast<std::uint32_t>(channels));
    put32(out, static_cast<std::uint32_t>(rate));
    put32(out, static_cast<std::uint32_t>(rate * channels * 2));
    put16(out, static_cast<std::uint32_t>(channels * 2));
    put16(out, 16);
    put_id(out, "data");
    put32(out, static_cast<std::uint32_t>(data_bytes));
    for (std::int16_t s : samples) put16(out, static_cast<std::uint16_t>(s));
    base::write_file_atomic(path, out.data(), out.size());
}

}  // namespace audio
