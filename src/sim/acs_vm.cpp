// The ACS interpreter. P-code meanings are ZDoom's (its wiki's ACS pages
// and p_acs.cpp's behaviour): operands follow the p-code as 32-bit words,
// except in the compact format (ACSe), where p-codes below 240 and the
// small operands (special numbers, variable numbers) are single bytes.
// Integers wrap as the original's 32-bit ones did.
#include "sim/acs_vm.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <optional>

#include "base/log.h"
#include "sim/acs_builtins.h"
#include "sim/acs_inventory.h"
#include "sim/acs_players.h"
#include "sim/acs_state_labels.h"
#include "sim/acs_translations.h"
#include "sim/acs_scripts.h"
#include "sim/acs_world.h"
#include "sim/dehacked_patch.h"
#include "sim/hexen_played.h"
#include "sim/hexen_specials.h"
#include "sim/polyobjects.h"
#include "sim/screen_fades.h"
#include "sim/spawn_numbers.h"
#include "sim/sector_queries.h"
#include "sim/thing_ids.h"
#include "sim/world.h"

namespace sim {

using dehacked::iequals;

namespace {

// Ends the script; the message says why.
struct Fault {
    std::string what;
};

int wrap(std::int64_t v) { return static_cast<int>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(v))); }

class Interpreter {
public:
    // Throws Fault where the thread's module is none of the level's.
    Interpreter(World& w, AcsThread& t) : w_(w), t_(t) { enter(t.module); }

    // False when the script waits or ends.
    bool step();

private:
    // ---- reading the p-code ----
    std::uint8_t byte() {
        if (t_.pc >= m_->lump.size()) throw Fault{"runs off the end of the lump"};
        return m_->lump[t_.pc++];
    }
    int word() {
        if (t_.pc > m_->lump.size() || m_->lump.size() - t_.pc < 4) throw Fault{"runs off the end of the lump"};
        const std::uint8_t* p = &m_->lump[t_.pc];
        t_.pc += 4;
        return static_cast<int>(p[0] | p[1] << 8 | p[2] << 16 | static_cast<std::uint32_t>(p[3]) << 24);
    }
    int pcode() {
        if (!compact_) return word();
        const int b = byte();
        return b < 240 ? b : 240 + ((b - 240) << 8) + byte();
    }
    int small() { return compact_ ? byte() : word(); }
    void jump(int target) {
        if (target < 8 || static_cast<std::uint32_t>(target) >= m_->code_end)
            throw Fault{"jumps to offset " + std::to_string(target) + ", outside the p-code"};
        t_.pc = static_cast<std::uint32_t>(target);
    }

    // ---- the stack ----
    void push(int v) {
        if (t_.stack.size() >= kAcsStackSize) throw Fault{"overflows its stack"};
        t_.stack.push_back(v);
    }
    int pop() {
        if (t_.stack.empty()) throw Fault{"pops an empty stack"};
        const int v = t_.stack.back();
        t_.stack.pop_back();
        return v;
    }
    int& top() {
        if (t_.stack.empty()) throw Fault{"reads an empty stack"};
        return t_.stack.back();
    }
    template <std::size_t N>
    std::array<int, N> pop_n() {
        std::array<int, N> a{};
        for (std::size_t i = N; i-- > 0;) a[i] = pop();
        return a;
    }

    // ---- variables ----
    int& local(int i) {
        if (i < 0 || static_cast<std::size_t>(i) >= t_.locals.size()) throw Fault{"uses script variable " + std::to_string(i)};
        return t_.locals[static_cast<std::size_t>(i)];
    }
    // A map variable of the running module, or the library's it imports.
    AcsLoadedModule& holder(int& i) {
        const AcsLink link = m_->var_links[static_cast<std::size_t>(i)];
        if (link.module < 0) return w_.acs.modules[static_cast<std::size_t>(t_.module)];
        i = link.index;
        return w_.acs.modules[static_cast<std::size_t>(link.module)];
    }
    int& map_var(int i) {
        if (i < 0 || i >= kAcsMapVars) throw Fault{"uses map variable " + std::to_string(i)};
        return holder(i).map_vars[static_cast<std::size_t>(i)];
    }
    int& world_var(int i) {
        if (i < 0 || i >= kAcsWorldVars) throw Fault{"uses world variable " + std::to_string(i)};
        return w_.acs_vars.world[static_cast<std::size_t>(i)];
    }
    int& global_var(int i) {
        if (i < 0 || i >= kAcsGlobalVars) throw Fault{"uses global variable " + std::to_string(i)};
        return w_.acs_vars.global[static_cast<std::size_t>(i)];
    }
    // A map array element; reads past its end give 0 and writes go
    // nowhere, as ZDoom.
    int* map_element(int var, int index) {
        if (var < 0 || var >= kAcsMapVars) throw Fault{"uses map array " + std::to_string(var)};
        AcsLoadedModule& owner = holder(var);
        const int a = owner.code->array_of_var[static_cast<std::size_t>(var)];
        if (a < 0) throw Fault{"uses map variable " + std::to_string(var) + " as an array"};
        std::vector<int>& arr = owner.arrays[static_cast<std::size_t>(a)];
        if (index < 0 || static_cast<std::size_t>(index) >= arr.size()) return nullptr;
        return &arr[static_cast<std::size_t>(index)];
    }
    std::map<int, int>& sparse(bool world, int var) {
        if (var < 0 || var >= (world ? kAcsWorldVars : kAcsGlobalVars))
            throw Fault{"uses " + std::string(world ? "world" : "global") + " array " + std::to_string(var)};
        return world ? w_.acs_vars.world_arrays[static_cast<std::size_t>(var)]
                     : w_.acs_vars.global_arrays[static_cast<std::size_t>(var)];
    }

