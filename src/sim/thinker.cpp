#include "sim/thinker.h"

#include "sim/mobj.h"

namespace sim {

ThinkerList::ThinkerList() { head_.prev_ = head_.next_ = &head_; }

ThinkerList::~ThinkerList() = default;

void ThinkerList::link(std::unique_ptr<Thinker> thinker) {
    Thinker* t = thinker.get();
    t->prev_ = head_.prev_;
    t->next_ = &head_;
    head_.prev_->next_ = t;
    head_.prev_ = t;
    owned_.push_back(std::move(thinker));
}

void ThinkerList::remove(Thinker* thinker) { thinker->removed_ = true; }

void ThinkerList::run(World& world) {
    Thinker* t = head_.next_;
    while (t != &head_) {
        Thinker* next = t->next_;
        if (t->removed_) {
            t->prev_->next_ = t->next_;
            t->next_->prev_ = t->prev_;
        } else if (t->active) {
            // Most thinkers are map objects: called directly, their idle
            // path is inlined here.
            if (t->kind_ == ThinkerKind::Mobj)
                static_cast<Mobj*>(t)->think(world);
            else
                t->think(world);
            // A thinker may have appended others; re-read its successor.
            next = t->next_;
        }
        t = next;
    }
}

void ThinkerList::adopt_removed(std::unique_ptr<Thinker> thinker) {
    thinker->removed_ = true;
    owned_.push_back(std::move(thinker));
}

void ThinkerList::clear() {
    head_.prev_ = head_.next_ = &head_;
    owned_.clear();
}

}  // namespace sim
