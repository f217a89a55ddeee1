// Effects through OpenAL Soft's loopback device, measured in the output:
// the classic rules' per-ear gains (Chocolate Doom's) and distance volumes,
// and 3d mode's direction, fall-off and HRTF.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "audio/effect_voices.h"
#include "audio/openal_device.h"
#include "audio/test_wad.h"

namespace audio {
namespace {

constexpr base::fixed_t kUnit = base::kFracUnit;

struct Levels {
    double left = 0, right = 0;
};

Levels rms(const std::vector<std::int16_t>& out) {
    Levels l;
    const std::size_t frames = out.size() / 2;
    for (std::size_t i = 0; i < frames; ++i) {
        l.left += double(out[2 * i]) * out[2 * i];
        l.right += double(out[2 * i + 1]) * out[2 * i + 1];
    }
    l.left = std::sqrt(l.left / static_cast<double>(frames));
    l.right = std::sqrt(l.right / static_cast<double>(frames));
    return l;
}

// OpenAL Soft dithers its 16-bit output by a least significant bit; below
// this nothing is playing.
constexpr double kDither = 1.0;

class Loopback : public ::testing::Test {
protected:
    void SetUp() override {
        archive_.add_file(testing::make_pwad({{"DSPISTOL", testing::dmx_sound(11025, testing::tone(2.0))}}));
        bank_ = SoundBank::load(archive_, defs_, problems_);
        ASSERT_TRUE(problems_.empty());
    }

    // Starts the pistol from (x, y) for a listener at the origin facing
    // east, and returns the levels of the next 0.2 s.
    Levels classic(int x, int y) {
        OpenAlDevice device = OpenAlDevice::open_loopback(HrtfChoice::Off);
        EffectVoices voices(bank_, 8, SpatialMode::Classic, false);
        ChannelRules r;
        r.sfx_volume = 15;
        ClassicChannels channels(r);
        SoundOrigin o;
        o.kind = SoundOrigin::Kind::Point;
        o.x = x * kUnit;
        o.y = y * kUnit;
        channels.start(Listener{}, o, sim::sfx_pistol);
        voices.apply(channels.take_changes());
        std::vector<std::int16_t> out(2 * 8820);
        device.render(out);
        return rms(out);
    }

    // Plays the pistol on channel 0 with the original's volume and
    // separation as they reach the mixer; the levels of the next 0.2 s.
    Levels classic_params(int volume, int separation) {
        OpenAlDevice device = OpenAlDevice::open_loopback(HrtfChoice::Off);
        EffectVoices voices(bank_, 8, SpatialMode::Classic, false);
        ChannelChange start;
        start.lump = sim::sfx_pistol;
        start.params.volume = volume;
        start.params.separation = separation;
        voices.apply({&start, 1});
        std::vector<std::int16_t> out(2 * 8820);
        device.render(out);
        return rms(out);
    }

    Levels full3d(int x, int y, HrtfChoice hrtf, std::vector<std::int16_t>* keep = nullptr) {
        OpenAlDevice device = OpenAlDevice::open_loopback(hrtf);
        if (hrtf == HrtfChoice::On) {
            EXPECT_TRUE(device.hrtf_enabled());
        }
        EffectVoices voices(bank_, 8, SpatialMode::Full3d, false);
        ChannelRules r;
        r.sfx_volume = 15;
        ClassicChannels channels(r);
        SoundOrigin o;
        o.kind = SoundOrigin::Kind::Point;
        o.x = x * kUnit;
        o.y = y * kUnit;
        channels.start(Listener{}, o, sim::sfx_pistol);
        voices.place_listener({0, 0, 41}, 0.0f);
        voices.apply(channels.take_changes());
        voices.place_channel(0, {static_cast<float>(x), static_cast<float>(y), 41}, false);
        std::vector<std::int16_t> out(2 * 8820);
        device.render(out);
        if (keep) *keep = out;
        return rms(out);
    }

