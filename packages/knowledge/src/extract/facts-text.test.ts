import { describe, expect, it } from 'vitest';
import { readableHours, renderFactsText } from './facts-text.ts';

describe('renderFactsText opening hours', () => {
  const cafe = (extra: Record<string, unknown>) => ({
    type: 'CafeOrCoffeeShop',
    name: 'Harbor Café',
    openingHours: ['Monday-Friday 06:30-18:00', 'Sunday 08:00-12:00', 'Saturday 00:00-23:30'],
    ...extra,
  });

  it('writes times on the 12-hour clock for a business in a 12-hour country', () => {
    const text = renderFactsText([cafe({ address: '218 Commercial Street, 04101, Portland, ME, US' })]);
    expect(text).toContain('Opening hours: Monday-Friday 6:30 am – 6:00 pm; Sunday 8:00 am – 12:00 pm; Saturday 12:00 am – 11:30 pm');
  });

  it('knows North America from the phone number when there is no address', () => {
    expect(renderFactsText([cafe({ telephone: '+1-207-555-0143' })])).toContain('Sunday 8:00 am – 12:00 pm');
  });

  it('keeps the 24-hour clock where businesses use it', () => {
    const text = renderFactsText([cafe({ address: 'Hauptstr. 1, 10115, Berlin, DE', telephone: '+49 30 1234' })]);
    expect(text).toContain('Opening hours: Monday-Friday 06:30-18:00; Sunday 08:00-12:00');
  });

  it('follows an explicit clock', () => {
    expect(renderFactsText([cafe({ address: 'Berlin, DE' })], { clock: '12h' })).toContain('6:30 am – 6:00 pm');
    expect(readableHours('Tuesday 09:00-17:30 (2026-12-24)', '12h')).toBe('Tuesday 9:00 am – 5:30 pm (2026-12-24)');
  });

  it('lists accepted payment methods when the facts carry them', () => {
    expect(renderFactsText([{ type: 'CafeOrCoffeeShop', name: 'Harbor Café', paymentAccepted: 'Cash, Credit Card, Apple Pay' }])).toContain(
      'Payment accepted: Cash, Credit Card, Apple Pay',
    );
  });
});
