import { z } from 'zod';
import { chatStreamEventSchema, errorResponseSchema, openAiChatChunkSchema, openAiErrorSchema, progressEventSchema } from '@siteline/contract';

/** Who may call an operation; each names the security schemes it accepts. */
type Auth = 'none' | 'session' | 'owner' | 'owner-or-assistant-key' | 'chat' | 'api-key' | 'widget';

/** An operation's documentation; error responses and security follow from `auth`, its parameters and `errors`. */
interface OperationDoc {
  tag: string;
  summary: string;
  description: string;
  auth: Auth;
  /** Error statuses beyond the ones every operation of its kind can answer (plan 403, rate-limit 429…). */
  errors?: number[];
  /** The `text/event-stream` variant of its 200 answer. */
  stream?: 'chat' | 'progress' | 'openai';
}

export const SECURITY_SCHEMES = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The session token that sign-in returns (24 h). Every screen of the app uses it; it works on every plan.',
  },
  accountApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sla_…',
    description: 'An account API key (API Management, /api): acts for its owner on assistants, chat and /v1. Plans with API access.',
  },
  assistantApiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sl_…',
    description: "An assistant's own API key: chat with that assistant and read it. Plans with API access.",
  },
} as const;

const SECURITY: Record<Auth, Record<string, string[]>[]> = {
  none: [],
  widget: [],
  session: [{ sessionToken: [] }],
  owner: [{ sessionToken: [] }, { accountApiKey: [] }],
  'owner-or-assistant-key': [{ sessionToken: [] }, { accountApiKey: [] }, { assistantApiKey: [] }],
  chat: [{ sessionToken: [] }, { accountApiKey: [] }, { assistantApiKey: [] }],
  'api-key': [{ accountApiKey: [] }, { assistantApiKey: [] }],
};

const PLAN = 403;
const LIMITED = 429;

