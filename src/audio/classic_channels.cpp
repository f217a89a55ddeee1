#include "audio/classic_channels.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "base/trig_tables.h"
#include "sim/mobj.h"
#include "sim/point_to_angle.h"

namespace audio {
namespace {

constexpr base::fixed_t kClippingFixed = kClippingDistance * base::kFracUnit;
constexpr base::fixed_t kCloseFixed = kCloseDistance * base::kFracUnit;
constexpr base::fixed_t kSwingFixed = kStereoSwing * base::kFracUnit;


}  // namespace

void refresh_position(SoundOrigin& origin) {
    if (origin.kind != SoundOrigin::Kind::Thing || !origin.thing) return;
    origin.x = origin.thing->x;
    origin.y = origin.thing->y;
    origin.z = origin.thing->z;
}

bool adjust_sound_params(const Listener& listener, base::fixed_t x, base::fixed_t y, int volume, bool map8_rule,
                         SoundParams& out, base::fixed_t attenuation) {
    // The approximate distance of _GG1_ p.428, in the original's 32-bit
    // arithmetic.
    const base::fixed_t adx = std::abs(static_cast<base::fixed_t>(static_cast<std::uint32_t>(listener.x) -
                                                                  static_cast<std::uint32_t>(x)));
    const base::fixed_t ady = std::abs(static_cast<base::fixed_t>(static_cast<std::uint32_t>(listener.y) -
                                                                  static_cast<std::uint32_t>(y)));
    base::fixed_t dist = adx + ady - (std::min(adx, ady) >> 1);
    if (attenuation != base::kFracUnit)
        dist = static_cast<base::fixed_t>(
            std::min<std::int64_t>((std::int64_t{dist} * attenuation) >> base::kFracBits, INT32_MAX));
    if (!map8_rule && dist > kClippingFixed) return false;

    base::angle_t angle = sim::point_to_angle2(listener.x, listener.y, x, y);
    if (angle > listener.angle)
        angle = angle - listener.angle;
    else
        angle = angle + (0xffffffffu - listener.angle);
    angle >>= base::kAngleToFineShift;
    out.separation = kNormalSeparation - (base::fixed_mul(kSwingFixed, base::fine_sine(angle)) >> base::kFracBits);

    if (dist < kCloseFixed) {
        out.volume = volume;
    } else if (map8_rule) {
        dist = std::min(dist, kClippingFixed);
        out.volume = 15 + ((volume - 15) * ((kClippingFixed - dist) >> base::kFracBits)) / kAttenuator;
    } else {
        out.volume = (volume * ((kClippingFixed - dist) >> base::kFracBits)) / kAttenuator;
    }
    return out.volume > 0;
}

ClassicChannels::ClassicChannels(const ChannelRules& rules, std::span<const sim::SoundInfo> sounds)
    : sounds_(sounds.begin(), sounds.end()) {
    set_rules(rules);
}

void ClassicChannels::set_rules(const ChannelRules& rules) {
    const int count = std::clamp(rules.channels, 1, kMostChannels);
    for (int c = count; c < static_cast<int>(channels_.size()); ++c) stop_channel(c);
    rules_ = rules;
    rules_.channels = count;
    rules_.sfx_volume = std::clamp(rules.sfx_volume, 0, 15);
    channels_.resize(static_cast<std::size_t>(count));
}

int ClassicChannels::base_volume(sim::SfxId sfx, const SoundStyle& style) const {
    const int full = rules_.sfx_volume * 8 * std::clamp(style.volume, 0, 127) / 127;
    int volume = full;
    if (info(sfx).link != sim::sfx_None) {
        volume += info(sfx).volume;
        if (volume < 1) return 0;
        volume = std::min(volume, full);
    }
    return volume;
}

bool ClassicChannels::place(const Listener& listener, const SoundOrigin& origin, const SoundStyle& style,
                            SoundParams& params) const {
    const bool own = origin.kind == SoundOrigin::Kind::Thing && origin.thing == listener.thing;
    if (!origin.positional() || own || style.attenuation == 0) return true;
    const bool audible = adjust_sound_params(listener, origin.x, origin.y, params.volume, rules_.map8_rule, params,
                                             style.attenuation);
    if (origin.x == listener.x && origin.y == listener.y) params.separation = kNormalSeparation;
    return audible;
}

void ClassicChannels::start(const Listener& listener, const SoundOrigin& given, sim::SfxId sfx,
                            const SoundStyle& style) {
    if (sfx <= sim::sfx_None || static_cast<std::size_t>(sfx) >= sounds_.size()) return;
    SoundOrigin origin = given;
    refresh_position(origin);
    if (style.loop && origin.positional())
        for (const Channel& ch : channels_)
            if (ch.busy() && ch.sfx == sfx && ch.style.loop && ch.origin.same_as(origin)) return;
    const sim::SoundInfo& sound = info(sfx);
    SoundParams params;
    params.volume = params.source_volume = base_volume(sfx, style);
    if (params.volume <= 0) return;
    if (sound.link != sim::sfx_None) params.pitch = sound.pitch;
    if (!place(listener, origin, style, params)) return;

    if (rules_.pitch_shift) {
        // The variation of Doom before 1.9; its own generator, so the
        // simulation's random numbers are never drawn.
        pitch_random_ = pitch_random_ * 1103515245u + 12345u;
        const int r = static_cast<int>((pitch_random_ >> 16) & 255);
        if (sfx >= sim::sfx_sawup && sfx <= sim::sfx_sawhit)
            params.pitch += 8 - (r & 15);
        else if (sfx != sim::sfx_itemup && sfx != sim::sfx_tink)
            params.pitch += 16 - (r & 31);
        params.pitch = std::clamp(params.pitch, 0, 255);
    }

    stop(origin, false);
    const int c = get_channel(origin, sfx);
    if (c < 0) return;
    Channel& ch = channels_[static_cast<std::size_t>(c)];
    ch.lump = sound.link != sim::sfx_None ? sound.link : sfx;
    ch.params = params;
    ch.style = style;
    changes_.push_back({ChannelChange::Kind::Start, c, ch.lump, params, style.loop});
}

int ClassicChannels::get_channel(const SoundOrigin& origin, sim::SfxId sfx) {
    const int count = static_cast<int>(channels_.size());
    int c = 0;
    for (; c < count; ++c) {
        const Channel& ch = channels_[static_cast<std::size_t>(c)];
        if (!ch.busy()) break;
        if (origin.positional() && ch.origin.same_as(origin)) {
            stop_channel(c);
            break;
        }
    }
    if (c == count) {
        // Lower numbers are more important; take the first channel playing
        // something no more important than this.
        for (c = 0; c < count; ++c)
            if (info(channels_[static_cast<std::size_t>(c)].sfx).priority >= info(sfx).priority) break;
        if (c == count) return -1;
        stop_channel(c);
    }
    Channel& ch = channels_[static_cast<std::size_t>(c)];
    ch.sfx = sfx;
    ch.origin = origin;
    return c;
}

void ClassicChannels::stop_channel(int c) {
    Channel& ch = channels_[static_cast<std::size_t>(c)];
    if (!ch.busy()) return;
    ch = Channel{};
    changes_.push_back({ChannelChange::Kind::Stop, c, sim::sfx_None, {}});
}

void ClassicChannels::stop(const SoundOrigin& origin, bool keep_playing) {
    if (!origin.positional()) return;
    for (std::size_t c = 0; c < channels_.size(); ++c) {
        Channel& ch = channels_[c];
        if (!ch.busy() || !ch.origin.same_as(origin)) continue;
        if (keep_playing) {
            // A point where the thing was: no identity left to replace.
            refresh_position(ch.origin);
            ch.origin.kind = SoundOrigin::Kind::Point;
            ch.origin.thing = nullptr;
        } else {
            stop_channel(static_cast<int>(c));
        }
        break;
    }
}

void ClassicChannels::forget_thing(int c, bool keep_playing) {
    if (c < 0 || c >= static_cast<int>(channels_.size())) return;
    Channel& ch = channels_[static_cast<std::size_t>(c)];
    if (ch.origin.kind != SoundOrigin::Kind::Thing) return;
    if (keep_playing) {
        ch.origin.kind = SoundOrigin::Kind::Point;
        ch.origin.thing = nullptr;
    } else {
        stop_channel(c);
    }
}

void ClassicChannels::finished(int c) {
    if (c < 0 || c >= static_cast<int>(channels_.size())) return;
    channels_[static_cast<std::size_t>(c)] = Channel{};
}

void ClassicChannels::update(const Listener& listener) {
    for (std::size_t c = 0; c < channels_.size(); ++c) {
        Channel& ch = channels_[c];
        if (!ch.busy()) continue;
        SoundParams params;
        params.volume = params.source_volume = base_volume(ch.sfx, ch.style);
        params.pitch = ch.params.pitch;
        if (params.volume <= 0) {
            stop_channel(static_cast<int>(c));
            continue;
        }
        const bool own = ch.origin.kind == SoundOrigin::Kind::Thing && ch.origin.thing == listener.thing;
        if (!ch.origin.positional() || own || ch.style.attenuation == 0) continue;
        refresh_position(ch.origin);
        if (!place(listener, ch.origin, ch.style, params)) {
            stop_channel(static_cast<int>(c));
            continue;
        }
        ch.params = params;
        changes_.push_back({ChannelChange::Kind::Adjust, static_cast<int>(c), ch.lump, params});
    }
}

void ClassicChannels::stop_all() {
    for (std::size_t c = 0; c < channels_.size(); ++c) stop_channel(static_cast<int>(c));
}

void ClassicChannels::stop_positional() {
    for (std::size_t c = 0; c < channels_.size(); ++c)
        if (channels_[c].origin.positional()) stop_channel(static_cast<int>(c));
}

std::vector<ChannelChange> ClassicChannels::take_changes() {
    std::vector<ChannelChange> out;
    out.swap(changes_);
    return out;
}

}  // namespace audio
