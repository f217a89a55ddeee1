#include "audio/driver_logs.h"

#include <alsa/asoundlib.h>

#include <cstdlib>

namespace audio {
namespace {

void ignore_alsa_message(const char*, int, const char*, int, const char*, ...) {}

}  // namespace

void quiet_driver_logs() {
    // OpenAL Soft loads the same libasound, so its handler is ours.
    snd_lib_error_set_handler(&ignore_alsa_message);
    setenv("ALSOFT_LOGLEVEL", "0", 0);
}

}  // namespace audio
