#include "app/video_encoder.h"

#include <algorithm>
#include <vector>

#include "app/ffmpeg_library.h"
#include "base/error.h"

namespace app {
namespace {

std::string av_message(int code) {
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    ffmpeg().av_strerror(code, text, sizeof text);
    return text;
}

struct CodecDeleter {
    void operator()(AVCodecContext* c) const { ffmpeg().avcodec_free_context(&c); }
};
struct FrameDeleter {
    void operator()(AVFrame* f) const { ffmpeg().av_frame_free(&f); }
};
struct PacketDeleter {
    void operator()(AVPacket* p) const { ffmpeg().av_packet_free(&p); }
};
using CodecContext = std::unique_ptr<AVCodecContext, CodecDeleter>;
using FramePtr = std::unique_ptr<AVFrame, FrameDeleter>;
using PacketPtr = std::unique_ptr<AVPacket, PacketDeleter>;

std::uint8_t clamp_byte(int v) { return static_cast<std::uint8_t>(std::clamp(v, 0, 255)); }

}  // namespace

struct VideoEncoder::Impl {
    std::string path;
    VideoSettings settings;
    AVFormatContext* format = nullptr;
    bool finished = false;
    CodecContext video, sound;
    AVStream* video_stream = nullptr;
    AVStream* sound_stream = nullptr;
    FramePtr picture, sound_frame;
    PacketPtr packet{ffmpeg().av_packet_alloc()};
    std::int64_t pictures = 0, sound_samples = 0;
    std::vector<float> pending_left, pending_right;  // samples short of a whole AAC frame

    [[noreturn]] void fail(const std::string& what, int code) const {
        throw base::Error(path + ": " + what + (code < 0 ? " (" + av_message(code) + ")" : ""));
    }

    ~Impl() {
        if (format) {
            if (format->pb && !(format->oformat->flags & AVFMT_NOFILE)) ffmpeg().avio_closep(&format->pb);
            ffmpeg().avformat_free_context(format);
        }
    }

    void open_video() {
        const AVCodec* codec = ffmpeg().avcodec_find_encoder(AV_CODEC_ID_H264);
        if (!codec) fail("this FFmpeg has no H.264 encoder", 0);
        video.reset(ffmpeg().avcodec_alloc_context3(codec));
        AVCodecContext& c = *video;
        c.width = settings.width;
        c.height = settings.height;
        c.time_base = AVRational{1, settings.fps};
        c.framerate = AVRational{settings.fps, 1};
        c.pix_fmt = AV_PIX_FMT_YUV420P;
        c.gop_size = settings.fps * 2;  // a key frame every two seconds, for seeking
        c.color_range = AVCOL_RANGE_MPEG;
        c.colorspace = AVCOL_SPC_SMPTE170M;
        c.color_primaries = AVCOL_PRI_SMPTE170M;
        c.color_trc = AVCOL_TRC_SMPTE170M;
        if (format->oformat->flags & AVFMT_GLOBALHEADER) c.flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
        AVDictionary* options = nullptr;
        ffmpeg().av_dict_set(&options, "preset", settings.preset.c_str(), 0);
        ffmpeg().av_dict_set(&options, "crf", std::to_string(settings.crf).c_str(), 0);
        const int opened = ffmpeg().avcodec_open2(&c, codec, &options);
        ffmpeg().av_dict_free(&options);
        if (opened < 0) fail("cannot open the H.264 encoder", opened);
        video_stream = ffmpeg().avformat_new_stream(format, nullptr);
        if (!video_stream) fail("cannot add the video stream", 0);
        video_stream->time_base = c.time_base;
        ffmpeg().avcodec_parameters_from_context(video_stream->codecpar, &c);
        picture.reset(ffmpeg().av_frame_alloc());
        picture->format = c.pix_fmt;
        picture->width = c.width;
        picture->height = c.height;
        if (const int e = ffmpeg().av_frame_get_buffer(picture.get(), 0); e < 0) fail("out of memory for a picture", e);
    }

