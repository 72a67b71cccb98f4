// @vitest-environment jsdom
import { LANGUAGES, WIDGET_TEXT, WIDGET_TEXT_KEYS, type Language, type WidgetTextKey } from '@siteline/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $, useFreshWidgetPage, ask, jsonResponse, mockFetch, reply, sseResponse, startWidget, widgetConfig } from './test-support.ts';

useFreshWidgetPage();

const QUESTION = '¿?';
const REPLY = '42';
const SOURCE_TITLE = '§';

/** Everything the widget writes itself, as one can read or hear it: texts, labels, placeholders and titles, but not the messages. */
function interfaceStrings(root: ShadowRoot, content: readonly string[]): string[] {
  const strings: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim() ?? '';
      if (text && !content.includes(text)) strings.push(text);
      return;
    }
    if (!(node instanceof Element) || node.localName === 'style') return;
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = node.getAttribute(name);
      if (value) strings.push(value);
    }
    node.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return strings;
}

/** A text of the table as a pattern, its {placeholders} matching whatever the widget filled in. */
const textPattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+?'), 'g');

/** What is left of `shown` once every text of `language` is taken out. */
function leftOver(shown: string, language: Language): string {
  const texts = Object.values(WIDGET_TEXT[language]).sort((a, b) => b.length - a.length);
  return texts.reduce((rest, text) => rest.replace(textPattern(text), ''), shown);
}

// Unknown to a widget whose assistant was not found, and a file the browser fails to read.
const UNREACHED: readonly WidgetTextKey[] = ['missing', 'fileRead'];

/** Runs the widget through every state it has words for and returns all it wrote. */
async function everythingShown(language: Language): Promise<string[]> {
  let chats = 0;
  let ratings = 0;
  let release: () => void = () => {};
  mockFetch(async (url) => {
    if (url.endsWith('/config')) {
      return jsonResponse(
        widgetConfig({ maxMessages: 2, allowFileUpload: true, fileUploadEnabled: true, allowedFileTypes: ['txt', 'pdf'], maxFileSize: 2048 }, true, language),
      );
    }
    if (url.endsWith('/rating'))
      return (ratings += 1) === 1 ? jsonResponse({ message: 'Server error' }, 500) : jsonResponse({ message: 'Thanks for your feedback!' });
    if (url.endsWith('/upload')) return jsonResponse({ message: 'Thanks, brochure.pdf was received.' });
    chats += 1;
    if (chats === 1) {
      await new Promise<void>((resolve) => (release = resolve));
      return sseResponse(reply(REPLY, [{ url: 'https://shop.test/p', title: SOURCE_TITLE }]));
    }
    if (chats === 2) return jsonResponse({ message: 'Daily message limit reached.', code: 'RATE_LIMITED' }, 429);
    if (chats === 3) return jsonResponse({ message: 'Internal error' }, 500);
    return sseResponse(reply(REPLY));
  });
  const shown: string[] = [];
  const content = [QUESTION, REPLY, SOURCE_TITLE, '📎 brochure.pdf'];
  const look = (root: ShadowRoot) => shown.push(...interfaceStrings(root, content));

  const { root, widget } = await startWidget();
  look(root);
  widget.open();
  const answered = ask(root, QUESTION);
  await vi.waitFor(() => expect(root.querySelector('.typing')).not.toBeNull());
  look(root);
  release();
  await answered;
  await ask(root, QUESTION);
  await ask(root, QUESTION);
  await widget.upload(new File(['x'], 'setup.exe'));
  await widget.upload(new File(['x'.repeat(4000)], 'big.txt'));
  await widget.upload(new File([], 'empty.txt'));
  await widget.upload(new File(['%PDF'], 'brochure.pdf'));
  await ask(root, QUESTION);
  widget.close();
  look(root);
  $<HTMLButtonElement>(root, '.stars button').click();
  await vi.waitFor(() => expect(root.querySelector('.rate [role="status"]')).not.toBeNull());
  look(root);
  $<HTMLButtonElement>(root, '.stars button').click();
  await vi.waitFor(() => expect($(root, '.rate').textContent).toBe(WIDGET_TEXT[language].thanks));
  look(root);

  document.body.replaceChildren();
  mockFetch(() => jsonResponse(widgetConfig({}, false, language)));
  look((await startWidget()).root);
  return shown;
}

describe("the widget's own words", () => {
  it.each(LANGUAGES)(
    'are all in the assistant language %s: labels, placeholder, branding, typing, sources, errors, limits, files, rating',
    async (language) => {
      const shown = await everythingShown(language);
      for (const key of WIDGET_TEXT_KEYS.filter((k) => !UNREACHED.includes(k))) {
        expect(
          shown.some((text) => textPattern(WIDGET_TEXT[language][key]).test(text)),
          `${language}.${key} shown`,
        ).toBe(true);
      }
      for (const text of shown) expect(leftOver(text, language), `"${text}" is not ${language} interface text`).not.toMatch(/\p{L}/u);
    },
  );
});

describe('a widget whose config cannot load', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it.each([
    ['fr', 'fr'],
    ['de-CH', 'de'],
    ['ja', 'ja'],
  ] as const)('speaks the language of a page in %s: title, welcome, input, launcher, offline notice and branding', async (pageLanguage, language) => {
    document.documentElement.lang = pageLanguage;
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { root, widget } = await startWidget();
    const texts = WIDGET_TEXT[language];
    expect($(root, '.lau').getAttribute('aria-label')).toBe(`${texts.open}: ${texts.title}`);
    widget.open();
    for (const text of [texts.title, texts.welcome, texts.offline, texts.branding]) expect(root.textContent).toContain(text);
    expect(root.textContent).not.toContain(WIDGET_TEXT.en.welcome);
    expect($<HTMLTextAreaElement>(root, 'textarea').placeholder).toBe(texts.placeholder);
    expect($(root, '.sl').getAttribute('lang')).toBe(language);
  });

  it('stays in English on a page in a language the assistants do not speak', async () => {
    document.documentElement.lang = 'nl';
    vi.stubGlobal('navigator', { ...navigator, language: 'nl-NL' });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { root, widget } = await startWidget();
    widget.open();
    expect(root.textContent).toContain(WIDGET_TEXT.en.offline);
  });
});
