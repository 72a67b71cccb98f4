import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Assistant, ProgressEvent } from '@siteline/contract';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resetToasts, useToast } from '../../../hooks/use-toast.ts';
import { sampleAssistant } from '../../../test/sample-assistant.ts';
import { useCreationFlow, type CreationResult } from './use-creation-flow.ts';

const assistant: Assistant = sampleAssistant();
const input = {
  name: 'Harbor & Vine',
  context: '',
  websiteUrl: 'https://example.com',
  language: 'en',
  multiLanguage: false,
  personality: 'professional',
  tone: 'helpful',
} as const;

interface FakeStream {
  send: (event: ProgressEvent) => void;
}

/** Fakes fetch: SSE streams for the progress path (or a failure), a configurable answer for the create call. */
function installFetch(options: { createAnswer?: () => Response; failStream?: boolean } = {}) {
  const streams: FakeStream[] = [];
  const posts: Array<{ at: number; body: Record<string, unknown> }> = [];
  const streamPaths: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/create-progress/')) {
      streamPaths.push(url);
      if (options.failStream) throw new TypeError('Failed to fetch');
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      streams.push({ send: (event) => controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(event)}\n\n`)) });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    posts.push({ at: Date.now(), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    return options.createAnswer?.() ?? new Response(JSON.stringify(assistant), { status: 201 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { streams, posts, streamPaths };
}

function renderFlow() {
  const results: CreationResult[] = [];
  let rejected = 0;
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => ({
      flow: useCreationFlow({ onComplete: (result) => results.push(result), onCreateRejected: () => (rejected += 1) }),
      toasts: useToast().toasts,
    }),
    { wrapper },
  );
  return { hook, results, rejectedCount: () => rejected };
}

const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const toastText = (hook: ReturnType<typeof renderFlow>['hook']) => hook.result.current.toasts.map((t) => `${String(t.title)}: ${String(t.description)}`);

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCreationFlow', () => {
  it('fires the create call 100 ms after the stream connects, with the same session id', async () => {
    const fake = installFetch();
    const { hook } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush();
    expect(hook.result.current.flow.isOpen).toBe(true);
    expect(fake.posts).toHaveLength(0);

    fake.streams[0]!.send({ type: 'connected' });
    await flush(50);
    expect(hook.result.current.flow.state.isConnected).toBe(true);
    expect(fake.posts).toHaveLength(0);
    await flush(60);
    expect(fake.posts).toHaveLength(1);
    expect(fake.streamPaths[0]).toContain(String(fake.posts[0]!.body.sessionId));
    expect(fake.posts[0]!.body).toMatchObject({ name: 'Harbor & Vine', websiteUrl: 'https://example.com' });
  });

  it('follows the steps and completes on done, with the success toast', async () => {
    const fake = installFetch();
    const { hook, results } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush();
    fake.streams[0]!.send({ type: 'connected' });
    await flush(150);
    fake.streams[0]!.send({ type: 'progress', step: 'discovering', progress: 30 });
    fake.streams[0]!.send({ type: 'pages-found', pagesFound: 7 });
    await flush();
    expect(hook.result.current.flow.state).toMatchObject({ step: 'discovering', progress: 30, pagesFound: 7 });

    fake.streams[0]!.send({ type: 'done', progress: 100, assistant });
    await flush();
    expect(hook.result.current.flow.state.progress).toBe(100);
    await flush(1500);
    expect(results).toEqual([{ assistant, isBackground: false }]);
    expect(hook.result.current.flow.isOpen).toBe(false);
    expect(toastText(hook)).toEqual(['Success: AI assistant created successfully.']);
  });

  it('hands off to the background 2 s after a background-transition event', async () => {
    const fake = installFetch();
    const { hook, results } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush();
    fake.streams[0]!.send({ type: 'connected' });
    await flush(150);
    fake.streams[0]!.send({ type: 'background-transition', message: 'Large site: the rest continues in the background.' });
    await flush(1900);
    expect(hook.result.current.flow.state).toMatchObject({ phase: 'background', message: 'Large site: the rest continues in the background.' });
    expect(results).toHaveLength(0);
    await flush(200);
    expect(results).toEqual([{ assistant: null, isBackground: true }]);
    expect(hook.result.current.flow.isOpen).toBe(false);
  });

  it('reports an error event and stays open to show it', async () => {
    const fake = installFetch();
    const { hook, results } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush();
    fake.streams[0]!.send({ type: 'connected' });
    await flush(150);
    fake.streams[0]!.send({ type: 'error', message: 'Could not reach https://example.com' });
    await flush();
    expect(hook.result.current.flow.state).toMatchObject({ phase: 'error', error: 'Could not reach https://example.com' });
    expect(hook.result.current.flow.isOpen).toBe(true);
    expect(toastText(hook)).toEqual(['Error: Could not reach https://example.com']);
    expect(results).toHaveLength(0);
  });

  it("fails with 'Connection lost. Please try again.' when the stream stays down for 3 s", async () => {
    const fake = installFetch({ failStream: true });
    const { hook } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush(2900);
    expect(hook.result.current.flow.state.phase).toBe('connecting');
    expect(fake.streamPaths.length).toBeGreaterThan(1);
    await flush(200);
    expect(hook.result.current.flow.state).toMatchObject({ phase: 'error', error: 'Connection lost. Please try again.' });
    expect(fake.posts).toHaveLength(0);
  });

  it('shows the assistant-limit toast and closes when the plan is full', async () => {
    const fake = installFetch({
      createAnswer: () =>
        new Response(JSON.stringify({ message: 'Assistant limit reached', code: 'ASSISTANT_LIMIT_REACHED', limitReached: true }), { status: 403 }),
    });
    const { hook, rejectedCount } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush();
    fake.streams[0]!.send({ type: 'connected' });
    await flush(150);
    expect(hook.result.current.flow.isOpen).toBe(false);
    expect(toastText(hook)).toEqual(["Assistant Limit Reached: You've reached your plan's assistant limit. Upgrade to Pro to create more assistants!"]);
    expect(hook.result.current.toasts[0]?.action?.label).toBe('Upgrade Plan');
    expect(rejectedCount()).toBe(0);
  });

  it('gives the form back with an Error toast when the server rejects the input', async () => {
    const fake = installFetch({ createAnswer: () => new Response(JSON.stringify({ message: 'Please enter a valid URL' }), { status: 400 }) });
    const { hook, rejectedCount } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush();
    fake.streams[0]!.send({ type: 'connected' });
    await flush(150);
    expect(hook.result.current.flow.isOpen).toBe(false);
    expect(toastText(hook)).toEqual(['Error: Please enter a valid URL']);
    expect(rejectedCount()).toBe(1);
  });

  it('Cancel Process closes the stream; the created assistant stays', async () => {
    const fake = installFetch();
    const { hook, results } = renderFlow();
    act(() => hook.result.current.flow.start(input));
    await flush();
    fake.streams[0]!.send({ type: 'connected' });
    await flush(150);
    act(() => hook.result.current.flow.cancel());
    expect(hook.result.current.flow.isOpen).toBe(false);
    expect(toastText(hook)[0]).toContain('Creation continues in the background');
    await flush(5000);
    expect(results).toHaveLength(0);
  });
});
