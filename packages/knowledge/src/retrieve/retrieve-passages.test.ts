import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retrievePassages } from './retrieve-passages.ts';
import { createAssistant, insertChunks, type ChunkFixture } from '../../testing/retrieval-fixtures.ts';
import { searchConfigFor } from './search-config.ts';
import { openRetrievalTestDatabase, retrievalTestEngines, type RetrievalTestDatabase } from '../../testing/test-database.ts';

const SHOP: ChunkFixture[] = [
  {
    url: 'https://shop.test/shipping',
    title: 'Shipping',
    content: 'We ship to Canada, the United States and Mexico. Delivery to Canada takes 5 to 7 business days.',
  },
  { url: 'https://shop.test/returns', title: 'Returns', content: 'You can return any item within 30 days. Returns take a long time to process in December.' },
  { url: 'https://shop.test/about', title: 'About us', content: 'We are a family business founded in 1998. It does not take long to love our coffee.' },
  { url: 'https://shop.test/products/grinder', title: 'Burr grinder', content: 'The Burr grinder costs $89 and grinds coffee for espresso and filter.' },
  { url: 'https://shop.test/blog/gifts', title: 'Gift ideas', content: 'A grinder is a great gift. Our blog lists gift ideas for coffee lovers.' },
];

describe.each(retrievalTestEngines)('retrievePassages on %s', (engine) => {
  let t: RetrievalTestDatabase;
  let shop: string;
  let other: string;

  beforeAll(async () => {
    t = await openRetrievalTestDatabase(engine);
    shop = await createAssistant(t.db);
    other = await createAssistant(t.db);
    await insertChunks(t.db, shop, 'en', SHOP);
    await insertChunks(t.db, other, 'en', [
      { url: 'https://other.test/canada', title: 'Shipping to Canada', content: 'Shipping to Canada takes two days. Secret warehouse in Toronto.' },
    ]);
  });
  afterAll(() => t.close());

  it('answers a natural-language question with the page that covers it, first', async () => {
    const passages = await retrievePassages(t.exec, {
      assistantId: shop,
      language: 'en',
      question: 'Do you ship to Canada and how long does it take?',
    });
    expect(passages[0]).toMatchObject({ pageUrl: 'https://shop.test/shipping', pageTitle: 'Shipping' });
    expect(passages[0]!.content).toContain('5 to 7 business days');
    expect(passages.map((p) => p.score)).toEqual([...passages.map((p) => p.score)].sort((a, b) => b - a));
  });

  it("never returns another assistant's chunks, even when they match better", async () => {
    const mine = await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'warehouse in Toronto' });
    expect(mine).toEqual([]);
    const passages = await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'shipping to Canada' });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((p) => p.pageUrl.startsWith('https://shop.test/'))).toBe(true);
  });

  it('ranks a chunk whose title holds the word above one that only mentions it', async () => {
    const passages = await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'grinder' });
    expect(passages.map((p) => p.pageUrl).slice(0, 2)).toEqual(['https://shop.test/products/grinder', 'https://shop.test/blog/gifts']);
  });

  it('uses the previous question for a follow-up', async () => {
    const passages = await retrievePassages(t.exec, {
      assistantId: shop,
      language: 'en',
      question: 'How much is it?',
      history: [
        { role: 'user', content: 'Tell me about the burr grinder' },
        { role: 'assistant', content: 'It grinds coffee.' },
      ],
    });
    expect(passages[0]!.pageUrl).toBe('https://shop.test/products/grinder');
  });

  it('finds a hyphenated name of the site when the question writes it as two words', async () => {
    const id = await createAssistant(t.db);
    await insertChunks(t.db, id, 'en', [
      ...Array.from({ length: 12 }, (_, i) => ({
        url: `https://docs.test/guide-${i}`,
        title: `Switching branches in Git, part ${i}`,
        content: `To switch branches in Git, create a new branch and switch to it; Git keeps your changes (${i}).`,
      })),
      { url: 'https://docs.test/git-switch', title: 'git-switch(1)', content: 'Switch to a specified branch. With -c, create it first.' },
    ]);
    const passages = await retrievePassages(t.exec, { assistantId: id, language: 'en', question: 'How do I use git switch?', limit: 3 });
    expect(passages[0]?.pageUrl).toBe('https://docs.test/git-switch');
  });

  it('returns nothing for a question made only of stop words or unknown words', async () => {
    expect(await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'xylophone zeppelin' })).toEqual([]);
    expect(await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: '   ' })).toEqual([]);
  });

  it('respects the limit', async () => {
    const passages = await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'coffee', limit: 2 });
    expect(passages).toHaveLength(2);
  });

  it('stems with the assistant language: Spanish, French, German, Arabic and Hindi', async () => {
    const cases = [
      { language: 'es', content: 'Enviamos pedidos a Canadá en cinco días.', question: '¿Hacen envíos a Canadá?' },
      { language: 'fr', content: 'Les livraisons vers la Belgique sont gratuites.', question: 'Combien coûte la livraison en Belgique ?' },
      { language: 'de', content: 'Wir liefern Bestellungen innerhalb von drei Tagen.', question: 'Wann wird meine Bestellung geliefert?' },
      // The article written onto the word: "التوصيل" is "توصيل".
      { language: 'ar', content: 'نقدم توصيل مجاني داخل المدينة.', question: 'هل لديكم خدمة التوصيل؟' },
      { language: 'hi', content: 'हमारी दुकान सुबह नौ बजे खुलती है।', question: 'दुकानें कब खुलेंगी?' },
    ] as const;
    for (const item of cases) {
      const id = await createAssistant(t.db);
      await insertChunks(t.db, id, item.language, [
        { url: `https://${item.language}.test/a`, title: 'Info', content: item.content },
        { url: `https://${item.language}.test/b`, title: 'Autre', content: 'Lorem ipsum dolor sit amet.' },
      ]);
      const passages = await retrievePassages(t.exec, { assistantId: id, language: item.language, question: item.question });
      expect(passages[0]?.pageUrl, item.language).toBe(`https://${item.language}.test/a`);
    }
  });

  it("does not count a question word ('Quelle …') as a word of the page", async () => {
    const id = await createAssistant(t.db);
    await insertChunks(t.db, id, 'fr', [
      { url: 'https://fr.test/modes', title: 'Modes', content: 'Quel que soit le mode, les dépendances restent visibles.' },
      { url: 'https://fr.test/clavier', title: 'Clavier', content: 'Appuyez sur r pour voir les dépendances inverses.' },
      { url: 'https://fr.test/ordre', title: 'Ordre', content: "L'ordre inverse est aussi possible." },
    ]);
    const passages = await retrievePassages(t.exec, { assistantId: id, language: 'fr', question: 'Quelle touche affiche les dépendances inverses ?' });
    expect(passages[0]?.pageUrl).toBe('https://fr.test/clavier');
  });

  it('falls back to unstemmed matching when the language configuration finds nothing', async () => {
    const id = await createAssistant(t.db);
    // Indexed before the owner switched the assistant to English: words kept as written.
    await insertChunks(t.db, id, 'en', [
      { url: 'https://legacy.test/', title: 'Catalogue', content: 'running shoes and hiking boots', searchConfig: 'simple' },
    ]);
    const passages = await retrievePassages(t.exec, { assistantId: id, language: 'en', question: 'running shoes' });
    expect(passages[0]?.pageUrl).toBe('https://legacy.test/');
  });

  it('fuses vector hits with full-text hits when vector hooks are given', async () => {
    const [lexical] = await retrievePassages(t.exec, { assistantId: shop, language: 'en', question: 'grinder' });
    const vectorOnly = {
      chunkId: 'vector-1',
      pageUrl: 'https://shop.test/espresso',
      pageTitle: 'Espresso',
      headingPath: '',
      content: 'Fine grounds.',
      score: 0.9,
    };
    const seen: string[] = [];
    const passages = await retrievePassages(t.exec, {
      assistantId: shop,
      language: 'en',
      question: 'grinder',
      embedQuery: async (text) => {
        seen.push(text);
        return [1, 0];
      },
      vectorSearch: async ({ assistantId }) => (assistantId === shop ? [vectorOnly, lexical!] : []),
    });
    expect(seen).toEqual(['grinder']);
    expect(passages[0]!.chunkId).toBe(lexical!.chunkId);
    expect(passages.map((p) => p.chunkId)).toContain('vector-1');
  });

  it('keeps answering from full text when the vector search fails', async () => {
    const passages = await retrievePassages(t.exec, {
      assistantId: shop,
      language: 'en',
      question: 'grinder',
      embedQuery: async () => {
        throw new Error('embedding service down');
      },
      vectorSearch: async () => [],
    });
    expect(passages[0]!.pageUrl).toBe('https://shop.test/products/grinder');
  });

  it('finds Japanese and Chinese passages, which have no spaces between words', async () => {
    for (const item of [
      {
        language: 'ja',
        content: '送料は全国一律500円です。営業時間は午前9時から午後6時までです。',
        other: '当店のコーヒー豆は自家焙煎です。',
        question: '送料はいくらですか？',
      },
      { language: 'zh', content: '我们的营业时间是周一至周五上午九点到下午六点。', other: '我们提供免费的咖啡品尝活动。', question: '你们的营业时间是什么？' },
    ] as const) {
      const id = await createAssistant(t.db);
      await insertChunks(t.db, id, item.language, [
        { url: `https://${item.language}.test/other`, title: 'About', content: item.other },
        { url: `https://${item.language}.test/info`, title: 'Info', content: item.content },
      ]);
      const passages = await retrievePassages(t.exec, { assistantId: id, language: item.language, question: item.question });
      expect(passages[0]?.pageUrl, item.language).toBe(`https://${item.language}.test/info`);
    }
  });

  it('finds a Japanese passage by its Japanese words when the question also holds a word in Latin letters', async () => {
    const id = await createAssistant(t.db);
    await insertChunks(t.db, id, 'ja', [
      { url: 'https://ja.test/install', title: 'インストール', content: 'Debian のインストールには CD イメージを使います。Debian は無料です。' },
      { url: 'https://ja.test/lists', title: 'メーリングリスト', content: 'メーリングリストへの登録はウェブのフォームから行えます。' },
      { url: 'https://ja.test/mirror', title: 'ミラー', content: 'Debian のミラーは世界中にあります。' },
    ]);
    // "Debian" alone would find the pages that say it; the lists page does not.
    const passages = await retrievePassages(t.exec, { assistantId: id, language: 'ja', question: 'Debian のメーリングリストに登録するには？' });
    expect(passages[0]?.pageUrl).toBe('https://ja.test/lists');
  });

  it("finds a Japanese passage by the dictionary words of the question, a verb in another form than the page's", async () => {
    const id = await createAssistant(t.db);
    await insertChunks(t.db, id, 'ja', [
      { url: 'https://ja.test/news', title: 'お知らせ', content: 'マニュアルはどこでも配っています。' },
      { url: 'https://ja.test/manual', title: 'マニュアル', content: 'ウェブ版のマニュアルを読みます。' },
    ]);
    // "読んで" is "読" with another ending than the page's "読みます"; the question's particles and endings say nothing.
    const passages = await retrievePassages(t.exec, { assistantId: id, language: 'ja', question: 'マニュアルはどこで読んでいますか' });
    expect(passages[0]?.pageUrl).toBe('https://ja.test/manual');
  });

  it('looks for a Japanese word the site never writes by its beginning the site does write', async () => {
    const id = await createAssistant(t.db);
    await insertChunks(t.db, id, 'ja', [
      { url: 'https://ja.test/install', title: 'Debian', content: 'Debian のインストールについて。' },
      { url: 'https://ja.test/codenames', title: 'コード名', content: 'Debian のリリースはトイストーリーのキャラクターから選ばれています。' },
    ]);
    // The site writes "コード名", the visitor "コードネーム": "コード" finds the page that "Debian" alone would not put first.
    const passages = await retrievePassages(t.exec, { assistantId: id, language: 'ja', question: 'Debian のコードネームって何？' });
    expect(passages[0]?.pageUrl).toBe('https://ja.test/codenames');
  });

  it('finds a Korean passage whose words carry other particles than the question’s', async () => {
    const id = await createAssistant(t.db);
    await insertChunks(t.db, id, 'ko', [
      { url: 'https://ko.test/beans', title: '원두', content: '저희 원두는 매일 아침 로스팅합니다. 원두는 온라인으로도 판매합니다.' },
      { url: 'https://ko.test/info', title: '안내', content: '매장 영업시간은 평일 오전 9시부터 오후 6시까지입니다. 배송비는 3,000원입니다.' },
    ]);
    // The pages write "영업시간은", "배송비는" and "로스팅합니다"; the questions "영업시간이", "배송비가" and "로스팅하나요".
    for (const [question, page] of [
      ['영업시간이 어떻게 되나요?', 'https://ko.test/info'],
      ['배송비가 얼마인가요?', 'https://ko.test/info'],
      ['원두를 언제 로스팅하나요?', 'https://ko.test/beans'],
    ]) {
      const passages = await retrievePassages(t.exec, { assistantId: id, language: 'ko', question: question! });
      expect(passages[0]?.pageUrl, question).toBe(page);
    }
  });

  it("does not let a German question's particles decide the page", async () => {
    const id = await createAssistant(t.db);
    await insertChunks(t.db, id, 'de', [
      { url: 'https://de.test/intro', title: 'Was ist Debian?', content: 'Debian ist ein freies Betriebssystem.' },
      { url: 'https://de.test/pakete', title: 'Pakete', content: 'Braucht Debian überhaupt so viele Pakete? Debian hat sehr viele Pakete.' },
    ]);
    const passages = await retrievePassages(t.exec, { assistantId: id, language: 'de', question: 'Was ist Debian eigentlich überhaupt?' });
    expect(passages[0]?.pageUrl).toBe('https://de.test/intro');
  });

  it('maps every spec language to a text-search configuration', () => {
    expect(searchConfigFor('en')).toBe('english');
    expect(searchConfigFor('pt')).toBe('portuguese');
    expect(searchConfigFor('ru')).toBe('russian');
    expect(searchConfigFor('ar')).toBe('arabic');
    expect(searchConfigFor('hi')).toBe('hindi');
    for (const language of ['ja', 'ko', 'zh']) expect(searchConfigFor(language)).toBe('simple');
  });
});

