import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { changePasswordRequest } from '../api/settings.api.ts';

/** Changes the password and confirms with a toast; failures show the server's message. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePasswordRequest(input),
    onSuccess: (response) => toast({ title: 'Password changed', description: response.message || 'Your password has been updated.' }),
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to change password') }),
  });
}
