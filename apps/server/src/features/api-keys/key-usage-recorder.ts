import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { setKeysLastUsed } from './api-keys.queries.ts';

const FLUSH_INTERVAL_MS = 15_000;

/**
 * Remembers when each account key was last used and writes those times in one statement every
 * 15 s, so a busy key costs no database write per request. "Last used" may lag by that much.
 */
export function createKeyUsageRecorder(db: Db, log: FastifyBaseLogger, options: { flushIntervalMs?: number; now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  let pending = new Map<string, Date>();
  const flush = async () => {
    if (pending.size === 0) return;
    const uses = [...pending].map(([id, usedAt]) => ({ id, usedAt }));
    pending = new Map();
    try {
      await setKeysLastUsed(db, uses);
    } catch (error) {
      log.warn({ err: error }, 'could not record when API keys were last used');
    }
  };
  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? FLUSH_INTERVAL_MS);
  timer.unref();
  return {
    record: (keyId: string) => void pending.set(keyId, now()),
    flush,
    /** Writes what is pending and stops the timer. */
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type KeyUsageRecorder = ReturnType<typeof createKeyUsageRecorder>;

declare module '../../context.ts' {
  interface AppContext {
    /** When account API keys were last used, written in batches. */
    keyUsage: KeyUsageRecorder;
  }
}
