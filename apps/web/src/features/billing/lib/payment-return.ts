/** What the payment provider's return address says (spec 02: success, canceled, session_id, tier). */
export type PaymentReturn = { kind: 'success'; sessionId: string; tier: string } | { kind: 'canceled' } | null;

export function readPaymentReturn(search: string): PaymentReturn {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id');
  if (params.get('success') === 'true' && sessionId) return { kind: 'success', sessionId, tier: params.get('tier') || 'pro' };
  if (params.get('canceled') === 'true') return { kind: 'canceled' };
  return null;
}
