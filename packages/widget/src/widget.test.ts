// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { $, useFreshWidgetPage, ask, fetchCalls, jsonResponse, logText, mockFetch, reply, sseResponse, startWidget, widgetConfig } from './test-support.ts';
import { readableOn } from './styles.ts';

useFreshWidgetPage();

describe('SitelineWidget', () => {
  it('opens and closes by keyboard with the right ARIA state and focus', async () => {
    mockFetch(() => jsonResponse(widgetConfig({ windowTitle: 'Ask us' })));
    const { root } = await startWidget();
    const launcher = $<HTMLButtonElement>(root, 'button.lau');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.getAttribute('aria-label')).toBe('Open chat: Ask us');
    launcher.click();
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect($(root, '[role="dialog"]').hidden).toBe(false);
    expect(root.activeElement).toBe($(root, 'textarea'));
    expect($(root, '[role="log"]').getAttribute('aria-live')).toBe('polite');
    expect(root.querySelector('label')!.htmlFor).toBe($(root, 'textarea').id);
    $(root, 'textarea').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect($(root, '[role="dialog"]').hidden).toBe(true);
    expect(root.activeElement).toBe(launcher);
  });

  it('streams a reply as safe Markdown and keeps the conversation across page loads', async () => {
    mockFetch((url) =>
      url.endsWith('/config')
        ? jsonResponse(widgetConfig())
        : sseResponse(
            reply('We roast **daily**. <img src=x onerror=alert(1)> [x](javascript:alert(1))', [{ url: 'https://shop.example/roast', title: 'Roasting' }]),
          ),
    );
    const first = await startWidget();
    first.widget.open();
    await ask(first.root, 'When do you roast?');
    const bubble = [...first.root.querySelectorAll('.m.a')].at(-1)!;
    expect(bubble.querySelector('strong')!.textContent).toBe('daily');
    expect(bubble.querySelector('img')).toBeNull();
    expect(bubble.querySelector('a[href^="javascript"]')).toBeNull();
    expect(bubble.querySelector('.src a')!.getAttribute('href')).toBe('https://shop.example/roast');
    const chatCall = fetchCalls.find((c) => c.url === 'https://api.example/api/widget/a1/chat')!;
    expect(chatCall.body).toMatchObject({ message: 'When do you roast?', stream: true });

    document.body.replaceChildren();
    const second = await startWidget();
    expect(logText(second.root)).toContain('When do you roast?');
    expect(logText(second.root)).toContain('We roast daily.');
    second.widget.open();
    await ask(second.root, 'And on weekends?');
    expect(fetchCalls.filter((c) => c.url.endsWith('/chat')).map((c) => (c.body as { sessionId: string }).sessionId)).toEqual([
      (chatCall.body as { sessionId: string }).sessionId,
      (chatCall.body as { sessionId: string }).sessionId,
    ]);
  });

  it('lists under the reply only the sources the reply does not already link to', async () => {
    const sources = [
      { url: 'https://shop.example/roast', title: 'Roasting' },
      { url: 'https://shop.example/hours', title: 'Opening hours' },
    ];
    mockFetch((url) =>
      url.endsWith('/config') ? jsonResponse(widgetConfig()) : sseResponse(reply('We roast daily.\n\nSource: [Roasting](https://shop.example/roast)', sources)),
    );
    const { root, widget } = await startWidget();
    widget.open();
    await ask(root, 'When do you roast?');
    const bubble = [...root.querySelectorAll('.m.a')].at(-1)!;
    expect([...bubble.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://shop.example/roast', 'https://shop.example/hours']);
    expect(bubble.querySelector('.src a')!.textContent).toBe('Opening hours');
  });

  it.each([
    ['the server is unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the origin is refused', () => jsonResponse({ message: 'This website is not allowed to use this assistant.', code: 'ORIGIN_NOT_ALLOWED' }, 403)],
    ['the assistant is inactive', () => jsonResponse(widgetConfig({ offlineMessage: 'Back at nine!' }, false))],
  ])('shows the offline message and disables input when %s', async (_, handler) => {
    mockFetch(handler);
    const { root } = await startWidget();
    expect(logText(root)).toMatch(/We're currently offline|Back at nine!/);
    expect($<HTMLTextAreaElement>(root, 'textarea').disabled).toBe(true);
    expect($(root, 'button.lau')).not.toBeNull();
  });

  it('explains an unknown assistant id', async () => {
    mockFetch(() => jsonResponse({ message: 'Assistant not found', code: 'NOT_FOUND' }, 404));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root } = await startWidget();
    expect(logText(root)).toContain('The assistant could not be found.');
  });

  it("explains a per-IP limit the server reports, in the assistant's language", async () => {
    mockFetch((url) =>
      url.endsWith('/config')
        ? jsonResponse(widgetConfig())
        : jsonResponse({ message: 'Daily message limit reached (50 messages per day). Please come back tomorrow.', code: 'RATE_LIMITED' }, 429),
    );
    const { root, widget } = await startWidget();
    widget.open();
    await ask(root, 'hi');
    expect(logText(root)).toContain('Too many messages for now. Please try again later.');
    expect($<HTMLTextAreaElement>(root, 'textarea').value).toBe('hi');
  });

  it('stops at maxMessages with a clear message', async () => {
    mockFetch((url) => (url.endsWith('/config') ? jsonResponse(widgetConfig({ maxMessages: 1 })) : sseResponse(reply('Sure thing, happy to help.'))));
    const { root, widget } = await startWidget();
    widget.open();
    await ask(root, 'one');
    expect(logText(root)).toContain("You've reached the limit of 1 messages for this chat.");
    expect($<HTMLTextAreaElement>(root, 'textarea').disabled).toBe(true);
  });

  it('asks for a rating on close and sends it', async () => {
    mockFetch((url) => {
      if (url.endsWith('/config')) return jsonResponse(widgetConfig());
      if (url.endsWith('/rating')) return jsonResponse({ message: 'Thanks for your feedback!' });
      return sseResponse(reply('Happy to help with that.'));
    });
    const { root, widget } = await startWidget();
    widget.open();
    await ask(root, 'hello');
    widget.close();
    expect($(root, '[role="dialog"]').hidden).toBe(false);
    const stars = root.querySelectorAll<HTMLButtonElement>('.stars button');
    expect(stars).toHaveLength(5);
    stars[3]!.click();
    await vi.waitFor(() => expect($(root, '.rate').textContent).toContain('Thanks for your feedback!'));
    expect(fetchCalls.find((c) => c.url.endsWith('/rating'))!.body).toMatchObject({ rating: 4 });
    widget.close();
    expect($(root, '[role="dialog"]').hidden).toBe(true);
  });

  it('applies data-* overrides over the saved config, custom CSS and branding settings', async () => {
    mockFetch(() =>
      jsonResponse(widgetConfig({ theme: 'light', position: 'bottom-right', customCSS: '.m{color:red}', showBranding: false, bubbleIcon: 'help' })),
    );
    const { root } = await startWidget({ theme: 'dark', position: 'top-left', primaryColor: '#ff0000' });
    const css = [...root.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('--p:#ff0000');
    expect(css).toContain('--bg:#1f2430');
    expect(css).toMatch(/:host\{[^}]*top:20px!important;left:20px!important/);
    expect(css).toContain('.m{color:red}');
    expect(root.querySelector('.br')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('refuses a disallowed or oversized file before uploading', async () => {
    mockFetch(() => jsonResponse(widgetConfig({ allowFileUpload: true, fileUploadEnabled: true, allowedFileTypes: ['txt'], maxFileSize: 10 })));
    const { root, widget } = await startWidget();
    expect($(root, 'button[aria-label="Attach a file"]').hidden).toBe(false);
    await widget.upload(new File(['x'], 'virus.exe'));
    await widget.upload(new File(['01234567890123'], 'notes.txt'));
    expect(logText(root)).toContain('virus.exe: this file type is not accepted. Allowed: txt.');
    expect(logText(root)).toContain('notes.txt is too large (14 bytes). The limit is 10 bytes.');
    expect(fetchCalls.filter((c) => c.url.endsWith('/upload'))).toHaveLength(0);
  });

  it('uploads an accepted file and shows the streamed answer, or the server notice for files it cannot read', async () => {
    mockFetch((url, init) => {
      if (url.endsWith('/config')) return jsonResponse(widgetConfig({ allowFileUpload: true, fileUploadEnabled: true, allowedFileTypes: ['txt', 'pdf'] }));
      const body = JSON.parse(String(init!.body)) as { fileName: string };
      return body.fileName.endsWith('.txt') ? sseResponse(reply('Your order ships Monday.')) : jsonResponse({ message: 'Thanks, brochure.pdf was received.' });
    });
    const { root, widget } = await startWidget();
    widget.open();
    await widget.upload(new File(['Order 12: two kites'], 'order.txt', { type: 'text/plain' }));
    const sent = fetchCalls.find((c) => c.url.endsWith('/upload'))!.body as { fileName: string; contentType: string; dataBase64: string; stream: boolean };
    expect(sent).toMatchObject({ fileName: 'order.txt', contentType: 'text/plain', stream: true });
    expect(Buffer.from(sent.dataBase64, 'base64').toString()).toBe('Order 12: two kites');
    expect(logText(root)).toContain('📎 order.txt');
    expect(logText(root)).toContain('Your order ships Monday.');
    await widget.upload(new File(['%PDF'], 'brochure.pdf'));
    expect(logText(root)).toContain('Thanks, brochure.pdf was received.');
  });

  it('opens by itself after openDelay when autoOpen is on, but not again once the visitor closed it', async () => {
    mockFetch(() => jsonResponse(widgetConfig({ autoOpen: true, openDelay: 1500 })));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { root, widget } = await startWidget();
      await vi.advanceTimersByTimeAsync(1000);
      expect($(root, '[role="dialog"]').hidden).toBe(true);
      await vi.advanceTimersByTimeAsync(600);
      expect($(root, '[role="dialog"]').hidden).toBe(false);
      widget.close();
      document.body.replaceChildren();
      const again = await startWidget();
      await vi.advanceTimersByTimeAsync(2000);
      expect($(again.root, '[role="dialog"]').hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the window with the assistant language, right to left for Arabic', async () => {
    mockFetch(() => jsonResponse({ ...widgetConfig(), language: 'ar' }));
    const { root } = await startWidget();
    expect($(root, '.sl').getAttribute('lang')).toBe('ar');
    expect($(root, '.sl').getAttribute('dir')).toBe('rtl');
  });

  it("speaks the assistant's language: labels, aria labels, default texts, rating, errors and limits", async () => {
    mockFetch((url) => {
      if (url.endsWith('/config')) return jsonResponse(widgetConfig({ maxMessages: 2 }, true, 'fr'));
      if (url.endsWith('/rating')) return jsonResponse({ message: 'Thanks for your feedback!' });
      return fetchCalls.filter((c) => c.url.endsWith('/chat')).length === 1
        ? sseResponse(reply('Nous livrons en 3 jours.', [{ url: 'https://shop.test/livraison', title: 'Livraison' }]))
        : jsonResponse({ message: 'Daily message limit reached (20 messages per day).', code: 'RATE_LIMITED' }, 429);
    });
    const { root, widget } = await startWidget();
    expect($(root, 'button.lau').getAttribute('aria-label')).toBe('Ouvrir le chat: Discutez avec nous');
    expect($(root, 'h2').textContent).toBe('Discutez avec nous');
    expect($(root, 'textarea').getAttribute('placeholder')).toBe('Écrivez votre message...');
    expect($(root, 'button.snd').getAttribute('aria-label')).toBe('Envoyer le message');
    expect($(root, '[role="log"]').getAttribute('aria-label')).toBe('Messages');
    expect(logText(root)).toContain("Bonjour ! Comment puis-je vous aider aujourd'hui ?");
    widget.open();
    expect($(root, 'button.lau').getAttribute('aria-label')).toBe('Fermer le chat');
    await ask(root, 'Livrez-vous en Belgique ?');
    expect($(root, '.src').textContent).toContain('Sources :');
    await ask(root, 'Et en Suisse ?');
    expect(logText(root)).toContain('Trop de messages pour le moment. Réessayez plus tard.');
    expect(logText(root)).not.toContain('Daily message limit');
    widget.close();
    expect($(root, '.rate').textContent).toContain("Comment s'est passée cette conversation ?");
    expect($(root, '.stars button').getAttribute('aria-label')).toBe('1 sur 5 étoiles');
    $<HTMLButtonElement>(root, '.stars button:nth-child(4)').click();
    await vi.waitFor(() => expect($(root, '.rate').textContent).toBe('Merci pour votre avis !'));
  });

  it("keeps the owner's own window texts, and shows Japanese, Arabic and Hindi interfaces", async () => {
    mockFetch(() => jsonResponse(widgetConfig({ windowTitle: 'Kite Shop', placeholder: 'Ask about kites' }, false, 'ja')));
    let { root } = await startWidget();
    expect($(root, 'h2').textContent).toBe('Kite Shop');
    expect($(root, 'textarea').getAttribute('placeholder')).toBe('Ask about kites');
    expect(logText(root)).toContain('現在オフラインです。');
    for (const [language, send] of [
      ['ar', 'إرسال الرسالة'],
      ['hi', 'संदेश भेजें'],
    ]) {
      document.body.replaceChildren();
      mockFetch(() => jsonResponse(widgetConfig({}, true, language)));
      ({ root } = await startWidget());
      expect($(root, 'button.snd').getAttribute('aria-label')).toBe(send);
    }
  });

  it('picks readable text on the primary colour', () => {
    expect(readableOn('#CE93EC')).toBe('#1d2230');
    expect(readableOn('#ffeb3b')).toBe('#1d2230');
    expect(readableOn('#1e3a8a')).toBe('#fff');
    expect(readableOn('#000')).toBe('#fff');
  });
});
