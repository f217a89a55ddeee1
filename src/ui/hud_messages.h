#pragma once
// The message line (hu_stuff.c): the player's pickup, key, door and cheat
// messages and the front end's own ("game saved."), each shown for four
// seconds, none while messages are off except the ones that say so.
#include <optional>
#include <string>

namespace ui {

inline constexpr int kMessageTimeout = 4 * 35;  // HU_MSGTIMEOUT

class HudMessages {
public:
    bool enabled() const { return enabled_; }
    void set_enabled(bool enabled) { enabled_ = enabled; }

    // A message for the line. `forced` ones show even with messages off
    // and are not replaced until their time is up (the original's
    // message_dontfuckwithme: "Messages OFF" itself).
    void post(std::string text, bool forced = false);

    // HU_Ticker, once a game tic in a level.
    void tick();

    // The line shown now, if any.
    const std::optional<std::string>& shown() const { return shown_; }
    void clear();

private:
    bool enabled_ = true;
    std::optional<std::string> pending_;
    bool pending_forced_ = false;
    std::optional<std::string> shown_;
    bool shown_forced_ = false;
    int counter_ = 0;
};

}  // namespace ui
