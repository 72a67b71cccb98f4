import { KeyRound, Globe } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { apiKeyBadge, type Assistant, type SampleParams } from '@siteline/contract';
import { ApiReference } from './api-reference.tsx';
import { QuickSetup } from './quick-setup.tsx';
import { RotateKeyButton } from './rotate-key-button.tsx';

export interface IntegrationsPanelProps {
  assistant: Assistant;
  onOpenEmbed: () => void;
}

/** The API tab: key status, the website widget, Quick Setup samples and the API reference. */
export function IntegrationsPanel({ assistant, onOpenEmbed }: IntegrationsPanelProps) {
  const params: SampleParams = { baseUrl: window.location.origin, assistantId: assistant.id, apiKey: assistant.apiKey };
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div className="flex items-center gap-3">
          <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-white text-indigo-600 shadow-sm">
            <KeyRound className="h-4 w-4" aria-hidden />
          </span>
          <div>
            <p className="text-sm font-medium text-slate-900">API Key</p>
            <Badge variant={assistant.apiKey ? 'outline' : 'secondary'} className="mt-0.5 font-mono">
              {apiKeyBadge(assistant.apiKey)}
            </Badge>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <RotateKeyButton assistantId={assistant.id} />
          <Button variant="outline" onClick={onOpenEmbed}>
            <Globe className="h-4 w-4" aria-hidden />
            Add to Website
          </Button>
        </div>
      </div>
      <QuickSetup params={params} />
      <ApiReference params={params} />
    </div>
  );
}
