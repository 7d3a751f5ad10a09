#!/usr/bin/env bash
# npm start: build when the sources changed since the last build, then serve dist/ through our
# nginx configuration on 127.0.0.1:${PORT:-8080} in the foreground (nginx/start.sh).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(nginx libnginx-mod-http-brotli-static)
if ! command -v nginx >/dev/null; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "nginx is missing: installing ${packages[*]} with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  else
    echo "nginx is not installed. Install it, then run npm start again:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${packages[*]}" >&2
    exit 1
  fi
fi

stamp=build/nginx/csp-hashes.conf
sources=(src public scripts index.html vite.config.ts tailwind.config.ts package-lock.json)
if [[ ! -f dist/404.html || ! -f $stamp || -n $(find "${sources[@]}" -newer "$stamp" -print -quit) ]]; then
  npm run build
fi

exec bash nginx/start.sh
