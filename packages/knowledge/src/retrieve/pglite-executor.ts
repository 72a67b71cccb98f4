import type { SqlExecutor } from './passage.ts';

/** What the executor needs of an embedded PGlite database. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

type Literal = string | number | boolean | null | (string | null)[];

// Prepared statements live in the database session, so they are remembered per database.
const preparedByDatabase = new WeakMap<PgliteLike, Map<string, { sql: string; ready: Promise<unknown> }>>();

function isLiteral(value: unknown): value is Literal {
  if (Array.isArray(value)) return value.every((item) => item === null || typeof item === 'string');
  return value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

// An E'' string reads backslashes as escapes whatever standard_conforming_strings says, so doubling
// backslashes and quotes is all the quoting it needs. An array is written as an array literal
// ({"a","b"}, each element quoted) inside such a string, and takes the parameter's array type.
function toSqlLiteral(value: Literal): string {
  if (Array.isArray(value)) {
    return toSqlLiteral(`{${value.map((item) => (item === null ? 'NULL' : `"${item.replace(/[\\"]/g, (char) => `\\${char}`)}"`)).join(',')}}`);
  }
  if (typeof value === 'string') return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return value === null ? 'NULL' : String(value);
}

async function prepare(db: PgliteLike, name: string, sql: string): Promise<void> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map<string, { sql: string; ready: Promise<unknown> }>()));
  const known = prepared.get(name);
  if (known && known.sql !== sql) throw new Error(`statement ${name} was prepared with another text`);
  if (known) {
    await known.ready;
    return;
  }
  const ready = db.query(`PREPARE ${name} AS ${sql}`);
  prepared.set(name, { sql, ready });
  try {
    await ready;
  } catch (error) {
    prepared.delete(name);
    throw error;
  }
}

/**
 * The executor retrieval takes, on PGlite. PGlite's own queries are never prepared, so a named
 * statement is prepared once with SQL PREPARE and run with EXECUTE, its values written as
 * literals: PostgreSQL then stops planning it once it settles on a generic plan, which on PGlite
 * is a third of a retrieval's time. Statements with other values (objects, arrays of numbers) run unprepared.
 */
export function createPgliteExecutor(db: PgliteLike): SqlExecutor {
  return async (sql, params, options) => {
    const name = options?.name;
    if (!name || !params.every(isLiteral)) return (await db.query<Record<string, unknown>>(sql, params)).rows;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid statement name: ${name}`);
    await prepare(db, name, sql);
    const values = params.length > 0 ? `(${params.map(toSqlLiteral).join(', ')})` : '';
    return (await db.query<Record<string, unknown>>(`EXECUTE ${name}${values}`)).rows;
  };
}
