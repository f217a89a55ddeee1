#include "assets/texture.h"

#include <algorithm>
#include <cctype>

#include "assets/lump_context.h"
#include "base/byte_reader.h"
#include "base/error.h"
#include "base/log.h"

namespace assets {
namespace {

constexpr std::size_t kTextureHeaderBytes = 22;  // name, masked, width, height, directory, patch count
constexpr std::size_t kPatchEntryBytes = 10;     // origin x, origin y, patch, stepdir, colormap
// Vanilla keeps composite offsets in 16 bits and stops with an error when a
// texture's composite block would pass 64 KiB.
constexpr int kCompositeLimit = 0x10000;

std::string upper8(std::string_view name) {
    std::string key(name.substr(0, 8));
    for (char& c : key) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return key;
}

}  // namespace

std::vector<std::string> parse_pnames(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < 4) r.fail("PNAMES is too short for its name count (" + std::to_string(bytes.size()) + " bytes)");
    const std::int32_t count = r.s32();
    if (count < 0) r.fail("PNAMES has a negative name count " + std::to_string(count));
    const std::size_t fits = r.remaining() / 8;
    if (static_cast<std::size_t>(count) > fits)
        r.fail("PNAMES claims " + std::to_string(count) + " names but its " + std::to_string(bytes.size()) +
               " bytes hold only " + std::to_string(fits));
    std::vector<std::string> names;
    names.reserve(static_cast<std::size_t>(count));
    for (std::int32_t i = 0; i < count; ++i) names.push_back(r.name8());
    return names;
}

std::vector<TextureDef> parse_texture_lump(std::span<const std::uint8_t> bytes, const std::string& context,
                                           std::size_t pnames_count, const std::string& pnames) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < 4) r.fail("too short for a texture count (" + std::to_string(bytes.size()) + " bytes)");
    const std::int32_t count = r.s32();
    if (count < 0) r.fail("negative texture count " + std::to_string(count));
    if (static_cast<std::size_t>(count) > r.remaining() / 4)
        r.fail("texture directory of " + std::to_string(count) + " entries runs past the end of the lump (" +
               std::to_string(bytes.size()) + " bytes)");
    std::vector<std::int32_t> offsets(static_cast<std::size_t>(count));
    for (auto& o : offsets) o = r.s32();

    std::vector<TextureDef> defs;
    defs.reserve(offsets.size());
    for (std::size_t i = 0; i < offsets.size(); ++i) {
        const std::int32_t offset = offsets[i];
        if (offset < 0 || static_cast<std::size_t>(offset) > bytes.size() ||
            bytes.size() - static_cast<std::size_t>(offset) < kTextureHeaderBytes)
            r.fail("texture #" + std::to_string(i) + " at offset " + std::to_string(offset) +
                   " lies outside the lump (" + std::to_string(bytes.size()) + " bytes)");
        r.seek(static_cast<std::size_t>(offset));
        TextureDef def;
        def.name = r.name8();
        def.masked = r.s32() != 0;
        def.width = r.s16();
        def.height = r.s16();
        r.skip(4);
        const int patch_count = r.s16();
        const std::string what = "texture " + def.name;
        if (def.width <= 0 || def.height <= 0)
            r.fail(what + " has size " + std::to_string(def.width) + "x" + std::to_string(def.height));
        if (patch_count < 0) r.fail(what + " has a negative patch count " + std::to_string(patch_count));
        if (static_cast<std::size_t>(patch_count) > r.remaining() / kPatchEntryBytes)
            r.fail(what + ": " + std::to_string(patch_count) + " patches at offset " + std::to_string(r.pos()) +
                   " run past the end of the lump (" + std::to_string(bytes.size()) + " bytes)");
        def.patches.reserve(static_cast<std::size_t>(patch_count));
        for (int j = 0; j < patch_count; ++j) {
            TexturePatch p;
            p.origin_x = r.s16();
            p.origin_y = r.s16();
            p.pnames_index = r.s16();
            r.skip(4);
            if (p.pnames_index < 0 || static_cast<std::size_t>(p.pnames_index) >= pnames_count)
                r.fail(what + " patch #" + std::to_string(j) + " uses PNAMES index " + std::to_string(p.pnames_index) +
                       ", but " + pnames + " has " + std::to_string(pnames_count) + " names");
            def.patches.push_back(p);
        }
        defs.push_back(std::move(def));
    }
    return defs;
}

