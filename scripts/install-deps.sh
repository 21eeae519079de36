#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for this package. Safe to run again: it installs only
# what is missing. The Swift toolchain (6.0 or later) must already be on PATH.
set -euo pipefail

# Debian packages the build, the tests or the tools need (none yet beyond the toolchain; the
# renderer will add cairo, pango and fonts here).
packages=()

command -v swift >/dev/null || { echo "install-deps: swift is not on PATH; install Swift 6 first" >&2; exit 1; }

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}" >&2
  sudo=""; [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
