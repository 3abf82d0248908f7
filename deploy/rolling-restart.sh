#!/usr/bin/env bash
# Replaces the storefront's processes one at a time (systemd: deploy/storefront@.service), e.g. after
# installing a new version: each one drains (3 s with /healthz at 503 while still serving), stops,
# starts again; the next waits until it answers /healthz and Caddy's health check (every second)
# sends it requests again. Usage: deploy/rolling-restart.sh 3001 3002 [...]
set -euo pipefail
[ "$#" -gt 0 ] || { echo "Usage: $0 <port> [<port> ...]   (the instances of storefront@<port>)" >&2; exit 2; }
for port in "$@"; do
  echo "› storefront@$port: draining and restarting …"
  systemctl restart "storefront@$port"
  for _ in $(seq 1 240); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz"; then break; fi
    sleep 0.5
  done
  curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" || { echo "✗ storefront@$port is not healthy: stopping here" >&2; exit 1; }
  sleep 2
  echo "✓ storefront@$port is back"
done
