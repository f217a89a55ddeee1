#pragma once
// The two directions of a savegame behind one interface, so the field
// lists (save_fields.h) are written once: Writer turns values into bytes,
// Reader turns bytes back into values and checks each one that indexes
// something (an id, an enum, a map index) before it is stored.
//
// Objects are referred to by id. Live thinkers get ids 0… in list order;
// a removed object that a pointer still reaches gets the next id when the
// Writer first meets it, so it is saved (and restored as removed) too.
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "base/byte_reader.h"
#include "sim/world.h"

namespace sim::save {

class Writer {
public:
    explicit Writer(const World& w);

    const World& world() const { return w_; }
    const std::vector<std::uint8_t>& bytes() const { return out_; }
    // Ids handed out so far; writing a thinker may hand out more.
    std::size_t thinker_count() const { return order_.size(); }
    const Thinker& thinker(std::size_t id) const { return *order_[id]; }

    void u8(std::uint8_t v) { out_.push_back(v); }
    void u32(std::uint32_t v);
    template <class T>
    void num(T v) {
        u32(static_cast<std::uint32_t>(static_cast<std::int32_t>(v)));
    }
    void flag(bool v) { u8(v ? 1 : 0); }
    template <class T>
    void in_range(T v, std::int64_t, std::int64_t, const char*) {
        num(v);
    }
    void complevel(CompLevel v) { num(complevel_number(v)); }
    void text(const std::string& s);
    void ref(const Thinker* t);
    void player(const Player* p);
    void info(const MobjInfo*, MobjType) {}
    template <class V, class F>
    void seq(const V& v, std::size_t, F each) {
        u32(static_cast<std::uint32_t>(v.size()));
        for (const auto& x : v) each(x);
    }
    template <class V>
    void same_size(const V& v, const char*) {
        u32(static_cast<std::uint32_t>(v.size()));
    }

private:
    const World& w_;
    std::vector<std::uint8_t> out_;
    std::vector<const Thinker*> order_;
    std::unordered_map<const Thinker*, std::int32_t> ids_;
};

class Reader {
public:
    // `objects` are the thinkers of the save's table, by id, already made.
    Reader(base::ByteReader& in, World& w, std::span<Thinker* const> objects)
        : in_(in), w_(w), objects_(objects) {}

    const World& world() const { return w_; }
    base::ByteReader& input() { return in_; }
    [[noreturn]] void fail(const std::string& problem) const;

    template <class T>
    void num(T& v) {
        v = static_cast<T>(in_.s32());
    }
    void flag(bool& v);
    template <class T>
    void in_range(T& v, std::int64_t lo, std::int64_t end, const char* what) {
        v = static_cast<T>(checked(lo, end, what));
    }
    // One of the levels this build plays (2, 9, 11, 21).
    void complevel(CompLevel& v);
    void text(std::string& s);
    template <class T>
    void ref(T*& p) {
        Thinker* t = object();
        p = t ? dynamic_cast<T*>(t) : nullptr;
        if (t && !p) fail("an object reference names an object of the wrong kind");
    }
    void player(Player*& p);
    void info(const MobjInfo*& info, MobjType type) { info = &w_.defs->mobjinfo[static_cast<std::size_t>(type)]; }
    template <class V, class F>
    void seq(V& v, std::size_t min_bytes, F each) {
        v.resize(count(min_bytes));
        for (auto& x : v) each(x);
    }
    template <class V>
    void same_size(const V& v, const char* what) {
        const std::uint32_t n = in_.u32();
        if (n != v.size())
            fail(std::to_string(n) + " " + what + " saved where the map has " + std::to_string(v.size()));
    }
    // A count of items at least `min_bytes` long each, refused when the
    // rest of the file could not hold them.
    std::size_t count(std::size_t min_bytes);
    // An object id (-1 for none), null for none.
    Thinker* object();

private:
    std::int32_t checked(std::int64_t lo, std::int64_t end, const char* what);

    base::ByteReader& in_;
    World& w_;
    std::span<Thinker* const> objects_;
};

}  // namespace sim::save
