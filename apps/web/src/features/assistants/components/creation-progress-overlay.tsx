import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AlertTriangle, CheckCircle2, FileText, Info, Radar } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatElapsed, type CreationState } from '../lib/creation-flow.ts';
import { CreationSteps } from './creation-steps.tsx';

export interface CreationProgressOverlayProps {
  state: CreationState;
  startedAt: number;
  onCancel: () => void;
}

function useElapsed(startedAt: number, isRunning: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isRunning, startedAt]);
  // Until the first tick `now` may predate a fresh start: that reads as zero seconds.
  return Math.max(0, now - startedAt);
}

/** 'Intelligent Web Scraping': the full-screen progress of a new assistant's first crawl. */
export function CreationProgressOverlay({ state, startedAt, onCancel }: CreationProgressOverlayProps) {
  const isFinished = state.phase === 'done' || state.phase === 'error';
  const elapsed = useElapsed(startedAt, !isFinished);
  const panelRef = useRef<HTMLElement>(null);
  // Move focus into the overlay so keyboard and screen-reader users follow the progress.
  useEffect(() => panelRef.current?.focus(), []);

  return createPortal(
    <div className="fixed inset-0 z-[60] overflow-y-auto bg-slate-900/60 backdrop-blur-sm">
      <div className="flex min-h-full items-center justify-center p-4">
        <section
          role="dialog"
          aria-modal="true"
          aria-labelledby="creation-progress-title"
          ref={panelRef}
          tabIndex={-1}
          className="relative w-full max-w-3xl rounded-2xl bg-white p-6 shadow-2xl outline-none sm:p-8"
        >
          <header className="flex items-start gap-4">
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-lg shadow-indigo-500/30">
              <Radar className={cn('h-6 w-6', !isFinished && 'animate-pulse')} aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id="creation-progress-title" className="text-xl font-bold tracking-tight text-slate-900">
                Intelligent Web Scraping
              </h2>
              <p className="mt-0.5 text-sm text-slate-500">Reading your website and building your assistant's knowledge.</p>
            </div>
          </header>

          <div className="mt-6">
            <div className="mb-2 flex items-center justify-between text-sm">
              <span className="font-semibold text-slate-900 tabular-nums">{Math.round(state.progress)}%</span>
              <span className="flex items-center gap-3">
                <Badge variant="secondary" className="font-mono tabular-nums" aria-label="Pages Found">
                  Pages Found: <span data-testid="pages-found">{state.pagesFound}</span>
                </Badge>
                <span className="font-mono text-slate-500 tabular-nums" aria-label="Elapsed time">
                  {formatElapsed(elapsed)}
                </span>
              </span>
            </div>
            <Progress
              value={state.progress}
              aria-label="Creation progress"
              className="h-2.5"
              indicatorClassName={cn(state.phase === 'error' ? 'bg-red-500' : 'bg-gradient-to-r from-indigo-500 to-violet-500')}
            />
          </div>

          <div className="mt-6">
            <CreationSteps state={state} />
          </div>

          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <LiveUpdate state={state} />
            <ExtractedList state={state} />
          </div>

          <footer className="mt-6 flex justify-end border-t border-slate-100 pt-5">
            <Button variant={state.phase === 'error' ? 'default' : 'outline'} onClick={onCancel}>
              {state.phase === 'error' ? 'Close' : 'Cancel Process'}
            </Button>
          </footer>
        </section>
      </div>
    </div>,
    document.body,
  );
}

function LiveUpdate({ state }: { state: CreationState }) {
  const tone =
    state.phase === 'error'
      ? { box: 'border-red-200 bg-red-50', icon: AlertTriangle, iconClass: 'text-red-600', text: state.error }
      : state.phase === 'done'
        ? { box: 'border-emerald-200 bg-emerald-50', icon: CheckCircle2, iconClass: 'text-emerald-600', text: state.message }
        : state.phase === 'background'
          ? { box: 'border-sky-200 bg-sky-50', icon: Info, iconClass: 'text-sky-600', text: state.message }
          : { box: 'border-slate-200 bg-slate-50', icon: null, iconClass: '', text: state.message };
  const Icon = tone.icon;
  return (
    <div className={cn('rounded-xl border p-4', tone.box)}>
      <div className="mb-2 flex items-center justify-between">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Live update</span>
        <span className="inline-flex items-center gap-1.5 text-xs font-medium" data-testid="connection-status">
          <span className={cn('h-2 w-2 rounded-full', state.isConnected ? 'bg-emerald-500' : 'animate-pulse bg-amber-400')} aria-hidden />
          {state.isConnected ? 'Connected' : 'Connecting'}
        </span>
      </div>
      <p className="flex items-start gap-2 text-sm text-slate-800" role="status" aria-live="polite">
        {Icon && <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', tone.iconClass)} aria-hidden />}
        <span>{tone.text}</span>
      </p>
    </div>
  );
}

function ExtractedList({ state }: { state: CreationState }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Extracted Data</p>
      {state.extracted.length === 0 ? (
        <p className="text-sm text-slate-400">Page summaries appear here as they are read.</p>
      ) : (
        <ul className="space-y-2" aria-label="Extracted Data">
          {state.extracted.map((page) => (
            <li key={page.url} className="flex gap-2 text-sm">
              <FileText className="mt-0.5 h-4 w-4 shrink-0 text-indigo-500" aria-hidden />
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900">{page.title}</span>
                {page.summary && <span className="line-clamp-1 text-xs text-slate-500">{page.summary}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
