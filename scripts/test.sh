#!/usr/bin/env bash
# npm test: every check, cheapest first. Build-output, nginx and browser tests run on a fresh build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/system-packages.sh nginx libnginx-mod-http-brotli-static chromium postgresql

# Which job openings are open depends on the date (src/content/publication.ts): the suite builds
# and runs as of one fixed day, so it passes the same way next year.
export SITE_TODAY=${SITE_TODAY:-2026-11-23}

source scripts/lib/stages.sh
# A stage that fails is timed too; run alone, the table follows the last stage.
if [[ -n ${STAGE_TIMES:-} ]]; then trap stage_end EXIT; else trap stages_report EXIT; fi
step() { stage_begin "$*"; }

step "typecheck" && npm run typecheck
step "lint and format" && npm run lint
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
