import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { findUserById } from '../../auth/accounts.queries.ts';
import { activateSubscription } from './activate-subscription.ts';
import { checkoutPage, closedCheckoutPage } from './test-mode-pages.ts';
import { payTestCheckout } from './test-mode-provider.ts';
import { findTestCheckout } from './test-mode.queries.ts';

/** The test-mode checkout page: the plan and a pay button while it is open, a closed page after. */
export async function showTestCheckout(ctx: AppContext, checkoutId: string): Promise<string> {
  const checkout = await findTestCheckout(ctx.db, checkoutId);
  if (!checkout) throw notFound('Checkout session');
  if (checkout.status !== 'open' || checkout.expiresAt.getTime() < Date.now()) return closedCheckoutPage();
  const user = await findUserById(ctx.db, checkout.userId);
  return checkoutPage(checkout, user?.email ?? '');
}

/**
 * Pays an open test-mode checkout and applies its plan, as Stripe's checkout.session.completed webhook
 * does: the plan applies even if the browser never returns. Undefined when the checkout is no longer open.
 */
export async function payTestModeCheckout(ctx: AppContext, checkoutId: string): Promise<{ successUrl: string } | undefined> {
  const paid = await payTestCheckout(ctx.db, checkoutId);
  if (!paid) return undefined;
  await activateSubscription(ctx, checkoutId);
  return { successUrl: paid.successUrl };
}
