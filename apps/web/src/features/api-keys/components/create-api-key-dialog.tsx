import { useState, type FormEvent } from 'react';
import { API_KEY_NAME_MAX, createApiKeyInputSchema, type CreatedApiKey } from '@siteline/contract';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { validateForm } from '../../../lib/form-errors.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateApiKey } from '../hooks/use-api-keys.ts';

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Create API Key: a Key Name, then the whole key, shown this once with a copy button. */
export function CreateApiKeyDialog({ open, onOpenChange }: CreateApiKeyDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useCreateApiKey();

  const close = (isOpen: boolean) => {
    if (isOpen) return;
    onOpenChange(false);
    setName('');
    setError(undefined);
    setCreated(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const result = validateForm(createApiKeyInputSchema, { name });
    if (!result.data) return setError(result.errors.name);
    setError(undefined);
    create.mutate(result.data, { onSuccess: setCreated, onError: (failure) => setError(errorMessage(failure, 'Failed to create API key')) });
  };

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title="Your new API key"
        description="Copy it now and keep it somewhere safe. You can reveal it again from the list while signed in."
        footer={<Button onClick={() => close(false)}>Done</Button>}
      >
        <p className="text-sm font-medium text-slate-700">{created.name}</p>
        <div className="mt-2 flex items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs text-slate-800" data-testid="new-api-key">
            {created.key}
          </code>
          <CopyButton text={created.key} label="API key" />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Create API Key" description="Give the key a name that says where it is used, such as 'Production server'.">
      <form onSubmit={submit} noValidate>
        <FormField id="api-key-name" label="Key Name" error={error}>
          <Input
            id="api-key-name"
            value={name}
            maxLength={API_KEY_NAME_MAX}
            autoFocus
            placeholder="e.g. Production server"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'api-key-name-error' : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Key'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
