import { describe, expect, it } from 'vitest';
import { askedContact, askedIntents, canonicalTerm, definesSubject, questionTerms, restatedTerms, synonymTerms } from './question-intents.ts';
import { textTerms } from './text-tools.ts';

const names = (question: string) => askedIntents(question).map((intent) => intent.name);

/** A check on crawled text of hostile shape (a long run of one kind of character) done in linear time. */
function expectQuick(check: () => void): void {
  const started = performance.now();
  check();
  expect(performance.now() - started).toBeLessThan(1_000);
}

describe('questionTerms', () => {
  it('leaves out a greeting opening the question, whose words would be taken for its subject', () => {
    expect(questionTerms('Добрый день! Есть скидка в день рождения?', 'ru')).toEqual(textTerms('скидка день рождения', 'ru'));
    expect(questionTerms('Good morning, do you open on Sundays?', 'en')).toEqual(textTerms('open Sundays', 'en'));
    expect(questionTerms('Buenas tardes. ¿Abren el domingo?', 'es')).toEqual(textTerms('Abren domingo', 'es'));
    // Coming, going and bringing only say how the visitor gets there.
    expect(questionTerms('Iré en metro al centro, ¿en qué parada me bajo?', 'es')).toEqual(textTerms('metro centro parada bajo', 'es'));
    expect(questionTerms('Can we bring our dog?', 'en')).toEqual(textTerms('dog', 'en'));
    expect(questionTerms('Domenica sera possiamo venire a cena?', 'it')).toEqual(textTerms('Domenica sera cena', 'it'));
    // Nor do "we can" and "you can" ask anything, nor an article.
    expect(questionTerms('Можете забрать её эвакуатором?', 'ru')).toEqual(textTerms('забрать эвакуатором', 'ru'));
    expect(questionTerms('Me han mandado unas diez sesiones', 'es')).not.toContain(textTerms('unas', 'es')[0]);
    // A Korean chat's crying letters, "can't go", "it seems".
    expect(questionTerms('수업 예약해 놨는데 못 갈 것 같아요ㅠ 취소 언제까지 하면 차감 안 돼요?', 'ko')).toEqual(textTerms('수업 예약해 취소 차감', 'ko'));
    // Spoken Arabic's "and I want", "who", "must", "someone".
    expect(questionTerms('ابني عمره 4 سنين وبدي أفحص أسنانه، مين الدكتورة اللي بتشوف الأطفال؟', 'ar')).toEqual(
      textTerms('ابني عمره 4 سنين أفحص أسنانه الدكتورة بتشوف الأطفال', 'ar'),
    );
    // Asked what something does, the doing verb only asks.
    expect(questionTerms('Que fait la commande aptitude safe-upgrade ?', 'fr')).toEqual(textTerms('commande aptitude safe-upgrade', 'fr'));
    expect(questionTerms('¿Qué hace el comando purge?', 'es')).toEqual(textTerms('comando purge', 'es'));
    // Not a word that only opens with a greeting's letters.
    expect(questionTerms('Приветливый ли у вас персонал?', 'ru')).toEqual(textTerms('Приветливый персонал', 'ru'));
  });
  it('drops question words and filler in the 12 languages, keeping what the question is about', () => {
    expect(questionTerms('whats your phone number', 'en')).toEqual(textTerms('phone number', 'en'));
    expect(questionTerms('Where are you located?', 'en')).toEqual(textTerms('located', 'en'));
    expect(questionTerms('¿Dónde están ustedes ubicados?', 'es')).toEqual(textTerms('están ubicados', 'es'));
    expect(questionTerms('Wo finde ich euch?', 'de')).toEqual(textTerms('finde', 'de'));
    expect(questionTerms('Quels sont vos horaires ?', 'fr')).toEqual(textTerms('horaires', 'fr'));
    expect(questionTerms('Welche Zahlungsarten akzeptieren Sie?', 'de')).toEqual(textTerms('Zahlungsarten akzeptieren', 'de'));
    // The day the visitor writes from is no word a site holds.
    expect(questionTerms("Something's come up and I need to cancel my groom tomorrow, will I be charged?", 'en')).toEqual(
      textTerms('cancel groom charged', 'en'),
    );
    expect(questionTerms('Kann ich heute noch vorbeikommen?', 'de')).toEqual(textTerms('noch vorbeikommen', 'de'));
    expect(questionTerms('明天几点开门？', 'zh')).not.toContain('明天');
    expect(questionTerms('今使っているのが stable なのか、どうやって確かめればいい？', 'ja')).not.toContain('今');
    expect(questionTerms('Wir haben jetzt Juli – bis wann habt ihr offen?', 'de')).not.toContain('jetzt');
    // Chat and verbs that only ask ("lol", "don't", "もらえる").
    expect(questionTerms("We don't have a car lol", 'en')).toEqual(textTerms('car', 'en'));
    expect(questionTerms("we're driving up and won't make it before 10, can we still check in?", 'en')).not.toContain('re');
    expect(questionTerms('Which branch does gh-deploy push to unless told otherwise?', 'en')).toEqual(textTerms('branch gh-deploy push', 'en'));
    expect(questionTerms('訪問診療に来てもらえる？', 'ja')).not.toContain('もらえる');
    expect(questionTerms('Wie lautet Ihre Telefonnummer?', 'de')).toEqual(textTerms('Telefonnummer', 'de'));
    // German asks "where to", "what for" in one word, and leans on particles ("eigentlich", "überhaupt").
    expect(questionTerms('Wofür steht eigentlich "Sid"?', 'de')).toEqual(textTerms('steht Sid', 'de'));
    expect(questionTerms('Wohin schicke ich Fehler?', 'de')).toEqual(textTerms('schicke Fehler', 'de'));
    expect(questionTerms('Где вы находитесь?', 'ru')).toEqual(textTerms('находитесь', 'ru'));
    // "à partir de", "a partir de", "a partire da": from, not "to leave".
    expect(questionTerms("Comment vérifier des fichiers à partir d'une liste ?", 'fr')).toEqual(textTerms('vérifier fichiers liste', 'fr'));
    expect(questionTerms('Como gerar o pacote a partir do código?', 'pt')).toEqual(textTerms('gerar pacote código', 'pt'));
    expect(questionTerms('新手应该使用哪个版本？', 'zh')).toEqual(textTerms('新手应该版本', 'zh'));
    // "我在上海" tells where the visitor is; "寄过来" only says which way.
    expect(questionTerms('我在上海，买茶叶寄过来包邮吗？', 'zh')).toEqual(textTerms('上海 买 茶叶 寄 包邮', 'zh'));
    expect(questionTerms('How do I format every file of my project?', 'en')).toEqual(textTerms('format file project', 'en'));
    // The documentation asked is the site itself, and "several" or "celui" name nothing the page must hold.
    expect(questionTerms('What tool does the documentation recommend instead of filter-branch?', 'en')).toEqual(
      textTerms('tool recommend instead filter-branch', 'en'),
    );
    expect(questionTerms('Que recommande la documentation pour un dépôt autre que celui de Debian ?', 'fr')).toEqual(
      textTerms('recommande dépôt autre Debian', 'fr'),
    );
    expect(questionTerms('How do I merge several names into one?', 'en')).toEqual(textTerms('merge names into one', 'en'));
    expect(questionTerms('Since which version does partial_sync exist?', 'en')).toEqual(textTerms('version partial_sync exist', 'en'));
    // "How many" asks for a count (its intent), it is no word a page must hold.
    expect(questionTerms('¿Cuántas sucursales tienen?', 'es')).toEqual(textTerms('sucursales', 'es'));
    expect(questionTerms('Combien de succursales avez-vous ?', 'fr')).toEqual(textTerms('succursales', 'fr'));
    expect(questionTerms('Wie viele Filialen haben Sie?', 'de')).toEqual(textTerms('Filialen', 'de'));
    expect(questionTerms('Quante filiali avete?', 'it')).toEqual(textTerms('filiali', 'it'));
    expect(questionTerms('Quantas lojas vocês têm?', 'pt')).toEqual(textTerms('lojas', 'pt'));
    expect(questionTerms('Сколько у вас магазинов?', 'ru')).toEqual(textTerms('магазинов', 'ru'));
    // A question word left in would be a word no page holds, and make "I don't know" likelier.
    expect(questionTerms('返品ポリシーは何ですか', 'ja')).toEqual(textTerms('返品ポリシー', 'ja'));
    // The honorific prefix of "お店" is no word of its own.
    expect(questionTerms('お店の住所はどこですか', 'ja')).toEqual(['店', '住所']);
    // A suffix the word breaker cuts off a compound names nothing alone: "化" is on every page that says "-ization".
    expect(questionTerms('ディスクを暗号化できますか？', 'ja')).toEqual(['ディスク', '暗号']);
    expect(questionTerms('利用者の安全性は？', 'ja')).toEqual(['利用', '安全']);
    // "行く" and "来る" only say which way: "連れて行って" asks whether one may bring the pet, not go anywhere.
    expect(questionTerms('ペットを連れて行ってもいいですか？', 'ja')).toEqual(['ペット', '連']);
    // "Что такое X?": "такое" only asks.
    expect(questionTerms('Что такое Relay?', 'ru')).toEqual(['relay']);
    expect(questionTerms('반품 정책은 무엇입니까', 'ko')).toEqual(textTerms('반품 정책은', 'ko'));
    // Korean asking words carry particles and endings; so do the words asked about.
    expect(questionTerms('예전 릴리스의 코드명은 무엇이었나요?', 'ko')).toEqual([canonicalTerm('예전'), '릴리스', '코드명']);
    expect(questionTerms('직접 컴파일한 프로그램은 어디에 설치해야 하나요?', 'ko')).toEqual(['직접', '컴파일', '프로그램', '설치']);
    // A chatty question's "if", "I", "you all", "would like", "already": the visitor's wording, not what is asked about.
    for (const [question, language, wording] of [
      ['Si la anulo ahora, ¿me la cobráis? ¿O lo tengo que pagar yo?', 'es', ['si', 'yo']],
      ['Tengo un seguro. ¿Me cubre las sesiones con vosotros?', 'es', ['vosotr']],
      ['Si je vous fais venir un samedi, ça coûte combien ?', 'fr', ['si']],
      ["C'è un modo per farsi venire a prendere alla stazione?", 'it', ['fars']],
      ['Ich würd gern am Freitag anrufen', 'de', ['wurd', 'gern']],
      ['파마가 벌써 다 풀렸어요 어떡하죠', 'ko', ['벌써', '어떡하죠']],
    ] as const) {
      const terms = questionTerms(question, language);
      for (const word of wording) expect(terms, question).not.toContain(word);
    }
    // "때" (when: "설치할 때", while installing) says when the visitor asks, not what about.
    expect(questionTerms('업그레이드할 때는 단일 사용자 모드로 들어가야 하나요?', 'ko')).toEqual(['업그레이드', '단일', '사용자', '모드', '들어가야']);
    // Connective endings ("보내면": if I send) come off; "싶은데" (I would like) and "돼요" (is it all right) only ask.
    expect(questionTerms('디자이너로 지원하고 싶은데 이력서는 어디로 보내면 돼요?', 'ko')).toEqual(['디자이너', '지원', '이력서', '보내']);
    // A particle after a word in Latin letters is cut off it by the word breaker; on its own it is no word.
    expect(questionTerms('sid는 무엇을 뜻하나요?', 'ko')).toEqual(['sid', '뜻하']);
    expect(questionTerms('apt라고 부르는 도구는 무엇인가요?', 'ko')).toEqual(['apt', '부르', '도구']);
    expect(questionTerms('stable을 실행한다면 testing에서는', 'ko')).toEqual(textTerms('stable 실행한다면 testing', 'ko'));
    expect(questionTerms('ما هي سياسة الإرجاع لديكم؟', 'ar')).toEqual(textTerms('سياسة الإرجاع', 'ar'));
    // A greeting or "I wanted to ask" names nothing the page must hold.
    expect(questionTerms('Hi, do you deliver to Leeds?', 'en')).toEqual(textTerms('deliver Leeds', 'en'));
    expect(questionTerms('Hallo, wollte fragen: liefert ihr nach Leipzig?', 'de')).toEqual(textTerms('liefert Leipzig', 'de').map(canonicalTerm));
    expect(names("Gibt's eine Mailadresse, an die ich Fotos schicken kann?")).toContain('email');
    // Visitors write Arabic in their spoken dialect: its asking words are filler too.
    expect(questionTerms('شو رقم الواتساب تبعكم عشان أحجز؟', 'ar')).toEqual(textTerms('رقم الواتساب أحجز', 'ar').map(canonicalTerm));
    expect(questionTerms('وين بالزبط فرع الشميساني؟', 'ar')).toEqual(textTerms('فرع الشميساني', 'ar'));
    expect(questionTerms('oi, vcs tem whatsapp? qual o número?', 'pt')).toEqual(textTerms('whatsapp número', 'pt'));
    expect(questionTerms('Подскажите, пожалуйста, номер телефона', 'ru')).toEqual(textTerms('номер телефона', 'ru'));
  });

  it('takes a word for filler only as written, and only filler of the site’s or the question’s own language', () => {
    // "themes" stems to "them", which is filler; the word itself is not.
    expect(questionTerms('Which themes ship with MkDocs?', 'en')).toEqual(textTerms('themes ship MkDocs', 'en'));
    // A French "mine" is no English "mine", nor an English "serve" the Italian "serve" (is needed).
    expect(questionTerms('Comment placer un drapeau sur une mine ?', 'fr')).toEqual(textTerms('placer drapeau mine', 'fr'));
    expect(questionTerms('Which port does mkdocs serve listen on?', 'en')).toEqual(textTerms('port mkdocs serve listen', 'en'));
    // A visitor writing in another language than the site's: that language's filler goes too.
    expect(questionTerms('Quels horaires proposez-vous ?', 'en')).toEqual(textTerms('horaires', 'en'));
  });

  it('takes a short word for a stop word only in the site’s language, English, or the language the question is written in', () => {
    // "su" is the command on a Portuguese site, though Spanish and Italian use it as a stop word.
    expect(textTerms('o comando su utiliza PAM', 'pt')).toContain('su');
    // An English passage left untranslated on a Korean site: its short stop words are none of its words.
    expect(textTerms('Debian is free', 'ko')).toEqual(textTerms('Debian free', 'ko'));
    // Asked in Spanish on an English site, "su", "la" and "de" are the question's stop words.
    expect(questionTerms('¿Cuál es el horario de la tienda?', 'en')).toEqual(textTerms('horario tienda', 'en'));
  });

  it('folds words that mean the same into one term', () => {
    expect(canonicalTerm(questionTerms('founded', 'en')[0]!)).toBe(canonicalTerm(questionTerms('started', 'en')[0]!));
    expect(questionTerms('who started the company', 'en')).toEqual(questionTerms('founded firm', 'en'));
    // Korean everyday "man" is a price list's "male".
    expect(questionTerms('남자 다운펌 가격이 얼마예요?', 'ko')).toEqual(questionTerms('남성 다운펌 가격', 'ko'));
    // Stopping something from happening is disabling it ("stop Requests from following redirects").
    expect(questionTerms('stop redirects', 'en')).toEqual(questionTerms('disable redirects', 'en'));
    // "found" is read as the past of "find": "find" must not join "start" through it.
    expect(questionTerms('How do I start the server?', 'en')).not.toEqual(questionTerms('How do I find the server?', 'en'));
    // A Debian "distribution" is not a release being published, though its stem is that of Italian "distribuire".
    expect(questionTerms('distribution', 'en')).not.toEqual(questionTerms('published', 'en'));
    // "founded" and "company" meet their own kind only: "¿Qué vende la empresa?" is not about when it was founded.
    expect(questionTerms('empresa', 'es')).toEqual(questionTerms('negocio', 'es'));
    expect(questionTerms('empresa', 'es')).not.toEqual(questionTerms('fundada', 'es'));
    expect(questionTerms('Unternehmen', 'de')).not.toEqual(questionTerms('gegründet', 'de'));
    // "Where does it keep notes?" is answered by "notes are stored in ...".
    // Irregular forms the stemmer cannot meet: "who pays the postage?" and "return shipping is paid by ...".
    expect(questionTerms('pays postage', 'en')).toEqual(questionTerms('paid shipping', 'en'));
    // "Posso pagare …?" is answered by the page's "pagamento": the verb and the noun of paying meet, not "page".
    expect(questionTerms('pagare', 'it')).toEqual(questionTerms('pagamento', 'it'));
    expect(questionTerms('pagar', 'pt')).toEqual(questionTerms('pagamentos', 'pt'));
    expect(questionTerms('payer', 'fr')).toEqual(questionTerms('paiement', 'fr'));
    expect(questionTerms('pay', 'en')).not.toEqual(questionTerms('page', 'en'));
    expect(questionTerms('keep notes', 'en')).toEqual(questionTerms('stored notes', 'en'));
    expect(questionTerms('garder les notes', 'fr')).toEqual(questionTerms('conserver les notes', 'fr'));
    // Documentation's words for what visitors ask in their own: "a fresh project" is made by "mkdocs new".
    expect(questionTerms('fresh project', 'en')).toEqual(questionTerms('new project', 'en'));
    expect(questionTerms('mandatory setting', 'en')).toEqual(questionTerms('required setting', 'en'));
    expect(questionTerms('choose the message', 'en')).toEqual(questionTerms('select the message', 'en'));
    expect(questionTerms('activate analytics', 'en')).toEqual(questionTerms('enable analytics', 'en'));
    expect(questionTerms('paramètre obligatoire', 'fr')).toEqual(questionTerms('paramètre requis', 'fr'));
    expect(questionTerms('deshabilitar la caché', 'es')).toEqual(questionTerms('desactivar la caché', 'es'));
    // "What are the parts of the input file?" / "The input file consists of three sections".
    expect(questionTerms('parts of the file', 'en')).toEqual(questionTerms('sections of the file', 'en'));
    expect(questionTerms('Teile der Datei', 'de')).toEqual(questionTerms('Abschnitte der Datei', 'de'));
    // "How do I publish my docs?" / "Deploying your docs".
    expect(questionTerms('publish docs', 'en')).toEqual(questionTerms('deploying docs', 'en'));
    expect(questionTerms('publier la documentation', 'fr')).toEqual(questionTerms('déployer la documentation', 'fr'));
    // "예전 릴리스의 코드명" / "과거 어떤 코드명을 썼나요?": former, earlier, past releases.
    expect(questionTerms('예전 릴리스', 'ko')).toEqual(questionTerms('과거 릴리스', 'ko'));
    expect(questionTerms('former releases', 'en')).toEqual(questionTerms('previous releases', 'en'));
    expect(questionTerms('anciennes versions', 'fr')).toEqual(questionTerms('versions précédentes', 'fr').reverse());
    expect(questionTerms('以前のリリース', 'ja')).toEqual(questionTerms('過去のリリース', 'ja'));
    // A visitor from Brazil on a site from Portugal: "arquivo" is its "ficheiro", "baixar" its "descarregar".
    expect(questionTerms('baixar o arquivo', 'pt')).toEqual(questionTerms('descarregar o ficheiro', 'pt'));
    expect(questionTerms('contato da equipe', 'pt')).toEqual(questionTerms('contacto da equipa', 'pt'));
    expect(questionTerms('atualizar o diretório', 'pt')).toEqual(questionTerms('actualizar o directório', 'pt'));
  });
});

