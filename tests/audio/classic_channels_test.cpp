// The original's channel rules, checked against s_sound.c's formulas worked
// by hand: volume = sfx_volume*8 * (1200 - d) / 1000 beyond 200 units,
// separation = 128 -/+ 96 at 90 degrees left/right.
#include "audio/classic_channels.h"

#include <gtest/gtest.h>

#include "sim/mobj.h"

namespace audio {
namespace {

constexpr base::fixed_t kUnit = base::kFracUnit;

Listener listener_at_origin_facing_east() {
    Listener l;
    l.x = 0;
    l.y = 0;
    l.angle = 0;
    return l;
}

SoundOrigin point(int x, int y) {
    SoundOrigin o;
    o.kind = SoundOrigin::Kind::Point;
    o.x = x * kUnit;
    o.y = y * kUnit;
    return o;
}

SoundOrigin thing(const sim::Mobj& m) {
    SoundOrigin o;
    o.kind = SoundOrigin::Kind::Thing;
    o.thing = &m;
    return o;
}

ChannelRules rules(int channels = 8) {
    ChannelRules r;
    r.channels = channels;
    r.sfx_volume = 15;  // 120 of 127
    return r;
}

int started_volume(int distance) {
    ClassicChannels c(rules());
    c.start(listener_at_origin_facing_east(), point(distance, 0), sim::sfx_pistol);
    const auto changes = c.take_changes();
    return changes.empty() ? -1 : changes.front().params.volume;
}

TEST(ClassicChannels, VolumeFollowsTheOriginalDistanceFormula) {
    EXPECT_EQ(started_volume(100), 120);              // within the close distance: full
    EXPECT_EQ(started_volume(500), 120 * 700 / 1000);  // 84
    EXPECT_EQ(started_volume(1000), 120 * 200 / 1000); // 24
    EXPECT_EQ(started_volume(1300), -1);              // past 1200: never starts
}

TEST(ClassicChannels, ApproximateDistanceIsAdxPlusAdyLessHalfTheSmaller) {
    // (600, 300): 600 + 300 - 150 = 750, not the true 671.
    SoundParams p;
    ASSERT_TRUE(adjust_sound_params(listener_at_origin_facing_east(), 600 * kUnit, 300 * kUnit, 120, false, p));
    EXPECT_EQ(p.volume, 120 * (1200 - 750) / 1000);
}

TEST(ClassicChannels, MapEightNeverClipsAndKeepsAFloorOfFifteen) {
    SoundParams p;
    ASSERT_TRUE(adjust_sound_params(listener_at_origin_facing_east(), 5000 * kUnit, 0, 120, true, p));
    EXPECT_EQ(p.volume, 15);
}

TEST(ClassicChannels, LeftAndRightSeparation) {
    SoundParams left, right;
    ASSERT_TRUE(adjust_sound_params(listener_at_origin_facing_east(), 0, 300 * kUnit, 120, false, left));
    ASSERT_TRUE(adjust_sound_params(listener_at_origin_facing_east(), 0, -300 * kUnit, 120, false, right));
    EXPECT_NEAR(left.separation, 128 - 96, 1);
    EXPECT_NEAR(right.separation, 128 + 96, 1);
    // Dead ahead the original wraps the angle to 0xffffffff, whose sine is
    // a hair below zero: 129, not 128.
    SoundParams ahead;
    ASSERT_TRUE(adjust_sound_params(listener_at_origin_facing_east(), 300 * kUnit, 0, 120, false, ahead));
    EXPECT_EQ(ahead.separation, 129);
}

TEST(ClassicChannels, PriorityDecidesWhenAllChannelsAreBusy) {
    ClassicChannels c(rules(8));
    std::vector<sim::Mobj> things(10);
    for (int i = 0; i < 8; ++i) c.start(listener_at_origin_facing_east(), thing(things[static_cast<std::size_t>(i)]), sim::sfx_pistol);
    for (const Channel& ch : c.channels()) EXPECT_EQ(ch.sfx, sim::sfx_pistol);
    c.take_changes();

    // The chainsaw's idle (priority 118) is less important than a pistol (64): dropped.
    c.start(listener_at_origin_facing_east(), thing(things[8]), sim::sfx_sawidl);
    EXPECT_TRUE(c.take_changes().empty());

    // The player's death scream (32) takes the first channel.
    c.start(listener_at_origin_facing_east(), thing(things[9]), sim::sfx_pldeth);
    const auto changes = c.take_changes();
    ASSERT_EQ(changes.size(), 2u);
    EXPECT_EQ(changes[0].kind, ChannelChange::Kind::Stop);
    EXPECT_EQ(changes[1].kind, ChannelChange::Kind::Start);
    EXPECT_EQ(changes[1].channel, 0);
    EXPECT_EQ(c.channels()[0].sfx, sim::sfx_pldeth);
}

TEST(ClassicChannels, ANewSoundFromTheSameOriginReplacesTheOld) {
    ClassicChannels c(rules());
    sim::Mobj imp, other;
    c.start(listener_at_origin_facing_east(), thing(imp), sim::sfx_bgsit1);
    c.start(listener_at_origin_facing_east(), thing(other), sim::sfx_pistol);
    c.start(listener_at_origin_facing_east(), thing(imp), sim::sfx_bgdth1);
    int busy = 0;
    for (const Channel& ch : c.channels()) busy += ch.busy();
    EXPECT_EQ(busy, 2);
    EXPECT_EQ(c.channels()[0].sfx, sim::sfx_bgdth1);
    EXPECT_EQ(c.channels()[1].sfx, sim::sfx_pistol);

    // Sectors too: a door closing cuts its opening sound.
    SoundOrigin door;
    door.kind = SoundOrigin::Kind::Sector;
    door.sector = 5;
    door.x = 300 * kUnit;
    c.start(listener_at_origin_facing_east(), door, sim::sfx_doropn);
    c.start(listener_at_origin_facing_east(), door, sim::sfx_dorcls);
    busy = 0;
    for (const Channel& ch : c.channels()) busy += ch.busy();
    EXPECT_EQ(busy, 3);
}

TEST(ClassicChannels, LinkedSoundPlaysItsLinkAtTheLinkVolume) {
    ClassicChannels c(rules());
    c.start(listener_at_origin_facing_east(), SoundOrigin{}, sim::sfx_chgun);
    const auto changes = c.take_changes();
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].lump, sim::sfx_pistol);
    EXPECT_EQ(changes[0].params.pitch, 150);
    EXPECT_EQ(changes[0].params.volume, 120);
}

