import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folders of built assets the server serves. */
export const STATIC_DIRS = {
  web: path.join(repoRoot, 'apps/web/dist'),
  /** The public pages rendered at build time, with their manifest. */
  prerendered: path.join(repoRoot, 'apps/web/prerendered'),
  demoSite: path.join(repoRoot, 'apps/demo-site/public'),
  widget: path.join(repoRoot, 'packages/widget/dist'),
};
