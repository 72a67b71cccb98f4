import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { RegisterInput } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { PRODUCT_NAME } from '../../../components/layout/brand-logo.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';

/** Creates the account, welcomes the user and opens the dashboard; a failure shows 'Registration Failed'. */
export function useRegister() {
  const { register } = useAuth();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input),
    onSuccess: (user) => {
      toast({ title: `Welcome to ${PRODUCT_NAME}!`, description: `Account created successfully. Welcome ${user.firstName}!` });
      navigate('/dashboard');
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: 'Registration Failed',
        description: error.message || 'Something went wrong. Please try again.',
      });
    },
  });
}
