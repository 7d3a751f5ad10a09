#!/usr/bin/env bash
# Replaces the site's container on this server with another version of the image, and puts the
# previous one back if the new one does not become healthy. Run on the server (the publish
# workflow runs it over SSH: .github/workflows/publish.yml), or by hand for a rollback:
#
#   bash scripts/deploy-container.sh ghcr.io/acme/company-website:2026.11.26.41-1a2b3c4
#
#   DEPLOY_NAME      the container's name (default website)
#   DEPLOY_ENV_FILE  its environment (SMTP_URL, LEADS_TO, DATABASE_URL, CMS_GITHUB_*, …), kept on
#                    the server, never in the repository (default /etc/company-website.env)
#   DEPLOY_PUBLISH   what `docker run -p` publishes (default 8080:8080; empty: nothing)
#   DEPLOY_RUN_ARGS  more `docker run` arguments, split on spaces (e.g. `--network host -e PORT=8090`)
#   DEPLOY_VOLUMES   the two volumes' name prefix (default website: website-data, website-releases)
#   DEPLOY_WAIT      seconds the new container has to report healthy (default 120)
#
# The data and releases volumes carry over, so leads stay and open tabs keep their chunks
# (docs/operations.md, "Deploying a new version"). Between stopping the old container and the new
# one answering, visitors wait a few seconds; for no gap at all run two replicas behind a load
# balancer and deploy them one at a time (docs/operations.md, "Running several replicas").
set -euo pipefail

image=${1:?usage: deploy-container.sh <image:tag>}
name=${DEPLOY_NAME:-website}
env_file=${DEPLOY_ENV_FILE:-/etc/company-website.env}
publish=${DEPLOY_PUBLISH-8080:8080}
volumes=${DEPLOY_VOLUMES:-website}
read -r -a run_args <<<"${DEPLOY_RUN_ARGS:-}"
wait_seconds=${DEPLOY_WAIT:-120}

say() { printf 'deploy: %s\n' "$*" >&2; }

# A version tag is never moved: an image already here is that version.
docker image inspect "$image" >/dev/null 2>&1 || docker pull --quiet "$image" >/dev/null

env_args=()
if [[ -f $env_file ]]; then env_args=(--env-file "$env_file"); else say "no $env_file: starting without one"; fi

start() {
  local args=(--name "$name" --restart unless-stopped "${env_args[@]}" "${run_args[@]}")
  [[ -n $publish ]] && args+=(-p "$publish")
  docker run -d "${args[@]}" -v "$volumes-data:/srv/site/data" \
    -v "$volumes-releases:/srv/site/releases" "$1" >/dev/null
}

healthy_within() {
  local status
  for _ in $(seq 1 "$1"); do
    status=$(docker inspect -f '{{.State.Health.Status}}' "$name" 2>/dev/null || echo gone)
    case $status in
      healthy) return 0 ;;
      unhealthy | gone) return 1 ;;
    esac
    sleep 1
  done
  return 1
}

previous=""
if docker container inspect "$name" >/dev/null 2>&1; then
  previous=$(docker inspect -f '{{.Config.Image}}' "$name")
  docker rm -f "$name-previous" >/dev/null 2>&1 || true
  # Stopped, not removed: if the new version fails, this one is started again as it was.
  docker stop "$name" >/dev/null
  docker rename "$name" "$name-previous"
fi

start "$image"
if healthy_within "$wait_seconds"; then
  [[ -n $previous ]] && docker rm "$name-previous" >/dev/null
  say "$name runs $image (before: ${previous:-nothing})"
  exit 0
fi

say "$image did not become healthy within ${wait_seconds}s; its last log lines:"
docker logs --tail 30 "$name" >&2 || true
docker rm -f "$name" >/dev/null
if [[ -n $previous ]]; then
  docker rename "$name-previous" "$name"
  docker start "$name" >/dev/null
  say "$name is back on $previous"
fi
exit 1
