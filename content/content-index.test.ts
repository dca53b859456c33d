/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * content/{products,categories,articles}/index.ts and content/keys.ts are generated from the folders' listing
 * (scripts/generate-content-index.mjs) and committed: this fails when a content file was added, renamed or
 * removed without regenerating them, and the message names the command to run.
 */
it('the committed content index matches the content folders', () => {
  const result = spawnSync(process.execPath, [path.join('scripts', 'generate-content-index.mjs'), '--check'], {
    cwd: path.resolve(__dirname, '..'),
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
