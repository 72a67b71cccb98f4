import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { ProgressEvent } from '@siteline/contract';

/**
 * A creation-progress event as it travels between processes: the assistant is referred to by id
 * (NOTIFY payloads are small) and the owner is named so a stream only relays its own user's events.
 */
export type BusEvent = Omit<ProgressEvent, 'assistant'> & { userId: string; assistantId?: string };

export interface ProgressBus {
  publish(sessionId: string, event: BusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (sessionId: string, listener: (event: BusEvent) => void) => Promise<() => void>;
  /** Tells every server process that an account's plan changed, so each drops what it caches of it. */
  publishPlanChange(userId: string): Promise<void>;
  onPlanChange: (listener: (userId: string) => void) => void;
  close(): Promise<void>;
}

/** A symbol, so no creation session id can name the same event. */
const PLAN_CHANGED = Symbol('plan-changed');

/** Events inside one process: right for the embedded database, where one process runs everything. */
export function createMemoryProgressBus(): ProgressBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(sessionId, event) {
      emitter.emit(sessionId, event);
    },
    async subscribe(sessionId, listener) {
      emitter.on(sessionId, listener);
      return () => emitter.off(sessionId, listener);
    },
    async publishPlanChange(userId) {
      emitter.emit(PLAN_CHANGED, userId);
    },
    onPlanChange(listener) {
      emitter.on(PLAN_CHANGED, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'siteline_progress';
const PLAN_CHANNEL = 'siteline_plan_changes';

/** Events across server processes through PostgreSQL LISTEN/NOTIFY. */
export async function createPostgresProgressBus(connectionString: string, pool: pg.Pool, onError: (error: Error) => void): Promise<ProgressBus> {
  const local = createMemoryProgressBus();
  const listener = new pg.Client({ connectionString });
  // A dropped listening connection must not crash the server; progress then reaches only local streams.
  listener.on('error', onError);
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel === PLAN_CHANNEL && message.payload) return void local.publishPlanChange(message.payload);
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { sessionId, event } = JSON.parse(message.payload) as { sessionId: string; event: BusEvent };
      void local.publish(sessionId, event);
    } catch {
      // A malformed payload is not ours to relay.
    }
  });
  await listener.query(`LISTEN ${CHANNEL}`);
  await listener.query(`LISTEN ${PLAN_CHANNEL}`);
  return {
    async publish(sessionId, event) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ sessionId, event })]);
    },
    subscribe: local.subscribe,
    async publishPlanChange(userId) {
      // Every process, this one included, hears it back through LISTEN.
      await pool.query('SELECT pg_notify($1, $2)', [PLAN_CHANNEL, userId]);
    },
    onPlanChange: local.onPlanChange,
    async close() {
      await local.close();
      await listener.end();
    },
  };
}
