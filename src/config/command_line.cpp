#include "config/command_line.h"

#include <array>
#include <charconv>
#include <utility>

#include "base/error.h"
#include "config/schema.h"
#include "config/setting.h"

namespace config {
namespace {

// A word is an option when it starts with a dash and a letter or a second
// dash, so "-1" can still be a value.
bool is_option(std::string_view word) {
    return word.size() >= 2 && word[0] == '-' &&
           (word[1] == '-' || (word[1] >= 'a' && word[1] <= 'z') || (word[1] >= 'A' && word[1] <= 'Z'));
}

class Parser {
public:
    explicit Parser(std::span<const std::string> args) : args_(args) {}

    bool done() const { return pos_ >= args_.size(); }
    bool at_start() const { return pos_ == 0; }
    const std::string& peek() const { return args_[pos_]; }
    std::string next() { return args_[pos_++]; }

    // Splits "--name=value"; returns the name without dashes.
    std::string_view begin_option(const std::string& word) {
        spelled_ = word;
        inline_value_.reset();
        std::size_t eq = word.find('=');
        if (word.starts_with("--") && eq != std::string::npos) {
            spelled_ = word.substr(0, eq);
            inline_value_ = word.substr(eq + 1);
        }
        std::string_view name = spelled_;
        name.remove_prefix(name.starts_with("--") ? 2 : 1);
        return name;
    }

    [[noreturn]] void fail(const std::string& problem) const { throw base::Error(spelled_ + ": " + problem); }

    void no_value() const {
        if (inline_value_) fail("takes no value");
    }

    std::string value(std::string_view what) {
        if (inline_value_) return *std::exchange(inline_value_, std::nullopt);
        if (done() || is_option(peek())) fail("missing " + std::string(what));
        return next();
    }

    // One or more values, up to the next option.
    std::vector<std::string> values(std::string_view what) {
        std::vector<std::string> out{value(what)};
        while (!done() && !is_option(peek())) out.push_back(next());
        return out;
    }

    int number(const std::string& text, int min, int max, std::string_view what) const {
        int v = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec != std::errc() || end != text.data() + text.size() || text.empty())
            fail("expected a number, got '" + text + "'");
        if (v < min || v > max)
            fail(std::string(what) + " must be " + std::to_string(min) + " to " + std::to_string(max) + ", got " + text);
        return v;
    }

    bool next_is_number() const {
        if (done()) return false;
        const std::string& w = peek();
        return !w.empty() && w.find_first_not_of("0123456789") == std::string::npos;
    }

private:
    std::span<const std::string> args_;
    std::size_t pos_ = 0;
    std::string spelled_;
    std::optional<std::string> inline_value_;
};

using Apply = void (*)(Parser&, CommandLine&);

struct Option {
    std::string_view name;
    std::string_view argument;  // shown in help; empty for a flag
    bool classic;               // the original's option, listed with one dash
    std::string_view help;
    Apply apply;
};

template <bool CommandLine::*Member>
void flag(Parser& p, CommandLine& c) {
    p.no_value();
    c.*Member = true;
}

template <std::optional<std::string> CommandLine::*Member>
void file(Parser& p, CommandLine& c) {
    c.*Member = p.value("FILE");
}

template <std::vector<std::string> CommandLine::*Member>
void files(Parser& p, CommandLine& c) {
    for (auto& v : p.values("FILE")) (c.*Member).push_back(std::move(v));
}

void warp(Parser& p, CommandLine& c) {
    std::string first = p.value("E M or MAP");
    if (!p.next_is_number()) {
        c.warp = Warp{std::nullopt, p.number(first, 1, 99, "the map")};
        return;
    }
    std::string second = p.next();
    c.warp = Warp{p.number(first, 1, 9, "the episode"), p.number(second, 1, 9, "the map")};
}

void size(Parser& p, CommandLine& c) {
    std::string text = p.value("WxH");
    std::size_t x = text.find('x');
    if (x == std::string::npos) p.fail("expected WIDTHxHEIGHT, got '" + text + "'");
    c.size = FrameSize{p.number(text.substr(0, x), 1, 16384, "the width"),
                       p.number(text.substr(x + 1), 1, 16384, "the height")};
}

void grid(Parser& p, CommandLine& c) {
    std::string text = p.value("CxR");
    std::size_t x = text.find('x');
    if (x == std::string::npos) p.fail("expected COLUMNSxROWS, got '" + text + "'");
    c.grid = FrameSize{p.number(text.substr(0, x), 2, 1000, "the columns"),
                       p.number(text.substr(x + 1), 2, 1000, "the rows")};
}

// -skipsec: seconds, or minutes and seconds as M:SS.
void skipsec(Parser& p, CommandLine& c) {
    const std::string text = p.value("SECONDS");
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos) {
        c.skipsec = p.number(text, 0, 86400, "the seconds to skip");
        return;
    }
    c.skipsec = p.number(text.substr(0, colon), 0, 1440, "the minutes to skip") * 60 +
                p.number(text.substr(colon + 1), 0, 59, "the seconds to skip");
}

