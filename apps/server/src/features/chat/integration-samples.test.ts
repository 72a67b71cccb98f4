import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APOLOGY_MESSAGE,
  HUB_SAMPLES,
  QUICK_SETUP_PLATFORMS,
  SAMPLE_FOLLOW_UP,
  SAMPLE_QUESTION,
  type PlatformId,
  type PlatformSample,
  type SampleParams,
} from '@siteline/contract';
import { createTestApp, registerTestUser, setTier, type TestApp } from '../../test/test-app.ts';
import { businessPage, startLocalSite, type LocalSite } from '../../test/local-site.ts';
import { waitFor } from '../../test/sse-client.ts';
import { startChatStandIn, LONG_REPLY, type ChatStandIn } from '../../test/chat-stand-in.ts';
import { startDiscordStandIn, type DiscordStandIn } from '../../test/discord-stand-in.ts';
import { startTelegramStandIn, type TelegramStandIn } from '../../test/telegram-stand-in.ts';

/*
 * Every generated integration sample — the integration hub's, which continue a conversation by the
 * conversationId of its first answer, and the assistant detail screen's, which name it by sessionId —
 * run as a user would run it: written to a file and executed by
 * its real toolchain (curl, Node, Debian's python3 with requests and discord.py, Go) against the real
 * server, and the bots against local servers speaking Telegram's Bot API and Discord's REST + gateway.
 * The sample rules (reply splits, timeout, history window, apology) are run against a chat API
 * stand-in that can answer long, fail or hang on demand. `.ci/run` installs the toolchains; a missing
 * one skips its tests with the reason in the test name.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const PYTHON = spawnSync('/usr/bin/python3', ['--version']).status === 0 ? '/usr/bin/python3' : 'python3';
const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const MISSING = {
  curl: has('curl', ['--version']) ? '' : 'curl is not installed',
  python: has(PYTHON, ['-c', 'import requests']) ? '' : 'python3 with requests is not installed (apt-get install python3-requests)',
  discordPy: has(PYTHON, ['-c', 'import discord']) ? '' : 'discord.py is not installed (apt-get install python3-discord)',
  go: has('go', ['version']) ? '' : 'go is not installed (apt-get install golang)',
};
/** A test that runs only when its toolchain is there, saying why in its name when it is not. */
const withTool = (tool: keyof typeof MISSING) => (name: string, test: () => Promise<void>, timeout?: number) =>
  MISSING[tool] ? it.skip(`${name} — skipped: ${MISSING[tool]}`, test) : it(name, test, timeout);

const QUESTION = 'How long does delivery take?';
const FOLLOW_UP = 'How much does it cost?';
const REAL_ANSWER = '3 to 5 working days';
/** The per-assistant samples of the detail screen's Quick Setup, by id. */
const PER_ASSISTANT = Object.fromEntries(QUICK_SETUP_PLATFORMS.map((sample) => [sample.id, sample])) as Record<Exclude<PlatformId, 'go'>, PlatformSample>;

let t: TestApp;
let site: LocalSite;
let chatApi: ChatStandIn;
let real: SampleParams;
let standIn: SampleParams;
let workDir: string;
let ownerAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp('pglite');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  site = await startLocalSite({
    '/': businessPage('Lumen Lamps', '<p>Lumen Lamps designs handmade lamps in Porto.</p>', ['/shipping']),
    '/shipping': businessPage('Shipping', '<p>We ship to every country in the EU. Delivery takes 3 to 5 working days and costs €9.</p>', ['/']),
  });
  const owner = await registerTestUser(t.app);
  ownerAuth = owner.auth;
  await setTier(t, owner.user.id, 'pro');
  const assistant = (
    await t.app.inject({ method: 'POST', url: '/api/assistants', headers: owner.auth, payload: { name: 'Lumen Lamps', websiteUrl: `${site.origin}/` } })
  ).json();
  await waitFor(
    () => t.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: owner.auth }).then((r) => r.json()),
    (a) => a.crawlStatus === 'done',
  );
  real = { baseUrl, assistantId: assistant.id, apiKey: assistant.apiKey };
  chatApi = await startChatStandIn();
  standIn = { baseUrl: chatApi.url, assistantId: 'asst-42', apiKey: 'sl_stand_in_key' };
  // Under node_modules so the Discord sample's `import 'discord.js'` resolves as in a user's project.
  workDir = await fs.mkdtemp(path.join(ROOT, 'node_modules', '.siteline-samples-'));
});

