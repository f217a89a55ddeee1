#include "base/random.h"

#include <numeric>

#include <gtest/gtest.h>

namespace {

TEST(Random, TableFacts) {
    EXPECT_EQ(base::kRandomTable[0], 0);
    EXPECT_EQ(base::kRandomTable[1], 8);
    EXPECT_EQ(base::kRandomTable[2], 109);
    EXPECT_EQ(base::kRandomTable[255], 249);
    // Computed by a separate Python script over the table compiled into the
    // chocolate-doom 3.0 binary (Debian package).
    EXPECT_EQ(std::accumulate(base::kRandomTable.begin(), base::kRandomTable.end(), 0), 32986);
    int weighted = 0;
    for (int i = 0; i < 256; ++i) weighted += (i + 1) * base::kRandomTable[i];
    EXPECT_EQ(weighted, 4258368);
}

TEST(Random, PRandomStartsAtTheSecondEntry) {
    base::RandomState rng;
    EXPECT_EQ(rng.p_random(), 8);
    EXPECT_EQ(rng.p_random(), 109);
    EXPECT_EQ(rng.p_random(), 220);
    EXPECT_EQ(rng.prnd_index, 3);
}

TEST(Random, TheTwoCursorsAreIndependent) {
    base::RandomState rng;
    rng.p_random();
    rng.p_random();
    EXPECT_EQ(rng.m_random(), 8);
    EXPECT_EQ(rng.rnd_index, 1);
    EXPECT_EQ(rng.prnd_index, 2);
    EXPECT_EQ(rng.p_random(), 220);
}

TEST(Random, WrapsAfter256Draws) {
    base::RandomState rng;
    for (int i = 1; i < 256; ++i) ASSERT_EQ(rng.m_random(), base::kRandomTable[i]);
    EXPECT_EQ(rng.m_random(), 0);  // index 256 & 0xff == 0
    EXPECT_EQ(rng.rnd_index, 0);
    EXPECT_EQ(rng.m_random(), 8);
}

TEST(Random, ClearResetsBothCursors) {
    base::RandomState rng;
    rng.p_random();
    rng.m_random();
    rng.m_random();
    rng.clear();
    EXPECT_EQ(rng.prnd_index, 0);
    EXPECT_EQ(rng.rnd_index, 0);
    EXPECT_EQ(rng.p_random(), 8);
    EXPECT_EQ(rng.m_random(), 8);
}

TEST(Random, IsAValueType) {
    base::RandomState a;
    a.p_random();
    base::RandomState b = a;  // a saved game or a demo checkpoint copies it
    EXPECT_EQ(a.p_random(), b.p_random());
}

}  // namespace
