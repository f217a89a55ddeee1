#include "app/compare_command.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/demo_playback.h"
#include "app/frame_difference.h"
#include "app/game_files.h"
#include "app/screen_playback.h"
#include "app/surface_agreement.h"
#include "app/vulkan_view.h"
#include "base/error.h"
#include "base/file_io.h"
#include "render/frame.h"
#include "render/game_screen.h"
#include "render/png_image.h"
#include "render/render_assets.h"
#include "render/screen_layout.h"
#include "render/vulkan/vulkan_error.h"

namespace app {
namespace {

constexpr int kWorstShown = 5;

// One moment compared: the index difference over the whole screen and,
// when the second drawer gives surface images, the surface agreement over
// the view.
struct Measure {
    FrameDifference difference;
    std::optional<SurfaceAgreement> surfaces;
};

struct Sample {
    int tic = 0;
    Measure measure;
};

// Everything the command line asks for, checked before any work is done.
struct Request {
    std::string demo;
    render::ScreenLayout layout;
    std::optional<int> tic, every;
    std::optional<std::filesystem::path> out_dir;  // where the PNGs go; none for a walk without --out
};

Request check_request(const config::CommandLine& cl) {
    if (!cl.demo) throw base::Error("compare: missing --demo FILE");
    if (cl.tic && cl.every) throw base::Error("compare: give --tic N or --every K, not both");
    if (!cl.tic && !cl.every) throw base::Error("compare: missing --tic N (or --every K to walk the demo)");
    if (cl.renderer) throw base::Error("compare: --renderer does not apply (compare draws with both renderers)");
    if (cl.rgba) throw base::Error("compare: --rgba does not apply (see compare --help for the PNGs written)");
    Request r;
    r.demo = *cl.demo;
    r.layout = requested_layout(cl);
    r.tic = cl.tic;
    r.every = cl.every;
    if (cl.out || cl.tic) r.out_dir = cl.out.value_or(".");
    if (r.out_dir && !std::filesystem::is_directory(*r.out_dir))
        throw base::Error(r.out_dir->string() + ": --out must name an existing directory");
    return r;
}

// The two screens of one moment, drawn side by side.
class ScreenPair {
public:
    ScreenPair(const wad::Archive& archive, const assets::AssetSet& assets, VulkanView& vulkan,
               const render::ScreenLayout& layout)
        : assets_(assets), layout_(layout), software_(archive, assets), vulkan_(archive, vulkan.drawer()),
          software_frame_(layout.width, layout.height), vulkan_frame_(layout.width, layout.height) {
        // A drawer that cannot tell what each pixel shows keeps comparing by index alone.
        software_.keep_surfaces(true);
        vulkan_.keep_surfaces(true);
    }

    std::vector<render::GameScreen*> screens() { return {&software_, &vulkan_}; }

    Measure draw(const sim::World& world) {
        software_.draw(world, software_frame_, layout_);
        vulkan_.draw(world, vulkan_frame_, layout_);
        palette_ = software_.palette(world);
        Measure m{frame_difference(software_frame_, vulkan_frame_, assets_.palettes.palette(palette_)), std::nullopt};
        if (const auto views = surface_views()) m.surfaces = surface_agreement(views->first, views->second);
        return m;
    }

    // software.png, vulkan.png and diff.png of the last draw, under `prefix`
    // in `dir`; all three are encoded before the first is written.
    void write(const std::filesystem::path& dir, const std::string& prefix) const {
        const auto normal = assets_.palettes.palette(0);
        const auto shown = assets_.palettes.palette(palette_);
        const std::vector<std::pair<std::string, std::vector<std::uint8_t>>> files{
            {"software.png", render::encode_indexed_png(software_frame_, normal)},
            {"vulkan.png", render::encode_indexed_png(vulkan_frame_, normal)},
            {"diff.png", render::encode_rgba_png(layout_.width, layout_.height, diff_image(shown))},
        };
        for (const auto& [name, bytes] : files) {
            const auto path = dir / (prefix + name);
            try {
                base::write_file_atomic(path, bytes.data(), bytes.size());
            } catch (const base::Error& e) {
                throw base::Error(path.string() + ": cannot write the PNG: " + e.what());
            }
        }
    }

private:
    // Both views with their surface images, when both drawers gave one.
    std::optional<std::pair<SurfaceView, SurfaceView>> surface_views() const {
        const render::SurfaceImage* a = software_.surfaces();
        const render::SurfaceImage* b = vulkan_.surfaces();
        if (!a || !b) return std::nullopt;
        return std::pair{SurfaceView{software_frame_, *a, layout_.view_x, layout_.view_y},
                         SurfaceView{vulkan_frame_, *b, layout_.view_x, layout_.view_y}};
    }

    // Coloured by kind of disagreement with surface images, a heat map without.
    std::vector<std::uint8_t> diff_image(std::span<const assets::Rgb, 256> shown) const {
        if (const auto views = surface_views()) return surface_map(views->first, views->second, shown);
        return heat_map(software_frame_, vulkan_frame_, shown);
    }

