/** The benchmark's console lines and the short commands it runs to their end. */
import { spawnSync } from 'node:child_process';

export function log(message) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

export function output(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
}

export const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
