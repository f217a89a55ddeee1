#include "base/trig_tables.h"

#include <cstdint>
#include <cstdlib>
#include <numeric>

#include <gtest/gtest.h>

namespace {

using base::angle_t;
using base::fixed_t;

// Sums of whole tables, weighted by (index + 1) so that order matters too.
// Computed by a separate Python script over the tables compiled into the
// chocolate-doom 3.0 binary (Debian package), not over our generated file.
template <typename T, std::size_t N>
std::int64_t weighted_sum(const std::array<T, N>& table) {
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < N; ++i) sum += static_cast<std::int64_t>(i + 1) * table[i];
    return sum;
}

TEST(TrigTables, KnownEntries) {
    EXPECT_EQ(base::kFineSine[0], 25);
    EXPECT_EQ(base::kFineSine[1], 75);
    EXPECT_EQ(base::kFineTangent[0], -170910304);
    EXPECT_EQ(base::kFineTangent[1], -56965752);
    EXPECT_EQ(base::kFineTangent[2048], 25);
    EXPECT_EQ(base::kFineTangent[4095], 170910304);
    EXPECT_EQ(base::kTanToAngle[0], 0u);
    EXPECT_EQ(base::kTanToAngle[1], 333772u);
    EXPECT_EQ(base::kTanToAngle[2048], 0x20000000u);
}

TEST(TrigTables, Checksums) {
    EXPECT_EQ(std::accumulate(base::kFineSine.begin(), base::kFineSine.end(), std::int64_t{0}),
              85444615);
    EXPECT_EQ(weighted_sum(base::kFineSine), 111445532230);
    EXPECT_EQ(weighted_sum(base::kFineTangent), 2955156920136);
    EXPECT_EQ(weighted_sum(base::kTanToAngle), 819423954476946);
}

// The original table was computed in limited precision, so it is not exactly
// symmetric: these pairs differ by one. A table recomputed with <cmath> would
// get them "right" and desync demos.
TEST(TrigTables, KeepsTheOriginalRoundingQuirks) {
    EXPECT_EQ(base::kFineSine[51], 2587);
    EXPECT_EQ(base::kFineSine[51 + 4096], -2588);
    EXPECT_EQ(base::kFineSine[1080], 48305);
    EXPECT_EQ(base::kFineSine[4095 - 1080], 48304);
    for (unsigned i = 0; i < base::kFineAngles / 2; ++i)
        ASSERT_LE(std::abs(base::kFineSine[i] + base::kFineSine[i + base::kFineAngles / 2]), 1) << i;
}

TEST(TrigTables, TangentIsAntisymmetric) {
    for (unsigned i = 0; i < base::kFineTangent.size(); ++i)
        ASSERT_EQ(base::kFineTangent[i], -base::kFineTangent[base::kFineTangent.size() - 1 - i]) << i;
}

TEST(TrigTables, CosineIsSineAQuarterTurnOn) {
    EXPECT_EQ(base::fine_cosine(0), 65535);
    EXPECT_EQ(base::fine_cosine(0), base::kFineSine[2048]);
    EXPECT_EQ(base::fine_cosine(base::kFineMask), base::kFineSine[base::kFineMask + 2048]);
    EXPECT_EQ(base::fine_sine(2048), base::fine_cosine(0));
}

TEST(TrigTables, AngleToFineIndex) {
    // 90 degrees is a quarter of the fine table.
    EXPECT_EQ(base::kAng90 >> base::kAngleToFineShift, base::kFineAngles / 4);
    EXPECT_EQ(base::kFineMask, 8191u);
    EXPECT_EQ(base::kDBits, 5);
    EXPECT_EQ(base::kSlopeRange, 2048);
}

TEST(TrigTables, SlopeDiv) {
    EXPECT_EQ(base::slope_div(100, 511), base::kSlopeRange);  // tiny denominator
    EXPECT_EQ(base::slope_div(0, 1000), 0);
    EXPECT_EQ(base::slope_div(1000, 2000), 1142);  // 8000 / 7
    EXPECT_EQ(base::slope_div(0x10000, 0x10000), base::kSlopeRange);
    EXPECT_EQ(base::slope_div(0x8000, 0x10000), 1024);
    EXPECT_EQ(base::slope_div(100000, 1000), base::kSlopeRange);  // saturates
    // num << 3 wraps in 32 bits as on the original hardware.
    EXPECT_EQ(base::slope_div(0x40000000u, 0x80000000u), 0);
    // The index it returns always stays inside kTanToAngle.
    EXPECT_EQ(base::tan_to_angle(static_cast<unsigned>(base::slope_div(7, 3))), base::kAng45);
}

}  // namespace
