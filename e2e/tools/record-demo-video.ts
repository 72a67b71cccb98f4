/**
 * Records the landing page's demo video from the real product: sign up, create an assistant from
 * the bundled demo site, ask it a question, add it to a website. Remake it when the screens change:
 *
 *   npm run build && npm run demo:video
 *
 * Needs Debian's chromium and ffmpeg (`apt-get install -y ffmpeg`): Playwright's video recorder
 * looks for its own ffmpeg build, so this points it at the system one, then re-encodes the raw
 * recording to a small VP9 webm and takes a poster frame. Writes apps/web/public/demo/.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../support/paths.ts';

const OUT_DIR = path.join(REPO_ROOT, 'apps/web/public/demo');
const SIZE = { width: 1280, height: 720 };
const MAX_BYTES = 2 * 1024 * 1024;

/** Lets playwright-core's recorder find /usr/bin/ffmpeg where it expects its own build. */
function provideFfmpeg(): string {
  const ffmpeg = execFileSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).trim();
  if (!ffmpeg) throw new Error('ffmpeg not found: apt-get install -y ffmpeg');
  const browsers = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/playwright-core/browsers.json'), 'utf8')) as {
    browsers: Array<{ name: string; revision: string }>;
  };
  const revision = browsers.browsers.find((entry) => entry.name === 'ffmpeg')!.revision;
  const registry = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-pw-'));
  fs.mkdirSync(path.join(registry, `ffmpeg-${revision}`));
  fs.symlinkSync(ffmpeg, path.join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = registry;
  return ffmpeg;
}

const ffmpeg = provideFfmpeg();
// Loaded only now: playwright-core reads PLAYWRIGHT_BROWSERS_PATH when it is first imported.
const { chromium } = await import('playwright-core');
const { CHROMIUM_PATH, startServer } = await import('../support/index.ts');
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siteline-video-'));
try {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: SIZE, recordVideo: { dir: rawDir, size: SIZE } });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const pause = (ms: number) => page.waitForTimeout(ms);

  // 1. Landing page, then sign up.
  await page.goto('/');
  await pause(1500);
  await page.getByRole('link', { name: 'Get Started', exact: true }).first().click();
  await page.waitForURL('**/register');
  const type = (label: string, text: string, exact = false) => page.getByLabel(label, { exact }).pressSequentially(text, { delay: 35 });
  await type('First Name', 'Maya');
  await type('Last Name', 'Okafor');
  await type('Email', `maya.${Date.now()}@harborandvine.example`);
  await type('Password', 'espresso-shots-42', true);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/dashboard');
  await pause(1200);

  // 2. Create an assistant from the bundled demo business site.
  await page.getByRole('button', { name: 'Create Your First Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New AI Assistant' });
  await dialog.getByLabel('Business Name').pressSequentially('Harbor & Vine Coffee', { delay: 35 });
  await dialog.getByLabel('Business Website URL').pressSequentially(`${server.baseUrl}/demo-site/`, { delay: 20 });
  await pause(500);
  await dialog.getByRole('button', { name: 'Create Assistant' }).click();
  await page.getByText('AI assistant created successfully.', { exact: false }).waitFor({ timeout: 120_000 });
  await pause(1500);

  // 3. Ask it a question in the test chat.
  const card = page.getByTestId('assistant-card').filter({ hasText: 'Harbor & Vine Coffee' });
  await card.getByRole('link', { name: 'Configure Harbor & Vine Coffee' }).click();
  await page.waitForURL('**/bot/**');
  const input = page.getByPlaceholder('Type your message...');
  await input.pressSequentially('What are your opening hours?', { delay: 45 });
  await input.press('Enter');
  await page.getByRole('list', { name: 'Test chat messages' }).locator('li[data-role="assistant"] a[href*="/demo-site/"]').first().waitFor();
  await pause(3000);

  // 4. Add it to the website: the one-line snippet and the live preview.
  await page.getByRole('tab', { name: 'API' }).click();
  await pause(1000);
  await page.getByRole('button', { name: 'Add to Website' }).click();
  await page.getByRole('dialog', { name: 'Add to Website - Harbor & Vine Coffee' }).waitFor();
  await pause(3500);
  await context.close();

  const raw = fs.readdirSync(rawDir).find((file) => file.endsWith('.webm'));
  if (!raw) throw new Error('no recording was written');
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const video = path.join(OUT_DIR, 'siteline-demo.webm');
  const poster = path.join(OUT_DIR, 'siteline-demo-poster.jpg');
  const encode = [
    '-y',
    '-loglevel',
    'error',
    '-i',
    path.join(rawDir, raw),
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '4',
    '-vf',
    'scale=1280:-2',
  ];
  execFileSync(ffmpeg, [...encode, video]);
  execFileSync(ffmpeg, ['-y', '-loglevel', 'error', '-ss', '1', '-i', video, '-frames:v', '1', '-q:v', '4', poster]);
  const bytes = fs.statSync(video).size;
  console.log(`wrote ${path.relative(REPO_ROOT, video)} (${(bytes / 1024).toFixed(0)} KB) and ${path.relative(REPO_ROOT, poster)}`);
  if (bytes > MAX_BYTES) throw new Error(`the video is ${bytes} bytes, over the 2 MB budget: raise -crf`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(rawDir, { recursive: true, force: true });
}
