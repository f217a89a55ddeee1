#include "app/play_command.h"

#include "app/play_session.h"

namespace app {

int run_play(const config::CommandLine& cl, const config::Settings& settings, std::ostream& log) {
    PlaySession session(cl, settings, log);
    return session.run();
}

}  // namespace app
