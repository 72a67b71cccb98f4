// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadChat, saveChat } from './chat-store.ts';
import { widgetTextFor } from '@siteline/contract';
import { checkFile } from './file-check.ts';
import { findOwnScript, readScriptOptions } from './read-options.ts';
import { readEventStream } from './sse-reader.ts';
import { installContract } from './test-support.ts';
import { Typewriter } from './typewriter.ts';
import { uiText } from './ui-text.ts';

beforeAll(installContract);

function script(attrs: Record<string, string>, src = 'https://app.siteline.example/widget.js'): HTMLScriptElement {
  const el = document.createElement('script');
  el.src = src;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

describe('readScriptOptions', () => {
  it('reads the assistant id and valid overrides, defaulting the API origin to the script origin', () => {
    const options = readScriptOptions(
      script({ 'data-assistant-id': 'abc', 'data-theme': 'DARK', 'data-position': 'top-left', 'data-size': 'large', 'data-primary-color': '#123abc' }),
      'https://shop.example/',
    );
    expect(options).toEqual({
      assistantId: 'abc',
      apiOrigin: 'https://app.siteline.example',
      overrides: { theme: 'dark', position: 'top-left', buttonSize: 'large', primaryColor: '#123abc' },
    });
  });

  it('ignores invalid values and honours data-api-origin', () => {
    const options = readScriptOptions(
      script({
        'data-assistant-id': 'abc',
        'data-api-origin': 'http://localhost:3000/ignored/path',
        'data-theme': 'neon',
        'data-primary-color': 'red;}*{x:y',
        'data-size': 'xl',
      }),
      'https://shop.example/',
    );
    expect(options).toEqual({ assistantId: 'abc', apiOrigin: 'http://localhost:3000', overrides: {} });
  });

  it('takes unsaved settings from data-config, keeping only known keys of the right type and valid values', () => {
    const config = JSON.stringify({
      welcomeMessage: 'Ahoy!',
      autoOpen: true,
      openDelay: 0,
      theme: 'neon',
      bubbleIcon: 'help',
      maxMessages: '9',
      primaryColor: 'url(x)',
      evil: 1,
    });
    const options = readScriptOptions(script({ 'data-assistant-id': 'abc', 'data-config': config, 'data-theme': 'dark' }), 'https://shop.example/');
    expect(options?.overrides).toEqual({ welcomeMessage: 'Ahoy!', autoOpen: true, openDelay: 0, bubbleIcon: 'help', theme: 'dark' });
    expect(readScriptOptions(script({ 'data-assistant-id': 'abc', 'data-config': '{not json' }), 'https://shop.example/')?.overrides).toEqual({});
  });

  it('passes on the customiser preview’s token', () => {
    expect(readScriptOptions(script({ 'data-assistant-id': 'abc', 'data-preview-token': ' 123.sig ' }), 'https://shop.example/')?.previewToken).toBe('123.sig');
    expect(readScriptOptions(script({ 'data-assistant-id': 'abc' }), 'https://shop.example/')).not.toHaveProperty('previewToken');
  });

  it('gives up without an assistant id or with a non-http API origin', () => {
    expect(readScriptOptions(script({}), 'https://shop.example/')).toBeNull();
    expect(
      readScriptOptions(script({ 'data-assistant-id': 'a', 'data-api-origin': 'javascript:alert(1)' }, 'data:text/javascript,1'), 'about:blank'),
    ).toBeNull();
  });

  it('falls back to the first script tag with an assistant id', () => {
    document.body.append(script({ 'data-assistant-id': 'from-tag' }));
    expect(findOwnScript(document)?.dataset['assistantId']).toBe('from-tag');
  });
});

describe('readEventStream', () => {
  it('parses events split across chunks, skipping heartbeats and junk', async () => {
    const chunks = [': ping\n\ndata: {"type":"tok', 'en","content":"Hé"}\r\n\r\ndata: not json\n\n', 'data: {"type":"done"}'];
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const chunk of chunks) c.enqueue(encoder.encode(chunk));
        c.close();
      },
    });
    const events: unknown[] = [];
    await readEventStream(body, (e) => events.push(e));
    expect(events).toEqual([{ type: 'token', content: 'Hé' }, { type: 'done' }]);
  });
});

describe('chat storage', () => {
  it('keeps the session and messages per assistant, capped by maxMessages', () => {
    const chat = loadChat('one');
    chat.messages = Array.from({ length: 10 }, (_, i) => ({ role: i % 2 ? ('assistant' as const) : ('user' as const), content: `m${i}` }));
    chat.sent = 5;
    saveChat('one', chat, 2);
    const again = loadChat('one');
    expect(again.sessionId).toBe(chat.sessionId);
    expect(again.messages.map((m) => m.content)).toEqual(['m6', 'm7', 'm8', 'm9']);
    expect(again.sent).toBe(5);
    expect(loadChat('two').sessionId).not.toBe(chat.sessionId);
  });

  it('starts afresh when the stored value is corrupt', () => {
    localStorage.setItem('siteline:bad', '{"sessionId":"<script>","messages":[]}');
    expect(loadChat('bad').sessionId).toMatch(/^w-[\w-]+$/);
    localStorage.setItem('siteline:bad', 'not json');
    expect(loadChat('bad').messages).toEqual([]);
  });
});

describe('checkFile', () => {
  const config = { allowedFileTypes: ['txt', 'pdf'] as ('txt' | 'pdf')[], maxFileSize: 1_048_576 };
  const english = uiText();
  it('accepts allowed files within the size limit', () => expect(checkFile({ name: 'Notes.TXT', size: 10 }, config, english)).toBeNull());
  it('explains a refused type', () =>
    expect(checkFile({ name: 'setup.exe', size: 10 }, config, english)).toBe('setup.exe: this file type is not accepted. Allowed: txt, pdf.'));
  it('explains a file that is too large', () =>
    expect(checkFile({ name: 'big.pdf', size: 3_500_000 }, config, english)).toBe('big.pdf is too large (3.3 MB). The limit is 1 MB.'));
  it("explains in the assistant's language", () => {
    expect(checkFile({ name: 'big.pdf', size: 3_500_000 }, config, uiText(widgetTextFor('de')), 'de')).toBe(
      'big.pdf ist zu groß (3,3 MB). Das Limit ist 1 MB.',
    );
    expect(checkFile({ name: 'setup.exe', size: 10 }, config, uiText(widgetTextFor('ja')), 'ja')).toBe(
      'setup.exe：このファイル形式は使用できません。使用可能：txt, pdf。',
    );
  });
});

describe('Typewriter', () => {
  it('reveals text progressively at the configured speed and finishes with the full reply', async () => {
    vi.useFakeTimers();
    const frames: string[] = [];
    const typewriter = new Typewriter(10, (text) => frames.push(text));
    typewriter.push('Hello');
    await vi.advanceTimersByTimeAsync(20);
    expect(frames.at(-1)!.length).toBeGreaterThan(0);
    expect(frames.at(-1)!.length).toBeLessThan(5);
    const done = typewriter.finish('Hello world');
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(frames.at(-1)).toBe('Hello world');
    vi.useRealTimers();
  });

  it('shows everything at once with a typing speed of 0', async () => {
    const frames: string[] = [];
    const typewriter = new Typewriter(0, (text) => frames.push(text));
    typewriter.push('abc');
    await typewriter.finish('abc');
    expect(frames).toEqual(['abc']);
  });
});