    const assets::AssetSet& assets_;
    render::ScreenLayout layout_;
    render::GameScreen software_, vulkan_;
    render::Frame software_frame_, vulkan_frame_;
    int palette_ = 0;
};

std::string summary(const Measure& m) {
    char line[160];
    if (const auto& a = m.surfaces) {
        std::string text;
        std::snprintf(line, sizeof line, "surface=%.2f%% light=%.2f%% identical=%.2f%%\n", a->surface_percent(),
                      a->light_percent(), a->identical_percent());
        text = line;
        text += "surface mismatches:";
        for (std::size_t k = 0; k < kSurfaceMismatches; ++k) {
            std::snprintf(line, sizeof line, " %s=%lld", mismatch_name(static_cast<SurfaceMismatch>(k)),
                          static_cast<long long>(a->mismatches[k]));
            text += line;
        }
        std::snprintf(line, sizeof line, "\nindex mismatches on the same surface: light_row=%lld texel=%lld (",
                      static_cast<long long>(a->light_row_off), static_cast<long long>(a->texel_off));
        text += line;
        const auto& by = a->texel_off_by_kind;
        using render::SurfaceKind;
        const auto at = [&by](SurfaceKind k) { return static_cast<long long>(by[static_cast<std::size_t>(k)]); };
        std::snprintf(line, sizeof line, "walls %lld, floors %lld, ceilings %lld, sky %lld, things %lld, weapon %lld)\n",
                      at(SurfaceKind::wall), at(SurfaceKind::floor), at(SurfaceKind::ceiling), at(SurfaceKind::sky),
                      at(SurfaceKind::thing), at(SurfaceKind::weapon));
        return text + line;
    }
    const FrameDifference& d = m.difference;
    std::snprintf(line, sizeof line, "identical=%.2f%% differing=%lld max_delta=%d\n", d.identical_percent(),
                  static_cast<long long>(d.differing), d.max_delta);
    return line;
}

std::string table_row(const Sample& s) {
    char line[160];
    if (const auto& a = s.measure.surfaces) {
        std::snprintf(line, sizeof line, "%7d %8.2f%% %8.2f%% %9.2f%%", s.tic, a->surface_percent(),
                      a->light_percent(), a->identical_percent());
        std::string text = line;
        for (const std::int64_t count : a->mismatches) {
            std::snprintf(line, sizeof line, " %13lld", static_cast<long long>(count));
            text += line;
        }
        return text + "\n";
    }
    const FrameDifference& d = s.measure.difference;
    std::snprintf(line, sizeof line, "%7d %9.2f%% %10lld %10d\n", s.tic, d.identical_percent(),
                  static_cast<long long>(d.differing), d.max_delta);
    return line;
}

std::string table_head(bool surfaces) {
    char line[160];
    if (surfaces) {
        std::snprintf(line, sizeof line, "%7s %9s %9s %10s", "tic", "surface", "light", "identical");
        std::string text = line;
        for (std::size_t k = 0; k < kSurfaceMismatches; ++k) {
            std::snprintf(line, sizeof line, " %13s", mismatch_name(static_cast<SurfaceMismatch>(k)));
            text += line;
        }
        return text + "\n";
    }
    std::snprintf(line, sizeof line, "%7s %10s %10s %10s\n", "tic", "identical", "differing", "max_delta");
    return line;
}

// Pixels that disagree, worst first: by surface with surface images, by index without.
std::int64_t disagreeing(const Measure& m) {
    return m.surfaces ? m.surfaces->pixels - m.surfaces->same_surface : m.difference.differing;
}

int compare_one(ScreenPair& pair, ScreenPlayback& playback, const Request& r, std::ostream& out) {
    playback.advance_to(*r.tic);
    check_in_level(r.demo, playback);
    const Measure m = pair.draw(playback.world());
    pair.write(*r.out_dir, "");
    out << "tic " << *r.tic << " at " << r.layout.width << "x" << r.layout.height << ": wrote "
        << (*r.out_dir / "software.png").string() << ", vulkan.png, diff.png\n"
        << summary(m);
    return 0;
}

// Every Kth tic while in a level, to the demo's end. Tic 0 is left out:
// the game shows its first frame after running a tic.
int compare_walk(ScreenPair& pair, ScreenPlayback& playback, const Request& r, std::ostream& out) {
    std::vector<Sample> samples;
    Measure total;
    bool head = false;
    while (playback.advance()) {
        if (playback.tic() % *r.every != 0 || !playback.in_level()) continue;
        const Sample s{playback.tic(), pair.draw(playback.world())};
        if (r.out_dir) {
            char prefix[32];
            std::snprintf(prefix, sizeof prefix, "tic%05d-", s.tic);
            pair.write(*r.out_dir, prefix);
        }
        // The drawers tell whether they give surfaces at the first frame.
        if (!head) out << table_head(s.measure.surfaces.has_value());
        head = true;
        out << table_row(s) << std::flush;
        samples.push_back(s);
        total.difference.add(s.measure.difference);
        if (s.measure.surfaces) {
            if (!total.surfaces) total.surfaces.emplace();
            total.surfaces->add(*s.measure.surfaces);
        }
    }
    if (samples.empty()) throw base::Error(r.demo + ": no tic of the demo is in a level, nothing to compare");

    std::stable_sort(samples.begin(), samples.end(),
                     [](const Sample& a, const Sample& b) { return disagreeing(a.measure) > disagreeing(b.measure); });
    samples.resize(std::min<std::size_t>(samples.size(), kWorstShown));
    out << "worst tics:\n" << table_head(total.surfaces.has_value());
    for (const Sample& s : samples) out << table_row(s);
    out << summary(total);
    return 0;
}

}  // namespace

int run_compare(const config::CommandLine& cl, std::ostream& out) {
    const Request request = check_request(cl);
    GameFiles files = open_game_files(cl);
    GameRules rules = make_rules(files, cl);
    const sim::Demo demo = read_demo(files, request.demo, cl);
    if (request.tic) check_tic(request.demo, demo, *request.tic);
    const assets::AssetSet assets = render::load_render_assets(files.archive, rules.definitions);
    std::optional<VulkanView> vulkan;
    try {
        vulkan.emplace(files.archive, assets, cl);
    } catch (const render::vulkan::VulkanUnavailable& e) {
        throw base::Error(std::string("compare: ") + e.what() + " with `brimstone render`");
    }
    ScreenPair pair(files.archive, assets, *vulkan, request.layout);
    ScreenPlayback playback(rules, demo, pair.screens());
    return request.tic ? compare_one(pair, playback, request, out) : compare_walk(pair, playback, request, out);
}

std::string compare_help() {
    return "Usage: brimstone compare --iwad IWAD --demo FILE (--tic N | --every K) [--size WxH] [--pitch N]\n"
           "                         [--screenblocks N] [--low-detail] [--out DIR]\n"
           "\n"
           "Plays the demo to a tic and draws that moment with the software and the Vulkan\n"
           "renderer (the status bar is the same CPU overlay under both views).\n"
           "\n"
           "  --tic N      the frame after N tics; writes DIR/software.png and DIR/vulkan.png\n"
           "               (8-bit indexed, PLAYPAL 0, as `render` writes) and DIR/diff.png\n"
           "  --every K    tics K, 2K, ... while in a level instead: one table row each, then\n"
           "               the 5 worst tics; PNGs (DIR/ticNNNNN-*.png) only with --out\n"
           "  --size WxH   frame size, 320x200 (default) to 7680x4320\n"
           "  --pitch N    free look: the view sheared N rows of 320x200 up (N > 0) or\n"
           "               down, -50..50; 0 (default) is the original's view\n"
           "  --screenblocks N  the original's screen size, 3..11 (default 10: full width\n"
           "               with the bar); 3..9 draw the bordered window\n"
           "  --low-detail the original's low detail (double-width columns)\n"
           "  --out DIR    an existing directory, default the current one\n"
           "\n"
           "diff.png is a heat map: identical pixels are a dim grey copy of the software\n"
           "frame; differing pixels run from yellow (the two palette indices give equal\n"
           "colours) to red (a colour channel differs by 255), by their largest RGB channel\n"
           "difference under the palette the frame is shown with.\n"
           "\n"
           "The last line sums up all frames compared:\n"
           "  identical=NN.NN% differing=N max_delta=N\n"
           "(share of pixels with the same palette index, pixels with different ones, and\n"
           "the largest RGB channel difference among those).\n"
           "\n"
           "When the Vulkan view tells what each pixel shows (a wall part, floor, ceiling,\n"
           "sky, thing or the weapon, and its COLORMAP light row), as the true 3D view does,\n"
           "the view's pixels are compared by surface instead, each frame (and table row)\n"
           "giving\n"
           "  surface=NN.NN% light=NN.NN% identical=NN.NN%\n"
           "(share of view pixels showing the same surface; the same surface within one\n"
           "light row; the same palette index) and the count of differing surfaces by kind:\n"
           "thing_missing (a thing or the weapon in software only), thing_extra (in Vulkan\n"
           "only), sky_vs_other, wall_as_plane (a software wall shown as a floor or\n"
           "ceiling), plane_as_wall, other; the worst tics are those with the most\n"
           "differing surfaces. diff.png's view is then coloured by kind: a dim grey copy\n"
           "where surface and index agree; green: the same surface within one light row;\n"
           "blue: the same surface, the light further off; red: thing_missing; yellow:\n"
           "thing_extra; cyan: sky_vs_other; orange: wall_as_plane; magenta:\n"
           "plane_as_wall; white: other. The status bar below is a heat map as above.\n";
}

}  // namespace app
