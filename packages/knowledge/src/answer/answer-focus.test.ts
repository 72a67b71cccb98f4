import { describe, expect, it } from 'vitest';
import { collect, makeAssistant, makePassage } from '../../testing/answer-fixtures.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import { selectSentences } from './select-sentences.ts';
import { foldText, splitAtDefinedTerms, splitSentences, textTerms } from './text-tools.ts';
import type { Language } from '@siteline/contract';
import type { Passage } from '../retrieve/index.ts';

const pick = (question: string, passages: Passage[], language: Language = 'en') =>
  selectSentences({ question, retrievalText: question, passages, language, tone: 'helpful' }).map((s) => s.text);

describe('sentence and word boundaries (Intl.Segmenter)', () => {
  it('keeps abbreviations with dots inside their sentence', () => {
    expect(splitSentences('We open at 9 a.m. on weekdays and close at 5 p.m. sharp. Parking is free after six.', 'en')).toEqual([
      'We open at 9 a.m. on weekdays and close at 5 p.m. sharp.',
      'Parking is free after six.',
    ]);
  });

  it("keeps a table's row whole, its cells' sentences read together", () => {
    expect(
      splitSentences('-m, --message | text | A commit message to use. The commit replaces {sha} | None\nWe deploy from main. It takes a minute.', 'en'),
    ).toEqual(['-m, --message | text | A commit message to use. The commit replaces {sha} | None', 'We deploy from main.', 'It takes a minute.']);
  });

  it('reads a bar the text quotes as no cell separator', () => {
    expect(splitSentences('Si la valeur commence par le caractère « | », le reste est une commande. Elle reçoit le journal.', 'fr')).toEqual([
      'Si la valeur commence par le caractère « | », le reste est une commande.',
      'Elle reçoit le journal.',
    ]);
  });

  it('ends no sentence inside brackets that the next piece closes', () => {
    expect(splitSentences('Long weekends (Martin Luther King Jr. Day, Memorial Day) have a three-night minimum. Book early.', 'en')).toEqual([
      'Long weekends (Martin Luther King Jr. Day, Memorial Day) have a three-night minimum.',
      'Book early.',
    ]);
    expect(splitSentences('Ein Gutachten (z. B. für die Versicherung) kostet 15 €. Es wird verrechnet.', 'de')).toEqual([
      'Ein Gutachten (z. B. für die Versicherung) kostet 15 €.',
      'Es wird verrechnet.',
    ]);
    expect(splitSentences('fn main() { println!("Hello, world!"); }', 'en')).toEqual(['fn main() { println!("Hello, world!"); }']);
    // A bracket the text leaves open joins nothing: "Smile :(" is no parenthesis.
    expect(splitSentences('Sorry :( We are closed today. Come back (soon).', 'en')).toEqual(['Sorry :( We are closed today.', 'Come back (soon).']);
  });

  it("ends no sentence at a street's abbreviated kind before its name", () => {
    expect(splitSentences('Мы находимся по адресу: ул. Ленина, 10, Москва. Звоните в любое время.', 'ru')).toEqual([
      'Мы находимся по адресу: ул. Ленина, 10, Москва.',
      'Звоните в любое время.',
    ]);
    expect(splitSentences('Estamos na Av. Paulista, 1000, São Paulo.', 'pt')).toEqual(['Estamos na Av. Paulista, 1000, São Paulo.']);
    expect(splitSentences('Nous sommes au 5 bd. Haussmann, Paris.', 'fr')).toEqual(['Nous sommes au 5 bd. Haussmann, Paris.']);
  });

  it('ends no sentence at an abbreviation before what it qualifies, in the languages that write them', () => {
    // Each text is its sentences written one after the other.
    const cases: [Language, string[]][] = [
      // The Graz electrician's price line, whose "inkl." had ended it: the answer lost "USt. (inklusive Anfahrt) …".
      ['de', ['Wir verrechnen 106,80 € inkl. USt. (inklusive Anfahrt) und die Arbeitszeit.', 'Material extra.']],
      ['de', ['Parken ist z. B. im Hof möglich.', 'Die Anfahrt dauert ca. 10 Min.', 'Rufen Sie uns unter Tel. 0341 1234567 an.']],
      ['de', ['Geöffnet Mo. bis Fr. 9–18 Uhr, Sa. 10–14 Uhr.', 'Sonntag geschlossen.']],
      ['de', ['Die Reparatur kostet inkl. MwSt. 49 Euro.', 'Termine nach Vereinbarung.']],
      ['it', ['Il Sig. Rossi risponde al tel. 051 123456.', 'Siamo aperti.']],
      ['ru', ['Звоните по тел. 8 800 555-35-35, т. е. бесплатно.', 'Ждём вас в любое время.']],
      ['en', ['Ask Mr. Smith: it costs approx. 20 dollars, see Fig. 3 below.', 'I told you so.', 'Then we left.']],
    ];
    for (const [language, sentences] of cases) expect(splitSentences(sentences.join(' '), language)).toEqual(sentences);
  });

  it('keeps a line shorter than a sentence when it names a number, and leaves out one that does not', () => {
    expect(splitSentences('Defaults\nPort: 8080\nMenu\n- Sa 10–14\nHome', 'en')).toEqual(['Defaults', 'Port: 8080', '- Sa 10–14']);
  });

  it("keeps a line's short last sentence with the one before it", () => {
    expect(splitSentences('Is parking free? Yes.\nWe open at nine.', 'en')).toEqual(['Is parking free? Yes.', 'We open at nine.']);
    expect(splitSentences('¿Aceptan tarjetas de crédito? Sí, todas. Gracias.', 'es')).toEqual(['¿Aceptan tarjetas de crédito?', 'Sí, todas. Gracias.']);
  });

  it("ends no sentence at a table's or figure's number before its title", () => {
    expect(splitSentences('Table 11.3. List of EOL styles for different platforms', 'en')).toEqual(['Table 11.3. List of EOL styles for different platforms']);
    expect(splitSentences('Tabela 11.3. Lista de estilos EOL para diferentes plataformas', 'pt')).toEqual([
      'Tabela 11.3. Lista de estilos EOL para diferentes plataformas',
    ]);
    expect(splitSentences('Figure 2. The widget on a page.', 'en')).toEqual(['Figure 2. The widget on a page.']);
  });

  it('keeps a short reply ("No.", "いいえ。") with the sentence it opens instead of dropping it', () => {
    expect(splitSentences('No. Packages are upgraded on a running system.', 'en')).toEqual(['No. Packages are upgraded on a running system.']);
    expect(splitSentences('いいえ。パッケージは実行中のシステムであっても適切にアップグレードされます。', 'ja')).toEqual([
      'いいえ。パッケージは実行中のシステムであっても適切にアップグレードされます。',
    ]);
  });

  it('ends no sentence at the question mark of a web address, but still at one a Japanese sentence ends with', () => {
    expect(splitSentences('The arguments go after a question mark, e.g. httpbin.org/get?key=val. Requests takes them as a dictionary.', 'en')).toEqual([
      'The arguments go after a question mark, e.g. httpbin.org/get?key=val.',
      'Requests takes them as a dictionary.',
    ]);
    expect(splitSentences('本当ですか?はい、そうです。', 'ja')).toEqual(['本当ですか?', 'はい、そうです。']);
  });

  it('ends no sentence at the initial of a name, nor at the day of a German date', () => {
    expect(splitSentences('The FAQ was rewritten by Susan G. Kleinmann and J.H.M. Bonten. It is kept up to date.', 'en')).toEqual([
      'The FAQ was rewritten by Susan G. Kleinmann and J.H.M. Bonten.',
      'It is kept up to date.',
    ]);
    expect(splitSentences('Am 30. Juni ist XYZ-3.6 in Testing. Die aktuelle Version ist Debian 11. Sie heißt Bullseye.', 'de')).toEqual([
      'Am 30. Juni ist XYZ-3.6 in Testing.',
      'Die aktuelle Version ist Debian 11.',
      'Sie heißt Bullseye.',
    ]);
  });

  it('cuts a flattened definition list before each term, not before other lower-case words', () => {
    expect(splitAtDefinedTerms('Use an empty string to disable it. max_retries – How often to retry. e.g. three – or more – times.')).toEqual([
      'Use an empty string to disable it.',
      'max_retries – How often to retry. e.g. three – or more – times.',
    ]);
  });

  it('matches an adverb in -ly with its adjective or noun, not a verb in -ply with a shorter word', () => {
    expect(textTerms('newly created, billed monthly', 'en')).toEqual(textTerms('new created, billed month', 'en'));
    expect(textTerms('apply', 'en')).not.toEqual(textTerms('app', 'en'));
  });

  it('meets a word in its plural: "policy" and "policies", "token" and "tokens", "chien" and "chiens"', () => {
    expect(textTerms('return policy, the query, a reply', 'en')).toEqual(textTerms('return policies, the queries, the replies', 'en'));
    expect(textTerms('applied', 'en')).toEqual(textTerms('apply', 'en'));
    expect(textTerms('token', 'en')).toEqual(textTerms('tokens', 'en'));
    expect(textTerms('un chien', 'fr')).toEqual(textTerms('les chiens', 'fr'));
    // A "y" after a vowel is no ending: "Sunday" is not "Sund".
    expect(textTerms('Sunday', 'en')).toEqual(textTerms('Sundays', 'en'));
    expect(textTerms('Sunday', 'en')).not.toEqual(textTerms('Sund', 'en'));
  });

  it('meets a Portuguese word in its plural when the plural changes its end ("opção", "opções"; "mensagem", "mensagens")', () => {
    expect(textTerms('a opção, a mensagem, o papel, o local, a versão', 'pt')).toEqual(
      textTerms('as opções, as mensagens, os papéis, os locais, as versões', 'pt'),
    );
    expect(textTerms('o pacote', 'pt')).toEqual(textTerms('os pacotes', 'pt'));
  });

  it('meets a Japanese loanword with and without its final long vowel ("サーバー", "サーバ")', () => {
    expect(textTerms('サーバーのユーザー', 'ja')).toEqual(textTerms('サーバのユーザ', 'ja'));
    expect(textTerms('メモリー', 'ja')).toEqual(textTerms('メモリ', 'ja'));
  });

  it('meets an Arabic word with and without its article ("القهوة", "قهوة")', () => {
    expect(textTerms('القهوة المطحونة', 'ar')).toEqual(textTerms('قهوة مطحونة', 'ar'));
    expect(textTerms('السعر', 'ar')).toEqual(textTerms('سعر', 'ar'));
  });

  it('meets an Arabic plural with and without its article or "and", and with or without its short vowels', () => {
    expect(textTerms('ملفات', 'ar')).toEqual(textTerms('الملفات', 'ar'));
    expect(textTerms('والملفات والمجلدات', 'ar')).toEqual(textTerms('الملفات المجلدات', 'ar'));
    expect(textTerms('اسمًا ثابتًا', 'ar')).toEqual(textTerms('اسما ثابتا', 'ar'));
    expect(textTerms('التي لكل مستخدم', 'ar')).toEqual(textTerms('مستخدم', 'ar'));
  });

  it('meets a Hindi word in its other endings ("दुकानें", "दुकानों", "दुकान"; "खुलती", "खुला")', () => {
    expect(textTerms('दुकानें खुलती', 'hi')).toEqual(textTerms('दुकान खुला', 'hi'));
    expect(textTerms('दुकानों में मिठाइयाँ', 'hi')).toEqual(textTerms('दुकान मिठाई', 'hi'));
  });

  it('meets a Russian word in its other cases and genders, "й" kept as a letter', () => {
    expect(textTerms('самую новую версию', 'ru')).toEqual(textTerms('Самые новые версии', 'ru'));
    expect(textTerms('командой', 'ru')).toEqual(textTerms('команда', 'ru'));
    expect(foldText('Какой Ёжик')).toBe('какой ежик');
  });

  it('meets a number written with its thousands apart ("3 000 ₽", "2,500") with the number written whole, not a version', () => {
    expect(textTerms('сертификат на 3000', 'ru')).toEqual(textTerms('сертификат на 3 000 ₽', 'ru'));
    expect(textTerms('2500 dollars', 'en')).toEqual(textTerms('2,500 dollars', 'en'));
    expect(textTerms('10000 places', 'fr')).toEqual(textTerms('10\u202f000 places', 'fr'));
    expect(textTerms('version 1.500', 'en')).not.toContain('1500');
    expect(textTerms('2.5 and 000', 'en')).not.toContain('5000');
  });

  it('reads "found" as the past of "find", not as the stem of "founded"', () => {
    expect(textTerms('it can be found here', 'en')).toEqual(textTerms('it can be find here', 'en'));
    expect(textTerms('found', 'en')).not.toEqual(textTerms('founded', 'en'));
  });

  it('splits Japanese and Chinese into sentences and dictionary words, not character pairs', () => {
    expect(splitSentences('東京駅から徒歩5分です。営業時間は午前9時から午後6時までです。', 'ja')).toEqual([
      '東京駅から徒歩5分です。',
      '営業時間は午前9時から午後6時までです。',
    ]);
    expect(textTerms('営業時間は何時ですか', 'ja')).toEqual(expect.arrayContaining(['営業', '時間']));
    expect(textTerms('你们的营业时间是什么时候', 'zh')).toEqual(expect.arrayContaining(['营业', '时间']));
  });

  it('leaves Japanese particles and verb endings out of the words a text is about', () => {
    expect(textTerms('このファイルがどのパッケージに入ってるのか調べたい', 'ja')).toEqual(['ファイル', 'パッケージ', '入', '調']);
    // A verb is its kanji stem whatever its ending: "送りますか" asks about what "送る" says.
    expect(textTerms('シグナルを送りますか', 'ja')).toEqual(textTerms('シグナルを送る', 'ja'));
  });

  it('answers contact questions written as visitors write them: dialect, colloquial, with a situation', () => {
    const cases: [Language, string, string, string][] = [
      ['zh', '你们电话多少？想订个包间', '预订包间请拨打总店电话 0571-87963328，或添加微信留言。\n营业时间：周日至周四 9:30–22:00', '0571-87963328'],
      [
        'it',
        "Dove vi trovate esattamente? Mi serve l'indirizzo per il navigatore",
        'Dove siamo: Trattoria Da Nino, Via del Pratello, 41/b, 40122 Bologna (BO)\nSi ordina per telefono o su WhatsApp.',
        'Via del Pratello, 41/b',
      ],
      ['ar', 'شو رقم الواتساب تبعكم عشان أحجز؟', 'نسعد بخدمتكم في فرعين.\nواتساب للحجز والاستفسارات: 079 614 2285', '079 614 2285'],
      ['ru', 'Подскажите номер телефона, чтобы записаться', 'Позвоните по единому номеру +7 (843) 212-45-67.\nМы работаем с 2009 года.', '212-45-67'],
      ['pt', 'oi, vcs tem whatsapp? qual o número?', 'Fale com a gente pelo WhatsApp (31) 98874-3310.\nAtendemos cães e gatos.', '98874-3310'],
      // A second question or a situation after the one asking for the phone number or the e-mail address.
      [
        'de',
        'Hi, wie ist eure Telefonnummer? Wollte kurz fragen, ob ihr 28-Zoll-Schläuche dahabt',
        'Fahrradwerkstatt in Leipzig-Süd.\nTelefon: 0341 35 48 19 07',
        '0341 35 48 19 07',
      ],
      [
        'de',
        "Gibt's eine Mailadresse, an die ich Fotos vom Schaden schicken kann?",
        'Fotos vom Schaden helfen uns bei der Einschätzung.\nE-Mail: werkstatt@speichenwerk.test',
        'werkstatt@speichenwerk.test',
      ],
      [
        'ja',
        '三鷹のスタジオに電話したいんですけど、番号わかりますか？',
        '三鷹スタジオ, 東京都三鷹市下連雀3丁目28-11\n三鷹スタジオ TEL 0422-47-8316',
        '0422-47-8316',
      ],
      [
        'fr',
        "J'ai besoin d'une facture au nom de ma société, je peux vous écrire par mail ? C'est quoi l'adresse ?",
        'Pressing Clair de Lin, 27 avenue de la Libération, 63000 Clermont-Ferrand\nÉcrivez-nous : contact@pressing.test',
        'contact@pressing.test',
      ],
      [
        'en',
        'Where are you exactly? Need the full address with postcode for the satnav',
        'We groom dogs of every size.\nThe Muddy Mutt, 214 Gloucester Road, Bristol BS7 8NU',
        '214 Gloucester Road',
      ],
    ];
    for (const [language, question, content, fact] of cases) {
      expect(pick(question, [makePassage('Contato', content)], language).join(' '), language).toContain(fact);
    }
  });

  it('reads a phone number or a time written in Arabic-Indic or Devanagari digits', () => {
    const clinic = makePassage('اتصل بنا', 'نسعد بخدمتكم في فرعين.\nللحجز اتصلوا على ٠٧٩ ٦١٤ ٢٢٨٥');
    expect(pick('ما هو رقم الهاتف للحجز؟', [clinic], 'ar').join(' ')).toContain('٠٧٩ ٦١٤ ٢٢٨٥');
    const shop = makePassage('समय', 'हमारी मिठाइयाँ शुद्ध घी से बनती हैं।\nदुकान रविवार को सुबह ८:०० बजे खुलती है।');
    expect(pick('रविवार को दुकान कितने बजे खुलती है?', [shop], 'hi').join(' ')).toContain('८:०० बजे');
    expect(textTerms('٢٤ ساعة', 'ar')).toEqual(textTerms('24 ساعة', 'ar'));
  });

  it('answers a Japanese question from a Japanese page', () => {
    const access = makePassage('アクセス', '当店は東京駅から徒歩5分です。営業時間は午前9時から午後6時までです。駐車場はありません。');
    expect(pick('営業時間を教えてください', [access], 'ja')[0]).toBe('営業時間は午前9時から午後6時までです。');
  });

  it('finds a Japanese question word inside a longer word of the page, which the page cuts differently', () => {
    const cdrom = makePassage(
      'CD ドライブ',
      'デバイスファイルは /dev にあります。ユーザを cdrom グループに追加すれば、権限を変更しなくてもドライブを使えます。',
    );
    // "変えずに" is cut "変|え|ず|に", the page's "変更" is one word: the sentence holds what was asked.
    expect(pick('権限を変えずにドライブを使うには？', [cdrom], 'ja')[0]).toBe('ユーザを cdrom グループに追加すれば、権限を変更しなくてもドライブを使えます。');
  });

  it('finds a German question word inside a compound of the page', () => {
    const paper = makePassage(
      'Drucken',
      'Die Druckerwarteschlange zeigt für jeden Auftrag die Papiergröße an. Das Paket libpaper1 legt die systemweite Standardpapiergröße in /etc/papersize fest.',
    );
    expect(pick('Wo lege ich die systemweite Papiergröße fest?', [paper], 'de')[0]).toBe(
      'Das Paket libpaper1 legt die systemweite Standardpapiergröße in /etc/papersize fest.',
    );
  });
});

