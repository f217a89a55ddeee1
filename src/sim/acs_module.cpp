// Reading BEHAVIOR. Layouts are ZDoom's (its wiki's "ACS" pages and acc's
// output): a 4-byte tag, a 32-bit offset; Hexen's directory of scripts
// and strings at that offset, or ZDoom's chunks (4-byte id, 32-bit length,
// data) from there to the end of the lump.
#include "sim/acs_module.h"

#include <algorithm>
#include <optional>

#include "base/error.h"

namespace sim {

namespace {

constexpr std::uint32_t tag(char a, char b, char c, char d) {
    return static_cast<std::uint8_t>(a) | static_cast<std::uint8_t>(b) << 8 | static_cast<std::uint8_t>(c) << 16 |
           static_cast<std::uint32_t>(static_cast<std::uint8_t>(d)) << 24;
}

// Bounds-checked little-endian reads of the lump, failing with the
// lump's name and what was being read.
class LumpReader {
public:
    LumpReader(std::span<const std::uint8_t> lump, const std::string& where) : lump_(lump), where_(where) {}

    [[noreturn]] void fail(const std::string& what) const { throw base::Error(where_ + ": BEHAVIOR: " + what); }

    std::size_t size() const { return lump_.size(); }
    std::uint32_t u32(std::size_t at, const char* what) const {
        need(at, 4, what);
        return lump_[at] | lump_[at + 1] << 8 | lump_[at + 2] << 16 | static_cast<std::uint32_t>(lump_[at + 3]) << 24;
    }
    std::int32_t i32(std::size_t at, const char* what) const { return static_cast<std::int32_t>(u32(at, what)); }
    std::uint16_t u16(std::size_t at, const char* what) const {
        need(at, 2, what);
        return static_cast<std::uint16_t>(lump_[at] | lump_[at + 1] << 8);
    }
    std::uint8_t u8(std::size_t at, const char* what) const {
        need(at, 1, what);
        return lump_[at];
    }
    // A NUL-terminated string at `at`, which must end inside [at, end).
    std::string cstring(std::size_t at, std::size_t end, const char* what) const {
        if (at >= end || end > lump_.size()) fail(std::string(what) + " starts outside the lump");
        const auto first = lump_.begin() + static_cast<std::ptrdiff_t>(at);
        const auto last = lump_.begin() + static_cast<std::ptrdiff_t>(end);
        const auto nul = std::find(first, last, std::uint8_t{0});
        if (nul == last) fail(std::string(what) + " has no end");
        return std::string(first, nul);
    }

private:
    void need(std::size_t at, std::size_t n, const char* what) const {
        if (at > lump_.size() || lump_.size() - at < n)
            fail(std::string(what) + " at offset " + std::to_string(at) + " runs past the end (" +
                 std::to_string(lump_.size()) + " bytes)");
    }
    std::span<const std::uint8_t> lump_;
    const std::string& where_;
};

struct Chunk {
    std::uint32_t id;
    std::size_t data, size;
};

std::vector<Chunk> read_chunks(const LumpReader& r, std::size_t from) {
    std::vector<Chunk> chunks;
    std::size_t at = from;
    while (at + 8 <= r.size()) {
        const std::uint32_t id = r.u32(at, "chunk id");
        const std::uint32_t size = r.u32(at + 4, "chunk size");
        if (size > r.size() - at - 8) r.fail("a chunk at offset " + std::to_string(at) + " runs past the end");
        chunks.push_back({id, at + 8, size});
        at += 8 + size;
    }
    return chunks;
}

const Chunk* find_chunk(const std::vector<Chunk>& chunks, std::uint32_t id) {
    for (const Chunk& c : chunks)
        if (c.id == id) return &c;
    return nullptr;
}

void check_address(const LumpReader& r, const AcsModule& m, std::uint32_t address, int number) {
    if (address < 8 || address >= m.code_end)
        r.fail("script " + std::to_string(number) + " starts at offset " + std::to_string(address) +
               ", outside the p-code");
}

// Hexen: count, then (number, offset, arg count); numbers from 1000 up are
// open scripts. Then the string count and offsets from the lump's start.
void read_hexen_directory(const LumpReader& r, AcsModule& m, std::size_t dir) {
    const std::uint32_t count = r.u32(dir, "script count");
    if (count > (r.size() - dir) / 12) r.fail("script count " + std::to_string(count) + " does not fit the lump");
    std::size_t at = dir + 4;
    for (std::uint32_t i = 0; i < count; ++i, at += 12) {
        AcsScript s;
        const std::int32_t number = r.i32(at, "script number");
        s.address = r.u32(at + 4, "script offset");
        s.args = std::clamp(r.i32(at + 8, "script arguments"), 0, 255);
        s.number = number % 1000;
        s.type = number >= 1000 ? AcsScriptType::Open : AcsScriptType::Closed;
        check_address(r, m, s.address, s.number);
        m.scripts.push_back(s);
    }
    const std::uint32_t strings = r.u32(at, "string count");
    if (strings > (r.size() - at) / 4) r.fail("string count " + std::to_string(strings) + " does not fit the lump");
    for (std::uint32_t i = 0; i < strings; ++i)
        m.strings.push_back(r.cstring(r.u32(at + 4 + 4 * i, "string offset"), r.size(), "a string"));
}

// STRL/STRE (and SNAM without its padding): offsets from the chunk's start.
std::vector<std::string> read_string_chunk(const LumpReader& r, const Chunk& c, bool padded, bool encrypted) {
    const std::size_t head = padded ? 12 : 4;
    if (c.size < head) r.fail("a string chunk is too short");
    const std::uint32_t count = r.u32(c.data + (padded ? 4 : 0), "string count");
    if (count > (c.size - head) / 4) r.fail("string count " + std::to_string(count) + " does not fit its chunk");
    std::vector<std::string> out;
    for (std::uint32_t i = 0; i < count; ++i) {
        const std::uint32_t offset = r.u32(c.data + head + 4 * i, "string offset");
        if (!encrypted) {
            out.push_back(r.cstring(c.data + offset, c.data + c.size, "a string"));
            continue;
        }
        // acc's #encryptstrings: byte k is XORed with offset * 157135 + k / 2.
        std::string s;
        const std::uint32_t key = offset * 157135u;
        for (std::size_t k = 0;; ++k) {
            if (offset >= c.size || k >= c.size - offset) r.fail("an encrypted string has no end");
            const auto ch = static_cast<std::uint8_t>(r.u8(c.data + offset + k, "a string") ^
                                                      static_cast<std::uint8_t>(key + k / 2));
            if (ch == 0) break;
            s.push_back(static_cast<char>(ch));
        }
        out.push_back(std::move(s));
    }
    return out;
}

AcsScript* script_numbered(AcsModule& m, int number) {
    for (AcsScript& s : m.scripts)
        if (s.number == number) return &s;
    return nullptr;
}

// SARY/FARY: after the owner's number (16 bits), one 32-bit size per
// array; the arrays are laid out among the locals from `first` on. The
// new count of locals.
int read_local_arrays(const LumpReader& r, const Chunk& c, std::vector<AcsLocalArray>& arrays, int first) {
    std::int64_t end = first;
    arrays.clear();
    for (std::size_t at = c.data + 2; at + 4 <= c.data + c.size; at += 4) {
        const std::int32_t size = r.i32(at, "local array size");
        if (size < 0 || end + size > kAcsMostLocals)
            r.fail("local arrays of more than " + std::to_string(kAcsMostLocals) + " elements");
        arrays.push_back({static_cast<int>(end), size});
        end += size;
    }
    return static_cast<int>(end);
}

// FUNC: 8 bytes a function (arguments, locals, whether it returns a value,
// its library import number, its address); FARY gives their arrays.
void read_functions(const LumpReader& r, AcsModule& m, const std::vector<Chunk>& chunks) {
    const Chunk* c = find_chunk(chunks, tag('F', 'U', 'N', 'C'));
    if (!c) return;
    for (std::size_t at = c->data; at + 8 <= c->data + c->size; at += 8) {
        AcsFunction f;
        f.args = r.u8(at, "function arguments");
        f.locals = r.u8(at + 1, "function locals");
        f.returns = r.u8(at + 2, "function return") != 0;
        const int import_number = r.u8(at + 3, "function import");
        f.address = r.u32(at + 4, "function address");
        // acc writes a function another module defines with address 0; an
        // import number would name the library, the address its function.
        f.imported = import_number != 0 || f.address == 0;
        if (import_number != 0) f.link = {import_number - 1, static_cast<int>(f.address)};
        // An imported function's address is in its library; 0 when undefined.
        if (!f.imported && f.address != 0 && (f.address < 8 || f.address >= m.code_end))
            r.fail("function " + std::to_string(m.functions.size()) + " starts at offset " + std::to_string(f.address) +
                   ", outside the p-code");
        m.functions.push_back(std::move(f));
    }
    for (const Chunk& a : chunks) {
        if (a.id != tag('F', 'A', 'R', 'Y') || a.size < 6) continue;
        const std::uint16_t number = r.u16(a.data, "function arrays");
        if (number >= m.functions.size()) continue;  // ZDoom ignores them too
        AcsFunction& f = m.functions[number];
        f.locals = read_local_arrays(r, a, f.arrays, f.args + f.locals) - f.args;
    }
}

// FNAM and MEXP: the names libraries link by, laid out as SNAM. MIMP: a
// map variable's number and the name it is imported by, again and again;
// AIMP: a count, then each array's variable, size and name.
void read_library_names(const LumpReader& r, AcsModule& m, const std::vector<Chunk>& chunks) {
    if (const Chunk* c = find_chunk(chunks, tag('F', 'N', 'A', 'M'))) {
        const std::vector<std::string> names = read_string_chunk(r, *c, false, false);
        for (std::size_t i = 0; i < names.size() && i < m.functions.size(); ++i) m.functions[i].name = names[i];
    }
    if (const Chunk* c = find_chunk(chunks, tag('M', 'E', 'X', 'P')))
        m.exported_vars = read_string_chunk(r, *c, false, false);
    const auto imported = [&](std::size_t& at, std::size_t end, bool sized) {
        AcsImport import;
        const std::uint32_t var = r.u32(at, "imported variable");
        if (var >= kAcsMapVars) r.fail("an import names map variable " + std::to_string(var) + ", past the 128th");
        import.var = static_cast<int>(var);
        at += 4;
        if (sized) {
            import.size = static_cast<int>(std::min<std::uint32_t>(r.u32(at, "imported array size"), 1u << 30));
            at += 4;
        }
        import.name = r.cstring(at, end, "an imported name");
        at += import.name.size() + 1;
        return import;
    };
    if (const Chunk* c = find_chunk(chunks, tag('M', 'I', 'M', 'P')))
        for (std::size_t at = c->data; at < c->data + c->size;)
            m.imported_vars.push_back(imported(at, c->data + c->size, false));
    if (const Chunk* c = find_chunk(chunks, tag('A', 'I', 'M', 'P'))) {
        const std::uint32_t count = r.u32(c->data, "imported array count");
        std::size_t at = c->data + 4;
        for (std::uint32_t i = 0; i < count && at < c->data + c->size; ++i)
            m.imported_arrays.push_back(imported(at, c->data + c->size, true));
    }
}

void read_chunks_into(const LumpReader& r, AcsModule& m, const std::vector<Chunk>& chunks) {
    if (const Chunk* c = find_chunk(chunks, tag('S', 'P', 'T', 'R'))) {
        if (c->size % 8) r.fail("the script table (SPTR) is not a whole number of 8-byte entries");
        for (std::size_t at = c->data; at < c->data + c->size; at += 8) {
            AcsScript s;
            s.number = static_cast<std::int16_t>(r.u16(at, "script number"));
            s.type = static_cast<AcsScriptType>(r.u8(at + 2, "script type"));
            s.args = r.u8(at + 3, "script arguments");
            s.address = r.u32(at + 4, "script offset");
            check_address(r, m, s.address, s.number);
            m.scripts.push_back(s);
        }
    }
    if (const Chunk* c = find_chunk(chunks, tag('S', 'F', 'L', 'G')))
        for (std::size_t at = c->data; at + 4 <= c->data + c->size; at += 4)
            if (AcsScript* s = script_numbered(m, static_cast<std::int16_t>(r.u16(at, "script flags"))))
                s->net = r.u16(at + 2, "script flags") & 1;
    if (const Chunk* c = find_chunk(chunks, tag('S', 'V', 'C', 'T')))
        for (std::size_t at = c->data; at + 4 <= c->data + c->size; at += 4)
            if (AcsScript* s = script_numbered(m, static_cast<std::int16_t>(r.u16(at, "script variables"))))
                s->locals = std::max<int>(s->locals, r.u16(at + 2, "script variables"));
    if (const Chunk* c = find_chunk(chunks, tag('S', 'T', 'R', 'L'))) m.strings = read_string_chunk(r, *c, true, false);
    if (const Chunk* c = find_chunk(chunks, tag('S', 'T', 'R', 'E'))) m.strings = read_string_chunk(r, *c, true, true);
    if (const Chunk* c = find_chunk(chunks, tag('S', 'N', 'A', 'M')))
        m.script_names = read_string_chunk(r, *c, false, false);
    if (const Chunk* c = find_chunk(chunks, tag('M', 'I', 'N', 'I'))) {
        if (c->size < 4) r.fail("the map variable values (MINI) are too short");
        const std::uint32_t first = r.u32(c->data, "first map variable");
        for (std::size_t k = 0; 4 + 4 * k + 4 <= c->size; ++k) {
            if (first >= kAcsMapVars || k >= kAcsMapVars - first) r.fail("MINI sets map variables past the 128th");
            m.map_vars[first + k] = r.i32(c->data + 4 + 4 * k, "map variable");
        }
    }
    std::int64_t elements = 0;
    if (const Chunk* c = find_chunk(chunks, tag('A', 'R', 'A', 'Y')))
        for (std::size_t at = c->data; at + 8 <= c->data + c->size; at += 8) {
            const std::uint32_t var = r.u32(at, "array variable");
            const std::uint32_t size = r.u32(at + 4, "array size");
            if (var >= kAcsMapVars) r.fail("array ARAY names map variable " + std::to_string(var) + ", past the 128th");
            elements += size;
            if (elements > kAcsMostArrayElements)
                r.fail("map arrays hold more than " + std::to_string(kAcsMostArrayElements) + " elements");
            m.array_of_var[var] = static_cast<int>(m.arrays.size());
            m.arrays.emplace_back(size, 0);
        }
    for (const Chunk& c : chunks) {
        if (c.id != tag('A', 'I', 'N', 'I')) continue;
        if (c.size < 4) r.fail("array values (AINI) are too short");
        const std::uint32_t var = r.u32(c.data, "array variable");
        if (var >= kAcsMapVars || m.array_of_var[var] < 0) r.fail("AINI fills map variable " + std::to_string(var) + ", which is no array");
        std::vector<int>& a = m.arrays[static_cast<std::size_t>(m.array_of_var[var])];
        for (std::size_t k = 0; 4 + 4 * k + 4 <= c.size && k < a.size(); ++k) a[k] = r.i32(c.data + 4 + 4 * k, "array value");
    }
    if (const Chunk* c = find_chunk(chunks, tag('L', 'O', 'A', 'D')))
        for (std::size_t at = c->data; at < c->data + c->size;) {
            std::string name = r.cstring(at, c->data + c->size, "a library name");
            at += name.size() + 1;
            if (!name.empty()) m.libraries.push_back(std::move(name));
        }
    read_functions(r, m, chunks);
    read_library_names(r, m, chunks);
    if (const Chunk* c = find_chunk(chunks, tag('J', 'U', 'M', 'P')))
        for (std::size_t at = c->data; at + 4 <= c->data + c->size; at += 4) m.jump_points.push_back(r.u32(at, "jump point"));
    // Scripts' arrays follow their other locals (SVCT's count), as ZDoom lays them out.
    for (const Chunk& c : chunks)
        if (c.id == tag('S', 'A', 'R', 'Y') && c.size >= 6)
            if (AcsScript* s = script_numbered(m, static_cast<std::int16_t>(r.u16(c.data, "script arrays"))))
                s->locals = read_local_arrays(r, c, s->arrays, s->locals);
}

}  // namespace

const AcsScript* AcsModule::find_script(int number) const {
    for (const AcsScript& s : scripts)
        if (s.number == number) return &s;
    return nullptr;
}

AcsModule load_acs_module(std::span<const std::uint8_t> lump, const std::string& where) {
    const LumpReader r(lump, where);
    AcsModule m;
    m.array_of_var.fill(-1);
    const std::uint32_t head = r.u32(0, "header");
    const std::uint32_t offset = r.u32(4, "directory offset");
    if (offset < 8 || offset > lump.size()) r.fail("directory offset " + std::to_string(offset) + " is outside the lump");
    std::optional<std::size_t> chunks_at;
    if (head == tag('A', 'C', 'S', 'E') || head == tag('A', 'C', 'S', 'e')) {
        m.format = head == tag('A', 'C', 'S', 'E') ? AcsFormat::Enhanced : AcsFormat::Compact;
        m.code_end = offset;
        chunks_at = offset;
    } else if (head == tag('A', 'C', 'S', 0)) {
        m.code_end = offset;
        // ZDoom's compatible layout: the directory is only for Hexen's
        // engine; the tag before it says where the real chunks start.
        if (offset >= 24) {
            const std::uint32_t pretag = r.u32(offset - 4, "format tag");
            if (pretag == tag('A', 'C', 'S', 'E') || pretag == tag('A', 'C', 'S', 'e')) {
                m.format = pretag == tag('A', 'C', 'S', 'E') ? AcsFormat::Enhanced : AcsFormat::Compact;
                const std::uint32_t at = r.u32(offset - 8, "chunk offset");
                if (at < 8 || at > offset - 8) r.fail("chunk offset " + std::to_string(at) + " is outside the lump");
                chunks_at = at;
                m.code_end = offset - 8;
            }
        }
    } else {
        r.fail("no ACS header (it starts with neither ACS\\0, ACSE nor ACSe)");
    }
    m.lump.assign(lump.begin(), lump.end());
    if (!chunks_at) {
        read_hexen_directory(r, m, offset);
        return m;
    }
    // In the compatible layout the chunks end where the directory begins.
    const std::size_t chunks_end = m.format != AcsFormat::Hexen && head == tag('A', 'C', 'S', 0) ? offset - 8 : lump.size();
    const std::vector<Chunk> chunks = read_chunks(LumpReader(lump.first(chunks_end), where), *chunks_at);
    read_chunks_into(r, m, chunks);
    for (const AcsScript& s : m.scripts)
        if (s.number < 0 && static_cast<std::size_t>(-1 - s.number) >= m.script_names.size())
            r.fail("script " + std::to_string(s.number) + " has no name in SNAM");
    return m;
}

}  // namespace sim
