import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fakeAuth, renderWithAuth } from '../../../test/render-with-auth.tsx';
import { sampleUser } from '../../../test/fake-token.ts';
import { LoginPage } from './login-page.tsx';

function renderLogin(login: () => Promise<typeof sampleUser>) {
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <LoginPage />
    </QueryClientProvider>,
    { path: '/login', auth: fakeAuth('unauthenticated', { login }) },
  );
}

describe('LoginPage', () => {
  it('shows the validation messages and does not sign in', () => {
    let calls = 0;
    renderLogin(async () => {
      calls += 1;
      return sampleUser;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls).toBe(0);
  });

  it("disables the form and reads 'Signing in...' while waiting", async () => {
    renderLogin(() => new Promise(() => undefined));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const button = await screen.findByRole('button', { name: /Signing in\.\.\./ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
  });

  it('toggles the password between hidden and shown', () => {
    renderLogin(async () => sampleUser);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});
