#pragma once
// The original's chat in netgames (hu_stuff.c's HU_Responder and
// HU_Ticker): T starts a line to everyone, and in games of three or more
// a player's colour key (G, I, B, R) a line to that player; the typed
// characters go out one a tic in the commands' chatchar; Enter sends,
// Escape drops, Alt and a digit sends that macro. Each other player's
// characters are gathered into a line, shown ("Green: ...") to those it
// was sent to.
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/world.h"

namespace ui {

class Chat {
public:
    static constexpr std::uint8_t kBroadcast = 5;  // HU_BROADCAST: a line to everyone
    static constexpr char kEnter = 13, kBackspace = 127;

    explicit Chat(std::array<std::string, 10> macros) : macros_(std::move(macros)) {}

    // A key pressed in a netgame's level: whether the chat took it, and
    // the message line's text it gives (what was sent, or HUSTR_TALKTOSELF).
    struct Reply {
        bool eaten = false;
        std::optional<std::string> message;
    };
    Reply press(std::string_view key, const sim::World& world);
    void release(std::string_view key);

    bool typing() const { return typing_; }
    // The line being typed, for the line under the messages (HUlib_drawIText).
    const std::string& line() const { return line_; }
    // HU_dequeueChatChar: the next character for this tic's command, 0 for none.
    std::uint8_t next_char();

    // HU_Ticker: the other players' characters of the tic just run; the
    // lines they finished that are for this player, each with its sender.
    std::vector<std::string> receive(const sim::World& world);

    void reset();

private:
    // HUlib_keyInIText: whether a line takes the character (upper-cased).
    static bool key_in_line(std::string& line, char c);
    void send(char c) { outgoing_.push_back(static_cast<std::uint8_t>(c)); }

    std::array<std::string, 10> macros_;
    bool typing_ = false;
    bool alt_ = false;
    bool shift_ = false;
    std::string line_;
    std::deque<std::uint8_t> outgoing_;
    std::array<std::string, sim::kMaxPlayers> incoming_{};
    std::array<std::uint8_t, sim::kMaxPlayers> destination_{};
    int talked_to_self_ = 0;
};

}  // namespace ui