describe('answers about what was asked', () => {
  it('answers "how long" with a length of time, written in digits or words, over other numbers', () => {
    const testing = makePassage(
      'Testing',
      'Ein Benutzer macht ein Update von XYZ-3.6 auf XYZ-3.7 in Unstable. Nach fünf Tagen wandert ein Paket von Unstable nach Testing.',
    );
    expect(pick('Wie lange dauert es, bis ein Paket aus Unstable in Testing landet?', [testing], 'de')).toContain(
      'Nach fünf Tagen wandert ein Paket von Unstable nach Testing.',
    );
    const shipping = makePassage('Shipping', 'Orders over 40 dollars ship free. Delivery takes 3 business days within the country.');
    expect(pick('How long does delivery take?', [shipping])[0]).toBe('Delivery takes 3 business days within the country.');
  });

  it('answers "how many" and "how often" with a count written in words as with one in digits', () => {
    const types = makePassage(
      'Data Types',
      'We used one integer type in Chapter 2, the u32 type. Rust has four primary scalar types: integers, floating-point numbers, Booleans, and characters. Table 3-1 shows the built-in integer types in Rust.',
    );
    expect(pick('How many scalar types does Rust have?', [types])[0]).toBe(
      'Rust has four primary scalar types: integers, floating-point numbers, Booleans, and characters.',
    );
    const releases = makePassage('How Rust is Made', 'Rust 1.5 is done, so the beta of 1.6 is built. Every six weeks, it’s time to prepare a new release!');
    expect(pick('How often is a new release prepared?', [releases])[0]).toBe('Every six weeks, it’s time to prepare a new release!');
  });

  it('answers "who runs X?" with the person whose role names X, written after the name on a team page', () => {
    const team = makePassage(
      'Team | Harbor & Vine',
      [
        '- Daniel Reyes Co-founder & Managing Director Daniel runs the business side, from the cafés to the web shop.',
        '- Tom Fletcher Café Manager, Harbor Café & Roastery Tom leads the team on Commercial Street.',
        '- Jess Moreau Café Manager, Vine Street Café Jess opened Vine Street in 2021 and knows most regulars by their order.',
      ].join('\n'),
    );
    expect(pick('Who runs the Vine Street café?', [team])[0]).toContain('Jess Moreau');
  });

  const facts = makePassage(
    'Bäckerei Sonne',
    [
      'Bakery: Bäckerei Sonne — Filiale Altstadt',
      'Address: Marktplatz 3, 79098 Freiburg',
      'Opening hours: Mo-Fr 06:30-18:00; Sa 07:00-13:00; So 08:00-11:00',
      'Price: 4.20 EUR',
    ].join('\n'),
  );

  it('keeps only the clause of the day asked, as a sentence about the place', () => {
    expect(pick('What are the opening hours on Sa?', [facts])).toEqual(['Bäckerei Sonne — Filiale Altstadt is open Sa 07:00-13:00.']);
  });

  it("phrases structured facts in the assistant's language, amounts written as that language writes them", () => {
    const product = makePassage('Pain au levain', 'Product: Pain au levain\nPrice: 4.20 EUR\nAvailability: In stock');
    const answer = pick('Combien coûte le pain au levain ?', [product], 'fr');
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatch(/^Pain au levain coûte 4,20\s€\.$/u);
  });

  it("phrases structured facts as sentences in Japanese, Korean and Russian too, and finds them from those languages' question words", () => {
    const latte = makePassage('抹茶ラテ', 'Product: 抹茶ラテ\nPrice: 550 JPY\nAvailability: In stock');
    expect(pick('抹茶ラテはいくらですか', [latte], 'ja')).toEqual(['抹茶ラテの価格は￥550です。']);
    const cafe = makePassage('카페', 'Cafe or coffee shop: 하버 카페\nOpening hours: 월-금 08:00-18:00\nTelephone: 02-555-0143');
    expect(pick('영업시간은 언제인가요?', [cafe], 'ko')).toEqual(['하버 카페의 영업시간은 월-금 08:00-18:00입니다.']);
    const coffeeShop = makePassage('Кофейня', 'Cafe or coffee shop: Кофейня «Зерно»\nOpening hours: Пн-Пт 08:00-20:00\nTelephone: +7 495 555-01-43');
    expect(pick('Какой у вас телефон?', [coffeeShop], 'ru')).toEqual(['Телефон Кофейня «Зерно»: +7 495 555-01-43.']);
  });

  it('matches Korean words whatever particle or verb ending the question and the page give them', () => {
    const shop = makePassage('안내', '매장 영업시간은 평일 오전 9시부터 오후 6시까지입니다. 저희 원두는 매일 아침 로스팅합니다.');
    // The page's "로스팅합니다" and the question's "로스팅하나요", "원두는" and "원두를".
    expect(pick('원두를 언제 로스팅하나요?', [shop], 'ko')).toEqual(['저희 원두는 매일 아침 로스팅합니다.']);
    expect(pick('영업시간이 어떻게 되나요?', [shop], 'ko')).toEqual(['매장 영업시간은 평일 오전 9시부터 오후 6시까지입니다.']);
  });

  it('reads a Korean way-question by its last word as the asking verb, one-syllable words as words, 며칠 as asking a number', () => {
    const windows = makePassage(
      '사용자 정의',
      '기본 설정은 시스템 관리자가 정합니다. 창 관리자를 고르려면 update-alternatives --config x-window-manager 명령을 실행하십시오.',
    );
    expect(pick('기본 창 관리자는 어떻게 바꾸나요?', [windows], 'ko').join(' ')).toContain('x-window-manager');
    const testing = makePassage('배포판', '테스트 배포판의 패키지는 자주 바뀝니다. 불안정 패키지는 5일이 지나면 테스트에 들어갑니다.');
    expect(pick('불안정 패키지가 테스트로 옮겨지기까지 며칠이 걸리나요?', [testing], 'ko').join(' ')).toContain('5일');
  });

  it('answers an FAQ entry with its answer, not its question', () => {
    const faq = makePassage(
      'Preguntas frecuentes',
      '¿Hacen envíos a Canarias?\nSí, enviamos a Canarias en 5 días hábiles.\n¿Puedo pagar con tarjeta?\nAceptamos Visa y Mastercard.',
    );
    expect(pick('¿Hacen envíos a Canarias?', [faq], 'es')).toEqual(['Sí, enviamos a Canarias en 5 días hábiles.']);
  });

  it("answers with the one place and day asked about, not every place's hours", () => {
    const places = makePassage(
      'Our cafés',
      [
        'Café: Harbor Café',
        'Opening hours: Monday-Friday 6:30 am – 6:00 pm; Saturday 7:00 am – 6:00 pm; Sunday 8:00 am – 4:00 pm',
        'Café: Vine Street Café',
        'Opening hours: Monday-Friday 7:00 am – 3:00 pm; Saturday, Sunday 8:00 am – 2:00 pm',
      ].join('\n'),
    );
    const story = makePassage('Our story', 'In 2016 we opened the Harbor Café on Commercial Street, where we still roast every Monday.');
    expect(pick('what time does the harbor cafe open on sundays?', [places, story])).toEqual(['Harbor Café is open Sunday 8:00 am – 4:00 pm.']);
  });

  it('drops an FAQ answer\'s "A:" also when the sentence after it comes along', () => {
    const faq = makePassage(
      'FAQ',
      'Q: Do you have decaf?\nA: Yes. Our Lighthouse Decaf is a Colombian coffee decaffeinated with the chemical-free Swiss Water Process. It costs $16.00 for a 12 oz bag.',
    );
    const answer = pick('How much does the decaf cost?', [faq]).join(' ');
    expect(answer).toContain('$16.00');
    expect(answer).not.toContain('A:');
  });

  it('reads a later sentence of a definition as being about the defined term', () => {
    const settings = makePassage(
      'git-gc(1)',
      [
        'gc.autoPackLimit: When there are more than this many packs, git gc --auto consolidates them into one larger pack. The default value is 50.',
        'gc.auto: When there are approximately more than this many loose objects, git gc --auto will pack them. The default value is 6700.',
      ].join('\n'),
    );
    expect(pick('What is the default value of gc.auto?', [settings], 'en').join(' ')).toContain('6700');
    expect(pick('What is the default value of gc.auto?', [settings], 'en').join(' ')).not.toContain('50.');
  });

  it('reads a later sentence of an API parameter, named with its type, as being about that parameter', () => {
    // The Node.js API reference: the constructor's options, a method's history table, a note.
    const readable = makePassage(
      'Stream',
      [
        "v11.2.0, v10.16.0 | Add autoDestroy option to automatically destroy() the stream when it emits 'end' or errors.",
        '- options <Object>',
        '  - highWaterMark <number> The maximum number of bytes to store in the internal buffer before ceasing to read from the underlying resource. Default: 16384 (16 KiB), or 16 for objectMode streams.',
        '  - encoding <string> If specified, then buffers will be decoded to strings using the specified encoding. Default: null.',
      ].join('\n'),
      { headingPath: 'Implementing a readable stream > new stream.Readable([options])' },
    );
    const filter = makePassage(
      'Stream',
      [
        'History',
        'Version | Changes',
        'v18.19.0 | added highWaterMark in options.',
        'v17.4.0, v16.14.0 | Added in: v17.4.0, v16.14.0',
        '- fn {Function|AsyncFunction} a function to filter chunks from the stream.',
      ].join('\n'),
      { headingPath: 'Readable streams > Class: stream.Readable > readable.filter(fn[, options])' },
    );
    const notes = makePassage(
      'Stream',
      [
        'The use of readable.setEncoding() will change the behavior of how the highWaterMark operates in non-object mode.',
        'Typically, the size of the current buffer is measured against the highWaterMark in bytes. However, after setEncoding() is called, the comparison function will begin to measure the buffer size in characters.',
      ].join('\n'),
      { headingPath: 'Additional notes > highWaterMark discrepancy after calling readable.setEncoding()' },
    );
    expect(pick('What is the default highWaterMark of a readable stream?', [readable, filter, notes])[0]).toBe(
      'highWaterMark: Default: 16384 (16 KiB), or 16 for objectMode streams.',
    );
  });

  it('answers "what is X?" with the sentence that says what X is, in any language', () => {
    const tutorial = makePassage(
      'Tutorial',
      'We need to install vdirsyncer, for that look here.\nVdirsyncer is a command-line tool for synchronizing calendars and addressbooks between servers and the local filesystem.',
    );
    expect(pick('What is vdirsyncer?', [tutorial])[0]).toMatch(/^Vdirsyncer is a command-line tool/);
    const guide = makePassage(
      'Guide',
      'Avec un gestionnaire de paquets comme aptitude, vous avez trois opérations fondamentales.\naptitude est un gestionnaire de paquets très complet pour les systèmes Debian.',
    );
    expect(pick("Qu'est-ce qu'aptitude ?", [guide], 'fr')[0]).toMatch(/^aptitude est un gestionnaire/);
    // "What is meant by X?": German asks it with "versteht man unter", whose words no page need hold.
    const faq = makePassage(
      'Pakete',
      'Pakete hängen oft voneinander ab.\nEin virtuelles Paket ist ein allgemeiner Name, der für eine Gruppe von Paketen mit ähnlicher Funktion steht.',
    );
    expect(pick('Was versteht man unter einem virtuellen Paket?', [faq], 'de')[0]).toMatch(/^Ein virtuelles Paket ist/);
  });

  it('answers "what does X do?" with the line that defines X, a command or setting named as the page writes it', () => {
    const rerere = makePassage(
      'git-rerere(1)',
      'In a workflow employing relatively long lived topic branches, the developer sometimes needs to resolve the same conflicts over and over again; git rerere can do so.\ngit-rerere - Reuse recorded resolution of conflicted merges',
    );
    const best = (question: string, passages: Passage[], language: Language = 'en') =>
      selectSentences({ question, retrievalText: question, passages, language, tone: 'concise' }).map((s) => s.text);
    expect(best('What does git rerere do?', [rerere])).toEqual(['git-rerere - Reuse recorded resolution of conflicted merges']);
    const commands = makePassage(
      'aptitude',
      "Le cache d'aptitude garde les paquets téléchargés ; la commande aptitude autoclean le nettoie aussi.\nclean: Supprimer tous les paquets .deb téléchargés et enregistrés dans le répertoire cache.",
      { headingPath: 'Actions en ligne de commande' },
    );
    expect(best('Que fait la commande aptitude clean ?', [commands], 'fr')).toEqual([
      'clean: Supprimer tous les paquets .deb téléchargés et enregistrés dans le répertoire cache.',
    ]);
    // A reference page says what a command does to something: "The VACUUM command rebuilds the database file".
    const vacuum = makePassage(
      'VACUUM',
      'VACUUM (but not VACUUM INTO) is a write operation and can fail when another connection holds a lock on the database.\nThe VACUUM command rebuilds the database file, repacking it into a minimal amount of disk space.',
    );
    expect(best('What does VACUUM do?', [vacuum])).toEqual([
      'The VACUUM command rebuilds the database file, repacking it into a minimal amount of disk space.',
    ]);
  });

  it('answers "which key ...?" with the sentence that names the key, though it does not say "key"', () => {
    const manual = makePassage(
      'Rechercher',
      "Bien que l'utilisation première des motifs de recherche soit de chercher le nom exact des paquets, aptitude permet des recherches bien plus élaborées.\nPour trouver rapidement un paquet dont vous connaissez le nom, appuyez sur / pour ouvrir une boîte de recherche.",
    );
    expect(pick('Quelle touche permet de rechercher un paquet par son nom ?', [manual], 'fr')[0]).toMatch(/appuyez sur \//);
    const views = makePassage(
      'Views',
      'You can move through the list page by page with the arrow keys.\nTo reach the next or previous view, use Views → Next (F6) or Views → Prev (F7).',
    );
    expect(pick('Which shortcut goes to the next view?', [views])[0]).toContain('(F6)');
  });

  it('does not repeat a fact another sentence already gave', () => {
    const shipping = makePassage(
      'Versand',
      'Der Versand nach Österreich kostet 9,90 €.\nFür Lieferungen nach Österreich berechnen wir 9,90 € Versand.\nDie Lieferung dauert 3 Tage.',
    );
    const answer = pick('Was kostet der Versand nach Österreich?', [shipping], 'de');
    expect(answer.join(' ').match(/9,90/g)).toHaveLength(1);
  });
});

describe('"I don\'t know" reported as a flag', () => {
  const engine = createBuiltinEngine();
  const menu = makePassage('Menu', 'Every coffee drink can be made with oat milk for 50 cents extra. We roast on Mondays.');

  it('is answered: true with an answer and its source', async () => {
    const answer = await collect(engine.answer({ question: 'Do you have oat milk?', history: [], passages: [menu], assistant: makeAssistant() }));
    expect(answer).toMatchObject({ answered: true, sources: [{ url: menu.pageUrl }] });
  });

  it('is answered: false when the thing asked about is on none of the passages, though other words of the question are', async () => {
    const packaging = makePassage(
      'Packaging',
      'It is recommended to install the timer if your distribution is systemd-based. Vdirsyncer runs on Linux and macOS.',
    );
    const ask = (question: string) => collect(engine.answer({ question, history: [], passages: [packaging], assistant: makeAssistant() }));
    expect(await ask('Which GPU is recommended for running vdirsyncer?')).toMatchObject({ answered: false, sources: [] });
    expect(await ask('Is it recommended to run vdirsyncer with systemd?')).toMatchObject({ answered: true });
  });

  it('is answered: false when the question names a version or a product the site never writes', async () => {
    const news = makePassage('News', 'Flex 2.6.4 changed the default memory management. The flex manual lists every option.');
    const writing = makePassage('Writing your docs', 'You write your pages in Markdown. MkDocs builds them into a static site.');
    const ask = (question: string, passage = news) => collect(engine.answer({ question, history: [], passages: [passage], assistant: makeAssistant() }));
    expect(await ask('What changed in flex 2.6.3?')).toMatchObject({ answered: false, sources: [] });
    expect(await ask('What changed in flex v2.6.4?')).toMatchObject({ answered: true });
    expect(await ask('Can I write my pages in reStructuredText instead of Markdown?', writing)).toMatchObject({ answered: false, sources: [] });
    expect(await ask('Can I write my pages in Markdown with MkDocs?', writing)).toMatchObject({ answered: true });
    const cafe = makePassage('Harbor café', 'The Harbor café has free Wi-Fi for guests, and the terrace has a view of the boats.');
    expect(await ask('Does the Harbor café have free WiFi for guests?', cafe)).toMatchObject({ answered: true });
  });

  it('is answered: false when the question names a protocol or format with a number ("HTTP/2") the site never writes', async () => {
    const support = makePassage('Support', 'Requests officially supports Python 3.7+ and HTTP proxies. Brotli responses are decoded when brotli is installed.');
    const ask = (question: string, passage = support) => collect(engine.answer({ question, history: [], passages: [passage], assistant: makeAssistant() }));
    expect(await ask('Does Requests support HTTP/2?')).toMatchObject({ answered: false, sources: [] });
    expect(await ask('Does Requests support HTTP proxies?')).toMatchObject({ answered: true });
    const protocols = makePassage('Protocols', 'The server speaks HTTP 2 and HTTP 1.1 on the same port.');
    expect(await ask('Does the server support HTTP/2?', protocols)).toMatchObject({ answered: true });
    const hours = makePassage('Hours', 'The café opens at 10:00 am on Sundays and serves brunch until 2 pm.');
    expect(await ask('Is the café open at 10am on Sundays?', hours)).toMatchObject({ answered: true });
    // Chinese and Japanese write no spaces: a run of characters holding a digit is a clause, not such a name.
    const prices = makePassage('料金', '月4回コース | ¥9,900（税込） | 週1回ペースの方に。');
    const askJa = (question: string) => collect(engine.answer({ question, history: [], passages: [prices], assistant: makeAssistant({ language: 'ja' }) }));
    expect(await askJa('週1回くらいのペースで通いたいんですが、月4回のコースだと月謝はいくらですか？')).toMatchObject({ answered: true });
    expect(await askJa('設定でIPv6を使えますか？')).toMatchObject({ answered: false });
  });

  it('is answered: false, without sources, when nothing relevant enough was found, in any language', async () => {
    for (const [question, language] of [
      ['Do you sell espresso machines?', 'en'],
      ['Vendez-vous des machines à espresso ?', 'fr'],
    ] as const) {
      const answer = await collect(engine.answer({ question, history: [], passages: [menu], assistant: makeAssistant({ language }) }));
      expect(answer).toMatchObject({ answered: false, sources: [] });
    }
  });
});
