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

void BandThreads::post(std::function<void()> task) {
    wait_posted();
    {
        std::lock_guard lock(mutex_);
        posted_ = std::move(task);
        posted_busy_ = true;
    }
    start_.notify_all();
}

void BandThreads::wait_posted() {
    std::unique_lock lock(mutex_);
    posted_done_.wait(lock, [this] { return !posted_busy_; });
    if (posted_error_) std::rethrow_exception(std::exchange(posted_error_, nullptr));
}

// With the lock held on entry and exit.
void BandThreads::run_posted(std::unique_lock<std::mutex>& lock) {
    std::function<void()> task = std::move(posted_);
    posted_ = nullptr;
    lock.unlock();
    std::exception_ptr error;
    try {
        task();
    } catch (...) {
        error = std::current_exception();
    }
    lock.lock();
    posted_error_ = error;
    posted_busy_ = false;
    posted_done_.notify_all();
}

void BandThreads::run(const std::function<void(int)>& task) {
    wait_posted();
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
            const auto posted_here = [&] { return band == 1 && posted_; };
            start_.wait(lock, [&] { return stopping_ || generation_ != seen || posted_here(); });
            if (stopping_) return;
            if (posted_here()) {
                run_posted(lock);
                continue;
            }
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
