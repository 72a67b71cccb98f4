import { CREATION_STEPS, STEP_PROGRESS, getPlan, type CreationStep } from '@siteline/contract';
import { CrawlError, crawlSite, searchConfigFor, type CrawledPage } from '@siteline/knowledge';
import type { AppContext } from '../../context.ts';
import type { BusEvent } from '../../events/progress-bus.ts';
import { finishCrawlJob, type CrawlJobRow } from './crawl-jobs.queries.ts';
import { findCrawlSubject, recordCrawlDone } from './assistant-crawl.queries.ts';
import { deletePagesNotIn, readKnownPages, savePage, settleChunkIndex } from './index.queries.ts';
import { describeSite } from './describe-site.ts';
import { embedNewChunks } from './embeddings.ts';

/** After this many pages of a large site the creation overlay hands over to background processing. */
const INITIAL_PASS_PAGES = 15;

/** Crawls and indexes an assistant's website, publishing progress to the creation stream. */
export async function runCrawlJob(ctx: AppContext, job: CrawlJobRow, signal: AbortSignal): Promise<void> {
  const subject = await findCrawlSubject(ctx.db, job.assistantId);
  if (!subject) return finishCrawlJob(ctx.db, job.id, { status: 'failed', error: 'Assistant no longer exists' });
  const { assistant, owner } = subject;

  const publish = (event: Omit<BusEvent, 'userId' | 'assistantId'>) =>
    job.progressSessionId ? ctx.progress.publish(job.progressSessionId, { ...event, userId: owner.id, assistantId: assistant.id }) : Promise.resolve();
  const step = (name: CreationStep, message: string) => publish({ type: 'progress', step: name, progress: STEP_PROGRESS[name], message });

  await step(CREATION_STEPS[0], `Preparing to analyze ${assistant.websiteUrl}`);
  await step('discovering', `Discovering pages on ${new URL(assistant.websiteUrl).host}`);

  const plan = getPlan(owner.subscriptionTier);
  const searchConfig = searchConfigFor(assistant.language);
  const knownPages = await readKnownPages(ctx.db, assistant.id);
  const seenUrls: string[] = [];
  let discovered = 0;
  let indexed = 0;
  let handedOver = false;
  let announcedExtracting = false;

  try {
    const result = await crawlSite({
      startUrl: assistant.websiteUrl,
      maxPages: plan.limits.maxPagesPerCrawl === -1 ? 100_000 : plan.limits.maxPagesPerCrawl,
      maxDurationMs: ctx.config.crawlTimeouts.maxDurationMs ?? plan.limits.maxCrawlMinutes * 60_000,
      requestTimeoutMs: ctx.config.crawlTimeouts.requestMs,
      extractionTimeoutMs: ctx.config.crawlTimeouts.extractionMs,
      allowPrivate: ctx.config.crawlAllowPrivate,
      ownSite: ctx.demoSite,
      signal,
      knownPages,
      onDiscovered(total) {
        discovered = total;
      },
      onUnchanged(url) {
        seenUrls.push(url);
      },
      async onPage(page: CrawledPage) {
        await savePage(ctx.db, assistant.id, searchConfig, page);
        seenUrls.push(page.url);
        indexed += 1;
        if (!announcedExtracting) {
          announcedExtracting = true;
          await step('extracting', 'Extracting content from pages');
        }
        await publish({ type: 'pages-found', pagesFound: Math.max(discovered, indexed), message: `${indexed} pages analyzed` });
        await publish({ type: 'extracted', extracted: { url: page.url, title: page.title || page.url, summary: summarize(page) } });
        if (!handedOver && indexed >= INITIAL_PASS_PAGES && discovered > indexed + 10) {
          handedOver = true;
          await publish({
            type: 'background-transition',
            message: `Initial analysis complete with ${indexed} pages. The remaining pages continue in the background.`,
          });
        }
      },
    });

    await step('processing', `Indexing ${result.pagesIndexed + result.pagesUnchanged} pages`);
    // Only a crawl that saw the whole site may conclude that the pages it did not see are gone.
    const removed = result.stoppedBy === 'complete' ? await deletePagesNotIn(ctx.db, assistant.id, seenUrls) : 0;
    await embedNewChunks(ctx, assistant.id, signal);
    await settleChunkIndex(ctx.database);
    ctx.passageCache.forget(assistant.id);

    await step('generating', 'Generating your AI assistant');
    const description = assistant.description || (await describeSite(ctx.db, assistant.id, assistant.websiteUrl, assistant.name));
    await recordCrawlDone(ctx.db, assistant.id, { lastScrapedAt: new Date(), description });
    await finishCrawlJob(ctx.db, job.id, { status: 'done', result: { ...result, pagesRemoved: removed } });
    await publish({ type: 'done', step: 'done', progress: STEP_PROGRESS.done, message: 'Your AI assistant is ready!' });
  } catch (error) {
    if (signal.aborted) throw error;
    const message = error instanceof CrawlError ? error.message : 'Failed to scrape website';
    if (!(error instanceof CrawlError)) ctx.log.error({ err: error, jobId: job.id }, 'crawl job failed');
    await finishCrawlJob(ctx.db, job.id, { status: 'failed', error: message });
    await publish({ type: 'error', step: 'error', message });
  }
}

function summarize(page: CrawledPage): string {
  const text = page.description || page.text;
  return text.length > 140 ? `${text.slice(0, 137).trimEnd()}...` : text;
}