std::span<const std::uint8_t> TextureColumn::pixels() const {
    if (offset >= block.size()) return {};
    return block.subspan(offset);
}

std::size_t TextureSet::resolve_patch(const wad::Archive& archive, const std::vector<std::string>& pnames, int index,
                                      const std::string& texture_context) {
    if (auto it = patch_by_pnames_.find(index); it != patch_by_pnames_.end()) return it->second;
    const std::string& name = pnames[static_cast<std::size_t>(index)];
    // R_InitTextures looks patches up with W_GetNumForName: the last lump of
    // that name in any file, inside the patch markers or not.
    const auto lump = archive.find_last(name);
    if (!lump)
        throw base::Error(texture_context + " uses patch " + name + " (PNAMES #" + std::to_string(index) +
                          "), which is in no loaded WAD");
    const wad::Lump& l = archive.lump(*lump);
    PatchLump p;
    p.name = name;
    p.lump = *lump;
    p.bytes.assign(l.data.begin(), l.data.end());
    try {
        p.picture = decode_picture(p.bytes, lump_context(archive, *lump));
    } catch (const base::Error& e) {
        throw base::Error(std::string(e.what()) + " (patch of " + texture_context + ")");
    }
    patches_.push_back(std::move(p));
    patch_by_pnames_.emplace(index, patches_.size() - 1);
    return patches_.size() - 1;
}

namespace {

// PNAMES, then each TEXTUREx lump's definitions in order with its context.
template <class Visit>
void read_texture_lumps(const wad::Archive& archive, Visit visit) {
    const wad::Lump& pnames_lump = archive.require("PNAMES");
    const std::string pnames_context = lump_context(archive, *archive.find("PNAMES"));
    const std::vector<std::string> pnames = parse_pnames(pnames_lump.data, pnames_context);
    archive.require("TEXTURE1");  // TEXTURE2 only exists in registered and commercial IWADs
    for (const char* lump_name : {"TEXTURE1", "TEXTURE2"}) {
        auto lump = archive.find(lump_name);
        if (!lump) continue;
        const std::string context = lump_context(archive, *lump);
        visit(pnames, context, parse_texture_lump(archive.lump(*lump).data, context, pnames.size(), pnames_context));
    }
}

}  // namespace

TextureNames TextureNames::load(const wad::Archive& archive) {
    TextureNames names;
    read_texture_lumps(archive, [&](const std::vector<std::string>&, const std::string&, std::vector<TextureDef> defs) {
        for (const TextureDef& def : defs) names.add(def.name, def.height);
    });
    return names;
}

void TextureNames::add(const std::string& name, int height) {
    by_name_.emplace(name, names_.size());
    names_.push_back(name);
    heights_.push_back(height);
}

std::optional<std::size_t> TextureNames::find(std::string_view name) const {
    if (!name.empty() && name.front() == '-') return 0;
    auto it = by_name_.find(upper8(name));
    if (it == by_name_.end()) return std::nullopt;
    return it->second;
}

TextureSet TextureSet::load(const wad::Archive& archive) {
    TextureSet set;
    read_texture_lumps(archive, [&](const std::vector<std::string>& pnames, const std::string& context,
                                    std::vector<TextureDef> defs) {
        for (TextureDef& def : defs) {
            const std::string texture_context = context + ": texture " + def.name;
            Texture t;
            t.name = std::move(def.name);
            t.masked = def.masked;
            t.width = def.width;
            t.height = def.height;
            int pow2 = 1;
            while (pow2 * 2 <= t.width) pow2 *= 2;
            t.width_mask = pow2 - 1;
            for (const TexturePatch& p : def.patches)
                t.patches.push_back({p.origin_x, p.origin_y,
                                     set.resolve_patch(archive, pnames, p.pnames_index, texture_context)});
            set.names_.add(t.name, t.height);
            set.textures_.push_back(std::move(t));
            set.compose(set.textures_.size() - 1, texture_context);
        }
    });
    return set;
}

