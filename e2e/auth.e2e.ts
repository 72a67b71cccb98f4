import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiGet,
  launchBrowser,
  loginViaApi,
  newPage,
  registerViaApi,
  signInPage,
  startServer,
  uniqueEmail,
  waitForToast,
  dismissToast,
  type TestServer,
} from './support/index.ts';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(): Promise<Page> {
  ({ context, page } = await newPage(browser, server.baseUrl));
  return page;
}

afterEach(async () => {
  await context?.close();
});

const storedToken = (p: Page) => p.evaluate(() => localStorage.getItem('authToken'));

describe('account flows in the browser', () => {
  it('registers and lands on the dashboard with the welcome toast', async () => {
    await openPage();
    await page.goto('/register');
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(uniqueEmail('register'));
    await page.getByLabel('Company Name (optional)').fill('Navy');
    await page.getByLabel('Password', { exact: true }).fill('cobol-rules-1959');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/dashboard');
    await waitForToast(page, 'Welcome to Siteline!');
    await waitForToast(page, 'Account created successfully. Welcome Grace!');
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
  });

  it('shows the sign-up validation messages without calling the server', async () => {
    await openPage();
    await page.goto('/register');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('First name is required').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(page.url()).toMatch(/\/register$/);
  });

  it('logs out from the sidebar, clears the session and revokes it on the server', async () => {
    const account = await registerViaApi(server.baseUrl);
    await openPage();
    await signInPage(page, server.baseUrl, account);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();

    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();
    expect((await apiGet(server.baseUrl, '/api/auth/user', account.token)).status).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it("shows 'Login Failed' for a wrong password and stays on the sign-in page", async () => {
    const account = await registerViaApi(server.baseUrl);
    await openPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await waitForToast(page, 'Login Failed');
    await waitForToast(page, 'Invalid email or password');
    expect(page.url()).toMatch(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  it('sends a guest from a protected page to /login', async () => {
    await openPage();
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('sends a signed-in user from a guest-only page to /dashboard', async () => {
    const account = await registerViaApi(server.baseUrl);
    await openPage();
    await signInPage(page, server.baseUrl, account);
    await page.goto('/register');
    await page.waitForURL('**/dashboard');
    await page.getByRole('complementary', { name: 'Sidebar' }).waitFor();
  });

  it('sends the user back to /login when the server no longer knows the session', async () => {
    const account = await registerViaApi(server.baseUrl);
    await openPage();
    await signInPage(page, server.baseUrl, account);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    const revoked = await fetch(`${server.baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${account.token}` } });
    expect(revoked.status).toBe(200);

    await page.reload();
    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('shows the 404 page for an unknown path, and Go Home leads to /', async () => {
    await openPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.locator('#features').waitFor();
  });

  it('keeps a profile change after a reload', async () => {
    const account = await registerViaApi(server.baseUrl);
    await openPage();
    await signInPage(page, server.baseUrl, account);
    await page.goto('/settings');
    await page.getByLabel('First Name').fill('Augusta');
    await page.getByLabel('Last Name').fill('King');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await waitForToast(page, 'Profile updated successfully');

    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Augusta');
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByText('Augusta King').waitFor();
    const { body } = await apiGet<{ firstName: string }>(server.baseUrl, '/api/auth/user', account.token);
    expect(body.firstName).toBe('Augusta');
  });

  it('changes the password, then signs in with the new one', async () => {
    const account = await registerViaApi(server.baseUrl);
    const newPassword = 'brand-new-secret-77';
    await openPage();
    await signInPage(page, server.baseUrl, account);
    await page.goto('/settings');

    const otherDevice = await loginViaApi(server.baseUrl, account.email, account.password);

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await waitForToast(page, 'Current password is incorrect');
    await dismissToast(page);

    await page.getByLabel('Current Password').fill(account.password);
    await page.getByLabel('Confirm New Password').fill('something-else-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText("New passwords don't match").waitFor();

    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await waitForToast(page, 'Password changed successfully');
    expect((await apiGet(server.baseUrl, '/api/auth/user', otherDevice.token)).status).toBe(401);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await waitForToast(page, 'Logged in successfully as Ada');
    await expect(loginViaApi(server.baseUrl, account.email, account.password)).rejects.toThrow(/401/);
  });
});