/** Every operation of the API, keyed by method and path as the description lists them. */
export const OPERATION_DOCS: Record<string, OperationDoc> = {
  'GET /healthz': { tag: 'Service', auth: 'none', summary: 'Health check', description: 'Answers `ok` once the database answers; for load balancers.' },
  'POST /api/auth/register': {
    tag: 'Account',
    auth: 'none',
    errors: [409, LIMITED],
    summary: 'Create an account',
    description: 'Registers an account on the free plan and signs it in: returns a session token and the user. Rate-limited per IP and per email.',
  },
  'POST /api/auth/login': {
    tag: 'Account',
    auth: 'none',
    errors: [LIMITED],
    summary: 'Sign in',
    description: 'Exchanges email and password for a session token (24 h) and the user. Rate-limited per IP and per account.',
  },
  'POST /api/auth/refresh': {
    tag: 'Account',
    auth: 'session',
    summary: 'Refresh the session token',
    description: 'Issues a new token for the same session, which stays revocable by logout.',
  },
  'GET /api/auth/user': { tag: 'Account', auth: 'session', summary: 'The signed-in user', description: 'Returns the user the session token belongs to.' },
  'POST /api/auth/logout': { tag: 'Account', auth: 'session', summary: 'Sign out', description: 'Ends the session: its token stops working at once.' },
  'PUT /api/auth/profile': {
    tag: 'Account',
    auth: 'session',
    summary: 'Update the profile',
    description: 'Changes first and last name; the email cannot be changed here.',
  },
  'PUT /api/auth/password': {
    tag: 'Account',
    auth: 'session',
    errors: [LIMITED],
    summary: 'Change the password',
    description: 'Checks the current password, sets the new one and ends every other session.',
  },
  'GET /api/subscription/limits': {
    tag: 'Plans',
    auth: 'session',
    summary: 'Plan, limits and usage',
    description: "The account's plan tier and status, the plan's limits and this month's usage. Never cached.",
  },
  'GET /api/usage': {
    tag: 'Plans',
    auth: 'session',
    summary: 'Usage this month',
    description: 'Messages, assistants, crawls and conversations this month, with the measured average response time.',
  },
  'GET /api/assistants/create-progress/{sessionId}': {
    tag: 'Assistants',
    auth: 'session',
    errors: [LIMITED],
    stream: 'progress',
    summary: 'Creation progress (event stream)',
    description:
      'Server-sent events for the assistant being created under this client-chosen session id: steps, pages found, extracted pages, then `done` with the assistant or `error`. Open it before POST /api/assistants; at most 5 per user.',
  },
  'GET /api/assistants/': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: 'List assistants',
    description: "The caller's assistants, newest first, each with its API key and crawled pages.",
  },
  'POST /api/assistants/': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: 'Create an assistant',
    description:
      "Creates an assistant and queues the first crawl of its website. 403 with `limitReached` when the plan's assistant limit is reached, 403 'Scraping limit reached' when the month's crawls are used up.",
  },
  'GET /api/assistants/{id}': {
    tag: 'Assistants',
    auth: 'owner-or-assistant-key',
    errors: [PLAN],
    summary: 'Read an assistant',
    description: "One assistant of the caller's. An assistant's own API key reads that assistant only.",
  },
  'PUT /api/assistants/{id}': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: 'Update an assistant',
    description: 'Changes the given fields (the same as PATCH). Multi-language needs a plan that has it.',
  },
  'PATCH /api/assistants/{id}': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: 'Update an assistant',
    description: 'Changes the given fields: name, context, website, prompt template, language, personality, tone, active status, allowed origins.',
  },
  'DELETE /api/assistants/{id}': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: 'Delete an assistant',
    description: 'Deletes the assistant with its pages and conversations; its API key stops working at once.',
  },
  'POST /api/assistants/{id}/rotate-key': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: "Rotate an assistant's API key",
    description: 'Issues a new API key; the old one answers 401 from the next request on.',
  },
  'POST /api/assistants/{id}/scrape': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN, 409],
    summary: 'Re-scrape the website',
    description: "Queues an incremental crawl (202). Counts against the month's crawls: 403 'Scraping limit reached' when they are used up.",
  },
  'GET /api/assistants/{id}/auto-scrape': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: 'Auto-scrape settings',
    description: 'Whether the site is re-scraped on a schedule, and which.',
  },
  'PUT /api/assistants/{id}/auto-scrape': {
    tag: 'Assistants',
    auth: 'owner',
    errors: [PLAN],
    summary: 'Change auto-scrape settings',
    description: "Sets the switch and/or the schedule; 403 'not available on your current plan' for schedules the plan lacks.",
  },
  'GET /api/conversations': {
    tag: 'Conversations',
    auth: 'session',
    summary: 'List conversations',
    description: 'Conversations of all or one assistant, filtered by date range and message text.',
  },
  'GET /api/conversations/download': {
    tag: 'Conversations',
    auth: 'session',
    summary: 'Download all conversations',
    description: 'Every conversation of the account as a JSON file.',
  },
  'GET /api/conversations/{id}/download': {
    tag: 'Conversations',
    auth: 'session',
    summary: 'Download one conversation',
    description: 'One conversation as a JSON file.',
  },
  'GET /api/assistants/{id}/conversations/download': {
    tag: 'Conversations',
    auth: 'session',
    summary: "Download an assistant's conversations",
    description: 'All conversations of one assistant as a JSON file.',
  },
  'GET /api/conversations/{id}': {
    tag: 'Conversations',
    auth: 'session',
    summary: 'Read a conversation',
    description: 'The whole thread of one conversation (its newest 1,000 messages, `truncated` when there are more), each answer with the sources it used.',
  },
  'GET /api/assistants/{id}/answers': {
    tag: 'Taught answers',
    auth: 'session',
    summary: 'List taught answers',
    description:
      "The answers the owner taught this assistant, newest first. When a visitor asks one of these questions, or the same thing in other words, the assistant answers with the owner's text.",
  },
  'POST /api/assistants/{id}/answers': {
    tag: 'Taught answers',
    auth: 'session',
    errors: [409],
    summary: 'Teach an answer',
    description: 'Stores a question and the answer to give to it (at most 1,000 per assistant). It survives re-crawls and is cited as a source of the reply.',
  },
  'PUT /api/assistants/{id}/answers/{answerId}': {
    tag: 'Taught answers',
    auth: 'session',
    summary: 'Change a taught answer',
    description: 'Replaces the question and answer of one taught answer.',
  },
  'DELETE /api/assistants/{id}/answers/{answerId}': {
    tag: 'Taught answers',
    auth: 'session',
    summary: 'Delete a taught answer',
    description: 'Removes one taught answer; the assistant answers that question from the site again.',
  },
  'GET /api/assistants/{id}/unanswered': {
    tag: 'Taught answers',
    auth: 'session',
    summary: 'Unanswered questions',
    description:
      'What visitors asked that the site does not say, similar questions grouped with how often and when last asked, and beside them the answers rated 1 or 2.',
  },
  'POST /api/assistants/{id}/unanswered/{questionId}/dismiss': {
    tag: 'Taught answers',
    auth: 'session',
    summary: 'Dismiss an unanswered question',
    description: 'Hides the question until a visitor asks it again.',
  },
  'GET /api/subscription': {
    tag: 'Plans',
    auth: 'session',
    summary: 'Subscription',
    description:
      "The account's plan tier, status (active, trialing, past_due, canceled), current period end, whether it cancels at period end, and any notice of a downgrade's effects.",
  },
  'POST /api/stripe/create-checkout-session': {
    tag: 'Plans',
    auth: 'session',
    errors: [LIMITED, 502],
    summary: 'Start a checkout',
    description:
      "The payment page's address for the Pro or Enterprise plan (Stripe, or the built-in test-mode checkout when Stripe is not configured). The custom plan answers 400: it is arranged through contact.",
  },
  'POST /api/stripe/activate-subscription': {
    tag: 'Plans',
    auth: 'session',
    errors: [502],
    summary: 'Activate a paid checkout',
    description:
      'After the payment page returns: asks the provider what this checkout session paid for (never trusting the tier sent) and applies it once, however often it is called.',
  },
  'POST /api/stripe/create-portal-session': {
    tag: 'Plans',
    auth: 'session',
    errors: [LIMITED, 502],
    summary: 'Open the billing portal',
    description: "The billing portal's address: change plan (prorated), cancel at period end, resume, invoices.",
  },
  'POST /api/stripe/webhook': {
    tag: 'Plans',
    auth: 'none',
    summary: 'Payment provider webhook',
    description:
      "Stripe's events, signed (400 on a missing or wrong signature) and applied once per event id: checkout completed, subscription created, updated or deleted, invoice paid, payment failed.",
  },
  'POST /api/contact': {
    tag: 'Service',
    auth: 'none',
    errors: [LIMITED],
    summary: 'Send a contact message',
    description:
      'A message from the public contact form (name, email, message), stored for the operator and posted to its webhook when one is configured. Rate-limited per IP.',
  },
  'POST /api/chat/{assistantId}': {
    tag: 'Chat',
    auth: 'chat',
    errors: [PLAN, LIMITED, 502, 504],
    stream: 'chat',
    summary: 'Ask an assistant',
    description:
      "Answers a message from the assistant's site and stores the exchange. A message without `conversationId` starts a conversation (or continues the one of its `sessionId`); send the `conversationId` of an earlier answer to continue that conversation (404 when it names no conversation of this assistant). JSON by default; `stream: true` or `Accept: text/event-stream` streams `start`, `token`…, `done` events. API keys need a plan with API access; the owner's session (the test chat) works on every plan.",
  },
  'OPTIONS /api/widget/{*}': { tag: 'Widget', auth: 'widget', summary: 'Widget preflight', description: "CORS preflight of the widget's endpoints." },
  'GET /api/widget/{assistantId}/config': {
    tag: 'Widget',
    auth: 'widget',
    errors: [403],
    summary: 'Widget configuration',
    description: "The embed settings and texts the widget shows, for pages on the assistant's allowed origins.",
  },
  'POST /api/widget/{assistantId}/chat': {
    tag: 'Widget',
    auth: 'widget',
    errors: [403, LIMITED, 502, 504],
    stream: 'chat',
    summary: 'Visitor chat',
    description:
      "A visitor's message from the widget: allowed origins only, per-IP daily limits of the plan; JSON or a token stream like /api/chat. Works on every plan.",
  },
  'POST /api/widget/{assistantId}/rating': {
    tag: 'Widget',
    auth: 'widget',
    errors: [403, LIMITED],
    summary: 'Rate a conversation',
    description: "A visitor's 1–5 rating of their conversation.",
  },
  'POST /api/widget/{assistantId}/upload': {
    tag: 'Widget',
    auth: 'widget',
    errors: [PLAN, LIMITED, 502, 504],
    summary: 'Visitor file upload',
    description: 'A file with an optional message (multipart), on plans with file upload; the text of the file is used to answer.',
  },
  'POST /api/voice/synthesize': {
    tag: 'Voice',
    auth: 'session',
    errors: [LIMITED, 501, 502],
    summary: 'Speak a reply',
    description: "Speech audio of a text from the configured provider; 501 when none is configured (the app then uses the browser's speech).",
  },
  'GET /api/embed/config/{assistantId}': {
    tag: 'Embed',
    auth: 'session',
    summary: 'Embed configuration',
    description: "The assistant's widget configuration, with defaults for what was never saved.",
  },
  'PUT /api/embed/config/{assistantId}': {
    tag: 'Embed',
    auth: 'session',
    summary: 'Save the embed configuration',
    description: 'Saves the full configuration; branding and file upload are forced to what the plan allows.',
  },
  'GET /api/embed/preview-token/{assistantId}': {
    tag: 'Embed',
    auth: 'session',
    summary: 'Preview token',
    description: "A short-lived token that lets the customiser's live preview load the widget from the app's own origin.",
  },
  'GET /api/keys/': {
    tag: 'API keys',
    auth: 'session',
    summary: 'List account API keys',
    description:
      "The account's API keys: name, created, last used (recorded within about 15 s) and the key masked as its first 8 and last 4 characters. Session only.",
  },
  'POST /api/keys/': {
    tag: 'API keys',
    auth: 'session',
    errors: [409],
    summary: 'Create an account API key',
    description:
      "Issues a key for the owner's REST API under a non-blank name (100 characters at most; 20 keys per account). The answer is the one time the whole key is sent without being asked for. The API Management screen sends this with the owner's session.",
  },
  'POST /api/keys/{id}/reveal': {
    tag: 'API keys',
    auth: 'session',
    summary: 'Reveal an account API key',
    description: 'The whole key, for its owner (the reveal and copy buttons of API Management). Session only.',
  },
  'DELETE /api/keys/{id}': {
    tag: 'API keys',
    auth: 'session',
    summary: 'Revoke an account API key',
    description: 'Deletes the key: it answers 401 from the next request on, in every server process.',
  },
  'POST /v1/chat/completions': {
    tag: 'OpenAI-compatible',
    auth: 'api-key',
    errors: [PLAN, LIMITED, 502, 504],
    stream: 'openai',
    summary: 'Chat completion (OpenAI-compatible)',
    description:
      "OpenAI's chat completions: `model` is the assistant id, the last message (from the user) is the question and earlier user and assistant turns are the history; system messages are left out. `stream: true` streams `chat.completion.chunk` events ending with `data: [DONE]`. One choice only (`n` = 1); sampling parameters are accepted and ignored; tools and other parameters answer 400. `usage` is estimated at four characters a token. Errors come in OpenAI's shape.",
  },
  'GET /v1/models': {
    tag: 'OpenAI-compatible',
    auth: 'api-key',
    errors: [PLAN],
    summary: 'List models (OpenAI-compatible)',
    description: "The caller's assistants as OpenAI models: all of the account's with an account key, the one assistant with an assistant key.",
  },
  'GET /widget.js': {
    tag: 'Assets',
    auth: 'none',
    summary: 'Widget script',
    description: 'The embeddable chat widget, always the newest version (short cache).',
  },
  'GET /widget.{version}.js': { tag: 'Assets', auth: 'none', summary: 'Versioned widget script', description: 'The widget of one build, cached for a year.' },
  'GET /robots.txt': { tag: 'Assets', auth: 'none', summary: 'Robots rules', description: "The server's robots.txt (the bundled demo site's rules)." },
  'GET /demo-site/sitemap.xml': {
    tag: 'Assets',
    auth: 'none',
    summary: 'Demo site sitemap',
    description: "The bundled demo business website's sitemap, with this server's own origin.",
  },
};

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any' });

