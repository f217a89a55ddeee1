#include "app/bench/bench_game.h"

#include "render/render_assets.h"

namespace app {

namespace {

config::CommandLine iwad_only(const std::string& iwad) {
    config::CommandLine cl;
    cl.iwad = iwad;
    return cl;
}

}  // namespace

BenchGame::BenchGame(const std::string& oracle_dir, const BenchDemo& row)
    : demo_path(oracle_dir + "/" + row.file),
      iwad(installed_iwad(row.iwad)),
      files(open_game_files(iwad_only(iwad))),
      rules(make_rules(files, iwad_only(iwad))),
      demo(read_demo(files, demo_path)),
      assets(render::load_render_assets(files.archive, rules.definitions)) {}

}  // namespace app
