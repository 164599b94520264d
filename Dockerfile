# syntax=docker/dockerfile:1
# The store's image: built in one stage, run from a second with production dependencies only.
# scripts/production/prepare.sh builds the same runtime folder without Docker (CI proves it on
# Node 24), reading the runtime stage's COPY --from=build lines below, so keep them the truth.

# Both stages' base, pinned by digest (the tag kept for readers). To move to a newer Node 24:
# docker buildx imagetools inspect node:24.x.y-trixie-slim prints the index digest ("Digest:").
ARG NODE_IMAGE=node:24.15.0-trixie-slim@sha256:291be77873bc04731968cacf82f0fcef17cee8cf200c6b6951e2bcab41560eb7

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# pg_dump and psql for `npm run backup` / `npm run restore` against PostgreSQL 17; ffmpeg (and
# ffprobe) to probe uploaded videos and transcode them into adaptive streams (decision 014).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-17 ffmpeg \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace @academy/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/seed apps/server/seed
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
