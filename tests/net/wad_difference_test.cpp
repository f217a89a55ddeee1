// Naming the WAD file that differs between two players: from a Brimstone
// player's list of files (carried after the end of its SYN, where Chocolate
// Doom does not read), or from the other side's digest alone.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "net/messages.h"
#include "net/wad_checksum.h"
#include "net/wad_difference.h"
#include "support/pwad.h"

namespace {

using Lumps = std::vector<std::pair<std::string, std::string>>;

wad::File file(const std::string& name, const Lumps& lumps) {
    return wad::File::parse(name, test_support::pwad_bytes(lumps));
}

const Lumps kBase = {{"PLAYPAL", std::string(768, 'p')}, {"MAP01", ""}, {"THINGS", "tttt"}};
const Lumps kA = {{"DEHACKED", "Patch"}, {"STBAR", "bar"}};
const Lumps kAOther = {{"DEHACKED", "Patch, later"}, {"STBAR", "bar"}};
const Lumps kB = {{"MAP02", ""}, {"LINEDEFS", "ll"}};
const Lumps kC = {{"D_RUNNIN", "mus"}};

wad::Archive archive_of(const std::vector<wad::File>& files) {
    wad::Archive a;
    for (const wad::File& f : files) a.add_file(f);
    return a;
}

// A controller that forgot a -file has our digest without it; which one is
// found by digesting our files with some left out, numbered as W_Checksum
// numbers them (checked against an archive that never had the file).
TEST(WadDifference, AFileTheControllerLeftOutIsNamedFromItsDigestAlone) {
    const wad::Archive ours = archive_of({file("base.wad", kBase), file("a.wad", kA), file("b.wad", kB)});
    const net::WadIdentity id = net::wad_identity(ours);
    const net::Sha1 our_digest = net::wad_checksum(ours);
    const net::Sha1 without_a = net::wad_checksum(archive_of({file("base.wad", kBase), file("b.wad", kB)}));
    EXPECT_EQ(net::describe_wad_difference(id, our_digest, without_a),
              "it does not load a.wad (ours: base.wad + a.wad + b.wad)");
    const net::Sha1 base_alone = net::wad_checksum(archive_of({file("base.wad", kBase)}));
    EXPECT_EQ(net::describe_wad_difference(id, our_digest, base_alone),
              "it does not load a.wad + b.wad (ours: base.wad + a.wad + b.wad)");
    // A file we lack cannot be named from a digest.
    const net::Sha1 more =
        net::wad_checksum(archive_of({file("base.wad", kBase), file("a.wad", kA), file("b.wad", kB), file("c.wad", kC)}));
    EXPECT_EQ(net::describe_wad_difference(id, our_digest, more),
              "its lump directories' SHA-1 is " + net::hex(more) + ", ours " + net::hex(our_digest) +
                  " (base.wad + a.wad + b.wad): it loads files we do not, or other versions of ours");
}

TEST(WadDifference, ListsNameAnotherVersionAnExtraFileAndAMissingOne) {
    const auto ours = net::loaded_files(archive_of({file("base.wad", kBase), file("a.wad", kA), file("c.wad", kC)}));
    const auto theirs =
        net::loaded_files(archive_of({file("base.wad", kBase), file("A.WAD", kAOther), file("b.wad", kB)}));
    EXPECT_EQ(net::describe_wad_difference(ours, theirs, "ours"),
              "its A.WAD is another version of ours, it also loads b.wad, it does not load c.wad (its files: "
              "base.wad + A.WAD + b.wad; ours: base.wad + a.wad + c.wad)");
}

// Chocolate Doom's digest ignores file names, so a renamed copy is the same
// file; the same files in another order are said to be so.
TEST(WadDifference, ARenamedCopyIsTheSameFileAndOrderIsNamed) {
    const auto ours = net::loaded_files(archive_of({file("base.wad", kBase), file("a.wad", kA), file("b.wad", kB)}));
    const auto theirs =
        net::loaded_files(archive_of({file("base.wad", kBase), file("b.wad", kB), file("copy-of-a.wad", kA)}));
    EXPECT_EQ(net::describe_wad_difference(ours, theirs, "yours"),
              "it loads the same files in another order (its files: base.wad + b.wad + copy-of-a.wad; yours: "
              "base.wad + a.wad + b.wad)");
}

net::Syn sample_syn() {
    net::Syn syn;
    syn.version = "Brimstone";
    syn.connect.max_players = 4;
    syn.player_name = "Ann";
    return syn;
}

// Chocolate Doom's server reads a SYN's fields and stops: the list must
// come after every one of them, leaving them where they were.
TEST(WadDifference, TheListFollowsEveryFieldChocolateDoomReads) {
    net::Syn with = sample_syn();
    with.files = net::loaded_files(archive_of({file("base.wad", kBase), file("a.wad", kA)}));
    const net::Bytes plain = net::encode(net::ClientPacket{{}, sample_syn()}, false);
    const net::Bytes listed = net::encode(net::ClientPacket{{}, with}, false);
    ASSERT_GT(listed.size(), plain.size());
    EXPECT_TRUE(std::equal(plain.begin(), plain.end(), listed.begin()));
    EXPECT_EQ(std::get<net::Syn>(net::decode_client_packet(listed, false).message), with);
    EXPECT_EQ(std::get<net::Syn>(net::decode_client_packet(plain, false).message).files, std::nullopt);
    // Something else after the fields is not taken for a list.
    net::Bytes foreign = plain;
    for (char c : std::string("other-port")) foreign.push_back(static_cast<std::uint8_t>(c));
    foreign.push_back(0);
    EXPECT_EQ(std::get<net::Syn>(net::decode_client_packet(foreign, false).message).files, std::nullopt);
    // A list cut short is a malformed packet.
    for (std::size_t size = plain.size() + 20; size < listed.size(); ++size)
        EXPECT_THROW(net::decode_client_packet(std::span(listed).first(size), false), net::MalformedPacket) << size;
}

TEST(WadDifference, ALongListIsCutToFitAPacketAndCountsTheRest) {
    net::Syn syn = sample_syn();
    net::LoadedFiles many;
    for (int i = 0; i < 40; ++i) many.files.push_back({"a-megawad-in-parts-number-" + std::to_string(i) + ".wad", {}});
    syn.files = many;
    const net::Bytes bytes = net::encode(net::ClientPacket{{}, syn}, false);
    EXPECT_LE(bytes.size(), net::kMaxPacketSize);
    const auto back = std::get<net::Syn>(net::decode_client_packet(bytes, false).message).files;
    ASSERT_TRUE(back.has_value());
    EXPECT_GT(back->files.size(), 0u);
    EXPECT_LT(back->files.size(), 40u);
    EXPECT_EQ(back->files.size() + back->unlisted, 40u);
    EXPECT_EQ(back->files[0].name, "a-megawad-in-parts-number-0.wad");
    // A list longer than a Brimstone player writes is refused: what decodes
    // must encode back to the same.
    net::Bytes longer = net::encode(net::ClientPacket{{}, sample_syn()}, false);
    for (char c : std::string("brimstone-files")) longer.push_back(static_cast<std::uint8_t>(c));
    longer.insert(longer.end(), {0, 20, 0});
    for (int i = 0; i < 20; ++i) {
        longer.insert(longer.end(), 39, 'x');
        longer.insert(longer.end(), 21, 0);
    }
    ASSERT_LE(longer.size(), net::kMaxPacketSize);
    EXPECT_THROW(net::decode_client_packet(longer, false), net::MalformedPacket);
}

}  // namespace
