#include "render/scripted_translations.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "render/palette_match.h"

namespace render {

namespace {

using Table = std::array<std::uint8_t, 256>;
using Palette = std::span<const assets::Rgb, 256>;
using Kind = sim::TranslationRange::Kind;

constexpr int kFirstPick = 1, kLastPick = 255;  // ColorMatcher's indices: 1..254

std::uint8_t pick(Palette palette, int r, int g, int b) {
    return nearest_index(palette, r, g, b, kFirstPick, kLastPick);
}

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Indices start..end become a run from pal1 to pal2, rounded.
void index_range(Table& t, int start, int end, int pal1, int pal2) {
    if (start > end) {
        std::swap(start, end);
        std::swap(pal1, pal2);
    }
    if (start == end) {
        t[at(start)] = static_cast<std::uint8_t>(pal1);
        return;
    }
    double colour = pal1;
    const double step = static_cast<double>(pal2 - pal1) / (end - start);
    for (int i = start; i <= end; ++i, colour += step) t[at(i)] = static_cast<std::uint8_t>(std::lround(colour));
}

// Indices start..end become a gradient from one colour to the other.
void colour_range(Table& t, Palette palette, int start, int end, const std::array<int, 6>& v) {
    std::array<double, 3> c{double(v[0]), double(v[1]), double(v[2])};
    std::array<double, 3> step{double(v[3] - v[0]), double(v[4] - v[1]), double(v[5] - v[2])};
    if (start > end) {
        std::swap(start, end);
        c = {double(v[3]), double(v[4]), double(v[5])};
        for (double& s : step) s = -s;
    }
    if (end > start)
        for (double& s : step) s /= end - start;
    for (int i = start; i <= end; ++i) {
        t[at(i)] = pick(palette, static_cast<int>(c[0]), static_cast<int>(c[1]), static_cast<int>(c[2]));
        for (std::size_t k = 0; k < 3; ++k) c[k] += step[k];
    }
}

// Each index's grey, spread between two colours given as 0..2 a channel.
void desaturate(Table& t, Palette palette, int start, int end, const std::array<int, 6>& v) {
    std::array<double, 6> f{};
    for (std::size_t k = 0; k < 6; ++k) f[k] = std::clamp(v[k] / 65536.0, 0.0, 2.0);
    if (start > end) {
        std::swap(start, end);
        for (std::size_t k = 0; k < 3; ++k) std::swap(f[k], f[k + 3]);
    }
    for (int i = start; i <= end; ++i) {
        const assets::Rgb& c = palette[at(i)];
        const double grey = (c.r * 77 + c.g * 143 + c.b * 37) / 256.0;
        int rgb[3];
        for (std::size_t k = 0; k < 3; ++k)
            rgb[k] = std::min(255, static_cast<int>(f[k] * 255 + grey * (f[k + 3] - f[k])));
        t[at(i)] = pick(palette, rgb[0], rgb[1], rgb[2]);
    }
}

// Indices start..end - 1 (ZDoom's loop stops short of `end` here) as the
// colour scaled by their brightness.
void colourise(Table& t, Palette palette, int start, int end, const std::array<int, 6>& v) {
    for (int i = start; i < end; ++i) {
        const assets::Rgb& c = palette[at(i)];
        const double grey = std::min(1.0, (c.r * 0.299 + c.g * 0.587 + c.b * 0.114) / 255.0);
        t[at(i)] = pick(palette, static_cast<int>(v[0] * grey), static_cast<int>(v[1] * grey),
                        static_cast<int>(v[2] * grey));
    }
}

// Indices start..end - 1 mixed toward the colour by `percent`.
void tint(Table& t, Palette palette, int start, int end, const std::array<int, 6>& v) {
    const float a = static_cast<float>(v[0]) * 0.01f, keep = 1.0f - a;
    for (int i = start; i < end; ++i) {
        const assets::Rgb& c = palette[at(i)];
        t[at(i)] = pick(palette, static_cast<int>(c.r * keep + static_cast<float>(v[1]) * a),
                        static_cast<int>(c.g * keep + static_cast<float>(v[2]) * a),
                        static_cast<int>(c.b * keep + static_cast<float>(v[3]) * a));
    }
}

}  // namespace

Table translation_table(std::span<const sim::TranslationRange> ranges, Palette palette) {
    Table t;
    for (int i = 0; i < 256; ++i) t[at(i)] = static_cast<std::uint8_t>(i);
    for (const sim::TranslationRange& r : ranges) {
        switch (r.kind) {
            case Kind::Index: index_range(t, r.start, r.end, r.values[0], r.values[1]); break;
            case Kind::Colour: colour_range(t, palette, r.start, r.end, r.values); break;
            case Kind::Desaturate: desaturate(t, palette, r.start, r.end, r.values); break;
            case Kind::Colourise: colourise(t, palette, r.start, r.end, r.values); break;
            case Kind::Tint: tint(t, palette, r.start, r.end, r.values); break;
        }
    }
    return t;
}

}  // namespace render
