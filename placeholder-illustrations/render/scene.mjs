// Tiny deterministic 3D → SVG renderer used to draw the placeholder "photos".
//
// Why a 3D engine instead of hand-placed 2D shapes: 80 images need varied
// camera angles, consistent sun direction and cast shadows (the louvre
// stripes under a bioclimatic pergola are what make it recognisable). A
// pinhole camera, flat-shaded polygons, painter's sorting and projected
// ground/wall shadows give that with very little code.
//
// Scene adds the drawing primitives (polygons, lines, solids, prisms) to the
// canvas; each returns its SVG, to be placed with add().
import { lighten, darken } from '../palette.mjs';
import { add, sub, scale, dot, norm, centroid, polyNormal, f1, pathOf, BOX_FACES } from './geometry.mjs';
import { Canvas } from './canvas.mjs';

export class Scene extends Canvas {
  // Returns an SVG path for a 3D polygon or '' when it is off-camera.
  poly(pts, fill, extra = '') {
    const s = this.projPoly(pts);
    if (!s) return '';
    return `<path d="${pathOf(s)}" fill="${fill}"${extra}/>`;
  }

  // Same-colour hairline stroke hides anti-aliasing seams between faces.
  seamPoly(pts, fill, extra = '') {
    return this.poly(pts, fill, ` stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"${extra}`);
  }

  line(a, b, stroke, width, extra = '') {
    const s = this.projSeg(a, b);
    if (!s) return '';
    return `<path d="M${f1(s[0][0])} ${f1(s[0][1])}L${f1(s[1][0])} ${f1(s[1][1])}" stroke="${stroke}" stroke-width="${f1(width)}"${extra}/>`;
  }

