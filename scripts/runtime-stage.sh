#!/usr/bin/env bash
# The container's runtime stage without a Docker engine (CI machines have none): a fresh folder with
# production dependencies only, the build output and the migrations, exactly the files the
# Dockerfile's runtime stage copies. Keep the two in step. Run after `npm run build`:
#   scripts/runtime-stage.sh /tmp/app
set -euo pipefail
cd "$(dirname "$0")/.."
target="$1"
rm -rf "$target"
mkdir -p "$target"
cp package.json package-lock.json "$target/"
(cd "$target" && npm ci --omit=dev --no-fund --no-audit)
cp -r dist migrations "$target/"
chmod -R a+rX "$target"
