/** The load test's command line, the project's folder, the marker of this run's leads and shared helpers. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const args = process.argv.slice(2);
export const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
export const numberOption = (name, fallback) => Number(option(name, fallback));
export const runId = `load-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
export const MiB = 1024 * 1024;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
