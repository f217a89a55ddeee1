#include "ui/title_loop.h"

namespace ui {

TitleLoop::TitleLoop(sim::GameMode mode, bool ultimate, bool has_demo4)
    : mode_(mode), ultimate_(ultimate), steps_(ultimate || has_demo4 ? 7 : 6) {}

TitleLoop::TitleLoop(std::vector<TitleStep> steps)
    : mode_(sim::GameMode::Commercial), ultimate_(false), steps_(static_cast<int>(steps.size())), own_(std::move(steps)) {}

TitleStep TitleLoop::advance() {
    sequence_ = (sequence_ + 1) % steps_;
    if (!own_.empty()) return own_[static_cast<std::size_t>(sequence_)];
    const bool doom2 = mode_ == sim::GameMode::Commercial;
    constexpr int kTicRate = 35;
    using Kind = TitleStep::Kind;
    switch (sequence_) {
        case 0: return {Kind::Page, "TITLEPIC", doom2 ? kTicRate * 11 : 170, doom2 ? sim::mus_dm2ttl : sim::mus_intro, ""};
        case 1: return {Kind::Demo, "DEMO1", 0, std::nullopt, ""};
        case 2: return {Kind::Page, "CREDIT", 200, std::nullopt, ""};
        case 3: return {Kind::Demo, "DEMO2", 0, std::nullopt, ""};
        case 4:
            if (doom2) return {Kind::Page, "TITLEPIC", kTicRate * 11, sim::mus_dm2ttl, ""};
            return {Kind::Page, ultimate_ ? "CREDIT" : "HELP2", 200, std::nullopt, ""};
        case 5: return {Kind::Demo, "DEMO3", 0, std::nullopt, ""};
        default: return {Kind::Demo, "DEMO4", 0, std::nullopt, ""};
    }
}

}  // namespace ui
