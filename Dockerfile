# syntax=docker/dockerfile:1
# hexpost: the Discord bot image.
#   docker build -t hexpost .                               (Node 24, the default below)
#   docker build --build-arg NODE_VERSION=22 -t hexpost .   (any Node the project supports)
#   docker compose up -d          (see docker-compose.yml: the bot plus PostgreSQL)
# The bot runs from its bundle (scripts/bundle.mjs: the sources compiled by esbuild into
# /app/.build/<key>/), built in the last stage, as `npm start` does at its first start.
# Database migrations are NOT run by the image or by `prisma migrate` (the native schema engine is
# not installed): the bot applies pending ones itself at start (src/store/migrate.ts, automatic).
#
# Stages, each cached on what it copies, so that a change to the sources rebuilds only the last
# layers and `npm ci` runs again only when package.json or package-lock.json change:
#   deps      npm ci of every dependency (dev too: the Prisma CLI is one)
#   client    prisma generate → src/generated/prisma (needs the schema, not the sources)
#   prod-deps the runtime's node_modules: dev dependencies pruned, and of the Japanese font
#             package only the files render/fonts.ts loads for the games' renderers (~3 of its ~80 MB)
#   runtime   node + tini + those node_modules + the generated client + the sources

# The Node.js major of the image: 24 (LTS). The project runs on ^20.19 || ^22.12 || >=24.0
# (package.json "engines", Prisma 7's own range).
ARG NODE_VERSION=24
ARG NODE_IMAGE=node:${NODE_VERSION}-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
COPY package.json package-lock.json ./
# --ignore-scripts: no dependency's install script (@prisma/engines would download native engines
# we never use) and not yet our postinstall (its inputs come in the next stage).
RUN npm ci --ignore-scripts

# ---------------------------------------------------------------------------------------------
FROM deps AS client
# Only what `prisma generate` reads: the schema, prisma.config.ts, and the stub that
# prisma.config.ts points the CLI at so that it never downloads the native schema engine.
COPY prisma/schema.prisma ./prisma/schema.prisma
COPY prisma.config.ts ./
COPY scripts/postinstall.mjs scripts/schema-engine-stub.sh ./scripts/
RUN npm run postinstall \
 && test -f src/generated/prisma/client.ts

# ---------------------------------------------------------------------------------------------
FROM deps AS prod-deps
# --legacy-peer-deps: @prisma/client names the Prisma CLI (and typescript) as OPTIONAL peers, for
# which npm keeps them under --omit=dev ("devOptional"); ignoring peer edges here leaves only
# what the runtime imports (~185 MB less). The container smoke checks the result runs.
RUN npm prune --omit=dev --legacy-peer-deps --ignore-scripts
# Font files: keep exactly what render/fonts.ts reads (found by running it), drop the rest. It
# loads the fallback subsets of the glyphs each game's renderer names (GameRenderer.glyphs), so
# the registry and the renderers come too: the render kit, the engine and the games.
COPY render ./render
COPY src/engine ./src/engine
COPY src/ai ./src/ai
COPY src/games ./src/games
COPY scripts/prune-fonts.ts ./scripts/prune-fonts.ts
RUN node --import tsx scripts/prune-fonts.ts

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime

# tini as PID 1: forwards SIGTERM/SIGINT to node and reaps zombies (shard child processes).
# The apt caches go too (the official images' docker-clean does it; without it they are ~75 MB).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin

WORKDIR /app
# MALLOC_ARENA_MAX=2: glibc's per-thread malloc arenas (the render worker and libuv's pool) held
# ~70–120 MB of the bot's RSS idle and after renders (measured 608 → 513–538 MB idle with one
# render thread); read at process start only, so it is set here, not in code.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    npm_config_update_notifier=false

# Writable by the bot: /app/data for the embedded PGlite database (PGLITE_DIR default
# ./data/pglite; used only when DATABASE_URL is unset) and /app/out (IMAGE_DIR, console mode).
RUN mkdir -p /app/data/pglite /app/out && chown -R node:node /app/data /app/out
VOLUME ["/app/data"]

# Code and dependencies stay owned by root (read-only for the bot). What changes least comes first.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=client /app/src/generated ./src/generated
COPY package.json tsconfig.json ./
# prisma/migrations: applied at start by src/store/migrate.ts.
COPY prisma ./prisma
COPY render ./render
COPY commands ./commands
# .dockerignore keeps out the host's src/generated, so the client copied above stays.
COPY src ./src
# The bundle, built here (the bot cannot write /app): the start finds it by the same key (the
# files' sizes and times, kept by COPY) and loads it instead of the sources through tsx.
COPY scripts/bundle.mjs scripts/start.mjs scripts/start-sharded.mjs ./scripts/
RUN node scripts/bundle.mjs

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
CMD ["node", "scripts/start.mjs"]
