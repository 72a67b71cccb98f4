import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast.ts';
import { createPortalSessionRequest } from '../api/billing.api.ts';

/** Opens the payment provider's billing portal. */
export function usePortal() {
  return useMutation({
    mutationFn: createPortalSessionRequest,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to open billing portal. Please try again.' }),
  });
}
