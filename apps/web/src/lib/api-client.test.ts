import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fake-token.ts';
import { assistantSchema, crawlQueuedResponseSchema, messageResponseSchema, usageResponseSchema } from '@siteline/contract';
import { apiRequest, getQueryFn, queryKeyToPath, subscribeToApiErrors } from './api-client.ts';
import { ApiError, SCRAPING_LIMIT_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE, UnexpectedResponseError, hasErrorCode, isScrapingLimitError } from './api-error.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and cookies', async () => {
    localStorage.setItem('authToken', 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    await expect(apiRequest('POST', '/api/things', messageResponseSchema, { a: 1 })).resolves.toEqual({ message: 'ok' });
    const init = lastInit();
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.credentials).toBe('include');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no content type without a body and no Authorization without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiRequest('GET', '/api/things', assistantSchema.array());
    const headers = new Headers(lastInit().headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it("uses the server's JSON message as the error text", async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { message: 'Current password is incorrect', code: 'BAD_REQUEST' }));
    const error = await apiRequest('PUT', '/api/auth/password', messageResponseSchema, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Current password is incorrect');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('BAD_REQUEST');
  });

  it('falls back to the raw body text, then to the status text', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway from proxy', { status: 502 }));
    await expect(apiRequest('GET', '/api/x', messageResponseSchema)).rejects.toThrow('Bad gateway from proxy');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/x', messageResponseSchema)).rejects.toThrow('Service Unavailable');
  });

  it('rewords the scraping quota message and flags the 403', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Scraping limit reached for this month', code: 'SCRAPING_LIMIT_REACHED' }));
    const error = await apiRequest('POST', '/api/assistants/1/scrape', crawlQueuedResponseSchema).catch((e: unknown) => e);
    expect((error as Error).message).toBe(SCRAPING_LIMIT_MESSAGE);
    expect(isScrapingLimitError(error)).toBe(true);
  });

  it('tells listeners about every failed call, and stops after unsubscribe', async () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToApiErrors((error) => seen.push(error.status));
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Authentication required' }));
    await apiRequest('GET', '/api/x', messageResponseSchema).catch(() => undefined);
    unsubscribe();
    await apiRequest('GET', '/api/x', messageResponseSchema).catch(() => undefined);
    expect(seen).toEqual([401]);
  });
});

describe('default read', () => {
  it('GETs the query key joined with slashes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'a1' }));
    const queryFn = getQueryFn({ schema: messageResponseSchema, on401: 'throw' });
    await Promise.resolve(queryFn({ queryKey: ['/api/assistants', 'a1'], signal: new AbortController().signal } as never));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/assistants/a1');
    expect(queryKeyToPath(['/api/x', 2, { filter: true }])).toBe('/api/x/2');
  });

  it('returns null on 401 when asked to, and throws otherwise', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(401, { message: 'Authentication required' }));
    const context = { queryKey: ['/api/usage'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ schema: usageResponseSchema, on401: 'returnNull' })(context)).resolves.toBeNull();
    const error = await Promise.resolve(getQueryFn({ schema: usageResponseSchema, on401: 'throw' })(context)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });
});

describe('contract parsing', () => {
  it('rejects an OK answer that does not match its schema, with a message the user can read', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 'a1', name: 42 }]));
    const error = await apiRequest('GET', '/api/assistants', assistantSchema.array()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as Error).message).toBe(UNEXPECTED_RESPONSE_MESSAGE);
    expect((error as UnexpectedResponseError).issues.some((issue) => issue.startsWith('0.name'))).toBe(true);
  });

  it('rejects an OK answer that is not JSON (a proxy page)', async () => {
    fetchMock.mockResolvedValue(new Response('<html>maintenance</html>', { status: 200 }));
    await expect(apiRequest('GET', '/api/usage', usageResponseSchema)).rejects.toThrow(UNEXPECTED_RESPONSE_MESSAGE);
  });

  it('branches on the error code, whatever the wording', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Ihr Tarif enthält diese Funktion nicht', code: 'PLAN_FEATURE_UNAVAILABLE' }));
    const error = await apiRequest('PUT', '/api/assistants/1/auto-scrape', messageResponseSchema, {}).catch((e: unknown) => e);
    expect(hasErrorCode(error, 'PLAN_FEATURE_UNAVAILABLE')).toBe(true);
    expect(isScrapingLimitError(error)).toBe(false);
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Scraping limit reached for this month' }));
    const uncoded = await apiRequest('POST', '/api/assistants/1/scrape', crawlQueuedResponseSchema).catch((e: unknown) => e);
    expect(isScrapingLimitError(uncoded)).toBe(false);
    expect((uncoded as Error).message).toBe('Scraping limit reached for this month');
  });
});
