import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { buildWidgetContract } from './src/contract-values.ts';

/** Size is a feature: /widget.js may weigh at most this, gzipped (its interface texts in 12 languages arrive with the config). */
export const WIDGET_BUDGET_GZIP = 15 * 1024;

const root = path.dirname(fileURLToPath(import.meta.url));

/** One minified IIFE with the contract values it needs inlined, as /widget.js is served. */
export const widgetBuildOptions: BuildOptions = {
  entryPoints: [path.join(root, 'src/index.ts')],
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { SITELINE_CONTRACT: JSON.stringify(buildWidgetContract()) },
  legalComments: 'none',
  logLevel: 'warning',
};
