import { useState } from 'react';
import { DEFAULT_EMBED_CONFIG, HUB_SAMPLES, buildEmbedSnippet } from '@siteline/contract';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { useAssistants } from '../../hooks/use-assistants.ts';
import { useSubscriptionLimits } from '../../hooks/use-subscription-limits.ts';
import { ApiAccessNotice } from '../../features/api-keys/components/api-access-notice.tsx';
import { ApiKeysCard } from '../../features/api-keys/components/api-keys-card.tsx';
import { EndpointReferenceCard } from '../../features/api-keys/components/endpoint-reference.tsx';
import { IntegrationSamples } from '../../features/api-keys/components/integration-samples.tsx';

/** /api (API Management): account keys, the embed and REST samples, and the endpoint reference. */
export function ApiManagementPage() {
  const assistants = useAssistants();
  const limits = useSubscriptionLimits();
  const list = assistants.data ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const selected = list.find((a) => a.id === chosenId) ?? list[0];
  const origin = window.location.origin;
  const hasApiAccess = limits.data?.limits.apiAccess ?? true;

  return (
    <>
      <PageHeader title="API Management" description="Create API keys and connect your assistants to your own code." />
      <div className="grid gap-6">
        {!hasApiAccess && <ApiAccessNotice />}
        <ApiKeysCard />
        <IntegrationSamples
          assistants={list}
          selectedId={selected?.id ?? ''}
          onSelect={setChosenId}
          embedCode={selected ? buildEmbedSnippet({ origin, assistantId: selected.id, config: DEFAULT_EMBED_CONFIG }) : ''}
          restCode={selected ? HUB_SAMPLES.curl.generate({ baseUrl: origin, assistantId: selected.id, apiKey: selected.apiKey }) : ''}
        />
        <EndpointReferenceCard baseUrl={origin} />
      </div>
    </>
  );
}
