import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Conversation } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireOwnedAssistant } from '../assistants/read-assistant.ts';
import { findConversationThread, readConversationsForDownload } from './conversation-thread.queries.ts';

export type DownloadFormat = 'json' | 'csv';
export type DownloadScope = { kind: 'all' } | { kind: 'assistant'; id: string } | { kind: 'conversation'; id: string };

export interface ConversationDownload {
  fileName: string;
  contentType: string;
  body: Readable;
}

/** A JSON array written one conversation at a time. */
async function* jsonArray(conversations: AsyncIterable<Conversation>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const conversation of conversations) {
    yield (first ? '\n' : ',\n') + JSON.stringify(conversation);
    first = false;
  }
  yield '\n]\n';
}

const CSV_COLUMNS = ['conversation_id', 'assistant', 'channel', 'session_id', 'rating', 'role', 'content', 'timestamp', 'sources'];

/** One CSV row per message. */
async function* csvRows(conversations: AsyncIterable<Conversation>): AsyncGenerator<string[]> {
  for await (const c of conversations) {
    for (const m of c.messages) {
      const sources = (m.sources ?? []).map((s) => s.url).join(' ');
      yield [c.id, c.assistantName, c.channel, c.sessionId, c.satisfactionRating?.toString() ?? '', m.role, m.content, m.timestamp, sources];
    }
  }
}

const fileNameOf = (stem: string, format: DownloadFormat) => `${stem}-conversations.${format}`;

/**
 * Downloads the owner's conversations (all, one assistant's, or one) as a stream, so the file can be as
 * large as the history without the server holding it: JSON (the default) or CSV, one row per message.
 */
export async function downloadConversations(ctx: AppContext, ownerId: string, scope: DownloadScope, format: DownloadFormat): Promise<ConversationDownload> {
  let stem = 'all';
  const read: Parameters<typeof readConversationsForDownload>[1] = { ownerId };
  if (scope.kind === 'assistant') {
    const assistant = await requireOwnedAssistant(ctx, ownerId, scope.id);
    stem = assistant.name;
    read.assistantId = assistant.id;
  } else if (scope.kind === 'conversation') {
    const thread = isUuid(scope.id) ? await findConversationThread(ctx.database.query, ownerId, scope.id) : undefined;
    if (!thread) throw notFound('Conversation');
    stem = thread.assistantName;
    read.conversationId = thread.id;
  }
  const conversations = readConversationsForDownload(ctx.database.query, read);
  const body =
    format === 'csv'
      ? Readable.from(csvRows(conversations)).pipe(stringify({ header: true, columns: CSV_COLUMNS, bom: true }))
      : Readable.from(jsonArray(conversations));
  return { fileName: fileNameOf(stem, format), contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8', body };
}
