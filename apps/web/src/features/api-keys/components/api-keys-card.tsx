import { useState } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useApiKeys, useRevokeApiKey } from '../hooks/use-api-keys.ts';
import type { ApiKeySummary } from '../api/api-keys.api.ts';
import { ApiKeyRow } from './api-key-row.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';

/** The account's API keys with Create API Key and revoke. */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const list = keys.data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>API Keys</CardTitle>
          <CardDescription>Account keys call the REST API for all your assistants: send one as "Authorization: Bearer &lt;key&gt;".</CardDescription>
        </div>
        <Button onClick={() => setIsCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden />
          Create API Key
        </Button>
      </CardHeader>
      <CardContent>
        {keys.isLoading ? (
          <div className="h-24 animate-pulse rounded-xl bg-slate-100/60" />
        ) : keys.isError ? (
          <p className="text-sm text-red-600">We couldn't load your API keys. Refresh the page to try again.</p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <KeyRound className="h-8 w-8 text-indigo-600" aria-hidden />
            <p className="mt-3 font-medium text-slate-900">No API keys yet</p>
            <p className="mt-1 text-sm text-slate-500">Create a key to call the API from your own code.</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200">
            {list.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </CardContent>
      <CreateApiKeyDialog open={isCreating} onOpenChange={setIsCreating} />
      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key?"
        description={`"${revoking?.name ?? ''}" stops working at once. Anything that still uses it will get 401 Unauthorized.`}
        footer={
          <>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoking && revoke.mutate(revoking, { onSettled: () => setRevoking(null) })}
            >
              {revoke.isPending ? 'Revoking...' : 'Revoke Key'}
            </Button>
          </>
        }
      />
    </Card>
  );
}
