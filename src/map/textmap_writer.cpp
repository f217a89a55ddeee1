#include "map/textmap_writer.h"

#include <cstdio>

#include "map/seg_overrides.h"

namespace map {
namespace {


class Writer {
public:
    void begin(const char* block) {
        out_ += block;
        out_ += "\n{\n";
    }
    void end() { out_ += "}\n\n"; }
    void blank_line() { out_ += "\n"; }

    void integer(const char* name, long long value) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%s = %lld;\n", name, value);
        out_ += buf;
    }
    void integer_unless(const char* name, long long value, long long fallback) {
        if (value != fallback) integer(name, value);
    }
    // A 16.16 coordinate: whole numbers as "32.0", fractions to 16 bits.
    void coordinate(const char* name, fixed_t value) {
        char buf[80];
        if (value % base::kFracUnit == 0)
            std::snprintf(buf, sizeof buf, "%s = %d.0;\n", name, value / base::kFracUnit);
        else
            std::snprintf(buf, sizeof buf, "%s = %.16g;\n", name, static_cast<double>(value) / base::kFracUnit);
        out_ += buf;
    }
    void text(const char* name, const std::string& value) {
        out_ += name;
        out_ += " = \"";
        for (char c : value) {
            if (c == '"' || c == '\\') out_ += '\\';
            out_ += c;
        }
        out_ += "\";\n";
    }
    void flag(const char* name, bool on) {
        if (!on) return;
        out_ += name;
        out_ += " = true;\n";
    }
    std::string take() { return std::move(out_); }

private:
    std::string out_;
};

}  // namespace

std::string write_textmap(const Level& level) {
    Writer w;
    w.text("namespace", "doom");
    if (const std::string segs = write_seg_overrides(level); !segs.empty())
        w.text(std::string(kSegOverridesKey).c_str(), segs);
    w.blank_line();
    for (const Vertex& v : level.vertices) {
        w.begin("vertex");
        w.coordinate("x", v.x);
        w.coordinate("y", v.y);
        w.end();
    }
    for (const Line& l : level.lines) {
        w.begin("linedef");
        w.integer_unless("id", l.tag, 0);
        w.integer("v1", l.v1);
        w.integer("v2", l.v2);
        w.integer("sidefront", l.sides[0]);
        w.integer_unless("sideback", l.sides[1], kNone);
        w.flag("blocking", l.flags & kLineBlocking);
        w.flag("blockmonsters", l.flags & kLineBlockMonsters);
        w.flag("twosided", l.flags & kLineTwoSided);
        w.flag("dontpegtop", l.flags & kLineDontPegTop);
        w.flag("dontpegbottom", l.flags & kLineDontPegBottom);
        w.flag("secret", l.flags & kLineSecret);
        w.flag("blocksound", l.flags & kLineSoundBlock);
        w.flag("dontdraw", l.flags & kLineDontDraw);
        w.flag("mapped", l.flags & kLineMapped);
        w.flag("passuse", l.flags & kLinePassUse);
        w.integer_unless("special", l.special, 0);
        w.integer_unless("arg0", l.tag, 0);
        w.end();
    }
    for (const Side& s : level.sides) {
        w.begin("sidedef");
        w.integer_unless("offsetx", s.texture_offset / base::kFracUnit, 0);
        w.integer_unless("offsety", s.row_offset / base::kFracUnit, 0);
        if (s.top_texture != "-") w.text("texturetop", s.top_texture);
        if (s.bottom_texture != "-") w.text("texturebottom", s.bottom_texture);
        if (s.mid_texture != "-") w.text("texturemiddle", s.mid_texture);
        w.integer("sector", s.sector);
        w.end();
    }
    for (const Sector& s : level.sectors) {
        w.begin("sector");
        w.integer_unless("heightfloor", s.floor_height / base::kFracUnit, 0);
        w.integer_unless("heightceiling", s.ceiling_height / base::kFracUnit, 0);
        w.text("texturefloor", s.floor_flat);
        w.text("textureceiling", s.ceiling_flat);
        w.integer("lightlevel", s.light);
        w.integer_unless("special", s.special, 0);
        w.integer_unless("id", s.tag, 0);
        w.end();
    }
    for (const Thing& t : level.things) {
        w.begin("thing");
        w.coordinate("x", t.x * base::kFracUnit);
        w.coordinate("y", t.y * base::kFracUnit);
        w.integer_unless("angle", t.angle, 0);
        w.integer("type", t.type);
        w.flag("skill1", t.options & 1);
        w.flag("skill2", t.options & 1);
        w.flag("skill3", t.options & 2);
        w.flag("skill4", t.options & 4);
        w.flag("skill5", t.options & 4);
        w.flag("ambush", t.options & 8);
        w.flag("single", !(t.options & 16));
        w.flag("dm", !(t.options & 32));
        w.flag("coop", !(t.options & 64));
        w.flag("friend", t.options & 128);
        w.end();
    }
    return w.take();
}

}  // namespace map
