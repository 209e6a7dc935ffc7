# syntax=docker/dockerfile:1
# hexpost: the Discord bot image.
#   docker build -t hexpost .
#   docker compose up -d          (see docker-compose.yml: the bot plus PostgreSQL)
# There is no build step: TypeScript runs through tsx (a runtime dependency).
# Database migrations are NOT run by the image or by `prisma migrate` (the native schema engine is
# not installed): the bot applies pending ones itself at start (src/store/migrate.ts, automatic).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---------------------------------------------------------------------------------------------
# build: install from the lockfile, generate the Prisma client, drop dev dependencies.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# What the postinstall (`prisma generate`) needs, copied before `npm ci`: the schema and its
# migrations, prisma.config.ts, and scripts/schema-engine-stub.sh, which prisma.config.ts points
# the CLI at so that it never downloads the native schema engine (generate does not use it).
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
COPY scripts ./scripts

# --ignore-scripts: do not run dependencies' install scripts (@prisma/engines would download the
# native engines, which we never use; npm 11 on the dev machines skips them too). Then run the
# project's own postinstall, `prisma generate`, which writes the client to src/generated/prisma.
RUN npm ci --ignore-scripts \
 && npm run postinstall \
 && test -f src/generated/prisma/client.ts

# Runtime dependencies only. tsx, prisma and dotenv are in "dependencies" and stay;
# typescript, vitest and the @types packages are dev and go.
RUN npm prune --omit=dev --ignore-scripts

# The sources. .dockerignore keeps out the host's src/generated, so the client generated above
# (inside src/) is not overwritten.
COPY tsconfig.json ./
COPY src ./src
COPY commands ./commands
COPY render ./render

# ---------------------------------------------------------------------------------------------
# runtime
FROM ${NODE_IMAGE} AS runtime

# tini as PID 1: forwards SIGTERM/SIGINT to node and reaps zombies (shard child processes).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
ENV NODE_ENV=production \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    npm_config_update_notifier=false

# Code and dependencies stay owned by root (read-only for the bot); see below for what is writable.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json /app/prisma.config.ts ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/commands ./commands
COPY --from=build /app/render ./render
COPY --from=build /app/src ./src

# Writable by the bot: /app/data for the embedded PGlite database (PGLITE_DIR default
# ./data/pglite; used only when DATABASE_URL is unset) and /app/out (IMAGE_DIR, console mode).
RUN mkdir -p /app/data/pglite /app/out && chown -R node:node /app/data /app/out
VOLUME ["/app/data"]

USER node

# HEXPOST_REQUIRE_TOKEN: without DISCORD_TOKEN, exit 2 with a message naming it (a container has
# no keyboard for the console). HTTP_PORT: /healthz, /readyz, /metrics (README "Health, readiness
# and metrics"); under start:sharded with PostgreSQL, shard N also listens on HTTP_PORT+1+N.
ENV HEXPOST_REQUIRE_TOKEN=1 \
    HTTP_PORT=8080
EXPOSE 8080

# Liveness: /healthz answers while the process lives. (Readiness, /readyz, is for orchestrators
# that route or roll out: it also checks the database, the gateway and the outbox's age.)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.HTTP_PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# node directly (not `npm start`): npm does not forward SIGTERM reliably, and the bot needs it to
# shut down gracefully within SHUTDOWN_TIMEOUT_MS (compose gives it 30 s before SIGKILL).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "src/main.ts"]
