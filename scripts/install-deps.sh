#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for this package. Safe to run again: it installs only
# what is missing. The Swift toolchain (6.0 or later) must already be on PATH.
#   --browser   also Debian's chromium, which the tests open the gallery's review page in
set -euo pipefail

# Debian packages the build, the tests or the tools need: Cairo, Pango, libpng, libdeflate and libjpeg for the renderer,
# libcurl for Foundation's URLSession under the layer's `import SwiftUI` (Linux only), and the fonts it pins (decision D33).
packages=()
if [[ $(uname) == Linux ]]; then
  packages=(pkg-config libcairo2-dev libpango1.0-dev libpng-dev zlib1g-dev libdeflate-dev libjpeg-dev libcurl4
            fonts-inter-variable fonts-quicksand fonts-jetbrains-mono fonts-material-design-icons-iconfont fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)
  if [[ ${1:-} == --browser ]]; then packages+=(chromium); fi
fi

command -v swift >/dev/null || { echo "install-deps: swift is not on PATH; install Swift 6 first" >&2; exit 1; }

# Prints the program holding the lock file $1 (an fcntl lock, as dpkg and apt take), and fails when none does.
lock_holder() {
  [[ -e $1 ]] || return 1
  local pid
  command -v fuser >/dev/null || return 1
  pid=$(fuser "$1" 2>/dev/null | tr -s ' \t' '\n\n' | grep -E '^[0-9]+$' | head -1) || return 1
  [[ -n $pid ]] || return 1
  echo "$(cat "/proc/$pid/comm" 2>/dev/null || echo process) $pid"
}

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}" >&2
  sudo=""; [[ $(id -u) -eq 0 ]] || sudo="sudo"
  # Another program (unattended-upgrades, a second terminal) may hold Debian's package lock: wait for
  # it, up to 15 minutes, saying so, rather than failing at once. apt's DPkg::Lock::Timeout covers
  # the install; `apt-get update` takes the lists lock, which that option does not wait for.
  waited=0
  while holder=$(lock_holder /var/lib/dpkg/lock-frontend || lock_holder /var/lib/dpkg/lock || lock_holder /var/lib/apt/lists/lock); do
    ((waited == 0)) && echo "install-deps: waiting for Debian's package lock, held by $holder (up to 15 minutes)" >&2
    ((waited >= 900)) && { echo "install-deps: the package lock is still held by $holder after 15 minutes; try again when it is done" >&2; exit 1; }
    sleep 3; waited=$((waited + 3))
  done
  ((waited > 0)) && echo "install-deps: the package lock is free after ${waited} s" >&2
  $sudo apt-get -o DPkg::Lock::Timeout=900 update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get -o DPkg::Lock::Timeout=900 install -y -qq --no-install-recommends "${missing[@]}"
fi
