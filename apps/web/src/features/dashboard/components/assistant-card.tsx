import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Code2, ExternalLink, Loader2, Settings2 } from 'lucide-react';
import type { Assistant } from '@siteline/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { isCrawlInProgress } from '../../../api/assistants.api.ts';
import { apiKeyPreview, capitalize, languageBadge, languageName, websiteHost } from '../../../lib/assistant-display.ts';

export interface AssistantCardProps {
  assistant: Assistant;
  onAddToWebsite: (assistant: Assistant) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 truncate font-medium text-slate-800">{children}</dd>
    </div>
  );
}

/** One assistant on the dashboard grid (spec 02 section 2). */
export function AssistantCard({ assistant, onAddToWebsite }: AssistantCardProps) {
  const excerpt = assistant.context || assistant.description;
  const isCrawling = isCrawlInProgress(assistant);
  return (
    <Card className="flex flex-col p-5 transition-shadow hover:shadow-md" data-testid="assistant-card">
      <div className="flex items-start gap-3">
        <span
          className={cn('mt-2 h-2.5 w-2.5 shrink-0 rounded-full', assistant.isActive ? 'bg-emerald-500 ring-4 ring-emerald-500/15' : 'bg-slate-300')}
          aria-hidden
        />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-base font-semibold break-words text-slate-900">
            <Link href={`/bot/${assistant.id}`} className="hover:text-indigo-600">
              {assistant.name}
            </Link>
          </h3>
          <p className={cn('mt-1 line-clamp-2 min-h-10 text-sm', excerpt ? 'text-slate-500' : 'text-slate-400 italic')}>
            {excerpt || 'No additional context provided.'}
          </p>
        </div>
        <Link href={`/bot/${assistant.id}`} aria-label={`Configure ${assistant.name}`} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
          <Settings2 className="h-4 w-4" aria-hidden />
        </Link>
      </div>

      {isCrawling && (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-xs font-medium text-indigo-700">
          <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
          {assistant.crawlStatus === 'queued' ? 'Website scrape queued' : 'Learning from your website...'}
        </p>
      )}

      <dl className="mt-4 space-y-2 border-t border-slate-100 pt-4">
        <Detail label="Status">
          <Badge variant={assistant.isActive ? 'success' : 'secondary'}>{assistant.isActive ? 'Active' : 'Inactive'}</Badge>
        </Detail>
        <Detail label="API Key">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{apiKeyPreview(assistant.apiKey)}</code>
        </Detail>
        <Detail label="Language">
          <span title={assistant.multiLanguage ? 'Replies in the visitor’s language' : languageName(assistant.language)}>{languageBadge(assistant)}</span>
        </Detail>
        <Detail label="Personality">{capitalize(assistant.personality)}</Detail>
        <Detail label="Website">
          {assistant.websiteUrl ? (
            <a href={assistant.websiteUrl} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-indigo-600 hover:underline">
              <span className="truncate">{websiteHost(assistant.websiteUrl)}</span>
              <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
            </a>
          ) : (
            <span className="font-normal text-slate-400">Not set</span>
          )}
        </Detail>
      </dl>

      <Button className="mt-5 w-full" onClick={() => onAddToWebsite(assistant)}>
        <Code2 className="h-4 w-4" aria-hidden />
        Add to My Website
      </Button>
    </Card>
  );
}
