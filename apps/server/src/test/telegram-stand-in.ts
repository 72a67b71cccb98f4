import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentTelegramMessage {
  chatId: number;
  text: string;
}

export interface TelegramStandIn {
  /** What a bot sets as its Bot API origin (Telegram's is https://api.telegram.org). */
  apiUrl: string;
  token: string;
  /** Queues a user's text message for the bot's next getUpdates. */
  sendUpdate(chatId: number, text: string): void;
  sent: SentTelegramMessage[];
  chatActions: { chatId: number; action: string }[];
  /** Bot API methods called, in order. */
  calls: string[];
  close(): Promise<void>;
}

/**
 * The part of Telegram's Bot API a polling bot uses — getMe, getUpdates (long polling with offset),
 * sendChatAction, sendMessage — with its envelope `{ ok, result }` / `{ ok: false, error_code, description }`.
 */
export async function startTelegramStandIn(): Promise<TelegramStandIn> {
  const token = '123456:stand-in-token';
  const bot = { id: 123456, is_bot: true, first_name: 'Siteline', username: 'siteline_test_bot' };
  const updates: { update_id: number; message: Record<string, unknown> }[] = [];
  const waiting = new Set<() => void>();
  const sent: SentTelegramMessage[] = [];
  const chatActions: TelegramStandIn['chatActions'] = [];
  const calls: string[] = [];
  let nextUpdateId = 1;
  let nextMessageId = 1;

  const reply = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const pending = (offset: number) => updates.filter((u) => u.update_id >= offset);

  async function getUpdates(params: { offset?: number; timeout?: number }) {
    const offset = params.offset ?? 0;
    // Confirmed updates are forgotten, as Telegram does.
    updates.splice(0, updates.length, ...pending(offset));
    if (updates.length === 0) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(params.timeout ?? 0, 30) * 1000);
        waiting.add(wake);
      });
    }
    return pending(offset);
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (!match) return reply(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[1] !== token) return reply(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const method = match[2]!;
      calls.push(method);
      const params = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const ok = (result: unknown) => reply(response, 200, { ok: true, result });
      switch (method) {
        case 'getMe':
          return ok(bot);
        case 'getUpdates':
          return void getUpdates(params).then(ok);
        case 'sendChatAction':
          chatActions.push({ chatId: Number(params.chat_id), action: String(params.action) });
          return ok(true);
        case 'sendMessage': {
          const text = String(params.text ?? '');
          if (text.length === 0 || text.length > 4096)
            return reply(response, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty or too long' });
          sent.push({ chatId: Number(params.chat_id), text });
          return ok({ message_id: nextMessageId++, date: Math.floor(Date.now() / 1000), chat: { id: params.chat_id, type: 'private' }, from: bot, text });
        }
        default:
          return reply(response, 404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    token,
    sent,
    chatActions,
    calls,
    sendUpdate(chatId, text) {
      const message = {
        message_id: nextMessageId++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: chatId, type: 'private', first_name: 'Visitor' },
        from: { id: chatId, is_bot: false, first_name: 'Visitor' },
        text,
      };
      updates.push({ update_id: nextUpdateId++, message });
      for (const wake of [...waiting]) wake();
    },
    close() {
      for (const wake of [...waiting]) wake();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
