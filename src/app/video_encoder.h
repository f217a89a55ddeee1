#pragma once
// A video file (Matroska or MP4, by the name's extension) written through
// FFmpeg's libraries: H.264 pictures from 8-bit frames and their palettes,
// AAC sound from the game's 44 100 Hz 16-bit stereo samples.
#include <cstdint>
#include <memory>
#include <span>
#include <string>

#include "assets/palette.h"
#include "render/frame.h"

namespace app {

struct VideoSettings {
    int width = 0, height = 0;  // even: 4:2:0 chroma halves both
    int fps = 60;
    int sample_rate = 44100;
    // x264's speed against size: "ultrafast" … "veryslow".
    std::string preset = "ultrafast";
    int crf = 20;  // x264's constant quality; lower is better
};

class VideoEncoder {
public:
    // Opens `path` for writing; throws base::Error naming it (an unknown
    // extension, no H.264 encoder, a folder that cannot be written).
    VideoEncoder(const std::string& path, const VideoSettings& settings);
    ~VideoEncoder();
    VideoEncoder(const VideoEncoder&) = delete;
    VideoEncoder& operator=(const VideoEncoder&) = delete;

    // The next picture: `frame` (the settings' size) shown through `palette`.
    void add_frame(const render::Frame& frame, std::span<const assets::Rgb, 256> palette);
    // More sound, interleaved left/right samples.
    void add_sound(std::span<const std::int16_t> samples);
    // Flushes both encoders and writes the file's end; throws on a write error.
    void finish();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace app
