import { widgetTextFor, type WidgetConfig } from '@siteline/contract';
import { buildWidgetContract } from './contract-values.ts';

/** Makes the build-time contract values available to code under test. */
export function installContract(): void {
  (globalThis as { SITELINE_CONTRACT?: unknown }).SITELINE_CONTRACT = buildWidgetContract();
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
