// Which level a game runs at: -complevel, then a COMPLVL lump, then the
// compat.complevel setting, whose "auto" follows the WAD (UMAPINFO: MBF21).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "base/error.h"
#include "base/log.h"
#include "sim/complevel_choice.h"
#include "wad/archive.h"

namespace {

using sim::CompLevel;

// A PWAD of the named lumps, written as the format lays it out.
wad::Archive pwad(const std::vector<std::pair<std::string, std::string>>& lumps) {
    std::vector<std::uint8_t> b = {'P', 'W', 'A', 'D', 0, 0, 0, 0, 0, 0, 0, 0};
    auto put32 = [&](std::size_t at, std::uint32_t v) {
        for (int i = 0; i < 4; ++i) b[at + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(v >> (8 * i));
    };
    std::vector<std::uint32_t> offsets;
    for (const auto& [name, data] : lumps) {
        offsets.push_back(static_cast<std::uint32_t>(b.size()));
        b.insert(b.end(), data.begin(), data.end());
    }
    put32(4, static_cast<std::uint32_t>(lumps.size()));
    put32(8, static_cast<std::uint32_t>(b.size()));
    for (std::size_t i = 0; i < lumps.size(); ++i) {
        const std::size_t at = b.size();
        b.resize(at + 16, 0);
        put32(at, offsets[i]);
        put32(at + 4, static_cast<std::uint32_t>(lumps[i].second.size()));
        for (std::size_t c = 0; c < lumps[i].first.size() && c < 8; ++c)
            b[at + 8 + c] = static_cast<std::uint8_t>(lumps[i].first[c]);
    }
    wad::Archive archive;
    archive.add_file(wad::File::parse("test.wad", std::move(b)));
    return archive;
}

TEST(ComplevelChoice, ComplvlLumpNamesTheLevel) {
    EXPECT_EQ(sim::wad_complevel(pwad({{"COMPLVL", "MBF21"}})), CompLevel::Mbf21);
    EXPECT_EQ(sim::wad_complevel(pwad({{"COMPLVL", "boom\n"}})), CompLevel::Boom);
    EXPECT_EQ(sim::wad_complevel(pwad({{"COMPLVL", "Vanilla"}})), CompLevel::Vanilla);
    EXPECT_EQ(sim::wad_complevel(pwad({{"COMPLVL", " mbf "}})), CompLevel::Mbf);
    EXPECT_FALSE(sim::wad_complevel(pwad({{"TEXTURE1", "x"}})));
    base::set_log_quiet(true);
    // Anything else is ignored with a warning; numbers are not COMPLVL words.
    EXPECT_FALSE(sim::wad_complevel(pwad({{"COMPLVL", "9"}})));
    EXPECT_FALSE(sim::wad_complevel(pwad({{"COMPLVL", "boom boom"}})));
    EXPECT_FALSE(sim::wad_complevel(pwad({{"COMPLVL", std::string("\xff\x00\x01", 3)}})));
    EXPECT_FALSE(sim::wad_complevel(pwad({{"COMPLVL", ""}})));
    base::set_log_quiet(false);
}

TEST(ComplevelChoice, Precedence) {
    const wad::Archive plain = pwad({{"TEXTURE1", "x"}});
    const wad::Archive boom = pwad({{"COMPLVL", "boom"}});
    const wad::Archive umapinfo = pwad({{"UMAPINFO", "map MAP01 { }"}});
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "auto", plain), CompLevel::Vanilla);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "auto", umapinfo), CompLevel::Mbf21);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "auto", boom), CompLevel::Boom);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "mbf", plain), CompLevel::Mbf);
    // Maps made for ZDoom (UDMF's zdoom or hexen namespace) play in Boom's and MBF's world.
    const auto udmf = [](const std::string& text) {
        return pwad({{"MAP01", ""}, {"TEXTMAP", text}, {"ENDMAP", ""}});
    };
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "auto", udmf("namespace = \"zdoom\";")), CompLevel::Mbf21);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "auto", udmf("// a map\n/* made */ NAMESPACE=\"Hexen\";")),
              CompLevel::Mbf21);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "auto", udmf("namespace = \"doom\";")), CompLevel::Vanilla);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "auto", udmf("/* never closed")), CompLevel::Vanilla);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "vanilla", udmf("namespace = \"zdoom\";")), CompLevel::Vanilla);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "mbf", boom), CompLevel::Boom);        // COMPLVL over the setting
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "vanilla", umapinfo), CompLevel::Vanilla);
    EXPECT_EQ(sim::choose_complevel(std::string("21"), "vanilla", boom), CompLevel::Mbf21);  // -complevel first
    try {
        sim::choose_complevel(std::string("10"), "auto", plain);
        ADD_FAILURE() << "-complevel 10 accepted";
    } catch (const base::Error& e) {
        EXPECT_NE(std::string(e.what()).find("-complevel: '10' is not a compatibility level"), std::string::npos)
            << e.what();
    }
}

std::string gameconf(const std::string& complevel) {
    return R"({"type": "gameconf", "version": "1.0.0", "metadata": {}, "data": {"complevel": ")" + complevel + R"("}})";
}

// ID24's GAMECONF declares a level too; with COMPLVL the higher one wins.
TEST(ComplevelChoice, GameconfDeclaresALevelAndTheHigherOfItAndComplvlWins) {
    EXPECT_EQ(sim::wad_complevel(pwad({{"GAMECONF", gameconf("boom")}})), CompLevel::Boom);
    EXPECT_EQ(sim::wad_complevel(pwad({{"COMPLVL", "vanilla"}, {"GAMECONF", gameconf("mbf")}})), CompLevel::Mbf);
    EXPECT_EQ(sim::wad_complevel(pwad({{"COMPLVL", "mbf21"}, {"GAMECONF", gameconf("vanilla")}})), CompLevel::Mbf21);
    EXPECT_EQ(sim::choose_complevel(std::nullopt, "vanilla", pwad({{"GAMECONF", gameconf("mbf21")}})), CompLevel::Mbf21);
    base::set_log_quiet(true);
    // ID24's own feature set is not played: MBF21, the nearest below it.
    EXPECT_EQ(sim::wad_complevel(pwad({{"GAMECONF", gameconf("id24")}})), CompLevel::Mbf21);
    // A GAMECONF that does not read declares nothing.
    EXPECT_FALSE(sim::wad_complevel(pwad({{"GAMECONF", gameconf("limit-removing")}})));
    base::set_log_quiet(false);
}

}  // namespace
