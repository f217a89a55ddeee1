#pragma once
// Wall textures: PNAMES and TEXTURE1/TEXTURE2 parsing, and composition
// into columns the way vanilla's R_GenerateLookup / R_GenerateComposite
// build them.
//
// A column covered by exactly one patch is not copied: vanilla draws it
// straight from the patch lump, so walls see the patch's raw bytes from its
// first post on (the patch's y origin is ignored there) and masked mid
// textures draw the patch's posts. A column covered by two or more patches
// is composited into a solid column of the texture's height: patches are
// drawn in order, post pixels outside 0..height-1 are clipped, and rows no
// post covers stay 0. Vanilla's clipping at the top does not skip the
// clipped pixels: a post that starts above the texture is drawn from its
// first pixel at row 0, and this is reproduced.
//
// Reading a column, vanilla's drawer takes source[(frac >> 16) & 127]: a
// texture shorter than 128 rows does not wrap at its height but reads on
// into the bytes that follow (the next composite column, or the rest of the
// patch lump with later post headers); 128 rows tile exactly; taller
// textures repeat every 128 rows. TextureColumn gives those same bytes.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "assets/picture.h"
#include "wad/archive.h"

namespace assets {

// One mappatch_t. Its stepdir and colormap fields are unused by the
// original and not kept.
struct TexturePatch {
    int origin_x = 0;
    int origin_y = 0;
    int pnames_index = 0;
};

// One maptexture_t. Its obsolete column directory field is ignored.
struct TextureDef {
    std::string name;
    bool masked = false;
    int width = 0;
    int height = 0;
    std::vector<TexturePatch> patches;
};

// Throws base::Error when the count is negative or runs past the lump.
std::vector<std::string> parse_pnames(std::span<const std::uint8_t> bytes, const std::string& context);

// Throws base::Error naming the texture for offsets past the lump, negative
// counts, non-positive sizes and patch indices outside PNAMES. `pnames`
// names the PNAMES lump in that message (it may be another WAD's).
std::vector<TextureDef> parse_texture_lump(std::span<const std::uint8_t> bytes, const std::string& context,
                                           std::size_t pnames_count, const std::string& pnames = "PNAMES");

// A patch lump some texture uses: its bytes (the drawers read single-patch
// columns from them) and the decoded picture.
struct PatchLump {
    std::string name;
    std::size_t lump = 0;
    std::vector<std::uint8_t> bytes;
    Picture picture;
};

struct TexturePlacement {
    int origin_x = 0;
    int origin_y = 0;
    std::size_t patch = 0;  // TextureSet::patch index
};

struct Texture {
    std::string name;
    bool masked = false;
    int width = 0;
    int height = 0;
    // Vanilla wraps a column number with this mask: the largest power of two
    // not above the width, minus one.
    int width_mask = 0;
    std::vector<TexturePlacement> patches;
};

// What vanilla's R_GetColumn gives the drawers for one texture column.
struct TextureColumn {
    enum class Kind {
        Empty,      // no patch covers it; vanilla reads undefined memory
        Patch,      // exactly one patch: drawn from the patch lump
        Composite,  // two or more: a solid column in the composite block
    };
    Kind kind = Kind::Empty;

    // Kind::Patch: the patch, its column and where the texture placed it.
    const PatchLump* patch = nullptr;
    int patch_column = 0;
    int patch_origin_y = 0;

    // The bytes the drawers read and where this column starts in them: for
    // Patch the patch lump at the column's first post pixels (column offset
    // + 3); for Composite the texture's composite block at the column, whose
    // `height` bytes belong to it and are followed by the next columns.
    std::span<const std::uint8_t> block;
    std::size_t offset = 0;

    // block from offset on; empty when nothing lies there.
    std::span<const std::uint8_t> pixels() const;
};

// The texture list alone, in vanilla numbering (TEXTURE1's, then
// TEXTURE2's): for what needs texture numbers but never draws, such as the
// simulation, which then decodes no patch.
class TextureNames {
public:
    // Reads PNAMES, TEXTURE1 and, when present, TEXTURE2. Throws
    // base::Error, as TextureSet::load does, when they are malformed; the
    // patches are not looked at.
    static TextureNames load(const wad::Archive& archive);

    std::size_t size() const { return names_.size(); }
    const std::string& name(std::size_t index) const { return names_.at(index); }
    // Case-insensitive on the first 8 characters; the first texture of a
    // name wins. A name starting with '-' is the no-texture marker, 0.
    std::optional<std::size_t> find(std::string_view name) const;
    // The height TEXTURE1/2 gives it, in map units (the original's textureheight).
    int height(std::size_t index) const { return heights_.at(index); }
    void add(const std::string& name, int height);

private:
    std::vector<std::string> names_;
    std::vector<int> heights_;
    std::unordered_map<std::string, std::size_t> by_name_;
};

class TextureSet {
public:
    // Reads PNAMES, TEXTURE1 and, when present, TEXTURE2, and composes every
    // texture. A patch name resolves to the last lump of that name in the
    // stack, inside the patch markers or not, as the original's. Throws
    // base::Error naming the texture and patch when a used patch is missing
    // or malformed.
    static TextureSet load(const wad::Archive& archive);

    // Vanilla numbering: TEXTURE1's textures, then TEXTURE2's. Texture 0 is
    // the "no texture" placeholder (AASHITTY, AASTINKY), never drawn.
    std::size_t size() const { return textures_.size(); }
    const Texture& texture(std::size_t index) const { return textures_.at(index); }
    // Case-insensitive on the first 8 characters; the first texture of a
    // name wins. A name starting with '-' is the no-texture marker, 0.
    std::optional<std::size_t> find(std::string_view name) const { return names_.find(name); }
    const TextureNames& names() const { return names_; }

    std::size_t patch_count() const { return patches_.size(); }
    const PatchLump& patch(std::size_t index) const { return patches_.at(index); }

    // Column x of a texture, with x wrapped by the texture's width_mask as
    // vanilla does. The result refers into this set.
    TextureColumn column(std::size_t texture, int x) const;

private:
    struct ColumnSource {
        TextureColumn::Kind kind = TextureColumn::Kind::Empty;
        std::size_t placement = 0;  // Patch: index into Texture::patches
        int patch_column = 0;
        std::size_t offset = 0;
    };
    struct Layout {
        std::vector<ColumnSource> columns;
        std::vector<std::uint8_t> composite;
    };

    std::size_t resolve_patch(const wad::Archive& archive, const std::vector<std::string>& pnames, int index,
                              const std::string& texture_context);
    void compose(std::size_t texture, const std::string& context);

    std::vector<PatchLump> patches_;
    std::unordered_map<int, std::size_t> patch_by_pnames_;
    std::vector<Texture> textures_;
    std::vector<Layout> layouts_;
    TextureNames names_;
};

}  // namespace assets
