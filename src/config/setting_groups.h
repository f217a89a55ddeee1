#pragma once
// The groups of built-in settings, one function per owning subsystem. Each
// moves next to its subsystem's code once that subsystem exists; the
// builtin schema lists them in documentation order.
#include "config/schema.h"

namespace config {

SettingGroup video_settings();
SettingGroup audio_settings();
SettingGroup input_settings();
SettingGroup binding_settings();
SettingGroup game_settings();
SettingGroup compat_settings();
SettingGroup demo_settings();
SettingGroup path_settings();

}  // namespace config
