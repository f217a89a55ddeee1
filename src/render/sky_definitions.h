#pragma once
// ID24's SKYDEFS (assets/skydefs.h) as the renderers draw it: a sky
// texture's layers at a tic, scrolled from the level's start; the fire of
// a fire sky stepped to that tic; and the flats that show a sky in place
// of themselves. The fire is the PSX port's (the hottest palette entry
// along the bottom row, spreading up and cooling at random), each step
// drawing from the original's random table with an index of the fire's
// own, so every renderer shows the same fire on the same tic. A texture
// SKYDEFS does not name is the original's sky.
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "assets/skydefs.h"
#include "assets/texture.h"
#include "render/sky.h"
#include "sim/world.h"

namespace render {

class SkyDefinitions {
public:
    SkyDefinitions() = default;
    // `defs` as assets::load_assets checked them against `textures`.
    SkyDefinitions(const assets::SkyDefs& defs, const assets::TextureSet& textures);

    // How texture `texture` is drawn as a sky `leveltime` tics into the
    // level, scrolled `fraction` (16.16) of the way through that tic (a
    // frame drawn between tics); its layers' angles are the scroll alone (the caller
    // adds the view's). The fire steps by whole tics. Its pixels stay valid
    // until the next call.
    SkyPicture picture(int texture, int leveltime, base::fixed_t fraction = base::kFracUnit);
    // The sky MBF's 271/272 line `line` gives its tagged sectors, showing
    // `texture` (its front side's upper texture as the renderer resolves
    // it): turned and raised by that side's offsets, mirrored by 271. A
    // texture SKYDEFS names keeps its own row and scroll, the offsets
    // added (as Woof draws it); another has MBF's row, 28 above the top.
    // At the world's tic and shown fraction.
    SkyPicture line_picture(const sim::World& world, int line, int texture, bool mirrored);
    // The sky texture a flat shows in place of itself, or -1.
    int flat_sky(int flat) const {
        return flat >= 0 && static_cast<std::size_t>(flat) < flat_skies_.size() ? flat_skies_[static_cast<std::size_t>(flat)]
                                                                               : -1;
    }
    // The flats that show a sky, by number, lowest first.
    std::vector<int> mapped_flats() const;
    // Numbers the flat mappings by the game's flats; cheap when they are
    // the numbers of the last call.
    void number_flats(const sim::TextureNumbers& numbers);

private:
    struct Fire {
        int width = 0, height = 0, mask = 0;
        std::vector<std::uint8_t> heat;    // width × height, row by row: indices into the fire palette
        std::vector<std::uint8_t> pixels;  // the drawn columns, kSkyColumnRows each
        long steps = -1;                   // spread steps taken since the fire was lit
        std::uint8_t random_index = 0;
    };
    SkyLayer layer(const assets::SkyLayerDef& def, int texture, int leveltime, base::fixed_t fraction) const;
    const std::uint8_t* fire_pixels(std::size_t sky, long steps);

    assets::SkyDefs defs_;
    const assets::TextureSet* textures_ = nullptr;
    std::vector<int> sky_of_texture_;  // by texture number: index into defs_.skies, -1 none
    std::vector<int> back_texture_;    // by sky: its texture's number (-1: the WADs lack it)
    std::vector<int> front_texture_;   // by sky: its foreground's
    std::unordered_map<std::size_t, Fire> fires_;  // by sky
    const sim::TextureNumbers* numbered_ = nullptr;
    std::size_t numbered_flats_ = 0;
    std::vector<int> flat_skies_;  // by flat number: the sky texture, -1 none
};

}  // namespace render
