import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { limitBillingSessions } from './create-checkout-session.ts';

/** Opens the provider's billing portal (plan, cancellation, invoices) for the account's customer. */
export async function createPortalSession(ctx: AppContext, user: UserRow, appOrigin: string): Promise<{ url: string }> {
  await limitBillingSessions(ctx, user.id);
  if (!user.billingCustomerId) throw new AppError('CONFLICT', 'There is no billing account yet: choose a plan first');
  return ctx.payments.createPortal(user.billingCustomerId, `${appOrigin}/billing`);
}
