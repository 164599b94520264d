#!/usr/bin/env bash
# Builds the production install the Dockerfile builds, without Docker (no engine runs in CI):
#   <work>/build  the build stage: the repository's files, `npm ci`, `npm run build`;
#   <work>/app    the runtime stage: `npm ci --omit=dev` for the server, plus exactly what the
#                 Dockerfile's `COPY --from=build` lines copy.
# Then it checks that no dev dependency made it into the runtime folder.
# Usage: scripts/production/prepare.sh <work dir>; the `node` on PATH is the one used.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$1"
rm -rf "$work"
mkdir -p "$work/build" "$work/app"
echo "::: production install with Node $(node --version), npm $(npm --version)"

# Build stage. The repository's tracked files stand for `COPY . .` (the .dockerignore'd ones are untracked).
(cd "$root" && git ls-files -z | xargs -0 tar -cf - --) | tar -xf - -C "$work/build"
(cd "$work/build" && npm ci --no-audit --no-fund --loglevel=error && npm run build --silent)

# Runtime stage.
for manifest in package.json package-lock.json .npmrc packages/shared/package.json apps/server/package.json apps/web/package.json; do
  mkdir -p "$work/app/$(dirname "$manifest")"
  cp "$work/build/$manifest" "$work/app/$manifest"
done
(cd "$work/app" && npm ci --omit=dev --workspace @academy/server --no-audit --no-fund --loglevel=error)
copies=0
while read -r source target; do
  mkdir -p "$work/app/$(dirname "$target")"
  cp -R "$work/build/${source#/app/}" "$work/app/$target"
  copies=$((copies + 1))
done < <(sed -n 's#^COPY --from=build \(/app/[^ ]*\) \([^ ]*\)$#\1 \2#p' "$root/Dockerfile")
if [ "$copies" -lt 3 ]; then
  echo "The Dockerfile's runtime stage copies $copies paths from the build stage; expected the server, its migrations and the web app." >&2
  exit 1
fi

for dev in tsx typescript vitest esbuild drizzle-kit @playwright/test vite; do
  if [ -e "$work/app/node_modules/$dev" ]; then
    echo "The production install holds the dev dependency $dev." >&2
    exit 1
  fi
done
echo "::: production install ready in $work/app ($(du -sh "$work/app/node_modules" | cut -f1) of node_modules, no dev dependencies)"
