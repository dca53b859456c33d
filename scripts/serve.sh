#!/usr/bin/env bash
# Installs, builds and serves the production site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export NEXT_TELEMETRY_DISABLED=1
npx next build
# A production server requires NEWSLETTER_SECRET (README, Configuration). For this local preview, one
# generated once and kept in the data folder, so newsletter links keep working across restarts.
if [ -z "${NEWSLETTER_SECRET:-}" ]; then
  secret_file="${DATA_DIR:-data}/newsletter-secret"
  mkdir -p "$(dirname "$secret_file")"
  [ -s "$secret_file" ] || (umask 077; node -e "console.log(require('crypto').randomBytes(48).toString('base64url'))" > "$secret_file")
  NEWSLETTER_SECRET="$(cat "$secret_file")"; export NEWSLETTER_SECRET
fi
# The production entry point: next start behind the HTTP guard (scripts/start.mjs).
exec npm start
