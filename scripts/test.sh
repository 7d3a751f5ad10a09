#!/usr/bin/env bash
# npm test: every check, cheapest first. Build-output, nginx and browser tests run on a fresh build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/system-packages.sh nginx libnginx-mod-http-brotli-static chromium-headless-shell postgresql

# Which job openings are open depends on the date (src/content/publication.ts): the suite builds
# and runs as of one fixed day, so it passes the same way next year.
export SITE_TODAY=${SITE_TODAY:-2026-11-23}

source scripts/lib/stages.sh
# A stage that fails is timed too; run alone, the table follows the last stage.
if [[ -n ${STAGE_TIMES:-} ]]; then trap stage_end EXIT; else trap stages_report EXIT; fi
step() { stage_begin "$*"; }

# The two share no state and each keeps one core busy, so they run side by side; the type
# checker's report follows the linter's.
step "typecheck, lint and format"
typecheck_log=$(mktemp)
npm run typecheck >"$typecheck_log" 2>&1 &
typecheck=$!
lint_status=0
npm run lint || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat "$typecheck_log"
rm -f "$typecheck_log"
((lint_status == 0 && typecheck_status == 0))
step "unit tests" && npm run test:unit
step "API tests on SQLite and PostgreSQL (lead storage, guards, e-mail, durability, replicas)" && npm run test:api
step "npm run dev (Vite dev server, API behind /api/, desk at /admin, stopping)" && npm run test:dev
step "build" && npm run build
step "build output and nginx tests" && npm run test:build
step "end-to-end tests (Chromium through nginx and the API)" && npm run test:e2e
step "Docker image smoke test (build, run, health, leads, stop)"
if docker info >/dev/null 2>&1; then
  npm run test:docker
else
  echo "skipped: no Docker engine (bash ../shared/docker/base-images.sh starts one here)"
fi
