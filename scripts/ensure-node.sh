# Sourced by ./run.sh and .ci/run: puts a Node.js 24 on PATH.
# Machines like ours ship Node 20; the `node` package on the npm registry carries official
# Node binaries, so no download outside the npm registry is needed (docs/decisions/002).
want_major=24
root_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools_dir="$root_dir/.tools/node$want_major"

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if command -v node >/dev/null 2>&1 && [ "$(node_major node)" = "$want_major" ]; then
  :
elif [ -x "$tools_dir/bin/node" ] && [ "$(node_major "$tools_dir/bin/node")" = "$want_major" ]; then
  export PATH="$tools_dir/bin:$PATH"
else
  echo "› Node $(node -v 2>/dev/null || echo 'not found') found; installing Node $want_major from the npm registry into .tools/ …"
  if ! command -v npm >/dev/null 2>&1; then
    echo "✗ npm is needed to fetch Node $want_major. Install Node.js (any version with npm) first." >&2
    exit 1
  fi
  npm install --global --prefix "$tools_dir" --no-audit --no-fund --loglevel=error "node@$want_major" >/dev/null
  if [ "$(node_major "$tools_dir/bin/node")" != "$want_major" ]; then
    echo "✗ Could not install Node $want_major into $tools_dir." >&2
    exit 1
  fi
  export PATH="$tools_dir/bin:$PATH"
fi
echo "› Using Node $(node -v) at $(command -v node)"
