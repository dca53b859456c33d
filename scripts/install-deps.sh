#!/usr/bin/env bash
# Installs the project's npm packages when node_modules is missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # Not `npm ci`: the registry this project installs from serves only the Linux builds of the platform packages
  # (@next/swc-*, @tailwindcss/oxide-*, @unrs/resolver-binding-*), so the lock file cannot list the others and
  # `npm ci` refuses it as "out of sync". `npm install --no-save` installs exactly the locked versions and
  # leaves package.json and the lock file untouched.
  echo "==> npm install (locked versions)"
  npm install --no-save --no-audit --no-fund
fi
