import { execFileSync } from 'node:child_process';
import { leadsBundle, root } from './leads-command';

/** Bundles the staff command once for the whole run (e2e/leads-command.ts), from the checkout's sources. */
export default function globalSetup() {
  execFileSync('npm', ['run', '--silent', 'back-office:bundle', '--', `--outfile=${leadsBundle}`], {
    cwd: root,
    stdio: 'inherit',
  });
}
