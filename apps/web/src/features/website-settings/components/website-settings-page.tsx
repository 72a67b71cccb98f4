import { Link } from 'wouter';
import { Globe } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAssistants } from '../../../hooks/use-assistants.ts';
import { useSubscriptionLimits } from '../../../hooks/use-subscription-limits.ts';
import { WebsiteCard } from './website-card.tsx';

/** /website-settings: one card per assistant to keep its website knowledge fresh. */
export function WebsiteSettingsPage() {
  const assistants = useAssistants();
  const limits = useSubscriptionLimits();
  const list = assistants.data ?? [];
  const allowedSchedules = limits.data?.limits.autoScrapeSchedules;

  return (
    <>
      <PageHeader title="Website Settings" description="Rescrape your websites and schedule automatic updates so your assistants stay current." />
      {assistants.isLoading ? (
        <div className="grid gap-5">
          {[0, 1].map((i) => (
            <Card key={i} className="h-64 animate-pulse bg-slate-100/60" />
          ))}
        </div>
      ) : assistants.isError ? (
        <Card className="p-6 text-sm text-red-600">We couldn't load your assistants. Refresh the page to try again.</Card>
      ) : list.length === 0 ? (
        <Card className="flex flex-col items-center border-dashed px-6 py-16 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-50">
            <Globe className="h-7 w-7 text-indigo-600" aria-hidden />
          </span>
          <h2 className="mt-5 text-lg font-semibold text-slate-900">No assistants found</h2>
          <p className="mt-2 max-w-md text-sm text-slate-500">Create an assistant from your website first; its scraping settings will appear here.</p>
          <Link href="/dashboard" className={cn(buttonVariants(), 'mt-6')}>
            Go to Dashboard
          </Link>
        </Card>
      ) : (
        <div className="grid gap-5">
          {list.map((assistant) => (
            <WebsiteCard key={assistant.id} assistant={assistant} allowedSchedules={allowedSchedules} />
          ))}
        </div>
      )}
    </>
  );
}
