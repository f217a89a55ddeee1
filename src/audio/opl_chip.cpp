#include "audio/opl_chip.h"

extern "C" {
#include <adplug/nukedopl.h>
}

#include <cstdint>

namespace audio {
namespace {

// `pointer` points inside `from`; the same place inside `to`.
template <typename T>
void move_onto(T*& pointer, const opl3_chip& from, opl3_chip& to) {
    if (!pointer) return;
    const auto offset = reinterpret_cast<std::uintptr_t>(pointer) - reinterpret_cast<std::uintptr_t>(&from);
    pointer = reinterpret_cast<T*>(reinterpret_cast<std::uintptr_t>(&to) + offset);
}

void copy_chip(const opl3_chip& from, opl3_chip& to) {
    to = from;
    for (opl3_slot& s : to.slot) {
        move_onto(s.channel, from, to);
        move_onto(s.chip, from, to);
        move_onto(s.mod, from, to);
        move_onto(s.trem, from, to);
    }
    for (opl3_channel& c : to.channel) {
        for (opl3_slot*& s : c.slots) move_onto(s, from, to);
        move_onto(c.pair, from, to);
        move_onto(c.chip, from, to);
        for (Bit16s*& out : c.out) move_onto(out, from, to);
    }
}

}  // namespace

OplChip::OplChip(int rate) : chip_(std::make_unique<opl3_chip>()), rate_(rate) { reset(); }

OplChip::OplChip(const OplChip& other) : chip_(std::make_unique<opl3_chip>()), rate_(other.rate_) {
    copy_chip(*other.chip_, *chip_);
}

OplChip& OplChip::operator=(const OplChip& other) {
    if (this != &other) {
        copy_chip(*other.chip_, *chip_);
        rate_ = other.rate_;
    }
    return *this;
}

OplChip::~OplChip() = default;

void OplChip::reset() { OPL3_Reset(chip_.get(), static_cast<Bit32u>(rate_)); }

void OplChip::write(int reg, int value) {
    OPL3_WriteRegBuffered(chip_.get(), static_cast<Bit16u>(reg), static_cast<Bit8u>(value));
}

void OplChip::render(std::span<std::int16_t> frames) {
    OPL3_GenerateStream(chip_.get(), frames.data(), static_cast<Bit32u>(frames.size() / 2));
}

}  // namespace audio
