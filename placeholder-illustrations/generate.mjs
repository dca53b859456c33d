#!/usr/bin/env node
// Generates every illustrative image of the site into public/images/.
//
// The company has no photos yet. Each file is an on-brand illustrated scene written under a stable name, so
// a real photo can later replace it one for one. recipes/ lists the files and what each one shows; scenes/
// composes each picture from the drawers of elements/ and products/ on the renderer of render/, as SVG that
// sharp rasterises here. brand/ draws the logos and the OG card.
//
// Deterministic: every scene is seeded from its file name, no clock, no
// network. Running it twice produces byte-identical files.
//
//   node placeholder-illustrations/generate.mjs            # all files
//   node placeholder-illustrations/generate.mjs hero og    # only files whose path contains a filter
//
// content/generated-images.json records the SHA-256 of each illustration written (photos to supply).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { pergolaScene } from './scenes/pergola-scene.mjs';
import { carportScene, chargingScene } from './scenes/carport-and-charging.mjs';
import { energyScene } from './scenes/energy-scene.mjs';
import { rooftopScene, restaurantScene } from './scenes/rooftop-and-restaurant.mjs';
import { logoSVG, markSVG, partnerSVG, PARTNERS } from './brand/logos.mjs';
import { ogCard } from './brand/og-card.mjs';
import { HOME_AND_PROJECT_IMAGES, ARTICLE_AND_BANNER_IMAGES } from './recipes/site-pages.mjs';
import { PRODUCT_IMAGES } from './recipes/product-pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');
const JPEG = { quality: 78, mozjpeg: true, progressive: true };

// The illustrations standing in for photos, with the SHA-256 of each file as written here:
// `npm run check:launch` lists those still identical (no real photo yet).
const MANIFEST = path.join(ROOT, 'content', 'generated-images.json');

const COMPOSERS = {
  pergola: pergolaScene,
  carport: carportScene,
  charging: chargingScene,
  energy: energyScene,
  rooftop: rooftopScene,
  restaurant: restaurantScene,
};

// Every scene to rasterise, in the order the log lists them.
const JPEGS = { ...HOME_AND_PROJECT_IMAGES, ...PRODUCT_IMAGES, ...ARTICLE_AND_BANNER_IMAGES };

async function main() {
  const filters = process.argv.slice(2);
  const want = (f) => !filters.length || filters.some((x) => f.includes(x));
  let count = 0;
  let total = 0;
  const t0 = performance.now();
  const write = async (rel, buf) => {
    const file = path.join(OUT, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, buf);
    const { size } = await stat(file);
    count += 1;
    total += size;
    console.log(`${rel.padEnd(52)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  };

  const svgs = {
    'logo.svg': logoSVG(),
    'logo-white.svg': logoSVG({ dark: true }),
    'logo-mark.svg': markSVG(),
  };
  PARTNERS.forEach((name, i) => {
    svgs[`partenaires/partenaire-${String(i + 1).padStart(2, '0')}.svg`] = partnerSVG(name, i);
  });
  for (const [rel, svg] of Object.entries(svgs)) if (want(rel)) await write(rel, Buffer.from(svg, 'utf8'));

  // App icons follow Next's file conventions in app/: the favicon (SVG) and the 180 px touch icon.
  if (want('icon')) {
    const appDir = path.join(ROOT, 'app');
    await writeFile(path.join(appDir, 'icon.svg'), markSVG());
    await writeFile(
      path.join(appDir, 'apple-icon.png'),
      await sharp(Buffer.from(markSVG())).resize(180, 180).png().toBuffer(),
    );
    console.log('app/icon.svg, app/apple-icon.png');
  }

  // Rasterise a few scenes at once (sharp works off the main thread), but
  // write and print in table order so the log is stable.
  const jobs = Object.entries(JPEGS)
    .filter(([rel]) => want(rel))
    .map(([rel, [[w, h], kind, spec]]) => [
      rel,
      () => COMPOSERS[kind]({ ...spec, w, h, seed: spec.seed || rel }).toSVG(),
    ]);
  if (want('og-default.jpg')) jobs.push(['og-default.jpg', ogCard]);
  const BATCH = 4;
  const generated = JSON.parse(await readFile(MANIFEST, 'utf8').catch(() => '{}'));
  for (let i = 0; i < jobs.length; i += BATCH) {
    const batch = jobs.slice(i, i + BATCH);
    const bufs = await Promise.all(batch.map(([, svg]) => sharp(Buffer.from(svg())).jpeg(JPEG).toBuffer()));
    for (let k = 0; k < batch.length; k++) await write(batch[k][0], bufs[k]);
    for (let k = 0; k < batch.length; k++) generated[batch[k][0]] = createHash('sha256').update(bufs[k]).digest('hex');
  }
  const sorted = Object.fromEntries(Object.entries(generated).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);

  console.log(
    `${count} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
