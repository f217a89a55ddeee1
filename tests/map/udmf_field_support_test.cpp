#include "map/udmf_field_support.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <utility>

#include "map/udmf_map_loader.h"

namespace map {
namespace {

using Key = std::pair<ElementKind, std::string>;

TEST(UdmfFieldSupport, EveryFieldTheLoaderReadsHasExactlyOneEntry) {
    std::map<Key, int> entries;
    for (const FieldSupport& f : udmf_field_support()) ++entries[{f.block, std::string(f.name)}];
    std::set<Key> read;
    for (const LoaderField& f : udmf_loader_fields()) read.insert({f.block, std::string(f.name)});
    for (const Key& field : read) {
        const auto it = entries.find(field);
        if (it == entries.end()) {
            ADD_FAILURE() << field.second << " (block " << static_cast<int>(field.first) << ") has no entry";
            continue;
        }
        EXPECT_EQ(it->second, 1) << field.second << " has " << it->second << " entries";
    }
    for (const auto& [field, count] : entries)
        EXPECT_TRUE(read.contains(field)) << field.second << " (block " << static_cast<int>(field.first)
                                          << ") is not a field the loader reads";
}

TEST(UdmfFieldSupport, TheLoaderReadsTheFieldsOfBothSpecs) {
    // A sample from UDMF 1.1 and from ZDoom's extensions, one per block,
    // so an empty or one-block list cannot pass the check above.
    std::set<Key> read;
    for (const LoaderField& f : udmf_loader_fields()) read.insert({f.block, std::string(f.name)});
    for (const Key& field : {Key{ElementKind::Global, "namespace"}, Key{ElementKind::Vertex, "zfloor"},
                             Key{ElementKind::Line, "playeruseback"}, Key{ElementKind::Side, "scaley_mid"},
                             Key{ElementKind::Sector, "floorplane_d"}, Key{ElementKind::Thing, "skill#"},
                             Key{ElementKind::Thing, "class#"}, Key{ElementKind::Thing, "floatbobphase"}})
        EXPECT_TRUE(read.contains(field)) << field.second;
}

TEST(UdmfFieldSupport, PartlyAlwaysSaysWhatIsLeftOut) {
    for (const FieldSupport& f : udmf_field_support())
        for (Support s : {f.simulation, f.software, f.exact_view, f.true_view})
            if (s == Support::Partly) {
                EXPECT_FALSE(f.note.empty()) << f.name;
            }
}

}  // namespace
}  // namespace map
