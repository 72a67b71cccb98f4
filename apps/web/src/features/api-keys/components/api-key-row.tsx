import { useState } from 'react';
import { Check, Copy, Eye, EyeOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard.ts';
import { toast } from '../../../hooks/use-toast.ts';
import { revealApiKeyRequest, type ApiKeySummary } from '../api/api-keys.api.ts';
import { formatKeyDate } from '../lib/format-key-date.ts';

export interface ApiKeyRowProps {
  apiKey: ApiKeySummary;
  onRevoke: (key: ApiKeySummary) => void;
}

/** One key: name, dates, Active badge, the masked key with reveal and copy, and revoke. */
export function ApiKeyRow({ apiKey, onRevoke }: ApiKeyRowProps) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const { copy, copiedLabel } = useCopyToClipboard();

  /** The whole key: asked for once, then kept while the row is shown. */
  const wholeKey = async () => {
    if (revealed) return revealed;
    setIsLoading(true);
    try {
      return await revealApiKeyRequest(apiKey.id);
    } finally {
      setIsLoading(false);
    }
  };
  const toggleReveal = async () => {
    if (revealed) return setRevealed(null);
    try {
      setRevealed(await wholeKey());
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to reveal API key' });
    }
  };
  const copyKey = async () => {
    try {
      await copy(await wholeKey(), 'API key');
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to copy to clipboard' });
    }
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="api-key-row">
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <p className="truncate font-medium text-slate-900">{apiKey.name}</p>
          <Badge variant="success">Active</Badge>
        </div>
        <p className="mt-1 text-xs text-slate-500">
          Created {formatKeyDate(apiKey.createdAt)} · Last used {apiKey.lastUsed ? formatKeyDate(apiKey.lastUsed) : 'Never'}
        </p>
        <code className="mt-2 block break-all font-mono text-xs text-slate-700" data-testid="api-key-value">
          {revealed ?? apiKey.maskedKey}
        </code>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          disabled={isLoading}
          aria-label={revealed ? `Hide ${apiKey.name}` : `Reveal ${apiKey.name}`}
          onClick={() => void toggleReveal()}
        >
          {revealed ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
        </Button>
        <Button variant="outline" size="icon" disabled={isLoading} aria-label={`Copy ${apiKey.name}`} onClick={() => void copyKey()}>
          {copiedLabel ? <Check className="h-4 w-4 text-emerald-600" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Revoke ${apiKey.name}`} onClick={() => onRevoke(apiKey)}>
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