void set(Parser& p, CommandLine& c) {
    std::string text = p.value("KEY=VALUE");
    if (text.find('=') == std::string::npos) p.fail("expected KEY=VALUE, got '" + text + "'");
    c.overrides.push_back(std::move(text));
}

constexpr std::array kOptions = {
    Option{"iwad", "FILE", true, "The main game WAD (found in the usual folders if only a name).", file<&CommandLine::iwad>},
    Option{"file", "FILE...", true, "Add-on WADs, loaded in order over the IWAD.", files<&CommandLine::files>},
    Option{"deh", "FILE...", true, "DeHackEd patches, applied in order.", files<&CommandLine::deh>},
    Option{"warp", "E M | MAP", true, "Start on a map: episode and map (Doom) or map number (Doom II).", warp},
    Option{"skill", "1..5", true, "Skill for the new game, 1 (easiest) to 5 (Nightmare!).",
           [](Parser& p, CommandLine& c) { c.skill = p.number(p.value("SKILL"), 1, 5, "the skill"); }},
    Option{"playdemo", "FILE", true, "Play a demo.", file<&CommandLine::playdemo>},
    Option{"timedemo", "FILE", true,
           "Play a demo as fast as possible, drawing every tic in the window, and report the frame rate.",
           file<&CommandLine::timedemo>},
    Option{"skipsec", "SECONDS", true,
           "With -playdemo or -timedemo: play the first SECONDS (or M:SS) of the demo without showing them.",
           skipsec},
    Option{"record", "FILE", true, "Record a demo of the game played.", file<&CommandLine::record>},
    Option{"maxdemo", "KIB", true,
           "With -record: the demo buffer's size in KiB (default 128); a vanilla demo ends, and the game with "
           "it, when it is full.",
           [](Parser& p, CommandLine& c) { c.maxdemo = p.number(p.value("KIB"), 1, 1048576, "the demo buffer size"); }},
    Option{"loadgame", "N", true, "Start from the savegame in the menu's slot N (0 to 5), or the autosave (auto).",
           [](Parser& p, CommandLine& c) {
               const std::string slot = p.value("N");
               c.loadgame = slot == "auto" ? kAutosaveSlot : p.number(slot, 0, 5, "the savegame slot");
           }},
    Option{"complevel", "N", true,
           "Compatibility level: 2 (Doom 1.9), 9 (Boom 2.02), 11 (MBF) or 21 (MBF21), or vanilla, boom, mbf, "
           "mbf21. A demo's own level wins.",
           [](Parser& p, CommandLine& c) { c.complevel = p.value("N"); }},
    Option{"nomonsters", "", true, "No monsters on the maps.", flag<&CommandLine::nomonsters>},
    Option{"fast", "", true, "Fast monsters, as on Nightmare!.", flag<&CommandLine::fast>},
    Option{"respawn", "", true, "Monsters come back after dying, as on Nightmare!.", flag<&CommandLine::respawn>},
    Option{"deathmatch", "", true, "Deathmatch rules.", flag<&CommandLine::deathmatch>},
    Option{"altdeath", "", true, "Deathmatch 2.0 rules: items respawn.", flag<&CommandLine::altdeath>},
    Option{"server", "", true, "Host a netgame here (a server on -port) and join it.", flag<&CommandLine::server>},
    Option{"connect", "HOST[:PORT]", true, "Join the netgame of the server at HOST.", file<&CommandLine::connect>},
    Option{"port", "N", true, "The netgame server's UDP port (default 2342).",
           [](Parser& p, CommandLine& c) { c.port = p.number(p.value("N"), 1, 65535, "the port"); }},
    Option{"privateserver", "", true, "Keep the server off master server lists (Brimstone's never joins one).",
           flag<&CommandLine::privateserver>},
    Option{"dup", "N", true, "Netgame: send each command once for N tics (1 to 9).",
           [](Parser& p, CommandLine& c) { c.dup = p.number(p.value("N"), 1, 9, "the tic duplication"); }},
    Option{"extratics", "N", true, "Netgame: send the last N commands again with each, against loss (0 to 8).",
           [](Parser& p, CommandLine& c) { c.extratics = p.number(p.value("N"), 0, 8, "the extra tics"); }},
    Option{"nodes", "N", true, "Netgame: start as soon as N players have joined (1 to 8).",
           [](Parser& p, CommandLine& c) { c.nodes = p.number(p.value("N"), 1, 8, "the player count"); }},
    Option{"timer", "N", true, "Deathmatch: each level ends after N minutes.",
           [](Parser& p, CommandLine& c) { c.timer = p.number(p.value("N"), 1, 1440, "the minutes"); }},
    Option{"avg", "", true, "Deathmatch: levels end after 20 minutes (-timer 20).", flag<&CommandLine::avg>},
    Option{"localsearch", "", true, "List the netgame servers on the local network (on -port), then quit.",
           flag<&CommandLine::localsearch>},
    Option{"query", "HOST[:PORT]", true, "Ask the netgame server at HOST how it stands, then quit.",
           file<&CommandLine::query>},
    Option{"nosound", "", true, "No sound effects and no music.", flag<&CommandLine::nosound>},
    Option{"nosfx", "", true, "No sound effects.", flag<&CommandLine::nosfx>},
    Option{"nomusic", "", true, "No music.", flag<&CommandLine::nomusic>},
    Option{"nodraw", "", true, "With -timedemo: time the game alone, drawing nothing and opening no window.",
           flag<&CommandLine::nodraw>},
    Option{"vulkan-validation", "", false,
           "play: run the window's Vulkan device under the Khronos validation layer and print what it reported "
           "at exit.",
           flag<&CommandLine::vulkan_validation>},
    Option{"config", "FILE", false, "Read settings from FILE instead of the user's brimstone.toml.",
           file<&CommandLine::config>},
    Option{"set", "KEY=VALUE", false, "Change one setting for this run, e.g. video.width=1920; repeatable.", set},
    Option{"renderer", "NAME", false, "software or vulkan; the same as --set video.renderer=NAME.",
           [](Parser& p, CommandLine& c) {
               c.renderer = p.value("NAME");
               // The choices are the setting's own, so both spellings agree.
               const Setting& setting = builtin_schema().at(*builtin_schema().find("video.renderer"));
               if (check_value(setting, Value(*c.renderer)))
                   p.fail("'" + *c.renderer + "' is not a renderer; expected " + describe_allowed(setting));
           }},
    Option{"trace", "OUT", false, "demo, or a netgame player: write the per-tic state trace to OUT.", file<&CommandLine::trace>},
    Option{"to", "FORMAT", false, "convert: the map format to write (udmf).", file<&CommandLine::to>},
    Option{"force", "", false, "convert, generate-map: replace the output file if it exists.", flag<&CommandLine::force>},
    Option{"drawn", "", false,
           "demo: draw every tic as -timedemo does, screen wipes included (the trace's rnd column counts them).",
           flag<&CommandLine::drawn>},
    Option{"resave", "N", false,
           "demo: save the game and go on from the loaded copy at random tics, N apart on average "
           "(the trace must not change).",
           [](Parser& p, CommandLine& c) { c.resave = p.number(p.value("N"), 1, 1000000, "the tics between saves"); }},
    Option{"audio", "OUT.wav", false, "demo: write what the player hears, effects and music, as a WAV file.",
           file<&CommandLine::audio>},
    Option{"video", "OUT.mkv", false,
           "demo: write the demo as a player sees and hears it, as a video file (.mkv or .mp4; H.264 and AAC) at "
           "--size (1920x1080 by default) and --fps, drawn by --renderer.",
           file<&CommandLine::video>},
    Option{"fps", "N", false, "demo --video, bench video: frames a second (default 60).",
           [](Parser& p, CommandLine& c) { c.fps = p.number(p.value("N"), 1, 1000, "the frame rate"); }},
    Option{"demo", "FILE", false, "render, compare: the demo to play up to the frame.", file<&CommandLine::demo>},
    Option{"tic", "N", false, "render, compare: the tic to draw.",
           [](Parser& p, CommandLine& c) { c.tic = p.number(p.value("N"), 0, 1 << 30, "the tic"); }},
    Option{"tics", "N", false, "play: quit after N game tics (scripted runs and tests); demo --video: stop after N tics.",
           [](Parser& p, CommandLine& c) { c.tics = p.number(p.value("N"), 1, 1 << 30, "the tic count"); }},
    Option{"every", "N", false, "compare: draw every Nth tic.",
           [](Parser& p, CommandLine& c) { c.every = p.number(p.value("N"), 1, 1 << 30, "the interval"); }},
    Option{"size", "WxH", false, "render, compare: the frame size, e.g. 320x200.", size},
    Option{"pitch", "N", false,
           "render, compare: look up (N > 0) or down (N < 0) by N rows of the 320x200 screen, -50..50, "
           "as free look shears the view.",
           [](Parser& p, CommandLine& c) { c.pitch = p.number(p.value("N"), -50, 50, "the pitch"); }},
    Option{"screenblocks", "N", false,
           "render, compare: the original's screen size, 3..11 (10: full width with the bar, 11: no bar).",
           [](Parser& p, CommandLine& c) { c.screenblocks = p.number(p.value("N"), 3, 11, "the screen size"); }},
    Option{"low-detail", "", false, "render, compare: the original's low detail (double-width columns).",
           flag<&CommandLine::low_detail>},
    Option{"view-passes", "HOW", false,
           "render, compare, bench: how the Vulkan renderer fills floors, ceilings and walls: raster or compute "
           "(by default raster on CPU devices, compute on GPUs).",
           [](Parser& p, CommandLine& c) {
               c.view_passes = p.value("HOW");
               if (*c.view_passes != "raster" && *c.view_passes != "compute")
                   p.fail("'" + *c.view_passes + "' is not a way of drawing the view; expected raster or compute");
           }},
    Option{"out", "FILE", false, "render, compare, bench: where to write the result; play: the last frame shown, as PNG.", file<&CommandLine::out>},
    Option{"rgba", "", false, "render: write RGBA colours instead of palette indices.", flag<&CommandLine::rgba>},
    Option{"automap", "", false,
           "render: draw the automap as it opens at that tic, with the lines every frame drawn before showed.",
           flag<&CommandLine::automap>},
    Option{"udmf-support", "", false,
           "info: print what Brimstone plays and draws of UDMF (fields, specials, sector types) as markdown, "
           "the table of docs/udmf-support.md.",
           flag<&CommandLine::udmf_support>},
    Option{"threads", "N", false,
           "render, bench: draw the software view with N threads (video.software_threads elsewhere).",
           [](Parser& p, CommandLine& c) { c.threads = p.number(p.value("N"), 1, 64, "the thread count"); }},
    Option{"window", "", false,
           "bench render: -timedemo in a window under Xvfb, ours (software, Vulkan) beside dsda-doom's (software, gl).",
           flag<&CommandLine::window>},
    Option{"runs", "N", false, "bench: timed runs per demo (each side's median is shown).",
           [](Parser& p, CommandLine& c) { c.runs = p.number(p.value("N"), 1, 1000, "the run count"); }},
    Option{"grid", "CxR", false, "generate-map: rooms across and up (default 60x60).", grid},
    Option{"monsters", "N", false, "generate-map: monsters spread over the rooms (default 5000).",
           [](Parser& p, CommandLine& c) { c.monsters = p.number(p.value("N"), 0, 1000000, "the monster count"); }},
    Option{"seed", "N", false, "generate-map: the seed of the rooms' heights, lights and monsters (default 1).",
           [](Parser& p, CommandLine& c) { c.seed = p.number(p.value("N"), 0, 2147483647, "the seed"); }},
    Option{"map-file", "FILE", false,
           "bench huge: time on this generate-map WAD (and --demo on it) instead of generating one.",
           file<&CommandLine::map_file>},
    Option{"help", "", false, "Show this help.", flag<&CommandLine::help>},
    Option{"version", "", false, "Show the version.", flag<&CommandLine::version>},
};

