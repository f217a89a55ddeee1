// Starting, stopping and running a map's scripts (ZDoom's P_StartScript,
// the ACS specials and DACSThinker::Tick, as its documentation describes
// them).
#include "sim/acs_scripts.h"

#include <algorithm>

#include "assets/text_lexer.h"
#include "base/error.h"
#include "base/log.h"
#include "sim/acs_libraries.h"
#include "sim/acs_vm.h"
#include "sim/acs_world.h"

namespace sim {

namespace {

AcsThread* running(World& w, int number) {
    for (const auto& t : w.acs.threads)
        if (t->number == number && t->state != AcsWait::Done) return t.get();
    return nullptr;
}

// Scripts of other maps would wait for that map (ZDoom's deferred
// scripts); Doom maps rarely use them, and they are not played.
bool this_map(World& w, int map) {
    if (map == 0 || map == w.opts.map) return true;
    acs_warn_once(w, "other map", "ACS starts or stops a script of map " + std::to_string(map) +
                                      ", which is not played (scripts of other maps)");
    return false;
}

AcsThread* add_thread(World& w, const AcsScript& s, int module, std::span<const int> args, Mobj* activator, int line,
                      int side) {
    auto t = std::make_unique<AcsThread>();
    t->number = s.number;
    t->module = module;
    t->pc = s.address;
    t->locals.assign(static_cast<std::size_t>(std::max(s.locals, s.args)), 0);
    for (std::size_t i = 0; i < args.size() && i < static_cast<std::size_t>(s.args); ++i) t->locals[i] = args[i];
    t->activator = activator;
    t->line = line;
    t->side = side;
    t->result = 1;
    w.acs.threads.push_back(std::move(t));
    return w.acs.threads.back().get();
}

// The first module with script `number` (ZDoom's FindScript) and the
// script; {-1, null}: none has it.
std::pair<int, const AcsScript*> find_script(const World& w, int number) {
    for (std::size_t i = 0; i < w.acs.modules.size(); ++i)
        if (const AcsScript* s = w.acs.modules[i].code->find_script(number)) return {static_cast<int>(i), s};
    return {-1, nullptr};
}

}  // namespace

void read_acs_module(World& w) {
    w.acs = AcsLevel{};
    std::shared_ptr<AcsModule> map;
    if (!w.level.extensions.behavior.empty()) {
        try {
            map = std::make_shared<AcsModule>(load_acs_module(w.level.extensions.behavior, w.level.where));
        } catch (const base::Error& e) {
            base::warn(std::string(e.what()) + "; the map plays without its scripts");
            return;
        }
    }
    // LOADACS's libraries run on the maps that have scripts of their own
    // kind: Hexen's format and UDMF (a Doom-format map keeps Doom's rules).
    const AcsLibraryLumps* libraries = w.defs ? w.defs->acs_libraries.get() : nullptr;
    const bool autoload = libraries && !libraries->autoload.empty() &&
                          map::special_dialect(w.level.extensions.ns) == map::SpecialDialect::Hexen;
    if (!map && !autoload) return;
    AcsLinkedModules linked = link_acs_modules(std::move(map), libraries, autoload, w.level.where);
    for (std::shared_ptr<const AcsModule>& m : linked.modules)
        w.acs.modules.push_back({m, m->map_vars, m->arrays});
    w.acs.script_names = std::move(linked.script_names);
}

void start_acs_typed_scripts(World& w, AcsScriptType type, Mobj* activator, bool run_now) {
    for (std::size_t i = 0; i < w.acs.modules.size(); ++i)
        for (const AcsScript& s : w.acs.modules[i].code->scripts) {
            if (s.type != type) continue;
            AcsThread* t = add_thread(w, s, static_cast<int>(i), {}, activator, -1, 0);
            if (run_now) run_acs_thread(w, *t);
        }
}

void start_acs_level(World& w) {
    if (w.acs.modules.empty()) return;
    start_acs_typed_scripts(w, AcsScriptType::Open, nullptr);
    for (int i = 0; i < kMaxPlayers; ++i)
        if (w.opts.playeringame[static_cast<std::size_t>(i)] && w.players[static_cast<std::size_t>(i)].mo)
            start_acs_typed_scripts(w, AcsScriptType::Enter, w.players[static_cast<std::size_t>(i)].mo);
}

void run_acs_scripts(World& w) {
    // By index: a script may start others, which join the end of the list.
    for (std::size_t i = 0; i < w.acs.threads.size(); ++i) run_acs_thread(w, *w.acs.threads[i]);
    std::erase_if(w.acs.threads, [](const std::unique_ptr<AcsThread>& t) { return t->state == AcsWait::Done; });
}

bool acs_start_script(World& w, int number, int map, std::span<const int> args, Mobj* activator, int line, int side,
                      bool always) {
    if (w.acs.modules.empty() || !this_map(w, map)) return false;
    const auto [module, s] = find_script(w, number);
    if (!s) {
        acs_warn_once(w, "no script " + std::to_string(number),
                      "ACS script " + std::to_string(number) + " is started but the map has no such script");
        return false;
    }
    if (!always) {
        if (AcsThread* t = running(w, number)) {
            // ZDoom: a suspended script goes on; a running one is left alone.
            if (t->state != AcsWait::Suspended) return false;
            t->state = AcsWait::Running;
            return true;
        }
    }
    add_thread(w, *s, module, args, activator, line, side);
    return true;
}

bool acs_suspend_script(World& w, int number, int map) {
    if (w.acs.modules.empty() || !this_map(w, map)) return false;
    AcsThread* t = running(w, number);
    if (!t) return false;
    t->state = AcsWait::Suspended;
    return true;
}

bool acs_terminate_script(World& w, int number, int map) {
    if (w.acs.modules.empty() || !this_map(w, map)) return false;
    AcsThread* t = running(w, number);
    if (!t) return false;
    t->state = AcsWait::Done;
    return true;
}

int acs_execute_with_result(World& w, int number, std::span<const int> args, Mobj* activator, int line, int side) {
    const auto [module, s] = find_script(w, number);
    if (!s) return 0;
    AcsThread* t = add_thread(w, *s, module, args, activator, line, side);
    run_acs_thread(w, *t);
    return t->result;
}

int acs_named_script(const World& w, std::string_view name) {
    const std::vector<std::string>& names = w.acs.script_names;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (assets::same_word(names[i], name)) return -1 - static_cast<int>(i);
    return 0;
}

bool acs_special_takes_name(int special) { return (special >= 80 && special <= 85) || special == 226; }

}  // namespace sim
