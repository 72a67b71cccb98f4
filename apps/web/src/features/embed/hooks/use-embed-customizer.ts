import { useCallback, useState } from 'react';
import type { EmbedConfig } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSubscriptionLimits } from '../../../hooks/use-subscription-limits.ts';
import { applyPlanLocks } from '../lib/plan-locks.ts';
import { validateEmbedConfig, type EmbedConfigErrors } from '../lib/embed-validation.ts';
import { useEmbedConfig, useSaveEmbedConfig } from './use-embed-config.ts';

/**
 * The customiser's state: loads the config when opened, any edit marks it unsaved, saving clears
 * the flag. Closing forgets the draft so the next opening starts from the saved config.
 */
export function useEmbedCustomizer(assistantId: string, isOpen: boolean) {
  const loaded = useEmbedConfig(assistantId, isOpen);
  const limits = useSubscriptionLimits({ enabled: isOpen });
  const save = useSaveEmbedConfig(assistantId);
  const [draft, setDraft] = useState<EmbedConfig | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  const [errors, setErrors] = useState<EmbedConfigErrors>({});
  const [savedCount, setSavedCount] = useState(0);

  // Closing forgets the draft; the next opening starts from the freshly loaded config.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) {
      setDraft(null);
      setIsDirty(false);
      setErrors({});
    }
  }
  if (isOpen && draft === null && loaded.data && !loaded.isFetching) setDraft(loaded.data);

  const features = {
    brandingControl: limits.data?.limits.brandingControl ?? false,
    fileUploadEnabled: limits.data?.limits.fileUploadEnabled ?? false,
  };

  const update = useCallback((patch: Partial<EmbedConfig>) => {
    setDraft((current) => (current ? { ...current, ...patch } : current));
    setIsDirty(true);
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof EmbedConfig];
      return next;
    });
  }, []);

  const saveAndApply = async () => {
    if (!draft) return;
    const config = applyPlanLocks(draft, features);
    const found = validateEmbedConfig(config);
    setErrors(found);
    const firstError = Object.values(found)[0];
    if (firstError) {
      toast({ variant: 'destructive', title: 'Error saving settings', description: firstError });
      return;
    }
    try {
      const saved = await save.mutateAsync(config);
      setDraft(saved);
      setIsDirty(false);
      setSavedCount((n) => n + 1);
      toast({ title: 'Settings saved!', description: 'Your widget uses the new settings on every page that embeds it.' });
    } catch (error) {
      const description = error instanceof ApiError && error.status === 400 ? error.serverMessage : 'Failed to save embed configuration. Please try again.';
      toast({ variant: 'destructive', title: 'Error saving settings', description });
    }
  };

  return {
    draft,
    isLoading: isOpen && !draft && !loaded.isError,
    loadError: loaded.isError ? loaded.error : null,
    retry: () => void loaded.refetch(),
    isDirty,
    errors,
    update,
    saveAndApply,
    isSaving: save.isPending,
    savedCount,
    features,
  };
}
