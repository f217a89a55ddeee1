#include "app/ffmpeg_library.h"

#include <dlfcn.h>

#include <array>
#include <string>

#include "base/error.h"

namespace app {

namespace {

std::string library_name(const char* stem, int major) { return std::string(stem) + ".so." + std::to_string(major); }

Ffmpeg load() {
    const std::array<std::string, 3> names{library_name("libavutil", LIBAVUTIL_VERSION_MAJOR),
                                           library_name("libavcodec", LIBAVCODEC_VERSION_MAJOR),
                                           library_name("libavformat", LIBAVFORMAT_VERSION_MAJOR)};
    // Kept open for the rest of the run, as a linked library would be.
    std::array<void*, 3> handles{};
    for (std::size_t i = 0; i < names.size(); ++i) {
        handles[i] = dlopen(names[i].c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handles[i]) throw base::Error("video: FFmpeg is not available (" + std::string(dlerror()) + ")");
    }
    const auto find = [&](const char* name) {
        for (void* handle : handles)
            if (void* symbol = dlsym(handle, name)) return symbol;
        throw base::Error(std::string("video: FFmpeg's libraries lack ") + name);
    };
    Ffmpeg f;
#define BRIMSTONE_FFMPEG_LOOKUP(name) f.name = reinterpret_cast<decltype(f.name)>(find(#name));
    BRIMSTONE_FFMPEG_FUNCTIONS(BRIMSTONE_FFMPEG_LOOKUP)
#undef BRIMSTONE_FFMPEG_LOOKUP
    return f;
}

}  // namespace

const Ffmpeg& ffmpeg() {
    static const Ffmpeg loaded = load();
    return loaded;
}

}  // namespace app