void TextureSet::compose(std::size_t index, const std::string& context) {
    const Texture& t = textures_[index];
    Layout layout;
    layout.columns.resize(static_cast<std::size_t>(t.width));
    // The original counts patches per column in bytes, so 256 overlapping
    // patches wrap to 0; uint8_t keeps that.
    std::vector<std::uint8_t> count(static_cast<std::size_t>(t.width), 0);
    for (std::size_t i = 0; i < t.patches.size(); ++i) {
        const TexturePlacement& placement = t.patches[i];
        const Picture& picture = patches_[placement.patch].picture;
        const int x1 = placement.origin_x;
        const int x2 = std::min(x1 + picture.width, t.width);
        for (int x = std::max(x1, 0); x < x2; ++x) {
            const auto ux = static_cast<std::size_t>(x);
            ++count[ux];
            const int patch_column = x - x1;
            layout.columns[ux] = {TextureColumn::Kind::Patch, i, patch_column,
                                  std::size_t{picture.column_offsets[static_cast<std::size_t>(patch_column)]} + 3};
        }
    }

    int composite_size = 0;
    for (int x = 0; x < t.width; ++x) {
        const auto ux = static_cast<std::size_t>(x);
        if (count[ux] == 0) {
            // Vanilla warns and stops here: this column stays undefined, and
            // the columns after it keep their last patch even where several
            // patches overlap.
            base::warn(context + ": column " + std::to_string(x) + " has no patch");
            break;
        }
        if (count[ux] > 1) {
            if (composite_size > kCompositeLimit - t.height)
                throw base::Error(context + ": composite columns exceed 64 KiB (texture #" + std::to_string(index) +
                                  ", which vanilla refuses)");
            layout.columns[ux] = {TextureColumn::Kind::Composite, 0, 0, static_cast<std::size_t>(composite_size)};
            composite_size += t.height;
        }
    }

    layout.composite.assign(static_cast<std::size_t>(composite_size), 0);
    for (const TexturePlacement& placement : t.patches) {
        const Picture& picture = patches_[placement.patch].picture;
        const int x1 = placement.origin_x;
        const int x2 = std::min(x1 + picture.width, t.width);
        for (int x = std::max(x1, 0); x < x2; ++x) {
            const ColumnSource& source = layout.columns[static_cast<std::size_t>(x)];
            if (source.kind != TextureColumn::Kind::Composite) continue;
            for (const Post& post : picture.columns[static_cast<std::size_t>(x - x1)].posts) {
                int position = placement.origin_y + post.top_delta;
                int length = static_cast<int>(post.pixels.size());
                if (position < 0) {
                    length += position;
                    position = 0;
                }
                length = std::min(length, t.height - position);
                if (length > 0)
                    std::copy_n(post.pixels.begin(), length,
                                layout.composite.begin() + static_cast<std::ptrdiff_t>(source.offset) + position);
            }
        }
    }
    layouts_.push_back(std::move(layout));
}

TextureColumn TextureSet::column(std::size_t texture, int x) const {
    const Texture& t = textures_.at(texture);
    const Layout& layout = layouts_[texture];
    const ColumnSource& source = layout.columns[static_cast<std::size_t>(x & t.width_mask)];
    TextureColumn c;
    c.kind = source.kind;
    c.offset = source.offset;
    if (source.kind == TextureColumn::Kind::Patch) {
        const TexturePlacement& placement = t.patches[source.placement];
        c.patch = &patches_[placement.patch];
        c.patch_column = source.patch_column;
        c.patch_origin_y = placement.origin_y;
        c.block = c.patch->bytes;
    } else if (source.kind == TextureColumn::Kind::Composite) {
        c.block = layout.composite;
    }
    return c;
}

}  // namespace assets
