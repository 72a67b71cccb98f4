import type { EmbedConfig } from '@siteline/contract';
import type { UiText } from './ui-text.ts';

/** "10 MB", "512 kB", "900 bytes" in English; "10,5 Mo", "900 octets" in French. */
function formatBytes(bytes: number, language?: string): string {
  const format = (value: number, unit: string, unitDisplay: 'short' | 'long') =>
    new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay }).format(value);
  if (bytes >= 1_048_576) return format(Math.round((bytes / 1_048_576) * 10) / 10, 'megabyte', 'short');
  if (bytes >= 1024) return format(Math.round(bytes / 1024), 'kilobyte', 'short');
  return format(bytes, 'byte', 'long');
}

export const fileExtension = (name: string): string => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/** Why the file cannot be sent under the embed settings, or null when it can; sizes written as `language` writes them. */
export function checkFile(
  file: { name: string; size: number },
  config: Pick<EmbedConfig, 'allowedFileTypes' | 'maxFileSize'>,
  text: UiText,
  language?: string,
): string | null {
  const { name } = file;
  if (!(config.allowedFileTypes as string[]).includes(fileExtension(name))) return text('fileType', { name, list: config.allowedFileTypes.join(', ') });
  if (file.size > config.maxFileSize) return text('fileSize', { name, size: formatBytes(file.size, language), max: formatBytes(config.maxFileSize, language) });
  if (file.size === 0) return text('fileEmpty', { name });
  return null;
}

/** The file's bytes as base64, for the JSON upload endpoint. */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
