import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('renders nothing when closed', () => {
    render(<Dialog open={false} onOpenChange={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is labelled by its title, and Escape or the close button ask to close', () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Create API Key" description="Name your key">
        <input aria-label="Key Name" />
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Create API Key' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange.mock.calls).toEqual([[false], [false]]);
  });

  it('keeps Tab focus inside the dialog', () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Trap" footer={<button type="button">Save</button>}>
        <input aria-label="Field" />
      </Dialog>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });
});