describe('askedIntents', () => {
  it('recognises what kind of fact a question asks for', () => {
    expect(names('Where are you located?')).toContain('address');
    expect(names('¿Cuál es su dirección?')).toContain('address');
    expect(names('Wo befindet sich das Café?')).toContain('address');
    expect(names('Êtes-vous ouverts le dimanche ?')).toContain('time');
    expect(names('¿Están abiertos los domingos?')).toContain('time');
    expect(names('whats your phone number')).toContain('phone');
    expect(names('Quel est votre numéro de téléphone ?')).toContain('phone');
    expect(names('Which email should I use?')).toContain('email');
    expect(names('is the guatemala coffee in stock?')).toContain('availability');
    expect(names('Ist der Kaffee lieferbar?')).toContain('availability');
    expect(names('How often can a subscription be delivered?')).toContain('quantity');
    expect(names('who started the company?')).toContain('person');
    expect(names('How much is the grinder?')).toEqual(expect.arrayContaining(['price', 'quantity']));
    // A Russian word in any case ("телефона", "адреса", "почту"); a WhatsApp number is a phone number.
    expect(names('Подскажите номер телефона')).toContain('phone');
    expect(names('Где посмотреть адреса филиалов?')).toContain('address');
    expect(names('На какую почту писать?')).toContain('email');
    expect(names('До скольки вы работаете в субботу?')).toContain('time');
    expect(names('Сколько стоит замена масла, какие цены?')).toContain('price');
    expect(names('oi, vcs tem whatsapp?')).toContain('phone');
    expect(names('شو رقم الواتساب تبعكم؟')).toContain('phone');
    expect(names('وين فرع الشميساني؟')).toContain('address');
    expect(names('قديش سعر التبييض؟')).toContain('price');
    // Levantine "قديش" is "how much" of anything: "how long before" here.
    expect(names('حجزت موعد لبكرا، قبل قديش لازم ألغيه؟')).toEqual(['quantity']);
    expect(names('بتكونوا فاتحين يوم السبت؟')).toContain('time');
    // "Are you open …?" as Korean, Japanese and Chinese ask it.
    expect(names('추석 당일에도 미용실 문 열어요?')).toContain('time');
    expect(names('お盆も開いていますか？')).toContain('time');
    expect(names('春节开门吗？')).toContain('time');
    expect(names('Do you sell laptops?')).toEqual([]);
    // How to pay, and where to park, in the words visitors use.
    expect(names('Is it ok to pay cash when I pick him up?')).toContain('payment');
    expect(names('Kann man bei euch mit Karte zahlen? Hab selten Bargeld dabei')).toContain('payment');
    expect(names('ما معي كاش، كيف بقدر أدفع عندكم؟')).toContain('payment');
    expect(names('月会費って現金払いもできますか？')).toContain('payment');
    expect(names('Je viens en voiture, il y a un endroit pour se garer pas loin ?')).toContain('parking');
    expect(names('성수점에 차 가지고 가도 되나요? 주차 돼요?')).toContain('parking');
    // Money off, answered by a percentage or a discount word.
    expect(names('Do subscribers get money off other orders?')).toContain('discount');
    expect(names('¿Me sale más barato si cojo un bono?')).toContain('discount');
    const discount = askedIntents('Gibt es Rabatt für Studenten?').find((intent) => intent.name === 'discount')!;
    expect(discount.holds('- 10% off any one-off order in the web shop.')).toBe(true);
    expect(discount.holds('Dogs are welcome in the cottage.')).toBe(false);
    // "What time", "which days" ask for a time as "open" does.
    expect(names('what time is breakfast on sunday? we like to sleep in lol')).toContain('time');
    expect(names('訪問診療って何曜日に来てもらえるんでしょうか')).toContain('time');
    expect(names('An welchen Tagen habt ihr offen?')).toContain('time');
    // A phone number, not a postcode or a date.
    const phone = askedIntents('What is your phone number?').find((intent) => intent.name === 'phone')!;
    expect(phone.holds('Telefon 0422-47-8316')).toBe(true);
    expect(phone.holds('Call (802) 555-0148')).toBe(true);
    expect(phone.holds('三鷹スタジオ, 〒181-0013, 東京都三鷹市下連雀3丁目28-11')).toBe(false);
    expect(phone.holds('Address: 下連雀3丁目28-11, 181-0013, 三鷹市')).toBe(false);
    expect(phone.holds('- 2026.11.20 年末年始の休館について')).toBe(false);
    // Nor a licence or registration number, though a phone number may follow its label.
    expect(phone.holds("- Licence d'entrepreneur de la Régie du bâtiment du Québec (RBQ) : 5712-3489-01, sous-catégorie 15.5")).toBe(false);
    expect(phone.holds('ИНН 5406 123 456 · ОГРНИП 321 540 600 012 345')).toBe(false);
    expect(phone.holds('사업자등록번호 123-45-67890')).toBe(false);
    expect(phone.holds('RBQ 5712-3489-01 · Tél. 514 555-0147')).toBe(true);
    expect(phone.holds('Licensed and insured: call us at (802) 555-0148')).toBe(true);
    expect(phone.holds('USt-IdNr. ATU12345678, Telefon 0316 123 456')).toBe(true);
    // The German article "ein" is no label, whatever the US employer number is called.
    expect(phone.holds('Schreib uns ein SMS an 0664 123 45 67')).toBe(true);
    // "Is it free?" asks a price, and an amount in dinars, pesos or francs is one.
    expect(names('الكشفية الأولى ببلاش ولا بتندفع؟')).toContain('price');
    expect(names('¿La entrega es gratis?')).toContain('price');
    // So does paying extra.
    expect(names('订的是庭院大床房，早餐要另外付钱吗？')).toContain('price');
    expect(names('Do you charge extra for oat milk?')).toContain('price');
    expect(names('Gibt es einen Aufpreis am Wochenende?')).toContain('price');
    const price = askedIntents('قديش سعر التبييض؟').find((intent) => intent.name === 'price')!;
    expect(price.holds('رسوم الكشفية والاستشارة 15 دينارًا')).toBe(true);
    expect(price.holds('Envío a todo México por 149 pesos')).toBe(true);
    expect(price.holds('Der Service kostet CHF 45')).toBe(true);
    expect(price.holds('Open from 9 to 17 on weekdays')).toBe(false);
    expect(price.holds('1 234 567 €')).toBe(true);
    expectQuick(() => expect(price.holds(`${'1 '.repeat(30_000)}x`)).toBe(false));
    // How big: a measure in units answers, not "big-endian", "64-bit" or "9 to 5".
    for (const question of [
      'How big can an SQLite database get at most?',
      'Wie groß ist das Doppelzimmer?',
      '¿Qué tamaño tiene la terraza?',
      '部屋の広さはどのくらいですか？',
      '방 크기가 어떻게 되나요?',
      '房间多大？',
    ]) {
      expect(names(question)).toContain('size');
    }
    const size = askedIntents('How big can an SQLite database get at most?').find((intent) => intent.name === 'size')!;
    for (const measure of [
      'SQLite supports databases up to 281 terabytes in size.',
      'The default size of this buffer (16384 bytes)',
      'Das Zimmer hat 24 m².',
      '客室は30㎡です',
      '2,048,000 bytes per cache',
    ]) {
      expect(size.holds(measure)).toBe(true);
    }
    for (const other of [
      'SQLite databases are portable across 32-bit and 64-bit machines.',
      'Open 9 to 5 on weekdays',
      'Ouvert à 9 l’après-midi',
      'It will be a big help.',
    ]) {
      expect(size.holds(other)).toBe(false);
    }
    // Nor is a run of digits, letters or Hangul read again from each of its characters by the address and e-mail patterns.
    const address = askedIntents('Where are you located?').find((intent) => intent.name === 'address')!;
    const email = askedIntents('What is your email address?').find((intent) => intent.name === 'email')!;
    for (const run of ['1'.repeat(40_000), 'a'.repeat(40_000), '가'.repeat(40_000), '.'.repeat(40_000)]) {
      expectQuick(() => expect(address.holds(run) || email.holds(run)).toBe(false));
    }
    expect(address.holds('Calle Mayor 5, Madrid')).toBe(true);
    expect(address.holds('Karl-Liebknecht-Straße 12')).toBe(true);
    expect(address.holds('서울 강남구 테헤란로 123')).toBe(true);
    expect(email.holds('Write to hello@shop.test.')).toBe(true);
    // A crawled run of digits is read once, not from each of its digits.
    expectQuick(() => expect(size.holds(`${'1,'.repeat(30_000)}x`)).toBe(false));
    expect(names('أجرة اليد عليها ضمان؟ كم مدته؟')).toContain('duration');
    // Spoken German drops the "e" of "wie lange".
    expect(names('Wie lang hab ich Garantie auf die Elektrik?')).toContain('duration');
    // A length of time, not the day of a month, answers how many days it takes.
    const duration = askedIntents('unstable に入った修正が testing に降りてくるまで何日かかりますか').find((intent) => intent.name === 'duration')!;
    expect(duration.holds('5 日を経過してもテスト版に移行されません。')).toBe(true);
    for (const date of ['XYZ-3.8 は 7 月 5 日にテスト版に入る予定です。', '12月29日〜1月3日は休館です', '12월 25일에는 쉽니다', '十二月二十五日休息']) {
      expect(duration.holds(date)).toBe(false);
    }
    // Looking back for the month is bounded: a crawled run of digits after a month sign is read in linear time.
    expectQuick(() => expect(duration.holds(`月${' 1'.repeat(20_000)}x`)).toBe(false));
    // Asked about a holiday, whether the place opens that day.
    expect(names('Amanhã é feriado. Dá pra levar meu cachorro na unidade da Pampulha?')).toContain('time');
    expect(names('Any chance of getting my dog groomed on Christmas Eve?')).toContain('time');
    // A card alone is no payment.
    expect(names('Do your gift cards expire?')).not.toContain('payment');
    expect(names('무선 랜 카드가 리눅스에서 동작하지 않으면 어떻게 하나요?')).not.toContain('payment');
    expect(names('Do you repair cars?')).not.toContain('parking');
  });

  it('knows when a question asks for the contact fact itself, and which', () => {
    const contact = (question: string) => askedContact(question)?.name;
    expect(contact('三鷹のスタジオに電話したいんですけど、番号わかりますか？')).toBe('phone');
    expect(contact('oi, vcs tem whatsapp? qual o número?')).toBe('phone');
    expect(contact('Hi, wie ist eure Telefonnummer? Wollte fragen, ob ihr Schläuche dahabt')).toBe('phone');
    // Which number to call, asked with the verb.
    expect(contact("Vous avez un numéro pour que j'appelle savoir si ma commande est prête ?")).toBe('phone');
    expect(contact('What number should I call for an emergency?')).toBe('phone');
    expect(contact('取材のお願いをメールで送りたいのですが、アドレスを教えてください')).toBe('email');
    expect(contact("C'est quoi l'adresse e-mail ?")).toBe('email');
    expect(contact("I'd like to send you a photo of the cut I want before the appointment – what email should I use?")).toBe('email');
    expect(contact('Need the full address with postcode for the satnav')).toBe('address');
    // "call" is what programs do too: no phone number is asked.
    expect(contact('How do I call a function with the line number?')).toBeUndefined();
    expect(contact('Where is the configuration file?')).toBeUndefined();
    // The business's number is the one to call, however the visitor says it; a number of something else is not.
    expect(contact("what's the number for the vine street shop")).toBe('phone');
    expect(contact('Vous pouvez me donner votre numéro ?')).toBe('phone');
    expect(contact('Hab eure Nummer verloren, könnt ihr sie schicken?')).toBe('phone');
    expect(contact('Quel est votre numéro de licence RBQ ?')).toBeUndefined();
    expect(contact('What is the number of packages in Debian?')).toBeUndefined();
    // Asked for the e-mail address, a street is no answer.
    expect(names("C'est quoi l'adresse e-mail ?")).not.toContain('address');
  });

  it('reads "how much time" as asking for a length of time, not a price', () => {
    expect(names('¿Cuánto cuesta el envío?')).toContain('price');
    expect(names('¿Cuánto tiempo tengo para pagar la ficha?')).not.toContain('price');
    expect(names('¿Cuánto tarda en llegar un pedido a Monterrey?')).not.toContain('price');
    expect(names('Quanto costa la cena?')).toContain('price');
    expect(names('Quanto tempo ci vuole per la consegna?')).not.toContain('price');
    expect(names('Quanto demora a entrega?')).not.toContain('price');
    expect(names('Сколько стоит замена колодок?')).toContain('price');
    expect(names('Сколько времени занимает замена колодок?')).not.toContain('price');
    expect(names('How much time does delivery take?')).not.toContain('price');
    expect(names('Combien de temps faut-il pour la livraison ?')).not.toContain('price');
    expect(names('Combien coûte la livraison ?')).toContain('price');
  });

  it('reads "when" as asking for a time only where it opens the question, not where it joins a clause', () => {
    expect(names('When was Harbor & Vine founded?')).toContain('time');
    expect(names('¿Cuándo abre la tienda?')).toContain('time');
    expect(names('How do I run some code when the scanner reaches the end of the input?')).not.toContain('time');
    expect(names('Comment sélectionner du texte quand aptitude utilise la souris ?')).not.toContain('time');
    expect(names('Как запустить код, когда сканер дойдёт до конца?')).not.toContain('time');
    expect(names('Когда вы открываетесь?')).toContain('time');
  });

  it('knows the sentences that hold each kind of fact', () => {
    const holds = (question: string, sentence: string) => askedIntents(question).some((intent) => intent.holds(sentence));
    expect(holds('Where are you?', '218 Commercial Street, Portland, ME 04101')).toBe(true);
    // Asked whether it is open, a day it is closed answers.
    expect(holds('추석 당일에도 문 열어요?', '설날과 추석 당일에는 두 지점 모두 쉽니다.')).toBe(true);
    expect(holds('Are you open on Christmas Day?', 'We are closed on Christmas Day.')).toBe(true);
    expect(holds('Where are you?', 'Calle Mayor 5, 28013 Madrid')).toBe(true);
    expect(holds('Where are you?', 'Hauptstraße 12, 10115 Berlin')).toBe(true);
    expect(holds('Where are you?', 'We love coffee.')).toBe(false);
    // A street word inside another word is none: "True filename" holds no "rue", "trivia night" no "via".
    expect(holds('Où êtes-vous ?', '$ lp -n 3 -o Collate=True filename')).toBe(false);
    expect(holds('Where are you?', 'Every 2nd Tuesday is trivia night')).toBe(false);
    expect(holds('Où êtes-vous ?', '12, rue de Rivoli, Paris')).toBe(true);
    // A Russian street kind after the street's name, then the house: "Горьковское шоссе, д. 28а".
    expect(holds('Какой у вас адрес?', 'Адрес: 420036, г. Казань, Горьковское шоссе, д. 28а')).toBe(true);
    expect(holds('Какой у вас адрес?', 'Горьковское шоссе, дом 28')).toBe(true);
    expect(holds('Какой у вас адрес?', 'Шоссе всегда загружено.')).toBe(false);
    // Asked for a web address, a web address answers and a street does not.
    expect(holds("À quelle adresse j'ouvre l'interface web de CUPS ?", 'Pointez votre navigateur web sur « http://localhost:631/ ».')).toBe(true);
    expect(holds('What is your website address?', 'Shop online at www.harbor-cafe.example any time.')).toBe(true);
    expect(holds('What is your website address?', '218 Commercial Street, Portland, ME 04101')).toBe(false);
    expect(holds('CUPS の設定画面を開くウェブブラウザーのアドレスは？', '"http://localhost:631/" を開きます。')).toBe(true);
    expect(holds('お店の住所はどこですか？', '〒150-0041, 東京都渋谷区神南1-2-3')).toBe(true);
    expect(holds('매장은 어디에 있나요?', '서울특별시 중구 세종대로 110')).toBe(true);
    expect(holds('What is your phone number?', 'Phone: (207) 555-0143')).toBe(true);
    expect(holds('What is your phone number?', '+49 30 1234 5678')).toBe(true);
    expect(holds('What is your phone number?', 'Open since 2014.')).toBe(false);
    expect(holds('Which email?', 'Write to wholesale@shop.test')).toBe(true);
    expect(holds('Is it in stock?', 'Availability: Out of stock, back in January')).toBe(true);
    expect(holds('Who founded it?', 'It was founded in 2014 by Maya Okafor and Daniel Reyes.')).toBe(true);
    expect(holds('Who founded it?', 'It was founded in 2014 in Portland.')).toBe(false);
  });

  it('asked about one day, takes a time of day or a closed day as the time, not any sentence naming the day', () => {
    const holds = (question: string, sentence: string) => askedIntents(question).some((intent) => intent.name === 'time' && intent.holds(sentence));
    expect(holds('Wann haben Sie am Sonntag geöffnet?', 'Sonntag | 10:00 – 17:00 Uhr')).toBe(true);
    expect(holds('Wann haben Sie am Sonntag geöffnet?', 'An Feiertagen haben wir wie sonntags geöffnet.')).toBe(false);
    expect(holds('Are you open on Mondays?', 'Monday: closed')).toBe(true);
    expect(holds('Êtes-vous ouvert le dimanche ?', 'Dimanche et lundi : fermé')).toBe(true);
    expect(holds('ما هي ساعات العمل يوم السبت؟', 'يوم السبت نفتح من 9 إلى 13.')).toBe(true);
    // Asked about no day in particular, the days a place opens answer.
    expect(holds('When are you open?', 'We are open Tuesday to Saturday.')).toBe(true);
  });
});