struct SubcommandInfo {
    Subcommand subcommand;
    std::string_view name;
    std::string_view argument;  // the one positional argument it needs, or empty
    std::string_view help;
};

constexpr std::array kSubcommands = {
    SubcommandInfo{Subcommand::Play, "play", "", "Play the game (the default)."},
    SubcommandInfo{Subcommand::Info, "info", "", "Describe the IWAD and add-ons: game, maps, lumps."},
    SubcommandInfo{Subcommand::Demo, "demo", "FILE", "Play a demo without a window (--trace OUT)."},
    SubcommandInfo{Subcommand::Render, "render", "", "Draw frames without a window (--demo, --tic, --size, --rgba, --automap, --out)."},
    SubcommandInfo{Subcommand::Compare, "compare", "", "Draw with both renderers and show where pixels differ."},
    SubcommandInfo{Subcommand::Bench, "bench", "WHAT", "Time a part of the engine."},
    SubcommandInfo{Subcommand::Convert, "convert", "IN.wad",
                   "Write IN's classic maps as UDMF maps in a new PWAD (--to udmf, --out OUT.wad, --force)."},
    SubcommandInfo{Subcommand::Server, "server", "", "Run a dedicated netgame server (-port, -privateserver)."},
    SubcommandInfo{Subcommand::GenerateMap, "generate-map", "OUT.wad",
                   "Write a huge grid map for stress tests as MAP01 of a PWAD (--grid, --monsters, --seed, --force)."},
};

