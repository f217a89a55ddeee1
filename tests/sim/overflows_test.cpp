// The registry of vanilla limits: what a world reports once some fired.
#include "sim/overflows.h"

#include <gtest/gtest.h>

namespace {

using sim::Overflow;

TEST(Overflows, ReportNamesWhatFiredAndWhetherItIsEmulated) {
    sim::OverflowLog log;
    EXPECT_FALSE(log.any());
    EXPECT_EQ(log.describe(), "none");
    log.note(Overflow::Intercepts);
    log.note(Overflow::Spechit);
    log.note(Overflow::Spechit);
    EXPECT_TRUE(log.any());
    EXPECT_TRUE(log.fired(Overflow::Spechit));
    EXPECT_FALSE(log.fired(Overflow::ActivePlats));
    EXPECT_EQ(log.describe(), "spechit (emulated), intercepts (not emulated)");
}

TEST(Overflows, EveryKindHasAName) {
    for (std::size_t i = 0; i < sim::kOverflowCount; ++i)
        EXPECT_FALSE(sim::overflow_info(static_cast<Overflow>(i)).name.empty()) << i;
}

}  // namespace
