import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_EMBED_CONFIG, type EmbedConfig } from '@siteline/contract';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { describeEachEngine } from '../../test/test-database.ts';

const custom: EmbedConfig = {
  ...DEFAULT_EMBED_CONFIG,
  theme: 'dark',
  primaryColor: '#123456',
  position: 'top-left',
  buttonSize: 'large',
  bubbleIcon: 'help',
  windowTitle: 'Ask the roaster',
  showBranding: false,
  brandingText: 'By Harbor',
  allowFileUpload: true,
  fileUploadEnabled: true,
  allowedFileTypes: ['txt', 'pdf'],
  maxFileSize: 2048,
  customCSS: '.m { border-radius: 0 }',
};

describeEachEngine('embed config API', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const newAssistant = async (auth: Record<string, string>) =>
    (await t.app.inject({ method: 'POST', url: '/api/assistants', headers: auth, payload: { name: 'Harbor Coffee', context: 'We roast coffee.' } })).json() as {
      id: string;
    };
  const get = (auth: Record<string, string>, id: string) => t.app.inject({ method: 'GET', url: `/api/embed/config/${id}`, headers: auth });
  const put = (auth: Record<string, string>, id: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/embed/config/${id}`, headers: auth, payload: payload as object });

  it('returns the spec defaults before anything is saved, and needs a session', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = await newAssistant(owner.auth);
    const res = await get(owner.auth, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_EMBED_CONFIG);
    expect(res.json()).toMatchObject({
      theme: 'light',
      primaryColor: '#CE93EC',
      position: 'bottom-right',
      buttonSize: 'medium',
      openDelay: 3000,
      maxMessages: 50,
      typingSpeed: 30,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/embed/config/${id}` })).statusCode).toBe(401);
  });

  it('saves the full config on a pro plan and the widget reads the same values', async () => {
    const owner = await registerTestUser(t.app);
    await setTier(t, owner.user.id, 'pro');
    const { id } = await newAssistant(owner.auth);
    const saved = await put(owner.auth, id, custom);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(custom);
    expect((await get(owner.auth, id)).json()).toEqual(custom);
    const widget = await t.app.inject({ method: 'GET', url: `/api/widget/${id}/config` });
    expect(widget.json().config).toEqual(custom);
  });

  it('forces branding on with the default text and file upload off on the free plan', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = await newAssistant(owner.auth);
    const saved = (await put(owner.auth, id, custom)).json();
    expect(saved).toMatchObject({
      showBranding: true,
      brandingEnabled: true,
      brandingText: 'Powered by Siteline',
      allowFileUpload: false,
      fileUploadEnabled: false,
      theme: 'dark',
      windowTitle: 'Ask the roaster',
    });
    expect((await get(owner.auth, id)).json()).toEqual(saved);
  });

  it.each([
    ['theme', 'purple', 'theme must be light or dark'],
    ['position', 'middle', 'position must be bottom-right, bottom-left, top-right or top-left'],
    ['buttonSize', 'huge', 'buttonSize must be small, medium or large'],
    ['bubbleIcon', 'rocket', 'bubbleIcon must be bot, chat or help'],
    ['primaryColor', 'red', 'primaryColor must be a hex colour such as #CE93EC'],
  ])('rejects an invalid %s with a 400 naming the field', async (field, value, message) => {
    const owner = await registerTestUser(t.app);
    const { id } = await newAssistant(owner.auth);
    const res = await put(owner.auth, id, { ...custom, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect((await get(owner.auth, id)).json()).toEqual(DEFAULT_EMBED_CONFIG);
  });

  it('rejects a partial config', async () => {
    const owner = await registerTestUser(t.app);
    const { id } = await newAssistant(owner.auth);
    const res = await put(owner.auth, id, { theme: 'dark' });
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for another account's assistant and for unknown ids, and changes nothing", async () => {
    const owner = await registerTestUser(t.app);
    const stranger = await registerTestUser(t.app);
    const { id } = await newAssistant(owner.auth);
    expect((await get(stranger.auth, id)).statusCode).toBe(404);
    expect((await put(stranger.auth, id, custom)).statusCode).toBe(404);
    expect((await get(owner.auth, id)).json()).toEqual(DEFAULT_EMBED_CONFIG);
    expect((await get(owner.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(owner.auth, 'not-a-uuid')).statusCode).toBe(404);
  });
});
