#!/usr/bin/env node
// The features' graph (features/<name>/): which feature imports which, printed, and a failure when two import
// each other, directly or round a circle. dependency-cruiser checks modules; this checks the folders, which
// a module-level rule cannot see (a → b through one file, b → a through another). Run by `npm run lint:layers`.
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.mjs';

const TESTS = /\.test\.tsx?$/;
const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;

const { output } = await cruise(['features'], { ...config.options, validate: false, ruleSet: undefined });
/** @type {Map<string, Set<string>>} */
const edges = new Map();
for (const cruised of output.modules) {
  const from = featureOf(cruised.source);
  if (!from || TESTS.test(cruised.source)) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  for (const dependency of cruised.dependencies) {
    const to = featureOf(dependency.resolved);
    if (to && to !== from) edges.get(from).add(to);
  }
}

/** A circle of features, if any: depth-first, the path kept. */
function findCircle() {
  const state = new Map();
  const path = [];
  const visit = (feature) => {
    state.set(feature, 'open');
    path.push(feature);
    for (const next of edges.get(feature) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(feature, 'done');
    return null;
  };
  for (const feature of edges.keys()) {
    if (!state.has(feature)) {
      const found = visit(feature);
      if (found) return found;
    }
  }
  return null;
}

for (const [feature, targets] of [...edges].sort()) {
  console.log(`features/${feature} → ${targets.size ? [...targets].sort().join(', ') : '(no other feature)'}`);
}
const circle = findCircle();
if (circle) {
  console.error(`Des features s’importent en cercle : ${circle.join(' → ')}. Une seule direction entre deux features.`);
  process.exit(1);
}
