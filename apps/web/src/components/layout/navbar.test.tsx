import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeAuth, renderWithAuth } from '../../test/render-with-auth.tsx';
import { sampleUser } from '../../test/fake-token.ts';
import { Navbar } from './navbar.tsx';

describe('Navbar', () => {
  it('offers Sign In and Get Started to a guest, with the four links', () => {
    renderWithAuth(<Navbar />, { path: '/', auth: fakeAuth('unauthenticated') });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByText('Siteline')).toBeTruthy();
    expect(screen.getByText('AI Assistant')).toBeTruthy();
    for (const [name, href] of [
      ['Features', '/#features'],
      ['Pricing', '/#pricing'],
      ['About', '/about'],
      ['Support', '/support'],
    ]) {
      expect(main.querySelector(`a[href="${href}"]`)?.textContent).toBe(name);
    }
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
  });

  it('shows a spinner while the session is loading', () => {
    renderWithAuth(<Navbar />, { path: '/', auth: fakeAuth('loading') });
    expect(screen.getByRole('status', { name: 'Loading account' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows the initial and first name, with Dashboard, Subscription and Log out', async () => {
    let loggedOut = false;
    renderWithAuth(<Navbar />, {
      path: '/',
      auth: fakeAuth('authenticated', {
        user: sampleUser,
        logout: async () => {
          loggedOut = true;
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Ada/ }));
    expect(screen.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Subscription' }).getAttribute('href')).toBe('/billing');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(loggedOut).toBe(true);
  });

  it('opens the drawer on small screens and closes it when a link is chosen', () => {
    renderWithAuth(<Navbar />, { path: '/about', auth: fakeAuth('unauthenticated') });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.click(drawer.querySelector('a[href="/about"]') as HTMLAnchorElement);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
