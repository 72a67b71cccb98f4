import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasErrorCode } from '../../../lib/api-error.ts';
import { readChatStream, sendChatMessage, toRequestHistory } from './chat.api.ts';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
}

const done = {
  type: 'done',
  response: 'We open at 8.',
  sessionId: 'dashboard-session',
  conversationId: 'c1',
  timestamp: 't',
  sources: [{ url: 'https://a.example/hours', title: 'Hours' }],
};

afterEach(() => vi.unstubAllGlobals());

describe('readChatStream', () => {
  it('passes tokens on as they arrive and resolves with the final reply', async () => {
    const tokens: string[] = [];
    const reply = await readChatStream(
      streamOf(
        'data: {"type":"start","sessionId":"s","conversationId":"c1"}\n\ndata: {"type":"token","content":"We open"}\n\n',
        `data: {"type":"token","content":" at 8."}\n\ndata: ${JSON.stringify(done)}\n\n`,
      ),
      (t) => tokens.push(t),
    );
    expect(tokens).toEqual(['We open', ' at 8.']);
    expect(reply).toEqual({ response: 'We open at 8.', sessionId: 'dashboard-session', conversationId: 'c1', timestamp: 't', sources: done.sources });
  });

  it('rejects with the server message of an error event', async () => {
    await expect(readChatStream(streamOf('data: {"type":"error","message":"Monthly message limit reached"}\n\n'))).rejects.toThrow(
      'Monthly message limit reached',
    );
  });

  it("carries the error event's code, and skips events the contract does not know", async () => {
    const error = await readChatStream(
      streamOf('data: {"type":"token","content":42}\n\ndata: {"type":"error","message":"Limit","code":"MESSAGE_LIMIT_REACHED"}\n\n'),
    ).catch((e: unknown) => e);
    expect(hasErrorCode(error, 'MESSAGE_LIMIT_REACHED')).toBe(true);
  });

  it('rejects when the stream stops before the reply is done', async () => {
    await expect(readChatStream(streamOf('data: {"type":"token","content":"We"}\n\n'))).rejects.toThrow();
  });
});

describe('sendChatMessage', () => {
  it('posts the message with the dashboard session, the history and the stored token', async () => {
    localStorage.setItem('authToken', 'tok');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(done), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const reply = await sendChatMessage({ assistantId: 'a1', message: 'Hours?', history: [{ role: 'user', content: 'Hi' }] });
    expect(reply.response).toBe('We open at 8.');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/chat/a1');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(init.body))).toEqual({
      message: 'Hours?',
      sessionId: 'dashboard-session',
      conversationHistory: [{ role: 'user', content: 'Hi' }],
      stream: true,
    });
  });

  it('throws the server message on a non-OK answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Assistant not found' }), { status: 404 })),
    );
    await expect(sendChatMessage({ assistantId: 'x', message: 'Hi', history: [] })).rejects.toThrow('Assistant not found');
  });

  it('sends at most the last 50 history entries', () => {
    const history = Array.from({ length: 60 }, (_, i) => ({ role: 'user' as const, content: `m${i}` }));
    expect(toRequestHistory(history)).toHaveLength(50);
    expect(toRequestHistory(history)[0]?.content).toBe('m10');
  });
});
