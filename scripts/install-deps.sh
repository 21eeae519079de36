#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for this package. Safe to run again: it installs only
# what is missing. The Swift toolchain (6.0 or later) must already be on PATH.
#   --browser   also Debian's chromium, which the tests open the gallery's review page in
set -euo pipefail

# Debian packages the build, the tests or the tools need: Cairo, Pango, libpng and libdeflate for the renderer
# (Linux only), and the fonts it pins (decision D33).
packages=()
if [[ $(uname) == Linux ]]; then
  packages=(pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev libdeflate-dev
            fonts-inter-variable fonts-quicksand fonts-jetbrains-mono fonts-material-design-icons-iconfont)
  if [[ ${1:-} == --browser ]]; then packages+=(chromium); fi
fi

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
