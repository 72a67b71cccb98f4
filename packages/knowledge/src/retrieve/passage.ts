import type { ChatHistoryEntry } from '@siteline/contract';

/**
 * Runs one parameterised statement ($1, $2, ...) and returns its rows; the server adapts PGlite or
 * pg to it. Create one per database and keep it: planner statistics are cached per executor.
 * `name` marks a statement run often with the same text: an engine that can keep it prepared per
 * connection (pg) skips parsing and, once PostgreSQL settles on a generic plan, planning too.
 * The name must always come with the same text.
 */
export type SqlExecutor = (sql: string, params: unknown[], options?: { name?: string }) => Promise<Record<string, unknown>[]>;

/** One retrieved chunk of site content with the page it came from. */
export interface Passage {
  chunkId: string;
  pageUrl: string;
  pageTitle: string;
  headingPath: string;
  content: string;
  /** The text that follows in the same section of the page (its next chunk), when there is one. */
  continuation?: string;
  /** Higher is better; comparable only within one retrieval. */
  score: number;
}

/** A conversation turn: the contract's history entry, as the chat request carries it. */
export type HistoryTurn = ChatHistoryEntry;

/** A search result row (chunk joined to its page) as a Passage. */
export function rowToPassage(row: Record<string, unknown>): Passage {
  return {
    chunkId: String(row.id),
    pageUrl: String(row.page_url),
    pageTitle: String(row.page_title || row.title || ''),
    headingPath: String(row.heading_path ?? ''),
    content: String(row.content),
    ...(typeof row.continuation === 'string' ? { continuation: row.continuation } : {}),
    score: Number(row.score),
  };
}
