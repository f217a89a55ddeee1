#include "audio/ogg_recording.h"

#include <vorbis/vorbisfile.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <string_view>

#include "base/error.h"

namespace audio {

namespace {

// libvorbisfile reads the lump through these, from memory.
struct Reader {
    std::span<const std::uint8_t> bytes;
    std::size_t at = 0;
};
std::size_t read(void* out, std::size_t size, std::size_t count, void* source) {
    Reader& r = *static_cast<Reader*>(source);
    const std::size_t wanted = size * count;
    const std::size_t n = std::min(wanted, r.bytes.size() - r.at);
    if (n > 0) std::memcpy(out, r.bytes.data() + r.at, n);
    r.at += n;
    return size ? n / size : 0;
}
int seek(void* source, ogg_int64_t offset, int whence) {
    Reader& r = *static_cast<Reader*>(source);
    const auto size = static_cast<ogg_int64_t>(r.bytes.size());
    const ogg_int64_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? static_cast<ogg_int64_t>(r.at) : size;
    const ogg_int64_t to = base + offset;
    if (to < 0 || to > size) return -1;
    r.at = static_cast<std::size_t>(to);
    return 0;
}
long tell(void* source) { return static_cast<long>(static_cast<Reader*>(source)->at); }

// LOOP_START=<samples> among the stream's comments, if any.
std::optional<std::int64_t> loop_start_comment(OggVorbis_File& file) {
    const vorbis_comment* comments = ov_comment(&file, -1);
    if (!comments) return std::nullopt;
    constexpr std::string_view kKey = "LOOP_START=";
    for (int i = 0; i < comments->comments; ++i) {
        const std::string_view c(comments->user_comments[i], static_cast<std::size_t>(comments->comment_lengths[i]));
        if (c.size() <= kKey.size()) continue;
        bool key = true;
        for (std::size_t k = 0; k < kKey.size(); ++k)
            key = key && std::toupper(static_cast<unsigned char>(c[k])) == kKey[k];
        if (!key) continue;
        std::int64_t n = 0;
        for (const char d : c.substr(kKey.size())) {
            if (d < '0' || d > '9' || n > (std::int64_t{1} << 40)) return std::nullopt;
            n = n * 10 + (d - '0');
        }
        return n;
    }
    return std::nullopt;
}

}  // namespace

bool is_ogg(std::span<const std::uint8_t> lump) {
    return lump.size() >= 4 && std::memcmp(lump.data(), "OggS", 4) == 0;
}

Recording decode_ogg(std::span<const std::uint8_t> lump, const std::string& context, int rate) {
    Reader reader{lump};
    OggVorbis_File file;
    const ov_callbacks callbacks{read, seek, nullptr, tell};
    if (ov_open_callbacks(&reader, &file, nullptr, 0, callbacks) != 0)
        throw base::Error(context + ": not an Ogg Vorbis stream libvorbis can read");
    struct Closer {
        OggVorbis_File& f;
        ~Closer() { ov_clear(&f); }
    } closer{file};
    const vorbis_info* info = ov_info(&file, -1);
    if (!info || info->channels < 1 || info->rate < 1000 || info->rate > 384000)
        throw base::Error(context + ": an Ogg Vorbis stream without a usable rate or channels");
    const int channels = info->channels;
    const long source_rate = info->rate;
    const std::int64_t most = static_cast<std::int64_t>(source_rate) * kLongestRecordingSeconds;

    // Resampled to the output rate as it is decoded, each output frame
    // between its two neighbours in the recording (its first two
    // channels; a mono one twice), so only the output is ever held whole.
    Recording out;
    const double step = static_cast<double>(source_rate) / rate;
    std::vector<float> window;  // stereo frames of the recording from `base` on
    std::int64_t base = 0, next = 0;
    const auto produce = [&](bool last) {
        const std::int64_t seen = base + static_cast<std::int64_t>(window.size() / 2);
        for (;; ++next) {
            const double at = static_cast<double>(next) * step;
            const auto i = static_cast<std::int64_t>(at);
            std::int64_t j = i + 1;
            if (i >= seen || (j >= seen && !last)) break;
            j = std::min(j, seen - 1);
            const auto t = static_cast<float>(at - static_cast<double>(i));
            for (std::int64_t c = 0; c < 2; ++c) {
                const float a = window[static_cast<std::size_t>((i - base) * 2 + c)];
                const float b = window[static_cast<std::size_t>((j - base) * 2 + c)];
                out.stereo.push_back(static_cast<std::int16_t>(std::clamp(a + (b - a) * t, -1.0f, 1.0f) * 32767.0f));
            }
        }
        const auto used = std::min(static_cast<std::int64_t>(static_cast<double>(next) * step), seen) - base;
        if (used > 0) {
            window.erase(window.begin(), window.begin() + static_cast<std::ptrdiff_t>(used * 2));
            base += used;
        }
    };
    while (base + static_cast<std::int64_t>(window.size() / 2) < most) {
        float** pcm = nullptr;
        int section = 0;
        const long n = ov_read_float(&file, &pcm, 4096, &section);
        if (n == OV_HOLE) continue;
        if (n < 0) throw base::Error(context + ": the Ogg Vorbis stream is damaged");
        if (n == 0) break;
        for (long i = 0; i < n; ++i) {
            window.push_back(pcm[0][i]);
            window.push_back(pcm[channels > 1 ? 1 : 0][i]);
        }
        produce(false);
    }
    produce(true);
    if (out.stereo.empty()) throw base::Error(context + ": the Ogg Vorbis stream holds no sound");
    if (const std::optional<std::int64_t> loop = loop_start_comment(file))
        out.loop_start = std::clamp<std::int64_t>(static_cast<std::int64_t>(static_cast<double>(*loop) / step), 0,
                                                  out.frames() - 1);
    return out;
}

}  // namespace audio