describe('restatedTerms', () => {
  it('takes bracketed words as restating the words before them', () => {
    const restated = restatedTerms("What's the product code (SKU) of the blend?", 'en');
    const [product, code] = textTerms('product code', 'en');
    expect([...restated.keys()]).toEqual([product, code]);
    expect([...restated.get(code!)!]).toEqual(['sku']);
    expect(restatedTerms('What is the price?', 'en').size).toBe(0);
  });

  it('reads Chinese and Japanese full-width brackets the same way', () => {
    const restated = restatedTerms('GnuPG で自分の鍵の失効証明書（リボーク用の鍵）を作るコマンドは？', 'ja');
    expect([...restated.keys()]).toEqual(questionTerms('失効証明書', 'ja'));
    expect([...restated.values()][0]).toEqual(new Set(questionTerms('リボーク用の鍵', 'ja')));
  });
});

describe('synonymTerms', () => {
  it("gives an English question's words WordNet's first two other words for them, as terms", () => {
    const synonyms = synonymTerms('What is the largest page size?', 'en');
    const [largest] = questionTerms('largest', 'en');
    expect([...synonyms.keys()]).toContain(largest);
    expect([...synonyms.get(largest!)!]).toEqual([...textTerms('large', 'en'), ...textTerms('big', 'en')]);
    expect([...synonyms.values()].every((others) => others.size <= 2)).toBe(true);
  });

  it('gives none for the words a question only asks with, nor in the languages WordNet does not cover', () => {
    expect(synonymTerms('How do I?', 'en').size).toBe(0);
    expect(synonymTerms('Quelle est la plus grande taille de page ?', 'fr').size).toBe(0);
  });
});

