import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'siteline.lock';

/** Thrown when another live process, or another opening in this one, holds the data directory. */
export class DataDirLockedError extends Error {}

/** Lock files this process holds: its own pid in a lock file is stale unless listed here. */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's directory for this process. PGlite takes no lock of its own and two
 * processes writing one data directory corrupt it, so a lock file holds the owner's pid; a lock left
 * by a process that is gone (a crash, a container restart reusing the pid) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string, purpose = 'the server'): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n${purpose}\n`, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (attempt > 0) throw new DataDirLockedError(`DATA_DIR ${dataDir} was just taken by another process.`);
    }
    const [pidLine = '', holder = 'a Siteline process'] = fs.readFileSync(file, 'utf8').split('\n');
    const pid = Number(pidLine);
    const isHeld = pid === process.pid ? heldHere.has(file) : Number.isInteger(pid) && pid > 0 && isAlive(pid);
    if (isHeld) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by ${holder} (pid ${pid}). The embedded database allows one process only: stop that one first, or use DATABASE_URL to run several.`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off('exit', release);
    fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
