#include "sim/demo_header_boom.h"

#include <array>

#include "base/error.h"

namespace sim {

namespace {

constexpr std::array<std::uint8_t, 6> kBoomSignature = {0x1d, 'B', 'o', 'o', 'm', 0xe6};
constexpr std::array<std::uint8_t, 6> kMbfSignature = {0x1d, 'M', 'B', 'F', 0xe6, 0};
constexpr std::size_t kMbfOptionSize = 64;     // MBF_GAME_OPTION_SIZE
constexpr std::size_t kMbf21CompCount = 25;    // MBF21_COMP_TOTAL
constexpr std::size_t kFuturePlayers = 32;     // FUTURE_MAXPLAYERS

// MBF21 demos list comp[] in this order (dsda-doom's mbf21_comp_translation).
constexpr std::array<CompOption, kMbf21CompCount> kMbf21CompOrder = {
    comp_telefrag, comp_dropoff,   comp_vile,      comp_pain,       comp_skull,      comp_blazing,
    comp_doorlight, comp_model,    comp_god,       comp_falloff,    comp_floors,     comp_skymap,
    comp_pursuit,  comp_doorstuck, comp_staylift,  comp_zombie,     comp_stairs,     comp_infcheat,
    comp_zerotags, comp_respawn,   comp_soul,      comp_ledgeblock, comp_friendlyspawn, comp_voodooscroller,
    comp_reservedlineflag,
};

// A cursor over the header that names the offset of whatever it finds wrong.
class HeaderReader {
public:
    HeaderReader(std::span<const std::uint8_t> bytes, const std::string& context) : bytes_(bytes), context_(context) {}

    [[noreturn]] void fail(const std::string& what, std::size_t at) const {
        throw base::Error(context_ + ": " + what + " (header byte offset " + std::to_string(at) + ")");
    }
    void need(std::size_t n, const char* what) const {
        if (pos_ + n > bytes_.size())
            fail(std::string("header cut short in ") + what + " (" + std::to_string(bytes_.size()) + " bytes)", pos_);
    }
    std::uint8_t byte(const char* what) {
        need(1, what);
        return bytes_[pos_++];
    }
    bool flag(const char* what) { return byte(what) != 0; }
    std::uint32_t u32_be(const char* what) {
        need(4, what);
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) v = (v << 8) | bytes_[pos_++];
        return v;
    }
    void skip(std::size_t n, const char* what) {
        need(n, what);
        pos_ += n;
    }
    std::size_t pos() const { return pos_; }
    std::uint8_t at(std::size_t i) const { return bytes_[i]; }

private:
    std::span<const std::uint8_t> bytes_;
    const std::string& context_;
    std::size_t pos_ = 0;
};

std::string version_text(int version) { return "demo version " + std::to_string(version); }

// MBF's friend distance (big-endian) and monster behaviour flags, the same
// in MBF's and MBF21's blocks.
void read_friend_options(HeaderReader& r, CompatOptions& c) {
    c.distfriend = r.byte("distfriend") << 8;
    c.distfriend |= r.byte("distfriend");
    c.monster_backing = r.flag("monster_backing");
    c.monster_avoid_hazards = r.flag("monster_avoid_hazards");
    c.monster_friction = r.flag("monster_friction");
    c.help_friends = r.flag("help_friends");
    c.dog_jumping = r.flag("dog_jumping");
    c.monkeys = r.flag("monkeys");
}

// G_ReadOptions for Boom and MBF: 64 bytes, MBF's fields only at 203.
void read_mbf_options(HeaderReader& r, GameOptions& o) {
    const std::size_t start = r.pos();
    r.need(kMbfOptionSize, "the option block");
    CompatOptions& c = o.compat;
    c.monsters_remember = r.flag("monsters_remember");
    c.variable_friction = r.flag("variable_friction");
    c.weapon_recoil = r.flag("weapon_recoil");
    c.allow_pushers = r.flag("allow_pushers");
    r.skip(1, "padding");
    c.player_bobbing = r.flag("player_bobbing");
    o.respawn = r.flag("respawn");
    o.fast = r.flag("fast");
    o.nomonsters = r.flag("nomonsters");
    const std::size_t insurance_at = r.pos();
    c.demo_insurance = r.flag("demo_insurance");
    if (c.demo_insurance)
        r.fail("the demo asks for Boom's demo sync insurance (per-class random streams), which is not supported",
               insurance_at);
    c.rngseed = r.u32_be("rngseed");
    if (c.mbf()) {
        c.monster_infighting = r.flag("monster_infighting");
        c.dogs = r.byte("dogs");
        r.skip(2, "padding");
        read_friend_options(r, c);
        for (std::size_t i = 0; i < kCompOptionCount; ++i) c.comp[i] = r.flag("comp");
    }
    r.skip(start + kMbfOptionSize - r.pos(), "the option block");
}

// dsda_ReadOptions21: MBF21's shorter block with a counted comp[] list.
void read_mbf21_options(HeaderReader& r, GameOptions& o) {
    CompatOptions& c = o.compat;
    c.variable_friction = c.allow_pushers = true;  // not options in MBF21
    c.monsters_remember = r.flag("monsters_remember");
    c.weapon_recoil = r.flag("weapon_recoil");
    c.player_bobbing = r.flag("player_bobbing");
    o.respawn = r.flag("respawn");
    o.fast = r.flag("fast");
    o.nomonsters = r.flag("nomonsters");
    c.rngseed = r.u32_be("rngseed");
    c.monster_infighting = r.flag("monster_infighting");
    c.dogs = r.byte("dogs");
    read_friend_options(r, c);
    const std::size_t count_at = r.pos();
    const std::size_t count = r.byte("the comp option count");
    if (count > kMbf21CompCount)
        r.fail(std::to_string(count) + " MBF21 compatibility options (at most " + std::to_string(kMbf21CompCount) +
                   " are known)",
               count_at);
    for (std::size_t i = 0; i < count; ++i) c.comp[kMbf21CompOrder[i]] = r.flag("comp");
    // Demos from before these options existed had the older behaviour.
    if (count < 24) c.comp[comp_voodooscroller] = true;
    if (count < 25) c.comp[comp_reservedlineflag] = false;
}

}  // namespace

