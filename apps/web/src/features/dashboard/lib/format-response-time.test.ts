import { describe, expect, it } from 'vitest';
import { formatCount, formatResponseTime } from './format-response-time.ts';

describe('formatResponseTime', () => {
  it('shows a dash when nothing was measured yet', () => {
    expect(formatResponseTime(null)).toBe('—');
    expect(formatResponseTime(undefined)).toBe('—');
  });

  it('shows seconds with one decimal like the spec', () => {
    expect(formatResponseTime(800)).toBe('0.8s');
    expect(formatResponseTime(1234)).toBe('1.2s');
    expect(formatResponseTime(12_340)).toBe('12.3s');
  });

  it('keeps very fast replies readable in milliseconds', () => {
    expect(formatResponseTime(42.4)).toBe('42ms');
    expect(formatResponseTime(0)).toBe('0ms');
  });

  it('switches to minutes for very slow replies without showing 60.0s', () => {
    expect(formatResponseTime(59_990)).toBe('1m 00s');
    expect(formatResponseTime(65_000)).toBe('1m 05s');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(undefined)).toBe('0');
  });
});
