// The driveway scenes: a carport (V or solar) beside the house with its cars, and a car charging at a wallbox.
import { K } from '../palette.mjs';
import { rng } from '../render/random.mjs';
import { add, onPlane } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';
import { slabs } from '../elements/ground.mjs';
import { house } from '../elements/house.mjs';
import { shrub, olive, grasses, planter } from '../elements/plants.mjs';
import { glow } from '../elements/lights.mjs';
import { car } from '../elements/car.mjs';
import { carportV, carportSolar } from '../products/carports.mjs';
import { wallbox, cable } from '../products/charging.mjs';
import { WALLS, cam, backdrop, garden, makeScene } from './setting.mjs';

// Carport x∈[0,Wc], z∈[0,L]; house to the right, front at z=hz.
export function carportScene(spec) {
  const r = rng(spec.layoutSeed || spec.seed);
  const double = spec.double;
  const Wc = double ? 6.2 : 3.6;
  const L = 5.8;
  const c = [Wc / 2, 0, L / 2];
  const views = {
    front34: cam(c, [-6.5, 2.4, -10], [0.8, 1.2, 0.5], 50),
    front: cam(c, [-3.2, 1.8, -10], [0, 1.45, 0.5], 46),
    high: cam(c, [-7, 6.2, -10.5], [1, 0.8, 0.6], 50),
    highR: cam(c, [8, 5.5, -9.5], [0.8, 0.8, 0.6], 50),
    detailRoof: cam(c, [-3.5, 4.8, -3.8], [0.2, 2.6, 1.2], 48),
    detailV: cam(c, [-2.6, 1.75, -7.2], [0.1, 2.05, -0.6], 44),
    wide: cam(c, [-8.5, 3, -11], [1.8, 1.3, 1], 52),
    garage: cam(c, [-5.2, 2.6, -11.5], [2.9, 1.2, 0.5], 54),
  };
  const camera = views[spec.view || 'front34'];
  const s = makeScene(spec, camera);
  backdrop(s, spec);
  const houseSide = spec.houseSide || 'right';
  const hx0 = houseSide === 'right' ? Wc + 0.8 : -11;
  const hx1 = houseSide === 'right' ? Wc + 11 : -0.8;
  const hz = spec.houseZ ?? 3.5;
  const wall = spec.wall || r.pick(WALLS);
  house(s, {
    x0: hx0,
    x1: hx1,
    z0: hz,
    z1: hz + 8.5,
    h: 3.2,
    wall,
    roof: spec.roof || 'flat',
    roofColor: spec.roofColor || K.anth,
    windows: [
      [1.2, 3.4, 0.12, 2.4, 2, true],
      [4.6, 6, 0.9, 2.4, 1],
      [7.2, 8.6, 0.9, 2.4, 1],
    ],
    sideWindows: [[2, 3.4, 0.9, 2.3, 1]],
    solar: spec.houseSolar ? { x0: hx0 + 0.8, x1: hx1 - 0.8 } : null,
  });
  garden(s, r, { zFar: hz + 12, count: 7 });
  // Driveway pavers.
  slabs(s, -1.2, Wc + 0.8, -6, L + 1.5, { size: 0.4, ratio: 0.5, color: spec.paving || '#DCD5CB' });
  if (spec.garage) {
    // Closed garage next to the carport (carport-vs-garage article).
    const gx0 = Wc + 0.9;
    const gx1 = gx0 + 3.6;
    const gz0 = -0.6;
    const gz1 = gz0 + 6.5;
    let svg = s.box([gx0, 0, gz0], [gx1, 2.7, gz1], wall, { grad: 'h' });
    const Pp = onPlane([gx0, 0, gz0 - 0.01], [1, 0, 0], [0, 1, 0]);
    svg += s.poly([Pp(0.35, 0), Pp(3.25, 0), Pp(3.25, 2.25), Pp(0.35, 2.25)], s.light(K.anthLight, [0, 0, -1]));
    for (let y = 0.45; y < 2.25; y += 0.45)
      svg += s.line(
        Pp(0.35, y),
        Pp(3.25, y),
        s.light(K.anthDark, [0, 0, -1]),
        Math.max(0.8, 0.012 * s.pxPerM(Pp(1, y))),
      );
    svg += s.box([gx0 - 0.1, 2.7, gz0 - 0.1], [gx1 + 0.1, 2.9, gz1 + 0.1], K.anth);
    s.add(LAYER.OBJ, s.dist([gx0 + 1.8, 1.3, gz0 + 3]), svg);
    s.addWallReceiver([gx0, 0, gz0], [1, 0, 0], [0, 1, 0], [0, 3.6, 0, 2.7]);
    slabs(s, gx0 - 0.2, gx1 + 0.2, -6, gz0, { size: 0.4, ratio: 0.5, color: spec.paving || '#DCD5CB' });
  }
  const kind = spec.product || 'v';
  if (kind === 'v') carportV(s, { x0: 0, x1: Wc, z0: 0, z1: L });
  else carportSolar(s, { x0: 0, x1: Wc, z0: 0, z1: L });
  const colors = spec.carColors || [K.copper, K.carGrey];
  const nCars = spec.cars ?? (double ? 2 : 1);
  const carX = nCars === 2 ? [Wc * 0.27, Wc * 0.73] : [Wc / 2];
  const carRefs = carX.map((x, i) =>
    car(s, x, L / 2 + 0.2, spec.carRot || 0, { color: colors[i % colors.length], chargePort: 1 }),
  );
  if (spec.postBox) {
    // Charging box on the carport's front-right post.
    const px = Wc - 0.35 - 0.06;
    const sock = wallbox(s, px, 1.2, 0.4 - 0.005, { layer: LAYER.OBJ });
    cable(s, sock, carRefs[carRefs.length - 1].P(4.0, 0.92, 0.95), { sag: 0.5 });
  }
  shrub(s, -1.9, L - 0.5, 0.7);
  shrub(s, -2.2, 1.2, 0.55, { color: K.sage });
  grasses(s, -1.8, -1.2);
  if (houseSide === 'right') olive(s, Wc + 0.5, -0.3, { pot: K.stoneDark });
  return s;
}

