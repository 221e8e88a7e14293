#!/usr/bin/env bash
# A throwaway PostgreSQL server for the team library's tests (issue #37): initdb in a fresh
# folder under /tmp, the server on a Unix socket in that folder, and on 127.0.0.1 at a free
# port with TLS only (a self-signed certificate made here; a plain TCP connection is refused),
# stopped and removed by `stop`. STATE (a file in the build folder) holds the folder's path,
# then the port: the tests read it, and find the socket in the folder's "socket" folder. The folder is
# under /tmp because the server runs as the `postgres` user when the tests run as root (CI's
# bare root): PostgreSQL refuses to run as root, and that user may not reach a build folder.
#
#   pg_server.sh start STATE
#   pg_server.sh stop STATE
#   pg_server.sh halt STATE      stops the server, keeping its data (an outage, for a test)
#   pg_server.sh resume STATE    starts it again
#
# The superuser is gputco_admin, trusted on the socket (the folder is the server's own); the
# tests make the roles of packaging/team-library.sql and log in as users of each. One user,
# keyholder, must give a password (over TLS, scram-sha-256): the app's password prompt's test.
set -euo pipefail
action=${1:?start or stop}
state=${2:?the state file}

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "pg_server: PostgreSQL is not installed (packaging/setup-debian.sh installs it)" >&2
    exit 1
fi

as_server() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

case $action in
start)
    if [ -f "$state" ]; then "$0" stop "$state"; fi
    dir=$(mktemp -d /tmp/gputco-pg.XXXXXX)
    mkdir -p "$dir/socket"
    [ "$(id -u)" -eq 0 ] && chown -R postgres: "$dir"
    as_server "$bin/initdb" -D "$dir/data" -U gputco_admin --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
        >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
    # TLS with a certificate of its own, valid two days: what `sslmode=require` checks (the
    # channel is encrypted), not who signed it (verify-full, which needs a CA).
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 \
        -keyout "$dir/data/server.key" -out "$dir/data/server.crt" >"$dir/openssl.log" 2>&1 ||
        { cat "$dir/openssl.log" >&2; exit 1; }
    chmod 600 "$dir/data/server.key"
    [ "$(id -u)" -eq 0 ] && chown postgres: "$dir/data/server.key" "$dir/data/server.crt"
    cat >"$dir/data/pg_hba.conf" <<HBA
local all all trust
hostssl all keyholder 127.0.0.1/32 scram-sha-256
hostssl all all 127.0.0.1/32 trust
hostnossl all all 127.0.0.1/32 reject
HBA
    # A port nothing listens on now (taken again by the time the server binds it, the start
    # fails and says so).
    port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    # Shared memory through mmap: a chroot may have no /dev/shm. Few connections, small buffers:
    # eight test processes at once, on any machine.
    cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
ssl = on
unix_socket_directories = '$dir/socket'
dynamic_shared_memory_type = mmap
max_connections = 40
shared_buffers = 16MB
fsync = off
CONF
    as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start >/dev/null ||
        { cat "$dir/server.log" >&2; exit 1; }
    printf '%s\n%s\n' "$dir" "$port" >"$state"
    ;;
stop)
    [ -f "$state" ] || exit 0
    dir=$(head -n 1 "$state")
    rm -f "$state"
    case $dir in /tmp/gputco-pg.*) ;; *) echo "pg_server: $state names no server folder" >&2; exit 1 ;; esac
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_server "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
halt | resume)
    dir=$(head -n 1 "$state")
    case $dir in /tmp/gputco-pg.*) ;; *) echo "pg_server: $state names no server folder" >&2; exit 1 ;; esac
    if [ "$action" = halt ]; then
        as_server "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    else
        as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start >/dev/null ||
            { cat "$dir/server.log" >&2; exit 1; }
    fi
    ;;
*)
    echo "pg_server: start, stop, halt or resume, not '$action'" >&2
    exit 2
    ;;
esac
