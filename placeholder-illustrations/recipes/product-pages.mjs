// The pictures of the product pages.
import { K } from '../palette.mjs';
import { CAT, CARD, P, CP, CH, EN, RS, TOILE_BY_THE_POOL, screensDown } from './spec-builders.mjs';

export const PRODUCT_IMAGES = {
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
};