bool is_boom_demo_version(int version) {
    return version == kBoomDemoVersion || version == kMbfDemoVersion || version == kMbf21DemoVersion;
}

std::size_t read_boom_demo_header(std::span<const std::uint8_t> bytes, const std::string& context, Demo& demo) {
    HeaderReader r(bytes, context);
    const int version = r.byte("the version");
    GameOptions& o = demo.options;
    o.compat = CompatOptions{};
    const bool mbf_signature = version != kBoomDemoVersion;
    const auto& signature = mbf_signature ? kMbfSignature : kBoomSignature;
    for (std::size_t i = 0; i < signature.size(); ++i) {
        const std::size_t at = r.pos();
        if (r.byte("the signature") != signature[i]) {
            if (version == kMbfDemoVersion && i == 1 && r.at(at) == 'B')
                r.fail("an LxDoom demo (version 203 with a Boom signature), which is not supported", at);
            r.fail(version_text(version) + " without its " + (mbf_signature ? "MBF" : "Boom") + " signature", at);
        }
    }
    switch (version) {
        case kBoomDemoVersion: {
            const std::size_t at = r.pos();
            if (r.byte("the compatibility mode") != 0)
                r.fail("a demo of Boom's compatibility mode (complevel 7), which is not supported", at);
            o.compat.level = CompLevel::Boom;
            break;
        }
        case kMbfDemoVersion:
            r.skip(1, "the compatibility mode");  // no meaning in MBF
            o.compat.level = CompLevel::Mbf;
            break;
        default:
            o.compat.level = CompLevel::Mbf21;
            demo.longtics = true;
            break;
    }
    std::size_t at = r.pos();
    const int skill = r.byte("the skill");
    if (skill > 4) r.fail("skill " + std::to_string(skill) + " out of range 0-4", at);
    o.skill = static_cast<Skill>(skill);
    o.episode = r.byte("the episode");
    o.map = r.byte("the map");
    at = r.pos();
    o.deathmatch = r.byte("the deathmatch mode");
    if (o.deathmatch > 2) r.fail("deathmatch mode " + std::to_string(o.deathmatch) + " out of range 0-2", at);
    const std::size_t console_at = r.pos();
    o.consoleplayer = r.byte("the console player");
    if (o.compat.mbf21()) read_mbf21_options(r, o);
    else read_mbf_options(r, o);
    apply_level_rules(o.compat);
    const std::size_t players_at = r.pos();
    r.need(kFuturePlayers, "the players");
    for (std::size_t i = 0; i < kFuturePlayers; ++i) {
        const bool in = r.flag("the players");
        if (i < kMaxPlayers) o.playeringame[i] = in;
        else if (in) r.fail("player " + std::to_string(i + 1) + " is in the game (Doom has 4)", players_at + i);
    }
    if (o.consoleplayer >= kMaxPlayers)
        r.fail("console player " + std::to_string(o.consoleplayer) + " out of range 0-3", console_at);
    if (!o.playeringame[static_cast<std::size_t>(o.consoleplayer)]) {
        bool any = false;
        for (bool in : o.playeringame) any = any || in;
        if (!any) r.fail("no players in the game", players_at);
        r.fail("console player " + std::to_string(o.consoleplayer) + " is not in the game", console_at);
    }
    return r.pos();
}

