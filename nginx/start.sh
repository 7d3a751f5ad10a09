#!/usr/bin/env bash
# Serves the built site through nginx in the foreground until SIGINT/SIGTERM.
# Used by `npm start`, the tests and the Docker image, so all three run the same configuration.
#
# What it serves: by default the live release of SITE_RELEASES (scripts/release.ts), through
# the `live` link, so `npm run build` can switch to a new release while nginx runs: publishing
# reloads this nginx with the new release's CSP hashes before it switches. With SITE_ROOT, one
# fixed export instead (a test's, or a Docker container's own release).
#
#   PORT          port to listen on (default 8080)
#   HOST          address to listen on (default 127.0.0.1; the Docker image uses 0.0.0.0)
#   SITE_RELEASES releases folder (default: build/releases beside this folder)
#   SITE_ROOT     a fixed export to serve instead of the live release
#   SITE_CSP      its CSP include (default: $SITE_ROOT/.vite/csp-hashes.conf, from postbuild)
#   API_PORT      port of the lead API on 127.0.0.1 that /api/ is passed to (default 8081)
#   DESK_ROOT     the sales desk's and content manager's build, served at /admin and /cms
#                 (default: build/desk beside this folder, from `npm run build:admin`); without
#                 one, /admin and /cms answer a plain 404
#   NGINX_API_RATE  form submissions per client address (default 10r/m, burst 5)
#   METRICS_TOKEN   serve /api/metrics to this bearer token (unset: /api/metrics is a 404 here)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
port=${PORT:-8080}
host=${HOST:-127.0.0.1}
if [[ -n ${SITE_ROOT:-} ]]; then
  root=$(cd "$SITE_ROOT" && pwd)
  csp=${SITE_CSP:-$root/.vite/csp-hashes.conf}
else
  releases=${SITE_RELEASES:-$here/../build/releases}
  mkdir -p "$releases"
  releases=$(cd "$releases" && pwd)
  # The link itself, not its target: nginx follows it on every request.
  root=$releases/live/site
  csp=$releases/csp-hashes.conf
fi

if [[ ! -f "$root/404.html" || ! -f "$csp" ]]; then
  echo "start.sh: no built site in $root (or no $csp): run 'npm run build'" >&2
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
cp "$here"/*.conf "$run_dir/"
# The anti-forgery cookie and the body limits, from the same definitions as the API's. Node 24
# runs TypeScript: the project's own (node_modules/.bin) where there is one, as in serve.sh.
node_bin=node
if [[ -x $here/../node_modules/.bin/node ]]; then node_bin=$here/../node_modules/.bin/node; fi
"$node_bin" "$here/rules.ts" "$run_dir"
# The sales desk (/admin) from its own build folder; the site is served without it if it is
# not built (the desk is for the sales team, not the visitors).
# Its screens come with its build (desk-screens.conf, scripts/publish-desk.ts), included where
# it is: a reload reads the screens of the desk published since (publish-desk reloads this nginx).
desk_root=${DESK_ROOT:-$here/../build/desk}
if [[ -f $desk_root/admin/index.html && -f $desk_root/desk-screens.conf ]]; then
  desk_root=$(cd "$desk_root" && pwd)
  printf 'root "%s";\n' "$desk_root" >"$run_dir/desk-root.conf"
  printf 'include "%s/desk-screens.conf";\n' "$desk_root" >"$run_dir/desk-screens.conf"
  echo 'include desk-locations.conf;' >"$run_dir/desk.conf"
else
  if [[ -f $desk_root/admin/index.html ]]; then
    echo "start.sh: the sales desk in $desk_root has no desk-screens.conf (built before it): npm run build:admin" >&2
  fi
  echo "start.sh: no sales desk in $desk_root (npm run build:admin): /admin answers 404" >&2
  : >"$run_dir/desk-root.conf"
  printf '%s\n' 'location = /admin { include desk-not-built.conf; }' \
    'location ^~ /admin/ { include desk-not-built.conf; }' \
    'location = /cms { include desk-not-built.conf; }' \
    'location ^~ /cms/ { include desk-not-built.conf; }' >"$run_dir/desk.conf"
fi
# Included where it is, so a reload reads the hashes a new release brought.
echo "include $csp;" >"$run_dir/csp-hashes.conf"
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

# Serving the live release: scripts/release.ts finds this nginx here to reload it when it
# publishes (one file per host and port; the pid file tells whether it still runs).
if [[ -z ${SITE_ROOT:-} ]]; then
  mkdir -p "$releases/servers"
  local_host=$host
  [[ $local_host == 0.0.0.0 ]] && local_host=127.0.0.1
  printf '%s\nhttp://%s:%s/\n' "$run_dir/nginx.pid" "$local_host" "$port" \
    >"$releases/servers/$(hostname)-$port"
fi

echo "Serving $root at http://$host:$port/ (Ctrl-C to stop)"
# nginx replaces this shell: SIGINT/SIGTERM reach it directly (fast shutdown, SIGQUIT graceful),
# and whoever stops it stops the whole server, workers included.
exec nginx -p "$run_dir" -c "$run_dir/nginx.conf" -e stderr
