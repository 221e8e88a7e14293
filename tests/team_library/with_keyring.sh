#!/bin/sh
# Runs a test program inside a D-Bus session of its own with a GNOME Keyring in it, unlocked:
# a desktop's secret store, which the team library's password is kept in when the user asks
# (ui/shell/secret_store.cpp, through QtKeychain). Its home is a temporary folder, removed at
# the end, so the keyring is the test's own. Without the keyring or D-Bus (a machine the set-up
# did not reach), the test is skipped with one line saying why: exit 77.
#   with_keyring.sh PROGRAM ARGS...
set -eu
for tool in dbus-run-session gnome-keyring-daemon; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "skipped: $tool is not installed (packaging/setup-debian.sh installs it)" >&2
        exit 77
    fi
done
home=$(mktemp -d /tmp/gputco-keyring.XXXXXX)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/run" "$home/data"
chmod 700 "$home/run"
export HOME="$home" XDG_RUNTIME_DIR="$home/run" XDG_DATA_HOME="$home/data"
if ! dbus-run-session -- true >/dev/null 2>&1; then
    echo "skipped: dbus-run-session cannot start a D-Bus session here" >&2
    exit 77
fi
# The keyring's own password unlocks (or makes) the login keyring, the session's default, on stdin.
dbus-run-session -- sh -c '
    if ! printf "%s" "keyring-of-the-test" | gnome-keyring-daemon --unlock --components=secrets >/dev/null; then
        echo "skipped: gnome-keyring-daemon did not start" >&2
        exit 77
    fi
    exec "$@"' with-keyring "$@"
