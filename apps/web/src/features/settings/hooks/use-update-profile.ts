import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAuth } from '../../../hooks/use-auth.ts';
import { updateProfileRequest } from '../api/settings.api.ts';

/** Saves the name, replaces the stored user and confirms with a toast. */
export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfileRequest(input),
    onSuccess: (response) => {
      updateUser(response.user);
      toast({ title: 'Profile updated', description: response.message || 'Your profile has been saved.' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to update profile') }),
  });
}
