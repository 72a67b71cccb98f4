import type { PaidTier, SubscriptionStatus } from '@siteline/contract';

/** A subscription as the provider knows it: the only source of what was paid for. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  tier: PaidTier;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** The account it was bought for, as recorded at checkout, so its events apply even before the checkout's. */
  userId: string | null;
}

export interface ProviderCheckout {
  id: string;
  /** The account that opened the checkout (Stripe's `client_reference_id`). */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  isComplete: boolean;
}

/** A verified webhook event, reduced to what identifies the objects to read again from the provider. */
export interface ProviderEvent {
  id: string;
  type: string;
  checkoutSessionId?: string;
  subscriptionId?: string;
  customerId?: string;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  customerId: string | null;
  tier: PaidTier;
  /** Days of free trial without a card; 0 for none. */
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

/** Stripe, or the built-in test-mode provider: the app talks to either through this. */
export interface PaymentProvider {
  /** 'test' for the built-in provider and Stripe test keys; 'live' for live Stripe keys. */
  environment: 'test' | 'live';
  createCheckout: (request: CheckoutRequest) => Promise<{ id: string; url: string }>;
  /** Undefined when the provider has no such checkout session. */
  getCheckout: (id: string) => Promise<ProviderCheckout | undefined>;
  getSubscription: (id: string) => Promise<ProviderSubscription | undefined>;
  /** Moves the subscription to another plan at once, prorated. */
  changePlan: (subscriptionId: string, tier: PaidTier) => Promise<ProviderSubscription>;
  setCancelAtPeriodEnd: (subscriptionId: string, cancel: boolean) => Promise<ProviderSubscription>;
  createPortal: (customerId: string, returnUrl: string) => Promise<{ url: string }>;
  /** Checks the signature over the raw body; throws a 400 AppError when it is missing or wrong. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

declare module '../../context.ts' {
  interface AppContext {
    /** Stripe when configured, otherwise the built-in test-mode provider. */
    payments: PaymentProvider;
  }
}

/** Success and cancel addresses of a checkout, as spec 02 reads them on /billing. */
export function checkoutReturnUrls(appOrigin: string, tier: PaidTier, sessionPlaceholder: string) {
  return {
    successUrl: `${appOrigin}/billing?success=true&session_id=${sessionPlaceholder}&tier=${tier}`,
    cancelUrl: `${appOrigin}/billing?canceled=true`,
  };
}