    void open_sound() {
        const AVCodec* codec = ffmpeg().avcodec_find_encoder(AV_CODEC_ID_AAC);
        if (!codec) fail("this FFmpeg has no AAC encoder", 0);
        sound.reset(ffmpeg().avcodec_alloc_context3(codec));
        AVCodecContext& c = *sound;
        c.sample_fmt = AV_SAMPLE_FMT_FLTP;  // the native AAC encoder's only format
        c.sample_rate = settings.sample_rate;
        c.bit_rate = 192000;
        ffmpeg().av_channel_layout_default(&c.ch_layout, 2);
        c.time_base = AVRational{1, settings.sample_rate};
        if (format->oformat->flags & AVFMT_GLOBALHEADER) c.flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
        if (const int e = ffmpeg().avcodec_open2(&c, codec, nullptr); e < 0) fail("cannot open the AAC encoder", e);
        sound_stream = ffmpeg().avformat_new_stream(format, nullptr);
        if (!sound_stream) fail("cannot add the sound stream", 0);
        sound_stream->time_base = c.time_base;
        ffmpeg().avcodec_parameters_from_context(sound_stream->codecpar, &c);
        sound_frame.reset(ffmpeg().av_frame_alloc());
        sound_frame->format = c.sample_fmt;
        sound_frame->nb_samples = c.frame_size;
        ffmpeg().av_channel_layout_copy(&sound_frame->ch_layout, &c.ch_layout);
        if (const int e = ffmpeg().av_frame_get_buffer(sound_frame.get(), 0); e < 0) fail("out of memory for sound", e);
    }

    // Sends a frame (null: the end) and writes every packet that comes out.
    void encode(AVCodecContext& codec, AVStream& stream, AVFrame* frame) {
        if (const int e = ffmpeg().avcodec_send_frame(&codec, frame); e < 0) fail("encoding failed", e);
        for (;;) {
            const int got = ffmpeg().avcodec_receive_packet(&codec, packet.get());
            if (got == AVERROR(EAGAIN) || got == AVERROR_EOF) return;
            if (got < 0) fail("encoding failed", got);
            ffmpeg().av_packet_rescale_ts(packet.get(), codec.time_base, stream.time_base);
            packet->stream_index = stream.index;
            if (const int e = ffmpeg().av_interleaved_write_frame(format, packet.get()); e < 0) fail("write failed", e);
        }
    }

