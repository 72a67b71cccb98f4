import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';
import { backupDataDir, restoreDataDir } from './backup.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startServerProcess } from '../test/server-process.ts';

// One embedded database for the whole file: creating one on disk takes several seconds.
let root: string;
let dataDir: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-safety-'));
  dataDir = path.join(root, 'data');
  await withDatabase(() => Promise.resolve());
}, 120_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
async function withDatabase<T>(run: (query: Query) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    return await run((sql, params = []) => database.query(sql, params));
  } finally {
    await database.close();
  }
}
const insertUser = (query: Query, email: string) =>
  query(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, 'x', 'A', 'B')`, [email]);
const emails = () => withDatabase(async (query) => (await query('SELECT email FROM users ORDER BY email')).map((row) => row.email));
const lockFile = () => path.join(dataDir, 'siteline.lock');

describe('embedded DATA_DIR lock', () => {
  it('refuses a second opening while the first is open, and allows it once closed', async () => {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/DATA_DIR .* is in use by the server \(pid \d+\)/);
    await first.close();
    expect(fs.existsSync(lockFile())).toBe(false);
    await (await openDatabase({ dataDir })).close();
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(lockFile(), `${gone.stdout.toString()}\nthe server\n`);
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(`${process.pid}\nthe server\n`);
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('stops a second server process on the same DATA_DIR with a clear message', async () => {
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-0123' };
    const first = await startServerProcess(env);
    try {
      const second = startServerProcess(env);
      await expect(second).rejects.toThrow(new RegExp(`server exited early:\\nDATA_DIR ${dataDir} is in use by the server \\(pid ${first.child.pid}\\)`));
      expect((await fetch(`${first.url}/healthz`)).ok).toBe(true);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(fs.existsSync(lockFile())).toBe(false);
  }, 180_000);
});

describe('backup and restore of the embedded database', () => {
  it('brings back the data as it was at the backup, refusing while the database is open', async () => {
    const file = path.join(root, 'backup.tar.gz');
    await withDatabase((query) => insertUser(query, 'kept@example.com'));
    expect((await backupDataDir(dataDir, file)).bytes).toBeGreaterThan(1000);
    await withDatabase(async (query) => {
      await insertUser(query, 'added-later@example.com');
      await query(`DELETE FROM users WHERE email = 'kept@example.com'`);
    });
    expect(await emails()).toEqual(['added-later@example.com']);

    const running = await openDatabase({ dataDir });
    await expect(restoreDataDir(dataDir, file)).rejects.toThrow(/is in use by the server/);
    await expect(backupDataDir(dataDir, path.join(root, 'other.tar.gz'))).rejects.toThrow(/is in use by the server/);
    await running.close();

    const { keptAt } = await restoreDataDir(dataDir, file);
    expect(await emails()).toEqual(['kept@example.com']);
    expect(keptAt && fs.existsSync(path.join(keptAt, 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('leaves the database untouched when the file is not a backup', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    fs.writeFileSync(junk, 'not a tarball');
    const before = await emails();
    await expect(restoreDataDir(dataDir, junk)).rejects.toThrow(/is not a Siteline backup/);
    expect(await emails()).toEqual(before);
  }, 120_000);
});
