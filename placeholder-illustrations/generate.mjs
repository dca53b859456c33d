#!/usr/bin/env node
// Generates every illustrative image of the site into public/images/.
//
// The company has no photos yet. Each file below is an on-brand illustrated
// scene (SVG built by placeholder-illustrations/scenes/, rasterised by sharp) written
// under a stable name, so a real photo can later replace it one for one.
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
import { Scene, LAYER, C } from './scenes/core.mjs';
import { K, slabs, olive, glow } from './scenes/elements.mjs';
import { pergolaBio } from './scenes/products.mjs';
import {
  pergolaScene,
  carportScene,
  chargingScene,
  energyScene,
  rooftopScene,
  restaurantScene,
} from './scenes/scenes.mjs';
import { logoSVG, markSVG, partnerSVG, PARTNERS, ogOverlay } from './scenes/brand.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'public', 'images');
const JPEG = { quality: 78, mozjpeg: true, progressive: true };
// The illustrations standing in for photos, with the SHA-256 of each file as written here:
// `npm run check:launch` lists those still identical (no real photo yet).
const MANIFEST = path.join(ROOT, 'content', 'generated-images.json');

// Frame sizes used by the site's layouts.
const HERO = [1920, 1080];
const CAT = [1600, 1067];
const WIDE = [1600, 900];
const CARD = [1200, 900];

// ---------------------------------------------------------------- recipes
// Each entry: output path → [size, composer, spec]. The spec only states the
// subject (product, view, mood, setting); composers own the drawing.
const P = (spec) => ['pergola', spec];
const CP = (spec) => ['carport', spec];
const CH = (spec) => ['charging', spec];
const EN = (spec) => ['energy', spec];
const RT = (spec) => ['rooftop', spec];
const RS = (spec) => ['restaurant', spec];

const COMPOSERS = {
  pergola: pergolaScene,
  carport: carportScene,
  charging: chargingScene,
  energy: energyScene,
  rooftop: rooftopScene,
  restaurant: restaurantScene,
};

// Same seed, layout and camera for both: only the equipment and light change.
const BEFORE_AFTER = {
  layoutSeed: 'terrasse-avant-apres',
  seed: 'terrasse-avant-apres',
  view: { d: [-6.6, 3.8, -8.8], t: [0.4, 1.75, 0.3], fov: 54 },
  wall: K.white,
  floorColor: '#E2DBD0',
  slab: 0.8,
  houseX0: -3.2,
  houseX1: 10.5,
};

// Screens lowered on the named sides, drawn in the order given: drop 0 rolled up, 1 down to the floor.
const screensDown = (drops) => Object.entries(drops).map(([side, drop]) => ({ side, drop }));

// A freestanding canvas pergola by the pool, loungers under it.
const TOILE_BY_THE_POOL = { product: 'toile', view: 'pool', attached: false, furniture: 'loungers' };

