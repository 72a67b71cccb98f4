import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { REPO_ROOT, WEB_DIST_INDEX } from './paths.ts';
import { CHROMIUM_PATH } from './browser.ts';

/**
 * The browser tests need the built web app (root `npm test` builds first). When it is missing,
 * e.g. `vitest run --project e2e` on a fresh checkout, build it once here.
 */
export default function setup(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  if (fs.existsSync(WEB_DIST_INDEX)) return;
  execFileSync('npm', ['run', 'build', '-w', '@siteline/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
}
