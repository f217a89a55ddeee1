#include "ui/hud_messages.h"

namespace ui {

void HudMessages::post(std::string text, bool forced) {
    pending_ = std::move(text);
    pending_forced_ = pending_forced_ || forced;
}

void HudMessages::tick() {
    if (counter_ > 0 && --counter_ == 0) {
        shown_.reset();
        shown_forced_ = false;
    }
    if (!pending_ || !(enabled_ || pending_forced_)) return;
    if (shown_forced_ && !pending_forced_) return;
    shown_ = std::move(pending_);
    pending_.reset();
    counter_ = kMessageTimeout;
    shown_forced_ = pending_forced_;
    pending_forced_ = false;
}

void HudMessages::clear() {
    pending_.reset();
    shown_.reset();
    pending_forced_ = shown_forced_ = false;
    counter_ = 0;
}

}  // namespace ui
