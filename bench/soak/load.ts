// The soak's clients: autocannon instances in this process (the server runs in its own), one per kind
// of traffic, counted per minute.
import autocannon, { type Request } from 'autocannon';

export { markerOf };

export type LoadKind = 'widget chat' | 'api chat' | 'dashboard';

const CONNECTIONS: Record<LoadKind, number> = { 'widget chat': 40, 'api chat': 30, dashboard: 30 };
/** Requests each connection cycles through; visitors and sessions vary across them. */
const REQUESTS_PER_CONNECTION = 40;

const TOPICS = ['delivery', 'returns', 'warranty', 'opening hours', 'payment', 'shipping tracking', 'repair', 'battery charger', 'garden tools', 'kitchen storage', 'a discount voucher', 'the newsletter', 'privacy', 'booking an appointment', 'leather care'];
const FORMS = ['What do you offer for {t}?', 'How does {t} work?', 'Tell me about {t}', 'Do you have anything on {t}?', 'What is your policy on {t}?'];
const question = (i: number) => FORMS[i % FORMS.length]!.replace('{t}', TOPICS[Math.floor(i / FORMS.length) % TOPICS.length]!);

interface Window {
  requests: number;
  errors: number;
  times: number[];
  byKind: Record<string, { requests: number; errors: number; times: number[] }>;
  samples: string[];
}

export interface LoadOptions {
  base: string;
  assistantId: string;
  apiKey: string;
  token: string;
  /** Requests per second per connection. */
  rate: number;
}

/** Each chat message carries a unique marker, so the end check can find every answered one in the database. */
let nextMarker = 0;
const markerOf = (text: string) => /\[soak-\d+\]/.exec(text)?.[0];

function requestsFor(kind: LoadKind, connection: number, options: LoadOptions, answered: Set<string>): Request[] {
  const chat = (request: Request): Request => ({
    ...request,
    setupRequest: (req, context: { marker?: string }) => {
      const marker = `[soak-${nextMarker++}]`;
      context.marker = marker;
      const body = JSON.parse(String(req.body)) as { message: string };
      return { ...req, body: JSON.stringify({ ...body, message: `${body.message.replace(/ \[soak-\d+\]$/, '')} ${marker}` }) };
    },
    onResponse: (status, _body, context: { marker?: string }) => {
      if (status === 200 && context.marker) answered.add(context.marker);
    },
  });
  return plainRequestsFor(kind, connection, options).map((request) => (kind === 'dashboard' ? request : chat(request)));
}

function plainRequestsFor(kind: LoadKind, connection: number, { assistantId, apiKey, token }: LoadOptions): Request[] {
  return Array.from({ length: REQUESTS_PER_CONNECTION }, (_, i) => {
    const n = connection * REQUESTS_PER_CONNECTION + i;
    if (kind === 'widget chat') {
      // Each request another visitor address (through the trusted proxy) and a handful of turns per visitor.
      return {
        method: 'POST',
        path: `/api/widget/${assistantId}/chat`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` },
        body: JSON.stringify({ message: question(n), sessionId: `soak-visitor-${Math.floor(n / 4)}` }),
      };
    }
    if (kind === 'api chat') {
      return {
        method: 'POST',
        path: `/api/chat/${assistantId}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ message: question(n + 7), sessionId: `soak-api-${Math.floor(n / 4)}` }),
      };
    }
    const reads = ['/api/assistants', `/api/assistants/${assistantId}`, '/api/usage', '/api/subscription/limits', `/api/conversations?assistant=${assistantId}&date=today`, `/api/embed/config/${assistantId}`];
    return { method: 'GET', path: reads[n % reads.length]!, headers: { authorization: `Bearer ${token}` } };
  });
}

/** Starts every kind of traffic; `takeWindow` returns what happened since the last call, `stop` ends it. */
export function startLoad(options: LoadOptions) {
  const empty = (): Window => ({ requests: 0, errors: 0, times: [], byKind: {}, samples: [] });
  let window = empty();
  const totals = { requests: 0, errors: 0 };
  const answered = new Set<string>();
  const count = (kind: LoadKind, isError: boolean, detail: string, ms?: number) => {
    const entry = (window.byKind[kind] ??= { requests: 0, errors: 0, times: [] });
    entry.requests += 1;
    window.requests += 1;
    totals.requests += 1;
    if (ms !== undefined) {
      window.times.push(ms);
      entry.times.push(ms);
    }
    if (isError) {
      entry.errors += 1;
      window.errors += 1;
      totals.errors += 1;
      if (window.samples.length < 5) window.samples.push(`${kind}: ${detail}`);
    }
  };

  const stops: (() => void)[] = [];
  const instances = (Object.keys(CONNECTIONS) as LoadKind[]).map((kind) => {
    let nextConnection = 0;
    return new Promise<void>((resolve) => {
      const instance = autocannon(
        {
          url: options.base,
          connections: CONNECTIONS[kind],
          duration: 24 * 60 * 60,
          timeout: 30,
          connectionRate: options.rate,
          requests: [plainRequestsFor(kind, 0, options)[0]!],
          setupClient: (client) => client.setRequests(requestsFor(kind, nextConnection++, options, answered)),
        },
        () => resolve(),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => count(kind, statusCode >= 400, `HTTP ${statusCode}`, responseTime));
      instance.on('reqError', (error) => count(kind, true, error.message));
      stops.push(() => instance.stop());
    });
  });

  return {
    connections: Object.values(CONNECTIONS).reduce((a, b) => a + b, 0),
    takeWindow(): Window {
      const taken = window;
      window = empty();
      return taken;
    },
    async stop() {
      for (const stop of stops) stop();
      await Promise.all(instances);
      return { ...totals, answered, connections: this.connections };
    },
  };
}
