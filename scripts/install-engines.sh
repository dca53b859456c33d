#!/usr/bin/env bash
# Installs, from Debian, the browsers the journeys run in besides Chromium: Firefox ESR, driven by
# Playwright over WebDriver BiDi (playwright.config.ts), and WebKitGTK's WebDriver with what e2e-webkit/browser.py
# needs (PyGObject, the WebKit2 4.1 typelib) and a virtual display (Xvfb). Quiet, and nothing when all are there.
set -euo pipefail
missing=()
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
/usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1'); gi.require_version('Gtk', '3.0')" 2>/dev/null ||
  missing+=(python3-gi gir1.2-webkit2-4.1)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "==> installing ${missing[*]} (Debian)"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
