import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { syncSubscription } from './sync-subscription.ts';
import { portalPage } from './test-mode-pages.ts';
import { findLatestTestSubscription, findLiveTestPortalSession, listTestInvoices } from './test-mode.queries.ts';

async function loadPortal(ctx: AppContext, portalId: string) {
  const portal = await findLiveTestPortalSession(ctx.db, portalId);
  if (!portal) throw notFound('Billing portal session');
  return { portal, subscription: await findLatestTestSubscription(ctx.db, portal.customerId) };
}

/** The test-mode billing portal page: the subscription, its actions and the invoices. */
export async function showTestPortal(ctx: AppContext, portalId: string): Promise<string> {
  const { portal, subscription } = await loadPortal(ctx, portalId);
  const invoices = await listTestInvoices(ctx.db, portal.customerId);
  return portalPage({ portalId: portal.id, returnUrl: portal.returnUrl, subscription, invoices });
}

/** Applies a portal action to the portal's running subscription, then reads it back as after a webhook. */
export async function actOnTestPortal(ctx: AppContext, portalId: string, act: (subscriptionId: string) => Promise<unknown>): Promise<void> {
  const { subscription } = await loadPortal(ctx, portalId);
  if (!subscription || subscription.status === 'canceled') throw notFound('Subscription');
  await act(subscription.id);
  await syncSubscription(ctx, subscription.id);
}
