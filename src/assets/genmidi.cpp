#include "assets/genmidi.h"

#include <algorithm>
#include <string_view>

#include "base/byte_reader.h"

namespace assets {
namespace {

constexpr std::string_view kMagic = "#OPL_II#";
constexpr std::size_t kInstrumentBytes = 36;
constexpr std::size_t kNameBytes = 32;
constexpr std::size_t kBankBytes = 8 + kGenmidiInstruments * (kInstrumentBytes + kNameBytes);

OplOperator read_operator(base::ByteReader& r) {
    OplOperator op;
    op.characteristic = r.u8();
    op.attack = r.u8();
    op.sustain = r.u8();
    op.waveform = r.u8();
    op.key_scale = r.u8();
    op.level = r.u8();
    return op;
}

}  // namespace

Genmidi decode_genmidi(std::span<const std::uint8_t> bytes, const std::string& context) {
    base::ByteReader r(bytes, context);
    if (bytes.size() < kMagic.size() || !std::equal(kMagic.begin(), kMagic.end(), bytes.begin()))
        r.fail("not a GENMIDI lump (no \"#OPL_II#\" header)");
    if (bytes.size() < kBankBytes)
        r.fail("GENMIDI is " + std::to_string(bytes.size()) + " bytes, need " + std::to_string(kBankBytes) +
               " for 175 instruments and their names");
    r.skip(kMagic.size());
    Genmidi g;
    for (GenmidiInstrument& in : g.instruments) {
        in.flags = r.u16();
        in.fine_tuning = r.u8();
        in.fixed_note = r.u8();
        for (OplVoice& v : in.voices) {
            v.modulator = read_operator(r);
            v.feedback = r.u8();
            v.carrier = read_operator(r);
            r.skip(1);  // unused
            v.base_note_offset = r.s16();
        }
    }
    for (GenmidiInstrument& in : g.instruments) {
        auto raw = r.bytes(kNameBytes);
        in.name.assign(raw.begin(), std::find(raw.begin(), raw.end(), std::uint8_t{0}));
    }
    return g;
}

}  // namespace assets
