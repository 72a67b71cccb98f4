import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetToasts, toast } from '../../hooks/use-toast.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows only one toast at a time: the newest replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(document.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByText('Second').closest('li')?.getAttribute('data-variant')).toBe('destructive');
  });

  it('closes with the close button', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes by itself after 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Brief' }));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Brief')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Brief')).toBeNull();
  });

  it('runs the action and closes', () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => void toast({ title: 'Limit', action: { label: 'Upgrade Plan', onClick } }));
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByText('Limit')).toBeNull();
  });

  it('moves focus to the notification area on F8', () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement?.tagName).toBe('OL');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
