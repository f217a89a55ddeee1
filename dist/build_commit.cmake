# Writes OUT, a C++ file naming the commit the program is built from
# (git describe: the commit, "-dirty" with uncommitted changes; "unknown"
# outside a git checkout). Run at every build; OUT changes, and the
# program relinks, only when the commit does.
execute_process(COMMAND git -C "${SOURCE_DIR}" describe --always --dirty --abbrev=12
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE failed)
if(failed OR commit STREQUAL "")
  set(commit "unknown")
endif()
file(WRITE "${OUT}.new" "// Written by dist/build_commit.cmake.\nextern const char* const kBuildCommit;\nconst char* const kBuildCommit = \"${commit}\";\n")
file(COPY_FILE "${OUT}.new" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.new")
