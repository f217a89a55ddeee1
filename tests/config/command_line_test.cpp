#include "config/command_line.h"

#include <gtest/gtest.h>

#include "base/error.h"

namespace config {
namespace {

CommandLine parse(std::vector<std::string> args) { return parse_command_line(args); }

// The message of the base::Error that parsing `args` throws.
std::string error_of(std::vector<std::string> args) {
    try {
        parse_command_line(args);
    } catch (const base::Error& e) {
        return e.what();
    }
    ADD_FAILURE() << "no error";
    return {};
}

TEST(CommandLine, EmptyMeansPlay) {
    CommandLine c = parse({});
    EXPECT_EQ(c.subcommand, Subcommand::Play);
    EXPECT_FALSE(c.iwad);
    EXPECT_TRUE(c.files.empty());
}

TEST(CommandLine, ClassicSpellings) {
    CommandLine c = parse({"-iwad", "doom2.wad", "-file", "a.wad", "b.wad", "-deh", "x.deh", "-warp", "7",
                           "-skill", "4", "-nomonsters", "-fast", "-respawn", "-deathmatch", "-altdeath",
                           "-record", "r.lmp"});
    EXPECT_EQ(c.iwad, "doom2.wad");
    EXPECT_EQ(c.files, (std::vector<std::string>{"a.wad", "b.wad"}));
    EXPECT_EQ(c.deh, std::vector<std::string>{"x.deh"});
    ASSERT_TRUE(c.warp);
    EXPECT_FALSE(c.warp->episode);
    EXPECT_EQ(c.warp->map, 7);
    EXPECT_EQ(c.skill, 4);
    EXPECT_TRUE(c.nomonsters && c.fast && c.respawn && c.deathmatch && c.altdeath);
    EXPECT_FALSE(c.nodraw);
    EXPECT_EQ(c.record, "r.lmp");
}

TEST(CommandLine, LongSpellingsAndEqualsForm) {
    CommandLine c = parse({"--iwad=doom.wad", "--file", "a.wad", "--warp", "2", "5", "--skill=1", "--timedemo",
                           "t.lmp", "--nodraw", "--config", "my.toml", "--set", "video.width=800",
                           "--set=audio.channels=4", "--renderer", "vulkan"});
    EXPECT_EQ(c.iwad, "doom.wad");
    EXPECT_EQ(c.files, std::vector<std::string>{"a.wad"});
    ASSERT_TRUE(c.warp);
    EXPECT_EQ(c.warp->episode, 2);
    EXPECT_EQ(c.warp->map, 5);
    EXPECT_EQ(c.skill, 1);
    EXPECT_EQ(c.timedemo, "t.lmp");
    EXPECT_TRUE(c.nodraw);
    EXPECT_EQ(c.config, "my.toml");
    EXPECT_EQ(c.overrides, (std::vector<std::string>{"video.width=800", "audio.channels=4"}));
    EXPECT_EQ(c.renderer, "vulkan");
}

TEST(CommandLine, RepeatedFileOptionsAccumulate) {
    CommandLine c = parse({"-file", "a.wad", "-skill", "2", "--file", "b.wad", "c.wad"});
    EXPECT_EQ(c.files, (std::vector<std::string>{"a.wad", "b.wad", "c.wad"}));
}

TEST(CommandLine, LoadGameTakesAMenuSlotOrTheAutosave) {
    EXPECT_EQ(parse({"-loadgame", "5"}).loadgame, 5);
    EXPECT_EQ(parse({"-loadgame", "auto"}).loadgame, kAutosaveSlot);
    EXPECT_EQ(error_of({"-loadgame", "6"}), "-loadgame: the savegame slot must be 0 to 5, got 6");
    EXPECT_EQ(error_of({"-loadgame", "autosave"}), "-loadgame: expected a number, got 'autosave'");
}

TEST(CommandLine, Subcommands) {
    CommandLine demo = parse({"demo", "d.lmp", "--trace", "out.txt", "-iwad", "freedoom1.wad"});
    EXPECT_EQ(demo.subcommand, Subcommand::Demo);
    EXPECT_EQ(demo.arguments, std::vector<std::string>{"d.lmp"});
    EXPECT_EQ(demo.trace, "out.txt");

    CommandLine render = parse({"render", "--demo", "d.lmp", "--tic", "100", "--size", "640x400", "--out",
                                "f.png", "--rgba", "--renderer", "software"});
    EXPECT_EQ(render.subcommand, Subcommand::Render);
    EXPECT_EQ(render.demo, "d.lmp");
    EXPECT_EQ(render.tic, 100);
    ASSERT_TRUE(render.size);
    EXPECT_EQ(render.size->width, 640);
    EXPECT_EQ(render.size->height, 400);
    EXPECT_EQ(render.out, "f.png");
    EXPECT_TRUE(render.rgba);

    CommandLine info = parse({"info", "--udmf-support"});
    EXPECT_EQ(info.subcommand, Subcommand::Info);
    EXPECT_TRUE(info.udmf_support);
    EXPECT_FALSE(parse({"info"}).udmf_support);

    CommandLine compare = parse({"compare", "--every", "35", "--view-passes", "compute"});
    EXPECT_EQ(compare.subcommand, Subcommand::Compare);
    EXPECT_EQ(compare.every, 35);
    EXPECT_EQ(compare.view_passes, "compute");
    EXPECT_FALSE(parse({"compare"}).view_passes) << "the device's own way unless asked";

    CommandLine bench = parse({"bench", "sim"});
    EXPECT_EQ(bench.subcommand, Subcommand::Bench);
    EXPECT_EQ(bench.arguments, std::vector<std::string>{"sim"});

    EXPECT_EQ(parse({"info"}).subcommand, Subcommand::Info);
    EXPECT_EQ(parse({"-iwad", "doom.wad", "info"}).subcommand, Subcommand::Info) << "options may come first";
    EXPECT_EQ(parse({"play", "-warp", "1", "1"}).subcommand, Subcommand::Play);
    EXPECT_EQ(subcommand_name(Subcommand::Bench), "bench");
}

TEST(CommandLine, HelpAndVersion) {
    EXPECT_TRUE(parse({"--help"}).help);
    EXPECT_TRUE(parse({"-h"}).help);
    EXPECT_TRUE(parse({"demo", "--help"}).help) << "help needs no subcommand arguments";
    EXPECT_TRUE(parse({"--version"}).version);
}

TEST(CommandLine, Errors) {
    EXPECT_EQ(error_of({"--bogus"}), "--bogus: unknown option (see --help)");
    EXPECT_EQ(error_of({"-iwad"}), "-iwad: missing FILE");
    EXPECT_EQ(error_of({"-iwad", "-fast"}), "-iwad: missing FILE");
    EXPECT_EQ(error_of({"--file"}), "--file: missing FILE");
    EXPECT_EQ(error_of({"-skill", "hard"}), "-skill: expected a number, got 'hard'");
    EXPECT_EQ(error_of({"-skill", "6"}), "-skill: the skill must be 1 to 5, got 6");
    EXPECT_EQ(error_of({"--skill=0"}), "--skill: the skill must be 1 to 5, got 0");
    EXPECT_EQ(error_of({"-warp"}), "-warp: missing E M or MAP");
    EXPECT_EQ(error_of({"-warp", "e1m1"}), "-warp: expected a number, got 'e1m1'");
    EXPECT_EQ(error_of({"-warp", "1", "10"}), "-warp: the map must be 1 to 9, got 10");
    EXPECT_EQ(error_of({"-warp", "0"}), "-warp: the map must be 1 to 99, got 0");
    EXPECT_EQ(error_of({"-warp", "1", "2", "3"}), "unexpected argument '3' (see --help)");
    EXPECT_EQ(error_of({"--fast=yes"}), "--fast: takes no value");
    EXPECT_EQ(error_of({"--set", "video.width"}), "--set: expected KEY=VALUE, got 'video.width'");
    EXPECT_EQ(error_of({"--size", "640"}), "--size: expected WIDTHxHEIGHT, got '640'");
    EXPECT_EQ(error_of({"--tic", "-5"}), "--tic: the tic must be 0 to 1073741824, got -5");
    EXPECT_EQ(error_of({"launch"}), "unknown subcommand 'launch' (see --help)");
    EXPECT_EQ(error_of({"--view-passes", "sideways"}),
              "--view-passes: 'sideways' is not a way of drawing the view; expected raster or compute");
    EXPECT_EQ(error_of({"-skill", "2", "doom.wad"}), "unexpected argument 'doom.wad' (see --help)");
    EXPECT_EQ(error_of({"demo"}), "demo: missing FILE");
    EXPECT_EQ(error_of({"bench"}), "bench: missing WHAT");
    EXPECT_EQ(error_of({"info", "extra"}), "info: unexpected argument 'extra'");
}

TEST(CommandLine, HelpListsEverything) {
    std::string help = help_text();
    for (const char* word : {"-iwad FILE", "-file FILE...", "-deh FILE...", "-warp E M | MAP", "-skill 1..5",
                             "-playdemo FILE", "-timedemo FILE", "-record FILE", "-nomonsters", "-fast",
                             "-respawn", "-deathmatch", "-altdeath", "-nodraw", "--config FILE",
                             "--set KEY=VALUE", "--renderer NAME", "--help", "--version", "--trace OUT",
                             "--tic N", "--size WxH", "--out FILE", "--every N", "--demo FILE", "--rgba",
                             "play", "info", "demo FILE", "render", "compare", "bench WHAT", "-h"})
        EXPECT_NE(help.find(word), std::string::npos) << word;
}

TEST(CommandLine, ArgvForm) {
    const char* argv[] = {"brimstone", "-iwad", "x.wad"};
    EXPECT_EQ(parse_command_line(3, argv).iwad, "x.wad");
}

TEST(CommandLine, NetworkPlayOptions) {
    const CommandLine c = parse({"-connect", "example.org:2400", "-dup", "2", "-extratics", "0", "-nodes", "4",
                                 "-timer", "10", "-avg", "-port", "2500", "-privateserver"});
    EXPECT_EQ(c.connect, "example.org:2400");
    EXPECT_EQ(c.dup, 2);
    EXPECT_EQ(c.extratics, 0);
    EXPECT_EQ(c.nodes, 4);
    EXPECT_EQ(c.timer, 10);
    EXPECT_TRUE(c.avg);
    EXPECT_EQ(c.port, 2500);
    EXPECT_TRUE(c.privateserver);
    EXPECT_TRUE(parse({"-server"}).server);
    EXPECT_EQ(parse({"server", "-port", "2342"}).subcommand, Subcommand::Server);
    EXPECT_NE(error_of({"-nodes", "9"}).find("-nodes"), std::string::npos);
    EXPECT_NE(error_of({"-dup", "0"}).find("-dup"), std::string::npos);
}

}  // namespace
}  // namespace config
