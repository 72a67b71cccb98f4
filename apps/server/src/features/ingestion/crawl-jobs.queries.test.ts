import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.ts';
import { describeEachEngine, openTestDatabase } from '../../test/test-database.ts';
import { assistants, crawlJobs, users } from '../../db/schema.ts';
import { claimCrawlJob, finishCrawlJob, insertCrawlJob, MAX_ATTEMPTS } from './crawl-jobs.queries.ts';

describeEachEngine('crawl job queue', (engine) => {
  let database: Database;
  let second: Database | undefined;
  let assistantIds: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    // A second connection pool to the same PostgreSQL database stands in for another server process.
    if (engine === 'postgres') second = await openDatabase({ databaseUrl: database.connectionString });
    const [user] = await database.db.insert(users).values({ email: 'q@example.com', passwordHash: 'x', firstName: 'Q', lastName: 'Q' }).returning();
    const rows = await database.db
      .insert(assistants)
      .values(Array.from({ length: 12 }, (_, i) => ({ userId: user!.id, name: `A${i}`, apiKeyEncrypted: 'x', apiKeyDigest: `d${i}` })))
      .returning();
    assistantIds = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });

  it('hands each queued job to exactly one of several competing workers', async () => {
    for (const assistantId of assistantIds) await insertCrawlJob(database.db, { assistantId, kind: 'initial' });
    const workers = ['w1', 'w2', 'w3', 'w4'].map((id, i) => ({ id, db: (i % 2 === 1 && second ? second : database).db, claimed: [] as string[] }));
    await Promise.all(
      workers.map(async (worker) => {
        for (;;) {
          const job = await claimCrawlJob(worker.db, worker.id, 60_000);
          if (!job) return;
          worker.claimed.push(job.id);
        }
      }),
    );
    const all = workers.flatMap((w) => w.claimed);
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
    const rows = await database.db.select().from(crawlJobs);
    expect(rows.every((r) => r.status === 'running' && r.attempts === 1)).toBe(true);
    for (const row of rows) await finishCrawlJob(database.db, row.id, { status: 'done' });
  });

  it('lets another worker take over a job whose lease ran out, up to the attempt limit', async () => {
    const job = await insertCrawlJob(database.db, { assistantId: assistantIds[0]!, kind: 'rescrape' });
    const first = await claimCrawlJob(database.db, 'dying-worker', 400);
    expect(first?.id).toBe(job.id);
    expect(await claimCrawlJob(database.db, 'other', 60_000)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 450));
    const takeover = await claimCrawlJob(database.db, 'other', 1);
    expect(takeover).toMatchObject({ id: job.id, lockedBy: 'other', attempts: 2 });
    await database.db.update(crawlJobs).set({ attempts: MAX_ATTEMPTS }).where(eq(crawlJobs.id, job.id));
    await new Promise((r) => setTimeout(r, 20));
    expect(await claimCrawlJob(database.db, 'third', 60_000)).toBeUndefined();
  });

  it("takes turns between owners: one owner's queued crawls never starve another's", async () => {
    const [busy, patient] = await database.db
      .insert(users)
      .values([
        { email: 'busy@example.com', passwordHash: 'x', firstName: 'B', lastName: 'B' },
        { email: 'patient@example.com', passwordHash: 'x', firstName: 'P', lastName: 'P' },
      ])
      .returning();
    const mine = await database.db
      .insert(assistants)
      .values(Array.from({ length: 4 }, (_, i) => ({ userId: busy!.id, name: `Busy${i}`, apiKeyEncrypted: 'x', apiKeyDigest: `busy${i}` })))
      .returning();
    const [theirs] = await database.db
      .insert(assistants)
      .values({ userId: patient!.id, name: 'Patient', apiKeyEncrypted: 'x', apiKeyDigest: 'patient' })
      .returning();
    const busyJobs = [];
    for (const assistant of mine) busyJobs.push(await insertCrawlJob(database.db, { assistantId: assistant.id, kind: 'initial' }));
    const patientJob = await insertCrawlJob(database.db, { assistantId: theirs!.id, kind: 'initial' });

    const claimed = [];
    for (let i = 0; i < 3; i++) claimed.push((await claimCrawlJob(database.db, 'w', 60_000))!.id);
    // The busy owner queued first, but once one of theirs runs the patient owner's job goes next.
    expect(claimed).toEqual([busyJobs[0]!.id, patientJob.id, busyJobs[1]!.id]);
  });
});
