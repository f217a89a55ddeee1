// Opens the installed Freedoom IWADs once for all asset tests.
#include <map>

#include "support/test_support.h"
#include "wad_builder.h"

namespace asset_tests {

const wad::Archive& iwad(const std::string& name) {
    static std::map<std::string, wad::Archive> opened;
    auto it = opened.find(name);
    if (it == opened.end()) {
        wad::Archive a;
        a.add_file(test_support::iwad(name));
        it = opened.emplace(name, std::move(a)).first;
    }
    return it->second;
}

}  // namespace asset_tests
