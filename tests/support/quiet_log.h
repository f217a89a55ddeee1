// Silences base's log for a test's scope: tests that feed malformed input on
// purpose expect warnings and assert on the returned diagnostics instead.
#pragma once

#include "base/log.h"

namespace test_support {

class QuietLog {
public:
    QuietLog() { base::set_log_quiet(true); }
    ~QuietLog() { base::set_log_quiet(false); }
    QuietLog(const QuietLog&) = delete;
    QuietLog& operator=(const QuietLog&) = delete;
};

}  // namespace test_support