void write_boom_demo_header(const Demo& demo, std::vector<std::uint8_t>& out) {
    const GameOptions& o = demo.options;
    const CompatOptions& c = o.compat;
    const auto b = [&](int v) { out.push_back(static_cast<std::uint8_t>(v)); };
    const auto seed = [&] {
        for (int shift = 24; shift >= 0; shift -= 8) b(static_cast<int>((c.rngseed >> shift) & 0xff));
    };
    const auto friend_options = [&] {
        b((c.distfriend >> 8) & 0xff);
        b(c.distfriend & 0xff);
        for (bool v : {c.monster_backing, c.monster_avoid_hazards, c.monster_friction, c.help_friends, c.dog_jumping,
                       c.monkeys})
            b(v);
    };
    b(c.mbf21() ? kMbf21DemoVersion : c.mbf() ? kMbfDemoVersion : kBoomDemoVersion);
    for (std::uint8_t s : c.mbf() ? kMbfSignature : kBoomSignature) out.push_back(s);
    if (!c.mbf21()) b(0);  // Boom's compatibility-mode byte; unused by MBF
    b(static_cast<int>(o.skill));
    b(o.episode);
    b(o.map);
    b(o.deathmatch);
    b(o.consoleplayer);
    if (c.mbf21()) {
        for (bool v : {c.monsters_remember, c.weapon_recoil, c.player_bobbing, o.respawn, o.fast, o.nomonsters}) b(v);
        seed();
        b(c.monster_infighting);
        b(c.dogs);
        friend_options();
        b(static_cast<int>(kMbf21CompCount));
        for (CompOption option : kMbf21CompOrder) b(c.has(option));
    } else {
        const std::size_t start = out.size();
        for (bool v : {c.monsters_remember, c.variable_friction, c.weapon_recoil, c.allow_pushers, false,
                       c.player_bobbing, o.respawn, o.fast, o.nomonsters, c.demo_insurance})
            b(v);
        seed();
        b(c.monster_infighting);
        b(c.dogs);
        b(0);
        b(0);
        friend_options();
        for (bool v : c.comp) b(v);
        out.resize(start + kMbfOptionSize, 0);
    }
    for (std::size_t i = 0; i < kFuturePlayers; ++i) b(i < kMaxPlayers && o.playeringame[i]);
}

}  // namespace sim
