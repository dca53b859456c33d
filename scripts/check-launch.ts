/**
 * `npm run check:launch`: lists every company fact the site still lacks before it goes live
 * (lib/launch-check.ts) and exits 1 while any remains; deploy/deploy.sh runs it and refuses a
 * production deployment that would publish placeholders, unless `--allow-placeholders`.
 */
import path from 'node:path';
import { logoStrip, partners } from '../content/home';
import { isToComplete, site } from '../content/site';
import manifest from '../content/generated-images.json';
import { illustrationsLeft, launchReport, missingLaunchFacts } from '../lib/launch-check';

const root = path.resolve(__dirname, '..');
const missing = missingLaunchFacts({
  legal: site.legal,
  isPlaceholder: isToComplete,
  partners,
  clientLogos: logoStrip.logos,
  illustrations: illustrationsLeft(path.join(root, 'public', 'images'), manifest),
});
console.log(launchReport(missing));
process.exitCode = missing.length > 0 ? 1 : 0;