const SubcommandInfo& info(Subcommand s) {
    for (const auto& i : kSubcommands)
        if (i.subcommand == s) return i;
    return kSubcommands[0];
}

}  // namespace

CommandLine parse_command_line(std::span<const std::string> args) {
    CommandLine c;
    Parser p(args);
    bool have_subcommand = false;
    while (!p.done()) {
        bool first = p.at_start();
        std::string word = p.next();
        if (is_option(word)) {
            std::string_view name = p.begin_option(word);
            if (word == "-h") name = "help";
            const Option* option = nullptr;
            for (const auto& o : kOptions)
                if (o.name == name) option = &o;
            if (!option) p.fail("unknown option (see --help)");
            option->apply(p, c);
        } else if (!have_subcommand) {
            // The first word that no option took names the subcommand.
            const SubcommandInfo* found = nullptr;
            for (const auto& s : kSubcommands)
                if (s.name == word) found = &s;
            if (!found && first) throw base::Error("unknown subcommand '" + word + "' (see --help)");
            if (!found) throw base::Error("unexpected argument '" + word + "' (see --help)");
            c.subcommand = found->subcommand;
            have_subcommand = true;
        } else {
            c.arguments.push_back(std::move(word));
        }
    }
    const SubcommandInfo& sub = info(c.subcommand);
    std::size_t wanted = sub.argument.empty() ? 0 : 1;
    if (c.arguments.size() < wanted && !c.help)
        throw base::Error(std::string(sub.name) + ": missing " + std::string(sub.argument));
    if (c.arguments.size() > wanted)
        throw base::Error(std::string(sub.name) + ": unexpected argument '" + c.arguments[wanted] + "'");
    return c;
}

