#include "app/play_session.h"

#include <algorithm>

namespace app {

void PlaySession::join_netgame() {
    net_ = std::make_unique<NetSession>(cl_, files_, rules_, world_.get());
    net::NetGame& game = net_->game();
    game.on_start = [this](const sim::World& world) {
        net_started_ = true;
        usergame_ = true;
        net_players_ = world.opts.playeringame;
        world_replaced();
        last_net_tic_ = Clock::now();
        if (cl_.record)
            recorder_.emplace(*cl_.record, world.opts, settings_.get_bool("compat.vanilla_demo_limit"), cl_.maxdemo);
        log_ << "brimstone: netgame started, player " << world.opts.consoleplayer + 1 << "\n";
    };
    game.before_tic = [this](const sim::World& world) { interpolation_.before_tic(world); };
    game.on_tic = [this](const sim::World&, int, const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds) {
        ++tics_;
        front_.menu().tick();
        // d_net.c's PlayerQuitGame: the others are told who left.
        for (std::size_t i = 0; i < net_players_.size(); ++i)
            if (net_players_[i] && !world_->opts.playeringame[i])
                front_.messages().post("Player " + std::to_string(i + 1) + " left the game", true);
        net_players_ = world_->opts.playeringame;
        // G_CheckDemoStatus: a full vanilla demo ends the recording and the game.
        if (recorder_ && !recorder_->add(cmds)) {
            recorder_->report_full(log_);
            quit_ = true;
        }
        after_tic();
        save_for_netgame(cmds);
        last_net_tic_ = Clock::now();
        if (cl_.tics && tics_ >= *cl_.tics) net_->game().stop_running();
    };
}

void PlaySession::save_for_netgame(const std::array<sim::Ticcmd, sim::kMaxPlayers>& cmds) {
    for (const NetSave& save : net_save_requests(*world_, cmds)) {
        // The saver names it; every other player's copy is the original's "NET GAME".
        const bool mine = save.player == world_->opts.consoleplayer && !net_save_description_.empty();
        save_slot(save.slot, mine ? net_save_description_ : "NET GAME");
        if (mine) net_save_description_.clear();
    }
}

int PlaySession::run_net() {
    const bool uncapped = settings_.get_bool("video.uncapped_framerate");
    render::Frame frame;
    int exit_code = 0;
    Clock::time_point wipe_clock = Clock::now();
    double wipe_tics = 0;
    while (!quit_) {
        handle_input();
        if (window_.window().close_requested()) break;
        net_->update([this](int) { return player_command(); });
        for (const std::string& message : net_->client().take_messages()) {
            log_ << "server: " << message << "\n";
            front_.messages().post(message);
        }
        if (const auto& failure = net_->game().failure()) {
            log_ << "brimstone: " << *failure << "\n";
            exit_code = 1;
            break;
        }
        if (net_->client().phase() == net::Client::Phase::Ended) {
            log_ << "brimstone: netgame: " << net_->client().end_reason() << "\n";
            exit_code = net_started_ ? 0 : 1;
            break;
        }
        const bool done = cl_.tics && tics_ >= *cl_.tics;
        // A melt runs in real time; the game cannot wait for it, as the
        // other players' tics keep coming, so it plays on underneath.
        const Clock::time_point now = Clock::now();
        if (wiping()) {
            wipe_tics += std::chrono::duration<double>(now - wipe_clock).count() * kTicRate;
            const int whole = static_cast<int>(wipe_tics);
            if (whole > 0) display_->advance_wipe(whole);
            wipe_tics -= whole;
        }
        wipe_clock = now;
        const VkExtent2D window_size = window_.window().framebuffer_size();
        if (window_size.width > 0 && window_size.height > 0) {
            fit_frame(frame, window_size);
            // Between tics the view moves on from the last one run by the
            // time since it ran, as a tic arrives when all players' commands have.
            const double since = std::chrono::duration<double>(Clock::now() - last_net_tic_).count() * kTicRate;
            if (show(frame, uncapped && !done ? std::clamp(since, 0.0, 1.0) : 1.0)) count_frame();
        }
        if (done) break;
        // Packets wake the loop; a capped window also waits for the next tic's time.
        net_->wait(uncapped ? 0 : 1000 / kTicRate / 4);
    }
    net_->leave();
    if (recorder_) recorder_->write(log_);
    if (cl_.out) render::write_indexed_png(*cl_.out, frame, assets_.palettes.palette(0));
    return exit_code;
}

}  // namespace app
