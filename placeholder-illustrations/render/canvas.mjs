// What a scene paints on: painter's layers, the light of each mood, shading, projected shadows and the SVG
// output. Drawers add finished SVG fragments with a layer and a depth; toSVG sorts them far to near.
import { hex2, rgb2hex } from '../palette.mjs';
import { rng } from './random.mjs';
import { add, sub, scale, dot, cross, norm, f1, pathOf, hull, clipHalf } from './geometry.mjs';
import { Projection } from './projection.mjs';

// INFILL (louvres, canvas) sits inside the roof frame, so it is painted
// after what is under the roof and before the frame members around it.
export const LAYER = { SKY: 0, FAR: 1, GROUND: 2, BACK: 4, OBJ: 5, INFILL: 6, ROOF: 7, FG: 8, FX: 9 };

// Lighting presets. `amb`+`dif` scale the base colour, lit faces are pushed
// towards `warm`, faces turned away from the sun towards `cool` (sky bounce).
export const MOODS = {
  day: {
    amb: 0.8,
    dif: 0.3,
    sky: 0.05,
    warm: '#FFF2E0',
    warmK: 0.35,
    cool: '#D5E1EA',
    coolK: 0.35,
    shadowOp: 0.3,
    shadow: '#26313A',
  },
  harsh: {
    amb: 0.84,
    dif: 0.26,
    sky: 0.04,
    warm: '#FFFBF4',
    warmK: 0.2,
    cool: '#E2E6EA',
    coolK: 0.2,
    shadowOp: 0.46,
    shadow: '#20272C',
  },
  golden: {
    amb: 0.72,
    dif: 0.4,
    sky: 0.05,
    warm: '#FFDDB8',
    warmK: 0.45,
    cool: '#C8D5E1',
    coolK: 0.4,
    shadowOp: 0.32,
    shadow: '#29333D',
  },
  dusk: {
    amb: 0.56,
    dif: 0.34,
    sky: 0.05,
    warm: '#F4B27A',
    warmK: 0.6,
    cool: '#A5B4C6',
    coolK: 0.5,
    shadowOp: 0.24,
    shadow: '#222A33',
  },
  night: {
    amb: 0.38,
    dif: 0.0,
    sky: 0.1,
    warm: '#FFFFFF',
    warmK: 0,
    cool: '#8497AC',
    coolK: 0.6,
    shadowOp: 0,
    shadow: '#000000',
  },
};

export class Canvas extends Projection {
  constructor({ width, height, seed = 'scene', camera, sun, mood = 'golden' }) {
    super({ width, height, camera });
    this.rand = rng(seed);
    this.mood = mood;
    this.m = MOODS[mood];
    this.sunDir = norm(sun || (mood === 'harsh' ? [0.5, -1.5, 0.45] : [1, -0.7, 0.5]));
    this.items = [];
    this.seq = 0;
    this.defs = new Map();
    this.ids = 0;
    this.shadowGround = [];
    this.shadowWall = [];
    this.receivers = [
      { o: [0, 0, 0], u: [1, 0, 0], v: [0, 0, 1], n: [0, 1, 0], bounds: null, list: this.shadowGround },
    ];
  }

  // Flat shading: the only place the sun direction touches colours.
  light(base, n) {
    const m = this.m;
    const s = Math.max(0, -dot(n, this.sunDir));
    const upness = Math.max(0, n[1]);
    const f = m.amb + m.dif * s + m.sky * upness;
    const rgb = hex2(base).map((v) => v * f);
    const tint = hex2(s > 0.05 ? m.warm : m.cool);
    const k = s > 0.05 ? m.warmK * s : m.coolK;
    return rgb2hex(rgb.map((v, i) => v * (1 - k) + ((v * tint[i]) / 255) * k));
  }

  def(key, svg) {
    if (!this.defs.has(key)) this.defs.set(key, svg);
    return key;
  }

  newId(prefix = 'g') {
    return `${prefix}${++this.ids}`;
  }

  add(layer, depth, svg) {
    if (svg) this.items.push({ layer, depth, svg, seq: this.seq++ });
  }

  // A wall that catches shadows too: the plane through o spanned by u and v, clipped to bounds [u0, u1, v0, v1].
  addWallReceiver(o, u, v, bounds) {
    this.receivers.push({ o, u: norm(u), v: norm(v), n: norm(cross(u, v)), bounds, list: this.shadowWall });
  }

  // Convex shadow of a point cloud on every receiver plane. Exact for convex
  // objects, which is all we ever pass (each part casts separately).
  castShadow(points) {
    if (!this.m.shadowOp) return;
    const L = this.sunDir;
    for (const r of this.receivers) {
      const dn = dot(L, r.n);
      if (Math.abs(dn) < 1e-4) continue;
      let behind = false;
      const hits = [];
      for (const p of points) {
        const t = dot(sub(r.o, p), r.n) / dn;
        if (t < -1e-3) {
          behind = true;
          break;
        }
        const h = sub(add(p, scale(L, t)), r.o);
        hits.push([dot(h, r.u), dot(h, r.v)]);
      }
      if (behind || hits.length < 3) continue;
      let poly = hull(hits);
      if (r.bounds) {
        const [u0, u1, v0, v1] = r.bounds;
        poly = clipHalf(poly, (p) => p[0] - u0);
        poly = clipHalf(poly, (p) => u1 - p[0]);
        poly = clipHalf(poly, (p) => p[1] - v0);
        poly = clipHalf(poly, (p) => v1 - p[1]);
      }
      if (poly.length < 3) continue;
      const w = poly.map(([a, b]) => add(r.o, add(scale(r.u, a), scale(r.v, b))));
      const s = this.projPoly(w);
      if (s) r.list.push(pathOf(s));
    }
  }

  // 2D drawing anchored at a world point, sized in pixels-per-metre.
  billboard(anchor, layer, draw, depthBias = 0) {
    const c = this.toCam(anchor);
    if (c[2] < 0.3) return false;
    const s = this.F / c[2];
    const x = this.W / 2 + (this.F * c[0]) / c[2];
    const y = this.H / 2 - (this.F * c[1]) / c[2];
    if (x < -s * 6 || x > this.W + s * 6) return false;
    this.add(layer, this.dist(anchor) + depthBias, draw(x, y, s));
    return true;
  }

  toSVG() {
    const blur = Math.max(1.2, this.W / 700);
    this.def(
      'soft',
      `<filter id="soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${f1(blur)}"/></filter>`,
    );
    const items = this.items.slice().sort((a, b) => a.layer - b.layer || b.depth - a.depth || a.seq - b.seq);
    const shadowGroup = (list) =>
      list.length
        ? `<g opacity="${this.m.shadowOp}" filter="url(#soft)"><path fill="${this.m.shadow}" d="${list.join('')}"/></g>`
        : '';
    let body = '';
    let groundDone = false;
    let wallDone = false;
    for (const it of items) {
      if (!groundDone && it.layer > LAYER.GROUND) {
        body += shadowGroup(this.shadowGround);
        groundDone = true;
      }
      if (!wallDone && it.layer > LAYER.BACK) {
        body += shadowGroup(this.shadowWall);
        wallDone = true;
      }
      body += it.svg;
    }
    if (!groundDone) body += shadowGroup(this.shadowGround);
    if (!wallDone) body += shadowGroup(this.shadowWall);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">` +
      `<defs>${[...this.defs.values()].join('')}</defs>${body}</svg>`
    );
  }
}
