// The animated doors of ANIMDEFS, as ZDoom's ParseAnimatedDoor reads them:
// `animateddoor TEXTURE` then any of `opensound`/`closesound` (a sound
// sequence's name), `pic` (a texture's name, or a number counted from the
// door's texture, 1 being the door's own) and `allowdecals`, up to the
// next block's word; the lump's other blocks are not doors.
#include "assets/animdefs_doors.h"

#include <gtest/gtest.h>

#include <string>
#include <variant>

namespace {

using assets::AnimatedDoorDef;
using assets::parse_animated_doors;
using Frames = std::vector<std::variant<std::string, int>>;

TEST(AnimdefsDoors, DoorsAmongTheOtherBlocks) {
    const std::string text = R"(// Strife's doors, and a flat between them
flat NUKAGE1 range NUKAGE3 tics 8
animateddoor DORSTN01
    opensound "DoorOpenSmallThud" closesound DoorCloseSmallThud
    pic 1 pic 2 /* the numbers count from the door */ pic 3
texture SLADRIP1
    pic SLADRIP1 tics 4
    pic SLADRIP2 tics 4
AnimatedDoor "dorwl01"
    allowdecals
    pic DORWL02 pic dorwl03
)";
    testing::internal::CaptureStderr();
    const std::vector<AnimatedDoorDef> doors = parse_animated_doors(text, "test.wad: lump ANIMDEFS");
    EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
    ASSERT_EQ(doors.size(), 2u);
    EXPECT_EQ(doors[0].texture, "DORSTN01");
    EXPECT_EQ(doors[0].frames, (Frames{1, 2, 3}));
    EXPECT_EQ(doors[1].texture, "DORWL01");
    EXPECT_EQ(doors[1].frames, (Frames{std::string("DORWL02"), std::string("DORWL03")}));
}

TEST(AnimdefsDoors, WhatCannotBeReadIsNamedWithItsLine) {
    testing::internal::CaptureStderr();
    const std::vector<AnimatedDoorDef> doors =
        parse_animated_doors("animateddoor DOOR1 pic 1\npic {\nanimateddoor\n", "my.wad: lump ANIMDEFS");
    const std::string err = testing::internal::GetCapturedStderr();
    EXPECT_NE(err.find("my.wad: lump ANIMDEFS: line 2: expected a texture or a number after pic"), std::string::npos)
        << err;
    EXPECT_NE(err.find("expected the door's texture after animateddoor"), std::string::npos) << err;
    ASSERT_EQ(doors.size(), 1u) << "the first door, as far as it was read";
    EXPECT_EQ(doors[0].frames, (Frames{1}));
}

}  // namespace
