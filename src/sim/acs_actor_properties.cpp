// ACS's GetActorProperty and SetActorProperty, by ZDoom's APROP_ numbers
// (its zdefs.acs), for the properties a Doom thing has. As ZDoom: tid 0 is
// the activator; a get reads the first thing with the id, a set changes
// every one. A property Doom's things have not is named in one warning per
// map; it reads 0 and is not changed.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "sim/acs_world.h"
#include "sim/interaction.h"
#include "sim/map_utility.h"
#include "sim/thing_ids.h"
#include "sim/thing_specials.h"
#include "sim/world.h"

namespace sim {

namespace {

enum Property : int {
    kHealth = 0, kSpeed = 1, kDamage = 2, kAmbush = 10, kGravity = 15, kFriendly = 16, kSpawnHealth = 17,
    kDropped = 18, kTargetTid = 26, kTracerTid = 27, kDormant = 31, kMass = 32, kHeight = 35, kRadius = 36,
    kReactionTime = 37, kViewHeight = 39,
};

constexpr std::array<std::string_view, 47> kNames = {
    "Health", "Speed", "Damage", "Alpha", "RenderStyle", "SeeSound", "AttackSound", "PainSound", "DeathSound",
    "ActiveSound", "Ambush", "Invulnerable", "JumpZ", "ChaseGoal", "Frightened", "Gravity", "Friendly",
    "SpawnHealth", "Dropped", "Notarget", "Species", "NameTag", "Score", "Notrigger", "DamageFactor", "MasterTID",
    "TargetTID", "TracerTID", "WaterLevel", "ScaleX", "ScaleY", "Dormant", "Mass", "Accuracy", "Stamina", "Height",
    "Radius", "ReactionTime", "MeleeRange", "ViewHeight", "AttackZOffset", "StencilColor", "Friction",
    "DamageMultiplier", "MaxStepHeight", "MaxDropOffHeight", "DamageType",
};

void not_played(World& w, int property, bool set) {
    const auto i = static_cast<std::size_t>(property);
    const std::string name = i < kNames.size() ? "APROP_" + std::string(kNames[i]) : std::to_string(property);
    acs_warn_once(w, "actor property " + std::to_string(property) + (set ? " set" : " get"),
                  std::string("ACS ") + (set ? "sets" : "reads") + " actor property " + name +
                      ", which this simulation does not play; " + (set ? "nothing changes" : "it reads 0"));
}

int flag(const Mobj& m, std::uint32_t bit) { return (m.flags & bit) ? 1 : 0; }

}  // namespace

int acs_get_actor_property(World& w, const AcsThread& t, int tid, int property) {
    const Mobj* m = acs_thing(w, t, tid);
    if (!m) return 0;
    const MobjInfo& info = *m->info;
    switch (property) {
        case kHealth: return m->health;
        // A monster's speed is in units a step, a missile's in fixed point already.
        case kSpeed: return (info.flags & MF_MISSILE) ? info.speed : info.speed * base::kFracUnit;
        case kDamage: return info.damage;
        case kAmbush: return flag(*m, MF_AMBUSH);
        case kGravity: return m->gravity;
        case kFriendly: return flag(*m, MF_FRIEND);
        case kSpawnHealth: return info.spawn_health;
        case kDropped: return flag(*m, MF_DROPPED);
        case kTargetTid: return m->target ? m->target->tid : 0;
        case kTracerTid: return m->tracer ? m->tracer->tid : 0;
        case kDormant: return m->dormant ? 1 : 0;
        case kMass: return info.mass;
        case kHeight: return m->height;
        case kRadius: return m->radius;
        case kReactionTime: return m->reactiontime;
        case kViewHeight: return m->player ? m->player->viewheight : 0;
        default: not_played(w, property, false); return 0;
    }
}

void acs_set_actor_property(World& w, const AcsThread& t, int tid, int property, int value) {
    std::vector<Mobj*> things = things_with_id(w, tid, t.activator);
    for (Mobj* m : things) {
        switch (property) {
            case kHealth:
                // ZDoom leaves the dead alone, and kills a thing set to none.
                if (m->health <= 0 || (m->player && m->player->playerstate == PST_DEAD)) break;
                m->health = value;
                if (m->player) m->player->health = value;
                if (value <= 0) kill_mobj(w, t.activator, *m);
                break;
            case kAmbush: m->flags = value ? m->flags | MF_AMBUSH : m->flags & ~MF_AMBUSH; break;
            case kGravity: m->gravity = value; break;
            case kDormant: set_dormant(*m, value != 0); break;
            case kHeight: m->height = value; break;
            case kRadius:
                // The blockmap links depend on the radius.
                unset_thing_position(w, *m);
                m->radius = value;
                set_thing_position(w, *m);
                break;
            case kReactionTime: m->reactiontime = value; break;
            default: not_played(w, property, true); return;
        }
    }
}

}  // namespace sim
