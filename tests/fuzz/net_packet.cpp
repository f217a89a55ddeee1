// Network packets as a stranger may send them, one target per packet kind
// (BRIMSTONE_FUZZ_NET_TYPE, and BRIMSTONE_FUZZ_NET_FROM_SERVER for what a
// client reads). The input's first byte chooses a reliable header and
// low-resolution turns; the rest is the packet's body. Whatever decodes
// must encode back to a packet that decodes the same.
#include <cstdint>
#include <cstdlib>
#include <span>

#include "net/messages.h"

namespace {

#ifdef BRIMSTONE_FUZZ_NET_FROM_SERVER
constexpr bool kFromServer = true;
#else
constexpr bool kFromServer = false;
#endif

template <class Packet, class Decode>
void check(std::span<const std::uint8_t> bytes, bool lowres, Decode decode) {
    Packet packet;
    try {
        packet = decode(bytes, lowres);
    } catch (const net::MalformedPacket&) {
        return;
    }
    const net::Bytes again = net::encode(packet, lowres);
    if (!(decode(again, lowres) == packet)) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const bool lowres = data[0] & 2;
    net::Bytes bytes;
#ifdef BRIMSTONE_FUZZ_NET_TYPE
    const bool reliable = data[0] & 1;
    const std::uint16_t type = BRIMSTONE_FUZZ_NET_TYPE | (reliable ? net::kReliableBit : 0);
    bytes = {static_cast<std::uint8_t>(type >> 8), static_cast<std::uint8_t>(type)};
    if (reliable) bytes.push_back(42);
#endif
    bytes.insert(bytes.end(), data + 1, data + size);
    if (kFromServer)
        check<net::ServerPacket>(bytes, lowres, net::decode_server_packet);
    else
        check<net::ClientPacket>(bytes, lowres, net::decode_client_packet);
    return 0;
}
