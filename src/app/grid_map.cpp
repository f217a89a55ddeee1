#include "app/grid_map.h"

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>

#include "base/error.h"

namespace app {
namespace {

// Map units. A cell is a room and the wall between it and the next room;
// the doorways cross that wall at the middle of each side.
constexpr int kRoom = 256;
constexpr int kPitch = 288;
constexpr int kDoorFrom = 96, kDoorTo = 160;  // along a room's side, from its start
// Where monsters stand in a room, centre first: 80 units apart, 48 from
// the walls, room enough for the widest of the kinds placed (radius 30).
constexpr std::array<std::array<int, 2>, 9> kSpots{{{128, 128},
                                                    {48, 48},
                                                    {208, 208},
                                                    {48, 208},
                                                    {208, 48},
                                                    {128, 48},
                                                    {128, 208},
                                                    {48, 128},
                                                    {208, 128}}};

// The lumps' limits: 16-bit unsigned references (0xFFFF is "no sidedef"),
// signed 16-bit coordinates.
constexpr std::size_t kMaxReferenced = 65535;
constexpr int kMaxCoordinate = 32767;

// Freedoom's textures and flats, under the names Doom II's maps use.
constexpr std::array kWallTextures{"STARTAN2", "BROWN1", "GRAY1", "STONE2", "BRICK1", "BIGBRIK1", "METAL"};
constexpr std::array kFloorFlats{"FLOOR4_8", "FLAT1", "FLOOR0_1", "RROCK09", "FLAT5_4", "FLOOR5_1"};
constexpr std::array kCeilingFlats{"CEIL3_5", "CEIL1_1", "FLAT1"};
constexpr const char* kDoorwayWall = "SUPPORT2";
constexpr const char* kExitSwitch = "SW1BRN1";
// Sector light specials of the original: blink randomly, blink half a
// second, blink a second, glow, blink half a second in step, flicker.
constexpr std::array kLightSpecials{1, 2, 3, 8, 12, 17};
// Zombieman, shotgun guy, imp, demon: the common monsters of stress maps.
constexpr std::array kMonsterTypes{3004, 9, 3001, 3002};
constexpr int kLineSpecialExit = 11;  // S1 exit level
constexpr int kThingAllSkills = 7;

// splitmix64: the same numbers from the same seed everywhere.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    template <class Array>
    auto pick(const Array& a) {
        return a[static_cast<std::size_t>(below(static_cast<int>(a.size())))];
    }

private:
    std::uint64_t state_;
};

struct SectorDef {
    int floor = 0, ceiling = 128;
    std::string floor_flat, ceiling_flat;
    int light = 160, special = 0;
};

struct SideDef {
    std::string upper = "-", lower = "-", middle = "-";
    int sector = 0;
    auto key() const { return std::tie(sector, upper, lower, middle); }
    bool operator<(const SideDef& o) const { return key() < o.key(); }
};

struct LineDef {
    int v1 = 0, v2 = 0, flags = 0, special = 0;
    int front = 0, back = -1;
};

struct Point {
    int x = 0, y = 0;
};

constexpr int kLineBlocking = 1, kLineTwoSided = 4;

void put16(std::vector<std::uint8_t>& out, int v) {
    out.push_back(static_cast<std::uint8_t>(v & 0xFF));
    out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xFF));
}

void put_name(std::vector<std::uint8_t>& out, const std::string& name) {
    for (std::size_t i = 0; i < 8; ++i) out.push_back(i < name.size() ? static_cast<std::uint8_t>(name[i]) : 0);
}

class GridBuilder {
public:
    explicit GridBuilder(const GridMapSpec& spec) : spec_(spec), random_(spec.seed) {
        origin_ = {-(spec.columns * kPitch) / 2 / 8 * 8, -(spec.rows * kPitch) / 2 / 8 * 8};
    }