  // Polyline in world space, stroke width given in metres (perspective aware).
  tube(points, stroke, widthM, extra = '') {
    const mid = points[Math.floor(points.length / 2)];
    const w = Math.max(0.6, widthM * this.pxPerM(mid));
    const ps = points.map((p) => this.proj(p));
    if (ps.some((p) => p[2] < 0.08)) return '';
    return `<path d="M${ps.map((p) => f1(p[0]) + ' ' + f1(p[1])).join('L')}" fill="none" stroke="${stroke}" stroke-width="${f1(w)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
  }

  // Linear gradient across a face in screen space: keeps big flat walls from
  // looking like cardboard.
  gradFill(pts, c1, c2, dir = 'h') {
    const s = this.projPoly(pts);
    if (!s) return null;
    const xs = s.map((p) => p[0]);
    const ys = s.map((p) => p[1]);
    const id = this.newId('lg');
    const [x1, y1, x2, y2] =
      dir === 'h' ? [Math.min(...xs), 0, Math.max(...xs), 0] : [0, Math.min(...ys), 0, Math.max(...ys)];
    this.def(
      id,
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  // A convex solid: faces are index lists into verts. Back faces culled, so
  // no intra-object sorting is needed. `color` may be a function(faceIndex,
  // normal) for per-face materials. Returns the SVG string.
  solid(verts, faces, color, opts = {}) {
    const c0 = centroid(verts);
    let out = '';
    faces.forEach((f, i) => {
      const pts = f.map((k) => verts[k]);
      let n = polyNormal(pts);
      const fc = centroid(pts);
      if (dot(n, sub(fc, c0)) < 0) n = scale(n, -1);
      if (!this.visible(n, fc)) return;
      const base = typeof color === 'function' ? color(i, n) : color;
      if (!base) return;
      let fill = opts.flat ? base : this.light(base, n);
      if (opts.grad && pts.length >= 4) {
        const g = this.gradFill(pts, lighten(fill, 0.06), darken(fill, 0.06), opts.grad);
        if (g) {
          out += this.poly(pts, g);
          if (opts.decorate) out += opts.decorate(i, n, pts) || '';
          return;
        }
      }
      out += this.seamPoly(pts, fill, opts.opacity ? ` opacity="${opts.opacity}"` : '');
      if (opts.decorate) out += opts.decorate(i, n, pts) || '';
    });
    if (opts.shadow !== false) this.castShadow(verts);
    return out;
  }

  // Axis-aligned box helper (world coordinates).
  boxVerts(min, max) {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    return [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
      [x0, y0, z1],
      [x1, y0, z1],
      [x1, y1, z1],
      [x0, y1, z1],
    ];
  }

  box(min, max, color, opts = {}) {
    return this.solid(this.boxVerts(min, max), BOX_FACES, color, opts);
  }

  // Oriented box from centre and three half-axis vectors.
  obox(c, a, b, d, color, opts = {}) {
    const v = [];
    for (const [sa, sb, sd] of [
      [-1, -1, -1],
      [1, -1, -1],
      [1, 1, -1],
      [-1, 1, -1],
      [-1, -1, 1],
      [1, -1, 1],
      [1, 1, 1],
      [-1, 1, 1],
    ]) {
      v.push(add(add(add(c, scale(a, sa)), scale(b, sb)), scale(d, sd)));
    }
    return this.solid(v, BOX_FACES, color, opts);
  }

  // Prism: a 2D profile (u,v) pushed along W between w0 and w1, with a
  // frame {o, U, V, W}. Handles concave profiles (car, sofa, butterfly roof)
  // because caps are painted after the sorted side strips.
  extrude(profile, frame, w0, w1, color, opts = {}) {
    const { o, U, V, W } = frame;
    let prof = profile;
    let area = 0;
    for (let i = 0; i < prof.length; i++) {
      const a = prof[i];
      const b = prof[(i + 1) % prof.length];
      area += a[0] * b[1] - b[0] * a[1];
    }
    const flipped = area < 0;
    if (flipped) prof = prof.slice().reverse();
    const P = (u, v, w) => add(add(add(o, scale(U, u)), scale(V, v)), scale(W, w));
    const strips = [];
    for (let i = 0; i < prof.length; i++) {
      const a = prof[i];
      const b = prof[(i + 1) % prof.length];
      const du = b[0] - a[0];
      const dv = b[1] - a[1];
      const n = norm(add(scale(U, dv), scale(V, -du)));
      const pts = [P(a[0], a[1], w0), P(b[0], b[1], w0), P(b[0], b[1], w1), P(a[0], a[1], w1)];
      const fc = centroid(pts);
      if (!this.visible(n, fc)) continue;
      const origIndex = flipped ? (prof.length * 2 - 2 - i) % prof.length : i;
      const base = typeof color === 'function' ? color(origIndex, n) : color;
      if (!base) continue;
      strips.push({ d: this.dist(fc), pts, n, base, i: origIndex });
    }
    strips.sort((p, q) => q.d - p.d);
    let out = '';
    for (const s of strips) {
      const fill = this.light(s.base, s.n);
      out += this.seamPoly(s.pts, fill);
      if (opts.decorateStrip) out += opts.decorateStrip(s.i, s.pts, s.n) || '';
    }
    for (const [w, sign] of [
      [w0, -1],
      [w1, 1],
    ]) {
      const n = norm(scale(W, sign * (w1 > w0 ? 1 : -1)));
      const pts = prof.map(([u, v]) => P(u, v, w));
      if (!this.visible(n, centroid(pts))) continue;
      const base = opts.capColor || (typeof color === 'function' ? color(-1, n) : color);
      out += this.seamPoly(pts, this.light(base, n));
      if (opts.decorateCap)
        out += opts.decorateCap(w, (u, v, off = 0.004) => P(u, v, w + sign * off * Math.sign(w1 - w0 || 1)), n) || '';
    }
    if (opts.shadow !== false) {
      const all = [];
      for (const [u, v] of prof) all.push(P(u, v, w0), P(u, v, w1));
      this.castShadow(all);
    }
    return out;
  }

  // Regular N-gon frustum standing on the ground (pots, posts, poles).
  cylinder(cx, cz, y0, y1, r0, r1, color, opts = {}) {
    const N = opts.sides || 14;
    const verts = [];
    for (let i = 0; i < N; i++) {
      const a = (i / N) * Math.PI * 2;
      verts.push([cx + Math.cos(a) * r0, y0, cz + Math.sin(a) * r0]);
    }
    for (let i = 0; i < N; i++) {
      const a = (i / N) * Math.PI * 2;
      verts.push([cx + Math.cos(a) * r1, y1, cz + Math.sin(a) * r1]);
    }
    const faces = [];
    for (let i = 0; i < N; i++) faces.push([i, (i + 1) % N, N + ((i + 1) % N), N + i]);
    faces.push([...Array(N).keys()].map((k) => N + k));
    faces.push([...Array(N).keys()].map((k) => N - 1 - k));
    return this.solid(verts, faces, (i) => (i === N && opts.top ? opts.top : color), opts);
  }

  // Points in a planar disc (for round fan grilles etc.).
  circle3(c, u, v, r, n = 28) {
    const pts = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      pts.push(add(c, add(scale(u, Math.cos(a) * r), scale(v, Math.sin(a) * r))));
    }
    return pts;
  }
}
