# Shared steps of the Supabase client-suite compatibility runs (sourced by scripts/compat/*.sh).
# The suites come from a supabase-js git dir (bare, e.g. from `fetch github:supabase/supabase-js`) or a work tree;
# the server runs from this checkout (PROJECT, default the current directory), never from a copy.
set -euo pipefail
G=${1:?usage: $0 SUPABASE_JS_DIR (a bare git dir or a work tree)}
PROJECT=${PROJECT:-$(pwd)}
PG="-h ${PGHOST:-127.0.0.1} -U ${PGUSER:-postgres}"
JWT_SECRET=${JWT_SECRET:-super-secret-jwt-token-with-at-least-32-characters-long}

# unpack_suite NAME: lays packages/core/NAME out under $W/ws (its tsconfig extends ../../../tsconfig.base.json) and
# installs its devDependencies with npm (pnpm `catalog:` versions substituted); node_modules is kept between runs.
unpack_suite() {
  local name=$1 src=$W/sb
  rm -rf "$src" && mkdir -p "$src" "$W/ws/packages/core"
  if [ -d "$G/.git" ] || [ -f "$G/package.json" ]; then (cd "$G" && tar -c --exclude=node_modules packages/core/"$name" tsconfig.base.json pnpm-workspace.yaml) | tar -x -C "$src"
  else git --git-dir="$G" archive HEAD packages/core/"$name" tsconfig.base.json pnpm-workspace.yaml | tar -x -C "$src"; fi
  T="$W/ws/packages/core/$name"
  if [ -d "$T/node_modules" ]; then mv "$T/node_modules" "$W/node_modules.keep"; fi
  rm -rf "$T" && cp -r "$src/packages/core/$name" "$W/ws/packages/core/" && cp "$src/tsconfig.base.json" "$W/ws/"
  [ -d "$W/node_modules.keep" ] && mv "$W/node_modules.keep" "$T/node_modules"
  node -e '
const fs=require("fs");const [f,ws]=process.argv.slice(1);const p=JSON.parse(fs.readFileSync(f));
const cat={};let on=false;for(const l of fs.readFileSync(ws,"utf8").split("\n")){if(/^catalog:/.test(l)){on=true;continue}
 if(on&&/^\S/.test(l))on=false;const m=on&&l.match(/^\s+["\x27]?([^"\x27:]+)["\x27]?:\s*(\S+)/);if(m)cat[m[1]]=m[2].replace(/^["\x27]|["\x27]$/g,"")}
const keep=new Set(["tsdown","typedoc","vitest","tsd","@arethetypeswrong/cli"]);const dd={};
for(const [k,v] of Object.entries(p.devDependencies||{}))if(!keep.has(k))dd[k]=v==="catalog:"?cat[k]:v;
for(const k of ["jest","ts-jest","@types/jest","@types/node","typescript","prettier"])if(!dd[k]&&cat[k])dd[k]=cat[k];
p.devDependencies=dd;delete p.scripts;fs.writeFileSync(f,JSON.stringify(p,null,2));' "$T/package.json" "$src/pnpm-workspace.yaml"
  if ! cmp -s "$T/package.json" "$W/installed-package.json"; then
    (cd "$T" && npm install --no-audit --no-fund --no-package-lock >"$W/npm-peer.log" 2>&1) && cp "$T/package.json" "$W/installed-package.json"
  fi
}

# fresh_db: an empty database named $DB
fresh_db() { dropdb $PG --if-exists "$DB"; createdb $PG "$DB"; }

# start_server [VAR=value ...]: the platform from this checkout on $PORT with the suite's settings; waits for /health
start_server() {
  (cd "$PROJECT" && exec env PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$W/data" DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" \
    JWT_SECRET="$JWT_SECRET" SITE=showcase SAMPLE_CONTENT=false LOG_LEVEL=warn "$@" \
    node --import tsx apps/server/src/main.ts >>"$W/server.log" 2>&1) & echo $! >"$W/server.pid"
  for _ in $(seq 1 400); do curl -sf "http://127.0.0.1:$PORT/health" >/dev/null && return 0; sleep 1; done
  echo "server did not start (see $W/server.log)"; exit 1
}
stop_server() {
  local pid; pid=$(cat "$W/server.pid" 2>/dev/null || true)
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$W/server.pid"
}

# run_jest CONFIG [jest args...]: runs the suite once, serially, never updating snapshots; prints the counts line
run_jest() {
  local config=$1; shift
  cd "$T"; set +e
  # JEST_ARGS (optional): more jest arguments, e.g. test files to run only those
  # shellcheck disable=SC2086
  CI=true npx jest -c "$config" --runInBand --ci --json --outputFile="$W/results.json" ${JEST_ARGS:-} "$@" >"$W/jest.log" 2>&1
  local rc=$?; set -e
  (cd "$PROJECT" && node --import tsx scripts/compat/summary.ts "$W/results.json" "$SUITE")
  return $rc
}