    GridMap build() {
        make_sectors();
        for (int j = 0; j < spec_.rows; ++j)
            for (int i = 0; i < spec_.columns; ++i) room_lines(i, j);
        for (int j = 0; j < spec_.rows; ++j)
            for (int i = 0; i < spec_.columns; ++i) doorway_walls(i, j);
        place_things();
        check_counts();
        return {lumps(), counts()};
    }

private:
    int rooms() const { return spec_.columns * spec_.rows; }
    int room(int i, int j) const { return j * spec_.columns + i; }
    int east_doorway(int i, int j) const { return rooms() + j * (spec_.columns - 1) + i; }
    int north_doorway(int i, int j) const {
        return rooms() + spec_.rows * (spec_.columns - 1) + j * spec_.columns + i;
    }
    Point corner(int i, int j) const { return {origin_.x + i * kPitch, origin_.y + j * kPitch}; }

    void make_sectors() {
        sectors_.resize(static_cast<std::size_t>(rooms() + spec_.rows * (spec_.columns - 1) +
                                                 (spec_.rows - 1) * spec_.columns));
        walls_.resize(static_cast<std::size_t>(rooms()));
        for (int r = 0; r < rooms(); ++r) {
            SectorDef& s = sectors_[static_cast<std::size_t>(r)];
            // Floors 0 to 24 in steps of 8: any neighbour is a step a
            // player and a monster can climb.
            s.floor = 8 * random_.below(4);
            s.ceiling = s.floor + 128 + 32 * random_.below(5);
            s.floor_flat = random_.pick(kFloorFlats);
            s.ceiling_flat = random_.below(10) == 0 ? "F_SKY1" : random_.pick(kCeilingFlats);
            s.light = 96 + 16 * random_.below(10);
            if (random_.below(8) == 0) s.special = random_.pick(kLightSpecials);
            walls_[static_cast<std::size_t>(r)] = random_.pick(kWallTextures);
        }
        for (int j = 0; j < spec_.rows; ++j)
            for (int i = 0; i < spec_.columns; ++i) {
                if (i + 1 < spec_.columns) doorway_sector(east_doorway(i, j), room(i, j), room(i + 1, j));
                if (j + 1 < spec_.rows) doorway_sector(north_doorway(i, j), room(i, j), room(i, j + 1));
            }
    }

    // Between the rooms' floors and a little under the lower ceiling:
    // at least 128 - 32 - 24 = 72 units high, above any monster placed.
    void doorway_sector(int index, int a, int b) {
        const SectorDef& ra = sectors_[static_cast<std::size_t>(a)];
        const SectorDef& rb = sectors_[static_cast<std::size_t>(b)];
        SectorDef& d = sectors_[static_cast<std::size_t>(index)];
        d.floor = std::max(ra.floor, rb.floor);
        d.ceiling = std::min(ra.ceiling, rb.ceiling) - 16 * random_.below(3);
        d.floor_flat = "FLAT1";
        d.ceiling_flat = "CEIL1_1";
        d.light = std::min(ra.light, rb.light);
    }

