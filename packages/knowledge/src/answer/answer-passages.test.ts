import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, makeAssistant } from '../../testing/answer-fixtures.ts';
import { createAssistant, insertChunks, type ChunkFixture } from '../../testing/retrieval-fixtures.ts';
import { openRetrievalTestDatabase, retrievalTestEngines, type RetrievalTestDatabase } from '../../testing/test-database.ts';
import { retrieveAnswerPassages } from './answer-passages.ts';
import { createBuiltinEngine } from './builtin-engine.ts';

// A site whose name is on every page, most of them saying more about it than the start page does.
const SITE: ChunkFixture[] = [
  { url: 'https://brewline.test/', title: 'Home | Brewline', content: 'Brewline is a small coffee roaster in Portland. Fresh beans every week.' },
  ...['Brewline subscriptions', 'Brewline gift cards', 'Brewline wholesale', 'Brewline careers', 'Brewline press'].map((title, i) => ({
    url: `https://brewline.test/page-${i}`,
    title,
    content: `${title}: Brewline offers Brewline members Brewline news. Ask Brewline.`,
  })),
];

describe.each(retrievalTestEngines)('retrieveAnswerPassages on %s', (engine) => {
  let t: RetrievalTestDatabase;
  let assistantId: string;
  beforeAll(async () => {
    t = await openRetrievalTestDatabase(engine);
    assistantId = await createAssistant(t.db);
    await insertChunks(t.db, assistantId, 'en', SITE);
  });
  afterAll(() => t.close());

  const ask = async (question: string, websiteUrl?: string) => {
    const passages = await retrieveAnswerPassages(t.exec, { assistantId, question, language: 'en', limit: 3, websiteUrl });
    const answer = await collect(createBuiltinEngine().answer({ question, history: [], passages, assistant: makeAssistant({ name: 'Brewline' }) }));
    return { passages, answer };
  };

  it('answers "what is X?" about the site itself from the opening of its start page', async () => {
    const { passages, answer } = await ask('What is Brewline?', 'https://brewline.test');
    expect(passages[0]?.pageUrl).toBe('https://brewline.test/');
    expect(answer.text).toContain('Brewline is a small coffee roaster in Portland.');
  });

  it('leaves other questions to the retrieval, and finds the definition further down it when the start page is unknown', async () => {
    const other = await ask('What is a Brewline gift card?', 'https://brewline.test');
    expect(other.passages[0]?.pageUrl).not.toBe('https://brewline.test/');
    const unknownStart = await ask('What is Brewline?', 'https://brewline.test/nowhere');
    expect(unknownStart.passages[0]?.pageUrl).toBe('https://brewline.test/');
    expect(unknownStart.passages).toHaveLength(4);
  });

  it('puts first the section whose heading asks "what is X?" when X is on every page, in German and Korean', async () => {
    // A later section asks about a thing named after the subject: the earlier one says what the subject is.
    for (const [language, heading, later, question, answer] of [
      [
        'de',
        '1.2. Was ist Debian GNU/Linux?',
        '7.1. Was ist ein Debian-Paket?',
        'Was ist Debian überhaupt?',
        'Debian GNU/Linux ist eine Distribution des Linux-Betriebssystems.',
      ],
      [
        'ko',
        '1.2. Debian GNU/Linux은 무엇인가요?',
        '7.1. Debian 패키지는 무엇인가요?',
        'Debian은 무엇인가요?',
        'Debian GNU/Linux은 Linux 운영 체제의 특별한 배포판입니다.',
      ],
    ] as const) {
      const faq = await createAssistant(t.db);
      await insertChunks(t.db, faq, language, [
        { url: 'https://faq.test/packages', title: 'Debian FAQ', headingPath: `7. Debian > ${later}`, content: 'Debian Debian-Paket Debian.' },
        ...[1, 2, 3, 4, 5].map((n) => ({
          url: `https://faq.test/${n}`,
          title: 'Debian FAQ',
          headingPath: `${n}. Debian`,
          content: `Debian ${n}: Debian Debian.`,
        })),
        { url: 'https://faq.test/basics', title: 'Debian FAQ', headingPath: `1. Debian > ${heading}`, content: answer },
        { url: 'https://faq.test/names', title: 'Debian FAQ', headingPath: '1. Debian > 1.7. Debian?', content: 'Debian Debian Debian.' },
      ]);
      const passages = await retrieveAnswerPassages(t.exec, { assistantId: faq, question, language, limit: 3 });
      expect(passages[0]?.content, language).toBe(answer);
    }
  });

  it('puts first the opening of the page named after X for "what is X?" when X is on many pages', async () => {
    const manual = await createAssistant(t.db);
    await insertChunks(t.db, manual, 'en', [
      { url: 'https://manual.test/sql-vacuum', title: 'VACUUM', content: 'VACUUM — garbage-collect and optionally analyze a database' },
      {
        url: 'https://manual.test/app-vacuumdb',
        pageTitle: 'vacuumdb — PostgreSQL 15 Documentation',
        title: 'vacuumdb',
        content: 'vacuumdb is a utility for cleaning a PostgreSQL database.',
      },
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        url: `https://manual.test/routine-${n}`,
        title: `25.${n}. Routine Vacuuming`,
        content: `Autovacuum runs VACUUM and vacuumdb runs VACUUM; VACUUM ${n} of VACUUM and vacuumdb.`,
      })),
      { url: 'https://manual.test/vacuum-tips', title: 'VACUUM tips', content: 'VACUUM tips: VACUUM VACUUM.' },
    ]);
    for (const [question, url, definition] of [
      ['What does VACUUM do?', 'https://manual.test/sql-vacuum', 'garbage-collect and optionally analyze a database'],
      ['What is vacuumdb?', 'https://manual.test/app-vacuumdb', 'vacuumdb is a utility for cleaning a PostgreSQL database.'],
    ] as const) {
      const passages = await retrieveAnswerPassages(t.exec, { assistantId: manual, question, language: 'en', limit: 3 });
      expect(passages[0]?.pageUrl, question).toBe(url);
      const answer = await collect(createBuiltinEngine().answer({ question, history: [], passages, assistant: makeAssistant({ name: 'Manual' }) }));
      expect(answer.text, question).toContain(definition);
    }
    const other = await retrieveAnswerPassages(t.exec, { assistantId: manual, question: 'How often does autovacuum run VACUUM?', language: 'en', limit: 3 });
    expect(other[0]?.pageUrl).not.toBe('https://manual.test/sql-vacuum');
  });

  it('finds the page named after X when the title joins its words with hyphens ("git-sparse-checkout(1)")', async () => {
    const manual = await createAssistant(t.db);
    const definition = 'git-sparse-checkout - Reduce your working tree to a subset of tracked files';
    await insertChunks(t.db, manual, 'en', [
      {
        url: 'https://git.test/git-sparse-checkout.html',
        title: 'git-sparse-checkout(1)',
        headingPath: 'git-sparse-checkout(1) Manual Page > NAME',
        content: definition,
      },
      ...Array.from({ length: 40 }, (_, n) => ({
        url: `https://git.test/git-sparse-checkout-${n}.html`,
        title: `Using git-sparse-checkout ${n}`,
        content: `git sparse-checkout ${n}`,
      })),
    ]);
    const question = 'What does git sparse-checkout do?';
    const passages = await retrieveAnswerPassages(t.exec, { assistantId: manual, question, language: 'en', limit: 3 });
    expect(passages[0]?.content).toBe(definition);
  });

  it("searches without the visitor's example: the page answering ranks above pages naming the example", async () => {
    const reference = await createAssistant(t.db);
    const answer = 'To generate the locales you need, run dpkg-reconfigure locales and pick them from the list.';
    await insertChunks(t.db, reference, 'en', [
      ...[1, 2, 3, 4].map((n) => ({ url: `https://ref.test/locales-${n}`, title: `Locale table ${n}`, content: `pt_BR.UTF-8 | Portuguese (Brazil) ${n}` })),
      { url: 'https://ref.test/i18n', title: 'The locale', content: answer },
    ]);
    const question = 'Which command generates the locales, for example pt_BR.UTF-8?';
    const passages = await retrieveAnswerPassages(t.exec, { assistantId: reference, question, language: 'en', limit: 3 });
    expect(passages[0]?.content).toBe(answer);
  });

  it('looks further down the ranking for the passage saying what X is when the best ones only use X', async () => {
    const book = await createAssistant(t.db);
    const definition = 'Cargo is Rust’s build system and package manager.';
    await insertChunks(t.db, book, 'en', [
      { url: 'https://book.test/hello-cargo', title: 'Hello, Cargo!', content: `${definition} Most Rustaceans use this tool.` },
      ...[1, 2, 3, 4].map((n) => ({
        url: `https://book.test/cargo-${n}`,
        title: `Cargo commands ${n}`,
        content: `Cargo expects your source files in src. Run cargo build, then cargo run; cargo check ${n} runs faster than cargo build.`,
      })),
    ]);
    const passages = await retrieveAnswerPassages(t.exec, { assistantId: book, question: 'What is Cargo?', language: 'en', limit: 3 });
    expect(passages[0]?.content).toContain(definition);
    expect(passages).toHaveLength(4);
    const answer = await collect(
      createBuiltinEngine().answer({ question: 'What is Cargo?', history: [], passages, assistant: makeAssistant({ name: 'Book' }) }),
    );
    expect(answer.text).toContain(definition);
  });

  it('finds the phone number a visitor asks for outright, whatever situation the question tells first', async () => {
    const shop = await createAssistant(t.db);
    await insertChunks(t.db, shop, 'en', [
      { url: 'https://kites.test/contact', title: 'Contact', content: 'Call us at (207) 555-0143 on weekdays.' },
      ...[1, 2, 3, 4].map((n) => ({
        url: `https://kites.test/orders-${n}`,
        title: `Orders ${n}`,
        content: `Kite orders ship within ${n} days. A damaged kite order is replaced when the box arrived damaged.`,
      })),
    ]);
    const question = 'My kite order arrived damaged and I want to talk to someone. What is your phone number?';
    const passages = await retrieveAnswerPassages(t.exec, { assistantId: shop, question, language: 'en', limit: 3 });
    expect(passages.map((passage) => passage.content).join('\n')).toContain('(207) 555-0143');
  });
});
