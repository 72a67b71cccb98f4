import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildWidgetContract } from './src/contract-values.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(root, 'dist/widget.js');

/** Bundles the widget into one minified IIFE, inlining the contract values it needs. */
const result = await build({
  entryPoints: [path.join(root, 'src/index.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { SITELINE_CONTRACT: JSON.stringify(buildWidgetContract()) },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs)[0]!.bytes;
const fs = await import('node:fs');
console.log(`widget.js: ${bytes} bytes, ${gzipSync(fs.readFileSync(outfile)).length} gzipped`);
