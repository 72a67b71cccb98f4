import { useSyncExternalStore, type ReactNode } from 'react';

/** Only one toast is visible at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** A dismissed toast lingers this long in the store (kept from the original product). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** An optional button, e.g. { label: 'Upgrade Plan', onClick }. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself; Infinity keeps it open. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

let counter = 0;
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function readState(): ToastState {
  return state;
}

function setState(next: ToastState): void {
  state = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setState({ toasts: state.toasts.filter((t) => t.id !== id) });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

/** Closes one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const ids = id ? [id] : state.toasts.map((t) => t.id);
  ids.forEach(scheduleRemoval);
  setState({ toasts: state.toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)) });
}

/** Shows a toast (replacing the visible one) and returns its id and controls. */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (patch: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { variant: 'default', duration: TOAST_DEFAULT_DURATION_MS, ...input, id, open: true };
  setState({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch) => setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) }),
  };
}

/** Test helper: forget every toast and timer. */
export function resetToasts(): void {
  removeTimers.forEach((timer) => clearTimeout(timer));
  removeTimers.clear();
  setState({ toasts: [] });
}

/** The toast list plus `toast` and `dismiss`, re-rendering on every change. */
export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, readState, readState);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
