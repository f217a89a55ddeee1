// Savegames: a game saved part-way through a demo and loaded into another
// world plays the rest of the demo tic for tic as the original world does
// (whether or not the simulation is yet in sync with the oracle), and
// damaged files are refused with a message, leaving the world as it was.
#include <gtest/gtest.h>
#include <zlib.h>

#include <cstdint>
#include <filesystem>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/file_io.h"
#include "sim/definitions.h"
#include "sim/demo.h"
#include "support/demo_runner.h"
#include "sim/game.h"
#include "sim/hash.h"
#include "sim/savegame.h"
#include "sim/trace.h"
#include "sim/world.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

constexpr int kReplayTics = 300;

struct Case {
    const char* demo;
    const char* iwad;
    int save_tic;  // tics played before saving
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.demo << " at tic " << c.save_tic; }

// What a tic left behind: the whole-state digest and the oracle trace line.
struct TicState {
    std::uint32_t hash = 0;
    std::string trace;
};

void run_tics(sim::World& w, const sim::LevelSource& source, const sim::Demo& demo, int from, int to,
              std::vector<TicState>* record = nullptr) {
    for (int tic = from; tic < to && tic < static_cast<int>(demo.tics.size()); ++tic) {
        sim::run_tic(w, source, demo.tics[static_cast<std::size_t>(tic)]);
        if (record) record->push_back({sim::world_hash(w), sim::trace_line(w, tic)});
    }
}

// A world `tics` tics into the demo.
std::unique_ptr<sim::World> played(const sim::Definitions& defs, const sim::LevelSource& source,
                                   const sim::Demo& demo, int tics) {
    auto w = std::make_unique<sim::World>(defs);
    sim::new_game(*w, source, demo.options);
    run_tics(*w, source, demo, 0, tics);
    return w;
}

void expect_same_tics(const std::vector<TicState>& expected, const std::vector<TicState>& actual, int first_tic) {
    ASSERT_EQ(expected.size(), actual.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        if (expected[i].hash == actual[i].hash && expected[i].trace == actual[i].trace) continue;
        FAIL() << "the loaded game differs at tic " << first_tic + static_cast<int>(i) << "\n  saved-on: "
               << expected[i].trace << " (hash " << expected[i].hash << ")\n  loaded:   " << actual[i].trace
               << " (hash " << actual[i].hash << ")";
    }
}

class SavegameReplay : public ::testing::TestWithParam<Case> {};

TEST_P(SavegameReplay, LoadedGamePlaysOnIdentically) {
    const Case& c = GetParam();
    const test_support::IwadData& iwad = test_support::iwad_data(c.iwad);
    const sim::WadLevelSource& source = *iwad.source;
    // A name with a folder is under tests/data (the Boom/MBF/MBF21 demos), else an oracle demo.
    const std::filesystem::path file(c.demo);
    const sim::Demo demo =
        test_support::oracle_demo(file.has_parent_path() ? test_support::data_dir() / file : file, iwad);
    const sim::Definitions& defs = iwad.defs;

    auto original = played(defs, source, demo, c.save_tic);
    const std::vector<std::uint8_t> bytes = sim::save_game(*original, "replay");
    const std::uint32_t hash_at_save = sim::world_hash(*original);
    std::vector<TicState> expected;
    run_tics(*original, source, demo, c.save_tic, c.save_tic + kReplayTics, &expected);

    sim::World loaded(defs);
    sim::load_game(loaded, source, bytes, "replay.bsg");
    EXPECT_EQ(sim::world_hash(loaded), hash_at_save);
    // Ids, removed objects and list orders come back as they were saved.
    EXPECT_EQ(sim::save_game(loaded, "replay"), bytes);
    std::vector<TicState> actual;
    run_tics(loaded, source, demo, c.save_tic, c.save_tic + kReplayTics, &actual);
    expect_same_tics(expected, actual, c.save_tic);
}

std::string case_name(const ::testing::TestParamInfo<Case>& info) {
    std::string name = std::string(info.param.demo) + "_tic" + std::to_string(info.param.save_tic);
    name = name.substr(0, name.find(".lmp")) + name.substr(name.find(".lmp") + 4);
    for (char& ch : name)
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
    return name;
}

INSTANTIATE_TEST_SUITE_P(SavegameOracle, SavegameReplay,
                         ::testing::Values(Case{"monkey-freedoom2-map01-uv.lmp", "freedoom2.wad", 50},
                                           Case{"monkey-freedoom2-map01-uv.lmp", "freedoom2.wad", 400},
                                           Case{"monkey-freedoom2-map01-uv.lmp", "freedoom2.wad", 1200},
                                           Case{"freedoom1-demo1.lmp", "freedoom1.wad", 300},
                                           Case{"monkey-freedoom2-map03-coop2.lmp", "freedoom2.wad", 500},
                                           Case{"freedoom2-demo2.lmp", "freedoom2.wad", 3662},
                                           // Boom's generators and the MBF21 options come back too.
                                           Case{"complevel/boom-map01.lmp", "freedoom2.wad", 200},
                                           Case{"complevel/mbf21-map01.lmp", "freedoom2.wad", 350},
                                           // Boom's scrollers, friction and pushers (ice at tic 80,
                                           // the accelerative carry at 240).
                                           Case{"boom-thinkers/boom-thinkers-boom.lmp",
                                                "freedoom2.wad+../boom-thinkers/boom-thinkers.wad", 80},
                                           Case{"boom-thinkers/boom-thinkers-mbf.lmp",
                                                "freedoom2.wad+../boom-thinkers/boom-thinkers.wad", 240},
                                           // A point puller pulling (its thing saved by reference).
                                           Case{"boom-points/boom-points-mbf.lmp",
                                                "freedoom2.wad+../boom-points/boom-points.wad", 70}),
                         case_name);