TEST(ClassicChannels, MovingOriginsAreReplacedEveryTic) {
    ClassicChannels c(rules());
    sim::Mobj fireball;
    fireball.x = 300 * kUnit;
    c.start(listener_at_origin_facing_east(), thing(fireball), sim::sfx_firsht);
    c.take_changes();
    fireball.x = 700 * kUnit;
    fireball.y = 0;
    c.update(listener_at_origin_facing_east());
    auto changes = c.take_changes();
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].kind, ChannelChange::Kind::Adjust);
    EXPECT_EQ(changes[0].params.volume, 120 * 500 / 1000);
    // Out of earshot: the channel stops.
    fireball.x = 1250 * kUnit;
    c.update(listener_at_origin_facing_east());
    changes = c.take_changes();
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].kind, ChannelChange::Kind::Stop);
}

TEST(ClassicChannels, ADoorsSoundIsPlacedAgainAsTheListenerMoves) {
    ClassicChannels c(rules());
    SoundOrigin door;
    door.kind = SoundOrigin::Kind::Sector;
    door.sector = 3;
    door.x = 400 * kUnit;
    c.start(listener_at_origin_facing_east(), door, sim::sfx_doropn);
    EXPECT_EQ(c.take_changes().front().params.separation, 129);  // dead ahead, as above
    // The player walks past: the door is now behind and to the left... then right.
    Listener l = listener_at_origin_facing_east();
    l.x = 400 * kUnit;
    l.y = -300 * kUnit;
    c.update(l);
    auto changes = c.take_changes();
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_LT(changes[0].params.separation, 128);  // north of a player facing east: left
    EXPECT_EQ(changes[0].params.volume, 120 * (1200 - 300) / 1000);
    l.y = 300 * kUnit;
    c.update(l);
    changes = c.take_changes();
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_GT(changes[0].params.separation, 128);
}

