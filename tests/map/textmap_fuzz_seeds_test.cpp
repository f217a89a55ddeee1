// The TEXTMAP fuzz target's seeds (tests/fuzz/corpus/textmap) are valid
// maps, so fuzzing starts from inputs that reach every stage of loading.
#include <gtest/gtest.h>

#include <filesystem>

#include "base/file_io.h"
#include "map/udmf_map_loader.h"

namespace {

TEST(TextmapFuzzSeeds, EachSeedLoadsAsTheSquareRoom) {
    int seeds = 0;
    for (const auto& entry : std::filesystem::directory_iterator(BRIMSTONE_SOURCE_DIR "/tests/fuzz/corpus/textmap")) {
        SCOPED_TRACE(entry.path().string());
        const std::vector<std::uint8_t> bytes = base::read_file(entry.path());
        // fuzz::split's layout: a 16-bit length and TEXTMAP, then ZNODES.
        ASSERT_GE(bytes.size(), 2u);
        const std::size_t text_size = bytes[0] | (bytes[1] << 8);
        ASSERT_LE(2 + text_size, bytes.size());
        map::UdmfLumps lumps;
        lumps.name = "MAP01";
        lumps.where = "seed: MAP01";
        lumps.textmap = std::span(bytes).subspan(2, text_size);
        lumps.znodes = std::span(bytes).subspan(2 + text_size);
        const map::Level level = map::load_udmf_level(lumps);
        EXPECT_EQ(level.lines.size(), 4u);
        EXPECT_EQ(level.segs.size(), 4u);
        EXPECT_EQ(level.lines[0].tag, 2);
        EXPECT_EQ(level.extensions.sectors[0].lightcolor, 0xff8000);
        if (entry.path().filename() == "room-segs") {  // its brimstone_segs list applied
            EXPECT_EQ(level.segs[0].angle, 0x40000000u);
            EXPECT_EQ(level.segs[3].offset, -5 * base::kFracUnit);
        }
        ++seeds;
    }
    EXPECT_EQ(seeds, 4);
}

}  // namespace
