#!/usr/bin/env bash
# The README's commands on a bare Debian 12, as a new user meets them (issue #31): a minimal
# root made with debootstrap from this machine's own Debian mirror, holding only what such a
# user starts from (build-essential cmake ninja-build git make ca-certificates python3 sudo),
# the clone copied into it, then each command as root in a chroot. Only a bare root shows a
# development package the set-up forgot: zlib1g-dev was one, which every machine of ours has.
#
#   .ci/bare-debian.sh [--deb-out DIR] [--times FILE] [--ccache DIR] [COMMAND ...]
#                                                        default commands: make run, make test
# Each COMMAND runs in the clone's copy (/ci/main in the root, shared/ beside it as in CI) and
# its duration is printed (and added to FILE); the first that fails ends the run with its
# status. --deb-out copies the root's build/gputco_*.deb to DIR (for the package check).
# --ccache gives the root's compiler a cache kept in DIR on this machine: ccache is then
# installed in the root before the commands. It brings no header and no library, so it cannot
# stand in for a development package the set-up forgot; it only spares CI recompiling what an
# earlier run on this machine compiled already.
#
# The bare root is made once and cached outside the clone (GPUTCO_CI_CACHE, default
# /var/cache/gputco-ci) as a tarball keyed by what defines it: the release, the mirror, the
# base packages and this recipe. It is bare, so the set-up script is not part of its key:
# every run unpacks a fresh copy and the set-up installs everything from nothing. Packages
# apt downloads are kept in the cache (apt checks each against the index, as on any machine).
# /proc, /sys and /dev are mounted in a mount namespace of the run's own, unmounted on every
# exit path (and gone with the namespace even after kill -9); nothing is mounted on the host.
set -euo pipefail

top=$(cd "$(dirname "$0")/.." && pwd)
suite=bookworm
base_packages=build-essential,cmake,ninja-build,git,make,ca-certificates,python3,sudo
cache=${GPUTCO_CI_CACHE:-/var/cache/gputco-ci}

deb_out=""
times=/dev/null
ccache_dir=""
while [ $# -gt 0 ]; do
    case $1 in
        --deb-out) deb_out=$2; shift 2 ;;
        --times) times=$2; shift 2 ;;
        --ccache) ccache_dir=$2; shift 2 ;;
        *) break ;;
    esac
