import { lazy, Suspense } from 'react';
import { useToast } from '../../hooks/use-toast.ts';

const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/**
 * The toast area, loaded with the first toast: a page that shows none (every public page, as a
 * rule) downloads no Radix toast code. A dismissed toast stays in the store for the spec's removal
 * delay, so the area stays with it.
 */
export function ToastArea() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
