#!/usr/bin/env bash
# Runs supabase-js's postgrest-js jest suite against this checkout's /rest/v1 (fixture on PostgreSQL, snapshots never updated).
# Usage (from the project root): scripts/compat/postgrest.sh SUPABASE_JS_DIR   — results in $W (default /tmp/compat/postgrest)
SUITE=postgrest-js
W=${W:-/tmp/compat/postgrest}; PORT=${PORT:-4711}; DB=${DB:-compat_postgrest}
source "$(dirname "$0")/lib.sh"
mkdir -p "$W"; rm -rf "$W/data"; : >"$W/server.log"
unpack_suite postgrest-js
fresh_db
# the Supabase CLI's PostgreSQL: effective_cache_size 128MB, pg_stat_statements loaded (so query ids are computed);
# EXPLAIN's settings and "Query Identifier" in the suite's plans depend on them
psql $PG -d "$DB" -q -c "alter database $DB set effective_cache_size = '128MB'" -c "alter database $DB set compute_query_id = on"
trap stop_server EXIT
start_server REST_SCHEMAS=public,personal REST_EXPLAIN=true
# the fixture, adapted: no `authenticator` role (its pgrst.* settings are the server's environment above), no PostGIS
F="$T/test/supabase"
sed -e '/^alter role authenticator set pgrst\./d' \
    -e 's/^create extension if not exists postgis schema extensions;/-- [compat] postgis not available/' \
    -e 's/shop_geom extensions.geometry(POINT, 4326)/shop_geom text/' \
    "$F/migrations/00000000000000_schema.sql" >"$W/schema.sql"
psql $PG -d "$DB" -v ON_ERROR_STOP=1 -q -f "$W/schema.sql" >"$W/fixture.log" 2>&1
psql $PG -d "$DB" -v ON_ERROR_STOP=1 -q -f "$F/seed.sql" >>"$W/fixture.log" 2>&1
stop_server; start_server REST_SCHEMAS=public,personal REST_EXPLAIN=true
ANON=$(cd "$PROJECT" && JWT_SECRET=$JWT_SECRET DATA_DIR="$W/data" node --import tsx apps/server/src/keys-cli.ts | grep '^ANON_KEY=' | cut -d= -f2)
# point the suite at our server: URL constant + a setup file adding the anon `apikey` when a request sets none
grep -rl "http://localhost:54321/rest/v1" "$T/test" --include='*.test.ts' | xargs sed -i "s#http://localhost:54321/rest/v1#http://127.0.0.1:$PORT/rest/v1#g"
cat >"$T/test/compat-setup.js" <<'JS'
const TARGET = process.env.COMPAT_REST_URL, KEY = process.env.COMPAT_ANON_KEY, realFetch = globalThis.fetch
globalThis.fetch = function compatFetch(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input && input.url
  if (KEY && TARGET && typeof url === 'string' && url.startsWith(TARGET)) {
    const headers = new Headers((init && init.headers) || (input instanceof Request ? input.headers : undefined))
    if (!headers.has('apikey')) headers.set('apikey', KEY)
    init = { ...(init || {}), headers }
  }
  return realFetch(input, init)
}
JS
cat >"$T/jest.compat.config.js" <<'JS'
module.exports = {
  preset: 'ts-jest', testEnvironment: 'node', maxWorkers: 1, testSequencer: '<rootDir>/test/testSequencer.js',
  prettierPath: require.resolve('prettier'), testTimeout: 30000, setupFiles: ['<rootDir>/test/compat-setup.js'],
  globals: { 'ts-jest': { tsconfig: 'tsconfig.test.json' } },
}
JS
# test/v12 needs a PostgREST v12 server and is left out, as upstream's test:suite does
COMPAT_REST_URL="http://127.0.0.1:$PORT/rest/v1" COMPAT_ANON_KEY="$ANON" run_jest jest.compat.config.js --testPathIgnorePatterns='test/v12/'
