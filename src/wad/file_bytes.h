#pragma once
// A WAD file's bytes, mapped read-only from the file rather than read:
// opening a 28 MB IWAD then costs a directory read, and only the pages of
// lumps that are used are ever loaded. Bytes given in memory (tests, files
// that cannot be mapped such as pipes) are held as they are.
//
// A mapped file that another program truncates while we run loses the
// pages past its new end; touching one raises SIGBUS. src/app installs a
// handler that names the file and stops the program with a message
// (app/mapped_file_guard.h) instead of dying on the signal.
#include <cstdint>
#include <filesystem>
#include <span>
#include <vector>

namespace wad {

class FileBytes {
public:
    FileBytes() = default;
    explicit FileBytes(std::vector<std::uint8_t> bytes) : owned_(std::move(bytes)) {}
    // Maps `path` (or reads it, when it cannot be mapped). Throws
    // base::Error naming the file when it cannot be opened or read.
    static FileBytes open(const std::filesystem::path& path);

    FileBytes(FileBytes&& other) noexcept;
    FileBytes& operator=(FileBytes&& other) noexcept;
    FileBytes(const FileBytes&) = delete;
    FileBytes& operator=(const FileBytes&) = delete;
    ~FileBytes();

    std::span<const std::uint8_t> bytes() const {
        return mapped_ ? std::span<const std::uint8_t>(mapped_, mapped_size_) : std::span<const std::uint8_t>(owned_);
    }
    bool is_mapped() const { return mapped_ != nullptr; }

private:
    void unmap();
    const std::uint8_t* mapped_ = nullptr;
    std::size_t mapped_size_ = 0;
    std::vector<std::uint8_t> owned_;
};

}  // namespace wad