CommandLine parse_command_line(int argc, const char* const* argv) {
    std::vector<std::string> args;
    for (int i = 1; i < argc; ++i) args.emplace_back(argv[i]);
    return parse_command_line(args);
}

std::string_view subcommand_name(Subcommand subcommand) { return info(subcommand).name; }

std::string help_text() {
    constexpr std::size_t kColumn = 24;
    auto row = [](std::string left, std::string_view help) {
        left = "  " + left;
        left += left.size() + 1 < kColumn ? std::string(kColumn - left.size(), ' ') : "\n" + std::string(kColumn, ' ');
        return left + std::string(help) + "\n";
    };
    std::string out = "Usage: brimstone [SUBCOMMAND] [OPTIONS]\n\nSubcommands:\n";
    for (const auto& s : kSubcommands)
        out += row(std::string(s.name) + (s.argument.empty() ? "" : " " + std::string(s.argument)), s.help);
    out += "\nOptions (each also takes the other spelling: -iwad or --iwad, --config or -config):\n";
    for (const auto& o : kOptions)
        out += row((o.classic ? "-" : "--") + std::string(o.name) + (o.argument.empty() ? "" : " " + std::string(o.argument)),
                   o.help);
    out += row("-h", "Show this help.");
    return out;
}

}  // namespace config
