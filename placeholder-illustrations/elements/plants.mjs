// Plants: shrubs, garden trees, conifers, potted olives, ornamental grasses and planters. Foliage is drawn
// as billboards (2D at a world anchor), lit from the upper left like the scenes' sun.
import { K, mix, lighten, darken } from '../palette.mjs';
import { f1 } from '../render/geometry.mjs';
import { LAYER } from '../render/canvas.mjs';

// Rounded shrub: overlapping spheres, lit from the upper left.
export function shrub(s, x, z, r, { color = K.sageDark, layer = LAYER.OBJ, blobs = 9, squash = 0.85 } = {}) {
  const rand = s.rand;
  const bl = [];
  for (let i = 0; i < blobs; i++) {
    const a = rand.range(0, Math.PI);
    const d = rand.range(0.2, 0.62);
    bl.push([Math.cos(a) * d * r, (0.25 + Math.sin(a) * d * 0.9) * r * squash, rand.range(0.34, 0.52) * r]);
  }
  bl.sort((a, b) => a[1] - b[1]);
  const lit = mix(color, K.sageLight, 0.4);
  const shade = darken(color, 0.1);
  const night = s.mood === 'night';
  bl.sort((a, b) => b[0] - a[0]);
  s.billboard([x, 0, z], layer, (px, py, k) => {
    let g = `<ellipse cx="${f1(px)}" cy="${f1(py - r * 0.5 * squash * k)}" rx="${f1(r * 0.8 * k)}" ry="${f1(r * 0.52 * squash * k)}" fill="${night ? mix(shade, '#1B2420', 0.55) : shade}"/>`;
    for (const [bx, by, br] of bl) {
      const t = Math.max(0, Math.min(1, 0.45 - bx / (r * 1.3) + by / (r * 2)));
      const c = mix(shade, lit, t);
      g += `<circle cx="${f1(px + bx * k)}" cy="${f1(py - (by + br * 0.6) * k)}" r="${f1(br * k)}" fill="${night ? mix(c, '#1B2420', 0.55) : c}"/>`;
    }
    return g;
  });
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    pts.push(
      [x + Math.cos(a) * r * 0.8, r * 0.3, z + Math.sin(a) * r * 0.8],
      [x + Math.cos(a) * r * 0.6, r * 1.2, z + Math.sin(a) * r * 0.6],
    );
  }
  s.castShadow(pts);
}

// Deciduous garden tree (background/midground).
export function tree(s, x, z, h, { color = K.sageDeep, layer = LAYER.OBJ, spread = 0.36 } = {}) {
  const rand = s.rand;
  const cr = h * spread;
  const bl = [];
  for (let i = 0; i < 22; i++) {
    const a = rand.range(0, Math.PI * 2);
    const d = Math.sqrt(rand.next()) * 0.75;
    bl.push([Math.cos(a) * d * cr, h - cr + Math.sin(a) * d * cr * 0.85, rand.range(0.22, 0.36) * cr]);
  }
  // Paint back-to-front roughly: lower and right blobs first, lit ones last.
  bl.sort((a, b) => b[0] - a[0] + (a[1] - b[1]) * 0.5);
  const trunk = s.mood === 'night' ? '#2A2725' : '#6E5A48';
  const lit = mix(color, K.sageLight, 0.35);
  const shade = darken(color, 0.12);
  const shown = s.billboard([x, 0, z], layer, (px, py, k) => {
    let g = `<path d="M${f1(px - 0.09 * k)} ${f1(py)}L${f1(px - 0.05 * k)} ${f1(py - (h - cr) * k)}L${f1(px + 0.05 * k)} ${f1(py - (h - cr) * k)}L${f1(px + 0.09 * k)} ${f1(py)}Z" fill="${trunk}"/>`;
    // Solid silhouette first so the canopy never shows holes.
    g += `<ellipse cx="${f1(px)}" cy="${f1(py - (h - cr * 0.95) * k)}" rx="${f1(cr * 0.78 * k)}" ry="${f1(cr * 0.72 * k)}" fill="${s.mood === 'night' ? mix(shade, '#1B2420', 0.55) : shade}"/>`;
    for (const [bx, by, br] of bl) {
      const t = Math.max(0, Math.min(1, 0.5 - bx / (cr * 1.4) + (by - (h - cr)) / (cr * 2.2)));
      const c = mix(shade, lit, t);
      g += `<circle cx="${f1(px + bx * k)}" cy="${f1(py - by * k)}" r="${f1(br * k)}" fill="${s.mood === 'night' ? mix(c, '#1B2420', 0.55) : c}"/>`;
    }
    return g;
  });
  if (!shown) return;
  const pts = [
    [x, 0, z],
    [x + 0.1, 0, z],
  ];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    pts.push([x + Math.cos(a) * cr * 0.8, h - cr, z + Math.sin(a) * cr * 0.8], [x, h, z]);
  }
  s.castShadow(pts);
}

// Slim conifer for alpine settings.
export function conifer(s, x, z, h, { layer = LAYER.OBJ } = {}) {
  const col = s.mood === 'night' ? '#223028' : '#4E6A56';
  const shown = s.billboard([x, 0, z], layer, (px, py, k) => {
    let g = '';
    for (let i = 0; i < 4; i++) {
      const y0 = h * (0.1 + i * 0.2);
      const w = h * (0.28 - i * 0.055);
      const top = y0 + h * 0.42;
      g += `<path d="M${f1(px - w * k)} ${f1(py - y0 * k)}L${f1(px)} ${f1(py - Math.min(h, top) * k)}L${f1(px + w * k)} ${f1(py - y0 * k)}Z" fill="${i % 2 ? col : lighten(col, 0.08)}"/>`;
      g += `<path d="M${f1(px)} ${f1(py - y0 * k)}L${f1(px)} ${f1(py - Math.min(h, top) * k)}L${f1(px + w * k)} ${f1(py - y0 * k)}Z" fill="${darken(col, 0.15)}"/>`;
    }
    return g;
  });
  if (shown)
    s.castShadow([
      [x - h * 0.2, 0, z],
      [x + h * 0.2, 0, z],
      [x, h, z],
      [x, h * 0.2, z - h * 0.2],
      [x, h * 0.2, z + h * 0.2],
    ]);
}

