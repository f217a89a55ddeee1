#include "net/net_game.h"

#include <algorithm>

#include "sim/mobj.h"

namespace net {

sim::GameOptions game_options(const GameSettings& s, sim::GameMode mode) {
    sim::GameOptions o;
    o.mode = mode;
    o.skill = static_cast<sim::Skill>(s.skill);
    o.episode = s.episode;
    o.map = s.map;
    o.deathmatch = s.deathmatch;
    o.timelimit = static_cast<int>(std::min<std::uint32_t>(s.timelimit, sim::kMostTimeLimit));
    o.nomonsters = s.nomonsters != 0;
    o.fast = s.fast_monsters != 0;
    o.respawn = s.respawn_monsters != 0;
    for (int i = 0; i < sim::kMaxPlayers; ++i) o.playeringame[static_cast<std::size_t>(i)] = i < s.num_players;
    o.consoleplayer = s.consoleplayer;
    return o;
}

sim::Ticcmd to_sim(const NetTiccmd& c) {
    sim::Ticcmd t;
    t.forwardmove = c.forwardmove;
    t.sidemove = c.sidemove;
    t.angleturn = c.angleturn;
    t.consistancy = c.consistancy;
    t.chatchar = c.chatchar;
    t.buttons = c.buttons;
    return t;
}

NetTiccmd to_net(const sim::Ticcmd& t) {
    NetTiccmd c;
    c.forwardmove = t.forwardmove;
    c.sidemove = t.sidemove;
    c.angleturn = t.angleturn;
    c.consistancy = static_cast<std::uint8_t>(t.consistancy);
    c.chatchar = t.chatchar;
    c.buttons = t.buttons;
    return c;
}

NetGame::NetGame(Client& client, const sim::LevelSource& source, const sim::Definitions& defs, sim::GameMode mode,
                 sim::World* world)
    : client_(client),
      source_(source),
      mode_(mode),
      own_world_(world ? nullptr : std::make_unique<sim::World>(defs)),
      world_(world ? world : own_world_.get()) {}

void NetGame::start(std::uint32_t now) {
    sim::new_game(*world_, source_, game_options(client_.settings(), mode_));
    started_ = true;
    start_ms_ = now;
    if (on_start) on_start(*world_);
}

void NetGame::update(std::uint32_t now, const std::function<sim::Ticcmd(int tic)>& build) {
    client_.run(now);
    if (failure_ || client_.phase() != Client::Phase::InGame) return;
    if (!started_) start(now);

    const int me = client_.settings().consoleplayer;
    const int ticdup = client_.settings().ticdup;
    const auto elapsed =
        static_cast<std::int64_t>(now - start_ms_) - kFirstTicDelayMs + client_.clock_offset_ms();
    const std::int64_t due = elapsed * kTicRate / 1000 / ticdup;
    while (client_.made_tics() < due && client_.made_tics() - client_.taken_tics() < kMaxAhead) {
        const int tic = client_.made_tics();
        NetTiccmd cmd = to_net(build(tic));
        cmd.consistancy = me < sim::kMaxPlayers ? consistancy_[static_cast<std::size_t>(me)][tic % kBackupTics] : 0;
        client_.send_ticcmd(cmd, now);
    }
    while (!failure_ && !stopped_ && client_.has_tic()) run_tic(client_.take_tic());
}

void NetGame::run_tic(const TicSet& set) {
    sim::World& w = *world_;
    std::array<sim::Ticcmd, sim::kMaxPlayers> cmds{};
    const int ticdup = client_.settings().ticdup;
    for (int dup = 0; dup < ticdup; ++dup) {
        const int tic = tics_run_;
        const int buf = (tic / ticdup) % kBackupTics;
        for (std::size_t i = 0; i < cmds.size(); ++i) {
            if (!set.ingame[i]) {
                // A player who left is out of the game from this tic on.
                w.opts.playeringame[i] = false;
                continue;
            }
            cmds[i] = to_sim(set.cmds[i]);
            if (dup > 0) {
                // d_loop.c's TicdupSquash: a repeated command chats and
                // pauses once.
                cmds[i].chatchar = 0;
                if (cmds[i].buttons & sim::BT_SPECIAL) cmds[i].buttons = 0;
            }
            if (!w.opts.playeringame[i] || tic % ticdup != 0) continue;
            const std::uint8_t expected = consistancy_[i][static_cast<std::size_t>(buf)];
            if (tic > kBackupTics && static_cast<std::uint8_t>(cmds[i].consistancy) != expected) {
                failure_ = "consistency failure at tic " + std::to_string(tic) + ": player " +
                           std::to_string(i + 1) + " sent " + std::to_string(cmds[i].consistancy & 0xff) +
                           ", this game has " + std::to_string(expected);
                return;
            }
            const sim::Mobj* mo = w.players[i].mo;
            consistancy_[i][static_cast<std::size_t>(buf)] =
                static_cast<std::uint8_t>(mo ? mo->x : w.rng.rnd_index);
        }
        if (before_tic) before_tic(w);
        sim::run_tic(w, source_, cmds);
        if (on_tic) on_tic(w, tic, cmds);
        ++tics_run_;
        if (stopped_) return;
    }
}

}  // namespace net
