// Whole-file reads and atomic writes: a failed write leaves what was there.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>

#include "base/error.h"
#include "base/file_io.h"
#include "support/error_of.h"
#include "support/temp_dir.h"

namespace {

namespace fs = std::filesystem;
using test_support::TempDir;

std::string contents(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

using test_support::error_of;

TEST(FileIo, ReadsWholeFilesByteForByte) {
    TempDir dir;
    const std::string text("a\0b\xff\n", 5);
    const auto path = dir.write("bin", text);
    const auto bytes = base::read_file(path);
    ASSERT_EQ(bytes.size(), 5u);
    EXPECT_EQ(bytes[1], 0);
    EXPECT_EQ(bytes[3], 0xff);
    EXPECT_EQ(base::read_text_file(path), text);
    EXPECT_TRUE(base::read_file(dir.write("empty", std::string())).empty());
}

TEST(FileIo, ReadErrorsNameThePath) {
    TempDir dir;
    const std::string missing = error_of([&] { base::read_file(dir.path() / "nope.wad"); });
    EXPECT_NE(missing.find((dir.path() / "nope.wad").string() + ": cannot open"), std::string::npos) << missing;
    const std::string directory = error_of([&] { base::read_file(dir.path()); });
    EXPECT_NE(directory.find(dir.path().string() + ": is a directory"), std::string::npos) << directory;
}

TEST(FileIo, WriteAtomicCreatesAndReplaces) {
    TempDir dir;
    const auto path = dir.path() / "settings.toml";
    base::write_file_atomic(path, "first version, longer than the second\n");
    EXPECT_EQ(contents(path), "first version, longer than the second\n");
    base::write_file_atomic(path, "second\n");
    EXPECT_EQ(contents(path), "second\n");  // replaced, not overwritten in place
    base::write_file_atomic(path, std::string());
    EXPECT_EQ(contents(path), "");
    // Nothing but the file is left behind.
    EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 1);
}

TEST(FileIo, WriteIntoAMissingDirectoryThrowsAndLeavesTheParentAlone) {
    // Tests may run as root, which ignores permissions; a parent that is a
    // regular file fails for everyone.
    TempDir dir;
    const auto parent = dir.write("not-a-dir", std::string("keep me"));
    const std::string m = error_of([&] { base::write_file_atomic(parent / "settings.toml", "new"); });
    EXPECT_NE(m.find((parent / "settings.toml").string()), std::string::npos) << m;
    EXPECT_NE(m.find("cannot create"), std::string::npos) << m;
    EXPECT_EQ(contents(parent), "keep me");
}

TEST(FileIo, WriteOverADirectoryThrowsAndLeavesItAlone) {
    TempDir dir;
    const auto target = dir.path() / "saves";
    fs::create_directory(target);
    dir.write("saves/slot0", std::string("game"));
    const std::string m = error_of([&] { base::write_file_atomic(target, "new"); });
    EXPECT_NE(m.find(target.string() + ": cannot replace"), std::string::npos) << m;
    EXPECT_TRUE(fs::is_directory(target));
    EXPECT_EQ(contents(target / "slot0"), "game");
    EXPECT_FALSE(fs::exists(dir.path() / "saves.tmp")) << "the temporary file must be cleaned up";
}

TEST(FileIo, FailedWriteLeavesTheOriginalFileUnchanged) {
    // The temporary file's path is taken by a directory, so the write fails
    // before the original could be touched.
    TempDir dir;
    const auto path = dir.write("brimstone.toml", std::string("[video]\nwidth = 640\n"));
    fs::create_directory(dir.path() / "brimstone.toml.tmp");
    const std::string m = error_of([&] { base::write_file_atomic(path, "truncat"); });
    EXPECT_NE(m.find("brimstone.toml"), std::string::npos) << m;
    EXPECT_EQ(contents(path), "[video]\nwidth = 640\n");
}

TEST(FileIo, WriteFailureOnAFullDeviceKeepsTheOriginal) {
    // /dev/full accepts the open and fails the write; the original stays.
    if (!fs::exists("/dev/full")) GTEST_FAIL() << "/dev/full is needed for this test";
    TempDir dir;
    const auto path = dir.write("demo.lmp", std::string("original"));
    fs::create_symlink("/dev/full", dir.path() / "demo.lmp.tmp");
    const std::string m = error_of([&] { base::write_file_atomic(path, std::string(100000, 'x')); });
    EXPECT_NE(m.find("write failed"), std::string::npos) << m;
    EXPECT_NE(m.find(path.string() + " left unchanged"), std::string::npos) << m;
    EXPECT_EQ(contents(path), "original");
}

}  // namespace
