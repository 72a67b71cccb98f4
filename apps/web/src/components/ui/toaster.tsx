import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { useToast, type ToastItem } from '../../hooks/use-toast.ts';

export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

interface ToastCardProps {
  item: ToastItem;
  onDismiss: (id: string) => void;
}

function ToastCard({ item, onDismiss }: ToastCardProps) {
  const [isPaused, setIsPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);

  useEffect(() => {
    const duration = item.duration ?? 5000;
    if (isPaused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => onDismiss(item.id), duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, isPaused, onDismiss]);

  const onPointerDown = (event: PointerEvent) => {
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerUp = () => {
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss(item.id);
    startX.current = null;
    setOffset(0);
  };

  const isDestructive = item.variant === 'destructive';
  return (
    <li
      role="status"
      aria-live={isDestructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={item.variant}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 300 } : undefined}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-lg',
        'animate-[toast-in_200ms_ease-out]',
        isDestructive ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="grid flex-1 gap-1">
        {item.title && <div className="text-sm font-semibold">{item.title}</div>}
        {item.description && <div className={cn('text-sm', isDestructive ? 'text-red-50' : 'text-slate-600')}>{item.description}</div>}
      </div>
      {item.action && (
        <button
          type="button"
          onClick={() => {
            item.action?.onClick();
            onDismiss(item.id);
          }}
          className={cn(
            'shrink-0 self-center rounded-md border px-3 py-1.5 text-sm font-medium',
            isDestructive ? 'border-red-300 hover:bg-red-500' : 'border-slate-300 hover:bg-slate-50',
          )}
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Close"
        onClick={() => onDismiss(item.id)}
        className={cn('absolute top-2 right-2 rounded-md p-1', isDestructive ? 'text-red-100 hover:text-white' : 'text-slate-400 hover:text-slate-700')}
      >
        <X className="h-4 w-4" />
      </button>
    </li>
  );
}

/** The toast area: top of the screen, bottom-right on wide screens; F8 moves focus to it. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const regionRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} className="contents">
      <ol
        ref={regionRef}
        tabIndex={-1}
        className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      >
        {toasts
          .filter((item) => item.open)
          .map((item) => (
            <ToastCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
      </ol>
    </section>
  );
}
