#!/bin/sh
# Installs the Debian 12 packages Brimstone builds, tests and plays with.
# Only missing packages are installed; apt-get runs as root, via sudo otherwise.
set -eu
# The one package list: third_party/packages.txt (what each is for: its README).
PACKAGES=$(grep -v '^#' "$(dirname "$0")/../third_party/packages.txt")
missing=""
for p in $PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "installing:$missing"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# shellcheck disable=SC2086
$SUDO apt-get install -y -qq --no-install-recommends $missing
