#!/usr/bin/env bash
# Installs, builds and serves the production site on http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
export NEXT_TELEMETRY_DISABLED=1
npx next build
exec npx next start -p "${PORT:-3000}"
