#!/usr/bin/env bash
# Copies what nginx serves itself into one folder (deploy/nginx/lumina-terrasses.conf):
#   OUT/www/                public/ (replaced) and www/_next/static/ (the build's static/, added to:
#                           files of the previous build stay, for pages still open in browsers)
#   OUT/pages/              the pre-rendered pages of the build (server/app/**/*.html, answered with 200)
# and writes a .gz and a .br beside every text file (gzip_static / brotli_static).
#   deploy/build-static.sh [OUT=out/static]    env: DIST_DIR (.next), PUBLIC_DIR (public)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-out/static}"
DIST_DIR="${DIST_DIR:-${NEXT_DIST_DIR:-.next}}"
PUBLIC_DIR="${PUBLIC_DIR:-public}"

[ -f "$DIST_DIR/BUILD_ID" ] || { echo "build-static: no build in $DIST_DIR (run next build first)" >&2; exit 1; }
mkdir -p "$OUT/www/_next" "$OUT/pages.new"

# public/: replaced, except the _next folder of earlier builds
find "$OUT/www" -mindepth 1 -maxdepth 1 ! -name _next -exec rm -rf {} +
if [ -d "$PUBLIC_DIR" ]; then cp -a "$PUBLIC_DIR"/. "$OUT/www/"; fi
# _next/static: content-hashed, added to
cp -a "$DIST_DIR/static" "$OUT/www/_next/"

# pre-rendered pages: every server/app/**/*.html whose .meta gives no other status than 200
node - "$DIST_DIR/server/app" "$OUT/pages.new" <<'NODE'
const fs = require('node:fs');
const path = require('node:path');
const [src, dest] = process.argv.slice(2);
let count = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.html')) {
      const rel = path.relative(src, file);
      if (rel === '_not-found.html' || rel === '_global-error.html') continue;
      const meta = file.replace(/\.html$/, '.meta');
      const status = fs.existsSync(meta) ? JSON.parse(fs.readFileSync(meta, 'utf8')).status : undefined;
      if (status !== undefined && status !== 200) continue;
      fs.mkdirSync(path.dirname(path.join(dest, rel)), { recursive: true });
      fs.copyFileSync(file, path.join(dest, rel));
      count++;
    }
  }
};
walk(src);
console.log(`build-static: ${count} pre-rendered pages`);
NODE
rm -rf "$OUT/pages.old"
[ -d "$OUT/pages" ] && mv "$OUT/pages" "$OUT/pages.old"
mv "$OUT/pages.new" "$OUT/pages"
rm -rf "$OUT/pages.old"

# .gz and .br siblings of the text files (kept when already newer than their source)
node - "$OUT" <<'NODE'
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const TEXT = /\.(html|js|css|svg|txt|xml|json|webmanifest|map)$/;
let written = 0;
const fresh = (target, source) => fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) { walk(file); continue; }
    if (!TEXT.test(entry.name)) continue;
    const stat = fs.statSync(file);
    if (stat.size < 1024) continue;
    if (fresh(`${file}.gz`, stat) && fresh(`${file}.br`, stat)) continue;
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }));
    written++;
  }
};
walk(process.argv[2]);
console.log(`build-static: compressed ${written} files`);
NODE
echo "build-static: $OUT ready ($(du -sh "$OUT" | cut -f1))"
