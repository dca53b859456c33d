#!/usr/bin/env bash
# Installs, builds and serves the production site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export NEXT_TELEMETRY_DISABLED=1
# next build, then scripts/post-build.mjs (the pre-rendered pages' stylesheet inlined, their scripts after their hero).
npm run --silent build
# Production mode needs the back-office's signing secret (docs/configuration.md). Unless one is configured,
# this local preview keeps its own in DATA_DIR, the file development uses (lib/server/staff/auth-secret.ts).
if [ -z "${BETTER_AUTH_SECRET:-}${AUTH_SECRET:-}" ] &&
  ! grep -qsE '^(BETTER_AUTH_SECRET|AUTH_SECRET)=.+' .env .env.local .env.production .env.production.local; then
  secret_file="${DATA_DIR:-data}/auth-secret"
  mkdir -p "$(dirname "$secret_file")"
  if [ ! -s "$secret_file" ]; then
    (umask 077 && node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64url") + "\n")' >"$secret_file")
  fi
  BETTER_AUTH_SECRET="$(cat "$secret_file")"
  export BETTER_AUTH_SECRET
fi
# The production entry point: next start behind the HTTP guard (scripts/start.mjs).
exec npm start
