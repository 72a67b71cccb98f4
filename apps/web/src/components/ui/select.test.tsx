import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Select, type SelectOption } from './select.tsx';

const TONES: SelectOption[] = [
  { value: 'helpful', label: 'Helpful' },
  { value: 'friendly', label: 'Friendly', disabled: true },
  { value: 'concise', label: 'Concise' },
];

function ToneField({ onValueChange = () => undefined, disabled = false }: { onValueChange?: (value: string) => void; disabled?: boolean }) {
  const [tone, setTone] = useState('helpful');
  return (
    <>
      <label htmlFor="tone">Tone</label>
      <Select
        id="tone"
        value={tone}
        disabled={disabled}
        options={TONES}
        onValueChange={(value) => {
          setTone(value);
          onValueChange(value);
        }}
      />
    </>
  );
}

describe('Select', () => {
  it('is a collapsed combobox named by its label, showing the chosen option', () => {
    render(<ToneField />);
    const trigger = screen.getByRole('combobox', { name: 'Tone' });
    expect(trigger.textContent).toBe('Helpful');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens from the keyboard on the chosen option, arrows past disabled options, and Enter chooses', async () => {
    const onValueChange = vi.fn();
    render(<ToneField onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Tone' });
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });

    const listbox = screen.getByRole('listbox');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getByRole('option', { name: 'Friendly' }).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Helpful' })));
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Concise' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });

    expect(onValueChange).toHaveBeenCalledWith('concise');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger.textContent).toBe('Concise');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on Escape without changing the choice', async () => {
    const onValueChange = vi.fn();
    render(<ToneField onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Tone' });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('option', { name: 'Helpful' })));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger.textContent).toBe('Helpful');
  });

  it('neither opens nor changes when disabled', () => {
    const onValueChange = vi.fn();
    render(<ToneField onValueChange={onValueChange} disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Tone' }) as HTMLButtonElement;
    expect(trigger.disabled).toBe(true);
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(trigger);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
