#pragma once
// `brimstone bench video [--demo FILE] [--tics N] [--size WxH] [--fps N]
// [--runs N]`: video export timed beside dsda-doom's -viddump, the one
// peer that has it. The first N tics of an oracle demo (700 by default;
// freedoom2-demo1.lmp) are written as a vanilla demo of their own, so
// both programs record the same stretch; ours with `demo --video` at the
// size and rate asked (1920×1080, 60 fps by default) and its default
// encoder settings, dsda-doom with `-timedemo -viddump` in its software
// renderer at that size, once with its own default capture commands
// (ffmpeg, libx264's default preset) and once told to use ours (libx264
// ultrafast, crf 20): like with like. Each run is a whole process, timed
// by wall clock and by the CPU time of it and its encoders (wait4); the
// video's length is read from the file written. Speed is seconds of video
// per second of wall time (above 1: faster than real time).
#include <ostream>
#include <string>

#include "config/command_line.h"

namespace app {

int bench_video(const config::CommandLine& cl, const std::string& self_exe, const std::string& oracle_dir,
                std::ostream& out);

}  // namespace app
