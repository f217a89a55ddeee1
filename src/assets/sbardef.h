#pragma once
// ID24's SBARDEF lump (a JSON lump of type "statusbar"): a status bar of
// the WAD's own, as a tree of elements (pictures, animations, the face,
// numbers in fonts of the WAD's digits) placed on the 320×200 screen and
// shown where their conditions hold. A game has several bars: the first
// for the screen sizes with a bar, the next for each size past it (the
// full-screen HUD at size 11). Versions up to 1.2.0 are read, as Woof
// writes them; what 1.1 and 1.2 add past the specification (HUD fonts,
// Woof's own element kinds, conditions and numbers) is named in a
// diagnostic and left out. The last SBARDEF of the stack is the one read.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wad {
class Archive;
}

namespace assets {

struct SbarNumberFont {
    // How wide each glyph is set: every one as wide as its 0, as wide as
    // the widest, or its own width.
    enum class Spacing { MonoZero = 0, MonoMax = 1, Proportional = 2 };
    std::string name;
    Spacing spacing = Spacing::MonoZero;
    std::string stem;  // glyphs STEMNUM0..9, STEMMINUS, STEMPRCNT (upper case)
};

struct SbarCondition {
    // The specification's numbers.
    enum class Kind {
        WeaponOwned = 0,
        WeaponSelected = 1,
        WeaponNotSelected = 2,
        WeaponHasAmmo = 3,
        SelectedWeaponHasAmmo = 4,
        SelectedWeaponAmmoType = 5,
        WeaponSlotOwned = 6,
        WeaponSlotNotOwned = 7,
        WeaponSlotSelected = 8,
        WeaponSlotNotSelected = 9,
        ItemOwned = 10,
        ItemNotOwned = 11,
        FeatureLevelGreaterEqual = 12,
        FeatureLevelLess = 13,
        SessionTypeEqual = 14,
        SessionTypeNotEqual = 15,
        ModeEqual = 16,
        ModeNotEqual = 17,
        HudModeEqual = 18,
    };
    static constexpr int kLast = static_cast<int>(Kind::HudModeEqual);
    Kind kind = Kind::WeaponOwned;
    int param = 0;
};

struct SbarElement {
    enum class Kind { Canvas, Graphic, Animation, Face, FaceBackground, Number, Percent };
    // The specification's alignment bits.
    static constexpr int kMiddle = 0x01, kRight = 0x02, kVerticalMiddle = 0x04, kBottom = 0x08;
    static constexpr int kIgnoreXOffset = 0x10, kIgnoreYOffset = 0x20;
    // Woof's (1.2): held to the left or right edge of a wide screen.
    static constexpr int kWideLeft = 0x40, kWideRight = 0x80;
    static constexpr int kKnownAlignment = 0xff;
    // What a number shows (the specification's numbers).
    enum class Number { Health = 0, Armor, Frags, Ammo, AmmoSelected, MaxAmmo, WeaponAmmo, WeaponMaxAmmo };
    static constexpr int kLastNumber = static_cast<int>(Number::WeaponMaxAmmo);

    struct Frame {
        std::string picture;  // upper case
        int tics = 0;         // the lump's seconds times 35, at least 1
    };

    Kind kind = Kind::Canvas;
    int x = 0, y = 0;  // from its parent's place (the bar's top left for the bar's own)
    int alignment = 0;
    std::string tranmap;  // a translucency table drawn through, or none
    std::vector<SbarCondition> conditions;  // all must hold
    std::vector<SbarElement> children;      // drawn after it, from its place, when it shows

    std::string picture;          // Graphic
    std::vector<Frame> frames;    // Animation: at least one
    int font = -1;                // Number, Percent: an index into SbarDef::fonts
    Number number = Number::Health;
    int param = 0;                // Number: the ammo type or weapon it reads
    int max_length = 0;           // Number: digits at most
};

struct SbarStatusBar {
    int height = 32;               // rows at the screen's foot it takes from the view
    bool fullscreen = false;       // placed on the whole screen, over the view
    std::string fill_flat;         // the flat behind it, or none: the view border's
    std::vector<SbarElement> children;
};

struct SbarDef {
    std::vector<SbarNumberFont> fonts;
    std::vector<SbarStatusBar> bars;  // at least one
};

// Decodes a lump's text. An element, font or bar that is not right is left
// out with a diagnostic ("SOURCE:LINE:COLUMN: bar 1: element 3 (number):
// ..."); a document that is not a valid "statusbar" JSON lump, or has no
// bar left, gives nothing.
std::optional<SbarDef> parse_sbardef(std::string_view text, const std::string& source,
                                     std::vector<std::string>& diagnostics);

// The stack's SBARDEF, or none, checked against the stack: a font missing
// a digit, an element whose picture is missing or cannot be drawn, and a
// fill flat the stack lacks are left out, each with a diagnostic.
std::optional<SbarDef> load_sbardef(const wad::Archive& archive, std::vector<std::string>& diagnostics);

}  // namespace assets
