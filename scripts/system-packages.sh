#!/usr/bin/env bash
# Makes sure Debian packages are installed: `system-packages.sh nginx chromium`.
# Installs what is missing with apt-get when running as root on Debian/Ubuntu; otherwise prints
# the exact command to run and fails. Used by npm start, npm test and .ci/run.
set -euo pipefail

declare -A provides=(
  [nginx]="command -v nginx"
  [libnginx-mod-http-brotli-static]="test -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so"
  [chromium]="test -x /usr/bin/chromium"
  [chromium-headless-shell]="test -x /usr/lib/chromium/chromium-headless-shell"
  # The server binaries the API tests start a PostgreSQL of their own with (initdb, pg_ctl).
  [postgresql]="compgen -G '/usr/lib/postgresql/*/bin/initdb'"
)

missing=()
for package in "$@"; do
  check=${provides[$package]:-"dpkg -s $package"}
  eval "$check" >/dev/null 2>&1 || missing+=("$package")
done
((${#missing[@]} == 0)) && exit 0

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing ${missing[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Missing system packages. Install them, then run the command again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
