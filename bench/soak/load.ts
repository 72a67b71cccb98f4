// The soak's clients: autocannon instances in this process (the server runs in its own), one per kind
// of traffic, counted per minute.
import autocannon, { type Request } from 'autocannon';

export { markerOf };

export type LoadKind = 'widget chat' | 'api chat' | 'dashboard';

export const CONNECTIONS: Record<LoadKind, number> = { 'widget chat': 40, 'api chat': 30, dashboard: 30 };
/** Messages of one visitor (or API session) before the next one takes its place, as real visitors come and go. */
const TURNS_PER_VISIT = 4;

const TOPICS = [
  'delivery',
  'returns',
  'warranty',
  'opening hours',
  'payment',
  'shipping tracking',
  'repair',
  'battery charger',
  'garden tools',
  'kitchen storage',
  'a discount voucher',
  'the newsletter',
  'privacy',
  'booking an appointment',
  'leather care',
];
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
  /** Widget visitors are spread over these assistants, as a server's traffic is spread over its sites. */
  widgetAssistantIds: string[];
  /** The assistant API chat goes to, with its key. */
  api: { assistantId: string; apiKey: string };
  /** The owner's session and the assistant the dashboard reads look at. */
  token: string;
  dashboardAssistantId: string;
  /** Requests per second per connection. */
  rate: number;
}

/** Each chat message carries a unique marker, so the end check can find every answered one in the database. */
let nextMarker = 0;
const markerOf = (text: string) => /\[soak-\d+\]/.exec(text)?.[0];
/** Visitors and API sessions are numbered across all connections, so no two connections share one. */
let nextVisit = 0;

/** A visitor's address in 198.18.0.0/15 (the benchmarking range): one per visitor, through the trusted proxy. */
const visitorAddress = (visit: number) => `198.${18 + (Math.floor(visit / 65_536) % 2)}.${Math.floor(visit / 256) % 256}.${visit % 256}`;

/**
 * One connection's requests: chat connections send a visit of TURNS_PER_VISIT messages (one session,
 * one address), then start the next visit as another visitor; dashboard connections cycle through the reads.
 */
function requestsFor(kind: LoadKind, options: LoadOptions, answered: Set<string>): Request[] {
  if (kind === 'dashboard') return dashboardReads(options);
  let visit = 0;
  return Array.from({ length: TURNS_PER_VISIT }, (_, turn): Request => ({
    method: 'POST',
    path: '/',
    setupRequest: (req, context: { marker?: string }) => {
      if (turn === 0) visit = nextVisit++;
      const marker = `[soak-${nextMarker++}]`;
      context.marker = marker;
      const message = `${question(visit * TURNS_PER_VISIT + turn)} ${marker}`;
      if (kind === 'widget chat') {
        const assistantId = options.widgetAssistantIds[visit % options.widgetAssistantIds.length]!;
        return {
          ...req,
          path: `/api/widget/${assistantId}/chat`,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress(visit) },
          body: JSON.stringify({ message, sessionId: `soak-visitor-${visit}` }),
        };
      }
      return {
        ...req,
        path: `/api/chat/${options.api.assistantId}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.api.apiKey}` },
        body: JSON.stringify({ message, sessionId: `soak-api-${visit}` }),
      };
    },
    onResponse: (status, _body, context: { marker?: string }) => {
      if (status === 200 && context.marker) answered.add(context.marker);
    },
  }));
}

/** The owner's dashboard: assistant list and detail, usage, limits, today's conversations, embed config. */
export function dashboardPaths(assistantId: string): string[] {
  return [
    '/api/assistants',
    `/api/assistants/${assistantId}`,
    '/api/usage',
    '/api/subscription/limits',
    `/api/conversations?assistant=${assistantId}&date=today`,
    `/api/embed/config/${assistantId}`,
  ];
}

/** Connections start at different reads, so the slow ones do not all arrive together. */
let nextDashboard = 0;
function dashboardReads({ dashboardAssistantId, token }: LoadOptions): Request[] {
  const paths = dashboardPaths(dashboardAssistantId);
  const first = nextDashboard++ % paths.length;
  return [...paths.slice(first), ...paths.slice(0, first)].map((path) => ({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } }));
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
    return new Promise<void>((resolve) => {
      const instance = autocannon(
        {
          url: options.base,
          connections: CONNECTIONS[kind],
          duration: 24 * 60 * 60,
          timeout: 30,
          connectionRate: options.rate,
          requests: [{ method: 'GET', path: '/healthz' }],
          setupClient: (client) => client.setRequests(requestsFor(kind, options, answered)),
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
