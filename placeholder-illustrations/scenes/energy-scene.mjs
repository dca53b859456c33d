// The energy scene: a house with solar panels on its gable roof (or an alpine chalet) and a heat pump outside.
import { K } from '../palette.mjs';
import { rng } from '../render/random.mjs';
import { LAYER } from '../render/canvas.mjs';
import { slabs } from '../elements/ground.mjs';
import { house } from '../elements/house.mjs';
import { shrub, tree, conifer, grasses } from '../elements/plants.mjs';
import { diningSet } from '../elements/furniture.mjs';
import { heatPump } from '../products/heat-pump.mjs';
import { WALLS, cam, backdrop, garden, makeScene } from './setting.mjs';

export function energyScene(spec) {
  const r = rng(spec.layoutSeed || spec.seed);
  const hx0 = 0;
  const hx1 = spec.houseW || 11;
  const hz = 0;
  const c = [(hx0 + hx1) / 2, 0, 3];
  const hpX = hx1 - 1.3;
  const views = {
    aerial: cam(c, [-9, 8.5, -17], [0.6, 2.6, 2], 50),
    garden: cam(c, [-8, 1.8, -15], [0.8, 3.0, 2], 50),
    hero: cam(c, [-10, 4.2, -17], [0.5, 2.6, 2], 50),
    pump: cam([hpX, 0, hz], [-4.6, 1.6, -5.6], [0.2, 0.8, 0.1], 48),
    chalet: cam([hpX, 0, hz], [-9.5, 2.6, -13.5], [-3.6, 3.1, 0.5], 50),
    fan: cam([hpX, 0, hz], [-1.05, 1.1, -2.1], [-0.05, 0.55, -0.2], 44),
    panels: cam(c, [-3.5, 6.8, -5.5], [0, 4.6, 1.5], 50),
  };
  const s = makeScene(spec, views[spec.view || 'hero']);
  backdrop(s, spec);
  const chalet = spec.chalet;
  if (chalet) {
    house(s, {
      x0: hx0,
      x1: hx1,
      z0: hz,
      z1: hz + 9,
      h: 3.4,
      wall: K.white,
      roof: 'chalet',
      roofColor: K.anth,
      timber: K.woodDark,
      windows: [
        [1, 2.6, 0.9, 2.5, 2],
        [4.2, 6.8, 0.12, 2.5, 2, true],
        [8.2, 9.8, 0.9, 2.5, 2],
      ],
      balcony: true,
    });
  } else {
    house(s, {
      x0: hx0,
      x1: hx1,
      z0: hz,
      z1: hz + 8,
      h: 3.3,
      wall: spec.wall || r.pick(WALLS),
      roof: 'gable',
      roofColor: spec.roofColor || '#4A5156',
      windows: [
        [1.2, 4.4, 0.12, 2.45, 3, true],
        [5.4, 6.8, 0.9, 2.45, 1],
        [7.8, 9.4, 0.9, 2.45, 1],
      ],
      solar: spec.solar === false ? null : { x0: hx0 + 0.6, x1: hx1 - 0.6 },
      ridge: 3.1,
    });
  }
  garden(s, r, { zFar: 16, count: 9 });
  slabs(s, -1, hx1 + 1, -3.5, hz, { size: 0.8, color: '#E2DBD0' });
  if (spec.pump !== false) {
    heatPump(s, hpX, hz - 0.45, 0, { pipesTo: hz, casing: spec.casing || K.white2 });
  }
  // Garden dressing.
  shrub(s, hx1 + 1.4, hz - 0.3, 0.75);
  shrub(s, hx0 - 1.2, hz - 0.8, 0.65, { color: K.sage });
  grasses(s, hpX - 1.3, hz - 0.5, { w: 0.6, h: 0.7 });
  if (chalet) {
    conifer(s, hx1 + 4, 5, 8, { layer: LAYER.BACK });
    conifer(s, hx0 - 3.5, 3, 7, { layer: LAYER.BACK });
  } else {
    tree(s, hx0 - 4, 4, 6.5, { layer: LAYER.BACK });
  }
  if (spec.furniture !== false && !chalet) {
    diningSet(s, 3, -2, 0, { w: 1.6, chairs: 4 });
  }
  if (spec.pumpShrubs !== false) shrub(s, hpX + 1.1, hz - 0.25, 0.45, { color: K.sageDark });
  return s;
}