describe('definesSubject', () => {
  it('takes a sentence opening with the subject for its definition, after an article only in languages that have one', () => {
    expect(definesSubject('The VACUUM command rebuilds the database file.', 'vacuum', true)).toBe(true);
    expect(definesSubject('Vdirsyncer is a command-line tool.', 'vdirsyncer', false)).toBe(true);
    expect(definesSubject('sid는 늘 unstable 배포판입니다.', 'sid', false)).toBe(true);
    // "There is no sid now": a word before the subject and its topic particle.
    expect(definesSubject('현재 sid는 없으며, FTP 사이트 구조는 큰 흠을 갖고 있었습니다.', 'sid', false)).toBe(false);
    expect(definesSubject('現在 sid は存在しません。', 'sid', false)).toBe(false);
  });

  it('takes no passive ("is installed") for a definition, and in verb-final languages only a sentence ending in a copula', () => {
    expect(definesSubject('Relay is installed with pip.', 'relay', false)).toBe(false);
    expect(definesSubject('O Relay é instalado com pip.', 'relay', false)).toBe(false);
    expect(definesSubject('Relay est installé avec pip.', 'relay', false)).toBe(false);
    expect(definesSubject('O Relay é um pequeno servidor de e-mail.', 'relay', false)).toBe(true);
    expect(definesSubject('Relay は pip でインストールできます。', 'relay', false)).toBe(false);
    expect(definesSubject('Relay はテスト用の小さなメールサーバーです。', 'relay', false)).toBe(true);
    expect(definesSubject('Relay는 pip로 설치할 수 있습니다.', 'relay', false)).toBe(false);
    expect(definesSubject('Relay는 테스트용 작은 메일 서버입니다.', 'relay', false)).toBe(true);
    expect(definesSubject('Relay पोर्ट 8025 पर सुनता है।', 'relay', false)).toBe(false);
    expect(definesSubject('Relay परीक्षण के लिए एक छोटा मेल सर्वर है।', 'relay', false)).toBe(true);
  });
});
