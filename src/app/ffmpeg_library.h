#pragma once
// FFmpeg's libraries, opened the first time a video is written. Linked
// into the program, they cost every start of it 60-70 ms (loading them and
// their constructors), while only `demo --video` and `bench video` use them (as FluidSynth
// is opened only to play music); `bench video` reads back what it wrote.
extern "C" {
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/opt.h>
}

namespace app {

#define BRIMSTONE_FFMPEG_FUNCTIONS(F)                                                                         \
    F(av_channel_layout_copy) F(av_channel_layout_default) F(av_dict_free) F(av_dict_set) F(av_frame_alloc)   \
    F(av_frame_free) F(av_frame_get_buffer) F(av_frame_make_writable) F(av_interleaved_write_frame)           \
    F(av_log_set_level) F(av_packet_alloc) F(av_packet_free) F(av_packet_rescale_ts) F(av_strerror)           \
    F(av_write_trailer) F(avcodec_alloc_context3) F(avcodec_find_encoder) F(avcodec_free_context)             \
    F(avcodec_open2) F(avcodec_parameters_from_context) F(avcodec_receive_packet) F(avcodec_send_frame)       \
    F(avformat_alloc_output_context2) F(avformat_free_context) F(avformat_new_stream) F(avformat_write_header) \
    F(avio_closep) F(avio_open) F(avformat_open_input) F(avformat_find_stream_info) F(avformat_close_input)

struct Ffmpeg {
#define BRIMSTONE_FFMPEG_POINTER(name) decltype(&::name) name = nullptr;
    BRIMSTONE_FFMPEG_FUNCTIONS(BRIMSTONE_FFMPEG_POINTER)
#undef BRIMSTONE_FFMPEG_POINTER
};

// The functions, loaded on the first call (libavutil, libavcodec and
// libavformat of the major versions built against). Throws base::Error
// naming the library or function that is missing.
const Ffmpeg& ffmpeg();

}  // namespace app
