#include "net/wad_difference.h"

#include <cctype>

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

std::string joined(const std::vector<std::string>& names) {
    std::string text;
    for (const std::string& n : names) text += (text.empty() ? "" : " + ") + n;
    return text;
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

WadIdentity wad_identity(const wad::Archive& archive) {
    WadIdentity id;
    id.files = loaded_files(archive);
    const std::size_t count = archive.files().size();
    if (count < 2) return id;
    const std::size_t optional = count - 1;
    auto try_mask = [&](std::uint32_t mask) {
        std::vector<bool> kept(count, true);
        WadIdentity::Without w;
        for (std::size_t i = 0; i < optional; ++i)
            if (mask & (1u << i)) {
                kept[i + 1] = false;
                w.left_out.push_back(id.files.files[i + 1].name);
            }
        w.digest = wad_checksum(archive, kept);
        id.without.push_back(std::move(w));
    };
    if (optional <= kMaxFilesForEverySubset) {
        for (std::uint32_t mask = 1; mask < (1u << optional); ++mask) try_mask(mask);
    } else {
        for (std::size_t i = 0; i < optional && i < 32; ++i) try_mask(1u << i);
    }
    return id;
}

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

std::string describe_wad_difference(const WadIdentity& ours, const Sha1& our_digest, const Sha1& theirs) {
    for (const WadIdentity::Without& w : ours.without)
        if (w.digest == theirs)
            return "it does not load " + joined(w.left_out) + " (ours: " + ours.files.names() + ")";
    return "its lump directories' SHA-1 is " + hex(theirs) + ", ours " + hex(our_digest) +
           (ours.files.files.empty() ? "" : " (" + ours.files.names() + ")") +
           ": it loads files we do not, or other versions of ours";
}

}  // namespace net
