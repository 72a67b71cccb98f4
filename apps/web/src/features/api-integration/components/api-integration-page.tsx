import { useState } from 'react';
import { Link } from 'wouter';
import { Bot, KeyRound } from 'lucide-react';
import { apiKeyBadge, chatEndpointPath, type SampleParams } from '@siteline/contract';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useAssistants } from '../../../hooks/use-assistants.ts';
import { cn } from '../../../lib/cn.ts';
import { IntegrationTabs } from './integration-tabs.tsx';

/** /api-integration: pick an assistant, copy its key, and connect it to Discord, Telegram or your own code. */
export function ApiIntegrationPage() {
  const assistants = useAssistants();
  const list = assistants.data ?? [];
  const [chosenId, setChosenId] = useState<string>('');
  const assistant = list.find((a) => a.id === chosenId) ?? list[0];

  return (
    <>
      <PageHeader title="API Integration" description="Connect your assistants to Discord, Telegram or your own application through the chat API." />
      {assistants.isLoading ? (
        <Card className="h-64 animate-pulse bg-slate-100/60" aria-label="Loading assistants" />
      ) : assistants.isError ? (
        <Card className="p-6 text-sm text-red-600">We couldn't load your assistants. Refresh the page to try again.</Card>
      ) : !assistant ? (
        <Card className="flex flex-col items-center border-dashed px-6 py-16 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-indigo-50">
            <Bot className="h-7 w-7 text-indigo-600" aria-hidden />
          </span>
          <h2 className="mt-5 text-lg font-semibold text-slate-900">No AI Assistants Found</h2>
          <p className="mt-2 max-w-md text-sm text-slate-500">Create an assistant from your website first, then connect it to your platforms here.</p>
          <Link href="/dashboard" className={cn(buttonVariants(), 'mt-6')}>
            Go to Dashboard
          </Link>
        </Card>
      ) : (
        <div className="space-y-6">
          <AssistantKeyCard
            assistants={list.map((a) => ({ value: a.id, label: a.name }))}
            assistantId={assistant.id}
            apiKey={assistant.apiKey}
            onChoose={setChosenId}
          />
          <Card className="p-6">
            <IntegrationTabs params={{ baseUrl: window.location.origin, assistantId: assistant.id, apiKey: assistant.apiKey } satisfies SampleParams} />
          </Card>
        </div>
      )}
    </>
  );
}

interface AssistantKeyCardProps {
  assistants: { value: string; label: string }[];
  assistantId: string;
  apiKey: string;
  onChoose: (id: string) => void;
}

function AssistantKeyCard({ assistants, assistantId, apiKey, onChoose }: AssistantKeyCardProps) {
  return (
    <Card className="grid gap-6 p-6 md:grid-cols-3">
      <div className="space-y-1.5">
        <Label htmlFor="integration-assistant">Select Assistant</Label>
        <Select id="integration-assistant" value={assistantId} options={assistants} onValueChange={onChoose} />
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-900">API Key</p>
        <div className="flex items-center gap-2">
          <KeyRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          <code className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-2 py-1.5 font-mono text-sm text-slate-800">{apiKeyBadge(apiKey)}</code>
          <CopyButton text={apiKey} label="API key" disabled={!apiKey} />
        </div>
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-900">Endpoint</p>
        <code className="block rounded-md bg-slate-100 px-2 py-1.5 font-mono text-sm break-all text-slate-800">POST {chatEndpointPath(assistantId)}</code>
      </div>
    </Card>
  );
}
