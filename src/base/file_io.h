#pragma once
// Whole-file reads and atomic writes (temporary file + rename), so a failed
// write never leaves a user's file truncated.
#include <cstdint>
#include <exception>
#include <filesystem>
#include <string>
#include <vector>

namespace base {

std::vector<std::uint8_t> read_file(const std::filesystem::path& path);
std::string read_text_file(const std::filesystem::path& path);
// The problem an error from reading `path` describes, without the leading
// "PATH: ", for callers that name the file themselves.
std::string problem_reading(const std::exception& error, const std::filesystem::path& path);
void write_file_atomic(const std::filesystem::path& path, const void* data, std::size_t size);
inline void write_file_atomic(const std::filesystem::path& path, const std::string& text) {
    write_file_atomic(path, text.data(), text.size());
}

}  // namespace base
