/**
 * The measured average reply time for the stat card: '—' without data, '45ms' under 0.1 s,
 * one decimal of seconds below a minute ('0.8s', '12.3s'), else minutes and seconds ('1m 05s').
 */
export function formatResponseTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 100) return `${Math.round(ms)}ms`;
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)}s`;
  const totalSeconds = Math.round(ms / 1000);
  return `${Math.floor(totalSeconds / 60)}m ${String(totalSeconds % 60).padStart(2, '0')}s`;
}

/** A count with thousands separators ('12,345'). */
export function formatCount(value: number | null | undefined): string {
  return (value ?? 0).toLocaleString('en-US');
}
