/** "256 KB", "13.4 MB": a byte count as a person reads it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576) return `${Math.round((bytes / 1_048_576) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
