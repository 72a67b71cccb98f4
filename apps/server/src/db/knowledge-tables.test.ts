import type { SqlExecutor } from '@siteline/knowledge';
import { openRetrievalTestDatabase, type RetrievalTestDatabase } from '@siteline/knowledge/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachEngine, openTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';

// Everything a table is made of that a query or a write can notice: columns (generated ones with their
// expression), constraints (foreign keys included), indexes, and triggers with the functions they run.
const DESCRIBE_TABLE = `
SELECT json_build_object(
  'columns', (SELECT json_agg(json_build_object('name', column_name, 'type', udt_name, 'nullable', is_nullable,
                'default', column_default, 'generated', generation_expression) ORDER BY column_name)
              FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1),
  'constraints', (SELECT json_agg(json_build_object('name', conname, 'definition', pg_get_constraintdef(oid)) ORDER BY conname)
                  FROM pg_constraint WHERE conrelid = to_regclass($1)),
  'indexes', (SELECT json_agg(indexdef ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1),
  'triggers', (SELECT json_agg(json_build_object('definition', pg_get_triggerdef(oid), 'function', pg_get_functiondef(tgfoid)) ORDER BY tgname)
               FROM pg_trigger WHERE tgrelid = to_regclass($1) AND NOT tgisinternal)
) AS description`;

const describeTable = async (exec: SqlExecutor, table: string) => (await exec(DESCRIBE_TABLE, [table]))[0]!.description;

describeEachEngine('the chunk index the server migrates', (engine) => {
  let server: Database;
  let knowledge: RetrievalTestDatabase;
  beforeAll(async () => {
    [server, knowledge] = await Promise.all([openTestDatabase(engine), openRetrievalTestDatabase(engine)]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), knowledge.close()]);
  });

  it("is the knowledge package's own definition, table by table", async () => {
    // Knowledge's database holds its index tables and a stand-in for the server's assistants, which own the rows.
    const rows = await knowledge.exec(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'assistants' ORDER BY 1`, []);
    const tables = rows.map((row) => String(row.tablename));
    expect(tables).toEqual(expect.arrayContaining(['chunk_terms', 'chunks', 'pages']));
    for (const table of tables) {
      expect(await describeTable(server.query, table), table).toEqual(await describeTable(knowledge.exec, table));
    }
  });

  it.each(['search_grams', 'search_path_words'])("has the knowledge package's %s, which the chunks' search vector calls", async (name) => {
    const definition = async (exec: SqlExecutor) => (await exec(`SELECT pg_get_functiondef('${name}(text)'::regprocedure) AS sql`, []))[0]!.sql;
    expect(await definition(server.query)).toEqual(await definition(knowledge.exec));
  });
});
