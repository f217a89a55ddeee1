#include "config/schema.h"
#include "config/setting_groups.h"

namespace config {

const Schema& builtin_schema() {
    // Immutable after first use; built lazily so declaration mistakes surface
    // as a logic_error at a known point rather than during static init.
    static const Schema schema({video_settings(), audio_settings(), input_settings(), binding_settings(),
                                game_settings(), compat_settings(), demo_settings(), path_settings()});
    return schema;
}

}  // namespace config
