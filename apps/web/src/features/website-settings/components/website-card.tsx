import { ExternalLink, FileText, Globe, RefreshCw, Type } from 'lucide-react';
import type { Assistant, ScrapeSchedule } from '@siteline/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { isCrawlInProgress } from '../../../api/assistants.api.ts';
import { pageCount, thousandsOfCharacters } from '../lib/content-stats.ts';
import { FRESHNESS_CLASSES, lastScrapeDate, scrapeFreshness } from '../lib/scrape-freshness.ts';
import { useCrawlFinishedToast } from '../hooks/use-crawl-finished-toast.ts';
import { useRescrape } from '../hooks/use-rescrape.ts';
import { AutoScrapeControls } from './auto-scrape-controls.tsx';
import { CrawlStatusLine } from './crawl-status-line.tsx';

export interface WebsiteCardProps {
  assistant: Assistant;
  allowedSchedules: readonly ScrapeSchedule[] | undefined;
}

/** One assistant's website: address, freshness, rescrape, schedule and content counts. */
export function WebsiteCard({ assistant, allowedSchedules }: WebsiteCardProps) {
  const rescrape = useRescrape(assistant.id);
  useCrawlFinishedToast(assistant);
  const lastScraped = lastScrapeDate(assistant);
  const freshness = scrapeFreshness(lastScraped);
  const colours = FRESHNESS_CLASSES[freshness.tone];
  const isBusy = rescrape.isPending || isCrawlInProgress(assistant);

  return (
    <Card className="p-5 sm:p-6" data-testid="website-card">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">{assistant.name}</h2>
            <Badge variant={assistant.isActive ? 'success' : 'secondary'}>{assistant.isActive ? 'Active' : 'Inactive'}</Badge>
          </div>
          <p className={cn('mt-1 text-sm', assistant.description ? 'text-slate-500' : 'text-slate-400 italic')}>{assistant.description || 'No description'}</p>
        </div>
        <Button variant="outline" onClick={() => rescrape.mutate()} disabled={isBusy || !assistant.websiteUrl} className="shrink-0">
          <RefreshCw className={cn('h-4 w-4', isBusy && 'animate-spin')} aria-hidden />
          {isBusy ? 'Scraping...' : 'Rescrape'}
        </Button>
      </div>

      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Website</dt>
          <dd className="mt-1 text-sm">
            {assistant.websiteUrl ? (
              <a
                href={assistant.websiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-1.5 font-medium text-indigo-600 hover:underline"
              >
                <Globe className="h-4 w-4 shrink-0" aria-hidden />
                <span className="truncate">{assistant.websiteUrl}</span>
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-label="Visit website" />
              </a>
            ) : (
              <span className="text-slate-400">No website configured</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Last scraped</dt>
          <dd className={cn('mt-1 flex items-center gap-2 text-sm font-medium', colours.text)} title={lastScraped?.toLocaleString()} data-tone={freshness.tone}>
            <span className={cn('h-2 w-2 rounded-full', colours.dot)} aria-hidden />
            {freshness.text}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Content</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5" data-testid="pages-count">
              <FileText className="h-4 w-4 text-slate-400" aria-hidden />
              <span className="font-semibold text-slate-900 tabular-nums">{pageCount(assistant.scrapedContent)}</span> Pages
            </span>
            <span className="inline-flex items-center gap-1.5 tabular-nums">
              <Type className="h-4 w-4 text-slate-400" aria-hidden />
              {thousandsOfCharacters(assistant.scrapedContent)}
            </span>
          </dd>
        </div>
      </dl>

      <div className="mt-5 space-y-4">
        <CrawlStatusLine assistant={assistant} />
        <AutoScrapeControls assistant={assistant} allowedSchedules={allowedSchedules} />
      </div>
    </Card>
  );
}
