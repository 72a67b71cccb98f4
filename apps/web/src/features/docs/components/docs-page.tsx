import { useState } from 'react';
import { BookOpen, ExternalLink } from 'lucide-react';
import { API_REFERENCE_PATH } from '@siteline/contract';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSiteOrigin } from '../hooks/use-site-origin.ts';
import { AssistantsTab } from './assistants-tab.tsx';
import { ChatApiTab } from './chat-api-tab.tsx';
import { EmbeddingTab } from './embedding-tab.tsx';
import { ExamplesTab } from './examples-tab.tsx';
import { LimitsTab } from './limits-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';

const DOCS_META = {
  title: 'Documentation - Siteline',
  description: 'Embed the Siteline chat widget, call the chat API, manage assistants, plan limits and ready-to-run examples.',
  path: '/docs',
  isIndexable: true,
};

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'embedding', label: 'Embedding' },
  { id: 'chat-api', label: 'Chat API' },
  { id: 'assistants', label: 'Assistants' },
  { id: 'limits', label: 'Limits' },
  { id: 'examples', label: 'Examples' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /docs: the public developer documentation. Renders on the server too (no window access while rendering). */
export function DocsPage() {
  usePageMeta(DOCS_META);
  const origin = useSiteOrigin();
  const [tab, setTab] = useState<TabId>('overview');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="flex items-center gap-2 text-sm font-medium text-indigo-600">
            <BookOpen className="h-4 w-4" aria-hidden />
            Developers
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Documentation</h1>
          <p className="mt-2 max-w-2xl text-slate-600">Embed your assistant, call it from your code and manage it over the API.</p>
        </div>
        <a href={API_REFERENCE_PATH} className={cn(buttonVariants({ variant: 'outline' }), 'shrink-0')}>
          API Reference
          <ExternalLink className="h-4 w-4" aria-hidden />
        </a>
      </header>
      <Tabs value={tab} onValueChange={(value) => setTab(value as TabId)}>
        <TabsList className="flex w-full flex-wrap justify-start sm:w-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview" className="mt-8">
          <OverviewTab origin={origin} />
        </TabsContent>
        <TabsContent value="embedding" className="mt-8">
          <EmbeddingTab origin={origin} />
        </TabsContent>
        <TabsContent value="chat-api" className="mt-8">
          <ChatApiTab origin={origin} />
        </TabsContent>
        <TabsContent value="assistants" className="mt-8">
          <AssistantsTab origin={origin} />
        </TabsContent>
        <TabsContent value="limits" className="mt-8">
          <LimitsTab />
        </TabsContent>
        <TabsContent value="examples" className="mt-8">
          <ExamplesTab origin={origin} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
