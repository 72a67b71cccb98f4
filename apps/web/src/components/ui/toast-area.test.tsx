import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { resetToasts, toast } from '../../hooks/use-toast.ts';
import { ToastArea } from './toast-area.tsx';

afterEach(() => {
  act(() => resetToasts());
});

describe('ToastArea', () => {
  it('has no notification region until the first toast, then shows it in the F8 region', async () => {
    render(<ToastArea />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => void toast({ title: 'Saved', description: 'Your changes are live' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    const item = await within(region).findByRole('listitem');
    expect(item.textContent).toContain('Your changes are live');
  });
});