    int vertex(Point p) {
        const std::uint64_t key = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.x)) << 32) |
                                  static_cast<std::uint32_t>(p.y);
        const auto [it, added] = vertex_index_.emplace(key, static_cast<int>(vertices_.size()));
        if (added) vertices_.push_back(p);
        return it->second;
    }

    int side(const SideDef& s) {
        const auto [it, added] = side_index_.emplace(s, static_cast<int>(sides_.size()));
        if (added) sides_.push_back(s);
        return it->second;
    }

    void line(Point a, Point b, int front, int back, int special = 0) {
        lines_.push_back({vertex(a), vertex(b), back < 0 ? kLineBlocking : kLineTwoSided, special, front, back});
    }

    // A room's four sides, clockwise so that the room is on each line's
    // right (its front); a side with a doorway is wall, opening, wall.
    void room_lines(int i, int j) {
        const Point c = corner(i, j);
        const int r = room(i, j);
        const std::string& wall = walls_[static_cast<std::size_t>(r)];
        const int solid = side({"-", "-", wall, r});
        const int opening = side({wall, wall, "-", r});
        const bool last_room = i + 1 == spec_.columns && j + 1 == spec_.rows;
        struct RoomSide {
            Point from;
            int dx, dy;
            int doorway;  // the sector beyond the opening, or -1
        };
        const std::array<RoomSide, 4> room_sides{{
            {{c.x, c.y}, 0, 1, i > 0 ? east_doorway(i - 1, j) : -1},
            {{c.x, c.y + kRoom}, 1, 0, j + 1 < spec_.rows ? north_doorway(i, j) : -1},
            {{c.x + kRoom, c.y + kRoom}, 0, -1, i + 1 < spec_.columns ? east_doorway(i, j) : -1},
            {{c.x + kRoom, c.y}, -1, 0, j > 0 ? north_doorway(i, j - 1) : -1},
        }};
        for (std::size_t k = 0; k < room_sides.size(); ++k) {
            const RoomSide& s = room_sides[k];
            const auto at = [&](int d) { return Point{s.from.x + s.dx * d, s.from.y + s.dy * d}; };
            if (s.doorway < 0) {
                // The exit: the north wall of the last room, a switch of its own.
                if (last_room && k == 1)
                    line(at(0), at(kRoom), static_cast<int>(add_unshared({"-", "-", kExitSwitch, r})), -1,
                         kLineSpecialExit);
                else
                    line(at(0), at(kRoom), solid, -1);
                continue;
            }
            const int beyond = side({kDoorwayWall, kDoorwayWall, "-", s.doorway});
            line(at(0), at(kDoorFrom), solid, -1);
            line(at(kDoorFrom), at(kDoorTo), opening, beyond);
            line(at(kDoorTo), at(kRoom), solid, -1);
        }
    }

    std::size_t add_unshared(const SideDef& s) {
        sides_.push_back(s);
        return sides_.size() - 1;
    }

    // The doorways' own walls, each with the doorway on its right.
    void doorway_walls(int i, int j) {
        const Point c = corner(i, j);
        if (i + 1 < spec_.columns) {
            const int wall = side({"-", "-", kDoorwayWall, east_doorway(i, j)});
            line({c.x + kPitch, c.y + kDoorFrom}, {c.x + kRoom, c.y + kDoorFrom}, wall, -1);
            line({c.x + kRoom, c.y + kDoorTo}, {c.x + kPitch, c.y + kDoorTo}, wall, -1);
        }
        if (j + 1 < spec_.rows) {
            const int wall = side({"-", "-", kDoorwayWall, north_doorway(i, j)});
            line({c.x + kDoorFrom, c.y + kRoom}, {c.x + kDoorFrom, c.y + kPitch}, wall, -1);
            line({c.x + kDoorTo, c.y + kPitch}, {c.x + kDoorTo, c.y + kRoom}, wall, -1);
        }
    }

    // The player in the first room facing east; monster k in room
    // 1 + k mod (rooms - 1), at that room's next free spot.
    void place_things() {
        const Point start = corner(0, 0);
        things_.push_back({start.x + kRoom / 2, start.y + kRoom / 2, 0, 1});
        const int others = rooms() - 1;
        const long spots = static_cast<long>(others) * static_cast<long>(kSpots.size());
        if (spec_.monsters > spots)
            throw base::Error("generate-map: " + std::to_string(spec_.monsters) + " monsters do not fit in " +
                              std::to_string(others) + " rooms of " + std::to_string(kSpots.size()) +
                              " spots each; ask for a larger --grid or fewer --monsters");
        for (int k = 0; k < spec_.monsters; ++k) {
            const int r = 1 + k % others;
            const auto& spot = kSpots[static_cast<std::size_t>(k / others)];
            const Point c = corner(r % spec_.columns, r / spec_.columns);
            things_.push_back({c.x + spot[0], c.y + spot[1], 45 * random_.below(8), random_.pick(kMonsterTypes)});
        }
    }

    void check_counts() const {
        const auto limit = [](std::size_t count, const char* what) {
            if (count > kMaxReferenced)
                throw base::Error("generate-map: the grid needs " + std::to_string(count) + " " + what +
                                  "; the map format numbers at most " + std::to_string(kMaxReferenced) +
                                  " (ask for a smaller --grid)");
        };
        limit(lines_.size(), "linedefs");  // extended nodes' segs name lines in 16 bits
        limit(sides_.size(), "sidedefs");
        limit(vertices_.size(), "vertices");
        limit(sectors_.size(), "sectors");
        limit(things_.size(), "things");
    }

    GridMapCounts counts() const {
        return {lines_.size(), sides_.size(), vertices_.size(), sectors_.size(), things_.size(),
                static_cast<std::size_t>(spec_.monsters)};
    }

    std::vector<NamedLump> lumps() const {
        // The original finds a map's lumps by their place after the
        // marker, so they come in its order.
        std::vector<NamedLump> out{{"MAP01", {}},    {"THINGS", {}}, {"LINEDEFS", {}}, {"SIDEDEFS", {}},
                                   {"VERTEXES", {}}, {"SEGS", {}},   {"SSECTORS", {}}, {"NODES", {}},
                                   {"SECTORS", {}},  {"REJECT", {}}, {"BLOCKMAP", {}}};
        for (const Thing& t : things_)
            for (int v : {t.x, t.y, t.angle, t.type, kThingAllSkills}) put16(out[1].data, v);
        for (const LineDef& l : lines_)
            for (int v : {l.v1, l.v2, l.flags, l.special, 0, l.front, l.back < 0 ? 0xFFFF : l.back})
                put16(out[2].data, v);
        for (const SideDef& s : sides_) {
            put16(out[3].data, 0);
            put16(out[3].data, 0);
            put_name(out[3].data, s.upper);
            put_name(out[3].data, s.lower);
            put_name(out[3].data, s.middle);
            put16(out[3].data, s.sector);
        }
        for (const Point& p : vertices_) {
            put16(out[4].data, p.x);
            put16(out[4].data, p.y);
        }
        for (const SectorDef& s : sectors_) {
            put16(out[8].data, s.floor);
            put16(out[8].data, s.ceiling);
            put_name(out[8].data, s.floor_flat);
            put_name(out[8].data, s.ceiling_flat);
            for (int v : {s.light, s.special, 0}) put16(out[8].data, v);
        }
        out[9].data.assign((sectors_.size() * sectors_.size() + 7) / 8, 0);
        return out;
    }

    struct Thing {
        int x, y, angle, type;
    };

    const GridMapSpec& spec_;
    Random random_;
    Point origin_;
    std::vector<SectorDef> sectors_;
    std::vector<std::string> walls_;  // each room's wall texture
    std::vector<Point> vertices_;
    std::unordered_map<std::uint64_t, int> vertex_index_;
    std::vector<SideDef> sides_;
    std::map<SideDef, int> side_index_;
    std::vector<LineDef> lines_;
    std::vector<Thing> things_;
};

}  // namespace

GridMap make_grid_map(const GridMapSpec& spec) {
    if (spec.columns < 2 || spec.rows < 2)
        throw base::Error("generate-map: the grid must be at least 2x2 rooms, got " + std::to_string(spec.columns) +
                          "x" + std::to_string(spec.rows));
    if (spec.monsters < 0) throw base::Error("generate-map: the monster count cannot be negative");
    // The far corner's coordinate, before any count is worked out.
    for (int n : {spec.columns, spec.rows})
        if (static_cast<long>(n) * kPitch / 2 + kPitch > kMaxCoordinate)
            throw base::Error("generate-map: a grid " + std::to_string(n) + " rooms wide passes the format's " +
                              std::to_string(kMaxCoordinate) + "-unit coordinates (ask for a smaller --grid)");
    return GridBuilder(spec).build();
}

}  // namespace app
