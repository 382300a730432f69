#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Set-up and build driver for a Debian 12 machine.
#   packaging/dev.sh run      install what is missing, build, start the program
#   packaging/dev.sh test     install what is missing, build with warnings as errors, run every test;
#                             with CI=true, then the same tests built with AddressSanitizer and UBSan
#                             (as `sanitize`) and each fuzzer for 60 seconds (as `fuzz 60`)
#   packaging/dev.sh sanitize the tests alone, built with AddressSanitizer (leaks included) and
#                             UndefinedBehaviorSanitizer in build-sanitize/, and run
#   packaging/dev.sh fuzz [SECONDS]  install clang, build the libFuzzer targets in build-fuzz/ and
#                             run each for SECONDS (default 60) from the seed corpus
#   packaging/dev.sh package  install what is missing, build a Release .deb in build-package/, run lintian
set -euo pipefail
cd "$(dirname "$0")/.."

# What a bare Debian 12 lacks to build, run and test Umpire.
packages=(
  build-essential cmake pkg-config
  libyaml-cpp-dev catch2
  libsqlite3-dev                  # log verify reads rows through the SQLite library Qt's driver uses
  libssl-dev                      # optional: libcrypto's SHA-256 makes log verify several times faster
  qt6-base-dev libqt6sql6-sqlite
  libqt6sql6-psql                 # Qt's PostgreSQL driver: a club's log on a server
  libpq-dev                       # optional: a club log's verify reads rows through libpq (headers only)
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libqt6svg6                      # the SVG icon engine that draws the window icon
  desktop-file-utils appstream    # validators of the desktop entry and the AppStream metainfo
)
# And to test the club log: a PostgreSQL 15 server the tests start in a temporary folder.
test_tools=(postgresql-15)
# And to build the Debian package: dpkg-shlibdeps, file (CPack finds the programs with it), lintian.
package_tools=(dpkg-dev file lintian)
# And to fuzz: clang with its sanitizer and libFuzzer runtimes (Debian 12 ships clang 14).
fuzz_tools=(clang-14 libclang-rt-14-dev)

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

# Runs a part of a command and says how long it took, and the total so far: where the wait goes
# on a slow machine, and the figures of docs/performance.md.
timed() {
  local label=$1 start=$SECONDS
  shift
  "$@"
  echo "== $label: $((SECONDS - start)) s (total $SECONDS s)"
}

run_tests() {
  (export QT_QPA_PLATFORM=offscreen; cd build && ctest --output-on-failure -j"$(nproc)")
}

# The build folder keeps its options between runs: after `test`, `run` reuses that build.
# Optimised, with line tables only (-g1): a backtrace names each function, file and line, and
# the build takes about a quarter less time than with full debug information (-g), which a
# debugger session wants (configure a Debug build in another folder for that).
build() {
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "$@"
  cmake --build build -j"$(nproc)"
}

# The tests built with AddressSanitizer (leak detection on) and UndefinedBehaviorSanitizer: lean,
# -O1 without debug information, only the test programs and what they run. Any report fails.
sanitize() {
  # A unity build (CMake joins each target's files into a few units): about half the compile time
  # under the sanitizers. No two files of one target may define private helpers of the same name.
  cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=None -DCMAKE_CXX_FLAGS=-O1 -DUMPIRE_SANITIZE=ON \
    -DCMAKE_UNITY_BUILD=ON -DUMPIRE_WARNINGS_AS_ERRORS=ON -DBUILD_TESTING=ON
  cmake --build build-sanitize -j"$(nproc)" --target umpire_tests
  export QT_QPA_PLATFORM=offscreen
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
  # The crash test kills its writer 40 times here, not 200: the plain suite already ran the 200
  # that test durability; here each kill is a chance for a memory error, and each costs 0.9 s.
  export UMPIRE_CRASH_KILLS=40
  # The packaging tests install and validate the full build, which this one is not; the bash
  # completion test checks a shell script, whose calls of umpire-cli the CLI tests cover.
  (cd build-sanitize && ctest --output-on-failure -j"$(nproc)" -E '^packaging: |^cli: bash completion$')
}

# Each libFuzzer target for $1 seconds from a fresh copy of its seed corpus; a crash, leak or
# hang leaves its input in build-fuzz/artifacts/TARGET/ (keep it under tests/data/fuzz/TARGET/).
fuzz() {
  local seconds=$1 target
  cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=None -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
    "-DCMAKE_CXX_FLAGS=-O1 -g -fsanitize=fuzzer-no-link" -DUMPIRE_SANITIZE=ON -DUMPIRE_FUZZ=ON -DBUILD_TESTING=ON \
    -DUMPIRE_PCH=OFF
  cmake --build build-fuzz -j"$(nproc)" --target umpire_fuzz_expression umpire_fuzz_module umpire_fuzz_situation
  for target in expression module situation; do
    local corpus=build-fuzz/corpus/$target artifacts=build-fuzz/artifacts/$target/
    rm -rf "$corpus" && mkdir -p "$corpus" "$artifacts"
    cp tests/data/fuzz/$target/* "$corpus"/
    [ "$target" != module ] || cp tables/*.yaml tests/data/games/*.yaml tests/data/modules/*.yaml "$corpus"/
    echo "Fuzzing $target for $seconds s"
    ASAN_OPTIONS=detect_leaks=1 build-fuzz/tests/fuzz/umpire_fuzz_$target "$corpus" -max_total_time="$seconds" \
      -max_len=20000 -timeout=10 -rss_limit_mb=2048 -artifact_prefix="$artifacts" -print_final_stats=1
  done
}

case "${1:-}" in
  run)
    install_missing "${packages[@]}"
    build
    shift
    exec build/app/gui/umpire "$@"
    ;;
  test)
    if [ "${CI:-}" = true ]; then
      timed "install" install_missing "${packages[@]}" "${test_tools[@]}" "${fuzz_tools[@]}"
    else
      timed "install" install_missing "${packages[@]}" "${test_tools[@]}"
    fi
    timed "build" build -DUMPIRE_WARNINGS_AS_ERRORS=ON -DBUILD_TESTING=ON
    timed "tests" run_tests
    # The sanitizer build and a short bounded fuzzing run double the wait: they belong to CI; at
    # a desk, `dev.sh sanitize` and `dev.sh fuzz SECONDS` run them on demand.
    if [ "${CI:-}" = true ]; then
      timed "sanitizer build and tests" sanitize
      timed "fuzzing" fuzz 40
    fi
    ;;
  sanitize)
    install_missing "${packages[@]}" "${test_tools[@]}"
    sanitize
    ;;
  fuzz)
    install_missing "${packages[@]}" "${fuzz_tools[@]}"
    fuzz "${2:-60}"
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
    echo "usage: packaging/dev.sh run|test|sanitize|package|fuzz [SECONDS]" >&2
    exit 2
    ;;
esac
