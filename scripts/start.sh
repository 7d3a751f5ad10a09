#!/usr/bin/env bash
# npm start: build when the sources changed since the last build, then serve the live release
# through our nginx configuration on 127.0.0.1:${PORT:-8080}, with the lead API behind /api/, in the
# foreground (scripts/serve.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/system-packages.sh nginx
# Optional: without it nginx serves the gzip files only.
bash scripts/system-packages.sh libnginx-mod-http-brotli-static || true

# The live release (scripts/release.ts) is replaced in one step: a browser never sees half a
# build, and tabs opened before the rebuild keep working.
live=build/releases/live
sources=(src public scripts index.html vite.config.ts tailwind.config.ts package-lock.json
  admin vite.admin.config.ts)
if [[ ! -f $live/site/404.html || ! -f build/desk/admin/index.html || ! -f build/desk/desk-screens.conf ||
  -n $(find "${sources[@]}" -newer "$live" -print -quit) ]]; then
  npm run build
fi

exec bash scripts/serve.sh
