import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { sampleUser } from '../../test/fake-token.ts';
import { UserMenu } from './user-menu.tsx';

// Radix moves focus between items on the next tick, hence the waits.
const focused = () => document.activeElement?.textContent?.trim();
const press = (key: string) => act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));

describe('UserMenu keyboard', () => {
  it('opens with ArrowDown, moves with the arrow keys, Home and End, and Escape returns focus to the button', async () => {
    render(<UserMenu user={sampleUser} onLogout={() => undefined} />);
    const trigger = screen.getByRole('button', { name: /Ada/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    act(() => trigger.focus());
    press('ArrowDown');
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(focused()).toBe('Dashboard'));
    press('ArrowDown');
    await vi.waitFor(() => expect(focused()).toBe('Subscription'));
    press('ArrowDown');
    await vi.waitFor(() => expect(focused()).toBe('Log out'));
    press('ArrowUp');
    await vi.waitFor(() => expect(focused()).toBe('Subscription'));
    press('Home');
    await vi.waitFor(() => expect(focused()).toBe('Dashboard'));
    press('End');
    await vi.waitFor(() => expect(focused()).toBe('Log out'));
    press('Escape');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('chooses Log out with Enter and closes the menu', async () => {
    const onLogout = vi.fn();
    render(<UserMenu user={sampleUser} onLogout={onLogout} />);
    const trigger = screen.getByRole('button', { name: /Ada/ });
    act(() => trigger.focus());
    press('Enter');
    await screen.findByRole('menu');
    press('End');
    await vi.waitFor(() => expect(focused()).toBe('Log out'));
    press('Enter');
    expect(onLogout).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
