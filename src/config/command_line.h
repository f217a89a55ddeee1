#pragma once
// The command line: a subcommand (the first word no option takes; "play" if
// none), its arguments, and options in the original's single-dash spellings
// (-iwad, -file, -warp ...) or GNU long forms (--iwad, --iwad=FILE). Every
// option takes either spelling. Bad usage throws base::Error naming the
// option and the problem.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace config {

enum class Subcommand { Play, Info, Demo, Render, Compare, Bench, Convert, GenerateMap, Server };

struct Warp {
    std::optional<int> episode;  // "-warp E M" (Doom); empty for "-warp MAP" (Doom II)
    int map = 1;
};

struct FrameSize {
    int width = 0, height = 0;
};

// The slot number of the autosave a map's Autosave special writes
// (`-loadgame auto`); the menu's own slots are 0 to 5.
inline constexpr int kAutosaveSlot = -1;

struct CommandLine {
    Subcommand subcommand = Subcommand::Play;
    std::vector<std::string> arguments;  // words after the subcommand: demo FILE, bench WHAT

    // The game, as the original's options set it up.
    std::optional<std::string> iwad;
    std::vector<std::string> files;  // PWADs, in load order
    std::vector<std::string> deh;    // DeHackEd patches, in order
    std::optional<Warp> warp;
    std::optional<int> skill;  // 1..5
    std::optional<std::string> playdemo, timedemo, record;
    std::optional<int> loadgame;  // -loadgame N: the menu's slot N (0..5), or kAutosaveSlot
    std::optional<int> skipsec;   // seconds of a played demo run unseen
    // -complevel: a compatibility level's number or name, checked by the
    // simulation's list (sim/complevel.h).
    std::optional<std::string> complevel;
    bool nomonsters = false, fast = false, respawn = false;
    bool nosound = false, nosfx = false, nomusic = false;
    bool deathmatch = false, altdeath = false, nodraw = false;
    bool vulkan_validation = false;

    // Network play (Chocolate Doom's options and protocol).
    bool server = false;                 // -server: host a game here and join it
    std::optional<std::string> connect;  // -connect HOST[:PORT]
    std::optional<int> port;             // -port: the server's UDP port (2342)
    bool privateserver = false;          // -privateserver: never listed on a master server
    std::optional<int> dup;              // -dup N: each command used for N tics
    std::optional<int> extratics;        // -extratics N: earlier commands sent again with each
    std::optional<int> nodes;            // -nodes N: start once N players have joined
    std::optional<int> maxdemo;          // -maxdemo KIB: the demo buffer's size, in KiB
    std::optional<int> timer;            // -timer N: deathmatch levels end after N minutes
    bool avg = false;                    // -avg: -timer 20, Austin Virtual Gaming's rule
    bool localsearch = false;            // -localsearch: list the servers on the local network
    std::optional<std::string> query;    // -query HOST[:PORT]: ask one server how it stands

    // Settings.
    std::optional<std::string> config;   // instead of the user's file
    std::vector<std::string> overrides;  // "--set key=value", in order
    std::optional<std::string> renderer;
    // Not options: the settings' video.vulkan_view and game.full_screen_hud,
    // filled in once they are loaded.
    std::string vulkan_view = "exact";
    bool full_screen_hud = true;

    // Options of the headless subcommands, accepted everywhere.
    std::optional<std::string> trace, out, demo;
    std::optional<std::string> to;  // convert: the map format to write
    bool force = false;             // convert: replace an existing --out file
    std::optional<std::string> audio;  // demo: the soundtrack as WAV
    std::optional<std::string> video;  // demo: the demo as a video file
    std::optional<int> fps;            // demo --video: frames a second
    std::optional<int> tic, every;
    std::optional<int> tics;  // play: quit after this many game tics
    std::optional<FrameSize> size;
    std::optional<int> pitch;  // render, compare: free look's view pitch (render::ScreenLayout::pitch)
    std::optional<int> screenblocks;  // render, compare: the original's screen size, 3..11
    bool low_detail = false;          // render, compare: low detail
    std::optional<std::string> view_passes;  // render, compare, bench: the Vulkan view's passes, raster or compute
    bool rgba = false;
    bool drawn = false;  // demo: draw every tic as -timedemo does, wipes included
    std::optional<int> resave;  // demo: save and reload about this often (tics), for soak runs
    bool automap = false;  // render: the automap instead of the view
    bool udmf_support = false;  // info: the UDMF support table instead of the game's
    bool window = false;   // bench render: -timedemo in a window beside dsda-doom's
    std::optional<int> threads;  // render, bench: software renderer threads (video.software_threads)
    std::optional<int> runs;     // bench: paired runs per demo
    std::optional<FrameSize> grid;  // generate-map: rooms across and up
    std::optional<int> monsters;    // generate-map
    std::optional<int> seed;        // generate-map
    std::optional<std::string> map_file;  // bench huge: a generated map instead of generating one

    bool help = false, version = false;
};

// `args` excludes the program name.
CommandLine parse_command_line(std::span<const std::string> args);
CommandLine parse_command_line(int argc, const char* const* argv);

std::string_view subcommand_name(Subcommand subcommand);

// Usage, subcommands and every option, for --help.
std::string help_text();

}  // namespace config
