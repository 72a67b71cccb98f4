import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assistants, conversations, messages, usageCounters, users } from '../../db/schema.ts';
import { describeEachEngine, openTestDatabase } from '../../test/test-database.ts';
import { currentPeriod } from '../subscription/usage-period.ts';
import { createConversationStore } from './conversation-store.ts';
import type { OpenConversationParams } from './open-conversation.ts';

describeEachEngine('conversation store', (engine) => {
  let database: Database;
  let statements: string[];
  let ownerId: string;
  let assistantId: string;

  beforeAll(async () => {
    const opened = await openTestDatabase(engine);
    statements = [];
    // Counts what the store sends, to show which messages cost a read and how writes are grouped.
    database = { ...opened, query: (sql, params) => (statements.push(sql), opened.query(sql, params)) };
    const [user] = await database.db.insert(users).values({ email: 'store@example.com', passwordHash: 'x', firstName: 'S', lastName: 'S' }).returning();
    ownerId = user!.id;
    const [assistant] = await database.db.insert(assistants).values({ userId: ownerId, name: 'Shop', apiKeyEncrypted: 'x', apiKeyDigest: 'store' }).returning();
    assistantId = assistant!.id;
  });
  afterAll(() => database.close());

  const params = (sessionId: string, messageLimit = 100): OpenConversationParams => ({
    assistantId,
    ownerId,
    messageLimit,
    historyLimit: 4,
    target: { channel: 'api', sessionId },
  });
  const exchange = (conversationId: string, n: number) => ({
    conversationId,
    ownerId,
    question: `question ${n}`,
    answer: `answer ${n}`,
    sources: [{ url: 'https://shop.test/', title: 'Shop' }],
    responseTimeMs: 12,
    askedAt: new Date(Date.now() + n * 1_000),
    answeredAt: new Date(Date.now() + n * 1_000 + 12),
    answered: true,
    searchConfig: 'english',
  });

  it('stores the exchanges finished in one turn in a single write, counting messages and usage', async () => {
    const store = createConversationStore(database);
    const opened = await Promise.all(['v1', 'v2', 'v3'].map((session) => store.open(params(session))));
    const ids = opened.map((o) => o.conversation!.id);
    expect(new Set(ids).size).toBe(3);
    statements.length = 0;
    await Promise.all(ids.map((id, n) => store.record(exchange(id, n), 4)));
    expect(statements).toHaveLength(1);
    const stored = await database.db.select().from(messages).where(eq(messages.conversationId, ids[1]!));
    expect(stored.map((m) => [m.role, m.content]).sort()).toEqual([
      ['assistant', 'answer 1'],
      ['user', 'question 1'],
    ]);
    expect(stored.find((m) => m.role === 'assistant')?.responseTimeMs).toBe(12);
    const [conversation] = await database.db.select().from(conversations).where(eq(conversations.id, ids[0]!));
    expect(conversation!.messageCount).toBe(2);
    const [usage] = await database.db.select().from(usageCounters).where(eq(usageCounters.userId, ownerId));
    expect(usage).toMatchObject({ period: currentPeriod(), messages: 3 });
  });

  it('fails only the exchange that cannot be stored', async () => {
    const store = createConversationStore(database);
    const { conversation } = await store.open(params('v4'));
    const results = await Promise.allSettled([
      store.record(exchange(conversation!.id, 7), 4),
      store.record(exchange('00000000-0000-4000-8000-000000000000', 8), 4),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await database.db.select().from(messages).where(eq(messages.conversationId, conversation!.id))).toHaveLength(2);
  });

  it('gives the recent history oldest first, and needs no read for the next message on embedded PGlite only', async () => {
    const store = createConversationStore(database);
    const first = await store.open(params('v5'));
    for (const n of [1, 2, 3]) await store.record(exchange(first.conversation!.id, n), 4);
    statements.length = 0;
    const next = await store.open(params('v5'));
    expect(next.conversation!.history).toEqual([
      { role: 'user', content: 'question 2' },
      { role: 'assistant', content: 'answer 2' },
      { role: 'user', content: 'question 3' },
      { role: 'assistant', content: 'answer 3' },
    ]);
    expect(statements).toHaveLength(engine === 'pglite' ? 0 : 1);
    // A fresh store (a restarted server) reads the same history from the database.
    expect((await createConversationStore(database).open(params('v5'))).conversation!.history).toEqual(next.conversation!.history);
  });

  it('does not start a conversation once the month’s limit is reached, and counts two first messages of a session once', async () => {
    const store = createConversationStore(database);
    const before = await database.db.select().from(conversations);
    const used = (await store.open(params('v6'))).used;
    const blocked = await createConversationStore(database).open(params('v7', used));
    expect(blocked).toEqual({ used });
    const [a, b] = await Promise.all([createConversationStore(database).open(params('v8')), createConversationStore(database).open(params('v8'))]);
    expect(a.conversation!.id).toBe(b.conversation!.id);
    const after = await database.db.select().from(conversations);
    expect(
      after
        .map((c) => c.sessionId)
        .filter((s) => !before.some((o) => o.sessionId === s))
        .sort(),
    ).toEqual(['v6', 'v8']);
  });

  it('finds a conversation by id only within its own assistant', async () => {
    const store = createConversationStore(database);
    const { conversation } = await store.open(params('v9'));
    const [other] = await database.db.insert(assistants).values({ userId: ownerId, name: 'Other', apiKeyEncrypted: 'x', apiKeyDigest: 'other' }).returning();
    const byId = (assistant: string, conversationId: string) => store.open({ ...params('x'), assistantId: assistant, target: { conversationId } });
    expect((await byId(assistantId, conversation!.id)).conversation?.id).toBe(conversation!.id);
    expect((await byId(other!.id, conversation!.id)).conversation).toBeUndefined();
    expect((await byId(assistantId, 'not-a-uuid')).conversation).toBeUndefined();
  });
});