TEST(ClassicChannels, ARemovedThingsSoundStopsUnlessFullSounds) {
    ClassicChannels c(rules());
    sim::Mobj barrel;
    barrel.x = 300 * kUnit;
    c.start(listener_at_origin_facing_east(), thing(barrel), sim::sfx_barexp);
    c.stop(thing(barrel), false);
    EXPECT_FALSE(c.channels()[0].busy());

    c.start(listener_at_origin_facing_east(), thing(barrel), sim::sfx_barexp);
    c.stop(thing(barrel), true);
    ASSERT_TRUE(c.channels()[0].busy());
    EXPECT_EQ(c.channels()[0].origin.kind, SoundOrigin::Kind::Point);
    EXPECT_EQ(c.channels()[0].origin.x, 300 * kUnit);
}

TEST(ClassicChannels, TheListenersOwnSoundsAreNotAttenuated) {
    ClassicChannels c(rules());
    sim::Mobj player;
    player.x = 5000 * kUnit;  // far from where the listener is said to be
    Listener l = listener_at_origin_facing_east();
    l.thing = &player;
    c.start(l, thing(player), sim::sfx_pistol);
    const auto changes = c.take_changes();
    ASSERT_EQ(changes.size(), 1u);
    EXPECT_EQ(changes[0].params.volume, 120);
    EXPECT_EQ(changes[0].params.separation, 128);
}

TEST(ClassicChannels, ChannelCountIsTheSetting) {
    ClassicChannels c(rules(64));
    EXPECT_EQ(c.channels().size(), 64u);
    ClassicChannels capped(rules(500));
    EXPECT_EQ(capped.channels().size(), static_cast<std::size_t>(kMostChannels));
}

}  // namespace
}  // namespace audio

namespace audio {
namespace {

TEST(ClassicChannels, ANewLevelStopsPlacedSoundsButNotTheMenus) {
    ClassicChannels c(rules());
    sim::Mobj imp;
    c.start(listener_at_origin_facing_east(), thing(imp), sim::sfx_bgsit1);
    c.start(listener_at_origin_facing_east(), point(100, 0), sim::sfx_swtchn);
    c.start(listener_at_origin_facing_east(), SoundOrigin{}, sim::sfx_pistol);  // a menu sound
    c.stop_positional();
    EXPECT_FALSE(c.channels()[0].busy());
    EXPECT_FALSE(c.channels()[1].busy());
    EXPECT_EQ(c.channels()[2].sfx, sim::sfx_pistol);
}

// SNDINFO's ambient sounds: a volume below full scales the setting's; a
// distance factor of 2 hears a sound as if twice as far; 0 hears it at
// full volume anywhere, centred; a looping sound its place plays already
// is not started again.
TEST(ClassicChannels, AmbientStylesScaleVolumeAndDistanceAndKeepLoops) {
    ClassicChannels c(rules());
    const Listener l = listener_at_origin_facing_east();
    c.start(l, point(100, 0), sim::sfx_pistol, {64, kUnit, false});
    EXPECT_EQ(c.take_changes().front().params.volume, 15 * 8 * 64 / 127);  // 60

    c.start(l, point(300, 0), sim::sfx_pistol, {127, 2 * kUnit, false});
    EXPECT_EQ(c.take_changes().back().params.volume, 120 * 600 / 1000);  // heard from 600
    c.start(l, point(700, 0), sim::sfx_pistol, {127, 2 * kUnit, false});
    EXPECT_TRUE(c.take_changes().empty());  // 1400: out of earshot

    ClassicChannels loops(rules());
    loops.start(l, point(0, 5000), sim::sfx_shotgn, {127, 0, true});
    const auto started = loops.take_changes();
    ASSERT_EQ(started.size(), 1u);
    EXPECT_EQ(started[0].params.volume, 120);
    EXPECT_EQ(started[0].params.separation, kNormalSeparation);
    EXPECT_TRUE(started[0].loop);
    loops.start(l, point(0, 5000), sim::sfx_shotgn, {127, 0, true});
    EXPECT_TRUE(loops.take_changes().empty());  // still looping: left as it is
    loops.update(l);
    EXPECT_TRUE(loops.take_changes().empty());  // no distance to follow
}

}  // namespace
}  // namespace audio
