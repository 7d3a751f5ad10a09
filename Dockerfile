# syntax=docker/dockerfile:1

# Build stage: Node 24 LTS runs exactly the commands the tests run (npm ci, npm run build).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The npm the tests run with: it honours package.json "allowScripts" (only the `node` package's
# install script runs; better-sqlite3 and argon2 load their bundled prebuilt binaries, nothing is
# compiled).
RUN npm install --global npm@11.19.1 && npm ci
COPY . .
# Brand and host of this deployment (docs/operations.md, "Configuration"); unset values keep
# the defaults.
ARG SITE_NAME SITE_SHORT_NAME SITE_BRAND_SLUG SITE_ORIGIN SITE_PHONE SITE_EMAIL \
    SITE_PRIVACY_OFFICER SITE_PRIVACY_EMAIL SITE_STREET SITE_LOCALITY SITE_POSTAL_CODE \
    SITE_LINKEDIN_URL SITE_X_URL SITE_FACEBOOK_URL SITE_INSTAGRAM_URL
# Where the content manager (/cms) commits: its backend and repository (docs/publishing.md).
ARG CMS_BACKEND CMS_REPO CMS_BRANCH CMS_GITLAB_APP_ID CMS_GITLAB_URL
# Builds the site (dist/), the sales desk and the content manager (build/desk/). Then each page
# is kept only as its .br and .gz: scripts/serve.sh's publish restores the plain files from the
# .gz into the release it serves, byte for byte (30 of the export's 57 MB).
RUN npm run build && node scripts/release.ts pack dist

# The Node binary without its symbol table and debug information (18 of its 127 MB), as
# distributions ship it: JavaScript stack traces are unchanged, native frames lose their names.
FROM node:24-bookworm-slim AS node-binary
RUN apt-get update && apt-get install -y --no-install-recommends binutils \
 && strip -o /node /usr/local/bin/node && /node -e 'process.exit(0)'

