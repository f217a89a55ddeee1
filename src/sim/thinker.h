#pragma once
// The original's thinker list: every active object (map objects, doors,
// lifts, lights …) in one doubly linked ring, run in insertion order each
// tic. Order is part of the simulation's result: thinkers added during a
// tic run in that same tic, and removal only marks a thinker; it is
// unlinked when the iteration reaches it (P_RunThinkers).
#include <memory>
#include <vector>

namespace sim {

struct World;

enum class ThinkerKind {
    Mobj,
    Ceiling,
    Door,
    Floor,
    Plat,
    LightFlash,
    Strobe,
    Glow,
    FireFlicker,
    Elevator,  // Boom's
    Scroller,  // Boom's, and those below
    Friction,
    Pusher,
    HexenLight,  // ZDoom's light effects (hexen_lights.h)
    Pillar,      // ZDoom's (hexen_planes.h)
    PolyMover,   // Hexen's polyobjects (polyobjects.h)
    Waggle,      // Hexen's waggling floors, ZDoom's ceilings (hexen_waggle.h)
    Quake,       // ZDoom's earthquakes (quakes.h)
    Lightning,   // Hexen's and ZDoom's lightning (lightning.h)
    FlashFader,  // ACS's screen fades (screen_fades.h)
    AnimatedDoor,  // ZDoom's Door_Animated (animated_doors.h)
};

class Thinker {
public:
    explicit Thinker(ThinkerKind kind) : kind_(kind) {}
    virtual ~Thinker() = default;
    Thinker(const Thinker&) = delete;
    Thinker& operator=(const Thinker&) = delete;

    virtual void think(World& world) = 0;

    ThinkerKind kind() const { return kind_; }
    bool removed() const { return removed_; }

private:
    friend class ThinkerList;
    // What the thinker loop reads of every thinker, first: with a map
    // object's busiest fields after it, one cache line a thing.
    Thinker* next_ = nullptr;
    Thinker* prev_ = nullptr;
    ThinkerKind kind_;
    bool removed_ = false;

public:
    // True while the thinker does something each tic. The original's
    // "suspended" lifts/ceilings set their function to NULL: they stay in
    // the list (so order is kept) but do not run.
    bool active = true;
};

class ThinkerList {
public:
    ThinkerList();
    ~ThinkerList();
    ThinkerList(const ThinkerList&) = delete;
    ThinkerList& operator=(const ThinkerList&) = delete;

    // Appends at the tail and takes ownership (P_AddThinker).
    template <class T>
    T* add(std::unique_ptr<T> thinker) {
        T* raw = thinker.get();
        link(std::move(thinker));
        return raw;
    }
    // Marks for removal (P_RemoveThinker). The object stays readable until
    // the level ends: the original's freed memory kept its contents, and
    // stale pointers to removed mobjs (e.g. a target) still read them.
    void remove(Thinker* thinker);
    // P_RunThinkers: unlinks removed thinkers as it reaches them.
    void run(World& world);
    void clear();
    // Takes ownership of a thinker without linking it, marked removed: a
    // savegame restoring a removed object that stale pointers still read.
    void adopt_removed(std::unique_ptr<Thinker> thinker);

    // Iteration in list order over live (not removed) thinkers.
    template <class F>
    void for_each(F&& f) const {
        for (Thinker* t = head_.next_; t != &head_; t = t->next_)
            if (!t->removed_) f(*t);
    }
    Thinker* first() const { return head_.next_ == &head_ ? nullptr : head_.next_; }
    Thinker* next(const Thinker* t) const { return t->next_ == &head_ ? nullptr : t->next_; }

private:
    struct Head : Thinker {
        Head() : Thinker(ThinkerKind::Mobj) {}
        void think(World&) override {}
    };
    void link(std::unique_ptr<Thinker> thinker);
    Head head_;
    std::vector<std::unique_ptr<Thinker>> owned_;  // live and removed thinkers of this level
};

}  // namespace sim
