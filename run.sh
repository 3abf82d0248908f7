#!/usr/bin/env bash
# The two commands of the README:
#   ./run.sh start   install, build, migrate, seed the demo venues and serve on http://localhost:3000
#   ./run.sh test    run every test: lint, types, unit, API (PGlite, and PostgreSQL when reachable),
#                    browser journeys in Chromium
# and a cluster on this machine (docs/operations.md#running-a-cluster):
#   ./run.sh cluster [N]       N server processes on PostgreSQL behind Caddy (Debian's package)
#   ./run.sh cluster-restart   the rolling restart of that cluster
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=scripts/ensure-node.sh
source scripts/ensure-node.sh

install_deps() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "› Installing dependencies …"
    # `npm install` from the lock file rather than `npm ci`: registries that lack some platform
    # builds of optional packages (Biome's macOS/Windows binaries here) make `npm ci`'s strict lock
    # check fail, while `npm install` skips the missing optional ones and leaves the lock as it is.
    npm install --no-audit --no-fund --loglevel=error
  fi
}

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› Installing Debian's Chromium for the browser tests …"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "✗ The browser tests need Chromium at /usr/bin/chromium (Debian: sudo apt-get install -y chromium)," >&2
    echo "  or set CHROMIUM_PATH to a Chromium binary." >&2
    exit 1
  fi
}

# Caddy (Debian's package) for the rolling-restart test on PostgreSQL (apps/server/test/cluster.slow.test.ts);
# without it that test is skipped.
ensure_caddy() {
  if command -v caddy >/dev/null 2>&1; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› Installing Debian's Caddy for the cluster test …"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  else
    echo "› No Caddy (Debian: sudo apt-get install -y caddy): the cluster test is skipped, ./run.sh cluster cannot start."
  fi
}

case "${1:-}" in
  start)
    install_deps
    npm run build --silent
    # The demo answers a bare http://localhost:3000 with La Brasa Dorada; set DEFAULT_INSTANCE to change it.
    export DEFAULT_INSTANCE="${DEFAULT_INSTANCE:-la-brasa}"
    # The Node flags of `npm start` (docs/operations.md#memory).
    exec node --max-semi-space-size=8 --heap-growing-percent=25 --liftoff-only --v8-pool-size=1 apps/server/src/server.ts
    ;;
  test)
    install_deps
    ensure_chromium
    ensure_caddy
    exec node scripts/test-all.ts
    ;;
  cluster)
    # N server processes (default 2) on PostgreSQL behind Caddy: docs/operations.md#running-a-cluster
    install_deps
    ensure_caddy
    npm run build --silent
    exec node scripts/cluster.ts start "${2:-2}"
    ;;
  cluster-restart)
    # the rolling restart of the cluster above, one process at a time
    exec node scripts/cluster.ts restart
    ;;
  *)
    echo "Usage: ./run.sh start | ./run.sh test | ./run.sh cluster [N] | ./run.sh cluster-restart" >&2
    exit 2
    ;;
esac
