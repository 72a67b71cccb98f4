import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
export const SERVER_ENTRY = 'apps/server/src/main.ts';
