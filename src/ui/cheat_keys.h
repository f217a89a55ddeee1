#pragma once
// Typed cheat codes (st_stuff.c's responder and m_cheat.c's matching):
// each code keeps how many of its characters were typed in a row; a wrong
// character starts that code over. Codes with digits (IDCLEV, IDMUS) take
// two more characters of any kind.
#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "sim/world.h"

namespace ui {

enum class CheatCode {
    God,           // iddqd
    AmmoNoKeys,    // idfa
    AmmoAndKeys,   // idkfa
    Music,         // idmus + 2 digits
    NoClip,        // idspispopd (Doom), idclip (Doom II)
    BeholdV, BeholdS, BeholdI, BeholdR, BeholdA, BeholdL,
    Behold,        // idbehold alone
    Choppers,      // idchoppers
    MyPos,         // idmypos
    LevelWarp,     // idclev + 2 digits
    Map,           // iddt: the automap's own (AM_Responder)
};

struct CheatTyped {
    CheatCode code = CheatCode::God;
    std::array<char, 2> digits{};
};

class CheatKeys {
public:
    explicit CheatKeys(sim::GameMode mode);

    // One typed character (lower case). Returns the codes it completed, in
    // the order the original checks them.
    std::vector<CheatTyped> type(char c);

private:
    struct Sequence {
        CheatCode code;
        std::string_view text;
        int digits = 0;
        int typed = 0;
        int digits_typed = 0;
        std::array<char, 2> buffer{};
    };
    bool check(Sequence& s, char c);

    std::vector<Sequence> sequences_;
};

}  // namespace ui
