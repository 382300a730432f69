#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Set-up and build driver for a Debian 12 machine.
#   packaging/dev.sh run   install what is missing, build, start the program
#   packaging/dev.sh test  install what is missing, build, run every test
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  build-essential cmake pkg-config
  libyaml-cpp-dev catch2
  qt6-base-dev libqt6sql6-sqlite qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libgl-dev
)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if ((${#missing[@]})); then
    echo "Installing missing Debian packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
  fi
}

build() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo
  cmake --build build -j"$(nproc)"
}

case "${1:-}" in
  run)
    install_missing
    build
    shift
    exec build/app/gui/umpire "$@"
    ;;
  test)
    install_missing
    build
    export QT_QPA_PLATFORM=offscreen
    cd build && ctest --output-on-failure -j"$(nproc)"
    ;;
  *)
    echo "usage: packaging/dev.sh run|test" >&2
    exit 2
    ;;
esac
