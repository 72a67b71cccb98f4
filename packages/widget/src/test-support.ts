import { widgetTextFor, type WidgetConfig } from '@siteline/contract';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { buildWidgetContract } from './contract-values.ts';
import { SitelineWidget } from './widget.ts';

/** Makes the build-time contract values available to code under test. */
export function installContract(): void {
  (globalThis as { SITELINE_CONTRACT?: unknown }).SITELINE_CONTRACT = buildWidgetContract();
}

/** Each test of the file starts on an empty page with empty storage, fetch calls forgotten and no stubbed globals. */
export function useFreshWidgetPage(): void {
  beforeAll(installContract);
  beforeEach(() => {
    fetchCalls.length = 0;
    localStorage.clear();
    sessionStorage.clear();
    document.body.replaceChildren();
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A server-sent event response as the widget endpoints send it. */
export function sseResponse(events: unknown[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The config endpoint's answer for an assistant in `language` (its texts as the server sends them). */
export function widgetConfig(changes: Partial<WidgetConfig['config']> = {}, isActive = true, language = 'en'): WidgetConfig {
  return {
    assistantId: 'a1',
    name: 'Kite Shop',
    isActive,
    language,
    config: { ...buildWidgetContract().defaults, typingSpeed: 0, ...changes },
    text: widgetTextFor(language),
  };
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** The requests the widget sent since the test began (empty it in beforeEach). */
export const fetchCalls: { url: string; body?: unknown }[] = [];

/** Answers the widget's requests with `handler`, recording each in fetchCalls. */
export function mockFetch(handler: Handler): void {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    fetchCalls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return handler(url, init);
  });
}

/** A widget for assistant a1 on the page, started (its config loaded). */
export async function startWidget(overrides = {}): Promise<{ widget: SitelineWidget; root: ShadowRoot }> {
  const widget = new SitelineWidget({ assistantId: 'a1', apiOrigin: 'https://api.example', overrides });
  document.body.append(widget.host);
  await widget.start();
  return { widget, root: widget.host.shadowRoot! };
}

export const $ = <T extends Element = HTMLElement>(root: ShadowRoot, selector: string) => root.querySelector(selector) as T;
export const logText = (root: ShadowRoot) => $(root, '[role="log"]').textContent ?? '';

/** Types `text` and sends it, then waits for the reply (or its failure). */
export async function ask(root: ShadowRoot, text: string): Promise<void> {
  $<HTMLTextAreaElement>(root, 'textarea').value = text;
  $(root, 'form').dispatchEvent(new Event('submit', { cancelable: true }));
  await vi.waitFor(() => expect(root.querySelector('[aria-busy]')).toBeNull());
}

/** A streamed reply as the chat endpoint sends it. */
export const reply = (text: string, sources: unknown[] = []) => [
  { type: 'start', sessionId: 's', conversationId: 'c' },
  { type: 'token', content: text.slice(0, 5) },
  { type: 'token', content: text.slice(5) },
  { type: 'done', response: text, sessionId: 's', conversationId: 'c', timestamp: '2026-01-01T00:00:00Z', sources },
];
