#include "app/info_command.h"

#include <array>

namespace app {

void print_info(const GameFiles& files, sim::CompLevel complevel, std::ostream& out) {
    const wad::Archive& a = files.archive;
    out << "game: " << wad::game_name(files.game) << "\n";
    out << "complevel: " << sim::complevel_description(complevel) << "\n";
    out << "wad stack (later files win):\n";
    for (std::size_t i = 0; i < a.files().size(); ++i) {
        const wad::File& f = a.files()[i];
        out << "  " << i << ": " << f.path.string() << " (" << (f.is_iwad ? "IWAD" : "PWAD") << ", "
            << f.entries.size() << " lumps, " << f.bytes.size() << " bytes)\n";
    }
    out << "maps (" << a.maps().size() << "):";
    for (const auto& m : a.maps()) {
        out << " " << m.name;
        if (m.format == wad::MapFormat::Udmf) out << "(udmf)";
        else if (m.format == wad::MapFormat::Hexen) out << "(hexen)";
    }
    out << "\n";
    constexpr std::array<wad::Namespace, 6> kSpaces{wad::Namespace::Global,  wad::Namespace::Sprites,
                                                    wad::Namespace::Flats,   wad::Namespace::Patches,
                                                    wad::Namespace::Textures, wad::Namespace::Hires};
    out << "lumps: " << a.lumps().size() << " in all;";
    for (auto ns : kSpaces) out << " " << wad::namespace_name(ns) << " " << a.in_namespace(ns).size();
    out << "\n";
}

}  // namespace app
