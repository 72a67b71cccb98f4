import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Debian Chromium driven by playwright-core. Close it in afterAll. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
}

export interface NewPageOptions {
  viewport?: { width: number; height: number };
}

/** A fresh context (empty storage) with `baseURL` set, and its first page. */
export async function newPage(browser: Browser, baseUrl: string, options: NewPageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}
