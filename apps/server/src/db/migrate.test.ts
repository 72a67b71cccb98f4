import crypto from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from './client.ts';

const base = process.env.TEST_DATABASE_URL;
if (!base) console.warn('TEST_DATABASE_URL is not set: the concurrent migration test is skipped.');

async function withAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!base)('migrations on PostgreSQL', () => {
  it('lets processes starting together migrate a fresh database without racing', async () => {
    const name = `siteline_migrate_${crypto.randomBytes(6).toString('hex')}`;
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const processes = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
    try {
      await Promise.all(processes.map((database) => migrateDatabase(database)));
      const applied = await processes[0]!.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations', []);
      const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(applied[0]!.n).toBe(journal.entries.length);
      expect(await processes[1]!.query('SELECT count(*)::int AS n FROM users', [])).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
