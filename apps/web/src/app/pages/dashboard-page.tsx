import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Assistant } from '@siteline/contract';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAuth } from '../../hooks/use-auth.ts';
import { useSubscriptionLimits } from '../../hooks/use-subscription-limits.ts';
import { useUsage } from '../../hooks/use-usage.ts';
import { EmbedCustomizerDialog } from '../../features/embed/components/embed-customizer-dialog.tsx';
import { CreateAssistantDialog } from '../../features/assistants/components/create-assistant-dialog.tsx';
import { CreationProgressOverlay } from '../../features/assistants/components/creation-progress-overlay.tsx';
import { useAssistants } from '../../hooks/use-assistants.ts';
import { useCreationFlow } from '../../features/assistants/hooks/use-creation-flow.ts';
import { formatCount, formatResponseTime } from '../../features/dashboard/lib/format-response-time.ts';
import { AssistantCard } from '../../features/dashboard/components/assistant-card.tsx';
import { DashboardEmptyState } from '../../features/dashboard/components/dashboard-empty-state.tsx';
import { StatCards } from '../../features/dashboard/components/stat-cards.tsx';
import { usePaymentReturn } from '../../features/billing/hooks/use-payment-return.ts';

/** /dashboard: welcome, stats, the assistant grid and the create flow. */
export function DashboardPage() {
  const { user } = useAuth();
  const assistants = useAssistants();
  const usage = useUsage();
  const limits = useSubscriptionLimits();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  // Remounting the dialog is how the form resets after a successful creation.
  const [formKey, setFormKey] = useState(0);
  const flow = useCreationFlow({
    onComplete: () => setFormKey((key) => key + 1),
    onCreateRejected: () => setIsDialogOpen(true),
  });

  const list = assistants.data ?? [];
  const [embedAssistant, setEmbedAssistant] = useState<Assistant | null>(null);
  usePaymentReturn('dashboard');

  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${user?.firstName || 'User'}! Here's how your assistants are doing.`}
        actions={
          <Button onClick={() => setIsDialogOpen(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            Create Assistant
          </Button>
        }
      />

      <StatCards
        isLoading={assistants.isLoading || usage.isLoading}
        activeAssistants={formatCount(list.filter((a) => a.isActive).length)}
        messagesProcessed={formatCount(usage.data?.messageCount)}
        avgResponseTime={formatResponseTime(usage.data?.avgResponseTimeMs)}
      />

      <section className="mt-10" aria-labelledby="assistants-heading">
        <h2 id="assistants-heading" className="mb-4 text-lg font-semibold text-slate-900">
          Your Assistants
        </h2>
        {assistants.isLoading ? (
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Card key={i} className="h-80 animate-pulse bg-slate-100/60" />
            ))}
          </div>
        ) : assistants.isError ? (
          <Card className="p-6 text-sm text-red-600">We couldn't load your assistants. Refresh the page to try again.</Card>
        ) : list.length === 0 ? (
          <DashboardEmptyState onCreate={() => setIsDialogOpen(true)} />
        ) : (
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {list.map((assistant) => (
              <AssistantCard key={assistant.id} assistant={assistant} onAddToWebsite={setEmbedAssistant} />
            ))}
          </div>
        )}
      </section>

      <CreateAssistantDialog
        key={formKey}
        open={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        canUseMultiLanguage={limits.data?.limits.multiLanguageSupport ?? false}
        onSubmit={(values) => {
          setIsDialogOpen(false);
          flow.start(values);
        }}
      />
      {embedAssistant && (
        <EmbedCustomizerDialog
          assistant={embedAssistant}
          open
          onOpenChange={(open) => {
            if (!open) setEmbedAssistant(null);
          }}
        />
      )}
      {flow.isOpen && <CreationProgressOverlay state={flow.state} startedAt={flow.startedAt} onCancel={flow.cancel} />}
    </>
  );
}
