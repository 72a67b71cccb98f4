import { Check, Cpu, FileSearch, Globe, Loader2, Sparkles, Wand2, type LucideIcon } from 'lucide-react';
import { CREATION_STEPS, type CreationStep } from '@siteline/contract';
import { cn } from '../../../lib/cn.ts';
import { stepStatus, type CreationState, type StepStatus } from '../lib/creation-flow.ts';

interface StepInfo {
  title: string;
  description: string;
  estimate: string;
  icon: LucideIcon;
}

/** Copy and estimated durations of the five creation steps (spec 02 section 9). */
export const STEP_INFO: Record<CreationStep, StepInfo> = {
  initializing: { title: 'Initializing', description: 'Preparing the crawler', estimate: '~1s', icon: Cpu },
  discovering: { title: 'Discovering Pages', description: 'Reading the sitemap and links', estimate: '2-3s', icon: Globe },
  extracting: { title: 'Extracting Content', description: 'Pulling the main text of each page', estimate: '8-15s', icon: FileSearch },
  processing: { title: 'Processing Data', description: 'Indexing facts, prices and FAQs', estimate: '3-5s', icon: Wand2 },
  generating: { title: 'Generating Assistant', description: 'Tuning answers to your business', estimate: '2-3s', icon: Sparkles },
};

const STATUS_LABEL: Record<StepStatus, string> = { pending: 'Pending', active: 'In progress', completed: 'Completed' };

/** The five step cards, each pending, active or completed. */
export function CreationSteps({ state }: { state: Pick<CreationState, 'phase' | 'step'> }) {
  return (
    <ol className="grid gap-2 sm:grid-cols-5" aria-label="Creation steps">
      {CREATION_STEPS.map((step) => {
        const status = stepStatus(state, step);
        const info = STEP_INFO[step];
        const Icon = status === 'completed' ? Check : status === 'active' ? Loader2 : info.icon;
        return (
          <li
            key={step}
            data-step={step}
            data-status={status}
            aria-label={`${info.title}: ${STATUS_LABEL[status]}`}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-3 py-2 transition-colors sm:flex-col sm:items-start sm:gap-2 sm:py-3',
              status === 'completed' && 'border-emerald-200 bg-emerald-50/70',
              status === 'active' && 'border-indigo-300 bg-indigo-50 shadow-sm ring-2 ring-indigo-500/15',
              status === 'pending' && 'border-slate-200 bg-white',
            )}
          >
            <span
              className={cn(
                'flex h-8 w-8 shrink-0 items-center justify-center rounded-lg',
                status === 'completed' && 'bg-emerald-500 text-white',
                status === 'active' && 'bg-indigo-600 text-white',
                status === 'pending' && 'bg-slate-100 text-slate-400',
              )}
            >
              <Icon className={cn('h-4 w-4', status === 'active' && 'animate-spin')} aria-hidden />
            </span>
            <span className="min-w-0">
              <span className={cn('block text-sm font-semibold', status === 'pending' ? 'text-slate-500' : 'text-slate-900')}>{info.title}</span>
              <span className="hidden text-xs text-slate-500 sm:block">{info.description}</span>
              <span className="mt-0.5 block text-[11px] font-medium text-slate-400">{status === 'completed' ? 'Done' : `Est. ${info.estimate}`}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