const JPEGS = {
  // Home
  'home/hero.jpg': [
    HERO,
    ...P({
      product: 'bio',
      view: 'hero',
      mood: 'golden',
      houseX0: -0.8,
      houseX1: 11,
      wall: K.white,
      floor: 'slabs',
      floorColor: K.stone,
      trees: 10,
      mountainHeight: 1.7,
      looseTrees: [
        [-16, 16, 6.5],
        [-12.5, 19, 5.5],
        [-21, 12, 5],
      ],
      productOpts: { angles: [1.0, 0.6] },
    }),
  ],
  'home/terrasse-avant.jpg': [
    WIDE,
    ...P({ ...BEFORE_AFTER, product: 'none', furniture: 'bare', plants: 'sparse', mood: 'harsh' }),
  ],
  'home/terrasse-apres.jpg': [
    WIDE,
    ...P({ ...BEFORE_AFTER, product: 'bio', furniture: 'lounge', plants: 'rich', mood: 'golden' }),
  ],

  // Categories
  'categories/pergolas.jpg': [
    CAT,
    ...P({ product: 'bio', view: 'high', floor: 'deck', wall: K.stone, mood: 'golden' }),
  ],
  'categories/carports.jpg': [CAT, ...CP({ product: 'v', view: 'front34', mood: 'golden', carColors: [K.copper] })],
  'categories/vitrage.jpg': [CAT, ...P({ product: 'glass', view: 'eye', mood: 'golden', wall: K.white })],
  'categories/energie-solaire.jpg': [CAT, ...EN({ view: 'hero', mood: 'golden' })],

  // Projects
  'projets/projet-1.jpg': [
    CARD,
    ...P({
      product: 'bio',
      view: 'high',
      attached: false,
      gap: 3.2,
      storeys: 2,
      wall: K.white,
      floor: 'slabs',
      mood: 'golden',
    }),
  ],
  'projets/projet-2.jpg': [
    CARD,
    ...CP({ product: 'solar', double: true, view: 'high', mood: 'day', carColors: [K.white2, K.carGrey] }),
  ],
  'projets/projet-3.jpg': [CARD, ...P({ product: 'glass', view: 'eyeR', mood: 'dusk', wall: K.stone })],
  'projets/projet-4.jpg': [CARD, ...P({ ...TOILE_BY_THE_POOL, gap: 3, pool: 'front', mood: 'day' })],

  // Réalisations (order fixed by the brief)
  'realisations/realisation-01.jpg': [
    CARD,
    ...P({ product: 'bio', view: 'midR', floor: 'deck', mood: 'day', wall: K.white }),
  ],
  'realisations/realisation-02.jpg': [
    CARD,
    ...P({ product: 'roll', view: 'high', furniture: 'dining', mood: 'golden', wall: '#E6DFD5' }),
  ],
  'realisations/realisation-03.jpg': [
    CARD,
    ...P({
      product: 'stores',
      view: 'eye',
      mood: 'golden',
      productOpts: {
        screens: screensDown({ front: 0.85, left: 0.7 }),
      },
    }),
  ],
  'realisations/realisation-04.jpg': [
    CARD,
    ...P({ product: 'bio', view: 'front', storeys: 2, cladding: true, wall: K.white, width: 6.2, mood: 'golden' }),
  ],
  'realisations/realisation-05.jpg': [
    CARD,
    ...P({ product: 'glassroof', view: 'high', furniture: 'dining', mood: 'day', productOpts: { openBays: [1, 3] } }),
  ],
  'realisations/realisation-06.jpg': [
    CARD,
    ...CP({ product: 'v', view: 'front', mood: 'golden', carColors: [K.carGrey] }),
  ],
  'realisations/realisation-07.jpg': [
    CARD,
    ...CP({ product: 'solar', double: true, view: 'highR', mood: 'golden', carColors: [K.copper, K.white2] }),
  ],
  'realisations/realisation-08.jpg': [CARD, ...P({ product: 'glass', view: 'front', mood: 'night', wall: K.stone })],
  'realisations/realisation-09.jpg': [CARD, ...P({ ...TOILE_BY_THE_POOL, gap: 2.6, pool: 'side', mood: 'golden' })],
  'realisations/realisation-10.jpg': [CARD, ...RT({ view: 'hero', mood: 'golden' })],
  'realisations/realisation-11.jpg': [
    CARD,
    ...EN({ view: 'chalet', chalet: true, solar: false, mood: 'golden', bg: 'alps' }),
  ],
  'realisations/realisation-12.jpg': [CARD, ...EN({ view: 'aerial', mood: 'day' })],
  'realisations/realisation-13.jpg': [CARD, ...CH({ view: 'hero', mood: 'golden', carColor: K.white2 })],
  'realisations/realisation-14.jpg': [CARD, ...RS({ view: 'hero', mood: 'dusk' })],

  // Products: hero (1600×1067) + two other views (1200×900)
  'produits/rolling-roof.jpg': [CAT, ...P({ product: 'roll', view: 'high', mood: 'golden' })],
  'produits/rolling-roof-1.jpg': [
    CARD,
    ...P({ product: 'roll', view: 'corner', mood: 'golden', productOpts: { open: 0.5 } }),
  ],
  'produits/rolling-roof-2.jpg': [
    CARD,
    ...P({
      product: 'roll',
      view: 'midR',
      furniture: 'dining',
      mood: 'day',
      productOpts: { open: 0.2, screens: screensDown({ right: 0.6 }) },
    }),
  ],

  'produits/pergolas-bioclimatique.jpg': [
    CAT,
    ...P({ product: 'bio', view: 'mid', floor: 'deck', mood: 'golden', wall: K.white }),
  ],
  'produits/pergolas-bioclimatique-1.jpg': [
    CARD,
    ...P({ product: 'bio', view: 'under', mood: 'golden', productOpts: { angles: [1.05, 1.05] } }),
  ],
  'produits/pergolas-bioclimatique-2.jpg': [
    CARD,
    ...P({
      product: 'bio',
      view: 'highR',
      attached: false,
      gap: 2.8,
      mood: 'day',
      productOpts: { louvre: K.white2, angles: [0.5, 1.0] },
    }),
  ],

  'produits/pergola-toile.jpg': [CAT, ...P({ product: 'toile', view: 'mid', mood: 'golden', furniture: 'dining' })],
  'produits/pergola-toile-1.jpg': [CARD, ...P({ product: 'toile', view: 'corner', mood: 'day' })],
  'produits/pergola-toile-2.jpg': [CARD, ...P({ ...TOILE_BY_THE_POOL, gap: 2.6, pool: 'front', mood: 'golden' })],

  'produits/rolling-roof-plus.jpg': [CAT, ...P({ product: 'plus', view: 'high', mood: 'golden' })],
  'produits/rolling-roof-plus-1.jpg': [CARD, ...P({ product: 'plus', view: 'corner', mood: 'day' })],
  'produits/rolling-roof-plus-2.jpg': [
    CARD,
    ...P({ product: 'plus', view: 'mid', mood: 'dusk', furniture: 'dining', productOpts: { open: 0.25 } }),
  ],

  'produits/stores-coffre-de-pergolas.jpg': [CAT, ...P({ product: 'stores', view: 'eye', mood: 'golden' })],
  'produits/stores-coffre-de-pergolas-1.jpg': [
    CARD,
    ...P({
      product: 'stores',
      view: 'close',
      mood: 'golden',
      productOpts: {
        screens: screensDown({ front: 0.45, left: 0.75 }),
      },
    }),
  ],
  'produits/stores-coffre-de-pergolas-2.jpg': [
    CARD,
    ...P({
      product: 'stores',
      view: 'highR',
      attached: false,
      gap: 2.4,
      mood: 'day',
      productOpts: {
        screens: screensDown({ front: 1, right: 0.55, back: 1 }),
      },
    }),
  ],

  'produits/carports-v.jpg': [CAT, ...CP({ product: 'v', view: 'front34', mood: 'golden', carColors: [K.carGrey] })],
  'produits/carports-v-1.jpg': [CARD, ...CP({ product: 'v', view: 'detailV', mood: 'day', carColors: [K.copper] })],
  'produits/carports-v-2.jpg': [
    CARD,
    ...CP({
      product: 'v',
      view: 'wide',
      double: true,
      mood: 'golden',
      houseSide: 'left',
      carColors: [K.white2, K.copper],
    }),
  ],

  'produits/carports-solaire.jpg': [
    CAT,
    ...CP({ product: 'solar', double: true, view: 'high', mood: 'golden', carColors: [K.carGrey, K.copper] }),
  ],
  'produits/carports-solaire-1.jpg': [CARD, ...CP({ product: 'solar', view: 'detailRoof', mood: 'day' })],
  'produits/carports-solaire-2.jpg': [
    CARD,
    ...CP({ product: 'solar', view: 'front34', mood: 'golden', postBox: true, carColors: [K.white2] }),
  ],

  'produits/borne-recharge-electrique.jpg': [CAT, ...CH({ view: 'hero', mood: 'golden' })],
  'produits/borne-recharge-electrique-1.jpg': [CARD, ...CH({ view: 'plug', mood: 'day', carColor: K.white2 })],
  'produits/borne-recharge-electrique-2.jpg': [
    CARD,
    ...CP({ product: 'v', view: 'front34', mood: 'dusk', postBox: true, carColors: [K.carGrey] }),
  ],

  'produits/murs-de-verre.jpg': [CAT, ...P({ product: 'glass', view: 'eye', mood: 'golden', wall: K.white })],
  'produits/murs-de-verre-1.jpg': [
    CARD,
    ...P({
      product: 'glass',
      view: 'track',
      mood: 'day',
      wall: K.stone,
      productOpts: { walls: [{ side: 'front', open: 3 }, { side: 'left' }] },
    }),
  ],
  'produits/murs-de-verre-2.jpg': [
    CARD,
    ...P({ product: 'glass', view: 'highR', mood: 'dusk', attached: false, gap: 2.4 }),
  ],

  'produits/fenetre-guillotine.jpg': [CAT, ...P({ product: 'guillotine', view: 'eye', mood: 'golden', width: 6 })],
  'produits/fenetre-guillotine-1.jpg': [CARD, ...RS({ view: 'detail', mood: 'golden' })],
  'produits/fenetre-guillotine-2.jpg': [
    CARD,
    ...RS({ view: 'front', mood: 'dusk', bays: ['raised', 'closed', 'half', 'raised'] }),
  ],

  'produits/toit-en-verre-retractable.jpg': [
    CAT,
    ...P({
      product: 'glassroof',
      view: 'high',
      mood: 'golden',
      productOpts: { openBays: [1, 2], walls: [{ side: 'front', open: 2 }, { side: 'left' }] },
    }),
  ],
  'produits/toit-en-verre-retractable-1.jpg': [
    CARD,
    ...P({ product: 'glassroof', view: 'under', mood: 'day', productOpts: { openBays: [1] } }),
  ],
  'produits/toit-en-verre-retractable-2.jpg': [
    CARD,
    ...P({ product: 'glassroof', view: 'midR', mood: 'golden', furniture: 'dining', productOpts: { openBays: [2] } }),
  ],

  'produits/pompes-a-chaleur.jpg': [CAT, ...EN({ view: 'pump', mood: 'golden', solar: false })],
  'produits/pompes-a-chaleur-1.jpg': [CARD, ...EN({ view: 'fan', mood: 'day', solar: false })],
  'produits/pompes-a-chaleur-2.jpg': [CARD, ...EN({ view: 'pump', chalet: true, mood: 'day', casing: K.anthLight })],

  // Articles
  'conseils/pergola-bioclimatique-guide-complet.jpg': [
    WIDE,
    ...P({ product: 'bio', view: 'wide', mood: 'golden', wall: K.stone, floor: 'deck' }),
  ],
  'conseils/carport-solaire-produire-son-energie.jpg': [
    WIDE,
    ...CP({ product: 'solar', double: true, view: 'high', mood: 'day', houseSolar: false }),
  ],
  'conseils/prix-pergola-suisse-budget.jpg': [
    WIDE,
    ...P({ product: 'bio', view: 'table', furniture: 'dining', mood: 'golden', table: { x: 2.2, z: 2.45 } }),
  ],
  'conseils/installer-borne-recharge-domicile.jpg': [WIDE, ...CH({ view: 'box', mood: 'golden', carColor: K.carGrey })],
  'conseils/carport-ou-garage-que-choisir.jpg': [
    WIDE,
    ...CP({ product: 'v', view: 'garage', garage: true, mood: 'golden', carColors: [K.copper] }),
  ],
  'conseils/pompe-a-chaleur-panneaux-solaires-energie.jpg': [WIDE, ...EN({ view: 'garden', mood: 'day' })],
  'conseils/murs-de-verre-terrasse-toute-annee.jpg': [
    WIDE,
    ...P({ product: 'glass', view: 'mid', mood: 'dusk', wall: K.white, furniture: 'dining' }),
  ],

  // Quote banner: calm, dark enough for overlaid text.
  'banniere-devis.jpg': [
    [1920, 800],
    ...P({ product: 'bio', view: 'hero', mood: 'dusk', houseX0: -0.8, houseX1: 12, wall: K.stone }),
  ],
};

// ---------------------------------------------------------------- OG card
function ogCard() {
  const W = 1200;
  const H = 630;
  const s = new Scene({
    width: W,
    height: H,
    seed: 'og-default',
    mood: 'dusk',
    camera: { pos: [-6.8, 4.3, -7.5], target: [-1.1, 1.2, 2.2], fov: 52 },
  });
  s.def(
    'ogBg',
    `<linearGradient id="ogBg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3A4247"/><stop offset="1" stop-color="${C.anth}"/></linearGradient>`,
  );
  s.add(LAYER.SKY, 1e12, `<rect width="${W}" height="${H}" fill="url(#ogBg)"/>`);
  slabs(s, -1.5, 7, -2, 4.5, { size: 0.8, color: '#8C8F90' });
  pergolaBio(s, { x0: 0, x1: 4.6, z0: 0.3, z1: 4.1, h: 2.7, louvre: '#6E767B', color: '#1E2225' });
  olive(s, 5.2, 0.4);
  glow(s, [2.3, 1.2, 2.2], 3.2, '#FFC27A', 0.35);
  return s.toSVG().replace('</svg>', ogOverlay(W, H) + '</svg>');
}

// ---------------------------------------------------------------- run
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
