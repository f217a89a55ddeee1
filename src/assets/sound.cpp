#include "assets/sound.h"

#include "base/byte_reader.h"

namespace assets {
namespace {

constexpr int kDigitalFormat = 3;
constexpr int kPcSpeakerFormat = 0;
constexpr std::uint32_t kDmxPadding = 16;
// Chocolate Doom (following DMX) drops sounds of 48 samples or fewer.
constexpr std::uint32_t kShortestPlayed = 49;

}  // namespace

DigitalSound decode_digital_sound(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < 8) r.fail("too short for a digital sound header (" + std::to_string(bytes.size()) + " bytes, need 8)");
    const int format = r.u16();
    if (format != kDigitalFormat)
        r.fail("sound format is " + std::to_string(format) + ", not " + std::to_string(kDigitalFormat) +
               " (digital)");
    DigitalSound s;
    s.sample_rate = r.u16();
    s.declared_samples = r.u32();
    if (s.declared_samples > r.remaining())
        r.fail("sound claims " + std::to_string(s.declared_samples) + " samples but the lump holds " +
               std::to_string(r.remaining()) + " after its header (truncated)");
    if (s.declared_samples >= kShortestPlayed) {
        r.skip(kDmxPadding);
        auto played = r.bytes(s.declared_samples - 2 * kDmxPadding);
        s.samples.assign(played.begin(), played.end());
    }
    return s;
}

PcSpeakerSound decode_pc_speaker_sound(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < 4) r.fail("too short for a PC speaker sound header (" + std::to_string(bytes.size()) + " bytes, need 4)");
    const int format = r.u16();
    if (format != kPcSpeakerFormat)
        r.fail("sound format is " + std::to_string(format) + ", not " + std::to_string(kPcSpeakerFormat) +
               " (PC speaker)");
    const std::uint16_t count = r.u16();
    if (count > r.remaining())
        r.fail("PC speaker sound claims " + std::to_string(count) + " tones but the lump holds " +
               std::to_string(r.remaining()) + " after its header (truncated)");
    auto tones = r.bytes(count);
    return {std::vector<std::uint8_t>(tones.begin(), tones.end())};
}

}  // namespace assets
