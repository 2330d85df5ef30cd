#!/usr/bin/env bash
# Runs Supabase's own client suites — postgrest-js, storage-js, auth-js — against this checkout's server, one after the
# other, and prints each pass count with the names of the failing tests. Snapshots are never updated.
# Usage (from the project root): scripts/compat/run-all.sh SUPABASE_JS_DIR   (a supabase-js git dir, bare or a work tree)
# Needs PostgreSQL 15 at 127.0.0.1:5432 (user postgres, trust) and the npm registry (each suite's jest, installed once
# into /tmp/compat/<suite>). Exit status: 0 when every suite ran (failing tests are reported, not fatal), 1 otherwise.
set -uo pipefail
DIR=${1:?usage: scripts/compat/run-all.sh SUPABASE_JS_DIR}
HERE=$(dirname "$0")
status=0
summary=()
for suite in postgrest storage auth; do
  out=$(bash "$HERE/$suite.sh" "$DIR" 2>&1)
  printf '%s\n' "$out" | grep -E '^(  FAIL |[a-z-]+-js: passed )' || { printf '%s\n' "$out" | tail -5; status=1; }
  line=$(printf '%s\n' "$out" | grep -E '^[a-z-]+-js: passed ' || echo "$suite-js: did not run")
  summary+=("$line")
done
echo '--- compatibility (Supabase client suites) ---'
printf '%s\n' "${summary[@]}"
exit $status
