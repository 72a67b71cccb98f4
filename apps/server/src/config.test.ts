import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('embedding configuration', () => {
  it('asks for the endpoint when only EMBEDDING_MODEL is set', () => {
    expect(() => loadConfig({ EMBEDDING_MODEL: 'text-embedding-3-small' })).toThrow(/EMBEDDING_MODEL needs LLM_BASE_URL/);
  });

  it('embeds through the LLM endpoint, with or without a chat model', () => {
    const both = loadConfig({ LLM_BASE_URL: 'http://llm.test/v1', LLM_API_KEY: 'sk-1', LLM_MODEL: 'chat', EMBEDDING_MODEL: 'embed' });
    expect(both.embedding).toEqual({ baseUrl: 'http://llm.test/v1', apiKey: 'sk-1', model: 'embed' });
    const embeddingsOnly = loadConfig({ LLM_BASE_URL: 'http://llm.test/v1', EMBEDDING_MODEL: 'embed' });
    expect(embeddingsOnly.embedding).toEqual({ baseUrl: 'http://llm.test/v1', apiKey: '', model: 'embed' });
    expect(embeddingsOnly.llm).toBeUndefined();
  });

  it('still refuses an endpoint with nothing to use it for, and lists every problem', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://llm.test/v1' })).toThrow(/LLM_BASE_URL needs LLM_MODEL/);
    expect(() => loadConfig({ LLM_MODEL: 'chat', EMBEDDING_MODEL: 'embed' })).toThrow(/LLM_MODEL needs LLM_BASE_URL\n {2}EMBEDDING_MODEL needs LLM_BASE_URL/);
  });

  it('leaves embeddings off by default', () => {
    expect(loadConfig({}).embedding).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and subnets', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8']);
  });

  it('refuses "true" (any client could choose its own IP) and malformed addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: expected false, a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local' })).toThrow(/got "proxy.local"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/got "10.0.0.0\/40"/);
  });
});

describe('secrets and roles', () => {
  const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123';

  it('refuses DATABASE_URL without JWT_SECRET, since each process would generate its own', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.test/siteline' })).toThrow(/JWT_SECRET is required with DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.test/siteline', JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('refuses a split role on the embedded database', () => {
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE=api needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE=worker needs DATABASE_URL/);
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://db.test/siteline', JWT_SECRET: SECRET }).role).toBe('worker');
    expect(loadConfig({}).role).toBe('all');
  });

  it('takes the previous secret during a rotation, only beside a current one', () => {
    expect(loadConfig({ JWT_SECRET: SECRET, JWT_SECRET_PREVIOUS: `${SECRET}-old` }).jwtSecretPrevious).toBe(`${SECRET}-old`);
    expect(() => loadConfig({ JWT_SECRET_PREVIOUS: SECRET })).toThrow(/JWT_SECRET_PREVIOUS needs JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: SECRET, JWT_SECRET_PREVIOUS: 'short' })).toThrow(/JWT_SECRET_PREVIOUS must be at least 32 characters/);
  });
});

describe('crawling private addresses', () => {
  it('is off unless CRAWL_ALLOW_PRIVATE=true is set, whatever HOST the server listens on', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '0.0.0.0']) expect(loadConfig({ HOST }).crawlAllowPrivate).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1', CRAWL_ALLOW_PRIVATE: 'true' }).crawlAllowPrivate).toBe(true);
    expect(loadConfig({ CRAWL_ALLOW_PRIVATE: 'false' }).crawlAllowPrivate).toBe(false);
  });
});

describe('payment configuration', () => {
  it('uses the built-in test-mode provider without STRIPE_SECRET_KEY', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('needs the webhook secret and both price ids with a Stripe key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO: 'price_1' })).toThrow(
      /STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ENTERPRISE/,
    );
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ENTERPRISE: 'price_ent',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', prices: { pro: 'price_pro', enterprise: 'price_ent' } });
  });
});
