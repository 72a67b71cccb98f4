import { useEffect, useRef } from 'react';
import type { Assistant } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { isCrawlInProgress } from '../../../api/assistants.api.ts';
import { pageCount } from '../lib/content-stats.ts';

/** Tells the user when a crawl this screen watched running has finished or failed. */
export function useCrawlFinishedToast(assistant: Assistant): void {
  const wasRunning = useRef(isCrawlInProgress(assistant));
  useEffect(() => {
    const isRunning = isCrawlInProgress(assistant);
    if (wasRunning.current && !isRunning) {
      if (assistant.crawlStatus === 'done') {
        const pages = pageCount(assistant.scrapedContent);
        toast({ title: 'Website updated', description: `${assistant.name} now knows ${pages} ${pages === 1 ? 'page' : 'pages'} of your site.` });
      } else if (assistant.crawlStatus === 'failed') {
        toast({ variant: 'destructive', title: 'Error', description: assistant.crawlError || 'Failed to scrape website' });
      }
    }
    wasRunning.current = isRunning;
  }, [assistant]);
}
