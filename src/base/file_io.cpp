#include "base/file_io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "base/error.h"

namespace base {

std::vector<std::uint8_t> read_file(const std::filesystem::path& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw Error(path.string() + ": is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(path.string() + ": cannot open: " + std::strerror(errno));
    in.seekg(0, std::ios::end);
    std::streamoff len = in.tellg();
    if (len < 0) throw Error(path.string() + ": cannot determine size");
    in.seekg(0, std::ios::beg);
    std::vector<std::uint8_t> data(static_cast<std::size_t>(len));
    if (len > 0 && !in.read(reinterpret_cast<char*>(data.data()), len))
        throw Error(path.string() + ": read error");
    return data;
}

std::string read_text_file(const std::filesystem::path& path) {
    auto bytes = read_file(path);
    return std::string(bytes.begin(), bytes.end());
}

void write_file_atomic(const std::filesystem::path& path, const void* data, std::size_t size) {
    std::filesystem::path tmp = path;
    tmp += ".tmp";
    {
        std::FILE* f = std::fopen(tmp.c_str(), "wb");
        if (!f) throw Error(tmp.string() + ": cannot create: " + std::strerror(errno));
        bool ok = size == 0 || std::fwrite(data, 1, size, f) == size;
        ok = (std::fflush(f) == 0) && ok;
        ok = (std::fclose(f) == 0) && ok;
        if (!ok) {
            std::remove(tmp.c_str());
            throw Error(tmp.string() + ": write failed; " + path.string() + " left unchanged");
        }
    }
    std::error_code ec;
    std::filesystem::rename(tmp, path, ec);
    if (ec) {
        std::remove(tmp.c_str());
        throw Error(path.string() + ": cannot replace: " + ec.message());
    }
}

std::string problem_reading(const std::exception& error, const std::filesystem::path& path) {
    std::string message = error.what();
    const std::string prefix = path.string() + ": ";
    if (message.starts_with(prefix)) message.erase(0, prefix.size());
    return message;
}

}  // namespace base
