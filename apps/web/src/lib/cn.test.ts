import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('skips falsy values and lets a caller override a primitive’s conflicting class', () => {
    expect(cn('inline-flex max-w-lg px-4', false, undefined, 'flex max-w-2xl')).toBe('px-4 flex max-w-2xl');
  });
});
