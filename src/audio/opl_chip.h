#pragma once
// Nuked OPL3, as libadplug ships it, in a copyable box. The chip's state
// points into itself (each operator at its channel, modulation inputs at
// other operators' outputs), so a copy moves those pointers onto the copy:
// the copy then plays on exactly as the original would. The music stream
// keeps such copies to render queued music again (a volume change).
#include <cstdint>
#include <memory>
#include <span>

struct _opl3_chip;

namespace audio {

class OplChip {
public:
    explicit OplChip(int rate);
    OplChip(const OplChip& other);
    OplChip& operator=(const OplChip& other);
    ~OplChip();

    // Powers the chip up afresh: every register cleared.
    void reset();
    // Lands on the output a couple of samples later, as on the chip (and
    // as libadplug's CNemuopl writes it).
    void write(int reg, int value);
    // Interleaved stereo: frames.size() / 2 frames.
    void render(std::span<std::int16_t> frames);

private:
    std::unique_ptr<_opl3_chip> chip_;  // about 20 KB
    int rate_;
};

}  // namespace audio
