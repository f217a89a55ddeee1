#include "render/software/draw_queue.h"

#include <algorithm>
#include <ctime>
#include <numeric>

#include "render/software/band_threads.h"

namespace render::software {
namespace {

// `job` cut to rows [top, bottom], drawn by `draw`. A column cut at the
// top starts at the texture position the drawer would have stepped to
// there; the canvas handed on has its centre row moved to `top` so that the
// drawer's own start formula gives exactly that position.
template <class Draw>
void draw_clipped(const Canvas& canvas, ColumnJob job, int top, int bottom, Draw draw) {
    if (job.yl > bottom || job.yh < top || job.yl > job.yh) return;
    const auto u = [](int v) { return static_cast<std::uint32_t>(v); };
    const int start = std::max(job.yl, top);
    Canvas band = canvas;
    band.centery = start;
    job.texturemid = static_cast<fixed_t>(u(job.texturemid) + u(start - canvas.centery) * u(job.iscale));
    job.yl = start;
    job.yh = std::min(job.yh, bottom);
    draw(band, job);
}

// CPU time of the calling thread: what a band's drawing cost, whatever
// else the machine was running.
double thread_seconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

}  // namespace

DrawQueue::DrawQueue(int threads) : threads_(std::max(threads, 1)) {
    if (threads_ > 1) pool_ = std::make_unique<BandThreads>(threads_);
}

DrawQueue::~DrawQueue() = default;

void DrawQueue::column(const Canvas& canvas, const ColumnJob& job) {
    if (!pool_) return draw_column(canvas, job);
    if (canvas.pixels) jobs_.emplace_back(job);
}

void DrawQueue::translated_column(const Canvas& canvas, const ColumnJob& job) {
    if (!pool_) return draw_translated_column(canvas, job);
    if (canvas.pixels) jobs_.emplace_back(Translated{job});
}

void DrawQueue::fuzz_column(Fuzz& fuzz, const Canvas& canvas, const ColumnJob& job, const std::uint8_t* colormap6) {
    if (!pool_) return fuzz.draw_column(canvas, job, colormap6);
    fuzz_ = &fuzz;
    if (canvas.pixels) jobs_.emplace_back(Fuzzed{job, colormap6});
}

void DrawQueue::span(const Canvas& canvas, const SpanJob& job) {
    if (!pool_) return draw_span(canvas, job);
    if (canvas.pixels) jobs_.emplace_back(job);
}

void DrawQueue::scaled_span(const Canvas& canvas, const ScaledSpanJob& job) {
    if (!pool_) return draw_span_scaled(canvas, job);
    if (canvas.pixels) jobs_.emplace_back(job);
}

void DrawQueue::sloped_span(const Canvas& canvas, const SlopedSpanJob& job) {
    if (!pool_) return draw_sloped_span(canvas, job);
    if (canvas.pixels) jobs_.emplace_back(job);
}

void DrawQueue::depth_column(const Canvas& canvas, const DepthColumnJob& job) {
    if (!pool_) return draw_depth_column(canvas, job);
    if (canvas.pixels) jobs_.emplace_back(job);
}

void DrawQueue::slab_layer(const Canvas& canvas, const SlabLayerJob& job) {
    if (!pool_) return draw_slab_layer(canvas, job, 0, canvas.height - 1);
    if (canvas.pixels) jobs_.emplace_back(job);
}

void DrawQueue::begin(std::function<void()> beside) {
    jobs_.clear();
    if (!beside) return;
    if (pool_) pool_->post(std::move(beside));
    else beside_ = std::move(beside);
}

void DrawQueue::abandon() noexcept {
    beside_ = nullptr;
    if (!pool_) return;
    try {
        pool_->wait_posted();
    } catch (...) {
        // The frame is abandoned already; its first error is on its way up.
    }
}

std::vector<std::int64_t> DrawQueue::row_costs(int height) const {
    // Pixels queued per row: columns through a difference array, spans as
    // their length.
    std::vector<std::int64_t> cost(static_cast<std::size_t>(height) + 1, 0);
    const auto add_rows = [&](const ColumnJob& c) {
        const int yl = std::max(c.yl, 0), yh = std::min(c.yh, height - 1);
        if (yl > yh) return;
        ++cost[static_cast<std::size_t>(yl)];
        --cost[static_cast<std::size_t>(yh) + 1];
    };
    std::vector<std::int64_t> span_cost(static_cast<std::size_t>(height), 0);
    const auto add_span = [&](int y, int x1, int x2) {
        if (y >= 0 && y < height) span_cost[static_cast<std::size_t>(y)] += x2 - x1 + 1;
    };
    for (const Job& job : jobs_) {
        if (const auto* c = std::get_if<ColumnJob>(&job)) add_rows(*c);
        else if (const auto* t = std::get_if<Translated>(&job)) add_rows(t->column);
        else if (const auto* s = std::get_if<SpanJob>(&job)) add_span(s->y, s->x1, s->x2);
        else if (const auto* z = std::get_if<ScaledSpanJob>(&job)) add_span(z->y, z->x1, z->x2);
        else if (const auto* sl = std::get_if<SlopedSpanJob>(&job)) add_span(sl->y, sl->x1, sl->x2);
        else if (const auto* d = std::get_if<DepthColumnJob>(&job)) add_rows(d->column);
    }
    std::vector<std::int64_t> row_cost(static_cast<std::size_t>(height));
    std::int64_t running = 0;
    for (std::size_t y = 0; y < row_cost.size(); ++y) {
        running += cost[y];
        row_cost[y] = running + span_cost[y] + 1;  // + 1: a row costs something even when empty
    }
    return row_cost;
}

std::vector<int> DrawQueue::band_edges(const std::vector<std::int64_t>& row_cost) const {
    // Band b's share of the cost: its speed (cost per second) over all
    // bands' speeds; equal shares until the bands have been timed.
    std::vector<double> share(static_cast<std::size_t>(threads_), 1.0 / threads_);
    if (!seconds_per_cost_.empty()) {
        double speeds = 0;
        for (const double s : seconds_per_cost_) speeds += 1 / s;
        for (std::size_t b = 0; b < share.size(); ++b) share[b] = 1 / seconds_per_cost_[b] / speeds;
    }
    const double total = static_cast<double>(std::accumulate(row_cost.begin(), row_cost.end(), std::int64_t{0}));
    const int height = static_cast<int>(row_cost.size());
    std::vector<int> edges{0};
    double sum = 0, bound = total * share[0];
    for (int y = 0; y < height && static_cast<int>(edges.size()) < threads_; ++y) {
        sum += static_cast<double>(row_cost[static_cast<std::size_t>(y)]);
        if (sum >= bound) {
            edges.push_back(y + 1);
            bound += total * share[std::min(edges.size() - 1, share.size() - 1)];
        }
    }
    while (static_cast<int>(edges.size()) <= threads_) edges.push_back(height);
    return edges;
}

void DrawQueue::learn_speeds(const std::vector<std::int64_t>& row_cost, const std::vector<int>& edges,
                             const std::vector<double>& seconds) {
    std::vector<double> measured(seconds.size());
    for (std::size_t b = 0; b < seconds.size(); ++b) {
        const auto from = row_cost.begin() + edges[b], to = row_cost.begin() + edges[b + 1];
        const auto cost = std::accumulate(from, to, std::int64_t{0});
        if (cost <= 0 || seconds[b] <= 0) return;  // nothing to learn from
        measured[b] = seconds[b] / static_cast<double>(cost);
    }
    if (seconds_per_cost_.empty()) {
        seconds_per_cost_ = measured;
        return;
    }
    constexpr double kWeight = 0.25;  // of this frame against the frames before
    for (std::size_t b = 0; b < measured.size(); ++b)
        seconds_per_cost_[b] += kWeight * (measured[b] - seconds_per_cost_[b]);
}

void DrawQueue::draw_band(const Canvas& canvas, std::size_t first, std::size_t last, int top, int bottom) const {
    if (top > bottom) return;
    for (std::size_t i = first; i < last; ++i) {
        const Job& job = jobs_[i];
        if (const auto* c = std::get_if<ColumnJob>(&job)) {
            draw_clipped(canvas, *c, top, bottom, [](const Canvas& b, const ColumnJob& j) { draw_column(b, j); });
        } else if (const auto* t = std::get_if<Translated>(&job)) {
            draw_clipped(canvas, t->column, top, bottom,
                         [](const Canvas& b, const ColumnJob& j) { draw_translated_column(b, j); });
        } else if (const auto* s = std::get_if<SpanJob>(&job)) {
            if (s->y >= top && s->y <= bottom) draw_span(canvas, *s);
        } else if (const auto* z = std::get_if<ScaledSpanJob>(&job)) {
            if (z->y >= top && z->y <= bottom) draw_span_scaled(canvas, *z);
        } else if (const auto* sl = std::get_if<SlopedSpanJob>(&job)) {
            if (sl->y >= top && sl->y <= bottom) draw_sloped_span(canvas, *sl);
        } else if (const auto* d = std::get_if<DepthColumnJob>(&job)) {
            DepthColumnJob clipped = *d;
            clipped.column.yl = std::max(clipped.column.yl, top);
            clipped.column.yh = std::min(clipped.column.yh, bottom);
            draw_depth_column(canvas, clipped);
        } else if (const auto* l = std::get_if<SlabLayerJob>(&job)) {
            draw_slab_layer(canvas, *l, top, bottom);
        }
    }
}

void DrawQueue::finish(const Canvas& canvas) {
    if (!pool_) {
        if (beside_) std::exchange(beside_, nullptr)();
        return;
    }
    if (jobs_.empty()) {
        pool_->wait_posted();
        return;
    }
    const std::vector<std::int64_t> row_cost = row_costs(canvas.height);
    const std::vector<int> edges = band_edges(row_cost);
    std::vector<double> seconds(static_cast<std::size_t>(threads_), 0.0);
    std::size_t i = 0;
    while (i < jobs_.size()) {
        // Fuzz columns in order on this thread, over what is drawn so far.
        for (; i < jobs_.size() && std::holds_alternative<Fuzzed>(jobs_[i]); ++i) {
            const Fuzzed& f = std::get<Fuzzed>(jobs_[i]);
            fuzz_->draw_column(canvas, f.column, f.colormap6);
        }
        std::size_t end = i;
        while (end < jobs_.size() && !std::holds_alternative<Fuzzed>(jobs_[end])) ++end;
        if (end > i) {
            const std::size_t first = i;
            pool_->run([&](int band) {
                const double start = thread_seconds();
                draw_band(canvas, first, end, edges[static_cast<std::size_t>(band)],
                          edges[static_cast<std::size_t>(band) + 1] - 1);
                seconds[static_cast<std::size_t>(band)] += thread_seconds() - start;
            });
        }
        i = end;
    }
    learn_speeds(row_cost, edges, seconds);
    jobs_.clear();
}

}  // namespace render::software
