import { Link } from 'wouter';
import { CalendarClock, Crown } from 'lucide-react';
import type { Assistant, ScrapeSchedule } from '@siteline/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useAutoScrape } from '../hooks/use-auto-scrape.ts';

export const SCHEDULE_LABELS: Record<ScrapeSchedule, string> = { manual: 'Manual Only', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
const SCHEDULES: ScrapeSchedule[] = ['manual', 'daily', 'weekly', 'monthly'];
/** Turning automatic scraping on while the schedule says manual picks this schedule. */
const DEFAULT_AUTO_SCHEDULE: ScrapeSchedule = 'weekly';

export interface AutoScrapeControlsProps {
  assistant: Assistant;
  /** Schedules the plan offers; without any beyond 'manual' the controls are locked. */
  allowedSchedules: readonly ScrapeSchedule[] | undefined;
}

/** The schedule selector and auto-scraping switch, locked with a Pro badge on plans without them. */
export function AutoScrapeControls({ assistant, allowedSchedules }: AutoScrapeControlsProps) {
  const mutation = useAutoScrape(assistant.id);
  const isLocked = !allowedSchedules?.some((schedule) => schedule !== 'manual');
  const isDisabled = isLocked || mutation.isPending;
  const pending = mutation.isPending ? mutation.variables : undefined;
  const schedule = pending?.scrapeSchedule ?? assistant.scrapeSchedule;
  const isEnabled = pending?.autoScrapeEnabled ?? assistant.autoScrapeEnabled;

  const onSchedule = (next: ScrapeSchedule) =>
    mutation.mutate(next === 'manual' ? { scrapeSchedule: 'manual', autoScrapeEnabled: false } : { scrapeSchedule: next });
  const onToggle = (checked: boolean) =>
    mutation.mutate(checked && schedule === 'manual' ? { autoScrapeEnabled: true, scrapeSchedule: DEFAULT_AUTO_SCHEDULE } : { autoScrapeEnabled: checked });

  const scheduleId = `schedule-${assistant.id}`;
  const switchId = `auto-scrape-${assistant.id}`;
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <CalendarClock className="h-4 w-4 text-slate-500" aria-hidden />
        <span className="text-sm font-semibold text-slate-800">Automatic updates</span>
        {isLocked && (
          <>
            <Badge variant="warning">
              <Crown className="h-3 w-3" aria-hidden />
              Pro
            </Badge>
            <Link href="/billing" className="text-xs font-medium text-indigo-600 hover:underline">
              Upgrade to unlock
            </Link>
          </>
        )}
        {mutation.isPending && <Spinner className="ml-auto h-4 w-4" label="Saving" />}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <div>
          <label htmlFor={scheduleId} className="mb-1.5 block text-xs font-medium text-slate-600">
            Scrape schedule
          </label>
          <Select
            id={scheduleId}
            value={schedule}
            disabled={isDisabled}
            onValueChange={onSchedule}
            options={SCHEDULES.map((value) => ({ value, label: SCHEDULE_LABELS[value], disabled: !isLocked && !allowedSchedules?.includes(value) }))}
          />
        </div>
        <div className="flex h-10 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3">
          <label htmlFor={switchId} className="text-sm font-medium text-slate-700">
            Auto-scraping
          </label>
          <Switch id={switchId} checked={isEnabled} disabled={isDisabled} onCheckedChange={onToggle} aria-label="Auto-scraping" />
        </div>
      </div>
    </div>
  );
}
