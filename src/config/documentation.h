#pragma once
// The documented default configuration, generated from the declarations:
// every setting with its help, what it accepts, its default, and a note when
// it may change the simulation. config/default.toml is this text (a test
// keeps them equal), and a first save starts from it.
#include <string>

#include "config/schema.h"

namespace config {

std::string default_config_toml(const Schema& schema = builtin_schema());

}  // namespace config
