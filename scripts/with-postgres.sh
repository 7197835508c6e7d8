#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster on loopback.
# Needs Debian's postgresql package (apt-get install -y postgresql).
set -euo pipefail
PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL server binaries not found: apt-get install -y postgresql" >&2; exit 1; }
PORT=${PG_PORT:-5499}
DIR=$(mktemp -d /tmp/filhub-pg.XXXXXX)
chmod 755 "$DIR"
as_postgres() { if [ "$(id -u)" = 0 ]; then chown -R postgres "$DIR"; su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
cleanup() { as_postgres "'$PG_BIN/pg_ctl' -D '$DIR/data' -m immediate stop" >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
as_postgres "'$PG_BIN/initdb' -D '$DIR/data' -A trust -U postgres" >/dev/null
as_postgres "'$PG_BIN/pg_ctl' -D '$DIR/data' -o '-p $PORT -k $DIR -c listen_addresses=127.0.0.1' -l '$DIR/log' -w start" >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