    // Assign, add, subtract, multiply, divide, modulus, increment,
    // decrement; and, exclusive or, or, shifts left and right.
    enum class Op { Assign, Add, Sub, Mul, Div, Mod, Inc, Dec, And, Eor, Or, Ls, Rs };
    int apply(Op op, int old, int v) {
        switch (op) {
            case Op::Assign: return v;
            case Op::Add: return wrap(std::int64_t{old} + v);
            case Op::Sub: return wrap(std::int64_t{old} - v);
            case Op::Mul: return wrap(std::int64_t{old} * v);
            case Op::Div:
                if (v == 0) throw Fault{"divides by zero"};
                return wrap(std::int64_t{old} / v);
            case Op::Mod:
                if (v == 0) throw Fault{"divides by zero"};
                return v == -1 ? 0 : old % v;
            case Op::Inc: return wrap(std::int64_t{old} + 1);
            case Op::Dec: return wrap(std::int64_t{old} - 1);
            case Op::And: return old & v;
            case Op::Eor: return old ^ v;
            case Op::Or: return old | v;
            case Op::Ls: return wrap(static_cast<std::int64_t>(static_cast<std::uint32_t>(old) << (v & 31)));
            case Op::Rs: return old >> (v & 31);
        }
        return old;
    }
    void change(int& var, Op op) { var = apply(op, var, op == Op::Inc || op == Op::Dec ? 0 : pop()); }
    void change_map_element(int var, Op op) {
        const int v = op == Op::Inc || op == Op::Dec ? 0 : pop();
        int* e = map_element(var, pop());
        if (e) *e = apply(op, *e, v);
    }
    void change_sparse(bool world, int var, Op op) {
        const int v = op == Op::Inc || op == Op::Dec ? 0 : pop();
        std::map<int, int>& a = sparse(world, var);
        const int index = pop();
        const auto it = a.find(index);
        a[index] = apply(op, it == a.end() ? 0 : it->second, v);
    }
    int read_sparse(bool world, int var, int index) {
        const std::map<int, int>& a = sparse(world, var);
        const auto it = a.find(index);
        return it == a.end() ? 0 : it->second;
    }
    // An element of the running script's or function's array `array`
    // (SARY, FARY); null past either's end, as ZDoom (reads 0, writes nowhere).
    int* local_element(int array, int index) {
        const std::vector<AcsLocalArray>* arrays = nullptr;
        if (t_.function >= 0) {
            arrays = &m_->functions[static_cast<std::size_t>(t_.function)].arrays;
        } else if (const AcsScript* s = own_script()) {
            arrays = &s->arrays;
        }
        if (!arrays || array < 0 || static_cast<std::size_t>(array) >= arrays->size()) return nullptr;
        const AcsLocalArray& a = (*arrays)[static_cast<std::size_t>(array)];
        if (index < 0 || index >= a.size) return nullptr;
        return &local(a.offset + index);
    }
    void change_local_element(int array, Op op) {
        const int v = op == Op::Inc || op == Op::Dec ? 0 : pop();
        if (int* e = local_element(array, pop())) *e = apply(op, *e, v);
    }
    // The compound assignments in ZDoom's order of variable kinds: script,
    // map, world and global variables, then map, world and global arrays.
    void change_any(int kind, Op op) {
        switch (kind) {
            case 0: change(local(small()), op); return;
            case 1: change(map_var(small()), op); return;
            case 2: change(world_var(small()), op); return;
            case 3: change(global_var(small()), op); return;
            case 4: change_map_element(small(), op); return;
            case 5: change_sparse(true, small(), op); return;
            default: change_sparse(false, small(), op); return;
        }
    }
    // The characters of an array from an element on, to a 0 or `most` of
    // them (PRINT...CHARARRAY and ...CHRANGE): `element(i)` reads the
    // array's element i, 0 past its end.
    template <class Element>
    void print_chars(bool ranged, Element element) {
        int most = INT_MAX, offset = 0;
        if (ranged) {
            most = pop();
            offset = pop();
            if (most < 1 || offset < 0) {
                pop_n<2>();
                return;
            }
        }
        const int array = pop();
        offset = wrap(std::int64_t{offset} + pop());
        for (int c; most-- > 0 && (c = element(array, offset)) != 0; offset = wrap(std::int64_t{offset} + 1))
            t_.print += static_cast<char>(c);
    }

    // ---- functions (FUNC; ZDoom keeps their locals on the stack) ----
    // What a call's way back takes of ZDoom's stack (its CallReturn, on a 64-bit build).
    static constexpr std::size_t kCallWords = 14;
    // ZDoom's margin: a call needs its locals and 64 words more free.
    static constexpr std::size_t kCallMargin = 64;
    std::size_t stack_words_in_use() const {
        std::size_t n = t_.stack.size() + t_.calls.size() * kCallWords;
        if (t_.function >= 0) n += t_.locals.size();
        for (std::size_t i = 1; i < t_.calls.size(); ++i) n += t_.calls[i].locals.size();  // [0] holds the script's own
        return n;
    }
    // Function `number` of `module` (-1: the running one), an import
    // followed to the library that defines it.
    void call(int number, bool discard, int module = -1);
    void return_from(bool with_value);

    // ---- the world ----
    void special(int number, std::span<const int> args) {
        std::array<int, 5> a{};
        std::copy(args.begin(), args.end(), a.begin());
        run_hexen_special(w_, number, a, t_.line, t_.side, t_.activator);
    }
    int random(int lo, int hi) {
        if (hi < lo) std::swap(lo, hi);
        // The game's own generator, so demos stay in step: one draw for
        // a range Doom's table covers, four for a wider one.
        const std::uint64_t range = static_cast<std::uint64_t>(std::int64_t{hi} - lo) + 1;
        std::uint64_t r = static_cast<std::uint64_t>(w_.rng.p_random());
        if (range > 256)
            for (int i = 0; i < 3; ++i) r = r << 8 | static_cast<std::uint64_t>(w_.rng.p_random());
        return wrap(lo + static_cast<std::int64_t>(r % range));
    }
    bool script_running(int number) const {
        for (const auto& other : w_.acs.threads)
            if (other->number == number && other->state != AcsWait::Done) return true;
        return false;
    }
    void wait(AcsWait state, int value) {
        t_.state = state;
        t_.wait = value;
    }
    void hud_message(bool bold) {
        const int end = t_.hud_options >= 0 ? t_.hud_options : static_cast<int>(t_.stack.size());
        if (end < 6 || end > static_cast<int>(t_.stack.size())) throw Fault{"ends a HUD message without its arguments"};
        t_.stack.resize(static_cast<std::size_t>(end - 6));
        t_.hud_options = -1;
        acs_print(w_, t_, t_.print, bold);
    }
    void print_fixed(int v) {
        std::string s = std::to_string(static_cast<double>(v) / 65536.0);
        while (s.find('.') != std::string::npos && (s.back() == '0' || s.back() == '.')) {
            const bool dot = s.back() == '.';
            s.pop_back();
            if (dot) break;
        }
        t_.print += s;
    }
    Player* activator_player() const { return t_.activator ? t_.activator->player : nullptr; }
    // Doom's frag count (ST_calcFrags): others fragged less suicides.
    int frag_count(const Player& p) const {
        const int self = w_.player_index(p);
        int n = 0;
        for (int i = 0; i < kMaxPlayers; ++i) {
            const int f = p.frags[static_cast<std::size_t>(i)];
            n += i == self ? -f : f;
        }
        return n;
    }
    int key(int card) const {
        const Player* p = activator_player();
        return p && p->cards[static_cast<std::size_t>(card)] ? 1 : 0;
    }
    int case_goto_sorted();
    // Inventory by ZDoom's class names (acs_inventory.h); a name Doom has
    // not is named in one warning.
    void inventory(bool give, Mobj* m, const std::string& name, int amount) {
        if (!m) return;
        if (!acs_item_known(name)) {
            unknown_item(name);
            return;
        }
        if (give) acs_give_inventory(w_, *m, name, amount);
        else acs_take_inventory(*m, name, amount);
    }
    int check_inventory(const Mobj* m, const std::string& name) {
        const int n = m ? acs_check_inventory(*m, name) : 0;
        if (n < 0) unknown_item(name);
        return std::max(n, 0);
    }
    void unknown_item(const std::string& name) {
        acs_warn_once(w_, "item " + name,
                      "ACS names inventory item \"" + name + "\", which Doom has not; it counts as none");
    }
    const Mobj* acs_thing_for(int tid) const { return acs_thing(w_, t_, tid); }
    void strcpy_to_array(int op);
    // ZDoom's ClassifyActor bits: none 0, the world 1, player 2, voodoo doll
    // 8, monster 16, alive 32, dead 64, missile 128, anything else 256.
    int classify(int tid) const {
        const Mobj* m = acs_thing(w_, t_, tid);
        if (!m) return tid == 0 ? 1 : 0;
        if (m->player) {
            int bits = 2 | (m->player->playerstate == PST_DEAD ? 64 : 32);
            if (m->player->mo != m) bits |= 8;
            return bits;
        }
        if (m->flags & MF_COUNTKILL) return 16 | (m->health <= 0 ? 64 : 32);
        return m->flags & MF_MISSILE ? 128 : 256;
    }
    // ZDoom's SetMusic: the lump named plays, looping; "" stops the music.
    void set_music(const std::string& song) {
        w_.events.music = MusicEvent{.music = mus_None, .loop = true, .lump = song, .keep_sounds = true};
    }
    // ZDoom's level gravity (800 is Doom's fall), as a factor of Doom's.
    void set_gravity(int gravity) { w_.acs.gravity = base::fixed_div(gravity, 800 << base::kFracBits); }
    // ZDoom's ClearInventory on a player: nothing carried is left but the
    // fist, which a Doom player always holds something in, and it comes up.
    static void clear_inventory(Player& p) {
        p.weaponowned.fill(false);
        p.weaponowned[wp_fist] = true;
        if (p.readyweapon != wp_fist) p.pendingweapon = wp_fist;
        p.ammo.fill(0);
        p.cards.fill(false);
        p.powers.fill(0);
        p.armorpoints = 0;
        p.armortype = 0;
        if (p.backpack) {
            for (auto& max : p.maxammo) max /= 2;
            p.backpack = false;
        }
    }

