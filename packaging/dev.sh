#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Set-up and build driver for a Debian 12 machine.
#   packaging/dev.sh run      install what is missing, build, start the program
#   packaging/dev.sh test     install what is missing, build with warnings as errors, run every test
#   packaging/dev.sh package  install what is missing, build a Release .deb in build-package/, run lintian
set -euo pipefail
cd "$(dirname "$0")/.."

# What a bare Debian 12 lacks to build, run and test Umpire.
packages=(
  build-essential cmake pkg-config
  libyaml-cpp-dev catch2
  libsqlite3-dev                  # log verify reads rows through the SQLite library Qt's driver uses
  libssl-dev                      # optional: libcrypto's SHA-256 makes log verify several times faster
  qt6-base-dev libqt6sql6-sqlite qt6-charts-dev libqt6opengl6-dev libgl-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6svg6                      # the SVG icon engine that draws the window icon
  desktop-file-utils appstream    # validators of the desktop entry and the AppStream metainfo
)
# And to build the Debian package: dpkg-shlibdeps, file (CPack finds the programs with it), lintian.
package_tools=(dpkg-dev file lintian)

install_missing() {
  local missing=()
  for p in "$@"; do
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

# The build folder keeps its options between runs: after `test`, `run` reuses that build.
build() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
  cmake --build build -j"$(nproc)"
}

case "${1:-}" in
  run)
    install_missing "${packages[@]}"
    build
    shift
    exec build/app/gui/umpire "$@"
    ;;
  test)
    install_missing "${packages[@]}"
    build -DUMPIRE_WARNINGS_AS_ERRORS=ON -DBUILD_TESTING=ON
    export QT_QPA_PLATFORM=offscreen
    cd build && ctest --output-on-failure -j"$(nproc)"
    ;;
  package)
    install_missing "${packages[@]}" "${package_tools[@]}"
    # A packager's build: Release, default options, no tests (so no Catch2 or Qt Test needed),
    # with Debian's hardening flags (stack protector, fortified functions, read-only relocations).
    flags=$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get CXXFLAGS)
    flags+=" $(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get CPPFLAGS)"
    ldflags=$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get LDFLAGS)
    cmake -S . -B build-package -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF -DCMAKE_INSTALL_PREFIX=/usr \
      -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="$ldflags"
    cmake --build build-package -j"$(nproc)"
    rm -f build-package/umpire_*.deb
    (cd build-package && cpack -G DEB)
    deb=$(echo build-package/umpire_*.deb)
    lintian --fail-on error --info "$deb"
    echo "Built $deb; install it with: apt install ./$deb"
    ;;
  *)
    echo "usage: packaging/dev.sh run|test|package" >&2
    exit 2
    ;;
esac
