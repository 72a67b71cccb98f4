import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  it('has the Features and Pricing anchors, a disabled sample chat and the page title', () => {
    render(<HomePage />);
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('pricing')).not.toBeNull();
    expect((screen.getByLabelText('Sample message') as HTMLInputElement).disabled).toBe(true);
    expect(document.title).toContain('Siteline');
  });

  it('opens the demo from See How It Works and closes it with Close Demo', () => {
    render(<HomePage />);
    fireEvent.click(screen.getByRole('button', { name: 'See How It Works' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('a[href="/register"]')?.textContent).toBe('Start Building Your AI Assistant');
    fireEvent.click(screen.getByRole('button', { name: 'Close Demo' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
