# syntax=docker/dockerfile:1
# One image for every process of an installation: the API server (the default command) and the job
# worker (`node apps/server/dist/worker.mjs`), plus the backup CLI. README "Run it with containers".
# The same image runs the print server at a venue (docs/decisions.md "Printing: the print server at the
# venue"), with host networking so DNS-SD finds the printers and a volume for its pairing:
#   docker run -d --network host -v booth-print-server:/data -e BOOTH_PRINT_SERVER_STATE=/data/print-server.json \
#     <image> node apps/server/dist/print-server.mjs --server https://booth.example.com

# Node 20 on Debian 12, what the project is built and tested on (ARCHITECTURE §8).
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then the web app and the server bundles (scripts/ensure-build.mjs)
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: `npm ci` stays cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/ensure-build.mjs

# ---- deps: what the bundles import at run time (the server's and the shared package's dependencies)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# Debian's ffmpeg (below) is found first on PATH: the npm-shipped 2018 build would be 66 MB never used.
RUN npm ci --omit=dev --workspace apps/server --workspace packages/shared --no-audit --no-fund \
  && rm -rf node_modules/@ffmpeg-installer \
  && npm cache clean --force

# ---- runtime
FROM ${NODE_IMAGE} AS runtime
# ffmpeg renders GIFs, boomerangs and videos; the PostgreSQL client tools take and restore backups.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The manifests and node_modules (with any package a workspace nests in its own node_modules).
COPY --from=deps /app ./
# The bundles keep their sources' addresses (scripts/build-server.mjs): the migrations and the files
# read beside the sources are found under the same paths as in the build stage.
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY scripts/s3-bucket.mjs scripts/
# Owned by `node` down to the mount points compose uses, so new volumes there start writable for it.
RUN mkdir -p /data/legal && chown -R node:node /data
USER node
EXPOSE 3000
# Liveness (the event loop turns); a worker answers on WORKER_PORT. Readiness is /api/health/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.WORKER_PORT || process.env.PORT || 3000}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "apps/server/dist/server.mjs"]
