import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { widgetBuildOptions } from './bundle.ts';

const outfile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist/widget.js');

/** Bundles the widget into dist/widget.js. */
const result = await build({ ...widgetBuildOptions, outfile, metafile: true });
const bytes = Object.values(result.metafile.outputs)[0]!.bytes;
console.log(`widget.js: ${bytes} bytes, ${gzipSync(fs.readFileSync(outfile)).length} gzipped`);
