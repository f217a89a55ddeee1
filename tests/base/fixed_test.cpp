// 16.16 fixed-point multiply and divide, checked against values computed
// independently in Python with exact integers:
//   mul(a, b) = wrap32((a * b) >> 16)        (>> floors, as an arithmetic shift)
//   div(a, b) = wrap32(trunc(a * 65536 / b)) unless the original's guard saturates
#include <gtest/gtest.h>

#include <climits>
#include <cstdint>

#include "base/fixed.h"

namespace {

using base::fixed_div;
using base::fixed_mul;
using base::kFracUnit;

TEST(FixedMul, ProductsOfWholeAndFractionalValues) {
    EXPECT_EQ(fixed_mul(3 * kFracUnit, 4 * kFracUnit), 786432);   // 3.0 * 4.0 = 12.0
    EXPECT_EQ(fixed_mul(-3 * kFracUnit, 4 * kFracUnit), -786432);
    EXPECT_EQ(fixed_mul(kFracUnit / 2, kFracUnit / 2), 16384);   // 0.5 * 0.5 = 0.25
    EXPECT_EQ(fixed_mul(123456789, 987654), 1860543693);
}

TEST(FixedMul, NegativeResultsRoundTowardMinusInfinity) {
    // The shift is arithmetic: -1/65536 * 1/65536 is -1, not 0.
    EXPECT_EQ(fixed_mul(-1, 1), -1);
    EXPECT_EQ(fixed_mul(-1, kFracUnit), -1);
}

TEST(FixedMul, OverflowWrapsToThirtyTwoBits) {
    EXPECT_EQ(fixed_mul(INT32_MAX, INT32_MAX), -65536);
    EXPECT_EQ(fixed_mul(INT32_MIN, INT32_MIN), 0);
    EXPECT_EQ(fixed_mul(INT32_MIN, kFracUnit), INT32_MIN);
}

TEST(FixedDiv, QuotientsTruncateTowardZero) {
    EXPECT_EQ(fixed_div(3 * kFracUnit, 4 * kFracUnit), 49152);    // 0.75
    EXPECT_EQ(fixed_div(-3 * kFracUnit, 4 * kFracUnit), -49152);
    EXPECT_EQ(fixed_div(kFracUnit, 3 * kFracUnit), 21845);        // 1/3, truncated
    EXPECT_EQ(fixed_div(-kFracUnit, 3 * kFracUnit), -21845);      // toward zero, not -21846
    EXPECT_EQ(fixed_div(7 * kFracUnit, -2 * kFracUnit), -229376);  // -3.5
    EXPECT_EQ(fixed_div(123456789, 987654), 8192002);
    EXPECT_EQ(fixed_div(5, INT32_MAX), 0);
}

TEST(FixedDiv, SaturatesWhenTheGuardTrips) {
    // (|a| >> 14) >= |b|: 2^30 >> 14 is 65536, equal to b = 1.0.
    EXPECT_EQ(fixed_div(1 << 30, kFracUnit), INT32_MAX);
    EXPECT_EQ(fixed_div(-(1 << 30), kFracUnit), INT32_MIN);
    EXPECT_EQ(fixed_div(1 << 30, -kFracUnit), INT32_MIN);
    EXPECT_EQ(fixed_div(-(1 << 30), -kFracUnit), INT32_MAX);
    // One more in the divisor and the guard lets the true quotient through.
    EXPECT_EQ(fixed_div(1 << 30, kFracUnit + 1), 1073725440);
    EXPECT_EQ(fixed_div(-(1 << 30), kFracUnit + 1), -1073725440);
    // 131071 < 131073: just below the guard, the largest numerator still divides.
    EXPECT_EQ(fixed_div(INT32_MAX, (1 << 17) + 1), 1073733631);
    // |INT32_MIN| is itself INT32_MIN, so any a's shifted value is >= it.
    EXPECT_EQ(fixed_div(INT32_MAX, INT32_MIN), INT32_MIN);
}

TEST(FixedDiv, DivisionByZeroSaturatesBySign) {
    EXPECT_EQ(fixed_div(5, 0), INT32_MAX);
    EXPECT_EQ(fixed_div(0, 0), INT32_MAX);  // 0 >> 14 >= 0, and 0 ^ 0 is not negative
    EXPECT_EQ(fixed_div(-5, 0), INT32_MIN);
    EXPECT_EQ(fixed_div(INT32_MAX, 0), INT32_MAX);
    EXPECT_EQ(fixed_div(INT32_MIN, 0), INT32_MIN);
}

TEST(FixedDiv, MostNegativeNumerator) {
    // |INT32_MIN| wraps to INT32_MIN, whose shift (-131072) never reaches a
    // positive divisor, so the division runs and its result wraps to 32 bits.
    EXPECT_EQ(fixed_div(INT32_MIN, kFracUnit), INT32_MIN);
    EXPECT_EQ(fixed_div(INT32_MIN, 1), 0);
    EXPECT_EQ(fixed_div(INT32_MIN, 3), 1431655766);
    EXPECT_EQ(fixed_div(INT32_MIN, (1 << 17) + 5), -1073700865);
    EXPECT_EQ(fixed_div(INT32_MIN, INT32_MIN), INT32_MAX);
}

}  // namespace
