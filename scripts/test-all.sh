#!/usr/bin/env bash
# Installs what the tests need and runs every suite: typecheck, lint, jest, Playwright on a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Playwright runs in Chromium's headless shell (playwright.config.ts); screenshots and Lighthouse use the browser.
chromium=()
[ -x /usr/bin/chromium ] || chromium+=(chromium)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || chromium+=(chromium-headless-shell)
if [ ${#chromium[@]} -gt 0 ]; then
  echo "==> installing Debian's ${chromium[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${chromium[@]}" >/dev/null
fi
bash scripts/install-deps.sh
bash scripts/install-engines.sh

# PostgreSQL for the storage suites (repository, outbox, migrations, API): they run against SQLite and
# PostgreSQL (TEST_DATABASE_URL, default the local server, started here if it is down). Without PostgreSQL
# the run stops, unless ALLOW_NO_POSTGRES=1 (then only SQLite is tested, and the run says so).
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
pg_answers() {
  node -e "const c = new (require('pg').Client)({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));" 2>/dev/null
}
if ! pg_answers && command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  echo "==> starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
fi
if ! pg_answers; then
  banner="!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  printf '%s\n!!! PostgreSQL does not answer at %s:\n!!! the PostgreSQL half of the storage tests cannot run.\n' "$banner" "$TEST_DATABASE_URL" >&2
  if [ "${ALLOW_NO_POSTGRES:-0}" != 1 ]; then
    printf '!!! Start it, set TEST_DATABASE_URL, or run with ALLOW_NO_POSTGRES=1 to test SQLite only.\n%s\n' "$banner" >&2
    exit 1
  fi
  printf '!!! ALLOW_NO_POSTGRES=1: going on with SQLite ONLY.\n%s\n' "$banner" >&2
  unset TEST_DATABASE_URL
fi

# The four static checks run side by side (each is mostly one process on one core: 105 s in a row, 69 s
# together); each one's output is printed under its name once all are done, and any failure stops the run.
checks="$(mktemp -d)"
check() {
  local name="$1"; shift
  # `&& … ||`: under set -e, a failing check would end its subshell before its status is written.
  ( "$@" >"$checks/$name.log" 2>&1 && echo 0 >"$checks/$name.rc" || echo $? >"$checks/$name.rc" ) &
}
check typecheck npx tsc --noEmit
check lint npx eslint . --max-warnings 0
check layers npm run --silent lint:layers
check format npx prettier --check . --log-level warn
wait
failed=0
for name in typecheck lint layers format; do
  echo "==> $name"; cat "$checks/$name.log"
  if [ "$(cat "$checks/$name.rc")" != 0 ]; then
    failed=1
    [ "$name" = layers ] && echo "dependency-cruiser's rules: .dependency-cruiser.mjs" >&2
    [ "$name" = format ] && echo "Formatting differs from Prettier: run npm run format" >&2
  fi
done
rm -rf "$checks"
[ "$failed" = 0 ] || exit 1
# Two workers on the two cores (jest's default leaves one idle here): 340 s, where one took 6 to 8 min.
echo "==> unit and component tests"; npx jest --ci --maxWorkers=2
echo "==> production build"; SKIP_BUILD_TYPECHECK=1 npm run --silent build
echo "==> structured data (Google rich-result rules)"; node scripts/validate-structured-data.mjs
echo "==> one more product file, built (content/products/<key>.md adds a product everywhere)"; node scripts/check-new-product.mjs
# The server Playwright starts and the back-office command the specs run share this throw-away database.
DATA_DIR="$(mktemp -d)"; export DATA_DIR
# One engine at a time: the journeys book the same slots and the cross-feature one starts servers of its own.
echo "==> end-to-end tests (Chromium)"; npx playwright test --project=desktop --project=phone
echo "==> the journeys in Firefox ESR"; npx playwright test --project=firefox-desktop --project=firefox-phone
echo "==> the journeys in WebKit"; npm run --silent test:webkit
