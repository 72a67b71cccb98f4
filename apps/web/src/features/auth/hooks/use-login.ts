import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { LoginInput } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { useAuth } from '../../../hooks/use-auth.ts';

/** Signs in, greets the user and opens the dashboard; a failure shows 'Login Failed'. */
export function useLogin() {
  const { login } = useAuth();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (user) => {
      toast({ title: 'Welcome back!', description: `Logged in successfully as ${user.firstName}` });
      navigate('/dashboard');
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Login Failed', description: error.message || 'Invalid email or password' });
    },
  });
}
