import { z } from 'zod';

/** Every error the API answers with has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  limitReached: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Stable machine-readable error codes and the HTTP status each maps to. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PLAN_FEATURE_UNAVAILABLE: 403,
  ASSISTANT_LIMIT_REACHED: 403,
  SCRAPING_LIMIT_REACHED: 403,
  MESSAGE_LIMIT_REACHED: 429,
  ORIGIN_NOT_ALLOWED: 403,
  ASSISTANT_INACTIVE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  NOT_CONFIGURED: 501,
  UPSTREAM_FAILED: 502,
  UPSTREAM_TIMEOUT: 504,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof errorStatus;