describe.each(retrievalTestEngines)('retrievePassages ranking across pages on %s', (engine) => {
  let t: RetrievalTestDatabase;
  let cafe: string;
  const privacy = (heading: string, content: string): ChunkFixture => ({
    url: 'https://cafe.test/privacy',
    pageTitle: 'Privacy policy',
    title: 'Privacy policy',
    headingPath: `Privacy policy > ${heading}`,
    content,
  });

  beforeAll(async () => {
    t = await openRetrievalTestDatabase(engine);
    cafe = await createAssistant(t.db);
    await insertChunks(t.db, cafe, 'en', [
      privacy('Cookies', 'We use a cookie to keep your cart.'),
      privacy('Payments', 'Card payments are processed by Stripe.'),
      privacy('Sharing', 'We never sell your personal data.'),
      privacy('Rights', 'Ask for a copy of your data at any time.'),
      {
        url: 'https://cafe.test/returns',
        pageTitle: 'Returns & refunds',
        title: 'Returns & refunds',
        content: 'Unopened coffee can be returned within 30 days of delivery.',
      },
      {
        url: 'https://cafe.test/guides/cold-brew',
        pageTitle: 'How to make cold brew',
        title: 'How to make cold brew',
        content: 'Cold brew is smooth and low in acidity.',
      },
      {
        url: 'https://cafe.test/guides/cold-brew',
        pageTitle: 'How to make cold brew',
        title: 'How to make cold brew',
        headingPath: 'Steps',
        content: 'Stir the coffee into the water in a jar.',
      },
      { url: 'https://cafe.test/careers', pageTitle: 'Careers', title: 'Careers', content: 'Barista, Vine Street Café: part-time, $17 per hour plus tips.' },
      { url: 'https://cafe.test/blog/vine', pageTitle: 'Our second café', title: 'Our second café', content: 'The Vine Street café opened five years ago.' },
    ]);
  });
  afterAll(() => t.close());

  it('lets no page fill the list while another page matches', async () => {
    const passages = await retrievePassages(t.exec, { assistantId: cafe, language: 'en', question: "What's your return policy?", limit: 3 });
    expect(passages.map((p) => p.pageUrl)).toContain('https://cafe.test/returns');
    expect(passages.filter((p) => p.pageUrl === 'https://cafe.test/privacy').length).toBeLessThanOrEqual(2);
  });

  it("puts a chunk holding more of the question's words above one repeating a single word in its title", async () => {
    const passages = await retrievePassages(t.exec, { assistantId: cafe, language: 'en', question: 'how much do baristas make at vine street?' });
    expect(passages[0]!.pageUrl).toBe('https://cafe.test/careers');
  });
});
