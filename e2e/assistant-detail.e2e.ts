import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Assistant, EmbedConfig } from '@siteline/contract';
import { apiGet, launchBrowser, newPage, registerViaApi, signInPage, startServer, waitForToast, type TestAccount, type TestServer } from './support/index.ts';

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let account: TestAccount;
let assistant: Assistant;

/** Screenshots for a human look at the UI; kept out of the repository. */
const SHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'siteline-e2e-shots');

async function shot(name: string): Promise<void> {
  fs.mkdirSync(SHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOT_DIR, `${name}.png`), fullPage: true });
}

async function createAssistant(token: string): Promise<Assistant> {
  const response = await fetch(`${server.baseUrl}/api/assistants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Harbor & Vine', websiteUrl: `${server.baseUrl}/demo-site/`, context: 'Local coffee roaster and café.' }),
  });
  if (!response.ok) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Assistant;
}

async function waitForCrawl(id: string, token: string): Promise<Assistant> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const { body } = await apiGet<Assistant>(server.baseUrl, `/api/assistants/${id}`, token);
    if (body.crawlStatus === 'done') return body;
    if (body.crawlStatus === 'failed') throw new Error(`crawl failed: ${body.crawlError}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`crawl did not finish:\n${server.logs()}`);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  account = await registerViaApi(server.baseUrl, { firstName: 'Maya' });
  assistant = await waitForCrawl((await createAssistant(account.token)).id, account.token);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  await context?.close();
});

async function openDetail(id = assistant.id): Promise<Page> {
  ({ context, page } = await newPage(browser, server.baseUrl));
  await signInPage(page, server.baseUrl, account);
  await page.goto(`/bot/${id}`);
  return page;
}

