# syntax=docker/dockerfile:1

# Build stage: Node 24 LTS runs exactly the commands the tests run (npm ci, npm run build).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Brand and host of this deployment (README, "Configuration"); unset values keep the defaults.
ARG SITE_NAME SITE_SHORT_NAME SITE_BRAND_SLUG SITE_ORIGIN SITE_PHONE SITE_EMAIL \
    SITE_STREET SITE_LOCALITY SITE_POSTAL_CODE \
    SITE_LINKEDIN_URL SITE_X_URL SITE_FACEBOOK_URL SITE_INSTAGRAM_URL
RUN npm run build

# Runtime: Debian's nginx and brotli module, the packages the tests run against, and our
# nginx/ folder started by the same nginx/start.sh as `npm start`.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --no-create-home --shell /usr/sbin/nologin site
WORKDIR /srv/site
COPY nginx/ nginx/
COPY --from=build /app/dist/ dist/
COPY --from=build /app/build/nginx/ build/nginx/
USER site
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
# SIGQUIT lets nginx finish the requests in flight.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS -o /dev/null http://127.0.0.1:8080/ || exit 1
CMD ["bash", "nginx/start.sh"]