# The API's production dependencies, pruned (below). A stage of its own: npm stays out of the
# runtime image.
FROM node:24-bookworm-slim AS server-deps
WORKDIR /srv/site
COPY package.json package-lock.json ./
# What server/ loads and nothing else: the browser's packages are devDependencies (Vite bundled
# them into dist/). Of better-sqlite3, the prebuilt binary of this machine is all the API loads:
# its SQLite sources and the other platforms' binaries go; of argon2 (desk passwords), likewise
# its C sources and all but this architecture's glibc binary. Of Kysely, the API imports the ES
# modules: its CommonJS copy and its type declarations go (5 of its 6.6 MB). zod ships its
# TypeScript sources (4 MB) for editors that follow a custom export condition; Node loads its
# compiled files. prom-client's dependencies carry a test suite (bintrees, 2.3 MB) and source
# maps and type declarations (@opentelemetry/api, 1 MB) that nothing runs. zod's and yaml's type
# declarations (1.8 MB) go too, and yaml's browser build (0.5 MB): Node loads yaml/dist.
RUN npm ci --omit=dev --ignore-scripts \
 && arch=$(node -p 'process.arch') \
 && rm -rf node_modules/better-sqlite3/deps node_modules/better-sqlite3/src \
 && find node_modules/better-sqlite3/prebuilds -type f ! -name "linux-$arch.node" -delete \
 && rm -rf node_modules/argon2/argon2/src node_modules/argon2/argon2/include \
 && find node_modules/argon2/prebuilds -type f ! -path "*/linux-$arch/*.glibc.node" -delete \
 && rm -rf node_modules/kysely/dist/cjs \
 && find node_modules/kysely/dist -name '*.d.ts' -delete \
 && rm -rf node_modules/zod/src node_modules/bintrees/test \
 && find node_modules/@opentelemetry \( -name '*.map' -o -name '*.d.*ts' \) -delete \
 && rm -rf node_modules/yaml/browser \
 && find node_modules/zod node_modules/yaml \( -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' \) -delete

# Runtime: one container, two processes started by the same scripts/serve.sh as `npm start`:
# the lead API (server/, Node 24) and Debian's nginx with our nginx/ folder. tini is PID 1 and
# passes signals on; both processes run as the unprivileged user `site`. Debian with the Node
# binary alone: npm, the packages' documentation and apt's download cache stay out.
FROM debian:bookworm-slim
RUN printf 'path-exclude=/usr/share/%s/*\n' doc man locale info >/etc/dpkg/dpkg.cfg.d/runtime-slim \
 && apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl tini \
 && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /var/log/apt /var/log/dpkg.log \
 && useradd --system --uid 10001 --create-home --shell /usr/sbin/nologin site
COPY --from=node-binary /node /usr/local/bin/node
WORKDIR /srv/site
COPY package.json package-lock.json ./
COPY --from=server-deps /srv/site/node_modules/ node_modules/
COPY nginx/ nginx/
# check-placeholders.ts: serve.sh's warning while this build has example contact details.
COPY scripts/serve.sh scripts/release.ts scripts/check-placeholders.ts scripts/
COPY scripts/lib/releases.ts scripts/lib/csp-include.ts scripts/lib/
COPY server/ server/
# The form schemas the API shares with the pages, and the open positions (src/content/careers);
# their field errors in every language the site speaks (src/i18n/forms/), and the call
# invitation's words in each (src/i18n/catalogues/).
COPY src/forms/ src/forms/
COPY src/i18n/format.ts src/i18n/locales.ts src/i18n/catalogues.ts src/i18n/
COPY src/i18n/forms/ src/i18n/forms/
COPY src/i18n/catalogues/ src/i18n/catalogues/
# The sales desk's API contract, shared with the admin app (roles, cookie, session lengths).
COPY src/admin/contract.ts src/admin/
# The retention periods the privacy notice states and the desk's retention job applies; the
# example contact details the warning names.
COPY src/config/retention.ts src/config/placeholders.ts src/config/
# The project estimator's schema and computation: the API reads the rates the page uses
# (src/content/estimator.yaml) and recomputes every estimate it stores.
COPY src/estimate/ src/estimate/
# The call request's slots: the API refuses a slot outside src/content/call-hours.yaml's hours.
COPY src/calls/ src/calls/
COPY src/content/ src/content/
# This image's build (with .vite/csp-hashes.conf); serve.sh publishes it as a release at start.
COPY --from=build /app/dist/ dist/
# The sales desk (/admin), built by the same `npm run build`, served from its own folder.
COPY --from=build /app/build/desk/ desk/
# `leads export …` in the container prints the export and nothing else (no npm banner).
RUN chmod +x server/cli.ts && ln -s /srv/site/server/cli.ts /usr/local/bin/leads \
 && mkdir -p /srv/site/data /srv/site/releases && chown site:site /srv/site/data /srv/site/releases
# Leads and CVs (SQLite): the one volume to back up (docs/operations.md, "Backups"); unused when
# DATABASE_URL points at PostgreSQL (docs/operations.md, "Running several replicas").
# /srv/site/releases may be a volume too, kept across deploys: then a new container still serves
# the previous one's chunks.
VOLUME ["/srv/site/data"]
USER site
ENV HOST=0.0.0.0 PORT=8080 API_PORT=8081 DATA_DIR=/srv/site/data NODE_ENV=production \
    SITE_PUBLISH=/srv/site/dist SITE_RELEASES=/srv/site/releases DESK_ROOT=/srv/site/desk
EXPOSE 8080
# serve.sh stops both on SIGTERM: the API finishes requests in flight, nginx quits gracefully.
STOPSIGNAL SIGTERM
# Shell form: the port is the one this container was started with (-e PORT=…).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD curl -fsS -o /dev/null "http://127.0.0.1:${PORT}/api/health" || exit 1
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["bash", "scripts/serve.sh"]
