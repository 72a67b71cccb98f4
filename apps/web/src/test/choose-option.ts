import { fireEvent, screen } from '@testing-library/react';

/** Opens a select by its trigger and picks the option named `name` (waiting for it to be listed), as a user taps them. */
export async function chooseOption(select: HTMLElement, name: string): Promise<void> {
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name }, { timeout: 5000 }));
}
