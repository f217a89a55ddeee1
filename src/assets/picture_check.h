#pragma once
// Whether the pictures a JSON lump names can be drawn: each name is looked
// up (the last lump of it, wherever it is, as W_CacheLumpName finds it)
// and decoded once, however many frames or elements name it.
#include <map>
#include <string>

namespace wad {
class Archive;
}

namespace assets {

class PictureCheck {
public:
    explicit PictureCheck(const wad::Archive& archive) : archive_(archive) {}
    // "" for a picture that draws, else why not ("is in no WAD of the
    // game", "cannot be drawn (...)").
    const std::string& problem(const std::string& name);

private:
    std::string find_problem(const std::string& name) const;

    const wad::Archive& archive_;
    std::map<std::string, std::string, std::less<>> problems_;
};

}  // namespace assets
