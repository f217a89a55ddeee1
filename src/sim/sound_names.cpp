#include "sim/sound_names.h"

#include <algorithm>
#include <memory>
#include <set>
#include <unordered_map>

#include "assets/sndinfo.h"
#include "assets/text_lexer.h"
#include "base/log.h"
#include "sim/definitions.h"
#include "sim/world.h"

namespace sim {

namespace {

using assets::lower;
using assets::upper;

class Resolver {
public:
    Resolver(Definitions& defs, const assets::SndInfo& info, const std::function<bool(std::string_view)>& lump_exists,
             std::vector<std::string>& diagnostics)
        : defs_(defs), info_(info), lump_exists_(lump_exists), diagnostics_(diagnostics) {
        // Each lump's number: Doom's slot for "DSxxxx" (the first, as the
        // table is read), then those SNDINFO gave their whole names.
        for (std::size_t i = 1; i < defs_.sound_names.size(); ++i)
            if (!defs_.sound_names[i].empty() && !defs_.sound_lumps.contains(static_cast<int>(i)))
                numbers_.emplace(upper("DS" + defs_.sound_names[i]), static_cast<SfxId>(i));
        for (const auto& [n, whole] : defs_.sound_lumps) numbers_.emplace(whole, static_cast<SfxId>(n));
    }

    SoundNames run() {
        for (const auto& [name, lump] : info_.sounds) {
            if (!lump_exists_(lump)) {
                report("sound '" + name + "': no lump " + lump + " in the WADs; left out");
                continue;
            }
            if (const SfxId sfx = number_of(lump); sfx != sfx_None) names_.named[name] = {sfx};
        }
        for (const auto& [name, choices] : info_.randoms) resolve(name);
        for (const auto& [name, target] : info_.aliases) resolve(name);
        for (const auto& [index, a] : info_.ambients) {
            const std::vector<SfxId>* sounds = names_.find(a.sound);
            if (!sounds) {
                report("$ambient " + std::to_string(index) + ": no sound '" + a.sound + "'; left out");
                continue;
            }
            AmbientSoundInfo out;
            out.sounds = *sounds;
            out.attenuation = static_cast<base::fixed_t>(std::min(a.attenuation, 1000.0) * base::kFracUnit);
            out.volume = static_cast<int>(a.volume * 127 + 0.5);
            out.min_tics = a.min_tics;
            out.max_tics = a.max_tics;
            names_.ambient[index] = std::move(out);
        }
        return std::move(names_);
    }

private:
    // The lump's number, or a new one after every patch's.
    SfxId number_of(const std::string& lump) {
        if (const auto known = numbers_.find(lump); known != numbers_.end()) return known->second;
        const auto n = static_cast<std::int64_t>(defs_.sounds.size());
        if (!defs_.make_sound(n)) {
            report("no sound number left for lump " + lump);
            return sfx_None;
        }
        defs_.sound_names[static_cast<std::size_t>(n)] = lower(lump);
        defs_.sound_lumps[static_cast<int>(n)] = lump;
        numbers_.emplace(lump, static_cast<SfxId>(n));
        return static_cast<SfxId>(n);
    }

    // An alias or random set, its own names resolved first. A random set
    // of random sets holds each sound once (ZDoom picks a member, then in
    // it; here one of all, so a sound in two members is not picked twice
    // as often). A name met again on its own way is a loop.
    const std::vector<SfxId>* resolve(const std::string& name) {
        if (const std::vector<SfxId>* done = names_.find(name)) return done;
        if (failed_.contains(name)) return nullptr;
        if (!resolving_.insert(name).second) {
            report("sound '" + name + "' leads back to itself through its aliases or random sets; left out");
            failed_.insert(name);
            return nullptr;
        }
        const std::vector<SfxId>* out = expand(name);
        resolving_.erase(name);
        if (!out) failed_.insert(name);
        return out;
    }

    const std::vector<SfxId>* expand(const std::string& name) {
        std::vector<SfxId> sounds;
        if (const auto alias = info_.aliases.find(name); alias != info_.aliases.end()) {
            const std::vector<SfxId>* target = resolve(alias->second);
            if (!target) {
                report("$alias " + name + ": no sound '" + alias->second + "'; left out");
                return nullptr;
            }
            sounds = *target;
        } else if (const auto random = info_.randoms.find(name); random != info_.randoms.end()) {
            for (const std::string& choice : random->second) {
                const std::vector<SfxId>* each = resolve(choice);
                if (!each) {
                    report("$random " + name + ": no sound '" + choice + "'; it is not picked");
                    continue;
                }
                for (const SfxId sfx : *each)
                    if (std::find(sounds.begin(), sounds.end(), sfx) == sounds.end()) sounds.push_back(sfx);
            }
            if (sounds.empty()) return nullptr;
        } else {
            return nullptr;
        }
        return &(names_.named[name] = std::move(sounds));
    }

    void report(const std::string& message) {
        diagnostics_.push_back("SNDINFO: " + message);
        base::warn(diagnostics_.back());
    }

    Definitions& defs_;
    const assets::SndInfo& info_;
    const std::function<bool(std::string_view)>& lump_exists_;
    std::vector<std::string>& diagnostics_;
    SoundNames names_;
    std::unordered_map<std::string, SfxId> numbers_;  // upper-case lump name -> sound number
    std::set<std::string> resolving_;  // the names on the way to the one resolved now
    std::set<std::string> failed_;     // names that stand for nothing, each reported once
};

}  // namespace

SfxId one_of(World& w, const std::vector<SfxId>& sounds) {
    return sounds[sounds.size() == 1 ? 0 : static_cast<std::size_t>(w.rng.m_random()) % sounds.size()];
}

const std::vector<SfxId>* SoundNames::find(std::string_view name) const {
    const auto it = named.find(lower(name));
    return it == named.end() ? nullptr : &it->second;
}

void apply_sndinfo(Definitions& defs, const assets::SndInfo& info,
                   const std::function<bool(std::string_view)>& lump_exists, std::vector<std::string>& diagnostics) {
    if (info.sounds.empty() && info.aliases.empty() && info.randoms.empty() && info.ambients.empty()) return;
    defs.sndinfo = std::make_shared<const SoundNames>(Resolver(defs, info, lump_exists, diagnostics).run());
}

}  // namespace sim
