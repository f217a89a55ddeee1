#pragma once
// Where the view's drawers send their work. With one thread each column
// and span is drawn at once, as the original did. With N threads the
// frame's walk, clipping and sprite sorting still run in one thread and
// queue every column and span in drawing order; finish() then splits the
// view into N bands of rows and draws each band on its own thread, every
// job clipped to the band. The bands hold about the same work: queued
// pixels weighted by what a pixel cost each band in the frames before (a
// column pixel in the sky-and-ceiling rows does not cost what one lower
// down does), so the threads end together.
//
// Why that is pixel-exact: a column's pixel at row y depends only on the
// job (its texture position at y is texturemid + (y - centery) * iscale, the
// sum the drawer steps to, taken modulo 2^32), a span is one row, and each
// band replays the jobs in the original order, so later pixels overwrite
// earlier ones as before. The one drawer that reads the screen, the
// spectre fuzz, reads the rows above and below and steps a position that
// carries across columns: runs of fuzz columns are drawn in order on one
// thread after every band has finished the jobs before them.
#include <cstdint>
#include <functional>
#include <memory>
#include <variant>
#include <vector>

#include "render/software/drawers.h"
#include "render/software/sloped_spans.h"

namespace render::software {

class BandThreads;

class DrawQueue {
public:
    explicit DrawQueue(int threads = 1);
    ~DrawQueue();
    DrawQueue(const DrawQueue&) = delete;
    DrawQueue& operator=(const DrawQueue&) = delete;

    int threads() const { return threads_; }

    void column(const Canvas& canvas, const ColumnJob& job);
    void translated_column(const Canvas& canvas, const ColumnJob& job);
    void fuzz_column(Fuzz& fuzz, const Canvas& canvas, const ColumnJob& job, const std::uint8_t* colormap6);
    void span(const Canvas& canvas, const SpanJob& job);
    void scaled_span(const Canvas& canvas, const ScaledSpanJob& job);
    // The job's plane must stay until finish().
    void sloped_span(const Canvas& canvas, const SlopedSpanJob& job);
    // The job's depths must stay until finish().
    void depth_column(const Canvas& canvas, const DepthColumnJob& job);
    // The job's buffers must stay until finish().
    void slab_layer(const Canvas& canvas, const SlabLayerJob& job);

    // Starts a frame: forgets jobs left by one that stopped half-way. With
    // N threads, `beside` (work that touches none of the view's pixels,
    // such as the status bar below it) starts on a worker at once, while
    // the walk goes on; with one thread it is done in finish().
    void begin(std::function<void()> beside = {});
    // Draws what is queued into `canvas` (the one the jobs were given with)
    // and empties the queue; `beside` is done by then.
    void finish(const Canvas& canvas);
    // Waits for `beside` without drawing, for a frame that stopped half-way.
    void abandon() noexcept;

private:
    struct Translated {
        ColumnJob column;
    };
    struct Fuzzed {
        ColumnJob column;
        const std::uint8_t* colormap6 = nullptr;
    };
    using Job =
        std::variant<ColumnJob, Translated, Fuzzed, SpanJob, ScaledSpanJob, SlopedSpanJob, DepthColumnJob, SlabLayerJob>;

    void draw_band(const Canvas& canvas, std::size_t first, std::size_t last, int top, int bottom) const;
    // Row costs of the queued jobs; the band edges that share them out by
    // the bands' measured speeds.
    std::vector<std::int64_t> row_costs(int height) const;
    std::vector<int> band_edges(const std::vector<std::int64_t>& row_cost) const;
    // Learns each band's time per unit of cost from this frame's.
    void learn_speeds(const std::vector<std::int64_t>& row_cost, const std::vector<int>& edges,
                      const std::vector<double>& seconds);

    int threads_;
    std::vector<double> seconds_per_cost_;  // per band, smoothed over frames; empty until measured
    std::unique_ptr<BandThreads> pool_;
    std::vector<Job> jobs_;
    std::function<void()> beside_;  // one thread: done in finish()
    Fuzz* fuzz_ = nullptr;
};

}  // namespace render::software
