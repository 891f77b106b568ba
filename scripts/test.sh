#!/usr/bin/env bash
# `npm test`: every check, in the order a failure is cheapest to find. Installs what the tests need
# from Debian's packages (Chromium) when it can, and says clearly what is missing when it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NODE_OPTIONS="${NODE_OPTIONS:-} --no-deprecation"
export PAYLOAD_SECRET="${PAYLOAD_SECRET:-test-secret-not-for-production}"
export TEST_POSTGRES_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}"

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "System dependencies"
bash scripts/ensure-system-deps.sh

step "Lint"
npx eslint . --max-warnings=0
npx prettier --check . --log-level warn

step "Type check"
npx tsc --noEmit

step "Generated files and migrations are up to date"
node scripts/check-generated.mjs

# The end-to-end tests' production build runs beside the unit tests (which use one core most of
# the time); the e2e server then finds it up to date (scripts/start.mjs, its source hash).
step "Production build for the end-to-end tests (in the background)"
build_log="$(mktemp)"
# Its own process group (set -m), so a failure below stops `next build` too, not only its parent;
# on the e2e server's port, which the build bakes into robots.txt (playwright.config.ts).
set -m
PORT="${E2E_PORT:-3100}" node scripts/start.mjs --build-only >"$build_log" 2>&1 &
build_pid=$!
set +m
trap 'kill -- -"$build_pid" 2>/dev/null || true; rm -f "$build_log"' EXIT

step "Unit and integration tests (SQLite and PostgreSQL)"
npx vitest run

step "End-to-end tests (production build, Chromium)"
if ! wait "$build_pid"; then
  cat "$build_log"
  echo "✖ The production build failed." >&2
  exit 1
fi
trap - EXIT
tail -n 3 "$build_log"
rm -f "$build_log"
npx playwright test
