#pragma once
// ACS's CreateTranslation, which acc compiles to STARTTRANSLATION, one
// TRANSLATIONRANGE1..5 a range and ENDTRANSLATION (ZDoom's p_acs.cpp): the
// script builds translation `number` a range at a time and the world takes
// it at the end (sim::LookChanges::translations), for things to be drawn
// through (Thing_SetTranslation).
#include "sim/look_changes.h"

namespace sim {

struct World;
struct AcsThread;

// STARTTRANSLATION: numbers outside 1..kMaxScriptedTranslations start
// nothing, and the ranges that follow are dropped, as in ZDoom.
void start_translation(AcsThread& t, int number);
// TRANSLATIONRANGE1..5: ranges naming an index outside 0..255 are dropped
// (ZDoom's IndexOutOfRange).
void add_translation_range(AcsThread& t, const TranslationRange& range);
// ENDTRANSLATION.
void end_translation(World& w, AcsThread& t);

}  // namespace sim
