// The camera: a pinhole that never rolls, projecting world points (metres, y up) to pixels.
import { sub, dot, cross, len, norm, lerp3, clipHalf } from './geometry.mjs';

export class Projection {
  constructor({ width, height, camera }) {
    this.W = width;
    this.H = height;
    this.setCamera(camera);
  }

  setCamera({ pos, target, fov = 55 }) {
    this.cam = pos;
    this.fwd = norm(sub(target, pos));
    this.right = norm(cross([0, 1, 0], this.fwd));
    this.up = cross(this.fwd, this.right);
    this.F = this.W / 2 / Math.tan((fov * Math.PI) / 360);
  }

  toCam(p) {
    const d = sub(p, this.cam);
    return [dot(d, this.right), dot(d, this.up), dot(d, this.fwd)];
  }

  proj(p) {
    const c = this.toCam(p);
    const z = Math.max(c[2], 0.05);
    return [this.W / 2 + (this.F * c[0]) / z, this.H / 2 - (this.F * c[1]) / z, c[2]];
  }

  // Screen-space horizon of the ground plane (camera never rolls).
  horizonY() {
    const d = norm([this.fwd[0], 0, this.fwd[2]]);
    const cy = dot(d, this.up);
    const cz = dot(d, this.fwd);
    return this.H / 2 - (this.F * cy) / cz;
  }

  // Pixels per metre at a world point: used to size billboards and strokes.
  pxPerM(p) {
    return this.F / Math.max(this.toCam(p)[2], 0.05);
  }

  dist(p) {
    return len(sub(p, this.cam));
  }

  projPoly(pts) {
    const NEAR = 0.08;
    let cs = pts.map((p) => this.toCam(p));
    if (cs.some((c) => c[2] < NEAR)) cs = clipHalf(cs, (c) => c[2] - NEAR);
    if (cs.length < 3) return null;
    return cs.map((c) => [this.W / 2 + (this.F * c[0]) / c[2], this.H / 2 - (this.F * c[1]) / c[2]]);
  }

  projSeg(a, b) {
    const NEAR = 0.08;
    let A = this.toCam(a);
    let B = this.toCam(b);
    if (A[2] < NEAR && B[2] < NEAR) return null;
    if (A[2] < NEAR) A = lerp3(A, B, (NEAR - A[2]) / (B[2] - A[2]));
    if (B[2] < NEAR) B = lerp3(B, A, (NEAR - B[2]) / (A[2] - B[2]));
    const P = (c) => [this.W / 2 + (this.F * c[0]) / c[2], this.H / 2 - (this.F * c[1]) / c[2]];
    return [P(A), P(B)];
  }

  visible(n, c) {
    return dot(n, sub(this.cam, c)) > 1e-6;
  }
}