    // Runs module k's code from now on (a call into a library, its return).
    void enter(int k) {
        if (k < 0 || static_cast<std::size_t>(k) >= w_.acs.modules.size())
            throw Fault{"runs in a module the level has not"};
        t_.module = k;
        m_ = w_.acs.modules[static_cast<std::size_t>(k)].code.get();
        compact_ = m_->format == AcsFormat::Compact;
    }
    // A string of this module's table as the whole level knows it (ZDoom's
    // TAGSTR): its module in the high bits.
    int tagged(int string) const { return string | t_.module << kAcsModuleShift; }
    // The script's own module and entry (a function it calls may run in
    // another module).
    const AcsScript* own_script() const {
        const int k = t_.calls.empty() ? t_.module : t_.calls.front().module;
        return w_.acs.modules[static_cast<std::size_t>(k)].code->find_script(t_.number);
    }

    World& w_;
    AcsThread& t_;
    const AcsModule* m_ = nullptr;
    bool compact_ = false;
};

void Interpreter::call(int number, bool discard, int module) {
    const std::string name = "function " + std::to_string(number);
    if (module < 0) module = t_.module;
    if (static_cast<std::size_t>(module) >= w_.acs.modules.size())
        throw Fault{"calls " + name + " of a module the level has not"};
    const AcsModule& in = *w_.acs.modules[static_cast<std::size_t>(module)].code;
    if (number < 0 || static_cast<std::size_t>(number) >= in.functions.size())
        throw Fault{"calls " + name + ", which the module has not"};
    const AcsFunction* f = &in.functions[static_cast<std::size_t>(number)];
    if (f->imported) {
        if (f->link.module < 0) throw Fault{"calls " + name + (f->name.empty() ? "" : " (" + f->name + ")") +
                                            " of a library, which no library it loads defines"};
        module = f->link.module;
        number = f->link.index;
        f = &w_.acs.modules[static_cast<std::size_t>(module)].code->functions[static_cast<std::size_t>(number)];
    }
    if (f->address == 0) throw Fault{"calls " + name + ", which has no code"};
    if (stack_words_in_use() + static_cast<std::size_t>(f->locals) + kCallMargin > kAcsStackSize)
        throw Fault{"runs out of stack space (calls too deep)"};
    std::vector<int> locals(static_cast<std::size_t>(f->args + f->locals), 0);
    for (int i = f->args; i-- > 0;) locals[static_cast<std::size_t>(i)] = pop();
    t_.calls.push_back(
        {t_.pc, t_.function, t_.module, discard, static_cast<std::uint32_t>(t_.stack.size()), std::move(t_.locals)});
    t_.locals = std::move(locals);
    t_.function = number;
    enter(module);
    t_.pc = f->address;
}

void Interpreter::return_from(bool with_value) {
    if (t_.calls.empty()) throw Fault{"returns from no function"};
    const int value = with_value ? pop() : 0;
    AcsCall back = std::move(t_.calls.back());
    t_.calls.pop_back();
    // What the function left on the stack goes with it.
    t_.stack.resize(std::min<std::size_t>(t_.stack.size(), back.stack_height));
    t_.pc = back.return_pc;
    t_.function = back.function;
    enter(back.module);
    t_.locals = std::move(back.locals);
    if (!back.discard) push(value);
}

// STRCPYTO...CHRANGE (array, its offset, where in the range, the range's
// size, the string, where in the string): the string's characters from
// there into the array up to the range's size; true when its terminating
// 0 was written, or only that was left out (ZDoom's CopyStringToArray).
void Interpreter::strcpy_to_array(int op) {
    const auto a = pop_n<6>();
    const int array = a[1], capacity = a[3], from = a[5];
    if (a[2] < 0 || from < 0) {
        push(0);
        return;
    }
    const std::string& text = acs_string(w_, a[4]);
    if (static_cast<std::size_t>(from) >= text.size()) {
        push(1);
        return;
    }
    const auto set = [&](int index, int c) {
        if (op == 380) {
            if (int* e = local_element(array, index)) *e = c;
        } else if (op == 356) {
            if (int* e = map_element(array, index)) *e = c;
        } else {
            sparse(op == 357, array)[index] = c;
        }
    };
    int index = wrap(std::int64_t{a[2]} + a[0]);
    std::size_t at = static_cast<std::size_t>(from);
    for (int left = capacity; left > 0; --left, ++at) {
        const int c = at < text.size() ? static_cast<unsigned char>(text[at]) : 0;
        set(index++, c);
        if (c == 0) {
            push(1);
            return;
        }
    }
    push(at >= text.size());
}

int Interpreter::case_goto_sorted() {
    // The table is aligned to 4 bytes from the lump's start.
    t_.pc = (t_.pc + 3) & ~3u;
    const int count = word();
    if (count < 0) throw Fault{"has a negative case count"};
    const int value = top();
    const std::uint32_t table = t_.pc;
    if (static_cast<std::uint64_t>(count) * 8 > m_->lump.size() - std::min<std::size_t>(table, m_->lump.size()))
        throw Fault{"has a case table past the end of the lump"};
    for (int i = 0; i < count; ++i) {  // sorted, but a linear walk is as right and the tables are short
        t_.pc = table + 8 * static_cast<std::uint32_t>(i);
        if (word() != value) continue;
        const int target = word();
        pop();
        jump(target);
        return 0;
    }
    t_.pc = table + 8 * static_cast<std::uint32_t>(count);
    return 0;
}

