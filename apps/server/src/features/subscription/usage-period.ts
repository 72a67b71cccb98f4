/** The UTC month a usage counter belongs to, e.g. '2026-11'. */
export function currentPeriod(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}
