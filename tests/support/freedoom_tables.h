#pragma once
// freedoom2.wad's PLAYPAL and COLORMAP, parsed once, for tests that build
// colour and blend tables from them.
#include "assets/palette.h"
#include "support/demo_runner.h"

namespace test_support {

struct PaletteTables {
    assets::Palettes palettes;
    assets::Colormaps colormaps;
};

inline const PaletteTables& freedoom_tables() {
    static const PaletteTables tables = [] {
        const wad::Archive& archive = iwad_data("freedoom2.wad").archive;
        return PaletteTables{assets::Palettes::parse(archive.require("PLAYPAL").data, "PLAYPAL"),
                             assets::Colormaps::parse(archive.require("COLORMAP").data, "COLORMAP")};
    }();
    return tables;
}

}  // namespace test_support
