#include "sim/save_archive.h"

namespace sim::save {

Writer::Writer(const World& w) : w_(w) {
    w.thinkers.for_each([&](const Thinker& t) {
        ids_.emplace(&t, static_cast<std::int32_t>(order_.size()));
        order_.push_back(&t);
    });
}

void Writer::u32(std::uint32_t v) {
    for (int i = 0; i < 4; ++i) out_.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
}

void Writer::text(const std::string& s) {
    u32(static_cast<std::uint32_t>(s.size()));
    out_.insert(out_.end(), s.begin(), s.end());
}

void Writer::ref(const Thinker* t) {
    if (!t) {
        num(-1);
        return;
    }
    // Only removed objects are missing from the ids made up front.
    const auto [it, added] = ids_.emplace(t, static_cast<std::int32_t>(order_.size()));
    if (added) order_.push_back(t);
    num(it->second);
}

void Writer::player(const Player* p) { num(p ? w_.player_index(*p) : -1); }

void Reader::fail(const std::string& problem) const {
    in_.fail(problem + " (at offset " + std::to_string(in_.pos()) + ")");
}

void Reader::flag(bool& v) {
    const std::uint8_t b = in_.u8();
    if (b > 1) fail("a flag holds " + std::to_string(b));
    v = b != 0;
}

void Reader::text(std::string& s) {
    const auto bytes = in_.bytes(count(1));
    s.assign(bytes.begin(), bytes.end());
}

void Reader::player(Player*& p) {
    const std::int32_t i = checked(-1, kMaxPlayers, "player number");
    p = i < 0 ? nullptr : &w_.players[static_cast<std::size_t>(i)];
}

void Reader::complevel(CompLevel& v) {
    const std::int32_t n = in_.s32();
    const std::optional<CompLevel> level = parse_complevel(std::to_string(n));
    if (!level || complevel_number(*level) != n) fail("compatibility level " + std::to_string(n) + " unknown");
    v = *level;
}

std::size_t Reader::count(std::size_t min_bytes) {
    const std::uint32_t n = in_.u32();
    if (n > in_.remaining() / min_bytes)
        fail("a count of " + std::to_string(n) + " is more than the rest of the file can hold");
    return n;
}

Thinker* Reader::object() {
    const std::int32_t id = checked(-1, static_cast<std::int64_t>(objects_.size()), "object id");
    return id < 0 ? nullptr : objects_[static_cast<std::size_t>(id)];
}

std::int32_t Reader::checked(std::int64_t lo, std::int64_t end, const char* what) {
    const std::int32_t v = in_.s32();
    if (v < lo || v >= end)
        fail(std::string(what) + " " + std::to_string(v) + " out of range (" + std::to_string(lo) + " to " +
             std::to_string(end - 1) + ")");
    return v;
}

}  // namespace sim::save