// 3662 tics into this demo the last explosion's centre (tm.bombspot) is a
// rocket already removed; the loaded world has it too, still removed.
TEST(SavegameRemoved, RemovedThingStillPointedAtComesBack) {
    const test_support::IwadData& iwad = test_support::iwad_data("freedoom2.wad");
    const sim::Demo demo = test_support::oracle_demo("freedoom2-demo2.lmp", iwad);
    auto original = played(iwad.defs, *iwad.source, demo, 3662);
    const sim::Mobj* gone = original->tm.bombspot;
    ASSERT_TRUE(gone && gone->removed());

    sim::World loaded(iwad.defs);
    sim::load_game(loaded, *iwad.source, sim::save_game(*original, "removed"), "removed.bsg");
    const sim::Mobj* back = loaded.tm.bombspot;
    ASSERT_NE(back, nullptr);
    EXPECT_TRUE(back->removed());
    EXPECT_EQ(back->type, gone->type);
    EXPECT_EQ(back->x, gone->x);
    EXPECT_EQ(back->y, gone->y);
    EXPECT_EQ(back->state, gone->state);
    EXPECT_EQ(back->target != nullptr, gone->target != nullptr);
}

// ---- damaged files ----

// A game 400 tics into MAP01, and its save.
class SavegameDamage : public ::testing::Test {
protected:
    SavegameDamage()
        : iwad_(test_support::iwad_data("freedoom2.wad")),
          defs_(iwad_.defs),
          source_(*iwad_.source),
          demo_(test_support::oracle_demo("monkey-freedoom2-map01-uv.lmp", iwad_)),
          world_(played(defs_, source_, demo_, 400)),
          bytes_(sim::save_game(*world_, "damage")) {}

    // The load error for `bytes`, checking that a world in the middle of
    // another game is left exactly as it was.
    // `source` is where the load takes its level from (the WAD's by default).
    std::string load_error(const std::vector<std::uint8_t>& bytes) { return load_error(bytes, source_); }
    std::string load_error(const std::vector<std::uint8_t>& bytes, const sim::LevelSource& source) {
        auto victim = played(defs_, source_, demo_, 100);
        const std::vector<std::uint8_t> before = sim::save_game(*victim, "victim");
        std::string message;
        try {
            sim::load_game(*victim, source, bytes, "damaged.bsg");
            ADD_FAILURE() << "a damaged savegame was accepted";
        } catch (const base::Error& e) {
            message = e.what();
        }
        EXPECT_EQ(sim::save_game(*victim, "victim"), before) << "the failed load changed the world";
        EXPECT_EQ(message.rfind("damaged.bsg: ", 0), 0u) << message;
        return message;
    }

    // Recomputes the trailing checksum after an edit, so the edit itself is
    // what the loader meets.
    static void reseal(std::vector<std::uint8_t>& bytes) {
        const uLong crc = crc32(crc32(0, nullptr, 0), bytes.data(), static_cast<uInt>(bytes.size() - 4));
        put32(bytes, bytes.size() - 4, static_cast<std::uint32_t>(crc));
    }

    static void put32(std::vector<std::uint8_t>& bytes, std::size_t at, std::uint32_t v) {
        for (int i = 0; i < 4; ++i) bytes[at + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v >> (8 * i));
    }

    const test_support::IwadData& iwad_;
    const sim::Definitions& defs_;
    const sim::WadLevelSource& source_;
    const sim::Demo demo_;
    std::unique_ptr<sim::World> world_;
    const std::vector<std::uint8_t> bytes_;
};

TEST_F(SavegameDamage, BadSignature) {
    auto bytes = bytes_;
    bytes[0] = 'X';
    EXPECT_NE(load_error(bytes).find("BRIMSAVE"), std::string::npos);
    EXPECT_NE(load_error({}).find("BRIMSAVE"), std::string::npos);
}

TEST_F(SavegameDamage, WrongVersion) {
    auto bytes = bytes_;
    put32(bytes, 8, 99);
    EXPECT_NE(load_error(bytes).find("version 99"), std::string::npos);
}

// Saves of the version before (version 8: no Boom scrollers, friction or
// pushers) are refused, saying why.
TEST_F(SavegameDamage, PreviousVersionIsRefused) {
    auto bytes = bytes_;
    const std::uint32_t previous = sim::kSaveVersion - 1;
    put32(bytes, 8, previous);
    const std::string expected =
        "version " + std::to_string(previous) + "; this build reads version " + std::to_string(sim::kSaveVersion);
    EXPECT_NE(load_error(bytes).find(expected), std::string::npos);
}

