#pragma once
// Sets or clears environment variables for one test and puts the previous
// values back afterwards, so tests that steer IWAD discovery stay isolated.
#include <stdlib.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace test_support {

class ScopedEnv {
public:
    ScopedEnv() = default;
    ~ScopedEnv() {
        for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
            if (it->second) ::setenv(it->first.c_str(), it->second->c_str(), 1);
            else ::unsetenv(it->first.c_str());
        }
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

    ScopedEnv& set(const std::string& name, const std::string& value) {
        save(name);
        ::setenv(name.c_str(), value.c_str(), 1);
        return *this;
    }
    ScopedEnv& unset(const std::string& name) {
        save(name);
        ::unsetenv(name.c_str());
        return *this;
    }

private:
    void save(const std::string& name) {
        const char* old = ::getenv(name.c_str());
        saved_.emplace_back(name, old ? std::optional<std::string>(old) : std::nullopt);
    }
    std::vector<std::pair<std::string, std::optional<std::string>>> saved_;
};

}  // namespace test_support