bool Interpreter::step() {
    const std::uint32_t at = t_.pc;
    const int op = pcode();
    if (op >= 291 && op <= 325) {                                           // AND..RS by variable kind
        change_any((op - 291) % 7, static_cast<Op>(static_cast<int>(Op::And) + (op - 291) / 7));
        return true;
    }
    if (op >= 366 && op <= 377) {                                           // ADD..RS SCRIPTARRAY
        change_local_element(small(), static_cast<Op>(op <= 372 ? op - 365 : static_cast<int>(Op::And) + op - 373));
        return true;
    }
    switch (op) {
        case 0: return true;                                                // NOP
        case 1: t_.state = AcsWait::Done; return false;                     // TERMINATE
        case 2: t_.state = AcsWait::Suspended; return false;                // SUSPEND
        case 3: push(word()); return true;                                  // PUSHNUMBER
        case 4: case 5: case 6: case 7: case 8: {                           // LSPEC1..5
            const int number = small();
            std::array<int, 5> a{};
            const int n = op - 3;
            for (int i = n; i-- > 0;) a[static_cast<std::size_t>(i)] = pop();
            special(number, std::span<const int>(a.data(), static_cast<std::size_t>(n)));
            return true;
        }
        case 9: case 10: case 11: case 12: case 13: {                       // LSPEC1..5DIRECT
            const int number = small();
            std::array<int, 5> a{};
            for (int i = 0; i < op - 8; ++i) a[static_cast<std::size_t>(i)] = word();
            special(number, a);
            return true;
        }
        case 14: { const int b = pop(); top() = wrap(std::int64_t{top()} + b); return true; }   // ADD
        case 15: { const int b = pop(); top() = wrap(std::int64_t{top()} - b); return true; }   // SUBTRACT
        case 16: { const int b = pop(); top() = wrap(std::int64_t{top()} * b); return true; }   // MULTIPLY
        case 17: { const int b = pop(); top() = apply(Op::Div, top(), b); return true; }        // DIVIDE
        case 18: { const int b = pop(); top() = apply(Op::Mod, top(), b); return true; }        // MODULUS
        case 19: { const int b = pop(); top() = top() == b; return true; }                      // EQ
        case 20: { const int b = pop(); top() = top() != b; return true; }                      // NE
        case 21: { const int b = pop(); top() = top() < b; return true; }                       // LT
        case 22: { const int b = pop(); top() = top() > b; return true; }                       // GT
        case 23: { const int b = pop(); top() = top() <= b; return true; }                      // LE
        case 24: { const int b = pop(); top() = top() >= b; return true; }                      // GE
        case 25: local(small()) = pop(); return true;                       // ASSIGNSCRIPTVAR
        case 26: map_var(small()) = pop(); return true;                     // ASSIGNMAPVAR
        case 27: world_var(small()) = pop(); return true;                   // ASSIGNWORLDVAR
        case 28: push(local(small())); return true;                         // PUSHSCRIPTVAR
        case 29: push(map_var(small())); return true;                       // PUSHMAPVAR
        case 30: push(world_var(small())); return true;                     // PUSHWORLDVAR
        case 31: case 34: case 37: case 40: case 43: case 46: case 49:      // ADD..DEC SCRIPTVAR
            change(local(small()), static_cast<Op>(1 + (op - 31) / 3)); return true;
        case 32: case 35: case 38: case 41: case 44: case 47: case 50:      // ... MAPVAR
            change(map_var(small()), static_cast<Op>(1 + (op - 32) / 3)); return true;
        case 33: case 36: case 39: case 42: case 45: case 48: case 51:      // ... WORLDVAR
            change(world_var(small()), static_cast<Op>(1 + (op - 33) / 3)); return true;
        case 52: jump(word()); return true;                                 // GOTO
        case 53: { const int target = word(); if (pop()) jump(target); return true; }      // IFGOTO
        case 54: pop(); return true;                                        // DROP
        case 55: wait(AcsWait::Delayed, pop()); return false;               // DELAY
        case 56: wait(AcsWait::Delayed, word()); return false;              // DELAYDIRECT
        case 57: { const int hi = pop(); const int lo = pop(); push(random(lo, hi)); return true; }  // RANDOM
        case 58: { const int lo = word(); const int hi = word(); push(random(lo, hi)); return true; }  // RANDOMDIRECT
        case 59: { const int tid = pop(); const int type = pop(); push(acs_thing_count(w_, type, tid)); return true; }
        case 60: { const int type = word(); const int tid = word(); push(acs_thing_count(w_, type, tid)); return true; }
        case 61: wait(AcsWait::TagWait, pop()); return false;               // TAGWAIT
        case 62: wait(AcsWait::TagWait, word()); return false;              // TAGWAITDIRECT
        case 63: wait(AcsWait::PolyWait, pop()); return false;              // POLYWAIT
        case 64: wait(AcsWait::PolyWait, word()); return false;             // POLYWAITDIRECT
        case 65: case 67: {                                                 // CHANGEFLOOR, CHANGECEILING
            const int name = pop();
            acs_change_flat(w_, pop(), acs_string(w_, name), op == 67);
            return true;
        }
        case 66: case 68: {                                                 // ...DIRECT
            const int tag = word();
            acs_change_flat(w_, tag, acs_string(w_, tagged(word())), op == 68);
            return true;
        }
        case 69: {                                                          // RESTART
            if (!t_.calls.empty()) throw Fault{"restarts its script from inside a function"};
            const AcsScript* s = own_script();
            if (!s) throw Fault{"restarts a script the module does not have"};
            t_.pc = s->address;
            return true;
        }
        case 70: { const int b = pop(); top() = top() && b; return true; }  // ANDLOGICAL
        case 71: { const int b = pop(); top() = top() || b; return true; }  // ORLOGICAL
        case 72: { const int b = pop(); top() &= b; return true; }          // ANDBITWISE
        case 73: { const int b = pop(); top() |= b; return true; }          // ORBITWISE
        case 74: { const int b = pop(); top() ^= b; return true; }          // EORBITWISE
        case 75: top() = !top(); return true;                               // NEGATELOGICAL
        case 76: { const int b = pop(); top() = wrap(static_cast<std::int64_t>(static_cast<std::uint32_t>(top()) << (b & 31))); return true; }
        case 77: { const int b = pop(); top() = top() >> (b & 31); return true; }  // RSHIFT
        case 78: top() = wrap(-std::int64_t{top()}); return true;           // UNARYMINUS
        case 79: { const int target = word(); if (!pop()) jump(target); return true; }     // IFNOTGOTO
        case 80: push(t_.side); return true;                                // LINESIDE
        case 81: case 82: {                                                 // SCRIPTWAIT(DIRECT)
            const int number = op == 81 ? pop() : word();
            wait(script_running(number) ? AcsWait::ScriptWait : AcsWait::ScriptWaitPre, number);
            return false;
        }
        case 83: acs_clear_line_special(w_, t_.line); return true;          // CLEARLINESPECIAL
        case 84: {                                                          // CASEGOTO
            const int value = word();
            const int target = word();
            if (top() == value) {
                pop();
                jump(target);
            }
            return true;
        }
        case 85: t_.print.clear(); return true;                             // BEGINPRINT
        case 86: case 101: acs_print(w_, t_, t_.print, op == 101); return true;  // ENDPRINT(BOLD)
        case 87: t_.print += acs_string(w_, pop()); return true;            // PRINTSTRING
        case 88: t_.print += std::to_string(pop()); return true;            // PRINTNUMBER
        case 89: t_.print += static_cast<char>(pop()); return true;         // PRINTCHARACTER
        case 90: {                                                          // PLAYERCOUNT
            int n = 0;
            for (bool in : w_.opts.playeringame) n += in;
            push(n);
            return true;
        }
        case 91: push(w_.opts.deathmatch ? 2 : w_.opts.netgame() ? 1 : 0); return true;  // GAMETYPE
        case 92: push(static_cast<int>(w_.opts.skill)); return true;        // GAMESKILL
        case 93: push(w_.leveltime); return true;                           // TIMER
        case 94: { pop(); acs_sound(w_, t_, AcsSoundFrom::Line, acs_string(w_, pop())); return true; }        // SECTORSOUND
        case 95: { pop(); acs_sound(w_, t_, AcsSoundFrom::Everywhere, acs_string(w_, pop())); return true; }  // AMBIENTSOUND
        case 97: {                                                          // SETLINETEXTURE
            const auto a = pop_n<4>();
            acs_set_line_texture(w_, a[0], a[1], a[2], acs_string(w_, a[3]));
            return true;
        }
        case 98: case 104: {                                                // SETLINE(MONSTER)BLOCKING
            const int setting = pop();
            acs_set_line_blocking(w_, pop(), setting, op == 104);
            return true;
        }
        case 99: {                                                          // SETLINESPECIAL
            const auto a = pop_n<7>();
            acs_set_line_special(w_, a[0], a[1], {a[2], a[3], a[4], a[5], a[6]});
            return true;
        }
        case 100: {                                                         // THINGSOUND
            pop();
            const std::string& name = acs_string(w_, pop());
            acs_sound(w_, t_, AcsSoundFrom::Things, name, pop());
            return true;
        }
        case 105: push(key(it_blueskull)); return true;                     // PLAYERBLUESKULL
        case 106: push(key(it_redskull)); return true;
        case 107: push(key(it_yellowskull)); return true;
        case 109: push(key(it_bluecard)); return true;
        case 110: push(key(it_redcard)); return true;
        case 111: push(key(it_yellowcard)); return true;
        case 118: push(w_.opts.netgame()); return true;                     // ISNETWORKGAME
        case 120: push(t_.activator ? t_.activator->health : 0); return true;  // PLAYERHEALTH
        case 121: push(activator_player() ? activator_player()->armorpoints : 0); return true;
        case 135: push(!w_.opts.netgame()); return true;                    // SINGLEPLAYER
        case 136: { const int b = pop(); top() = wrap((std::int64_t{top()} * b) >> 16); return true; }  // FIXEDMUL
        case 137: {                                                         // FIXEDDIV
            const int b = pop();
            if (b == 0) throw Fault{"divides by zero"};
            top() = wrap((std::int64_t{top()} << 16) / b);
            return true;
        }
        case 157: print_fixed(pop()); return true;                          // PRINTFIXED
        case 159: t_.hud_options = -1; return true;                         // MOREHUDMESSAGE
        case 160: t_.hud_options = static_cast<int>(t_.stack.size()); return true;  // OPTHUDMESSAGE
        case 161: case 162: hud_message(op == 162); return true;            // ENDHUDMESSAGE(BOLD)
        case 167: push(byte()); return true;                                // PUSHBYTE
        case 168: case 169: case 170: case 171: case 172: {                 // LSPEC1..5DIRECTB
            const int number = byte();
            std::array<int, 5> a{};
            for (int i = 0; i < op - 167; ++i) a[static_cast<std::size_t>(i)] = byte();
            special(number, a);
            return true;
        }
        case 173: wait(AcsWait::Delayed, byte()); return false;             // DELAYDIRECTB
        case 174: { const int lo = byte(); const int hi = byte(); push(random(lo, hi)); return true; }
        case 175: { const int n = byte(); for (int i = 0; i < n; ++i) push(byte()); return true; }  // PUSHBYTES
        case 176: case 177: case 178: case 179:                             // PUSH2..5BYTES
            for (int i = 0; i < op - 174; ++i) push(byte());
            return true;
        case 149: {                                                         // SPAWN (class, x, y, z, tid, angle)
            const auto a = pop_n<6>();
            push(acs_spawn(w_, acs_string(w_, a[0]), a[1], a[2], a[3], a[4], a[5]));
            return true;
        }
        case 150: {                                                         // SPAWNDIRECT
            std::array<int, 6> a{};
            for (int& v : a) v = word();
            push(acs_spawn(w_, acs_string(w_, a[0]), a[1], a[2], a[3], a[4], a[5]));
            return true;
        }
        case 151: {                                                         // SPAWNSPOT (class, spot, tid, angle)
            const auto a = pop_n<4>();
            push(acs_spawn_spot(w_, t_, acs_string(w_, a[0]), a[1], a[2], a[3]));
            return true;
        }
        case 152: {                                                         // SPAWNSPOTDIRECT
            std::array<int, 4> a{};
            for (int& v : a) v = word();
            push(acs_spawn_spot(w_, t_, acs_string(w_, a[0]), a[1], a[2], a[3]));
            return true;
        }
        case 252: {  // THING_PROJECTILE2 (tid, type, angle, speed, vspeed, gravity, newtid): Thing_Projectile with an id
            const auto a = pop_n<7>();
            throw_from_spots(w_, t_.activator, a[0], type_of_spawn_number(w_, a[1]), a[2], a[3], a[4], a[5] != 0, a[6]);
            return true;
        }
        case 180: {                                                         // SETTHINGSPECIAL
            const auto a = pop_n<5>();
            const int number = pop();
            for (Mobj* m : things_with_id(w_, pop(), t_.activator)) {
                m->special = number;
                m->args = a;
            }
            return true;
        }
        case 181: global_var(small()) = pop(); return true;                 // ASSIGNGLOBALVAR
        case 182: push(global_var(small())); return true;                   // PUSHGLOBALVAR
        case 183: case 184: case 185: case 186: case 187: case 188: case 189:
            change(global_var(small()), static_cast<Op>(op - 182)); return true;
        case 196: case 197: case 198: {                                     // GETACTORX/Y/Z
            const Mobj* mo = acs_thing(w_, t_, pop());
            push(!mo ? 0 : op == 196 ? mo->x : op == 197 ? mo->y : mo->z);
            return true;
        }
        case 207: {                                                         // PUSHMAPARRAY
            const int var = small();
            const int* e = map_element(var, pop());
            push(e ? *e : 0);
            return true;
        }
        case 208: {                                                         // ASSIGNMAPARRAY
            const int var = small();
            const int v = pop();
            if (int* e = map_element(var, pop())) *e = v;
            return true;
        }
        case 209: case 210: case 211: case 212: case 213: case 214: case 215:
            change_map_element(small(), static_cast<Op>(op - 208)); return true;
        case 216: push(top()); return true;                                 // DUP
        case 217: {                                                         // SWAP
            const int b = pop();
            const int a = pop();
            push(b);
            push(a);
            return true;
        }
        case 225: top() = tagged(top()); return true;                     // TAGSTRING
        case 226: case 235: {                                               // PUSHWORLD/GLOBALARRAY
            const int var = small();
            push(read_sparse(op == 226, var, pop()));
            return true;
        }
        case 227: case 228: case 229: case 230: case 231: case 232: case 233: case 234:
            change_sparse(true, small(), static_cast<Op>(op - 227)); return true;
        case 236: case 237: case 238: case 239: case 240: case 241: case 242: case 243:
            change_sparse(false, small(), static_cast<Op>(op - 236)); return true;
        case 247: push(activator_player() ? w_.player_index(*activator_player()) : -1); return true;  // PLAYERNUMBER
        case 248: push(t_.activator ? t_.activator->tid : 0); return true;  // ACTIVATORTID
        case 253: push(static_cast<int>(acs_string(w_, pop()).size())); return true;      // STRLEN
        case 256: case_goto_sorted(); return true;                          // CASEGOTOSORTED
        case 257: t_.result = pop(); return true;                           // SETRESULTVALUE
        case 259: case 260: {                                               // GETACTORFLOORZ, GETACTORANGLE
            const Mobj* mo = acs_thing(w_, t_, pop());
            push(!mo ? 0 : op == 259 ? mo->floorz : static_cast<int>(mo->angle >> 16));
            return true;
        }
        case 261: case 262: {                                               // GETSECTORFLOOR/CEILINGZ (tag, x, y)
            pop_n<2>();
            const int tag = pop();
            int z = 0;
            if (const int found = find_sector_from_tag(w_, tag, -1); found >= 0) {
                const SectorState& s = w_.sectors[static_cast<std::size_t>(found)];
                z = op == 261 ? s.floorheight : s.ceilingheight;
            }
            push(z);
            return true;
        }
        case 263: {                                                         // LSPEC5RESULT
            const int number = small();
            const auto a = pop_n<5>();
            if (number == 84) {
                push(acs_execute_with_result(w_, a[0], std::span<const int>(a).subspan(1), t_.activator, t_.line, t_.side));
                return true;
            }
            push(run_hexen_special(w_, number, a, t_.line, t_.side, t_.activator));
            return true;
        }
        case 245: {                                                         // SETACTORPROPERTY (tid, property, value)
            const int value = pop(), property = pop();
            acs_set_actor_property(w_, t_, pop(), property, value);
            return true;
        }
        case 246: {                                                         // GETACTORPROPERTY (tid, property)
            const int property = pop();
            top() = acs_get_actor_property(w_, t_, top(), property);
            return true;
        }
        case 102:                                                           // ACTIVATORSOUND (name, volume)
            pop();
            acs_sound(w_, t_, AcsSoundFrom::Activator, acs_string(w_, pop()));
            return true;
        case 103:                                                           // LOCALAMBIENTSOUND: for the activator's player
            pop();
            if (activator_player()) acs_sound(w_, t_, AcsSoundFrom::Everywhere, acs_string(w_, pop()));
            else pop();
            return true;
        case 108: case 112: case 113: case 114: case 115: case 116: case 117:
            push(0); return true;  // other games' keys (ZDoom asks the inventory for them): Doom has none
        case 122: push(activator_player() ? frag_count(*activator_player()) : 0); return true;  // PLAYERFRAGS
        case 133: case 134:                                                 // CONSOLECOMMAND(DIRECT)
            if (op == 133) {
                for (int i = 0; i < 3; ++i) word();
            } else {
                pop_n<3>();
            }
            acs_warn_once(w_, "console command",
                          "ACS runs a console command, which scripts may not (as ZDoom); it is left out");
            return true;
        case 203: case 204: call(small(), op == 204); return true;          // CALL, CALLDISCARD
        case 205: case 206: return_from(op == 206); return true;            // RETURNVOID, RETURNVAL
        case 220: case 221: {                                               // SIN, COS of a 16.16 turn
            const double radians = top() * (6.283185307179586 / 65536.0);
            top() = static_cast<int>(std::lrint((op == 220 ? std::sin(radians) : std::cos(radians)) * 65536.0));
            return true;
        }
        case 222: {                                                         // VECTORANGLE (x, y): a 16.16 turn
            const int y = pop();
            const double turns = std::atan2(static_cast<double>(y), static_cast<double>(top())) / 6.283185307179586;
            // ZDoom: to a binary angle, rounded, then its top 16 bits.
            top() = static_cast<int>(static_cast<std::uint32_t>(std::llrint(turns * 4294967296.0)) >> 16);
            return true;
        }
        case 270: base::log(base::LogLevel::Info, w_.level.where + ": ACS: " + t_.print); return true;  // ENDLOG
        case 273: case 353:                                                 // PRINTMAPCHARARRAY, ...CHRANGE
            print_chars(op == 353, [&](int var, int i) {
                if (var < 0 || var >= kAcsMapVars) return 0;
                const AcsLoadedModule& owner = holder(var);
                const int a = owner.code->array_of_var[static_cast<std::size_t>(var)];
                const std::vector<int>* arr = a >= 0 ? &owner.arrays[static_cast<std::size_t>(a)] : nullptr;
                return arr && i >= 0 && static_cast<std::size_t>(i) < arr->size() ? (*arr)[static_cast<std::size_t>(i)] : 0;
            });
            return true;
        case 274: case 275: case 354: case 355:                             // PRINTWORLD/GLOBAL CHARARRAY, ...CHRANGE
            print_chars(op >= 354, [&](int var, int i) { return read_sparse(op == 274 || op == 354, var, i); });
            return true;
        case 264: push(0); return true;                                     // GETSIGILPIECES: Strife's
        case 268: top() = 0; return true;                                   // PLAYERISBOT
        case 290: {                                                         // PLAYERCLASS: Doom's one class, 0
            const int p = top();
            top() = p >= 0 && p < kMaxPlayers && w_.opts.playeringame[static_cast<std::size_t>(p)] ? 0 : -1;
            return true;
        }
        case 330: top() = ~top(); return true;                              // NEGATEBINARY
        case 349: case 350: {                                               // PRINTBINARY, PRINTHEX
            auto v = static_cast<std::uint32_t>(pop());
            std::string digits;
            const unsigned base = op == 349 ? 2 : 16;
            do {
                digits.insert(digits.begin(), "0123456789ABCDEF"[v % base]);
                v /= base;
            } while (v);
            t_.print += digits;
            return true;
        }
        case 359: push(small() | t_.module << kAcsModuleShift); return true;  // PUSHFUNCTION, tagged with its module
        case 360: {                                                          // CALLSTACK
            const int function = pop();
            call(function & 0xffff, false, function >> kAcsModuleShift);
            return true;
        }
        case 361: {                                                         // SCRIPTWAITNAMED
            const int number = acs_named_script(w_, acs_string(w_, pop()));
            wait(script_running(number) ? AcsWait::ScriptWait : AcsWait::ScriptWaitPre, number);
            return false;
        }
        case 363: {                                                         // GOTOSTACK: to a JUMP chunk entry
            const int point = pop();
            if (point < 0 || static_cast<std::size_t>(point) >= m_->jump_points.size())
                throw Fault{"jumps to jump point " + std::to_string(point) + ", which the module has not"};
            jump(static_cast<int>(m_->jump_points[static_cast<std::size_t>(point)]));
            return true;
        }
        case 364: {                                                         // ASSIGNSCRIPTARRAY
            const int array = small();
            const int v = pop();
            if (int* e = local_element(array, pop())) *e = v;
            return true;
        }
        case 365: {                                                         // PUSHSCRIPTARRAY
            const int array = small();
            const int* e = local_element(array, pop());
            push(e ? *e : 0);
            return true;
        }
        case 378: case 379:                                                 // PRINTSCRIPTCHARARRAY, ...CHRANGE
            print_chars(op == 379, [&](int array, int i) {
                const int* e = local_element(array, i);
                return e ? *e : 0;
            });
            return true;
        case 381: case 382: {                                               // LSPEC5EX(RESULT): a 32-bit special number
            const int number = word();
            const auto a = pop_n<5>();
            const int result = run_hexen_special(w_, number, a, t_.line, t_.side, t_.activator);
            if (op == 382) push(result);
            return true;
        }
        case 143: case 145: {                                               // GIVEINVENTORY, TAKEINVENTORY (name, amount)
            const int amount = pop();
            inventory(op == 143, t_.activator, acs_string(w_, pop()), amount);
            return true;
        }
        case 144: case 146: {                                               // ...DIRECT
            const int name = word();
            inventory(op == 144, t_.activator, acs_string(w_, tagged(name)), word());
            return true;
        }
        case 147: push(check_inventory(t_.activator, acs_string(w_, pop()))); return true;   // CHECKINVENTORY
        case 148: push(check_inventory(t_.activator, acs_string(w_, tagged(word())))); return true;  // ...DIRECT
        case 285: case 286: {                                               // GIVE/TAKEACTORINVENTORY (tid, name, amount)
            const int amount = pop();
            const std::string& name = acs_string(w_, pop());
            for (Mobj* m : things_with_id(w_, pop(), t_.activator)) inventory(op == 285, m, name, amount);
            return true;
        }
        case 287: {                                                         // CHECKACTORINVENTORY (tid, name)
            const std::string& name = acs_string(w_, pop());
            top() = check_inventory(acs_thing_for(top()), name);
            return true;
        }
        case 223: {                                                         // CHECKWEAPON (name)
            const std::string& name = acs_string(w_, pop());
            push(t_.activator && acs_holds_weapon(*t_.activator, name));
            return true;
        }
        case 224: top() = t_.activator && acs_set_weapon(*t_.activator, acs_string(w_, top())); return true;  // SETWEAPON
        case 271:                                                           // GETAMMOCAPACITY (name)
            top() = t_.activator ? std::max(acs_ammo_capacity(*t_.activator, acs_string(w_, top())), 0) : 0;
            return true;
        case 272: {                                                         // SETAMMOCAPACITY (name, amount)
            const int amount = pop();
            const std::string& name = acs_string(w_, pop());
            if (Player* p = activator_player(); p && acs_ammo_capacity(*t_.activator, name) >= 0)
                acs_set_ammo_capacity(*p, name, amount);
            return true;
        }
        case 276: {                                                         // SETACTORANGLE (tid, angle: a 16.16 turn)
            const int angle = pop();
            for (Mobj* m : things_with_id(w_, pop(), t_.activator)) m->angle = static_cast<angle_t>(angle) << 16;
            return true;
        }
        case 281: {                                                         // GETSECTORLIGHTLEVEL (tag)
            const int found = find_sector_from_tag(w_, top(), -1);
            top() = found >= 0 ? w_.sectors[static_cast<std::size_t>(found)].lightlevel : -1;
            return true;
        }
        case 282: { const Mobj* mo = acs_thing_for(top()); top() = mo ? mo->ceilingz : 0; return true; }  // GETACTORCEILINGZ
        case 340: {                                                         // GETACTORLIGHTLEVEL
            const Mobj* mo = acs_thing_for(top());
            top() = mo ? w_.sectors[static_cast<std::size_t>(w_.mobj_sector(*mo))].lightlevel : 0;
            return true;
        }
        case 288: {                                                         // THINGCOUNTNAME (class, tid)
            const int tid = pop();
            top() = acs_thing_count_named(w_, acs_string(w_, top()), tid);
            return true;
        }
        case 342: {                                                         // THINGCOUNTSECTOR (type, tid, tag)
            const auto a = pop_n<2>();
            top() = acs_thing_count(w_, top(), a[0], a[1]);
            return true;
        }
        case 343: {                                                         // THINGCOUNTNAMESECTOR (class, tid, tag)
            const auto a = pop_n<2>();
            top() = acs_thing_count_named(w_, acs_string(w_, top()), a[0], a[1]);
            return true;
        }
        case 289: {                                                         // SPAWNSPOTFACING (class, spot, tid)
            const auto a = pop_n<2>();
            top() = acs_spawn_spot_facing(w_, t_, acs_string(w_, top()), a[0], a[1]);
            return true;
        }
        case 335: {                                                         // THINGDAMAGE2 (tid, amount, type): Thing_Damage
            pop();
            const int amount = pop();
            top() = run_hexen_special(w_, 119, {top(), amount, 0, 0, 0}, t_.line, t_.side, t_.activator);
            return true;
        }
        case 338: case 339: {                                               // CHECKACTORCEILING/FLOORTEXTURE (tid, name)
            const std::string& name = acs_string(w_, pop());
            top() = acs_thing_on_flat(w_, t_, top(), name, op == 338);
            return true;
        }
        case 265: top() = acs_level_info(w_, top()); return true;           // GETLEVELINFO
        case 258: {                                                         // GETLINEROWOFFSET: its line's front side
            int offset = 0;
            if (t_.line >= 0) {
                const int side = w_.level.lines[static_cast<std::size_t>(t_.line)].sides[0];
                if (side >= 0) offset = w_.sides[static_cast<std::size_t>(side)].rowoffset >> 16;
            }
            push(offset);
            return true;
        }
        case 329: {                                                         // REPLACETEXTURES (from, to, flags)
            const int flags = pop();
            const std::string& to = acs_string(w_, pop());
            acs_replace_textures(w_, acs_string(w_, pop()), to, flags);
            return true;
        }
        case 352: push(acs_make_string(w_, t_.print)); t_.print.clear(); return true;  // SAVESTRING
        case 356: case 357: case 358: case 380: strcpy_to_array(op); return true;  // STRCPYTO...CHRANGE
        case 351: {                                                         // CALLFUNC (argument count, function)
            const int count = small();
            const int function = compact_ ? static_cast<std::int16_t>(byte() | byte() << 8) : word();
            if (count < 0 || static_cast<std::size_t>(count) > t_.stack.size())
                throw Fault{"calls a built-in function with its arguments missing"};
            std::vector<int> args(t_.stack.end() - count, t_.stack.end());
            t_.stack.resize(t_.stack.size() - static_cast<std::size_t>(count));
            const std::optional<int> result = acs_call_builtin(w_, t_, function, args);
            if (!result)
                throw Fault{"calls built-in function " + std::to_string(function) + " (" +
                            std::string(acs_builtin_name(function)) + "), which is not played"};
            push(*result);
            return true;
        }
        case 165: pop(); return true;                                       // SETFONT: HUD messages show on the
        case 166: word(); return true;                                      // SETFONTDIRECT  message line, in its font
        case 254: pop_n<3>(); return true;                                  // SETHUDSIZE: nor placed by it
        case 132: case 153: case 155: {                                     // MUSICCHANGE, (LOCAL)SETMUSIC
            if (op != 132) pop();  // the unused third argument
            pop();                 // the order (pattern) to start at: not for MUS and MIDI
            const std::string& song = acs_string(w_, pop());
            if (op != 155 || activator_player()) set_music(song);
            return true;
        }
        case 154: case 156: {                                               // (LOCAL)SETMUSICDIRECT
            const std::string& song = acs_string(w_, tagged(word()));
            word();
            word();
            if (op == 154 || activator_player()) set_music(song);
            return true;
        }
        case 142: if (Player* p = activator_player()) clear_inventory(*p); return true;  // CLEARINVENTORY
        case 283: {                                                         // SETACTORPOSITION (tid, x, y, z, fog)
            const auto a = pop_n<4>();
            const std::vector<Mobj*> all = things_with_id(w_, top(), t_.activator);
            top() = !all.empty() && move_to_spot(w_, *all.front(), Spot{a[0], a[1], a[2]}, a[3] != 0);
            return true;
        }
        case 280: {                                                         // SPAWNPROJECTILE (tid, class, angle, speed,
            const auto a = pop_n<6>();                                      //   vspeed, gravity, newtid)
            const MobjType type = acs_class_to_spawn(w_, acs_string(w_, a[0]));
            throw_from_spots(w_, t_.activator, pop(), type, a[1], a[2], a[3], a[4] != 0, a[5]);
            return true;
        }
        case 328: {                                                         // SECTORDAMAGE (tag, amount, type,
                                                                            //   protection, flags)
            const auto a = pop_n<4>();
            acs_sector_damage(w_, pop(), a[0], acs_string(w_, a[2]), a[3]);
            return true;
        }
        case 348: top() = classify(top()); return true;                     // CLASSIFYACTOR
        case 255: {                                                         // GETCVAR (name)
            const std::string& name = acs_string(w_, top());
            if (iequals(name, "deathmatch")) top() = w_.opts.deathmatch;
            else if (iequals(name, "skill")) top() = static_cast<int>(w_.opts.skill);
            else {
                // ZDoom reads 0 for a console variable it has not; the game's
                // settings are not the simulation's to read.
                top() = 0;
                acs_warn_once(w_, "cvar " + name, "ACS reads console variable \"" + name + "\", which reads 0 here");
            }
            return true;
        }
        case 326: {                                                         // GETPLAYERINFO (player, info)
            const int info = pop();
            top() = acs_player_info(w_, top(), info);
            return true;
        }
        case 190: {                                                         // FADETO (r, g, b, alpha, seconds)
            const auto a = pop_n<5>();
            fade_range(w_, t_.activator, nullptr, blend_of(a[0], a[1], a[2], a[3]), a[4]);
            return true;
        }
        case 191: {                                                         // FADERANGE (r1, g1, b1, a1, r2, g2, b2, a2,
            const auto a = pop_n<9>();                                      //   seconds)
            const ScreenBlend from = blend_of(a[0], a[1], a[2], a[3]);
            fade_range(w_, t_.activator, &from, blend_of(a[4], a[5], a[6], a[7]), a[8]);
            return true;
        }
        case 192: cancel_fades(w_, t_.activator); return true;              // CANCELFADE
        case 199: start_translation(t_, pop()); return true;                // STARTTRANSLATION (number)
        case 200: {                                                         // TRANSLATIONRANGE1 (start, end, pal1, pal2)
            const auto a = pop_n<4>();
            add_translation_range(t_, {TranslationRange::Kind::Index, a[0], a[1], {a[2], a[3]}});
            return true;
        }
        case 201: case 362: {                                               // TRANSLATIONRANGE2, 3 (start, end,
            const auto a = pop_n<8>();                                      //   r1, g1, b1, r2, g2, b2)
            const auto kind = op == 201 ? TranslationRange::Kind::Colour : TranslationRange::Kind::Desaturate;
            add_translation_range(t_, {kind, a[0], a[1], {a[2], a[3], a[4], a[5], a[6], a[7]}});
            return true;
        }
        case 383: {                                                         // TRANSLATIONRANGE4 (start, end, r, g, b)
            const auto a = pop_n<5>();
            add_translation_range(t_, {TranslationRange::Kind::Colourise, a[0], a[1], {a[2], a[3], a[4]}});
            return true;
        }
        case 384: {                                                         // TRANSLATIONRANGE5 (start, end, percent,
            const auto a = pop_n<6>();                                      //   r, g, b)
            add_translation_range(t_, {TranslationRange::Kind::Tint, a[0], a[1], {a[2], a[3], a[4], a[5]}});
            return true;
        }
        case 202: end_translation(w_, t_); return true;                     // ENDTRANSLATION
        case 327: {                                                         // CHANGELEVEL (map, position, flags, skill)
            pop_n<3>();
            acs_change_level(w_, acs_string(w_, pop()));
            return true;
        }
        case 284: {                                                         // CLEARACTORINVENTORY (tid)
            for (Mobj* m : things_with_id(w_, pop(), t_.activator))
                if (m->player) clear_inventory(*m->player);
            return true;
        }
        case 336: top() = 0; return true;                                   // USEINVENTORY, USEACTORINVENTORY: Doom's
        case 337: pop(); top() = 0; return true;                            //   items act when picked up, none is kept to use
        case 334: {                                                         // SETACTORSTATE (tid, label, exact)
            const bool exact = pop() != 0;
            const std::string label = acs_string(w_, pop());
            top() = acs_set_actor_state(w_, t_.activator, top(), label, exact);
            return true;
        }
        case 347: {                                                         // GETPLAYERINPUT (player, input)
            const int input = pop();
            top() = acs_player_input(w_, t_.activator, top(), input);
            return true;
        }
        case 131: {                                                         // PRINTNAME
            t_.print += acs_print_name(w_, t_.activator, pop());
            return true;
        }
        case 250: push(320); return true;                                   // GETSCREENWIDTH, GETSCREENHEIGHT: the
        case 251: push(200); return true;                                   //   original's screen (the window's is not the game's)
        // GETACTORPITCH: the simulation keeps no pitch (free look is the
        // view's alone), so every actor's is 0.
        case 331: top() = 0; return true;
        case 344: top() = acs_player_camera(w_, top()); return true;        // CHECKPLAYERCAMERA (player)
        case 266: {                                                         // CHANGESKY (sky1, sky2): Doom draws one sky
            pop();
            const std::string& sky = acs_string(w_, pop());
            if (!sky.empty()) w_.acs.sky = sky;
            return true;
        }
        case 138: set_gravity(pop()); return true;                          // SETGRAVITY (fixed, ZDoom's 800 is Doom's)
        case 139: set_gravity(word()); return true;                         // SETGRAVITYDIRECT
        case 119: push(activator_player() ? 255 : 0); return true;          // PLAYERTEAM: no teams (ZDoom's TEAM_NONE)
        case 267: {                                                         // PLAYERINGAME
            const int p = pop();
            push(p >= 0 && p < kMaxPlayers && w_.opts.playeringame[static_cast<std::size_t>(p)]);
            return true;
        }
        default: break;
    }
    t_.pc = at;
    const std::string_view name = acs_pcode_name(op);
    throw Fault{"reaches p-code " + std::to_string(op) + (name.empty() ? "" : " (" + std::string(name) + ")") +
                (acs_pcode_in_zdoom(op) ? ", which is not played" : ", which ZDoom's interpreter has not either")};
}

