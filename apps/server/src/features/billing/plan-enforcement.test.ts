import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';

/** What a plan change does to features already set up on a bigger plan. */
describeEachEngine('plan features after a downgrade', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops replying in the visitor language once the plan has no multi-language support', async () => {
    const owner = await registerTestUser(t.app);
    await setTier(t, owner.user.id, 'pro');
    const created = await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Casa Luna', multiLanguage: true } });
    expect(created.statusCode).toBe(201);
    const ask = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/chat/${created.json().id}`,
          headers: owner.auth,
          payload: { message: 'Hola', sessionId: 'dashboard-session' },
        })
      ).json().response as string;

    expect(await ask()).toContain('¡Hola! Soy el asistente de Casa Luna.');
    await setTier(t, owner.user.id, 'free');
    expect(await ask()).toContain("Hello! I'm the Casa Luna assistant.");
  });
});
