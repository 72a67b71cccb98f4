import { PAID_TIERS, PLANS } from '@siteline/contract';
import type { TestModeCheckoutRow, TestModeSubscriptionRow } from './test-mode.queries.ts';

/* The built-in provider's own checkout and portal pages: plain HTML forms (the app's CSP runs no inline script). */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
const day = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;color:#0f172a}
.banner{background:#f59e0b;color:#111827;text-align:center;font-weight:700;padding:10px;letter-spacing:.04em}
main{max-width:560px;margin:40px auto;padding:0 20px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:14px;padding:28px;box-shadow:0 1px 3px rgba(0,0,0,.06);margin-bottom:20px}
h1{font-size:22px;margin:0 0 6px}h2{font-size:17px;margin:0 0 12px}p{line-height:1.5}.muted{color:#64748b;font-size:14px}
.price{font-size:32px;font-weight:700;margin:12px 0}
button,.link{display:inline-block;border:0;border-radius:10px;padding:11px 18px;font-size:15px;font-weight:600;cursor:pointer;text-decoration:none}
button{background:#7c3aed;color:#fff}button.secondary,.link{background:#f1f5f9;color:#0f172a}
form{display:inline-block;margin:6px 8px 6px 0}table{width:100%;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:8px 4px;border-bottom:1px solid #f1f5f9}
.pill{display:inline-block;border-radius:999px;background:#ede9fe;color:#5b21b6;font-size:12px;font-weight:600;padding:3px 10px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · TEST MODE</title><style>${STYLE}</style></head>
<body><div class="banner" role="status">TEST MODE: no real payment is taken. Set STRIPE_SECRET_KEY to take payments with Stripe.</div>
<main>${body}</main></body></html>`;
}

export function checkoutPage(checkout: TestModeCheckoutRow, email: string): string {
  const plan = PLANS[checkout.tier];
  const isTrial = checkout.trialDays > 0;
  return layout(
    `Subscribe to ${plan.name}`,
    `
<div class="card">
  <span class="pill">Siteline ${escapeHtml(plan.name)}</span>
  <h1>Subscribe to ${escapeHtml(plan.name)}</h1>
  <div class="price">${escapeHtml(plan.priceLabel)}</div>
  <p>${isTrial ? `${checkout.trialDays}-day free trial, no card needed. You will not be charged today.` : `You will be charged ${money((plan.priceMonthly ?? 0) * 100)} today, then monthly.`}</p>
  <p class="muted">Billed to ${escapeHtml(email)}. Cancel any time; the service continues until the end of the period.</p>
  <form method="post" action="${escapeHtml(checkout.id)}/pay"><button type="submit">${isTrial ? 'Start free trial' : `Pay ${money((plan.priceMonthly ?? 0) * 100)}`}</button></form>
  <a class="link" href="${escapeHtml(checkout.cancelUrl)}">Cancel and return</a>
</div>`,
  );
}

export function closedCheckoutPage(): string {
  return layout(
    'Checkout closed',
    `<div class="card"><h1>This checkout is closed</h1><p>It was completed already or has expired.</p><a class="link" href="/billing">Back to billing</a></div>`,
  );
}

export interface PortalView {
  portalId: string;
  returnUrl: string;
  subscription: TestModeSubscriptionRow | undefined;
  invoices: { description: string; amountCents: number; createdAt: Date }[];
}

export function portalPage({ portalId, returnUrl, subscription, invoices }: PortalView): string {
  const action = (path: string, label: string, kind = '') =>
    `<form method="post" action="${escapeHtml(portalId)}/${path}"><button type="submit"${kind ? ` class="${kind}"` : ''}>${escapeHtml(label)}</button></form>`;
  const isLive = subscription && subscription.status !== 'canceled';
  const plan = subscription ? PLANS[subscription.tier] : undefined;
  const current =
    !isLive || !plan
      ? `<h2>No active subscription</h2><p class="muted">Choose a plan on Siteline's billing page to subscribe again.</p>`
      : `<h2>Current plan: ${escapeHtml(plan.name)} <span class="pill">${escapeHtml(subscription.status)}</span></h2>
  <p>${escapeHtml(plan.priceLabel)}. ${
    subscription.cancelAtPeriodEnd
      ? `Cancels on ${day(subscription.currentPeriodEnd)}; the service continues until then.`
      : `${subscription.status === 'trialing' ? 'Trial ends' : 'Renews'} on ${day(subscription.currentPeriodEnd)}.`
  }</p>
  <div>${PAID_TIERS.filter((tier) => tier !== subscription.tier)
    .map((tier) => action(`plan/${tier}`, `Switch to ${PLANS[tier].name} (${PLANS[tier].priceLabel}, prorated)`))
    .join('')}</div>
  <div>${subscription.cancelAtPeriodEnd ? action('resume', 'Resume subscription') : action('cancel', 'Cancel subscription', 'secondary')}</div>
  <p class="muted">Test mode only: jump to the end of the current period (renewal, or the end of a cancelled subscription).</p>
  ${action('end-period', 'End current period now', 'secondary')}`;
  const rows = invoices
    .map(
      (invoice) => `<tr><td>${day(invoice.createdAt)}</td><td>${escapeHtml(invoice.description)}</td><td>${money(invoice.amountCents)}</td><td>Paid</td></tr>`,
    )
    .join('');
  return layout(
    'Billing portal',
    `
<div class="card"><h1>Siteline billing</h1>${current}</div>
<div class="card"><h2>Invoices</h2>${rows ? `<table><thead><tr><th>Date</th><th>Description</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>` : '<p class="muted">No invoices yet.</p>'}</div>
<a class="link" href="${escapeHtml(returnUrl)}">Return to Siteline</a>`,
  );
}
