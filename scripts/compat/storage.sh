#!/usr/bin/env bash
# Runs supabase-js's storage-js jest suite against this checkout's /storage/v1 (its seed loaded on PostgreSQL; snapshots never updated).
# Usage (from the project root): scripts/compat/storage.sh SUPABASE_JS_DIR   — results in $W (default /tmp/compat/storage)
SUITE=storage-js
W=${W:-/tmp/compat/storage}; PORT=${PORT:-4712}; DB=${DB:-compat_storage}
source "$(dirname "$0")/lib.sh"
mkdir -p "$W"; rm -rf "$W/data"; : >"$W/server.log"
unpack_suite storage-js
fresh_db
trap stop_server EXIT
start_server
# the seed as the Supabase CLI loads it after its migrations (crypt() comes from pgcrypto there)
psql $PG -d "$DB" -v ON_ERROR_STOP=1 -q -c 'create extension if not exists pgcrypto' >"$W/fixture.log" 2>&1
psql $PG -d "$DB" -v ON_ERROR_STOP=1 -q -f "$T/test/supabase/seed.sql" >>"$W/fixture.log" 2>&1
grep -rl "http://127.0.0.1:54321/storage/v1" "$T/test" --include='*.ts' | xargs sed -i "s#http://127.0.0.1:54321/storage/v1#http://127.0.0.1:$PORT/storage/v1#g"
run_jest jest.config.js --coverage=false
