// Linking a level's ACS modules as ZDoom's FBehavior::Init and
// FBehaviorContainer do: libraries loaded once each, in the order modules
// ask for them; a function imported by name from the first library that
// defines it; a map variable or array from the last library that exports
// it (ZDoom resolves them in that order).
#include "sim/acs_libraries.h"

#include <algorithm>

#include "assets/text_lexer.h"
#include "base/error.h"
#include "base/log.h"
#include "wad/archive.h"

namespace sim {

using assets::upper;

namespace {

// LOADACS: library names, as words or quoted, comments allowed; it ends
// at anything else.
std::vector<std::string> loadacs_names(std::string_view text) {
    std::vector<std::string> names;
    assets::Lexer lexer(text);
    for (assets::Token t = lexer.next(); t.kind == assets::Token::Kind::Word || t.kind == assets::Token::Kind::String;
         t = lexer.next())
        if (!t.text.empty()) names.push_back(assets::upper(t.text));
    return names;
}

class Linker {
public:
    Linker(const AcsLibraryLumps* libraries, const std::string& where) : libraries_(libraries), where_(where) {}

    // Adds a module and, depth first, the libraries it loads.
    void add(std::shared_ptr<AcsModule> m) {
        const std::size_t index = modules_.size();
        modules_.push_back(std::move(m));
        imports_.emplace_back();
        const std::vector<std::string> wanted = modules_[index]->libraries;
        for (const std::string& name : wanted) {
            const int lib = library(name);  // may add modules, and grow imports_
            imports_[index].push_back(lib);
        }
    }
    // A library by name: its module's index, -1 when it cannot be had.
    int library(const std::string& name) {
        const std::string key = upper(name);
        for (std::size_t i = 0; i < modules_.size(); ++i)
            if (modules_[i]->name == key) return static_cast<int>(i);
        if (!libraries_ || !libraries_->lumps.contains(key)) {
            base::warn(where_ + ": ACS library " + key +
                       " is in no WAD's A_START ... A_END; what the scripts take from it is missing");
            return -1;
        }
        std::shared_ptr<AcsModule> m;
        try {
            const std::string where = where_ + ": ACS library " + key;
            m = std::make_shared<AcsModule>(load_acs_module(libraries_->lumps.at(key), where));
        } catch (const base::Error& e) {
            base::warn(std::string(e.what()) + "; the library is left out");
            return -1;
        }
        m->name = key;
        const int index = static_cast<int>(modules_.size());
        add(std::move(m));
        return index;
    }

    AcsLinkedModules finish() {
        for (std::size_t i = 0; i < modules_.size(); ++i) link(i);
        for (std::size_t i = 0; i < modules_.size(); ++i) follow_chains(*modules_[i]);
        AcsLinkedModules out;
        number_named_scripts(out.script_names);
        out.modules.assign(modules_.begin(), modules_.end());
        return out;
    }

private:
    const AcsModule& module(int i) const { return *modules_[static_cast<std::size_t>(i)]; }

    void link(std::size_t i) {
        AcsModule& m = *modules_[i];
        const std::vector<int>& imports = imports_[i];
        for (AcsFunction& f : m.functions) {
            if (!f.imported) continue;
            if (f.link.module >= 0) {  // an import number from the file: its LOAD entry
                const std::size_t entry = static_cast<std::size_t>(f.link.module);
                f.link.module = entry < imports.size() ? imports[entry] : -1;
                continue;
            }
            for (const int lib : imports) {
                if (lib < 0) continue;
                const std::vector<AcsFunction>& theirs = module(lib).functions;
                const auto it = std::find_if(theirs.begin(), theirs.end(), [&](const AcsFunction& g) {
                    return !g.imported && !g.name.empty() && assets::same_word(g.name, f.name);
                });
                if (it == theirs.end()) continue;
                if (it->args != f.args)
                    base::warn(where_ + ": ACS function " + f.name + " of library " + module(lib).name + " takes " +
                               std::to_string(it->args) + " arguments, but its caller passes " +
                               std::to_string(f.args));
                f.link = {lib, static_cast<int>(it - theirs.begin())};
                break;
            }
        }
        for (const bool arrays : {false, true})
            for (const AcsImport& import : arrays ? m.imported_arrays : m.imported_vars)
                for (const int lib : imports) {
                    if (lib < 0) continue;
                    const std::vector<std::string>& names = module(lib).exported_vars;
                    const auto it = std::find_if(names.begin(), names.end(), [&](const std::string& n) {
                        return assets::same_word(n, import.name);
                    });
                    if (it == names.end()) continue;
                    const int var = static_cast<int>(it - names.begin());
                    if (var >= kAcsMapVars) continue;
                    if (arrays) {
                        const int a = module(lib).array_of_var[static_cast<std::size_t>(var)];
                        if (a < 0) continue;
                        const std::size_t size = module(lib).arrays[static_cast<std::size_t>(a)].size();
                        if (size != static_cast<std::size_t>(import.size))
                            base::warn(where_ + ": ACS array " + import.name + " of library " + module(lib).name +
                                       " has " + std::to_string(size) + " elements, but its importer expects " +
                                       std::to_string(import.size));
                    }
                    m.var_links[static_cast<std::size_t>(import.var)] = {lib, var};  // the last library wins
                }
    }

