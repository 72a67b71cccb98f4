import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { TOAST_DEFAULT_DURATION_MS, useToast, type ToastItem } from '../../hooks/use-toast.ts';

export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

function ToastCard({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const isDestructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => !open && onDismiss(item.id)}
      duration={item.duration ?? TOAST_DEFAULT_DURATION_MS}
      type={isDestructive ? 'foreground' : 'background'}
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
        'animate-[toast-in_200ms_ease-out] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        isDestructive ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="grid flex-1 gap-1">
        {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
        {item.description && (
          <ToastPrimitive.Description className={cn('text-sm', isDestructive ? 'text-red-50' : 'text-slate-600')}>
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      {item.action && (
        <ToastPrimitive.Action
          altText={item.action.label}
          onClick={item.action.onClick}
          className={cn(
            'shrink-0 self-center rounded-md border px-3 py-1.5 text-sm font-medium',
            isDestructive ? 'border-red-300 hover:bg-red-500' : 'border-slate-300 hover:bg-slate-50',
          )}
        >
          {item.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn('absolute top-2 right-2 rounded-md p-1', isDestructive ? 'text-red-100 hover:text-white' : 'text-slate-400 hover:text-slate-700')}
      >
        <X className="h-4 w-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * The toast area on Radix: top of the screen, bottom-right on wide screens; F8 moves focus to it, a
 * toast pauses while hovered or focused, and swiping it right closes it.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <ToastCard key={item.id} item={item} onDismiss={dismiss} />
        ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        // An open dialog hides the rest of the page from assistive technology but spares live regions:
        // this keeps toasts raised from a dialog readable; Radix announces them through its own region.
        aria-live="off"
        className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
