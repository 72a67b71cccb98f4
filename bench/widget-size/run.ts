import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WIDGET_BUDGET_GZIP as BUDGET_GZIP } from '../../packages/widget/bundle.ts';
import { markdownTable, measureFiles, type SizeRow } from './measure-size.ts';

/**
 * Widget size benchmark: Siteline's built /widget.js against the browser bundles peers tell sites to
 * load from a CDN, all read from node_modules (no network). Run: node --import tsx bench/widget-size/run.ts
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'bench/package.json'));

/** Each peer's script tag target (the file its embed docs load), plus required CSS; lazy chunks excluded. */
const PEERS: { name: string; pkg: string; files: string[] }[] = [
  { name: 'Flowise (flowise-embed)', pkg: 'flowise-embed', files: ['dist/web.js'] },
  { name: 'n8n (@n8n/chat)', pkg: '@n8n/chat', files: ['dist/chat.bundle.es.js', 'dist/style.css'] },
  { name: 'Typebot (@typebot.io/js)', pkg: '@typebot.io/js', files: ['dist/web.js'] },
];

function packageDir(pkg: string): string | null {
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    return null;
  }
}

const widgetFile = path.join(root, 'packages/widget/dist/widget.js');
execFileSync('npm', ['run', 'build', '--silent', '-w', '@siteline/widget'], { cwd: root, stdio: 'inherit' });
const ours = measureFiles('**Siteline** (`/widget.js`)', [widgetFile]);
ours.files = [path.relative(root, widgetFile)];

const rows: SizeRow[] = [ours];
for (const peer of PEERS) {
  const dir = packageDir(peer.pkg);
  if (!dir || !peer.files.every((f) => fs.existsSync(path.join(dir, f)))) {
    console.warn(`skipped ${peer.pkg}: not installed (npm run bench:install)`);
    continue;
  }
  const version = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  const row = measureFiles(
    `${peer.name} ${version}`,
    peer.files.map((f) => path.join(dir, f)),
  );
  row.files = peer.files;
  rows.push(row);
}

console.log(markdownTable(rows, ours));
console.log(`\nBudget: ${(BUDGET_GZIP / 1024).toFixed(0)} KB gzipped; Siteline uses ${((ours.gzip / BUDGET_GZIP) * 100).toFixed(0)}%.`);
if (ours.gzip > BUDGET_GZIP) {
  console.error(`widget.js is over budget: ${ours.gzip} > ${BUDGET_GZIP} bytes gzipped`);
  process.exitCode = 1;
}