TEST_F(SavegameDamage, Truncated) {
    for (std::size_t size : {std::size_t{12}, bytes_.size() / 2, bytes_.size() - 1}) {
        const std::vector<std::uint8_t> bytes(bytes_.begin(), bytes_.begin() + static_cast<std::ptrdiff_t>(size));
        EXPECT_NE(load_error(bytes).find("truncated"), std::string::npos) << size;
    }
}

TEST_F(SavegameDamage, TrailingBytes) {
    auto bytes = bytes_;
    bytes.push_back(0);
    EXPECT_NE(load_error(bytes).find("unexpected bytes"), std::string::npos);
}

TEST_F(SavegameDamage, BadChecksum) {
    auto bytes = bytes_;
    bytes[bytes.size() / 2] ^= 0x10;
    EXPECT_NE(load_error(bytes).find("checksum"), std::string::npos);
}

TEST_F(SavegameDamage, AbsurdCount) {
    auto bytes = bytes_;
    put32(bytes, 16, 0x7fffffff);  // the description's length
    reseal(bytes);
    EXPECT_NE(load_error(bytes).find("more than the rest of the file"), std::string::npos);
}

// Any value in any field, checksum made right: refused with a message, or
// loaded and playable (the sanitizers of the test build watch both).
TEST_F(SavegameDamage, RandomDamageIsRefusedOrPlayable) {
    std::uint32_t seed = 1;
    auto next = [&seed] {
        seed = seed * 1664525u + 1013904223u;
        return seed >> 8;
    };
    for (int round = 0; round < 200; ++round) {
        auto bytes = bytes_;
        put32(bytes, 16 + next() % (bytes.size() - 24), next() % 3 == 0 ? 0xffffffffu - next() % 4 : next());
        reseal(bytes);
        sim::World w(defs_);
        try {
            sim::load_game(w, source_, bytes, "damaged.bsg");
        } catch (const base::Error&) {
            continue;
        }
        run_tics(w, source_, demo_, 400, 435);
    }
}

TEST_F(SavegameDamage, ObjectIdOutOfRange) {
    // Where player 1's body is saved: the one place two saves differ when
    // only that pointer does.
    sim::Player& player = world_->players[0];
    sim::Mobj* body = player.mo;
    player.mo = nullptr;
    const std::vector<std::uint8_t> other = sim::save_game(*world_, "damage");
    player.mo = body;
    ASSERT_EQ(other.size(), bytes_.size());
    std::size_t at = 0;
    while (at < bytes_.size() && bytes_[at] == other[at]) ++at;
    // The first differing byte starts the id unless the id's low byte is
    // 0xff, as "none" (-1) is.
    ASSERT_NE(bytes_[at], 0xff);

    auto bytes = bytes_;
    put32(bytes, at, 999999);
    reseal(bytes);
    EXPECT_NE(load_error(bytes).find("object id 999999 out of range"), std::string::npos);
}

// A level source whose maps differ from the WAD's by one vertex.
class EditedLevels final : public sim::LevelSource {
public:
    explicit EditedLevels(const sim::LevelSource& wad) : wad_(wad) {}
    map::Level load(int episode, int map) const override {
        map::Level level = wad_.load(episode, map);
        level.vertices.at(0).x += base::kFracUnit;
        return level;
    }
    const sim::TextureNumbers& textures() const override { return wad_.textures(); }

private:
    const sim::LevelSource& wad_;
};

// A level source whose texture numbering differs from the WAD's: two
// textures trade numbers, as when a PWAD's TEXTURE1 lists them the other
// way round. The level is the same; a save's texture numbers would not be.
class RenumberedTextures final : public sim::LevelSource {
public:
    explicit RenumberedTextures(const sim::LevelSource& wad) : wad_(wad), numbers_(wad.textures()) {
        auto first = numbers_.textures.begin();
        auto second = std::next(first);
        while (second != numbers_.textures.end() && second->second == first->second) ++second;
        if (second != numbers_.textures.end()) std::swap(first->second, second->second);
    }
    map::Level load(int episode, int map) const override { return wad_.load(episode, map); }
    const sim::TextureNumbers& textures() const override { return numbers_; }

private:
    const sim::LevelSource& wad_;
    sim::TextureNumbers numbers_;
};

TEST_F(SavegameDamage, RenumberedTexturesAreRefused) {
    const RenumberedTextures renumbered(source_);
    ASSERT_NE(renumbered.textures().textures, source_.textures().textures);
    EXPECT_NE(load_error(bytes_, renumbered).find("another WAD"), std::string::npos);
}

TEST_F(SavegameDamage, AnotherWadIsRefused) {
    sim::World w(defs_);
    const EditedLevels edited(source_);
    try {
        sim::load_game(w, edited, bytes_, "other.bsg");
        FAIL() << "a save made on another WAD was accepted";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("another WAD"), std::string::npos) << e.what();
    }
}

}  // namespace
