// PNAMES + TEXTURE1 + TEXTURE2 and one patch, composed as the renderers
// read them (four pieces of the input, see fuzz_input.h).
#include <cstdint>
#include <span>

#include "assets/texture.h"
#include "base/error.h"
#include "fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto pieces = fuzz::split(std::span<const std::uint8_t>(data, size), 4);
    try {
        const wad::Archive archive = fuzz::archive_of(
            {{"PNAMES", pieces[0]}, {"TEXTURE1", pieces[1]}, {"TEXTURE2", pieces[2]}, {"P_START", {}},
             {"PATCH0", pieces[3]}, {"P_END", {}}});
        const assets::TextureSet set = assets::TextureSet::load(archive);
        for (std::size_t t = 0; t < set.size(); ++t)
            for (int x = 0; x < set.texture(t).width; ++x) (void)set.column(t, x).pixels();
    } catch (const base::Error&) {
    }
    return 0;
}
