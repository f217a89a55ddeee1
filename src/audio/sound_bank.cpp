#include "audio/sound_bank.h"

#include <algorithm>
#include <cctype>

#include "assets/sound.h"
#include "base/error.h"

namespace audio {

std::string sound_lump_name(const sim::Definitions& defs, sim::SfxId sfx) {
    if (const auto whole = defs.sound_lumps.find(static_cast<int>(sfx)); whole != defs.sound_lumps.end())
        return whole->second;
    std::string name = "DS" + defs.sound_names[static_cast<std::size_t>(sfx)];
    for (char& c : name) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return name;
}

SoundBank SoundBank::load(const wad::Archive& archive, const sim::Definitions& defs,
                          std::vector<std::string>& problems) {
    SoundBank bank;
    bank.sounds_.resize(defs.sound_names.size());
    for (std::size_t i = sim::sfx_None + 1; i < defs.sound_names.size(); ++i) {
        if (defs.sound_names[i].empty()) continue;  // a slot without a lump
        const auto sfx = static_cast<sim::SfxId>(i);
        const std::string name = sound_lump_name(defs, sfx);
        const std::optional<std::size_t> index = archive.find(name);
        if (!index) continue;
        const std::span<const std::uint8_t> data = archive.lump(*index).data;
        // Freedoom marks sounds it has yet to make with a few zero bytes: silence, not damage.
        if (data.size() < 8 && std::all_of(data.begin(), data.end(), [](std::uint8_t b) { return b == 0; }))
            continue;
        try {
            assets::DigitalSound decoded = assets::decode_digital_sound(data, "lump " + name);
            if (decoded.sample_rate < kLowestSampleRate || decoded.sample_rate > kHighestSampleRate)
                throw base::Error("lump " + name + ": sample rate " + std::to_string(decoded.sample_rate) +
                                  " Hz is outside " + std::to_string(kLowestSampleRate) + ".." +
                                  std::to_string(kHighestSampleRate));
            bank.sounds_[i] = {decoded.sample_rate, std::move(decoded.samples)};
        } catch (const base::Error& e) {
            problems.push_back(e.what());
        }
    }
    return bank;
}

const SoundSample* SoundBank::find(sim::SfxId sfx) const {
    if (sfx <= sim::sfx_None || static_cast<std::size_t>(sfx) >= sounds_.size()) return nullptr;
    const SoundSample& s = sounds_[static_cast<std::size_t>(sfx)];
    return s.samples.empty() ? nullptr : &s;
}

}  // namespace audio
