#include "ui/chat.h"

#include <cctype>

#include "ui/typed_character.h"

namespace ui {
namespace {

constexpr std::size_t kMaxLine = 80;  // HU_MAXLINELENGTH
// HUSTR_PLRGREEN...HUSTR_PLRRED: the sender's name before a line.
constexpr std::array<const char*, 4> kNames{"Green: ", "Indigo: ", "Brown: ", "Red: "};
// key_multi_msgplayer: the keys that talk to one player.
constexpr std::array<std::string_view, 4> kPlayerKeys{"g", "i", "b", "r"};

// The character a key sends: Enter and Backspace as the original's key
// codes, the others as typed, shifted as the chat font has them (shiftxform).
char typed(std::string_view key, bool shift) {
    if (key == "enter" || key == "kpenter") return Chat::kEnter;
    if (key == "backspace") return Chat::kBackspace;
    const char c = typed_character(key);
    static constexpr std::string_view kPlain = "1234567890-=;',./", kShifted = "!@#$%^&*()_+:\"<>?";
    const std::size_t at = shift ? kPlain.find(c) : std::string_view::npos;
    return at == std::string_view::npos ? c : kShifted[at];
}

}  // namespace

bool Chat::key_in_line(std::string& line, char c) {
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (c >= ' ' && c <= '_') {
        if (line.size() < kMaxLine) line.push_back(c);
    } else if (c == kBackspace) {
        if (!line.empty()) line.pop_back();
    } else if (c != kEnter) {
        return false;
    }
    return true;
}

Chat::Reply Chat::press(std::string_view key, const sim::World& world) {
    if (key == "lalt" || key == "ralt") alt_ = true;
    if (key == "lshift" || key == "rshift") shift_ = true;
    Reply reply;
    const int me = world.opts.consoleplayer;
    if (!typing_) {
        if (key == "t") {
            typing_ = reply.eaten = true;
            line_.clear();
            send(static_cast<char>(kBroadcast));
            return reply;
        }
        int players = 0;
        for (bool in : world.opts.playeringame) players += in ? 1 : 0;
        if (players <= 2) return reply;
        for (std::size_t i = 0; i < kPlayerKeys.size(); ++i) {
            if (key != kPlayerKeys[i]) continue;
            if (static_cast<int>(i) == me) {
                // HUSTR_TALKTOSELF1..4, then nothing.
                static constexpr std::array<const char*, 4> kSelf{"You mumble to yourself", "Who's there?",
                                                                  "You scare yourself", "You start to rave"};
                if (talked_to_self_ < 4) reply.message = kSelf[static_cast<std::size_t>(talked_to_self_++)];
            } else if (world.opts.playeringame[i]) {
                typing_ = reply.eaten = true;
                line_.clear();
                send(static_cast<char>(i + 1));
            }
            return reply;
        }
        return reply;
    }
    if (alt_ && key.size() == 1 && key[0] >= '0' && key[0] <= '9') {
        // The macro ends any line begun, goes out whole, and chat ends.
        const std::string& macro = macros_[static_cast<std::size_t>(key[0] - '0')];
        send(kEnter);
        for (const char c : macro) send(c);
        send(kEnter);
        typing_ = false;
        reply.eaten = true;
        reply.message = macro;
        return reply;
    }
    if (key == "escape") {
        typing_ = false;
        reply.eaten = true;
        return reply;
    }
    // Vanilla sends letters upper-cased (shiftxform); Chocolate Doom sends
    // them as typed: each receiver upper-cases, so both read the same.
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(typed(key, shift_))));
    if (c != 0 && key_in_line(line_, c)) {
        reply.eaten = true;
        send(c);
        if (c == kEnter) {
            typing_ = false;
            if (!line_.empty()) reply.message = line_;
        }
    }
    // While a line is typed, no key reaches the game.
    reply.eaten = reply.eaten || (key != "lalt" && key != "ralt" && key != "lshift" && key != "rshift");
    return reply;
}

void Chat::release(std::string_view key) {
    if (key == "lalt" || key == "ralt") alt_ = false;
    if (key == "lshift" || key == "rshift") shift_ = false;
}

std::uint8_t Chat::next_char() {
    if (outgoing_.empty()) return 0;
    const std::uint8_t c = outgoing_.front();
    outgoing_.pop_front();
    return c;
}

std::vector<std::string> Chat::receive(const sim::World& world) {
    std::vector<std::string> lines;
    const int me = world.opts.consoleplayer;
    for (std::size_t i = 0; i < sim::kMaxPlayers; ++i) {
        if (!world.opts.playeringame[i] || static_cast<int>(i) == me) continue;
        const std::uint8_t c = world.players[i].cmd.chatchar;
        if (c == 0) continue;
        if (c <= kBroadcast) {
            destination_[i] = c;
            continue;
        }
        std::string& line = incoming_[i];
        if (key_in_line(line, static_cast<char>(c)) && c == kEnter) {
            if (!line.empty() && (destination_[i] == me + 1 || destination_[i] == kBroadcast))
                lines.push_back(std::string(kNames[i % kNames.size()]) + line);
            line.clear();
        }
    }
    return lines;
}

void Chat::reset() {
    typing_ = false;
    line_.clear();
    outgoing_.clear();
    incoming_ = {};
    destination_ = {};
}

}  // namespace ui
