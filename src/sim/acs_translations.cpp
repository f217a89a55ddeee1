#include "sim/acs_translations.h"

#include <utility>

#include "sim/acs_state.h"
#include "sim/world.h"

namespace sim {

namespace {

bool is_index(int i) { return i >= 0 && i <= 255; }

}  // namespace

void start_translation(AcsThread& t, int number) {
    t.translation_ranges.clear();
    t.translation = number >= 1 && number <= kMaxScriptedTranslations ? number : 0;
}

void add_translation_range(AcsThread& t, const TranslationRange& range) {
    if (t.translation == 0 || !is_index(range.start) || !is_index(range.end)) return;
    if (range.kind == TranslationRange::Kind::Index && (!is_index(range.values[0]) || !is_index(range.values[1])))
        return;
    t.translation_ranges.push_back(range);
}

void end_translation(World& w, AcsThread& t) {
    if (t.translation == 0) return;
    set_translation(w.look_changes, t.translation, std::move(t.translation_ranges));
    t.translation = 0;
    t.translation_ranges.clear();
}

}  // namespace sim
