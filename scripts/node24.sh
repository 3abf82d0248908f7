#!/usr/bin/env bash
# Runs a command with the project's Node 24 on PATH (installed into .tools/ when the machine has
# another Node; docs/decisions/002). `npm run lint` uses it for dependency-cruiser, which refuses
# Node 20, so the lint step works whatever Node started npm.
set -euo pipefail
# shellcheck source=scripts/ensure-node.sh
source "$(dirname "${BASH_SOURCE[0]}")/ensure-node.sh" >&2
exec "$@"
