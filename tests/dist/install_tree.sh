#!/bin/sh
# cmake --install of a build tree into a scratch prefix: the program, its
# desktop entry, icon, manual page and example settings land where a
# desktop and man(1) look for them; the installed program runs; the
# desktop entry names the installed program and icon; every option of
# --help is in the manual page.
# Usage: install_tree.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
source=$2
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "install_tree: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" > /dev/null
for file in bin/brimstone share/applications/brimstone.desktop share/icons/hicolor/scalable/apps/brimstone.svg \
            share/man/man6/brimstone.6 share/doc/brimstone/brimstone.toml.example; do
    [ -f "$prefix/$file" ] || fail "cmake --install put no $file under the prefix"
done
version=$("$prefix/bin/brimstone" --version) || fail "the installed program does not run"
case $version in "brimstone "[0-9]*" (commit "?*")") ;; *) fail "--version printed '$version'" ;; esac

entry="$prefix/share/applications/brimstone.desktop"
grep -qx 'Exec=brimstone' "$entry" || fail "the desktop entry does not start brimstone"
grep -qx 'Icon=brimstone' "$entry" || fail "the desktop entry does not name the installed icon"
grep -qx 'Type=Application' "$entry" || fail "the desktop entry is not an application"
grep -q '<svg' "$prefix/share/icons/hicolor/scalable/apps/brimstone.svg" || fail "the icon is no SVG"

# Each option --help lists (its first word), spelled as roff escapes it.
page="$prefix/share/man/man6/brimstone.6"
"$prefix/bin/brimstone" --help | sed -n 's/^  \(-[^ ]*\).*/\1/p' | while read -r option; do
    escaped=$(printf '%s' "$option" | sed 's/-/\\-/g')
    grep -qF -- "\\fB$escaped\\fR" "$page" || fail "the manual page lacks $option (python3 dist/make_manpage.py BRIMSTONE remakes it)"
done
if command -v man > /dev/null; then
    MANWIDTH=80 man -l "$page" > /dev/null 2>&1 || fail "man cannot format the manual page"
fi
echo "install_tree: every file installed, the program runs, the manual page lists every option"
