#include "ui/cheat_keys.h"

namespace ui {

CheatKeys::CheatKeys(sim::GameMode mode) {
    const bool doom2 = mode == sim::GameMode::Commercial;
    sequences_ = {
        {CheatCode::God, "iddqd"},
        {CheatCode::AmmoNoKeys, "idfa"},
        {CheatCode::AmmoAndKeys, "idkfa"},
        {CheatCode::Music, "idmus", 2},
        {CheatCode::NoClip, doom2 ? "idclip" : "idspispopd"},
        {CheatCode::BeholdV, "idbeholdv"},
        {CheatCode::BeholdS, "idbeholds"},
        {CheatCode::BeholdI, "idbeholdi"},
        {CheatCode::BeholdR, "idbeholdr"},
        {CheatCode::BeholdA, "idbeholda"},
        {CheatCode::BeholdL, "idbeholdl"},
        {CheatCode::Behold, "idbehold"},
        {CheatCode::Choppers, "idchoppers"},
        {CheatCode::MyPos, "idmypos"},
        {CheatCode::LevelWarp, "idclev", 2},
        {CheatCode::Map, "iddt"},
    };
}

// cht_CheckCheat: a wrong character resets the count without being
// matched again against the first one.
bool CheatKeys::check(Sequence& s, char c) {
    const int length = static_cast<int>(s.text.size());
    if (s.typed < length) {
        s.typed = c == s.text[static_cast<std::size_t>(s.typed)] ? s.typed + 1 : 0;
        s.digits_typed = 0;
    } else if (s.digits_typed < s.digits) {
        s.buffer[static_cast<std::size_t>(s.digits_typed++)] = c;
    }
    if (s.typed >= length && s.digits_typed >= s.digits) {
        s.typed = s.digits_typed = 0;
        return true;
    }
    return false;
}

std::vector<CheatTyped> CheatKeys::type(char c) {
    std::vector<CheatTyped> done;
    // Every sequence sees every key, as the original's separate checks do
    // for all but its else-if chains, whose codes never share a prefix
    // that completes on the same key.
    for (Sequence& s : sequences_)
        if (check(s, c)) done.push_back({s.code, s.buffer});
    return done;
}

}  // namespace ui
