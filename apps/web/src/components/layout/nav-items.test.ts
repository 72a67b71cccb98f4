import { describe, expect, it } from 'vitest';
import { isNavItemActive } from './nav-items.ts';

describe('sidebar active rule', () => {
  it('is active on the route itself and on paths below it', () => {
    expect(isNavItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavItemActive('/billing/history', '/billing')).toBe(true);
  });

  it('is not active on a path that merely starts with the same letters', () => {
    expect(isNavItemActive('/settings-old', '/settings')).toBe(false);
    expect(isNavItemActive('/api-integration', '/api')).toBe(false);
    expect(isNavItemActive('/', '/dashboard')).toBe(false);
  });
});
