#include "assets/midi_file.h"

#include <algorithm>
#include <array>

#include "base/byte_reader.h"

namespace assets {
namespace {

constexpr std::array<std::uint8_t, 4> kHeaderId{'M', 'T', 'h', 'd'};
constexpr std::array<std::uint8_t, 4> kTrackId{'M', 'T', 'r', 'k'};
constexpr std::uint8_t kMeta = 0xFF;
constexpr std::uint8_t kEndOfTrack = 0x2F;
constexpr int kMaxVarLengthBytes = 4;


bool starts_with(std::span<const std::uint8_t> bytes, const std::array<std::uint8_t, 4>& id) {
    return bytes.size() >= id.size() && std::equal(id.begin(), id.end(), bytes.begin());
}

// Returns the number of events in one MTrk chunk's body.
std::size_t check_track(std::span<const std::uint8_t> body, const std::string& context) {
    base::ByteReader r(body, context);
    std::size_t events = 0;
    std::uint8_t running = 0;
    while (r.remaining() > 0) {
        read_var_length(r);
        std::uint8_t status = r.u8();
        ++events;
        if (status == kMeta) {
            const std::uint8_t type = r.u8();
            r.skip(read_var_length(r));
            if (type == kEndOfTrack) return events;
            continue;
        }
        if (status == 0xF0 || status == 0xF7) {
            r.skip(read_var_length(r));
            continue;
        }
        if (status < 0x80) {
            if (running == 0) r.fail("data byte at offset " + std::to_string(r.pos() - 1) + " without a running status");
            status = running;
            r.seek(r.pos() - 1);
        }
        if (status >= 0xF0) r.fail("system status byte " + std::to_string(status) + " inside a track at offset " + std::to_string(r.pos() - 1));
        running = status;
        const std::uint8_t kind = status & 0xF0;
        const std::size_t data = (kind == 0xC0 || kind == 0xD0) ? 1 : 2;
        for (std::size_t i = 0; i < data; ++i)
            if (r.u8() & 0x80) r.fail("status byte where data was expected at offset " + std::to_string(r.pos() - 1));
    }
    r.fail("track has no end-of-track event");
}

}  // namespace

std::uint32_t read_be16(base::ByteReader& r) {
    const std::uint32_t hi = r.u8();
    return (hi << 8) | r.u8();
}

std::uint32_t read_be32(base::ByteReader& r) {
    const std::uint32_t hi = read_be16(r);
    return (hi << 16) | read_be16(r);
}

std::uint32_t read_var_length(base::ByteReader& r) {
    std::uint32_t value = 0;
    for (int i = 0; i < kMaxVarLengthBytes; ++i) {
        const std::uint8_t b = r.u8();
        value = (value << 7) | (b & 0x7F);
        if (!(b & 0x80)) return value;
    }
    r.fail("variable-length number at offset " + std::to_string(r.pos()) + " is longer than 4 bytes");
}

bool is_midi(std::span<const std::uint8_t> bytes) { return starts_with(bytes, kHeaderId); }

MidiFileInfo check_midi(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (!is_midi(bytes)) r.fail("not a MIDI file (no MThd header)");
    r.skip(4);
    const std::uint32_t header_length = read_be32(r);
    if (header_length < 6) r.fail("MIDI header is " + std::to_string(header_length) + " bytes, need 6");
    MidiFileInfo info;
    info.format = static_cast<int>(read_be16(r));
    info.tracks = static_cast<int>(read_be16(r));
    info.division = static_cast<int>(read_be16(r));
    if (info.format > 2) r.fail("MIDI format " + std::to_string(info.format) + " is not 0, 1 or 2");
    if (info.division == 0) r.fail("MIDI time division is 0");
    // SMPTE time (the top bit): frames a second in the high byte, negated,
    // and ticks a frame in the low byte, which must not be 0 either.
    if ((info.division & 0x8000) && (info.division & 0xFF) == 0)
        r.fail("MIDI SMPTE time division has 0 ticks a frame");
    r.skip(header_length - 6);
    int found = 0;
    while (r.remaining() > 0 && found < info.tracks) {
        const std::size_t at = r.pos();
        auto id = r.bytes(4);
        const std::uint32_t length = read_be32(r);
        if (length > r.remaining())
            r.fail("chunk at offset " + std::to_string(at) + " (" + std::to_string(length) +
                   " bytes) runs past the end of the file (" + std::to_string(bytes.size()) + " bytes)");
        auto body = r.bytes(length);
        if (!std::equal(kTrackId.begin(), kTrackId.end(), id.begin())) continue;  // unknown chunks are skipped
        info.events += check_track(body, context + ": track " + std::to_string(found));
        ++found;
    }
    if (found < info.tracks)
        r.fail("MIDI header announces " + std::to_string(info.tracks) + " tracks but only " + std::to_string(found) +
               " are present");
    return info;
}

}  // namespace assets
