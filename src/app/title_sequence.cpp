#include "app/title_sequence.h"

#include "app/play_support.h"
#include "assets/demoloop.h"
#include "base/log.h"

namespace app {

ui::TitleLoop make_title_loop(const GameFiles& files, sim::GameMode mode) {
    std::vector<std::string> diagnostics;
    const std::optional<std::vector<assets::DemoLoopEntry>> entries = assets::load_demoloop(files.archive, diagnostics);
    for (const std::string& d : diagnostics) base::warn(d);
    if (!entries) return ui::TitleLoop(mode, ultimate_game(files.game), files.archive.find("DEMO4").has_value());
    std::vector<ui::TitleStep> steps;
    for (const assets::DemoLoopEntry& e : *entries) {
        using Kind = ui::TitleStep::Kind;
        steps.push_back({e.kind == assets::DemoLoopEntry::Kind::Page ? Kind::Page : Kind::Demo, e.lump, e.tics,
                         std::nullopt, e.music});
    }
    return ui::TitleLoop(std::move(steps));
}

}  // namespace app