done
[ $# -gt 0 ] || set -- "make run" "make test"

say() { echo "bare-debian: $*"; }
die() { echo "bare-debian: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, chroot and mounts)"

# This machine's Debian mirror and its security mirror, from its apt sources (deb822 or
# one-line); deb.debian.org where it names none. GPUTCO_CI_MIRROR overrides.
debian_uris() {
    { sed -n 's/^[[:space:]]*URIs:[[:space:]]*//p' /etc/apt/sources.list.d/*.sources 2>/dev/null | tr ' ' '\n'
      sed -n 's/^[[:space:]]*deb[[:space:]]\+\(\[[^]]*\][[:space:]]\+\)\?\([^[:space:]]\+\).*/\2/p' \
          /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null; } | grep -E '^https?://' || true
}
mirror=${GPUTCO_CI_MIRROR:-$(debian_uris | grep -E '/debian/?$' | head -n 1)}
mirror=${mirror:-http://deb.debian.org/debian}
security=$(debian_uris | grep -E '/debian-security/?$' | head -n 1)
security=${security:-${mirror%/debian*}/debian-security}

recipe="debootstrap --variant=minbase --include=$base_packages $suite $mirror"
key=$(printf '%s\n' "$recipe" | sha256sum | cut -c1-16)
tarball=$cache/bare-$suite-$key.tar
mkdir -p "$cache/apt-archives/partial"

# One run at a time makes or reads the cache.
exec 9>"$cache/lock"
flock 9

make_root() {
    local t0=$SECONDS tmp
    say "making the bare root ($recipe)"
    command -v debootstrap >/dev/null || bash "$top/packaging/setup-debian.sh" ci
    tmp=$(mktemp -d "$cache/making.XXXXXX")
    if ! debootstrap --variant=minbase --include="$base_packages" "$suite" "$tmp/root" "$mirror" \
        >"$tmp/debootstrap.log" 2>&1; then
        tail -n 20 "$tmp/debootstrap.log" >&2
        rm -rf --one-file-system "$tmp"
        die "debootstrap failed (log above)"
    fi
    tar -C "$tmp" -cf "$tmp/root.tar" root
    mv "$tmp/root.tar" "$tarball"
    rm -rf --one-file-system "$tmp"
    find "$cache" -maxdepth 1 -name "bare-$suite-*.tar" ! -name "$(basename "$tarball")" -delete
    say "bare root made in $((SECONDS - t0)) s"
}
[ -f "$tarball" ] || make_root
flock -u 9

work=$(mktemp -d "${TMPDIR:-/var/tmp}/gputco-bare.XXXXXX")
root=$work/root
cleanup() {
    # Processes a test left behind inside the root (an X server, a LibreOffice) would keep
    # its files busy: end them, then remove the copy. Nothing is mounted here, only inside
    # the run's namespace, so the removal cannot reach the host's /dev.
    local p
    for p in /proc/[0-9]*; do
        [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ] && kill -9 "${p#/proc/}" 2>/dev/null
    done
    [ -n "${GPUTCO_CI_KEEP_ROOT:-}" ] && { say "root kept in $root"; return; }
    rm -rf --one-file-system "$work"
}
trap cleanup EXIT

t0=$SECONDS
tar -C "$work" -xf "$tarball"
# The release's updates and security fixes, as a Debian 12 installed today has them.
cat >"$root/etc/apt/sources.list" <<EOF
deb $mirror $suite main
deb $mirror $suite-updates main
deb $security $suite-security main
EOF
# This machine's mirror may be a dated snapshot whose Release files have expired.
grep -rhE 'Acquire::Check-(Valid-Until|Date)' /etc/apt/apt.conf.d/ >"$root/etc/apt/apt.conf.d/99mirror" 2>/dev/null || true
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
# The submitted commit as a clone (not this work tree's uncommitted changes), shared/ beside it.
git clone --quiet --no-hardlinks "$top" "$root/ci/main"
[ -z "$(git -C "$top" status --porcelain 2>/dev/null)" ] ||
    say "note: the work tree has uncommitted changes; the root has the commit $(git -C "$top" rev-parse --short HEAD)"
[ -d "$top/../shared" ] && cp -a "$top/../shared" "$root/ci/shared"
say "root ready in $((SECONDS - t0)) s: $(git -C "$root/ci/main" log -1 --format='%h %s' | cut -c1-72)"
[ -z "$ccache_dir" ] || mkdir -p "$ccache_dir" "$root/ci/ccache"

# Inside a mount namespace of its own: mount, run each command, unmount whatever happened.
unshare --mount --propagation private -- bash -s "$root" "$cache/apt-archives" "$times" "$ccache_dir" "$@" <<'INNER'
set -uo pipefail
root=$1 archives=$2 times=$3 ccache_dir=$4; shift 4
unmount() { umount -R "$root" 2>/dev/null || true; }
trap unmount EXIT
# The root a mount point of its own, as / is on a machine: inside a chroot whose / is not one,
# `unshare --mount` cannot make it private ("cannot change root filesystem propagation").
mount --bind "$root" "$root" &&
    mount -t proc proc "$root/proc" && mount -t sysfs sysfs "$root/sys" &&
    mount --rbind /dev "$root/dev" && mount --make-rslave "$root/dev" &&
    mount --bind "$archives" "$root/var/cache/apt/archives" || { echo "bare-debian: mounting failed" >&2; exit 1; }
cache_env=()
if [ -n "$ccache_dir" ]; then
    mount --bind "$ccache_dir" "$root/ci/ccache" || { echo "bare-debian: mounting the ccache failed" >&2; exit 1; }
    chroot "$root" /bin/sh -c 'export DEBIAN_FRONTEND=noninteractive; apt-get update -qq &&
        apt-get install -y -qq --no-install-recommends ccache >/dev/null' </dev/null ||
        { echo "bare-debian: could not install ccache in the root" >&2; exit 1; }
    echo "bare-debian: ccache installed in the root (its cache: $ccache_dir)"
    # The clone is always at /ci/main, so an earlier run's objects match this one's.
    cache_env=(CCACHE_DIR=/ci/ccache CCACHE_BASEDIR=/ci/main CCACHE_MAXSIZE=20G
               CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
               CMAKE_CXX_COMPILER_LAUNCHER=ccache CMAKE_C_COMPILER_LAUNCHER=ccache)
fi
for cmd in "$@"; do
    echo
    echo "== bare Debian 12: $cmd ($(date +%T))"
    t=$SECONDS
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb CI=true "${cache_env[@]}" \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        bash -c "cd /ci/main && $cmd" </dev/null
    rc=$?
    echo "== bare Debian 12: $cmd: exit $rc after $((SECONDS - t)) s"
    printf '%6d s  %s (exit %d)\n' $((SECONDS - t)) "$cmd" $rc >>"$times"
    [ $rc -eq 0 ] || exit $rc
done
[ -z "$ccache_dir" ] || chroot "$root" env CCACHE_DIR=/ci/ccache ccache -s </dev/null | grep -E '^ *(Hits|Misses):' | head -n 2
INNER

if [ -n "$deb_out" ]; then
    mkdir -p "$deb_out"
    cp "$root"/ci/main/build/gputco_*_amd64.deb "$deb_out"/
fi
