#!/usr/bin/env bash
# One-machine deployment (docs/deployment.md): builds, then installs the release for nginx and systemd.
#   sudo deploy/deploy.sh [--allow-placeholders]   env: PREFIX (/srv/lumina-terrasses), SKIP_BUILD=1 to reuse .next
# First run: also creates the `lumina` user and installs the nginx site and the systemd unit.
# It refuses to publish a site whose company facts are still placeholders (npm run check:launch)
# unless --allow-placeholders is given.
set -euo pipefail
cd "$(dirname "$0")/.."
PREFIX="${PREFIX:-/srv/lumina-terrasses}"
DIST=.next
ALLOW_PLACEHOLDERS=0
for arg in "$@"; do
  case "$arg" in
    --allow-placeholders) ALLOW_PLACEHOLDERS=1 ;;
    *) echo "deploy: unknown option $arg (known: --allow-placeholders)" >&2; exit 2 ;;
  esac
done
export NEXT_TELEMETRY_DISABLED=1
[ "$(id -u)" -eq 0 ] || { echo "deploy: run as root (sudo)" >&2; exit 1; }

[ "${SKIP_BUILD:-0}" = 1 ] || bash scripts/install-deps.sh
# Before anything is built or installed: a production site must not publish « À COMPLÉTER », example
# logos or illustrations in place of the company's photos.
if ! npm run --silent check:launch; then
  if [ "$ALLOW_PLACEHOLDERS" = 1 ]; then
    echo "deploy: --allow-placeholders: deploying WITH the placeholders listed above" >&2
  else
    echo "deploy: refused, the site would publish the placeholders listed above; supply them, or deploy anyway with --allow-placeholders" >&2
    exit 1
  fi
fi

[ "${SKIP_BUILD:-0}" = 1 ] || npm run --silent build
[ -f "$DIST/standalone/server.js" ] || { echo "deploy: $DIST/standalone/server.js missing (output: 'standalone')" >&2; exit 1; }
# The server bundle must not carry the working tree's leads database.
[ ! -e "$DIST/standalone/data" ] || { echo "deploy: $DIST/standalone/data exists: fix the file tracing first" >&2; exit 1; }

command -v nginx >/dev/null || { apt-get update -qq; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static; }
id lumina >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin lumina
install -d -m 0755 "$PREFIX" "$PREFIX/app" "$PREFIX/static"
install -d -m 0750 -o root -g lumina /etc/lumina-terrasses

# Files nginx serves: pages first, they only reference content-hashed files that are added, never removed.
deploy/build-static.sh "$PREFIX/static"

# The Node server: standalone output, public/ (read by the image optimizer), cache in /var/cache.
rsync -a --delete --exclude /.next/cache "$DIST/standalone/" "$PREFIX/app/"
rsync -a --delete public/ "$PREFIX/app/public/"
install -d -m 0750 -o lumina -g lumina /var/cache/lumina-terrasses
ln -sfn /var/cache/lumina-terrasses "$PREFIX/app/.next/cache"
cp README.md "$PREFIX/README.md"
rsync -a --delete docs/ "$PREFIX/docs/"
install -d "$PREFIX/app/scripts" "$PREFIX/app/lib"
# `npm start` (the unit's ExecStart; package.json comes with the standalone output) runs scripts/start.mjs,
# which installs lib/http-guard.mjs and lib/safe-log.mjs, then runs server.js.
[ -f "$PREFIX/app/package.json" ] || { echo "deploy: package.json missing from the standalone output" >&2; exit 1; }
install -m 0644 scripts/start.mjs "$PREFIX/app/scripts/"
install -m 0644 lib/http-guard.mjs lib/graceful-stop.mjs lib/safe-log.mjs "$PREFIX/app/lib/"
# The back-office command (npm run back-office) and its retention purge run beside the server: one file bundled from
# scripts/back-office/main.ts (no TypeScript runner in production), using the server's traced better-sqlite3 and pg.
npm run --silent back-office:bundle -- --outfile="$PREFIX/app/scripts/back-office.cjs"

# nginx: snippets every time (security headers from this build), the site file once.
node deploy/security-headers.mjs "$DIST" > /etc/nginx/snippets/lumina-security-headers.conf
install -m 0644 deploy/nginx/lumina-proxy.conf deploy/nginx/lumina-page-headers.conf /etc/nginx/snippets/
if [ ! -e /etc/nginx/sites-available/lumina-terrasses.conf ]; then
  sed "s#/srv/lumina-terrasses#$PREFIX#g" deploy/nginx/lumina-terrasses.conf > /etc/nginx/sites-available/lumina-terrasses.conf
  ln -sfn ../sites-available/lumina-terrasses.conf /etc/nginx/sites-enabled/lumina-terrasses.conf
fi
if ! cmp -s deploy/lumina-terrasses.service /etc/systemd/system/lumina-terrasses.service; then
  sed "s#/srv/lumina-terrasses#$PREFIX#g" deploy/lumina-terrasses.service > /etc/systemd/system/lumina-terrasses.service
  systemctl daemon-reload
  systemctl enable lumina-terrasses
fi

for unit in lumina-terrasses-purge.service lumina-terrasses-purge.timer; do
  sed "s#/srv/lumina-terrasses#$PREFIX#g" "deploy/$unit" > "/etc/systemd/system/$unit"
done
systemctl daemon-reload
systemctl enable --now lumina-terrasses-purge.timer

systemctl restart lumina-terrasses
nginx -t
systemctl reload nginx
echo "deploy: release $(cat "$DIST/BUILD_ID") live"