afterAll(async () => {
  await chatApi?.close();
  await site?.close();
  await t?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

/** Writes a sample to its own folder and returns the file path. */
async function writeSample(sample: PlatformSample, params: SampleParams): Promise<string> {
  const dir = await fs.mkdtemp(path.join(workDir, `${sample.id}-`));
  const file = path.join(dir, sample.fileName);
  await fs.writeFile(file, sample.generate(params));
  return file;
}

interface StoredConversation {
  sessionId: string;
  /** The questions it got while the action ran, in order. */
  questions: string[];
}

/** The questions of every conversation of the real assistant, as the owner's Conversations screen shows them. */
async function storedConversations(): Promise<Map<string, { sessionId: string; questions: string[] }>> {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: ownerAuth }).then((r) => r.json());
  const { conversations } = (await get(`/api/conversations?assistant=${real.assistantId}`)) as { conversations: { id: string; sessionId: string }[] };
  const stored = new Map<string, { sessionId: string; questions: string[] }>();
  for (const { id, sessionId } of conversations) {
    const thread = (await get(`/api/conversations/${id}`)) as { messages: { role: string; content: string }[] };
    stored.set(id, { sessionId, questions: thread.messages.filter((m) => m.role === 'user').map((m) => m.content) });
  }
  return stored;
}

/** Runs `act` and returns the conversations of the real server that got questions meanwhile (new or continued). */
async function conversationsTouchedBy(act: () => Promise<void>): Promise<StoredConversation[]> {
  const before = await storedConversations();
  await act();
  const touched: StoredConversation[] = [];
  for (const [id, { sessionId, questions }] of await storedConversations()) {
    const added = questions.slice(before.get(id)?.questions.length ?? 0);
    if (added.length > 0) touched.push({ sessionId, questions: added });
  }
  return touched;
}

/** The question lists of conversations, in a stable order for comparing. */
const questionLists = (conversations: StoredConversation[]) => conversations.map((c) => c.questions).sort((a, b) => a.join().localeCompare(b.join()));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program to its end (or kills it after `timeoutMs`). */
function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd ?? workDir, env: { ...process.env, SITELINE_API_KEY: '', ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: stdout.trim(), stderr });
    });
  });
}

