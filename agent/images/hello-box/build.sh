#!/bin/sh
# Builds the "Hello box" image (zcompute/hello-box:1) from this folder and the machine's
# static busybox (Debian: apt-get install busybox-static).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
busybox=$(command -v busybox)
if command -v file >/dev/null && ! file -L "$busybox" | grep -q "statically linked"; then
  echo "busybox must be static: apt-get install busybox-static" >&2
  exit 1
fi
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp "$here/Dockerfile" "$here/entry.sh" "$context/"
cp -L "$busybox" "$context/busybox"
docker build -q -t "${1:-zcompute/hello-box:1}" "$context" >/dev/null
echo "${1:-zcompute/hello-box:1}"
