/** A key's date as the list shows it, e.g. 'Nov 23, 2026'. */
export function formatKeyDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