describe('assistant detail screen', () => {
  it('edits the tone and context, saves them and finds them after a reload', async () => {
    await openDetail();
    await page.getByRole('heading', { name: 'Harbor & Vine' }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await shot('detail-general');

    await page.getByLabel('Additional Context').fill('Family-run roastery. Mention our loyalty card when people ask about prices.');
    await page.getByText('75/10,000 characters').waitFor();
    await page.getByRole('tab', { name: 'Personality' }).click();
    // By keyboard: Enter opens the list on the current tone, ArrowDown moves to the next, Enter chooses it.
    const tone = page.getByLabel('Tone');
    await tone.press('Enter');
    await page.getByRole('option', { name: 'Helpful', selected: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Concise' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await tone.textContent()).toBe('Concise');
    await page.getByText('Pro Feature').waitFor();
    await shot('detail-personality');
    await page.getByRole('button', { name: /Save Changes/ }).click();
    await waitForToast(page, 'Assistant updated successfully');

    await page.reload();
    await page.getByRole('heading', { name: 'Harbor & Vine' }).waitFor();
    expect(await page.getByLabel('Additional Context').inputValue()).toBe('Family-run roastery. Mention our loyalty card when people ask about prices.');
    await page.getByRole('tab', { name: 'Personality' }).click();
    expect(await page.getByLabel('Tone').textContent()).toBe('Concise');
    const { body } = await apiGet<Assistant>(server.baseUrl, `/api/assistants/${assistant.id}`, account.token);
    expect(body.tone).toBe('concise');
  });

  it('answers in the test chat with a source link; Shift+Enter adds a line instead of sending', async () => {
    await openDetail();
    const input = page.getByPlaceholder('Type your message...');
    await page.getByText('Start a conversation to test your assistant').waitFor();
    await input.fill('What are your opening hours?');
    await input.press('Enter');

    const messages = page.getByRole('list', { name: 'Test chat messages' });
    const reply = messages.locator('li[data-role="assistant"]').first();
    // A source link: in the reply's own Markdown or as a source chip under it.
    const sourceLink = reply.locator('a[href*="/demo-site/"]').first();
    await sourceLink.waitFor({ timeout: 30_000 });
    expect(await reply.textContent()).toMatch(/hour|open|\d{1,2}(:\d{2})?\s*(am|pm)/i);
    expect(await sourceLink.getAttribute('target')).toBe('_blank');
    await shot('detail-chat');

    await input.fill('first line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    expect(await input.inputValue()).toBe('first line\nsecond line');
    expect(await messages.locator('li[data-role]').count()).toBe(2);
  });

  it('shows the integrations panel with ready-to-run samples', async () => {
    await openDetail();
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByText(`${assistant.apiKey.slice(0, 8)}...`).waitFor();
    await page.getByRole('radio', { name: 'Python API Client' }).click();
    await page.getByText('pip install requests').waitFor();
    await page.getByText(`${server.baseUrl}/api/chat/${assistant.id}`, { exact: false }).first().waitFor();
    await shot('detail-api');
  });

  it("shows 'Assistant Not Found' for an id that does not exist", async () => {
    await openDetail('does-not-exist');
    await page.getByText('Assistant Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });
});

describe('embed customiser', () => {
  it('changes the primary colour with a live preview, saves it and reads it back', async () => {
    await openDetail();
    await page.getByRole('tab', { name: 'API' }).click();
    await page.getByRole('button', { name: 'Add to Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Website - Harbor & Vine' });
    await dialog.waitFor();
    const color = dialog.getByLabel('Primary Color', { exact: true });
    await color.waitFor();
    expect(await dialog.getByText('Unsaved changes').count()).toBe(0);

    // Typed as a person would: select the old value, then type the new one.
    await color.click();
    await color.press('Control+a');
    await color.pressSequentially('#112233');
    expect(await color.inputValue()).toBe('#112233');
    await dialog.getByText('Unsaved changes').waitFor();
    const preview = page.frameLocator('iframe[title="Widget preview"]');
    await preview.locator('script[data-primary-color="#112233"]').waitFor({ state: 'attached' });
    await preview.locator('siteline-chat').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForTimeout(800);
    await shot('embed-customizer');

    await dialog.getByRole('button', { name: 'Save & Apply' }).click();
    await waitForToast(page, 'Settings saved!');
    expect(await dialog.getByText('Unsaved changes').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add to Website' }).click();
    expect(await dialog.getByLabel('Primary Color', { exact: true }).inputValue()).toBe('#112233');
    const { body } = await apiGet<EmbedConfig>(server.baseUrl, `/api/embed/config/${assistant.id}`, account.token);
    expect(body.primaryColor).toBe('#112233');

    await dialog.getByRole('button', { name: 'Generate Test Page' }).click();
    const testPage = page.getByRole('dialog', { name: 'Test Page Generator' });
    await testPage.getByText('Current configuration').waitFor();
    await testPage.getByText('Bottom Right').waitFor();
    await shot('test-page-dialog');
  });

  it('switches between settings and preview on a phone', async () => {
    ({ context, page } = await newPage(browser, server.baseUrl, { viewport: { width: 390, height: 844 } }));
    await signInPage(page, server.baseUrl, account);
    await page.goto(`/bot/${assistant.id}`);
    await page.getByRole('heading', { name: 'Harbor & Vine' }).waitFor();
    await shot('detail-mobile');
    await page.getByRole('tab', { name: 'API' }).click();
    // Long code samples scroll inside their boxes; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Add to Website' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Website - Harbor & Vine' });
    await dialog.getByLabel('Primary Color', { exact: true }).waitFor();
    expect(await dialog.locator('iframe[title="Widget preview"]').isVisible()).toBe(false);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.locator('iframe[title="Widget preview"]').waitFor();
    expect(await dialog.getByLabel('Primary Color', { exact: true }).isVisible()).toBe(false);
    await shot('embed-customizer-mobile');
  });

  it('the demo page embeds the widget for the assistant in its address', async () => {
    ({ context, page } = await newPage(browser, server.baseUrl));
    await page.goto('/widget-demo.html');
    await page.getByText('This demo needs an assistant.', { exact: false }).waitFor();
    await page.goto(`/widget-demo.html?assistant=${assistant.id}`);
    await page.locator(`script[data-assistant-id="${assistant.id}"]`).waitFor({ state: 'attached' });
    await page.locator('siteline-chat').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForTimeout(500);
    await shot('widget-demo');
  });
});