const STREAM_EVENTS = { chat: chatStreamEventSchema, progress: progressEventSchema, openai: openAiChatChunkSchema } as const;

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is malformed; the message names the field',
  401: 'Missing, invalid, expired or revoked credentials',
  403: 'Not allowed: a feature not available on your current plan, a plan limit, or an origin not allowed',
  404: "Not found, or not the caller's",
  409: 'Conflicts with the current state',
  413: 'The body is larger than the limit the message names',
  415: 'Unsupported content type',
  429: 'Too many requests or a monthly limit reached; Retry-After says when to try again',
  500: 'Unexpected server error',
  501: 'The feature needs a provider this server is not configured with',
  502: 'The answer service failed',
  504: 'The answer service took too long',
};

type JsonObject = Record<string, unknown>;
interface OpenApiOperation extends JsonObject {
  parameters?: { in: string }[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/** The error statuses an operation can answer. */
function errorStatuses(doc: OperationDoc, operation: OpenApiOperation, method: string): number[] {
  const statuses = new Set([500, ...(doc.errors ?? [])]);
  if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody || method === 'post' || method === 'put' || method === 'patch') statuses.add(400);
  if (operation.requestBody) [413, 415].forEach((s) => statuses.add(s));
  if (doc.auth !== 'none' && doc.auth !== 'widget') statuses.add(401);
  if (doc.auth === 'widget' && doc.errors?.length) statuses.add(404);
  if (operation.parameters?.some((p) => p.in === 'path')) statuses.add(404);
  return [...statuses].sort();
}

/**
 * Completes the generated description: each operation's tag, summary, description, security and error
 * responses (with the error schema), and the event-stream variants. `@fastify/swagger` calls it on the
 * whole document (`transformObject`).
 */
export function documentOperations(document: JsonObject): JsonObject {
  const doc = document as { paths?: Record<string, Record<string, OpenApiOperation>>; components?: JsonObject; tags?: unknown };
  doc.components = {
    ...doc.components,
    securitySchemes: SECURITY_SCHEMES,
    schemas: { ...(doc.components?.schemas as JsonObject | undefined), Error: toSchema(errorResponseSchema), OpenAiError: toSchema(openAiErrorSchema) },
  };
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const entry = OPERATION_DOCS[`${method.toUpperCase()} ${path}`];
      if (!entry) continue;
      tags.add(entry.tag);
      Object.assign(operation, {
        tags: [entry.tag],
        summary: entry.summary,
        description: entry.description,
        security: SECURITY[entry.auth],
        operationId: operationId(method, path),
      });
      const ok = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      if (ok && operation.responses[ok]!.description === 'Default Response') operation.responses[ok]!.description = entry.summary;
      if (entry.stream && ok) {
        const response = operation.responses[ok]!;
        response.content = {
          ...response.content,
          'text/event-stream': { schema: { ...toSchema(STREAM_EVENTS[entry.stream]), description: streamNote(entry.stream) } },
        };
      }
      const errorSchema = { $ref: path.startsWith('/v1/') ? '#/components/schemas/OpenAiError' : '#/components/schemas/Error' };
      for (const status of errorStatuses(entry, operation, method)) {
        operation.responses[String(status)] ??= { description: ERROR_TEXT[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } };
      }
    }
  }
  doc.tags = [...tags].map((name) => ({ name }));
  return document;
}

function streamNote(kind: 'chat' | 'progress' | 'openai'): string {
  if (kind === 'openai')
    return 'Each `data:` line holds one chunk; the stream ends with `data: [DONE]`, or an `{ error }` object on a failure after the first chunk.';
  if (kind === 'chat') return 'Each `data:` line holds one event: `start`, `token`…, then `done` with the JSON reply, or `error`.';
  return 'Each `data:` line holds one creation-progress event; the stream ends after `done` or `error`.';
}

/** A stable, unique id such as `postApiChatAssistantId`. */
function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}
