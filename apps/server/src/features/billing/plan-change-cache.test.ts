import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_CONFIG } from '@siteline/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createContext } from '../../create-context.ts';
import type { AppContext } from '../../context.ts';
import { createTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/sse-client.ts';

/**
 * Two server instances on one PostgreSQL database, each with its own cache of assistants and owners (kept 5 s) and,
 * on PostgreSQL, its own LISTEN connection: a plan change made through one must apply at once in the other.
 */
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) console.warn('TEST_DATABASE_URL is not set: the two-instance plan-change test is skipped (the embedded database serves one process).');

(hasPostgres ? describe : describe.skip)('a plan change drops cached owners in every server instance on one PostgreSQL', () => {
  const engine = 'postgres' as const;
  let first: TestApp;
  let secondCtx: AppContext;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp(engine);
    secondCtx = await createContext(first.ctx.config, { database: first.ctx.database, log: first.ctx.log });
    second = await buildApp(secondCtx);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondCtx.progress.close();
    await secondCtx.limiter.close();
    await first.close();
  });

  it('shows the widget the free plan branding right after the subscription ends elsewhere', async () => {
    const owner = await registerTestUser(first.app);
    const post = (url: string, payload?: object) => first.app.inject({ method: 'POST', url, headers: owner.auth, ...(payload ? { payload } : {}) });
    const checkout = new URL((await post('/api/stripe/create-checkout-session', { tier: 'pro' })).json().url).pathname;
    await first.app.inject({ method: 'POST', url: `${checkout}/pay` });
    const assistantId = (await post('/api/assistants', { name: 'Cached Shop' })).json().id as string;
    const branded = { ...DEFAULT_EMBED_CONFIG, showBranding: false, brandingText: 'By Cached Shop' };
    expect((await first.app.inject({ method: 'PUT', url: `/api/embed/config/${assistantId}`, headers: owner.auth, payload: branded })).statusCode).toBe(200);

    const widgetConfig = async () => (await second.inject({ method: 'GET', url: `/api/widget/${assistantId}/config` })).json().config;
    expect(await widgetConfig()).toMatchObject({ showBranding: false, brandingText: 'By Cached Shop' }); // now cached in the second instance

    const portal = new URL((await post('/api/stripe/create-portal-session')).json().url).pathname;
    await first.app.inject({ method: 'POST', url: `${portal}/cancel` });
    await first.app.inject({ method: 'POST', url: `${portal}/end-period` });
    const startedAt = Date.now();
    await waitFor(widgetConfig, (config) => config.showBranding === true, 2_000);
    // Well inside the cache's 5 s: the change was announced, not waited out.
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(await widgetConfig()).toMatchObject({ showBranding: true, brandingText: DEFAULT_EMBED_CONFIG.brandingText });
  });
});
