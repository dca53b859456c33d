#!/usr/bin/env node
// How many of the project's modules a route reaches (dependency-cruiser's graph, packages left out): the size
// of what a reader must hold to follow one request. `node scripts/module-reach.mjs` prints them; `npm run bench`
// prints them beside the page figures. The targets are the feature-modules work's.
import { cruise } from 'dependency-cruiser';
import config from '../.dependency-cruiser.mjs';

export const REACH_TARGETS = [
  { label: 'quote POST', entry: 'app/api/contact/route.ts', limit: 75 },
  { label: 'booking POST', entry: 'app/api/rendez-vous/route.ts', limit: 75 },
  { label: 'staff lead page', entry: 'app/equipe/(espace)/demandes/[id]/page.tsx', limit: 90 },
];

/** The project's modules `entry` imports, directly or not, itself included. */
export async function reachOf(entry) {
  const { output } = await cruise([entry], { ...config.options, validate: false, ruleSet: undefined });
  return output.modules.filter((module) => !module.coreModule && !/node_modules/.test(module.source)).length;
}

/** Each target with the modules it reaches now. */
export async function measureReach() {
  const rows = [];
  for (const target of REACH_TARGETS) rows.push({ ...target, reach: await reachOf(target.entry) });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { label, entry, limit, reach } of await measureReach()) {
    console.log(`${label.padEnd(16)} ${String(reach).padStart(4)} modules (target ≤ ${limit})  ${entry}`);
  }
}
