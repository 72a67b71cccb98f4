import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { describeEachEngine, openTestDatabase } from '../../test/test-database.ts';
import { assistants, pages, users } from '../../db/schema.ts';
import { deletePagesNotIn } from './index.queries.ts';

describeEachEngine('pruning pages after a crawl', (engine) => {
  let database: Database;
  let assistantId: string;
  let otherAssistantId: string;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const [user] = await database.db.insert(users).values({ email: 'prune@example.com', passwordHash: 'x', firstName: 'P', lastName: 'P' }).returning();
    const rows = await database.db
      .insert(assistants)
      .values([
        { userId: user!.id, name: 'Big', apiKeyEncrypted: 'x', apiKeyDigest: 'big' },
        { userId: user!.id, name: 'Other', apiKeyEncrypted: 'x', apiKeyDigest: 'other' },
      ])
      .returning();
    [assistantId, otherAssistantId] = rows.map((row) => row.id) as [string, string];
  });
  afterAll(() => database.close());

  it('keeps 70,000 seen URLs (more than the 65,535 bind parameters) and removes only the pages not seen', async () => {
    const url = (i: number) => `https://big.example/p${i}`;
    await database.db.execute(sql`
      INSERT INTO pages (assistant_id, url, content_hash)
      SELECT ${assistantId}, 'https://big.example/p' || i, i::text FROM generate_series(0, 70009) AS i`);
    await database.db.insert(pages).values({ assistantId: otherAssistantId, url: url(70_005), contentHash: 'x' });

    const keep = Array.from({ length: 70_000 }, (_, i) => url(i));
    expect(await deletePagesNotIn(database.db, assistantId, keep)).toBe(10);

    const left = await database.db.select({ url: pages.url }).from(pages).where(eq(pages.assistantId, assistantId));
    expect(left).toHaveLength(70_000);
    expect(left.some((row) => row.url === url(70_005))).toBe(false);
    expect(await database.db.select().from(pages).where(eq(pages.assistantId, otherAssistantId))).toHaveLength(1);
  }, 60_000);
});
