#include "net/wad_difference.h"

#include <cctype>
#include <optional>
#include <vector>

#include "net/wad_checksum.h"

namespace net {
namespace {

// Subsets of the files after the IWAD tried as left out, all of them for
// up to this many files, one at a time beyond.
constexpr std::size_t kMaxFilesForEverySubset = 8;

bool same_name(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

}  // namespace

std::string hex(const Sha1& digest) {
    constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    for (const std::uint8_t b : digest) {
        out += kDigits[b >> 4];
        out += kDigits[b & 15];
    }
    return out;
}

WadIdentity wad_identity(const wad::Archive& archive) { return {loaded_files(archive), &archive}; }

std::string describe_wad_difference(const LoadedFiles& ours, const LoadedFiles& theirs, std::string_view we) {
    const std::size_t n_ours = ours.files.size(), n_theirs = theirs.files.size();
    std::vector<bool> ours_paired(n_ours), theirs_paired(n_theirs);
    // The same directory under any name is the same file.
    for (std::size_t j = 0; j < n_theirs; ++j)
        for (std::size_t i = 0; i < n_ours; ++i)
            if (!ours_paired[i] && ours.files[i].digest == theirs.files[j].digest) {
                ours_paired[i] = theirs_paired[j] = true;
                break;
            }
    std::vector<std::string> clauses;
    for (std::size_t j = 0; j < n_theirs; ++j) {
        if (theirs_paired[j]) continue;
        for (std::size_t i = 0; i < n_ours; ++i)
            if (!ours_paired[i] && same_name(ours.files[i].name, theirs.files[j].name)) {
                ours_paired[i] = theirs_paired[j] = true;
                clauses.push_back("its " + theirs.files[j].name + " is another version of " + std::string(we));
                break;
            }
    }
    for (std::size_t j = 0; j < n_theirs; ++j)
        if (!theirs_paired[j]) clauses.push_back("it also loads " + theirs.files[j].name);
    for (std::size_t i = 0; i < n_ours; ++i)
        if (!ours_paired[i]) clauses.push_back("it does not load " + ours.files[i].name);
    std::string text;
    for (const std::string& c : clauses) text += (text.empty() ? "" : ", ") + c;
    if (text.empty()) text = "it loads the same files in another order";
    return text + " (its files: " + theirs.names() + "; " + std::string(we) + ": " + ours.names() + ")";
}

namespace {

// The files after the IWAD left out by `mask` (bit i: file i + 1), named
// as LoadedFiles names them.
std::optional<std::string> left_out_names(const WadIdentity& ours, const Sha1& theirs, std::uint32_t mask) {
    const std::size_t count = ours.archive->files().size();
    std::vector<bool> kept(count, true);
    LoadedFiles left_out;
    for (std::size_t i = 1; i < count; ++i)
        if (mask & (1u << (i - 1))) {
            kept[i] = false;
            left_out.files.push_back(ours.files.files[i]);
        }
    if (wad_checksum(*ours.archive, kept) != theirs) return std::nullopt;
    return left_out.names();
}

std::optional<std::string> files_left_out(const WadIdentity& ours, const Sha1& theirs) {
    if (!ours.archive || ours.archive->files().size() < 2 || ours.files.files.size() != ours.archive->files().size())
        return std::nullopt;
    const std::size_t optional = ours.archive->files().size() - 1;
    if (optional <= kMaxFilesForEverySubset) {
        for (std::uint32_t mask = 1; mask < (1u << optional); ++mask)
            if (auto names = left_out_names(ours, theirs, mask)) return names;
    } else {
        for (std::size_t i = 0; i < optional && i < 32; ++i)
            if (auto names = left_out_names(ours, theirs, 1u << i)) return names;
    }
    return std::nullopt;
}

}  // namespace

std::string describe_wad_difference(const WadIdentity& ours, const Sha1& our_digest, const Sha1& theirs) {
    if (const auto left_out = files_left_out(ours, theirs))
        return "it does not load " + *left_out + " (ours: " + ours.files.names() + ")";
    return "its lump directories' SHA-1 is " + hex(theirs) + ", ours " + hex(our_digest) +
           (ours.files.files.empty() ? "" : " (" + ours.files.names() + ")") +
           ": it loads files we do not, or other versions of ours";
}

}  // namespace net
