import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from './payment-return.ts';

describe('readPaymentReturn', () => {
  it('reads a successful return, the tier defaulting to pro', () => {
    expect(readPaymentReturn('?success=true&session_id=cs_test_1&tier=enterprise')).toEqual({ kind: 'success', sessionId: 'cs_test_1', tier: 'enterprise' });
    expect(readPaymentReturn('?success=true&session_id=cs_test_1')).toEqual({ kind: 'success', sessionId: 'cs_test_1', tier: 'pro' });
  });
  it('reads a cancelled checkout and ignores anything else', () => {
    expect(readPaymentReturn('?canceled=true')).toEqual({ kind: 'canceled' });
    expect(readPaymentReturn('?success=true')).toBeNull();
    expect(readPaymentReturn('')).toBeNull();
  });
});
