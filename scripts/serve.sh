#!/usr/bin/env bash
# Runs the lead API (server/) and nginx (nginx/start.sh) together in the foreground: the one
# command behind `npm start`, the end-to-end tests and the Docker image. Ctrl-C or SIGTERM stops
# both (the API finishes requests in flight, nginx quits gracefully); if either one exits, the
# other is stopped too and the exit status is passed on, so a supervisor sees the failure.
#
#   PORT, HOST, SITE_RELEASES, SITE_ROOT  nginx (see nginx/start.sh)
#   SITE_PUBLISH                           an export to publish as a release first, then serve
#                                          that release (the Docker image: its own build)
#   API_PORT                               the API on 127.0.0.1 (default 8081)
#   DATA_DIR, SMTP_URL, LEADS_TO, …        the API (docs/leads.md, "Leads")
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

export API_PORT=${API_PORT:-8081}
# The API needs Node 24 (type stripping, better-sqlite3): the project's own when run outside npm.
node_bin=node
if [[ -x node_modules/.bin/node ]]; then node_bin=node_modules/.bin/node; fi

if [[ -n ${SITE_PUBLISH:-} ]]; then
  # This server's own release, pinned: another container publishing into the same releases
  # volume switches `live`, never what this nginx serves.
  release=$("$node_bin" scripts/release.ts publish "$SITE_PUBLISH") || exit 1
  export SITE_ROOT=$release/site SITE_CSP=$release/csp-hashes.conf
fi

# One warning while the build nginx serves (nginx/start.sh: SITE_ROOT or the live release) has
# the example contact details; it never stops the server (the deploy step refuses them).
served=${SITE_ROOT:-${SITE_RELEASES:-build/releases}/live/site}
"$node_bin" scripts/check-placeholders.ts --site "$served"

"$node_bin" server/main.ts &
api=$!

# nginx starts once the API accepts connections, so the first form a visitor sends succeeds.
for _ in $(seq 1 150); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$API_PORT") 2>/dev/null; then break; fi
  if ! kill -0 "$api" 2>/dev/null; then
    wait "$api"
    exit $?
  fi
  sleep 0.1
done

bash nginx/start.sh &
web=$!

signalled=0
stop_both() {
  kill -TERM "$api" 2>/dev/null || true
  # SIGQUIT: nginx finishes the requests in flight, then exits.
  kill -QUIT "$web" 2>/dev/null || true
}
trap 'signalled=1; stop_both' INT TERM

wait -n "$api" "$web"
status=$?
stop_both
wait "$api" "$web" 2>/dev/null
if [[ $signalled -eq 1 ]]; then exit 0; fi
echo "serve.sh: a server stopped unexpectedly (status $status); the other was stopped too" >&2
exit "$status"
