import { z } from 'zod';
import { planTierSchema } from './auth.ts';

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const tierInput = z.enum(planTierSchema.options, { message: `tier must be one of ${planTierSchema.options.join(', ')}` });

export const createCheckoutSessionInputSchema = z.object({ tier: tierInput });
export type CreateCheckoutSessionInput = z.infer<typeof createCheckoutSessionInputSchema>;

/** `url` is the checkout to open; null when the change applied at once (a plan change or a cancellation). */
export const checkoutSessionResponseSchema = z.object({ url: z.string().nullable() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

export const activateSubscriptionInputSchema = z.object({
  sessionId: z
    .string({ message: 'sessionId is required' })
    .trim()
    .min(1, 'sessionId is required')
    .max(255, 'sessionId must be 255 characters or less')
    .regex(/^[A-Za-z0-9_-]+$/, 'sessionId is not a checkout session id'),
  /** What the browser believes it bought: checked in shape only, the provider says what was paid. */
  tier: tierInput.default('pro'),
});
export type ActivateSubscriptionInput = z.input<typeof activateSubscriptionInputSchema>;

export const activationResponseSchema = z.object({
  alreadyActive: z.boolean(),
  subscription: z.object({ tier: planTierSchema }),
  environment: z.enum(['test', 'live']),
});
export type ActivationResponse = z.infer<typeof activationResponseSchema>;

export const portalSessionResponseSchema = z.object({ url: z.string() });

/** What the last downgrade changed, shown on the billing page until the next upgrade. */
export const downgradeNoticeSchema = z.object({
  fromTier: planTierSchema,
  toTier: planTierSchema,
  deactivatedAssistants: z.array(z.string()),
  autoScrapeDisabled: z.array(z.string()),
  brandingForced: z.boolean(),
  at: z.string(),
});
export type DowngradeNotice = z.infer<typeof downgradeNoticeSchema>;

/** GET /api/subscription: the account's subscription as the billing page shows it. */
export const billingStateSchema = z.object({
  tier: planTierSchema,
  status: subscriptionStatusSchema,
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  hasBillingAccount: z.boolean(),
  isTrialAvailable: z.boolean(),
  /** 'test' while payments run on the built-in test-mode provider or Stripe test keys. */
  environment: z.enum(['test', 'live']),
  downgrade: downgradeNoticeSchema.nullable(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
