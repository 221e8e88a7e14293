#!/usr/bin/env bash
# The only installer of gputco's build and test dependencies (DESIGN.md, Dependencies).
# Idempotent: installs just the Debian packages that are missing, runs `apt-get update` once
# and only when something has to be installed, and says nothing when all is there.
#
# Every development package the build finds or links is named here, even one that another
# package ought to pull in: a bare Debian 12 (debootstrap --variant=minbase plus the base
# tools the README assumes) has nothing else, and .ci/bare-debian.sh checks that on every CI
# run. `setup-debian.sh ci` adds what CI itself needs: debootstrap for that bare root, and
# ccache, which keeps CI's compiled objects outside the clone between runs.
set -euo pipefail

packages=(
  # toolchain
  cmake ninja-build g++ make pkg-config clang-format file dpkg-dev
  # lld: links a test program 30 times faster than GNU ld (cmake/GputcoCompiler.cmake)
  lld
  # fuzzing (make fuzz): clang and its libFuzzer and sanitizer runtimes
  clang libclang-rt-14-dev
  # GUI, PDF, storage, translations (DESIGN.md says libqt6svg6-dev: a virtual name, provided by qt6-svg-dev)
  qt6-base-dev libqt6sql6-sqlite qt6-l10n-tools qt6-tools-dev qt6-tools-dev-tools qt6-svg-dev
  libgl-dev
  # Qt's own words in Chinese (the file dialogs' "Look in:", "File name:"; ui/language.cpp)
  qt6-translations-l10n
  # charts
  libqcustomplot-dev
  # storage: the local library (SQLite), and the team library on PostgreSQL (issue #37): Qt's
  # QPSQL driver, and the server the team library's tests start a throwaway copy of
  libsqlite3-dev libqt6sql6-psql postgresql
  # the team library's password in the desktop's secret store (GNOME Keyring, KWallet); its
  # test keeps one in a GNOME Keyring of its own, in a D-Bus session of its own
  # (tests/team_library/with_keyring.sh)
  qtkeychain-qt6-dev gnome-keyring dbus-daemon
  # the team library tests' server certificate (tests/team_library/pg_server.sh)
  openssl
  # tests and benchmarks
  catch2 libbenchmark-dev
  # headless checks: screenshots, PDF text and page images, Chinese glyphs
  xvfb xauth poppler-utils fonts-noto-cjk
  # the audit workbook (libxlsxwriter), and its tests: LibreOffice recalculates exported
  # workbooks, openpyxl changes an input in one (tests/workbook). xlsxwriter.pc links -lz, but
  # Debian 12's libxlsxwriter-dev does not depend on zlib1g-dev: without it the link fails
  # ("ld.lld: unable to find library -lz") on a machine that lacks zlib's development files.
  libxlsxwriter-dev zlib1g-dev libreoffice-calc-nogui python3-openpyxl
  # packaging checks
  desktop-file-utils appstream
)

for group in "$@"; do
  case $group in
    ci) packages+=(debootstrap ccache) ;;
    *) echo "setup: unknown group '$group' (known: ci)" >&2; exit 2 ;;
  esac
done

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "setup: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: done"
