import type { Db } from '../../db/client.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { findAssistantByKeyDigest, findAssistantWithOwnerById } from './assistants.queries.ts';
import type { AssistantWithOwner } from '../../db/schema.ts';

/**
 * Assistants with their owners, as every chat message needs them. By id (the widget) they are kept for a
 * few seconds: under load the same few assistants answer thousands of messages a minute. Changes made
 * through this process call `forget()` and apply at once; other server processes see them within the TTL.
 * By API key they are always read: a rotated or deleted key must stop working at once in every process.
 */
export function createAssistantLookup(db: Db, now?: () => number) {
  const cache = createTtlCache<AssistantWithOwner | undefined>({ ttlMs: 5_000, maxEntries: 10_000, now });
  return {
    byKeyDigest: (digest: string) => findAssistantByKeyDigest(db, digest),
    byId: (id: string) => cache.getOrLoad(`id ${id}`, () => findAssistantWithOwnerById(db, id)),
    /** Assistant changes are rare next to messages, so any change simply starts the cache afresh. */
    forget: () => cache.clear(),
  };
}
export type AssistantLookup = ReturnType<typeof createAssistantLookup>;

declare module '../../context.ts' {
  interface AppContext {
    assistantLookup: AssistantLookup;
  }
}