    sim::Definitions defs_;
    wad::Archive archive_;
    std::vector<std::string> problems_;
    SoundBank bank_;
};

TEST_F(Loopback, ClassicLeftIsLouderLeftAndRightLouderRight) {
    const Levels left = classic(0, 300);
    const Levels right = classic(0, -300);
    EXPECT_GT(left.left, 2 * left.right);
    EXPECT_GT(right.right, 2 * right.left);
    EXPECT_NEAR(left.left, right.right, left.left * 0.02);
}

TEST_F(Loopback, ClassicEarsGetChocolateDoomsGains) {
    // The tone's RMS as 16-bit output: its 8-bit samples less 128, times 256.
    const std::vector<std::uint8_t> tone = testing::tone(0.2);
    double sum = 0;
    for (std::uint8_t v : tone) sum += (v - 128.0) * (v - 128.0);
    const double full = 256 * std::sqrt(sum / static_cast<double>(tone.size()));
    struct Case {
        int volume, separation;
    };
    for (const Case c : {Case{127, 128}, Case{127, 32}, Case{127, 224}, Case{64, 224}, Case{127, 1}, Case{15, 200},
                         Case{80, 129}}) {
        // I_SDL_UpdateSoundParams: each ear 0..255, which Mix_SetPanning
        // applies as a fraction of 255.
        const double left = std::clamp((254 - c.separation) * c.volume / 127, 0, 255) / 255.0;
        const double right = std::clamp(c.separation * c.volume / 127, 0, 255) / 255.0;
        const Levels l = classic_params(c.volume, c.separation);
        SCOPED_TRACE(::testing::Message() << "volume " << c.volume << ", separation " << c.separation);
        // OpenAL's resampler and dither move the level by well under 2%.
        EXPECT_NEAR(l.left, full * left, full * left * 0.02 + kDither);
        EXPECT_NEAR(l.right, full * right, full * right * 0.02 + kDither);
        EXPECT_NEAR(l.left / l.right, left / right, left / right * 0.01);
    }
}

TEST_F(Loopback, ClassicVolumeAtDistanceIsTheOriginalFormula) {
    const double near = classic(100, 0).left;
    ASSERT_GT(near, 1000.0);
    // Straight ahead, so each side carries (127 ± 1) * volume / 127 of 255.
    EXPECT_NEAR(classic(500, 0).left / near, 84.0 / 120.0, 0.01);
    EXPECT_NEAR(classic(1000, 0).left / near, 24.0 / 120.0, 0.01);
    EXPECT_LT(classic(1300, 0).left, kDither);
}

TEST_F(Loopback, ThreeDimensionalLeftAndRightComeFromThePosition) {
    const Levels left = full3d(0, 300, HrtfChoice::Off);
    const Levels right = full3d(0, -300, HrtfChoice::Off);
    EXPECT_GT(left.left, 2 * left.right);
    EXPECT_GT(right.right, 2 * right.left);
}

TEST_F(Loopback, ThreeDimensionalFallsOffToSilenceAtTheClippingDistance) {
    const double close = full3d(150, 0, HrtfChoice::Off).left;
    const double middle = full3d(700, 0, HrtfChoice::Off).left;
    const double far = full3d(1150, 0, HrtfChoice::Off).left;
    EXPECT_GT(close, middle * 1.5);
    EXPECT_GT(middle, far * 1.5);
    EXPECT_GT(far, 10 * kDither);
    EXPECT_LT(full3d(1210, 0, HrtfChoice::Off).left, kDither);
}

TEST_F(Loopback, HrtfChangesTheSignal) {
    std::vector<std::int16_t> with, without;
    full3d(200, 200, HrtfChoice::On, &with);
    full3d(200, 200, HrtfChoice::Off, &without);
    ASSERT_EQ(with.size(), without.size());
    double difference = 0, total = 0;
    for (std::size_t i = 0; i < with.size(); ++i) {
        difference += std::abs(with[i] - without[i]);
        total += std::abs(without[i]);
    }
    EXPECT_GT(total, 0.0);
    EXPECT_GT(difference, total * 0.1);
}

}  // namespace
}  // namespace audio
