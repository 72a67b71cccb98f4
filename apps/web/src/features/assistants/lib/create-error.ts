import type { ErrorCode } from '@siteline/contract';
import { ApiError, isScrapingLimitError } from '../../../lib/api-error.ts';

export type CreateErrorKind = 'assistant-limit' | 'scraping-limit' | 'other';

/** Sorts a failed create call into the cases of the error catalogue (spec 02 section 8). */
export function classifyCreateError(error: unknown): CreateErrorKind {
  if (isScrapingLimitError(error)) return 'scraping-limit';
  if (error instanceof ApiError) {
    if (error.code === ('ASSISTANT_LIMIT_REACHED' satisfies ErrorCode)) return 'assistant-limit';
    const body = error.body;
    if (error.status === 403 && typeof body === 'object' && body !== null && 'limitReached' in body && body.limitReached === true) return 'assistant-limit';
  }
  return 'other';
}

export const ASSISTANT_LIMIT_TOAST = {
  title: 'Assistant Limit Reached',
  description: "You've reached your plan's assistant limit. Upgrade to Pro to create more assistants!",
} as const;

export const CREATE_FAILED_MESSAGE = 'Failed to create assistant';
