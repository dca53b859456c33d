import { execFileSync } from 'node:child_process';
import { backOfficeBundle, root } from './back-office-command';

/** Bundles the back-office command once for the whole run (e2e/back-office-command.ts), from the checkout's sources. */
export default function globalSetup() {
  execFileSync('npm', ['run', '--silent', 'back-office:bundle', '--', `--outfile=${backOfficeBundle}`], {
    cwd: root,
    stdio: 'inherit',
  });
}
