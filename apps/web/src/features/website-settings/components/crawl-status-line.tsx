import { AlertCircle, Loader2 } from 'lucide-react';
import type { Assistant } from '@siteline/contract';

/** A queued or running crawl with a spinner, or why the last one failed; nothing otherwise. */
export function CrawlStatusLine({ assistant }: { assistant: Pick<Assistant, 'crawlStatus' | 'crawlError'> }) {
  if (assistant.crawlStatus === 'queued' || assistant.crawlStatus === 'running') {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm font-medium text-indigo-700" role="status" data-testid="crawl-status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        {assistant.crawlStatus === 'queued' ? 'Scrape queued, starting shortly...' : 'Scraping your website...'}
      </p>
    );
  }
  if (assistant.crawlStatus === 'failed') {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700" role="alert" data-testid="crawl-status">
        <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          <span className="font-medium">Last scrape failed.</span> {assistant.crawlError || 'Failed to scrape website'}
        </span>
      </p>
    );
  }
  return null;
}
