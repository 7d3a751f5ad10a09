#!/usr/bin/env bash
# npm test: every check, cheapest first. Build-output, nginx and browser tests run on a fresh build.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/system-packages.sh nginx libnginx-mod-http-brotli-static chromium

step() { printf '\n== %s\n' "$*"; }

step "typecheck" && npm run typecheck
step "lint and format" && npm run lint
step "unit tests" && npm run test:unit
step "API tests (lead storage, guards, e-mail, durability)" && npm run test:api
step "build" && npm run build
step "build output and nginx tests" && npm run test:build
step "end-to-end tests (Chromium through nginx and the API)" && npm run test:e2e
