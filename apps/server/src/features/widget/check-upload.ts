import type { EmbedConfig } from '@siteline/contract';
import { AppError } from '../../lib/app-error.ts';
import { formatBytes } from '../../lib/format-bytes.ts';

/** Extensions whose content the assistant reads; other accepted files are only acknowledged. */
const TEXT_TYPES = new Set(['txt']);

export interface CheckedUpload {
  bytes: Buffer;
  /** The decoded text of a text file; undefined for other files. */
  text?: string;
}

/** 403 unless the assistant's saved settings (after plan rules) accept files. */
export function assertUploadsOn(config: EmbedConfig): void {
  if (!config.allowFileUpload || !config.fileUploadEnabled) throw new AppError('FORBIDDEN', 'File upload is not enabled for this assistant.');
}

/**
 * The largest request body an upload may have: the file at `maxFileSize`, base64-encoded, plus
 * room for the file name and the other fields.
 */
export function uploadBodyLimit(config: EmbedConfig): number {
  return Math.ceil(config.maxFileSize / 3) * 4 + 16 * 1024;
}

/** The 413 for an upload whose request body is over `uploadBodyLimit`, before it is decoded. */
export function uploadTooLarge(config: EmbedConfig): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The file is too large. The limit is ${formatBytes(config.maxFileSize)}.`);
}

/**
 * Applies the assistant's saved upload settings (after plan rules) to a visitor's file:
 * 403 when uploads are off, 415 for a type not allowed or unreadable text, 413 when too large.
 */
export function checkUpload(config: EmbedConfig, upload: { fileName: string; dataBase64: string }): CheckedUpload {
  assertUploadsOn(config);
  const ext = (/\.([a-z0-9]+)$/i.exec(upload.fileName)?.[1] ?? '').toLowerCase();
  if (!(config.allowedFileTypes as string[]).includes(ext)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `${ext ? `.${ext} files are` : 'This file type is'} not accepted. Allowed: ${config.allowedFileTypes.join(', ')}.`,
    );
  }
  const base64 = upload.dataBase64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new AppError('VALIDATION_FAILED', 'dataBase64 must be base64-encoded file content');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > config.maxFileSize) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${upload.fileName} is too large (${formatBytes(bytes.length)}). The limit is ${formatBytes(config.maxFileSize)}.`);
  }
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', `${upload.fileName} is empty.`);
  if (!TEXT_TYPES.has(ext)) return { bytes };
  const text = decodeText(bytes);
  // NUL characters mark a binary file, and PostgreSQL text could not store them anyway.
  if (text === undefined || text.includes('\u0000')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${upload.fileName} is not a readable UTF-8 text file.`);
  return { bytes, text };
}

function decodeText(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}
