// `demo --video`: the file holds H.264 pictures and AAC sound of the right
// size, rate and length, and at 35 frames a second its last frame is the
// original's frame after the last tic (Chocolate Doom's oracle picture,
// within what lossy compression changes), not the tic before's.
extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
}

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "program_run.h"
#include "support/oracle_png.h"
#include "support/temp_dir.h"
#include "support/test_support.h"

namespace {

struct Decoded {
    int width = 0, height = 0, video_frames = 0;
    AVRational frame_rate{0, 1};
    int sample_rate = 0, channels = 0;
    double sound_seconds = 0;
    std::map<int, std::vector<std::uint8_t>> luma;  // each frame's Y plane
    std::string video_codec, sound_codec;
};

// Decodes every video frame of `path`, keeping each one's luma.
Decoded decode(const std::string& path) {
    Decoded d;
    AVFormatContext* format = nullptr;
    if (avformat_open_input(&format, path.c_str(), nullptr, nullptr) < 0) {
        ADD_FAILURE() << "cannot open " << path;
        return d;
    }
    avformat_find_stream_info(format, nullptr);
    const int video = av_find_best_stream(format, AVMEDIA_TYPE_VIDEO, -1, -1, nullptr, 0);
    const int sound = av_find_best_stream(format, AVMEDIA_TYPE_AUDIO, -1, -1, nullptr, 0);
    EXPECT_GE(video, 0);
    EXPECT_GE(sound, 0);
    if (video < 0 || sound < 0) {
        avformat_close_input(&format);
        return d;
    }
    const AVCodecParameters* vp = format->streams[video]->codecpar;
    const AVCodecParameters* sp = format->streams[sound]->codecpar;
    d.video_codec = avcodec_get_name(vp->codec_id);
    d.sound_codec = avcodec_get_name(sp->codec_id);
    d.width = vp->width;
    d.height = vp->height;
    d.frame_rate = format->streams[video]->r_frame_rate;
    d.sample_rate = sp->sample_rate;
    d.channels = sp->ch_layout.nb_channels;
    AVCodecContext* codec = avcodec_alloc_context3(avcodec_find_decoder(vp->codec_id));
    avcodec_parameters_to_context(codec, vp);
    avcodec_open2(codec, avcodec_find_decoder(vp->codec_id), nullptr);
    AVPacket* packet = av_packet_alloc();
    AVFrame* frame = av_frame_alloc();
    std::int64_t sound_samples = 0;
    const auto drain = [&] {
        while (avcodec_receive_frame(codec, frame) == 0) {
            std::vector<std::uint8_t>& y = d.luma[d.video_frames++];
            for (int row = 0; row < frame->height; ++row)
                y.insert(y.end(), frame->data[0] + row * frame->linesize[0],
                         frame->data[0] + row * frame->linesize[0] + frame->width);
        }
    };
    while (av_read_frame(format, packet) >= 0) {
        if (packet->stream_index == video) {
            avcodec_send_packet(codec, packet);
            drain();
        } else if (packet->stream_index == sound) {
            sound_samples += packet->duration;
        }
        av_packet_unref(packet);
    }
    avcodec_send_packet(codec, nullptr);
    drain();
    d.sound_seconds = static_cast<double>(sound_samples) * av_q2d(format->streams[sound]->time_base);
    av_frame_free(&frame);
    av_packet_free(&packet);
    avcodec_free_context(&codec);
    avformat_close_input(&format);
    return d;
}

// The PSNR of a decoded Y plane against an indexed picture, converted with
// BT.601's studio-range luma.
double luma_psnr(const std::vector<std::uint8_t>& y, const test_support::IndexedImage& image) {
    double error = 0;
    for (int row = 0; row < image.height; ++row)
        for (int x = 0; x < image.width; ++x) {
            const auto& c = image.palette[image.at(x, row)];
            const double expected = 16 + (65.481 * c[0] + 128.553 * c[1] + 24.966 * c[2]) / 255.0;
            const double d = expected - y[static_cast<std::size_t>(row * image.width + x)];
            error += d * d;
        }
    const double mse = error / (image.width * image.height);
    return mse == 0 ? 99 : 10 * std::log10(255.0 * 255.0 / mse);
}

TEST(DemoVideo, FramesAreTheOriginalsAndSoundLastsAsLong) {
    test_support::TempDir dir;
    const std::filesystem::path out = dir.path() / "demo1.mkv";
    const app_tests::ProgramResult r = app_tests::run_brimstone(
        {{"demo", (test_support::oracle_dir() / "freedoom2-demo1.lmp").string(), "-iwad",
          test_support::iwad("freedoom2.wad").string(), "--video", out.string(), "--size", "320x200", "--fps",
          "35", "--tics", "100", "--set", "video.renderer=software"},
         dir.path(), {}, 600});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_NE(r.err.find("video: frame"), std::string::npos) << r.err;
    const Decoded d = decode(out.string());
    EXPECT_EQ(d.video_codec, "h264");
    EXPECT_EQ(d.sound_codec, "aac");
    EXPECT_EQ(d.width, 320);
    EXPECT_EQ(d.height, 200);
    EXPECT_EQ(d.frame_rate.num, d.frame_rate.den * 35);
    // The start, the melt into the level (the game waits while it runs,
    // as in the window) and one frame a tic: the melt is a few dozen tics.
    EXPECT_GE(d.video_frames, 101 + 20);
    EXPECT_LE(d.video_frames, 101 + 60);
    EXPECT_EQ(d.sample_rate, 44100);
    EXPECT_EQ(d.channels, 2);
    // Sound all along, one tic of it per frame after the first.
    EXPECT_NEAR(d.sound_seconds, (d.video_frames - 1) / 35.0, 0.05);

    // The last frame is the one after tic 100.
    const auto oracle = test_support::read_indexed_png(test_support::oracle_dir() / "freedoom2-demo1-tic100.png");
    ASSERT_EQ(oracle.width, 320);
    ASSERT_EQ(static_cast<int>(d.luma.size()), d.video_frames);
    const double at = luma_psnr(d.luma.at(d.video_frames - 1), oracle);
    EXPECT_GT(at, 36.0);
    // The one before, a tic earlier, is clearly further off.
    EXPECT_LT(luma_psnr(d.luma.at(d.video_frames - 2), oracle), at - 3);
}

TEST(DemoVideo, BadRequestsAreNamed) {
    test_support::TempDir dir;
    const std::string demo = (test_support::oracle_dir() / "freedoom2-demo1.lmp").string();
    const std::string iwad = test_support::iwad("freedoom2.wad").string();
    const app_tests::ProgramResult odd = app_tests::run_brimstone(
        {{"demo", demo, "-iwad", iwad, "--video", (dir.path() / "a.mkv").string(), "--size", "321x200"},
         dir.path(), {}, 120});
    EXPECT_EQ(odd.exit_code, 1);
    EXPECT_NE(odd.err.find("a.mkv: the video's width and height must be even"), std::string::npos) << odd.err;
    const app_tests::ProgramResult unknown = app_tests::run_brimstone(
        {{"demo", demo, "-iwad", iwad, "--video", (dir.path() / "a.xyz").string(), "--size", "320x200"},
         dir.path(), {}, 120});
    EXPECT_EQ(unknown.exit_code, 1);
    EXPECT_NE(unknown.err.find("a.xyz: cannot tell the container"), std::string::npos) << unknown.err;
    const app_tests::ProgramResult folder = app_tests::run_brimstone(
        {{"demo", demo, "-iwad", iwad, "--video", (dir.path() / "no" / "such" / "a.mkv").string(), "--size",
          "320x200"},
         dir.path(), {}, 120});
    EXPECT_EQ(folder.exit_code, 1);
    EXPECT_NE(folder.err.find("a.mkv: cannot create the file"), std::string::npos) << folder.err;
}

}  // namespace
