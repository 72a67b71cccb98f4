import type { Assistant } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantRow } from '../../db/schema.ts';
import { readCrawlStates } from '../ingestion/crawl-state.ts';
import { listPageSummaries } from './assistants.queries.ts';
import { presentAssistant } from './assistant.presenter.ts';

/** The assistants as their owner sees them, with their indexed pages and the crawl state ingestion keeps. */
export async function presentAssistants(ctx: AppContext, rows: AssistantRow[]): Promise<Assistant[]> {
  const ids = rows.map((row) => row.id);
  const [pageSummaries, crawlStates] = await Promise.all([listPageSummaries(ctx.db, ids), readCrawlStates(ctx.db, rows)]);
  return rows.map((row) => presentAssistant(row, pageSummaries, crawlStates.get(row.id)!, ctx.cipher));
}

/** One assistant as its owner sees it. */
export async function presentAssistantView(ctx: AppContext, row: AssistantRow): Promise<Assistant> {
  const [view] = await presentAssistants(ctx, [row]);
  return view!;
}
