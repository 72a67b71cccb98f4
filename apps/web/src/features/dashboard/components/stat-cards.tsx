import { Bot, Clock, MessageSquare, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

export interface StatCardsProps {
  activeAssistants: string;
  messagesProcessed: string;
  avgResponseTime: string;
  isLoading: boolean;
}

interface Stat {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tint: string;
}

/** Active Assistants, Messages Processed and the measured Avg Response Time. */
export function StatCards({ activeAssistants, messagesProcessed, avgResponseTime, isLoading }: StatCardsProps) {
  const stats: Stat[] = [
    { label: 'Active Assistants', value: activeAssistants, hint: 'Answering visitors now', icon: Bot, tint: 'bg-indigo-50 text-indigo-600' },
    { label: 'Messages Processed', value: messagesProcessed, hint: 'This billing month', icon: MessageSquare, tint: 'bg-emerald-50 text-emerald-600' },
    { label: 'Avg Response Time', value: avgResponseTime, hint: 'Measured across your replies', icon: Clock, tint: 'bg-amber-50 text-amber-600' },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <Card key={stat.label} className="flex items-center gap-4 p-5">
          <span className={cn('flex h-12 w-12 shrink-0 items-center justify-center rounded-xl', stat.tint)}>
            <stat.icon className="h-6 w-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-500">{stat.label}</p>
            <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums" aria-label={stat.label}>
              {isLoading ? <span className="inline-block h-7 w-12 animate-pulse rounded bg-slate-200 align-middle" /> : stat.value}
            </p>
            <p className="truncate text-xs text-slate-400">{stat.hint}</p>
          </div>
        </Card>
      ))}
    </div>
  );
}
