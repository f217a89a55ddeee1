#include "wad/file_bytes.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "base/error.h"
#include "base/file_io.h"

namespace wad {

FileBytes FileBytes::open(const std::filesystem::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw base::Error(path.string() + ": cannot open: " + std::strerror(errno));
    struct stat st {};
    const bool regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
    void* map = regular ? mmap(nullptr, static_cast<std::size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0)
                        : MAP_FAILED;
    close(fd);
    // Empty files, pipes and file systems without mmap are read instead;
    // read_file gives the message when that fails too.
    if (map == MAP_FAILED) return FileBytes(base::read_file(path));
    FileBytes f;
    f.mapped_ = static_cast<const std::uint8_t*>(map);
    f.mapped_size_ = static_cast<std::size_t>(st.st_size);
    return f;
}

FileBytes::FileBytes(FileBytes&& other) noexcept
    : mapped_(std::exchange(other.mapped_, nullptr)),
      mapped_size_(std::exchange(other.mapped_size_, 0)),
      owned_(std::move(other.owned_)) {}

FileBytes& FileBytes::operator=(FileBytes&& other) noexcept {
    if (this != &other) {
        unmap();
        mapped_ = std::exchange(other.mapped_, nullptr);
        mapped_size_ = std::exchange(other.mapped_size_, 0);
        owned_ = std::move(other.owned_);
    }
    return *this;
}

FileBytes::~FileBytes() { unmap(); }

void FileBytes::unmap() {
    if (mapped_) munmap(const_cast<std::uint8_t*>(mapped_), mapped_size_);
    mapped_ = nullptr;
    mapped_size_ = 0;
}

}  // namespace wad
