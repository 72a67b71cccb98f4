import type { ChatStreamEvent, WidgetConfig } from '@siteline/contract';
import { readEventStream } from './sse-reader.ts';

/** A failed widget call: `status` 0 means the server could not be reached. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const UNREACHABLE = 'The chat server could not be reached.';

async function toError(response: Response): Promise<WidgetApiError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
  const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status}).`;
  return new WidgetApiError(response.status, typeof body.code === 'string' ? body.code : undefined, message);
}

/** Stream events, plus a plain notice (an upload the assistant cannot read). */
export type WidgetEvent = ChatStreamEvent | { type: 'notice'; message: string };

export interface UploadBody {
  sessionId: string;
  fileName: string;
  contentType: string;
  dataBase64: string;
}

/** The public widget endpoints of one assistant: /api/widget/{id}/... */
export class WidgetApi {
  constructor(
    private readonly origin: string,
    private readonly assistantId: string,
    private readonly previewToken?: string,
  ) {}

  private async call(path: string, body?: unknown, accept = 'application/json'): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.origin}/api/widget/${encodeURIComponent(this.assistantId)}/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          accept,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.previewToken ? { 'x-siteline-preview': this.previewToken } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        mode: 'cors',
      });
    } catch {
      throw new WidgetApiError(0, undefined, UNREACHABLE);
    }
    if (!response.ok) throw await toError(response);
    return response;
  }

  async loadConfig(): Promise<WidgetConfig> {
    return (await (await this.call('config')).json()) as WidgetConfig;
  }

  /** Sends a message and reports the streamed events; resolves after `done`, throws on `error`. */
  chat(message: string, sessionId: string, onEvent: (event: WidgetEvent) => void): Promise<void> {
    return this.stream('chat', { message, sessionId, stream: true }, onEvent);
  }

  /** Uploads a file; text files are answered like a message (streamed), others get a short notice. */
  upload(body: UploadBody, onEvent: (event: WidgetEvent) => void): Promise<void> {
    return this.stream('upload', { ...body, stream: true }, onEvent);
  }

  async rate(sessionId: string, rating: number): Promise<void> {
    await this.call('rating', { sessionId, rating });
  }

  private async stream(path: string, body: unknown, onEvent: (event: WidgetEvent) => void): Promise<void> {
    const response = await this.call(path, body, 'text/event-stream');
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
      const json = (await response.json()) as { response?: string; message?: string };
      if (typeof json.response === 'string') onEvent({ type: 'done', ...json } as ChatStreamEvent);
      else onEvent({ type: 'notice', message: json.message ?? '' });
      return;
    }
    let failure: WidgetApiError | undefined;
    let isDone = false;
    try {
      await readEventStream(response.body, (data) => {
        const event = data as ChatStreamEvent;
        if (event.type === 'error') failure = new WidgetApiError(200, event.code, event.message);
        else {
          if (event.type === 'done') isDone = true;
          onEvent(event);
        }
      });
    } catch {
      throw new WidgetApiError(0, undefined, 'The connection was interrupted. Please try again.');
    }
    if (failure) throw failure;
    if (!isDone) throw new WidgetApiError(0, undefined, 'The connection was interrupted. Please try again.');
  }
}
