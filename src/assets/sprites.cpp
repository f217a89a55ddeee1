#include "assets/sprites.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <unordered_map>

#include "assets/lump_context.h"
#include "base/error.h"

namespace assets {
namespace {

// A frame being collected; nullopt rotations are not yet seen.
struct PendingFrame {
    enum class State { Unseen, Single, Rotating } state = State::Unseen;
    std::array<std::optional<SpriteRotation>, 8> rotations{};
};

std::string frame_label(const std::string& sprite, int frame) {
    return "sprite " + sprite + " frame " + std::string(1, static_cast<char>('A' + frame));
}

class FrameCollector {
public:
    FrameCollector(std::string sprite, std::string where) : sprite_(std::move(sprite)), where_(std::move(where)) {}

    void install(const std::string& lump_name, char frame_char, char rotation_char, SpriteRotation rotation) {
        const int frame = frame_char - 'A';
        const int rot = rotation_char - '0';
        if (frame < 0 || frame >= kMaxSpriteFrames || rot < 0 || rot > 8)
            fail("lump " + lump_name + " has bad frame characters");
        max_frame_ = std::max(max_frame_, frame);
        PendingFrame& f = frames_[static_cast<std::size_t>(frame)];
        if (rot == 0) {
            if (f.state == PendingFrame::State::Single) fail(frame_label(sprite_, frame) + " has two rotation-0 lumps");
            if (f.state == PendingFrame::State::Rotating)
                fail(frame_label(sprite_, frame) + " has both rotations and a rotation-0 lump");
            f.state = PendingFrame::State::Single;
            f.rotations.fill(rotation);
            return;
        }
        if (f.state == PendingFrame::State::Single)
            fail(frame_label(sprite_, frame) + " has both rotations and a rotation-0 lump");
        f.state = PendingFrame::State::Rotating;
        auto& slot = f.rotations[static_cast<std::size_t>(rot - 1)];
        if (slot)
            fail(frame_label(sprite_, frame) + " rotation " + std::to_string(rot) + " has two lumps mapped to it");
        slot = rotation;
    }

    std::vector<SpriteFrame> finish() const {
        std::vector<SpriteFrame> out;
        for (int frame = 0; frame <= max_frame_; ++frame) {
            const PendingFrame& f = frames_[static_cast<std::size_t>(frame)];
            if (f.state == PendingFrame::State::Unseen) fail("no lumps found for " + frame_label(sprite_, frame));
            SpriteFrame sf;
            sf.rotates = f.state == PendingFrame::State::Rotating;
            for (std::size_t r = 0; r < 8; ++r) {
                if (!f.rotations[r]) fail(frame_label(sprite_, frame) + " is missing rotation " + std::to_string(r + 1));
                sf.rotations[r] = *f.rotations[r];
            }
            out.push_back(sf);
        }
        return out;
    }

private:
    [[noreturn]] void fail(const std::string& problem) const { throw base::Error(where_ + ": " + problem); }

    std::string sprite_;
    std::string where_;
    std::array<PendingFrame, kMaxSpriteFrames> frames_{};
    int max_frame_ = -1;
};

std::string upper(std::string_view s) {
    std::string u(s);
    for (char& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return u;
}

}  // namespace

SpriteSet build_sprites(const wad::Archive& archive, std::span<const std::string_view> names) {
    // The last lump of each name, kept in directory order.
    std::map<std::string, std::size_t> last_of_name;
    for (std::size_t lump : archive.in_namespace(wad::Namespace::Sprites)) last_of_name[archive.lump(lump).name] = lump;
    std::multimap<std::string, std::size_t> by_prefix;
    for (std::size_t lump : archive.in_namespace(wad::Namespace::Sprites)) {
        const std::string& name = archive.lump(lump).name;
        if (last_of_name[name] == lump) by_prefix.emplace(name.substr(0, 4), lump);
    }
    std::string where;
    for (const wad::File& f : archive.files()) where += (where.empty() ? "" : " + ") + f.path.filename().string();

    SpriteSet set;
    std::unordered_map<std::size_t, std::size_t> picture_of_lump;
    auto picture_for = [&](std::size_t lump) {
        auto it = picture_of_lump.find(lump);
        if (it != picture_of_lump.end()) return it->second;
        set.pictures.push_back(decode_picture(archive.lump(lump).data, lump_context(archive, lump)));
        picture_of_lump.emplace(lump, set.pictures.size() - 1);
        return set.pictures.size() - 1;
    };

    for (std::string_view requested : names) {
        SpriteDef def;
        def.name = upper(requested);
        FrameCollector collector(def.name, where);
        auto [lo, hi] = by_prefix.equal_range(def.name.substr(0, 4));
        // Directory order, so that errors name the same lump vanilla's scan would.
        std::map<std::size_t, std::string> lumps;
        for (auto it = lo; it != hi; ++it) lumps.emplace(it->second, archive.lump(it->second).name);
        for (const auto& entry : lumps) {
            // Named, not a structured binding: clang 14 cannot capture those.
            const std::size_t lump = entry.first;
            const std::string& name = entry.second;
            auto at = [&](std::size_t i) { return i < name.size() ? name[i] : '\0'; };
            const std::size_t picture = picture_for(lump);
            collector.install(name, at(4), at(5), {lump, picture, false});
            if (name.size() > 6) collector.install(name, at(6), at(7), {lump, picture, true});
        }
        def.frames = collector.finish();
        set.sprites.push_back(std::move(def));
    }
    return set;
}

}  // namespace assets
