#pragma once
// ACS in the savegame, written once for both directions (save_archive.h):
// the world and global variables, and for a map with scripts each
// module's map variables and arrays, the arguments SetLineSpecial gave lines, the
// running scripts (where each is, its stack and locals, what it waits
// for, who started it) and what the map was warned of. The modules
// themselves are read again from the map's BEHAVIOR and the libraries.
#include <algorithm>
#include <memory>
#include <type_traits>

#include "sim/acs_vm.h"
#include "sim/save_fields.h"

namespace sim::save {

// A sparse world or global array: its count, then index and value pairs.
template <class A, class Map>
void sparse_fields(A& a, Map& m) {
    if constexpr (std::is_const_v<Map>) {
        a.u32(static_cast<std::uint32_t>(m.size()));
        for (const auto& [index, value] : m) {
            a.num(index);
            a.num(value);
        }
    } else {
        m.clear();
        const std::size_t n = a.count(8);
        for (std::size_t i = 0; i < n; ++i) {
            int index = 0, value = 0;
            a.num(index);
            a.num(value);
            m[index] = value;
        }
    }
}

// A map by line number: its count, then each line and its values
// (`values`, read or written alike; `least` bytes each at the least).
template <class A, class Map, class Values>
void line_map_fields(A& a, Map& m, std::size_t least, Values&& values) {
    if constexpr (std::is_const_v<Map>) {
        a.u32(static_cast<std::uint32_t>(m.size()));
        for (const auto& [line, v] : m) {
            a.num(line);
            values(v);
        }
    } else {
        m.clear();
        const std::size_t n = a.count(least);
        for (std::size_t i = 0; i < n; ++i) {
            int line = 0;
            a.in_range(line, 0, line_count(a), "line");
            values(m[line]);
        }
    }
}

template <class A, Is<AcsThread> T>
void fields(A& a, T& t) {
    const std::vector<AcsLoadedModule>& modules = a.world().acs.modules;
    const auto module = [&](auto& k) -> const AcsModule& {
        a.in_range(k, 0, static_cast<std::int64_t>(modules.size()), "script module");
        return *modules[static_cast<std::size_t>(k)].code;
    };
    a.num(t.number);
    if constexpr (!std::is_const_v<T>)
        if (std::none_of(modules.begin(), modules.end(),
                         [&](const AcsLoadedModule& l) { return l.code->find_script(t.number); }))
            a.fail("a running script the map's BEHAVIOR and libraries do not have");
    const AcsModule& m = module(t.module);
    a.in_range(t.pc, 8, m.code_end, "script position");
    a.in_range(t.state, 0, past(AcsWait::Done), "script state");
    a.num(t.wait);
    a.seq(t.stack, 4, [&](auto& v) { a.num(v); });
    if constexpr (!std::is_const_v<T>)
        if (t.stack.size() > kAcsStackSize) a.fail("a script's stack is deeper than the interpreter's");
    a.seq(t.locals, 4, [&](auto& v) { a.num(v); });
    const auto function = [&](auto& f, const AcsModule& in) {
        a.in_range(f, -1, static_cast<std::int64_t>(in.functions.size()), "script function");
    };
    function(t.function, m);
    a.seq(t.calls, 20, [&](auto& c) {
        const AcsModule& caller = module(c.module);
        a.in_range(c.return_pc, 8, caller.code_end, "function return position");
        function(c.function, caller);
        a.flag(c.discard);
        a.in_range(c.stack_height, 0, static_cast<std::int64_t>(kAcsStackSize) + 1, "function stack height");
        a.seq(c.locals, 4, [&](auto& v) { a.num(v); });
    });
    a.ref(t.activator);
    line_or_none(a, t.line);
    a.in_range(t.side, 0, 2, "script line side");
    a.text(t.print);
    a.in_range(t.hud_options, -1, static_cast<std::int64_t>(kAcsStackSize) + 1, "HUD message options");
    a.num(t.result);
    a.in_range(t.translation, 0, kMaxScriptedTranslations + 1, "translation under way");
    a.seq(t.translation_ranges, 36, [&](auto& range) { translation_range(a, range); });
}

template <class A, Is<World> T>
void acs_fields(A& a, T& w) {
    nums(a, w.acs_vars.world);
    nums(a, w.acs_vars.global);
    for (auto& m : w.acs_vars.world_arrays) sparse_fields(a, m);
    for (auto& m : w.acs_vars.global_arrays) sparse_fields(a, m);
    a.seq(w.acs_vars.made_strings, 4, [&](auto& text) { a.text(text); });
    if constexpr (!std::is_const_v<T>)
        if (w.acs_vars.made_strings.size() > kAcsMostMadeStrings) a.fail("more strings made by scripts than the pool holds");

    // Lines' arguments and activation given in play: maps without scripts
    // have arguments too (Generic_Stairs flips its own).
    line_map_fields(a, w.acs.line_args, 24, [&](auto& args) { nums(a, args); });
    line_map_fields(a, w.acs.line_activation, 12, [&](auto& activation) {
        a.num(activation.spac);
        a.in_range(activation.repeat, -1, 2, "line repeat");
    });

    a.text(w.acs.sky);
    a.num(w.acs.gravity);

    // Modules: the map's and its libraries', read again from the WADs;
    // their count must agree.
    a.same_size(w.acs.modules, "ACS modules (the map's BEHAVIOR and its libraries)");
    if (w.acs.modules.empty()) return;
    for (auto& module : w.acs.modules) {
        nums(a, module.map_vars);
        a.same_size(module.arrays, "map arrays");
        for (auto& array : module.arrays) {
            a.same_size(array, "array elements");
            nums(a, array);
        }
    }
    a.seq(w.acs.threads, 40, [&](auto& t) {
        if constexpr (!std::is_const_v<T>) t = std::make_unique<AcsThread>();
        Like<T, AcsThread>& thread = *t;
        fields(a, thread);
    });
    if constexpr (std::is_const_v<T>) {
        a.u32(static_cast<std::uint32_t>(w.acs.warned.size()));
        for (const std::string& key : w.acs.warned) a.text(key);
    } else {
        w.acs.warned.clear();
        const std::size_t n = a.count(4);
        for (std::size_t i = 0; i < n; ++i) {
            std::string key;
            a.text(key);
            w.acs.warned.insert(std::move(key));
        }
    }
}

}  // namespace sim::save
