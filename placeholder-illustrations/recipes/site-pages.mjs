// The pictures of the site's pages other than the product pages: home, categories, projects, réalisations,
// articles and the quote banner.
import { K } from '../palette.mjs';
import { HERO, CAT, WIDE, CARD, P, CP, CH, EN, RT, RS, TOILE_BY_THE_POOL, screensDown } from './spec-builders.mjs';

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

export const HOME_AND_PROJECT_IMAGES = {
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
};

export const ARTICLE_AND_BANNER_IMAGES = {
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
