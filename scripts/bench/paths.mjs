/** Where the benchmark works: the project, its scratch folder and the site's build folder. */
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const tmpDir = path.join(root, 'bench', 'tmp');
export const siteDist = '.next-bench';
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
