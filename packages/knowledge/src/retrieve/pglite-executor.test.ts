import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteExecutor } from './pglite-executor.ts';

describe('createPgliteExecutor', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
  });
  afterAll(async () => {
    await db.close();
  });

  const ECHO = `SELECT $1::text AS text, $2::float8 AS number, $3::boolean AS flag, $4::text AS nothing, $5::tsquery::text AS query`;
  const values = [`it's a C:\\path\\ 'quoted' — ünïcode'); DROP TABLE x; --`, -0.36726951491712617, true, null, `'o''brien' & 'c:\\\\'`];

  it('gives a named statement the same rows as an unnamed one, every value intact', async () => {
    const exec = createPgliteExecutor(db);
    const unnamed = await exec(ECHO, values);
    for (let i = 0; i < 7; i += 1) expect(await exec(ECHO, values, { name: 'echo_values' })).toEqual(unnamed);
    expect(unnamed[0]).toMatchObject({ text: values[0], number: values[1], flag: true, nothing: null });
  });

  it('keeps the statement prepared, and plans it no more once PostgreSQL settles on a generic plan', async () => {
    const exec = createPgliteExecutor(db);
    for (let i = 0; i < 8; i += 1) expect(await exec('SELECT $1::int + 1 AS n', [i], { name: 'plus_one' })).toEqual([{ n: i + 1 }]);
    const [statement] = (await db.query<{ generic_plans: number }>(`SELECT generic_plans FROM pg_prepared_statements WHERE name = 'plus_one'`)).rows;
    expect(Number(statement!.generic_plans)).toBeGreaterThan(0);
  });

  it('passes arrays of strings intact, whatever they hold', async () => {
    const exec = createPgliteExecutor(db);
    const items = ['plain', '', 'NULL', null, 'a,b', '{braces}', 'say "hi"', "it's", 'back\\slash\\', 'ünïcode 语'];
    const sql = 'SELECT $1::text[] AS items, cardinality($1::text[]) AS n';
    expect(await exec(sql, [items], { name: 'echo_items' })).toEqual([{ items, n: items.length }]);
    expect(await exec(sql, [[]], { name: 'echo_items' })).toEqual([{ items: [], n: 0 }]);
    expect((await db.query(`SELECT 1 FROM pg_prepared_statements WHERE name = 'echo_items'`)).rows).toHaveLength(1);
  });

  it('runs statements with other values unprepared', async () => {
    const exec = createPgliteExecutor(db);
    expect(await exec('SELECT cardinality($1::int[]) AS n', [[1, 2]], { name: 'number_array' })).toEqual([{ n: 2 }]);
    expect((await db.query(`SELECT 1 FROM pg_prepared_statements WHERE name = 'number_array'`)).rows).toEqual([]);
  });

  it('refuses one name for two texts', async () => {
    const exec = createPgliteExecutor(db);
    await exec('SELECT 1 AS one', [], { name: 'one_text' });
    await expect(exec('SELECT 2 AS two', [], { name: 'one_text' })).rejects.toThrow(/another text/);
  });
});
