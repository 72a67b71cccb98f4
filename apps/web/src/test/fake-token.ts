/** A JWT-shaped token whose payload carries `exp` (seconds), as the server issues. */
export function fakeToken(expiresInMs: number, now: number = Date.now()): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', sid: 's1', exp: Math.floor((now + expiresInMs) / 1000) })}.signature`;
}

export const sampleUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: null,
  role: 'user' as const,
  subscriptionTier: 'free' as const,
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A fetch Response with a JSON body. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