/** Starts a long-running bot; `stop()` ends it and returns what it printed. */
function startBot(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  const child = spawn(command, args, { cwd, env: { ...process.env, SITELINE_API_KEY: '', PYTHONUNBUFFERED: '1', ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    output: () => output,
    async waitForOutput(text: string) {
      await waitFor(
        async () => output,
        (o) => o.includes(text) || child.exitCode !== null,
        30_000,
      );
      if (!output.includes(text)) throw new Error(`bot exited before printing "${text}":\n${output}`);
    },
    async stop() {
      child.kill('SIGKILL');
      await exited;
      return output;
    },
  };
}

/** Waits until `list` holds `count` items (a bot's replies arrive one request at a time). */
const waitForCount = <T>(list: T[], count: number) =>
  waitFor(
    async () => list.length,
    (n) => n >= count,
    45_000,
  );

describe('Web API samples against the real server', () => {
  /** The cURL commands with the test's questions in place of the sample ones. */
  const curlScript = (sample: PlatformSample) => sample.generate(real).replace(SAMPLE_QUESTION, QUESTION).replace(SAMPLE_FOLLOW_UP, FOLLOW_UP);

  withTool('curl')("the hub's cURL commands ask a question, then a follow-up in the same conversation by its conversationId", async () => {
    let result!: Run;
    const touched = await conversationsTouchedBy(async () => {
      result = await run('bash', ['-c', curlScript(HUB_SAMPLES.curl)]);
    });
    expect(result.code, result.stderr).toBe(0);
    const [first, followUp] = result.stdout.split('\n').map((line) => JSON.parse(line));
    expect(first.response).toContain(REAL_ANSWER);
    expect(followUp.response).toBeTruthy();
    expect(followUp.conversationId).toBe(first.conversationId);
    expect(questionLists(touched)).toEqual([[QUESTION, FOLLOW_UP]]);
  });

  withTool('curl')("the detail screen's cURL command prints the JSON answer under its sessionId", async () => {
    let result!: Run;
    const touched = await conversationsTouchedBy(async () => {
      result = await run('bash', ['-c', curlScript(PER_ASSISTANT.curl)]);
    });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout).response).toContain(REAL_ANSWER);
    expect(touched).toEqual([{ sessionId: 'curl-test', questions: [QUESTION] }]);
  });

  it("the hub's JavaScript sample continues the first answer's conversation, each run its own, and apologises when the API fails", async () => {
    const file = await writeSample(HUB_SAMPLES.javascript, real);
    let runs: Run[] = [];
    const touched = await conversationsTouchedBy(async () => {
      runs = [await run(process.execPath, [file, QUESTION, FOLLOW_UP]), await run(process.execPath, [file, QUESTION])];
    });
    const [answer, followUp] = runs[0]!.stdout.split('\n');
    expect(answer, runs[0]!.stderr).toContain(REAL_ANSWER);
    expect(followUp).not.toBe(APOLOGY_MESSAGE);
    expect(questionLists(touched)).toEqual([
      [QUESTION, SAMPLE_FOLLOW_UP],
      [QUESTION, FOLLOW_UP],
    ]);

    const before = chatApi.received.length;
    const failed = await run(process.execPath, [await writeSample(HUB_SAMPLES.javascript, standIn), 'fail', 'q2']);
    expect(failed.stdout.split('\n')[0]).toBe(APOLOGY_MESSAGE);
    const ok = await run(process.execPath, [await writeSample(HUB_SAMPLES.javascript, standIn), 'q1', 'q2']);
    expect(ok.stdout.split('\n')).toEqual(['Answer to: q1', 'Answer to: q2']);
    const sent = chatApi.received.slice(before).map((r) => r.body);
    // The first message of a run sends no conversationId; the follow-up sends the one its answer carried.
    expect(sent.map((b) => b.conversationId)).toEqual([undefined, undefined, undefined, sent[3]!.conversationId]);
    expect(sent[3]!.conversationId).toMatch(/^conv-\d+$/);
  });

  it("the detail screen's JavaScript sample prints the answer under its sessionId, and the apology when the API fails", async () => {
    let ok!: Run;
    const touched = await conversationsTouchedBy(async () => {
      ok = await run(process.execPath, [await writeSample(PER_ASSISTANT.javascript, real), QUESTION]);
    });
    expect(ok.stdout, ok.stderr).toContain(REAL_ANSWER);
    expect(touched).toEqual([{ sessionId: 'web-api', questions: [QUESTION] }]);
    const failed = await run(process.execPath, [await writeSample(PER_ASSISTANT.javascript, standIn), 'fail']);
    expect(failed.stdout).toBe(APOLOGY_MESSAGE);
  });

  withTool('python')("the hub's Python client keeps one conversation by its conversationId, and apologises when the server is unreachable", async () => {
    let ok!: Run;
    const touched = await conversationsTouchedBy(async () => {
      ok = await run(PYTHON, [await writeSample(HUB_SAMPLES['python-client'], real), QUESTION, FOLLOW_UP]);
    });
    const [answer, followUp] = ok.stdout.split('\n');
    expect(answer, ok.stderr).toContain(REAL_ANSWER);
    expect(followUp).not.toBe(APOLOGY_MESSAGE);
    expect(questionLists(touched)).toEqual([[QUESTION, FOLLOW_UP]]);
    const unreachable = await run(PYTHON, [await writeSample(HUB_SAMPLES['python-client'], { ...real, baseUrl: 'http://127.0.0.1:9' }), QUESTION]);
    expect(unreachable.stdout).toBe(APOLOGY_MESSAGE);
  });

  withTool('python')("the detail screen's Python client prints the answer, and the apology when the server is unreachable", async () => {
    const ok = await run(PYTHON, [await writeSample(PER_ASSISTANT['python-client'], real), QUESTION]);
    expect(ok.stdout, ok.stderr).toContain(REAL_ANSWER);
    const unreachable = await run(PYTHON, [await writeSample(PER_ASSISTANT['python-client'], { ...real, baseUrl: 'http://127.0.0.1:9' }), QUESTION]);
    expect(unreachable.stdout).toBe(APOLOGY_MESSAGE);
  });

  withTool('python')("the detail screen's Python client sends only the last 20 history entries", async () => {
    const file = await writeSample(PER_ASSISTANT['python-client'], standIn);
    const before = chatApi.received.length;
    const script = 'from siteline_client import SitelineClient\nc = SitelineClient()\nfor i in range(12): c.chat(f"q{i}")\nprint(len(c.history))';
    const result = await run(PYTHON, ['-c', script], { cwd: path.dirname(file) });
    expect(result.stdout, result.stderr).toBe('20');
    const sent = chatApi.received.slice(before);
    expect(sent.map((r) => r.body.message)).toEqual(Array.from({ length: 12 }, (_, i) => `q${i}`));
    expect(new Set(sent.map((r) => r.body.sessionId)).size).toBe(1);
    expect(sent[11]!.body.conversationHistory).toHaveLength(20);
    expect(sent[11]!.body.conversationHistory![0]).toEqual({ role: 'user', content: 'q1' });
    expect(sent[11]!.authorization).toBe('Bearer sl_stand_in_key');
  });

  withTool('go')(
    "the hub's Go sample compiles, asks a question and a follow-up in one conversation, and gives up with the apology after 30 s",
    async () => {
      const build = async (params: SampleParams) => {
        const file = await writeSample(HUB_SAMPLES.go, params);
        const binary = path.join(path.dirname(file), 'ask');
        const compiled = await run('go', ['build', '-o', binary, file], { cwd: path.dirname(file), env: { GO111MODULE: 'off' }, timeoutMs: 180_000 });
        expect(compiled.code, compiled.stderr).toBe(0);
        return binary;
      };
      let ok!: Run;
      const binary = await build(real);
      const touched = await conversationsTouchedBy(async () => {
        ok = await run(binary, [QUESTION, FOLLOW_UP]);
      });
      const [answer, followUp] = ok.stdout.split('\n');
      expect(answer, ok.stderr).toContain(REAL_ANSWER);
      expect(followUp).not.toBe(APOLOGY_MESSAGE);
      expect(questionLists(touched)).toEqual([[QUESTION, FOLLOW_UP]]);
      const started = Date.now();
      const hung = await run(await build(standIn), ['hang', 'fail'], { timeoutMs: 45_000 });
      expect(hung.stdout.split('\n')).toEqual([APOLOGY_MESSAGE, APOLOGY_MESSAGE]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(29_000);
    },
    240_000,
  );
});

describe('Telegram samples against a local Bot API server', () => {
  /** Starts the bot of `sample` against a fresh Telegram stand-in, runs `act`, then stops both. */
  async function withTelegramBot(sample: PlatformSample, params: SampleParams, act: (telegram: TelegramStandIn) => Promise<void>) {
    const telegram = await startTelegramStandIn();
    const file = await writeSample(sample, params);
    const bot = startBot(PYTHON, [file], { TELEGRAM_TOKEN: telegram.token, TELEGRAM_API_URL: telegram.apiUrl }, path.dirname(file));
    try {
      await bot.waitForOutput('Running as @siteline_test_bot');
      await act(telegram);
    } finally {
      const output = await bot.stop();
      await telegram.close();
      expect(output).not.toContain('Traceback');
    }
  }
  /** Sends a message and waits for the bot's next reply. */
  const ask = async (telegram: TelegramStandIn, chatId: number, text: string) => {
    const count = telegram.sent.length;
    telegram.sendUpdate(chatId, text);
    await waitForCount(telegram.sent, count + 1);
    return telegram.sent[count]!;
  };

  withTool('python')(
    "the hub's bot greets /start and keeps one conversation per chat by the conversationId of its first answer",
    async () => {
      const touched = await conversationsTouchedBy(() =>
        withTelegramBot(HUB_SAMPLES['telegram-python'], real, async (telegram) => {
          expect(await ask(telegram, 42, QUESTION)).toMatchObject({ chatId: 42, text: expect.stringContaining(REAL_ANSWER) });
          expect(telegram.chatActions).toEqual([{ chatId: 42, action: 'typing' }]);
          expect((await ask(telegram, 42, FOLLOW_UP)).text).not.toBe(APOLOGY_MESSAGE);
          expect(await ask(telegram, 43, QUESTION)).toMatchObject({ chatId: 43, text: expect.stringContaining(REAL_ANSWER) });
          expect(await ask(telegram, 42, '/start')).toEqual({ chatId: 42, text: 'Hi! Ask me anything about our business.' });
        }),
      );
      expect(questionLists(touched)).toEqual([[QUESTION], [QUESTION, FOLLOW_UP]]);
    },
    120_000,
  );

  withTool('python')(
    "the detail screen's bot answers a chat from the real server under the sessionId telegram-{chat}",
    async () => {
      const touched = await conversationsTouchedBy(() =>
        withTelegramBot(PER_ASSISTANT['telegram-python'], real, async (telegram) => {
          expect(await ask(telegram, 42, QUESTION)).toMatchObject({ chatId: 42, text: expect.stringContaining(REAL_ANSWER) });
        }),
      );
      expect(touched).toEqual([{ sessionId: 'telegram-42', questions: [QUESTION] }]);
    },
    120_000,
  );

  for (const [surface, sample] of [
    ['hub', HUB_SAMPLES['telegram-python']],
    ['detail screen', PER_ASSISTANT['telegram-python']],
  ] as const) {
    withTool('python')(
      `the ${surface}'s bot splits a long reply at 4,096 characters and apologises on failure`,
      () =>
        withTelegramBot(sample, standIn, async (telegram) => {
          telegram.sendUpdate(7, 'long');
          await waitForCount(telegram.sent, 2);
          expect(telegram.sent.map((m) => m.text.length)).toEqual([4096, LONG_REPLY.length - 4096]);
          expect(telegram.sent.map((m) => m.text).join('')).toBe(LONG_REPLY);
          expect(await ask(telegram, 7, 'fail')).toEqual({ chatId: 7, text: APOLOGY_MESSAGE });
        }),
      120_000,
    );
  }
});

const DISCORD_PY_REDIRECT = `import runpy, sys, yarl, discord.gateway, discord.http
discord.http.Route.BASE = sys.argv[1]
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(sys.argv[2])
runpy.run_path(sys.argv[3], run_name="__main__")`;

describe('Discord samples against a local Discord gateway and REST API', () => {
  const launchers = {
    /** discord.js: its REST client's origin is redirected before the sample constructs its Client. */
    'discord-node': async (file: string, discord: DiscordStandIn) => {
      const redirect = path.join(path.dirname(file), 'redirect-discord.cjs');
      await fs.writeFile(redirect, "require('@discordjs/rest').DefaultRestOptions.api = process.env.DISCORD_API_URL;\n");
      return { command: process.execPath, args: ['--require', redirect, file], env: { DISCORD_API_URL: discord.apiUrl } };
    },
    /** discord.py: the same for its HTTP route base and its gateway address. */
    'discord-python': async (file: string, discord: DiscordStandIn) => ({
      command: PYTHON,
      args: ['-c', DISCORD_PY_REDIRECT, discord.restUrl, discord.gatewayUrl, file],
      env: {},
    }),
  } as const;
  const directChannel = '1300000000000000001';

  /** Starts the bot of `sample` against a fresh Discord stand-in, runs `act`, then stops both. */
  async function withDiscordBot(
    sample: PlatformSample & { id: keyof typeof launchers },
    params: SampleParams,
    act: (discord: DiscordStandIn) => Promise<void>,
  ) {
    const discord = await startDiscordStandIn();
    const file = await writeSample(sample, params);
    const launch = await launchers[sample.id](file, discord);
    const bot = startBot(launch.command, launch.args, { ...launch.env, DISCORD_TOKEN: discord.token }, path.dirname(file));
    try {
      await bot.waitForOutput('Logged in as');
      await act(discord);
    } catch (error) {
      throw new Error(`${String(error)}\nbot output:\n${bot.output()}\nunknown Discord routes: ${discord.unknownRoutes.join(', ')}`);
    } finally {
      await bot.stop();
      await discord.close();
    }
  }

  /** Direct messages are answered, server-channel messages only when they mention the bot (read without the mention). */
  async function askDirectlyAndInTheServer(discord: DiscordStandIn, followUp: boolean) {
    discord.sendDirectMessage(directChannel, QUESTION);
    await waitForCount(discord.sent, 1);
    expect(discord.sent[0]).toMatchObject({ channelId: directChannel, content: expect.stringContaining(REAL_ANSWER) });
    expect(discord.typing).toContain(directChannel);
    let expected = 1;
    if (followUp) {
      discord.sendDirectMessage(directChannel, FOLLOW_UP);
      await waitForCount(discord.sent, ++expected);
      expect(discord.sent[1]!.content).not.toBe(APOLOGY_MESSAGE);
    }
    discord.sendGuildMessage(QUESTION, false);
    discord.sendGuildMessage(`<@${discord.botUserId}> ${QUESTION}`, true);
    if (followUp) discord.sendGuildMessage(`<@${discord.botUserId}> ${QUESTION}`, true, 1);
    expected += followUp ? 2 : 1;
    await waitForCount(discord.sent, expected);
    for (const reply of discord.sent.slice(-(followUp ? 2 : 1))) {
      expect(reply).toMatchObject({ channelId: discord.guildChannelId, content: expect.stringContaining(REAL_ANSWER) });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(discord.sent).toHaveLength(expected);
  }

  const discordTool = (id: keyof typeof launchers) =>
    id === 'discord-python' ? withTool('discordPy') : (name: string, test: () => Promise<void>, timeout?: number) => it(name, test, timeout);

  for (const id of ['discord-node', 'discord-python'] as const) {
    discordTool(id)(
      `the hub's ${HUB_SAMPLES[id].label} bot answers DMs and mentions (only) from the real server, one conversation per user and channel by conversationId`,
      async () => {
        const touched = await conversationsTouchedBy(() =>
          withDiscordBot({ ...HUB_SAMPLES[id], id }, real, (discord) => askDirectlyAndInTheServer(discord, true)),
        );
        // The direct messages continue one conversation; in the server channel each user has their own.
        expect(questionLists(touched)).toEqual([[QUESTION], [QUESTION], [QUESTION, FOLLOW_UP]]);
      },
      120_000,
    );

    discordTool(id)(
      `the detail screen's ${PER_ASSISTANT[id].label} bot answers DMs and mentions (only) from the real server under the sessionId discord-{channel}`,
      async () => {
        let guildChannel = '';
        const touched = await conversationsTouchedBy(() =>
          withDiscordBot({ ...PER_ASSISTANT[id], id }, real, async (discord) => {
            guildChannel = discord.guildChannelId;
            await askDirectlyAndInTheServer(discord, false);
          }),
        );
        expect(touched.sort((a, b) => a.sessionId.localeCompare(b.sessionId))).toEqual([
          { sessionId: `discord-${directChannel}`, questions: [QUESTION] },
          { sessionId: `discord-${guildChannel}`, questions: [QUESTION] },
        ]);
      },
      120_000,
    );

    for (const [surface, sample] of [
      ['hub', HUB_SAMPLES[id]],
      ['detail screen', PER_ASSISTANT[id]],
    ] as const) {
      discordTool(id)(
        `the ${surface}'s ${sample.label} bot splits a long reply at 2,000 characters and apologises on failure`,
        () =>
          withDiscordBot({ ...sample, id }, standIn, async (discord) => {
            discord.sendDirectMessage(directChannel, 'long');
            await waitForCount(discord.sent, 3);
            expect(discord.sent.map((m) => m.content.length)).toEqual([2000, 2000, LONG_REPLY.length - 4000]);
            expect(discord.sent.map((m) => m.content).join('')).toBe(LONG_REPLY);
            discord.sendDirectMessage(directChannel, 'fail');
            await waitForCount(discord.sent, 4);
            expect(discord.sent[3]!.content).toBe(APOLOGY_MESSAGE);
          }),
        120_000,
      );
    }
  }
});
