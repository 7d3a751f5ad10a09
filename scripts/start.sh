#!/usr/bin/env bash
# npm start: build when the sources changed since the last build, then serve dist/ through our
# nginx configuration on 127.0.0.1:${PORT:-8080}, with the lead API behind /api/, in the
# foreground (scripts/serve.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash scripts/system-packages.sh nginx
# Optional: without it nginx serves the gzip files only.
bash scripts/system-packages.sh libnginx-mod-http-brotli-static || true

stamp=build/nginx/csp-hashes.conf
sources=(src public scripts index.html vite.config.ts tailwind.config.ts package-lock.json)
if [[ ! -f dist/404.html || ! -f $stamp || -n $(find "${sources[@]}" -newer "$stamp" -print -quit) ]]; then
  npm run build
fi

exec bash scripts/serve.sh
