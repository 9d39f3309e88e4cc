#!/usr/bin/env bash
# Every test of the project, in the order a failure is cheapest to find. Used by `npm test` and CI.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

if [ ! -x /usr/bin/chromium ] && [ ! -x /usr/bin/chromium-browser ] && ! ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-* >/dev/null 2>&1; then
  echo "No Chromium for the browser tests. Install one: 'apt-get install -y chromium' (Debian) or 'npx playwright install chromium'." >&2
  exit 1
fi

# The browser's Go toolchain (issue 11) takes minutes to build cold and uses Go's own parallelism; type check
# and lint are single-threaded, so it builds beside them. verify:wasm below waits for it (and rebuilds nothing).
mkdir -p .cache
node scripts/build-go-wasm.mjs >.cache/build-go-wasm.log 2>&1 &
go_wasm_pid=$!

step "type check";            npm run --silent typecheck
step "lint";                  npm run --silent lint
step "content check";         npx tsx scripts/check-content.ts
step "Go programs (real Go 1.26+, outputs diffed against the record)"
npm run --silent verify:go
step "Go programs in the browser's toolchain (js/wasm), diffed against the same record"
if ! wait "$go_wasm_pid"; then cat .cache/build-go-wasm.log >&2; echo "building the browser's Go toolchain failed" >&2; exit 1; fi
cat .cache/build-go-wasm.log
npm run --silent verify:wasm
step "unit tests";            npx vitest run
step "production build";      npm run --silent build
step "production build under a sub-path (BASE_PATH=/go-errors/)"
BASE_PATH=/go-errors/ OUT_DIR=dist-sub npm run --silent build
step "browser tests (production build, Chromium)"
npx playwright test
