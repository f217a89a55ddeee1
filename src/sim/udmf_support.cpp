#include "sim/udmf_support.h"

#include "base/log.h"
#include "map/udmf_field_support.h"
#include "sim/acs_builtins.h"
#include "sim/acs_vm.h"
#include "sim/unplayed_things.h"
#include "sim/world.h"

namespace sim {

namespace {

struct Block {
    map::ElementKind kind;
    const char* title;
};
constexpr Block kBlocks[] = {
    {map::ElementKind::Global, "global"}, {map::ElementKind::Vertex, "vertex"}, {map::ElementKind::Line, "linedef"},
    {map::ElementKind::Side, "sidedef"},  {map::ElementKind::Sector, "sector"}, {map::ElementKind::Thing, "thing"},
};

std::string cell(map::Support s) { return std::string(map::support_word(s)); }

void field_tables(std::string& out) {
    for (const Block& block : kBlocks) {
        out += "\n## " + std::string(block.title) + " fields\n\n| field | simulation | software | exact view | true 3D | note |\n|---|---|---|---|---|---|\n";
        for (const map::FieldSupport& f : map::udmf_field_support()) {
            if (f.block != block.kind) continue;
            out += "| `" + std::string(f.name) + "` | " + cell(f.simulation) + " | " + cell(f.software) + " | " +
                   cell(f.exact_view) + " | " + cell(f.true_view) + " | " + std::string(f.note) + " |\n";
        }
    }
}

// How many fields have each status, per column.
void summary(std::string& out) {
    constexpr map::Support map::FieldSupport::*kColumns[] = {
        &map::FieldSupport::simulation, &map::FieldSupport::software, &map::FieldSupport::exact_view,
        &map::FieldSupport::true_view};
    out += "| fields | simulation | software | exact view | true 3D |\n|---|---|---|---|---|\n";
    for (int status = 0; status < 4; ++status) {
        out += "| " + cell(static_cast<map::Support>(status));
        for (auto column : kColumns) {
            int n = 0;
            for (const map::FieldSupport& f : map::udmf_field_support()) n += static_cast<int>(f.*column) == status;
            out += " | " + std::to_string(n);
        }
        out += " |\n";
    }
}

const char* element_word(map::ElementKind kind) {
    switch (kind) {
        case map::ElementKind::Global: return "";
        case map::ElementKind::Vertex: return "vertex";
        case map::ElementKind::Line: return "linedef";
        case map::ElementKind::Side: return "sidedef";
        case map::ElementKind::Sector: return "sector";
        case map::ElementKind::Thing: return "thing";
    }
    return "";
}

}  // namespace

void warn_of_unplayed_fields(const World& w) {
    for (const map::FieldUse& use : w.level.extensions.fields_set) {
        const map::FieldSupport* f = map::find_field_support(use.element, use.name);
        if (!f) continue;
        const bool unplayed = f->simulation == map::Support::StoredOnly;
        const bool undrawn = f->software == map::Support::StoredOnly;
        if (!unplayed && !undrawn) continue;
        const std::string who = use.element == map::ElementKind::Global
                                    ? std::string("the map")
                                    : std::string(element_word(use.element)) + " " + std::to_string(use.index);
        const bool true_view_draws = f->true_view == map::Support::Yes;
        const char* what = unplayed && undrawn ? "this simulation does not play and the renderers do not draw"
                           : unplayed          ? "this simulation does not play"
                           : true_view_draws   ? "the software renderer and the exact Vulkan view do not draw (the true 3D "
                                                 "view does: video.vulkan_view = \"true3d\")"
                                               : "the renderers do not draw";
        base::warn(w.level.where + ": " + who + " sets " + std::string(use.name) + ", which " + what +
                   " yet (docs/udmf-support.md)");
    }
}

namespace {

// The p-codes and ZDoom's built-in functions, played or not.
void acs_tables(std::string& out) {
    std::string unplayed, not_in_zdoom;
    int played = 0;
    for (int op = 0; op < acs_pcode_count(); ++op) {
        if (acs_pcode_played(op)) {
            ++played;
            continue;
        }
        std::string& list = acs_pcode_in_zdoom(op) ? unplayed : not_in_zdoom;
        list += (list.empty() ? "" : ", ") + std::string(acs_pcode_name(op)) + " (" + std::to_string(op) + ")";
    }
    out += "\n## ACS\n\nBEHAVIOR in Hexen's format and ZDoom's (ACSE, ACSe and the compatible layout), with "
           "ZDoom's\nlibraries (LOAD, LOADACS; functions, map variables and arrays linked by name).\n" +
           std::to_string(played) + " of ZDoom's " + std::to_string(acs_pcode_count()) +
           " p-codes played; a script that reaches one of the others is stopped, with one\n"
           "warning per map naming it. Not played: " + unplayed + ". Not in ZDoom's interpreter either (it stops "
           "the script there too): " + not_in_zdoom + ".\n";
    std::string played_builtins, unplayed_builtins;
    int count = 0;
    for (const AcsBuiltin& b : acs_builtins()) {
        std::string& list = b.played ? played_builtins : unplayed_builtins;
        list += (list.empty() ? "" : ", ") + std::string(b.name) + " (" + std::to_string(b.number) + ")";
        count += b.played;
    }
    out += "\nZDoom's built-in functions (CALLFUNC): " + std::to_string(count) + " of " +
           std::to_string(acs_builtins().size()) + " played: " + played_builtins + ". Not played: " + unplayed_builtins +
           ".\n";
}

}  // namespace

std::string udmf_support_markdown() {
    std::string out =
        "# UDMF support\n\n"
        "<!-- Generated by `brimstone info --udmf-support` from src/map/udmf_field_support.cpp,\n"
        "     src/sim/hexen_special_names.cpp, hexen_actions.cpp, hexen_activation.cpp and\n"
        "     hexen_sectors.cpp and unplayed_things.cpp; tests/sim/udmf_support_test.cpp keeps this\n"
        "     file equal to it. -->\n\n"
        "What Brimstone does with each field of UDMF 1.1 and ZDoom's extensions, and with\n"
        "each Hexen-type special and sector type (maps in the `hexen` and `zdoom`\n"
        "namespaces; `doom`-namespace maps use Doom's line and sector types, played as\n"
        "the compatibility level says). Columns: the simulation, the software renderer,\n"
        "the exact Vulkan view and the true 3D view. *yes*: played or drawn; *partly*:\n"
        "the note says what is left out; *stored only*: read and kept, nothing acts on\n"
        "it yet; *n/a*: not that part's business.\n"
        "A map using a special or sector type that is not played gets one warning\n"
        "naming it. Fields the loader does not know are kept as custom fields.\n\n";
    summary(out);
    field_tables(out);

    const std::vector<SpecialSupport> specials = hexen_special_support();
    int played = 0;
    for (const SpecialSupport& s : specials) played += s.played;
    out += "\n## Line specials\n\n" + std::to_string(played) + " of " + std::to_string(specials.size()) +
           " played.\n\n| number | name | played | note |\n|---|---|---|---|\n";
    for (const SpecialSupport& s : specials)
        out += "| " + std::to_string(s.number) + " | " + std::string(s.name) + " | " + (s.played ? "yes" : "no") +
               " | " + std::string(s.note) + " |\n";

    const std::vector<SectorTypeSupport> types = hexen_sector_type_support();
    played = 0;
    for (const SectorTypeSupport& t : types) played += t.played;
    out += "\n## Sector types\n\nThe low byte of a sector's special; bits 8-9 (damage) and 10 (secret) are\n"
           "played beside any type. " + std::to_string(played) + " of " + std::to_string(types.size()) +
           " played.\n\n| number | name | played | note |\n|---|---|---|---|\n";
    for (const SectorTypeSupport& t : types)
        out += "| " + std::to_string(t.first) + (t.last != t.first ? "-" + std::to_string(t.last) : "") + " | " +
               std::string(t.name) + " | " + (t.played ? "yes" : "no") + " | " + std::string(t.note) + " |\n";
    out += "\n## Thing types\n\nBeyond Doom's things (and Boom's, MBF's and DeHackEd's at their levels), ZDoom's "
           "MapSpot (9001),\nMapSpotGravity (9013), SecurityCamera (9025), AimingCamera (9073), the camera paths'\n"
           "InterpolationPoint (9070), PathFollower (9071), MovingCamera (9072), ActorMover (9074) and\n"
           "InterpolationSpecial (9075), the sector actions SecActUseWall, SecActUse, SecActHitCeil,\n"
           "SecActExit, SecActEnter and SecActHitFloor (9994-9999) and the fake-plane ones SecActEyesAboveC,\n"
           "SecActEyesBelowC (9982-9983), SecActHitFakeFloor (9989), SecActEyesSurface and SecActEyesDive\n"
           "(9992-9993), the polyobjects' anchor and spots\n"
           "(9300-9303), AmbientSound\n"
           "(14001-14065) and MusicChanger (14100-14165) are played in Hexen-format and UDMF maps; so are the\n"
           "slope things VavoomFloor and VavoomCeiling (1500-1501), VertexFloorZ and VertexCeilingZ\n"
           "(1504-1505), SlopeFloorPointLine, SlopeCeilingPointLine, SetFloorSlope and SetCeilingSlope\n"
           "(9500-9503), CopyFloorPlane and CopyCeilingPlane (9510-9511), and wherever a map has ZDoom's\n"
           "sector fields SectorFlagSetter (9041) and SectorSilencer (9082). Doom Builder's camera (32000)\n"
           "does nothing, as in ZDoom.\n"
           "A thing of another number is left out, with one warning per map and number. ZDoom's classes\nnot "
           "played: ";
    std::string zdoom;
    for (const ZDoomThing& t : unplayed_zdoom_things())
        zdoom += (zdoom.empty() ? "" : ", ") + std::string(t.name) + " (" + std::to_string(t.first) +
                 (t.last != t.first ? "-" + std::to_string(t.last) : "") + ")";
    out += zdoom + ".\n";
    acs_tables(out);
    return out;
}

}  // namespace sim
