import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS, pgliteDir } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Writes the embedded database of `dataDir` to `file` (a gzipped tar of PGlite's data directory).
 * The server must be stopped: PGlite's files are only consistent while one process has them open.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ bytes: number }> {
  const release = lockDataDir(dataDir, 'a backup');
  try {
    if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir} to back up.`);
    const database = new PGlite(pgliteDir(dataDir), { extensions: PGLITE_EXTENSIONS });
    try {
      await database.waitReady;
      const dump = await database.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // Written aside and renamed, so an interrupted backup never leaves a truncated file under the name.
      fs.writeFileSync(`${file}.partial`, bytes);
      fs.renameSync(`${file}.partial`, file);
      return { bytes: bytes.length };
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database of `dataDir` with the backup in `file`; the server must be stopped.
 * The database it replaces is kept beside it as `pglite.before-restore-<time>` until removed by hand.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<{ keptAt: string | undefined }> {
  const release = lockDataDir(dataDir, 'a restore');
  try {
    const archive = new Blob([fs.readFileSync(file)]);
    const target = pgliteDir(dataDir);
    const staging = `${target}.restoring`;
    fs.rmSync(staging, { recursive: true, force: true });
    // Opened in a staging directory first: a damaged archive leaves the current database untouched.
    const restored = new PGlite(staging, { loadDataDir: archive, extensions: PGLITE_EXTENSIONS });
    try {
      await restored.query('SELECT 1');
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`${file} is not a Siteline backup: ${(error as Error).message}`);
    } finally {
      await restored.close().catch(() => undefined);
    }
    let keptAt: string | undefined;
    if (fs.existsSync(target)) {
      keptAt = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, keptAt);
    }
    fs.renameSync(staging, target);
    return { keptAt };
  } finally {
    release();
  }
}
