#include "render/software/band_threads.h"

namespace render::software {

BandThreads::BandThreads(int bands) {
    for (int band = 1; band < bands; ++band) workers_.emplace_back([this, band] { work(band); });
}

BandThreads::~BandThreads() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    start_.notify_all();
    for (std::thread& t : workers_) t.join();
}

void BandThreads::run(const std::function<void(int)>& task) {
    {
        std::lock_guard lock(mutex_);
        task_ = &task;
        running_ = static_cast<int>(workers_.size());
        ++generation_;
    }
    start_.notify_all();
    task(0);
    std::unique_lock lock(mutex_);
    done_.wait(lock, [this] { return running_ == 0; });
    task_ = nullptr;
}

void BandThreads::work(int band) {
    std::uint64_t seen = 0;
    for (;;) {
        const std::function<void(int)>* task = nullptr;
        {
            std::unique_lock lock(mutex_);
            start_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_) return;
            seen = generation_;
            task = task_;
        }
        (*task)(band);
        {
            std::lock_guard lock(mutex_);
            --running_;
        }
        done_.notify_one();
    }
}

}  // namespace render::software
