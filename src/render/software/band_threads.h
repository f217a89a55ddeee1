#pragma once
// A fixed set of worker threads that run one task per band of the screen
// and wait until all are done: the software renderer's helpers for drawing
// a frame's queued columns and spans on several cores (draw_queue.h).
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
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
    // Runs task(0) … task(bands() - 1) at once and returns when all have.
    void run(const std::function<void(int band)>& task);

private:
    void work(int band);

    std::vector<std::thread> workers_;
    std::mutex mutex_;
    std::condition_variable start_, done_;
    const std::function<void(int)>* task_ = nullptr;
    std::uint64_t generation_ = 0;  // counts runs; a worker waits for the next
    int running_ = 0;
    bool stopping_ = false;
};

}  // namespace render::software
