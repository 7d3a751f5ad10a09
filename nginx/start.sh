#!/usr/bin/env bash
# Serves the built site through nginx in the foreground until SIGINT/SIGTERM.
# Used by `npm start`, the tests and the Docker image, so all three run the same configuration.
#
#   PORT          port to listen on (default 8080)
#   HOST          address to listen on (default 127.0.0.1; the Docker image uses 0.0.0.0)
#   SITE_ROOT     the built site (default: dist/ beside this folder)
#   SITE_NGINX    generated includes of the build (default: build/nginx/ beside this folder)
#   API_PORT      port of the lead API on 127.0.0.1 that /api/ is passed to (default 8081)
#   NGINX_API_RATE  form submissions per client address (default 10r/m, burst 5)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
port=${PORT:-8080}
host=${HOST:-127.0.0.1}
root=${SITE_ROOT:-$here/../dist}
generated=${SITE_NGINX:-$here/../build/nginx}

if [[ ! -f "$root/404.html" || ! -f "$generated/csp-hashes.conf" ]]; then
  echo "start.sh: no built site in $root (or no $generated/csp-hashes.conf): run 'npm run build'" >&2
  exit 1
fi
if ! command -v nginx >/dev/null; then
  echo "start.sh: nginx is not installed: sudo apt-get install -y nginx libnginx-mod-http-brotli-static" >&2
  exit 1
fi

# One runtime directory per port, rewritten at every start: nothing accumulates in /tmp.
run_dir=${TMPDIR:-/tmp}/site-nginx-$port
rm -rf "$run_dir"
mkdir -p "$run_dir/tmp"
cp "$here"/*.conf "$generated/csp-hashes.conf" "$run_dir/"

root=$(cd "$root" && pwd)
# The access log goes to standard output when that is a terminal or a pipe (docker logs);
# nginx cannot open /dev/stdout when it is a socket, as under some process managers.
access_log=off
if [[ -t 1 || -p /dev/stdout ]]; then access_log=/dev/stdout; fi
printf 'listen %s:%s;\nroot %s;\naccess_log %s;\n' "$host" "$port" "$root" "$access_log" \
  >"$run_dir/server.conf"
printf 'upstream api {\n    server 127.0.0.1:%s;\n    keepalive 8;\n}\nlimit_req_zone $api_limit_key zone=api_posts:10m rate=%s;\n' \
  "${API_PORT:-8081}" "${NGINX_API_RATE:-10r/m}" >"$run_dir/api.conf"

# As root (a developer's machine, CI), workers run as the invoking user so they can read a
# checkout in a private directory; the Docker image runs nginx unprivileged, where this is moot.
if [[ $(id -u) -eq 0 ]]; then echo 'user root;' >"$run_dir/runtime.conf"; else : >"$run_dir/runtime.conf"; fi

# brotli_static where Debian's libnginx-mod-http-brotli-static is installed, gzip_static always.
modules_path=$(nginx -V 2>&1 | grep -o -- '--modules-path=[^ ]*' | cut -d= -f2 || true)
brotli_module=${modules_path:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so
if [[ -f "$brotli_module" ]]; then
  echo "load_module $brotli_module;" >"$run_dir/modules.conf"
  echo 'brotli_static on;' >"$run_dir/brotli.conf"
else
  : >"$run_dir/modules.conf"
  : >"$run_dir/brotli.conf"
  echo "start.sh: brotli module not found; serving gzip only" >&2
fi

nginx -p "$run_dir" -c "$run_dir/nginx.conf" -e stderr -t -q

echo "Serving $root at http://$host:$port/ (Ctrl-C to stop)"
# nginx replaces this shell: SIGINT/SIGTERM reach it directly (fast shutdown, SIGQUIT graceful),
# and whoever stops it stops the whole server, workers included.
exec nginx -p "$run_dir" -c "$run_dir/nginx.conf" -e stderr