export function chargingScene(spec) {
  const wallZ = 4;
  const bx = spec.boxX ?? 2.2;
  const c = [bx, 0, wallZ - 2];
  const views = {
    hero: cam(c, [-6.5, 2.0, -8.5], [0.8, 1.1, 0.8], 48),
    plug: cam(c, [-1.9, 1.75, -1.2], [0.15, 0.95, 1.2], 42),
    box: cam(c, [-2.4, 1.55, -2.2], [0.1, 1.1, 1.9], 44),
  };
  const s = makeScene(spec, views[spec.view || 'hero']);
  backdrop(s, spec);
  const r = rng(spec.seed + 'c');
  const garageWall = spec.wall || r.pick(WALLS);
  house(s, {
    x0: -6,
    x1: 10,
    z0: wallZ,
    z1: wallZ + 8,
    h: spec.storeys === 2 ? 6 : 3.2,
    wall: garageWall,
    roof: spec.roof || 'flat',
    windows: [
      [0.8, 4.2, 0.12, 2.35, 2],
      [10.5, 13.5, 0.9, 2.4, 2, true],
    ],
    cladding: spec.cladding ? [11.2, 15.6] : null,
  });
  garden(s, r, { zFar: wallZ + 12, count: 6 });
  slabs(s, -6, 10, -6, wallZ, { size: 0.45, ratio: 0.5, color: spec.paving || '#DCD5CB' });
  const sock = wallbox(s, bx, 1.15, wallZ);
  // Car nose-in, port on the front-left wing (towards the camera side).
  const carRef = car(s, bx + 1.2, wallZ - 3.0, Math.PI, { color: spec.carColor || K.copper, chargePort: 1 });
  const port = carRef.P(3.95, 0.92, 0.95);
  const plugOut = add(port, [-0.09, 0.0, 0.0]);
  cable(s, sock, plugOut, { sag: 0.75, bias: -2 });
  // Plug handle sitting in the port.
  s.add(
    LAYER.OBJ,
    s.dist(port) - 2.5,
    s.box(
      [plugOut[0] - 0.03, port[1] - 0.045, port[2] - 0.05],
      [port[0] + 0.005, port[1] + 0.055, port[2] + 0.05],
      K.anth,
      { shadow: false },
    ),
  );
  glow(s, add(port, [-0.02, 0.07, 0]), 0.05, '#F0A15A', 0.8);
  shrub(s, bx - 2.4, wallZ - 0.6, 0.55);
  planter(s, bx + 4.3, wallZ - 0.35, { w: 1.8, d: 0.4 });
  olive(s, bx - 1.4, wallZ - 0.5, { pot: K.stoneDark, h: 1.6 });
  return s;
}