    void send_sound_frame(int samples) {
        if (const int e = ffmpeg().av_frame_make_writable(sound_frame.get()); e < 0) fail("out of memory for sound", e);
        auto* left = reinterpret_cast<float*>(sound_frame->data[0]);
        auto* right = reinterpret_cast<float*>(sound_frame->data[1]);
        std::copy_n(pending_left.begin(), samples, left);
        std::copy_n(pending_right.begin(), samples, right);
        std::fill(left + samples, left + sound_frame->nb_samples, 0.0f);
        std::fill(right + samples, right + sound_frame->nb_samples, 0.0f);
        pending_left.erase(pending_left.begin(), pending_left.begin() + samples);
        pending_right.erase(pending_right.begin(), pending_right.begin() + samples);
        sound_frame->pts = sound_samples;
        sound_samples += sound_frame->nb_samples;
        encode(*sound, *sound_stream, sound_frame.get());
    }
};

VideoEncoder::VideoEncoder(const std::string& path, const VideoSettings& settings) : impl_(std::make_unique<Impl>()) {
    Impl& m = *impl_;
    m.path = path;
    m.settings = settings;
    if (settings.width <= 0 || settings.height <= 0 || settings.width % 2 || settings.height % 2)
        m.fail("the video's width and height must be even (4:2:0 pictures), got " + std::to_string(settings.width) +
                   "x" + std::to_string(settings.height),
               0);
    ffmpeg().av_log_set_level(AV_LOG_ERROR);  // the encoders' statistics are not for players
    if (settings.fps < 1 || settings.fps > 1000) m.fail("frame rate out of range: " + std::to_string(settings.fps), 0);
    if (const int e = ffmpeg().avformat_alloc_output_context2(&m.format, nullptr, nullptr, path.c_str()); e < 0 || !m.format)
        m.fail("cannot tell the container from the name (use .mkv or .mp4)", e);
    m.open_video();
    m.open_sound();
    if (!(m.format->oformat->flags & AVFMT_NOFILE))
        if (const int e = ffmpeg().avio_open(&m.format->pb, path.c_str(), AVIO_FLAG_WRITE); e < 0)
            m.fail("cannot create the file", e);
    if (const int e = ffmpeg().avformat_write_header(m.format, nullptr); e < 0) m.fail("cannot write the header", e);
}

VideoEncoder::~VideoEncoder() = default;

void VideoEncoder::add_frame(const render::Frame& frame, std::span<const assets::Rgb, 256> palette) {
    Impl& m = *impl_;
    if (frame.width != m.settings.width || frame.height != m.settings.height)
        m.fail("a frame of another size than the video's", 0);
    // BT.601 in the studio range, as the stream's tags say: each index's
    // luma and chroma terms, ×256. Chroma is linear in the colour, so a
    // 2×2 block's is the sum of its four pixels' terms.
    std::array<int, 256> luma{}, blue{}, red{};
    for (std::size_t i = 0; i < 256; ++i) {
        const int r = palette[i].r, g = palette[i].g, b = palette[i].b;
        luma[i] = (16 << 8) + 66 * r + 129 * g + 25 * b + 128;
        blue[i] = -38 * r - 74 * g + 112 * b;
        red[i] = 112 * r - 94 * g - 18 * b;
    }
    AVFrame& p = *m.picture;
    if (const int e = ffmpeg().av_frame_make_writable(&p); e < 0) m.fail("out of memory for a picture", e);
    for (int y = 0; y < frame.height; ++y) {
        const std::uint8_t* in = frame.row(y);
        std::uint8_t* out = p.data[0] + static_cast<std::ptrdiff_t>(y) * p.linesize[0];
        for (int x = 0; x < frame.width; ++x) out[x] = static_cast<std::uint8_t>(luma[in[x]] >> 8);
    }
    for (int y = 0; y < frame.height / 2; ++y) {
        const std::uint8_t* top = frame.row(2 * y);
        const std::uint8_t* bottom = frame.row(2 * y + 1);
        std::uint8_t* u = p.data[1] + static_cast<std::ptrdiff_t>(y) * p.linesize[1];
        std::uint8_t* v = p.data[2] + static_cast<std::ptrdiff_t>(y) * p.linesize[2];
        for (int x = 0; x < frame.width / 2; ++x) {
            const std::uint8_t a = top[2 * x], b = top[2 * x + 1], c = bottom[2 * x], d = bottom[2 * x + 1];
            // Four pixels' terms ×256: the mean's value is the sum shifted by 10.
            u[x] = clamp_byte(128 + ((blue[a] + blue[b] + blue[c] + blue[d] + 512) >> 10));
            v[x] = clamp_byte(128 + ((red[a] + red[b] + red[c] + red[d] + 512) >> 10));
        }
    }
    p.pts = m.pictures++;
    m.encode(*m.video, *m.video_stream, &p);
}

void VideoEncoder::add_sound(std::span<const std::int16_t> samples) {
    Impl& m = *impl_;
    for (std::size_t i = 0; i + 1 < samples.size(); i += 2) {
        m.pending_left.push_back(static_cast<float>(samples[i]) / 32768.0f);
        m.pending_right.push_back(static_cast<float>(samples[i + 1]) / 32768.0f);
    }
    const auto frame_size = static_cast<std::size_t>(m.sound->frame_size);
    while (m.pending_left.size() >= frame_size) m.send_sound_frame(static_cast<int>(frame_size));
}

void VideoEncoder::finish() {
    Impl& m = *impl_;
    if (m.finished) return;
    m.finished = true;
    if (!m.pending_left.empty()) m.send_sound_frame(static_cast<int>(m.pending_left.size()));
    m.encode(*m.video, *m.video_stream, nullptr);
    m.encode(*m.sound, *m.sound_stream, nullptr);
    if (const int e = ffmpeg().av_write_trailer(m.format); e < 0) m.fail("cannot finish the file", e);
    if (const int e = ffmpeg().avio_closep(&m.format->pb); e < 0) m.fail("write failed", e);
}

}  // namespace app