    // A library may import what it passes on: each link goes to the module
    // that really holds the function or variable.
    void follow_chains(AcsModule& m) {
        const std::size_t most = modules_.size();
        for (AcsFunction& f : m.functions)
            for (std::size_t hop = 0; f.imported && f.link.module >= 0 && hop < most; ++hop) {
                const std::vector<AcsFunction>& theirs = module(f.link.module).functions;
                if (f.link.index < 0 || static_cast<std::size_t>(f.link.index) >= theirs.size()) {
                    f.link = {};
                    break;
                }
                const AcsFunction& g = theirs[static_cast<std::size_t>(f.link.index)];
                if (!g.imported) break;
                f.link = g.link;
            }
        for (AcsLink& v : m.var_links)
            for (std::size_t hop = 0; v.module >= 0 && hop < most; ++hop) {
                const AcsLink next = module(v.module).var_links[static_cast<std::size_t>(v.index)];
                if (next.module < 0) break;
                v = next;
            }
    }

    // Named scripts are numbered -1 - i across the level, the first
    // module's names keeping their own numbers.
    void number_named_scripts(std::vector<std::string>& names) {
        for (const std::shared_ptr<AcsModule>& m : modules_) {
            std::vector<int> number_of(m->script_names.size());
            for (std::size_t i = 0; i < m->script_names.size(); ++i) {
                const auto it = std::find_if(names.begin(), names.end(), [&](const std::string& n) {
                    return assets::same_word(n, m->script_names[i]);
                });
                number_of[i] = -1 - static_cast<int>(it - names.begin());
                if (it == names.end()) names.push_back(m->script_names[i]);
            }
            for (AcsScript& s : m->scripts)
                if (s.number < 0) s.number = number_of[static_cast<std::size_t>(-1 - s.number)];
        }
    }

    const AcsLibraryLumps* libraries_;
    const std::string& where_;
    std::vector<std::shared_ptr<AcsModule>> modules_;
    std::vector<std::vector<int>> imports_;  // by module: its LOAD entries' modules (-1: missing)
};

}  // namespace

AcsLibraryLumps find_acs_libraries(const wad::Archive& archive) {
    AcsLibraryLumps out;
    std::size_t file = static_cast<std::size_t>(-1);
    bool inside = false;
    for (const wad::Lump& lump : archive.lumps()) {
        if (lump.file != file) {
            file = lump.file;
            inside = false;
        }
        if (lump.ns != wad::Namespace::Global) continue;
        if (lump.name == "A_START") {
            inside = true;
        } else if (lump.name == "A_END") {
            inside = false;
        } else if (inside) {
            out.lumps[lump.name].assign(lump.data.begin(), lump.data.end());
        } else if (lump.name == "LOADACS") {
            const auto names =
                loadacs_names(std::string_view(reinterpret_cast<const char*>(lump.data.data()), lump.data.size()));
            out.autoload.insert(out.autoload.end(), names.begin(), names.end());
        }
    }
    return out;
}

AcsLinkedModules link_acs_modules(std::shared_ptr<AcsModule> map_module, const AcsLibraryLumps* libraries,
                                  bool autoload, const std::string& where) {
    Linker linker(libraries, where);
    if (map_module) linker.add(std::move(map_module));
    if (autoload && libraries)
        for (const std::string& name : libraries->autoload) linker.library(name);
    return linker.finish();
}

}  // namespace sim
