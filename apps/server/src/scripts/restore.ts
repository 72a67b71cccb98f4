// npm run restore -- <file>: replaces the embedded database of DATA_DIR with a backup (server stopped).
import { loadConfig } from '../config.ts';
import { restoreDataDir } from '../db/backup.ts';
import { runScript } from './run-script.ts';

await runScript(async () => {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: restore that PostgreSQL server with pg_restore instead.');
  const file = process.argv[2];
  if (!file) throw new Error('Usage: npm run restore -- <backup file>');
  const { keptAt } = await restoreDataDir(config.dataDir, file);
  return `Restored ${config.dataDir} from ${file}.${keptAt ? ` The database it replaced is kept at ${keptAt}.` : ''}`;
});
