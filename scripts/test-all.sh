#!/usr/bin/env bash
# Installs what the tests need and runs every suite: typecheck, lint, jest, Playwright on a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "==> installing Debian's chromium"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
bash scripts/install-deps.sh

# PostgreSQL for the repository tests (TEST_DATABASE_URL), where this machine has it.
pg_answers() {
  node -e "const c = new (require('pg').Client)({ connectionString: 'postgres://postgres@127.0.0.1:5432/test', connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));" 2>/dev/null
}
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ] && ! pg_answers; then
  echo "==> starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || echo "(PostgreSQL did not start: its tests are skipped)"
fi
if [ -z "${TEST_DATABASE_URL:-}" ] && pg_answers; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
fi

echo "==> typecheck"; npx tsc --noEmit && npx tsc -p lib/server/tsconfig.checkjs.json
echo "==> lint"; npx eslint . --max-warnings 0
echo "==> unit and component tests"; npx jest --ci
echo "==> production build"; SKIP_BUILD_TYPECHECK=1 npx next build
# The server Playwright starts and the leads command the specs run share this throw-away database.
DATA_DIR="$(mktemp -d)"; export DATA_DIR
echo "==> end-to-end tests"; npx playwright test
