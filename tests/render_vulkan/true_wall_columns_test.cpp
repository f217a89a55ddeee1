// Where the true 3D view's wall column records go (render/vulkan/
// true_wall_columns.h): every screen column a seg's wall reaches through
// the view's own matrix has a record of that seg.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <optional>
#include <random>

#include "map/level.h"
#include "render/screen_layout.h"
#include "render/view_tables.h"
#include "render/vulkan/true_view_data.h"
#include "render/vulkan/true_wall_columns.h"

namespace {

using render::vulkan::TrueEye;

// The framebuffer x a map point lands on through the matrix, or nothing behind the near plane.
std::optional<double> screen_x(const std::array<float, 16>& m, double x, double y, double z, int width) {
    double clip[4];
    for (int r = 0; r < 4; ++r) clip[r] = m[r] * x + m[4 + r] * y + m[8 + r] * z + m[12 + r];
    if (clip[3] < 1.0 / 32) return std::nullopt;
    return (clip[0] / clip[3] + 1) * width / 2;
}

map::fixed_t fixed(double units) { return static_cast<map::fixed_t>(std::lround(units * 65536.0)); }

TEST(TrueWallColumns, EveryColumnASegReachesHasItsRecord) {
    std::mt19937 random(45);
    std::uniform_real_distribution<double> coordinate(-600.0, 600.0), turn(0.0, 2 * std::numbers::pi);
    for (const auto& [w, h] : {std::pair{320, 200}, std::pair{1920, 1080}, std::pair{853, 480}}) {
        const render::ViewTables tables = render::ViewTables::build(render::ScreenLayout::for_size(w, h));
        for (int trial = 0; trial < 40; ++trial) {
            map::Level level;
            std::vector<int> segs;
            for (int s = 0; s < 60; ++s) {
                level.vertices.push_back({fixed(coordinate(random)), fixed(coordinate(random))});
                level.vertices.push_back({fixed(coordinate(random)), fixed(coordinate(random))});
                map::Seg seg;
                seg.v1 = 2 * s;
                seg.v2 = 2 * s + 1;
                level.segs.push_back(seg);
                segs.push_back(s);
            }
            TrueEye eye;
            eye.x = coordinate(random) / 4;
            eye.y = coordinate(random) / 4;
            eye.z = 41;
            eye.yaw = turn(random);
            const auto runs = render::vulkan::wall_column_runs(level, segs, eye, tables);
            std::int32_t next_record = 0;
            std::vector<const render::vulkan::Int4*> run_of(level.segs.size(), nullptr);
            for (const auto& run : runs.runs) {
                EXPECT_EQ(run[3], next_record);
                EXPECT_GE(run[1], 0);
                EXPECT_GT(run[2], 0);
                EXPECT_LE(run[1] + run[2], tables.width);
                next_record += run[2];
                run_of[static_cast<std::size_t>(run[0])] = &run;
            }
            EXPECT_EQ(runs.records, next_record);
            const auto m = render::vulkan::true_clip_from_map(eye, tables);
            for (const int s : segs) {
                const map::Seg& seg = level.segs[static_cast<std::size_t>(s)];
                const map::Vertex& a = level.vertices[static_cast<std::size_t>(seg.v1)];
                const map::Vertex& b = level.vertices[static_cast<std::size_t>(seg.v2)];
                for (int i = 0; i <= 4000; ++i) {
                    const double t = i / 4000.0;
                    const double x = (a.x + (b.x - a.x) * t) / 65536.0, y = (a.y + (b.y - a.y) * t) / 65536.0;
                    const auto sx = screen_x(m, x, y, eye.z, tables.width);
                    if (!sx || *sx < 0 || *sx >= tables.width) continue;
                    const int column = static_cast<int>(*sx);
                    const auto* run = run_of[static_cast<std::size_t>(s)];
                    ASSERT_NE(run, nullptr) << "seg " << s << " reaches column " << column << " but has no records";
                    EXPECT_GE(column, (*run)[1]) << "seg " << s << " at " << w << "x" << h;
                    EXPECT_LT(column, (*run)[1] + (*run)[2]) << "seg " << s << " at " << w << "x" << h;
                }
            }
        }
    }
}

}  // namespace
