import type { EmbedConfig } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantWithOwner } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { readEmbedConfig } from './embed-settings.ts';
import { assertUploadsOn, uploadBodyLimit, uploadTooLarge } from './check-upload.ts';
import { countVisitorMessage } from './widget-access.ts';

export interface AdmittedUpload {
  config: EmbedConfig;
  /** The most request body bytes to read for this upload. */
  bodyLimit: number;
}

/**
 * Decides on an upload before its body is read: the assistant must be active with uploads on, the
 * declared length within its saved `maxFileSize`, and the visitor within the message limits (every
 * upload counts as a message).
 */
export async function admitUpload(ctx: AppContext, target: AssistantWithOwner & { ip: string; declaredLength: number | undefined }): Promise<AdmittedUpload> {
  const { assistant, owner } = target;
  if (!assistant.isActive) throw new AppError('ASSISTANT_INACTIVE', 'This assistant is currently inactive. Please try again later.');
  const config = await readEmbedConfig(ctx.db, assistant.id, owner.subscriptionTier);
  assertUploadsOn(config);
  const bodyLimit = uploadBodyLimit(config);
  if (target.declaredLength !== undefined && target.declaredLength > bodyLimit) throw uploadTooLarge(config);
  await countVisitorMessage(ctx, assistant.id, owner.subscriptionTier, target.ip);
  return { config, bodyLimit };
}
