#!/usr/bin/env bash
# Installs, builds and serves the production site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export NEXT_TELEMETRY_DISABLED=1
npx next build
# The production entry point: next start behind the HTTP guard (scripts/start.mjs).
exec npm start