bool resume(World& w, AcsThread& t) {
    switch (t.state) {
        case AcsWait::Running: return true;
        case AcsWait::Delayed:
            if (--t.wait > 0) return false;
            break;
        case AcsWait::TagWait:
            if (acs_tag_busy(w, t.wait)) return false;
            break;
        case AcsWait::PolyWait:
            if (polyobject_busy(w, t.wait)) return false;
            break;
        case AcsWait::ScriptWaitPre:
        case AcsWait::ScriptWait: {
            bool running = false;
            for (const auto& other : w.acs.threads)
                if (other.get() != &t && other->number == t.wait && other->state != AcsWait::Done) running = true;
            if (t.state == AcsWait::ScriptWaitPre) {
                if (running) t.state = AcsWait::ScriptWait;
                return false;
            }
            if (running) return false;
            break;
        }
        case AcsWait::Suspended:
        case AcsWait::Done: return false;
    }
    t.state = AcsWait::Running;
    return true;
}

}  // namespace

void run_acs_thread(World& w, AcsThread& t) {
    if (w.acs.modules.empty() || !resume(w, t)) return;
    try {
        Interpreter interpreter(w, t);
        for (int n = 0; n < kAcsMostPcodesPerTurn; ++n)
            if (!interpreter.step()) return;
        t.state = AcsWait::Done;
        acs_warn_once(w, "runaway " + std::to_string(t.number),
                      "ACS script " + std::to_string(t.number) + " ran " + std::to_string(kAcsMostPcodesPerTurn) +
                          " p-codes in one tic without waiting; it is stopped (a runaway script)");
    } catch (const Fault& f) {
        t.state = AcsWait::Done;
        // One warning per fault and map: a p-code not played is named once.
        acs_warn_once(w, f.what, "ACS script " + std::to_string(t.number) + " " + f.what + "; the script is stopped");
    }
}

}  // namespace sim
