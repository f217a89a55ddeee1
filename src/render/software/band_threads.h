#pragma once
// A fixed set of worker threads that run one task per band of the screen
// and wait until all are done: the software renderer's helpers for drawing
// a frame's queued columns and spans on several cores (draw_queue.h). The
// first worker also takes work handed to it beforehand (post), done while
// the calling thread walks the view.
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace render::software {

class BandThreads {
public:
    // `bands` tasks per run: the calling thread draws band 0, `bands - 1`
    // workers the others.
    explicit BandThreads(int bands);
    ~BandThreads();
    BandThreads(const BandThreads&) = delete;
    BandThreads& operator=(const BandThreads&) = delete;

    int bands() const { return static_cast<int>(workers_.size()) + 1; }
    // Runs task(0) … task(bands() - 1) at once and returns when all have,
    // after the posted task (if any) is done.
    void run(const std::function<void(int band)>& task);
    // Starts `task` on the first worker and returns at once; wait_posted()
    // (or the next run) waits for it and rethrows what it threw.
    void post(std::function<void()> task);
    void wait_posted();

private:
    void work(int band);
    void run_posted(std::unique_lock<std::mutex>& lock);

    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable start_, done_;
    const std::function<void(int)>* task_ = nullptr;
    std::uint64_t generation_ = 0;  // counts runs; a worker waits for the next
    int running_ = 0;
    bool stopping_ = false;
    std::function<void()> posted_;   // waiting for the first worker
    bool posted_busy_ = false;       // posted and not yet done
    std::exception_ptr posted_error_;
    std::condition_variable posted_done_;
};

}  // namespace render::software
