// npm run backup -- [file]: the embedded database of DATA_DIR to a .tar.gz file (server stopped).
import { loadConfig } from '../config.ts';
import { backupDataDir } from '../db/backup.ts';
import { runScript } from './run-script.ts';

await runScript(async () => {
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up that PostgreSQL server with pg_dump instead.');
  const file = process.argv[2] ?? `siteline-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const { bytes } = await backupDataDir(config.dataDir, file);
  return `Backed up ${config.dataDir} to ${file} (${bytes} bytes).`;
});
