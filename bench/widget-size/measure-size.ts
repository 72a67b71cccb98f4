import fs from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface SizeRow {
  name: string;
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Bytes a browser downloads for the files, measured as a CDN would serve them: each file compressed
 * separately (gzip level 9, brotli quality 11) and summed.
 */
export function measureFiles(name: string, files: string[]): SizeRow {
  const row: SizeRow = { name, files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    row.raw += bytes.length;
    row.gzip += gzipSync(bytes, { level: 9 }).length;
    row.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).length;
  }
  return row;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function markdownTable(rows: SizeRow[], baseline: SizeRow): string {
  const lines = ['| Widget | Files | Raw | Gzip | Brotli | Gzip vs Siteline |', '|---|---|---:|---:|---:|---:|'];
  for (const row of rows) {
    const ratio = row === baseline ? '1x' : `${(row.gzip / baseline.gzip).toFixed(1)}x`;
    lines.push(`| ${row.name} | ${row.files.map((f) => `\`${f}\``).join(' + ')} | ${kb(row.raw)} | ${kb(row.gzip)} | ${kb(row.brotli)} | ${ratio} |`);
  }
  return lines.join('\n');
}