// Potted olive tree: the signature Mediterranean terrace plant.
export function olive(s, x, z, { h = 1.9, pot = K.anth, layer = LAYER.OBJ, potH = 0.55 } = {}) {
  const rand = s.rand;
  const pr = 0.3;
  s.add(layer, s.dist([x, potH / 2, z]) + 0.01, s.cylinder(x, z, 0, potH, pr * 0.85, pr, pot, { top: '#5B4B3E' }));
  const leaves = [];
  for (let i = 0; i < 48; i++) {
    const a = rand.range(0, Math.PI * 2);
    const rr = Math.sqrt(rand.next()) * 0.6;
    leaves.push([Math.cos(a) * rr, h - 0.45 + Math.sin(a) * rr * 0.55, rand.range(0.09, 0.15)]);
  }
  leaves.sort((a, b) => b[0] - a[0]);
  const night = s.mood === 'night';
  const trunk = night ? '#2E2A26' : '#75634F';
  s.billboard(
    [x, potH, z],
    layer,
    (px, py, k) => {
      const t = h - potH - 0.4;
      let g = `<path d="M${f1(px)} ${f1(py)}C${f1(px - 0.12 * k)} ${f1(py - t * 0.4 * k)} ${f1(px + 0.14 * k)} ${f1(py - t * 0.7 * k)} ${f1(px + 0.02 * k)} ${f1(py - t * k)}M${f1(px + 0.01 * k)} ${f1(py - t * 0.6 * k)}L${f1(px - 0.25 * k)} ${f1(py - t * 1.05 * k)}" stroke="${trunk}" stroke-width="${f1(0.05 * k)}" fill="none" stroke-linecap="round"/>`;
      // Silvery olive foliage: small leaves, sunlit on the left.
      for (const [lx, ly, lr] of leaves) {
        const u = Math.max(0, Math.min(1, 0.5 - lx * 0.9 + (ly - (h - 0.45)) * 0.8));
        let c = mix('#748971', '#B9C6B4', u);
        if (night) c = mix(c, '#1B2420', 0.55);
        g += `<ellipse cx="${f1(px + lx * k)}" cy="${f1(py - (ly - potH) * k)}" rx="${f1(lr * k)}" ry="${f1(lr * 0.72 * k)}" fill="${c}"/>`;
      }
      return g;
    },
    -0.02,
  );
  const pts = [
    [x - pr, 0, z],
    [x + pr, 0, z],
    [x, 0, z - pr],
    [x, 0, z + pr],
    [x, potH, z],
  ];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    pts.push([x + Math.cos(a) * 0.55, h - 0.45, z + Math.sin(a) * 0.45]);
  }
  s.castShadow(pts);
}

// Ornamental grasses (a designer-garden cue) in a planter or in the lawn.
export function grasses(s, x, z, { w = 0.8, h = 0.9, y = 0, layer = LAYER.OBJ, plumes = true } = {}) {
  const rand = s.rand;
  const blades = [];
  for (let i = 0; i < 26; i++)
    blades.push([rand.range(-0.5, 0.5) * w, rand.range(0.6, 1) * h, rand.range(-0.35, 0.35), rand.int(0, 2)]);
  const cols = [K.sage, K.sageDark, '#B8C4A4'];
  s.billboard(
    [x, y, z],
    layer,
    (px, py, k) => {
      let g = '';
      for (const [bx, bh, lean, ci] of blades) {
        const ex = px + (bx + lean * bh) * k;
        const ey = py - bh * k;
        g += `<path d="M${f1(px + bx * 0.3 * k)} ${f1(py)}Q${f1(px + bx * k)} ${f1(py - bh * 0.6 * k)} ${f1(ex)} ${f1(ey)}" stroke="${s.mood === 'night' ? darken(cols[ci], 0.55) : cols[ci]}" stroke-width="${f1(Math.max(0.8, 0.018 * k))}" fill="none" stroke-linecap="round"/>`;
        if (plumes && ci === 2)
          g += `<ellipse cx="${f1(ex)}" cy="${f1(ey)}" rx="${f1(0.025 * k)}" ry="${f1(0.08 * k)}" fill="${s.mood === 'night' ? '#5A564E' : '#E6DCC8'}" transform="rotate(${f1(lean * 40)} ${f1(ex)} ${f1(ey)})"/>`;
      }
      return g;
    },
    -0.05,
  );
}

export function planter(
  s,
  x,
  z,
  { w = 1.2, d = 0.4, h = 0.45, color = K.anth, layer = LAYER.OBJ, fill = 'grass' } = {},
) {
  s.add(layer, s.dist([x, h / 2, z]), s.box([x - w / 2, 0, z - d / 2], [x + w / 2, h, z + d / 2], color));
  if (fill === 'grass') grasses(s, x, z, { w: w * 0.9, h: 0.7, y: h, layer });
  else
    for (let i = 0; i < 3; i++)
      shrub(s, x - w / 3 + (i * w) / 3, z, 0.28, { layer, color: i % 2 ? K.sageDark : K.sage });
}
