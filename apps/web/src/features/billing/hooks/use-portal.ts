import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast.ts';
import { leavePage } from '../lib/leave-page.ts';
import { createPortalSessionRequest } from '../api/billing.api.ts';

/** Opens the payment provider's billing portal. */
export function usePortal() {
  return useMutation({
    mutationFn: createPortalSessionRequest,
    onSuccess: ({ url }) => leavePage.goTo(url),
    onError: () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to open billing portal. Please try again.' }),
  });
}
