#pragma once
// Sound libraries talk on standard error where there is no sound card:
// libasound prints each configuration step that failed, OpenAL Soft logs
// each backend it tried. The player is told once, by us, instead. A user's
// own ALSOFT_LOGLEVEL still wins, for debugging a driver.
namespace audio {

// Before the first OpenAL call.
void quiet_driver_logs();

}  // namespace audio
