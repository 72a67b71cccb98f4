import type { Language } from '@siteline/contract';
import { describe, expect, it } from 'vitest';
import { makePassage } from '../../testing/answer-fixtures.ts';
import type { Passage } from '../retrieve/index.ts';
import { selectSentences } from './select-sentences.ts';

function answer(question: string, passages: Passage[], language: Language = 'en'): string {
  return selectSentences({ question, retrievalText: question, passages, language, tone: 'helpful' })
    .map((sentence) => sentence.text)
    .join(' ');
}

/** Each question, in its language, answered by exactly its fact on a site holding that fact among others. */
function expectEachAnsweredByItsFact(cases: readonly [Language, string, string][], siteWith: (fact: string) => Passage[]): void {
  for (const [language, question, fact] of cases) expect(answer(question, siteWith(fact), language), question).toBe(fact);
}

describe("answerGate: the visitor's own quantity", () => {
  it("answers with the site's limit counting what the visitor's quantity counts, in digits or in words", () => {
    const cases: [Language, string, string, string][] = [
      [
        'en',
        "I'm running about 20 minutes late, will you still take me?",
        'If you arrive more than 15 minutes late, we may have to move your appointment.',
        'Appointments can be booked online or by phone.',
      ],
      [
        'ru',
        'я опаздываю минут на 20, меня примут?',
        'Если вы опаздываете более чем на 15 минут, мы можем перенести запись на другое время.',
        'Записаться можно онлайн или по телефону.',
      ],
      [
        'en',
        "I'm running about twenty minutes late, will you still take me?",
        'If you arrive more than 15 minutes late, we may have to move your appointment.',
        'Appointments can be booked online or by phone.',
      ],
      [
        'ru',
        'я опаздываю минут на 20, меня примут?',
        'Если вы опаздываете более чем на десять минут, мы можем перенести запись на другое время.',
        'Записаться можно онлайн или по телефону.',
      ],
    ];
    for (const [language, question, limit, other] of cases) {
      expect(answer(question, [makePassage('Booking', `${other}\n${limit}`)], language), question).toBe(limit);
    }
  });

  it('does not take the same number beside the same word for another quantity: that is a name', () => {
    const names = makePassage('Code names', 'Bookworm (Debian 12) was a green toy worm.\nTrixie (Debian 13) was a blue plastic triceratops.');
    expect(answer('Wann erscheint Debian 13?', [names], 'de')).toBe('');
  });

  it('does not take a year for a quantity', () => {
    const seasons = makePassage('Rooms', "The venue's high season runs from 15 June to 15 September.\nBreakfast is served from 8 am.");
    expect(answer('Do you host weddings? We are looking for a venue for September 2027.', [seasons])).toBe('');
  });
});

describe('answerGate: questions asking for a number', () => {
  // A mail relay's manual: the sentences share most words with the questions below.
  const caches = makePassage('Caching', 'Python can version its bytecode caches, and stale caches are removed automatically when the module changes.');
  const modules = makePassage('Modules', 'The asyncore module was removed in Python 3.12; use asyncio instead.');

  it('does not answer "which version" with a sentence that names a version but gives none', () => {
    expect(answer('Which Python version removed the asyncore module?', [caches])).toBe('');
    expect(answer('Which Python version removed the asyncore module?', [caches, modules])).toContain('Python 3.12');
  });

  it('answers how big, or how much memory, only with a measure in units', () => {
    const cases: [Language, string, string, string][] = [
      ['en', 'How big is the double room?', 'Our double room measures 24 m² and has a king bed.', 'The double room has a view of the lake.'],
      ['de', 'Wie groß ist das Doppelzimmer?', 'Das Doppelzimmer ist 24 m² groß.', 'Das Doppelzimmer hat Seeblick.'],
      ['en', 'How much memory does Debian need at least?', 'Debian needs at least 512 MB of memory to install.', 'There are 3 memory allocators.'],
      [
        'ja',
        'Debian をインストールするにはメモリは最低どれくらい必要ですか？',
        'Debian のインストールには最低 512 MB のメモリが必要です。',
        '1件目ではメモリの値を推測します。',
      ],
    ];
    for (const [language, question, measure, other] of cases) {
      expect(answer(question, [makePassage('Info', measure), makePassage('Info', other)], language), question).toBe(measure);
      expect(answer(question, [makePassage('Info', other)], language), question).toBe('');
    }
    // Asked where a size is set, the place answers.
    const paper = makePassage('Paper', 'The system-wide default paper size is stored in /etc/papersize.');
    expect(answer('Where is the paper size set?', [paper])).toContain('/etc/papersize');
  });

  it('does not take a footnote marker for the port asked for', () => {
    const relay = makePassage('Relay', 'The relay port is chosen by the operating system when the relay starts [8].');
    const listening = makePassage('Listening', 'By default the relay listens on port 2525 of every interface.');
    expect(answer('Which port does the relay use when it starts?', [relay])).toBe('');
    expect(answer('Which port does the relay use when it starts?', [listening])).toContain('2525');
  });

  it('answers "how many" in Japanese, Korean and Chinese with the sentence giving the number', () => {
    const seats = (language: Language, ...texts: string[]) => texts.map((text) => makePassage(language, text));
    const ja = seats('ja', '窓際の席とテラス席があり、どの席からも港が見えます。', '店内は全部で24席です。');
    expect(answer('席はいくつありますか？', ja, 'ja')).toBe('店内は全部で24席です。');
    const ko = seats('ko', '창가 좌석과 테라스 좌석이 있으며 모든 좌석에서 항구가 보입니다.', '매장에는 모두 24개의 좌석이 있습니다.');
    expect(answer('좌석은 몇 개 있나요?', ko, 'ko')).toBe('매장에는 모두 24개의 좌석이 있습니다.');
    const zh = seats('zh', '我们有靠窗的座位和露台座位，每个座位都能看到港口。', '店内共有24个座位。');
    expect(answer('有几个座位？', zh, 'zh')).toBe('店内共有24个座位。');
  });

  it('answers an "extra" fee with the amount, but not the price of a thing the site never names', () => {
    const policies = [
      makePassage('Pets', 'Dogs are welcome in the Carriage House Cottage only: up to two dogs, with a pet fee of $30 per night.'),
      makePassage('Breakfast', 'Breakfast is served from 8 to 10 a.m. in the dining room.'),
    ];
    expect(answer('Is there an extra fee for dogs?', policies)).toContain('$30');
    expect(answer('Is there an additional charge for dogs?', policies)).toContain('$30');
    expect(answer('Is there an extra fee for horses?', policies)).toBe('');
    // The sentence asking the price names what is priced; the one before tells the visitor's own dog.
    expect(answer('Can we bring our golden retriever? Is there an extra fee for dogs?', policies)).toContain('$30');
    expect(answer('Can we bring our dogs? Is there an extra fee for horses?', policies)).toBe('');
    const delivery = [
      makePassage('Delivery', 'We deliver across Portland every weekday morning.'),
      makePassage('Delivery', 'Delivery within Portland is $5, and free on orders over $50.'),
    ];
    expect(answer('Do you charge for delivery?', delivery)).toContain('$5');
    // A manual that never prices anything: the sentence naming what was asked about gives no amount.
    const upload = [
      makePassage('Subir', 'Si tienes conexión a Internet, puedes subir el paquete de la siguiente manera: dupload gentoo_0.9.12-1_i386.changes'),
      makePassage('Subir', 'Aún puedes subir tu paquete a través de un patrocinador.'),
    ];
    expect(answer('¿Cuánto cuesta subir un paquete a Debian?', upload, 'es')).toBe('');
    const hunde = [
      makePassage('Haustiere', 'Hunde sind willkommen, wir berechnen dafür 15 € pro Nacht.'),
      makePassage('Frühstück', 'Frühstück gibt es von 8 bis 10 Uhr.'),
    ];
    expect(answer('Was kostet ein Hund?', hunde, 'de')).toContain('15 €');
    expect(answer('Was kostet ein Pferd?', hunde, 'de')).toBe('');
  });

  it('answers "bis wann habt ihr offen?" with the opening hours the site calls "geöffnet"', () => {
    const hours = [
      makePassage('Öffnungszeiten', 'Von März bis Oktober haben wir samstags von 10 bis 15 Uhr geöffnet.'),
      makePassage('Werkstatt', 'Wir reparieren Fahrräder aller Marken.'),
    ];
    expect(answer('Wir haben jetzt Juli – bis wann habt ihr samstags offen?', hours, 'de')).toContain('10 bis 15 Uhr');
  });

  it('answers "where are you?" with the street, written small or capitalised, in the 12 languages', () => {
    const cases: [Language, string, string][] = [
      ['en', "What's your address?", 'Harbor Café is at 12 Water Street, Portland, next to the ferry terminal.'],
      ['en', 'Where are you located?', 'Harbor Café is at 12 Water Street, Portland, next to the ferry terminal.'],
      ['es', '¿Dónde están?', 'Estamos en Calle Mayor 5, junto a la plaza.'],
      ['de', 'Wo seid ihr?', 'Ihr findet uns in der Berliner Straße 5, gleich am Markt.'],
      ['de', 'Wo finde ich euch?', 'Ihr findet uns in der Karl-Liebknecht-Straße 12.'],
      ['fr', 'Où êtes-vous ?', 'Nous sommes au 12 Rue de la Paix, à Lyon.'],
      ['it', 'Dove siete?', 'Ci trovate in Via Roma 12, a Bologna.'],
      ['pt', 'Onde vocês ficam?', 'Estamos na Rua Augusta, 100, em São Paulo.'],
      ['ru', 'Где вы находитесь?', 'Мы находимся по адресу: ул. Ленина, д. 5, Казань.'],
      ['ja', 'どこにありますか？', '所在地は東京都渋谷区神南1-2-3です。'],
      ['ko', '어디에 있어요?', '서울 강남구 테헤란로 123에 있습니다.'],
      ['zh', '你们在哪里？', '我们在大理市环海西路12号。'],
      ['ar', 'وين مكانكم؟', 'نحن في شارع الملك فهد، الرياض.'],
      ['hi', 'आप कहाँ हैं?', 'हमारा पता: 12, एमजी रोड, बेंगलुरु।'],
    ];
    expectEachAnsweredByItsFact(cases, (street) => [
      makePassage('Hours', 'We open at 9 and close at 18.'),
      makePassage('Location', street),
      makePassage('Wi-Fi', 'Free Wi-Fi for all guests.'),
    ]);
    // "están" still counts where a sentence says it: the one saying where the new versions are.
    const versions = [
      makePassage('Empezando', 'Empieza por leer los archivos changelog y NEWS de la nueva versión.'),
      makePassage('Empezando', 'Las nuevas versiones de este documento están en http://www.debian.org/doc/maint-guide/ y en el paquete maint-guide.'),
    ];
    expect(answer('¿Dónde están las nuevas versiones de este documento?', versions, 'es')).toContain('www.debian.org/doc/maint-guide');
  });

  it('answers "what time do you open on Saturday?" in the European languages, however the hours are written', () => {
    const cases: [Language, string, string][] = [
      ['fr', 'Vous ouvrez à quelle heure le samedi ?', 'Nous sommes ouverts du lundi au vendredi de 7 h à 18 h, et le samedi de 8 h à 16 h.'],
      ['es', '¿A qué hora abren los sábados?', 'Abrimos de lunes a viernes de 7:00 a 18:00 y los sábados de 8:00 a 16:00.'],
      ['it', 'A che ora aprite il sabato?', 'Siamo aperti dal lunedì al venerdì dalle 7 alle 18 e il sabato dalle 8 alle 16.'],
      ['pt', 'Que horas vocês abrem no sábado?', 'Abrimos de segunda a sexta das 7h às 18h e aos sábados das 8h às 16h.'],
      ['de', 'Um wie viel Uhr macht ihr samstags auf?', 'Wir haben montags bis freitags von 7 bis 18 Uhr und samstags von 8 bis 16 Uhr geöffnet.'],
    ];
    expectEachAnsweredByItsFact(cases, (hours) => [
      makePassage('Info', hours),
      makePassage('Contact', 'Phone: 030 1234567.'),
      makePassage('Wi-Fi', 'Free Wi-Fi for all guests.'),
    ]);
  });

  it('answers in the words a business writes that the stemmers leave apart: delivery, outdoor tables, Wi-Fi, a puppy, dogs, booking, toilets, a guarantee', () => {
    const cases: [Language, string, string][] = [
      ['en', 'Can you deliver to my office?', 'We offer delivery within 5 km of the shop.'],
      ['en', 'Can we sit outside?', 'In summer we set up outdoor tables along the harbor.'],
      ['ru', 'У вас есть вайфай?', 'Для гостей работает бесплатный Wi-Fi.'],
      ['ko', '와이파이 있나요?', '무료 Wi-Fi를 제공합니다.'],
      ['ko', '강아지 데려가도 되나요?', '반려견 동반이 가능합니다.'],
      ['ar', 'هل يمكنني إحضار كلبي؟', 'نرحب بالكلاب الصغيرة في الحديقة.'],
      ['ar', 'كيف أحجز موعد؟', 'الحجز عبر الهاتف أو واتساب.'],
      ['en', 'Is there a toilet?', 'Restrooms are at the back, next to the kitchen.'],
      ['es', '¿Hay baño?', 'Los aseos están al fondo del local.'],
      ['en', 'How long is the warranty?', 'All repairs come with a 12-month guarantee.'],
      ['fr', 'Vous livrez ?', 'Nous assurons la livraison dans un rayon de 5 km.'],
      ['de', 'Liefert ihr auch?', 'Wir liefern im Umkreis von 5 km.'],
      ['es', '¿Hacéis envíos?', 'Enviamos a toda España en 48 horas.'],
      ['pt', 'Vocês entregam?', 'Fazemos entregas em toda a cidade.'],
      ['ru', 'Есть доставка?', 'Доставляем по городу бесплатно от 1500 рублей.'],
      ['ru', 'Нужно записываться заранее?', 'Запись обязательна, без записи не принимаем.'],
      ['ar', 'هل يوجد توصيل؟', 'نوصل الطلبات داخل المدينة مجانا.'],
      ['pt', 'Precisa reservar?', 'Recomendamos fazer reserva aos fins de semana.'],
      ['en', 'Do I need an appointment?', 'Walk-ins are welcome, no booking needed.'],
      ['hi', 'क्या पहले से बुकिंग करनी होगी?', 'बुकिंग ज़रूरी नहीं है।'],
      ['ru', 'Можно отменить запись?', 'Отмена записи бесплатна за 24 часа.'],
      ['pt', 'Tem banheiro?', 'Os sanitários ficam no fundo da loja.'],
      ['ja', 'トイレはありますか？', 'お手洗いは店内奥にございます。'],
      ['it', 'Posso disdire la prenotazione?', 'La cancellazione è gratuita fino a 24 ore prima.'],
    ];
    expectEachAnsweredByItsFact(cases, (fact) => [
      makePassage('Hours', 'Open 9–18.'),
      makePassage('Info', fact),
      makePassage('Contact', 'Phone: 030 1234567.'),
    ]);
  });

  it('answers a Korean question naming an organisation (단체) with the sentence naming the institution (기관)', () => {
    const site = [
      '데비안은 자유 운영 체제입니다.',
      '데비안 기부는 언제든 환영합니다.',
      '데비안 기부는 주요 기관인 Software in the Public Interest가 받습니다.',
    ];
    expect(
      answer(
        '데비안 기부는 어느 단체에 하나요?',
        site.map((text) => makePassage('ko', text)),
        'ko',
      ),
    ).toContain('Software in the Public Interest');
  });

  it('answers a phone number written without separators after a call, a name written inside Chinese text, where to park in Russian', () => {
    const contact = [
      makePassage('Hours', 'ساعات العمل من الأحد إلى الخميس من 9 صباحا حتى 8 مساء.'),
      makePassage('Contact', 'اتصل بنا على 0501234567.'),
      makePassage('Order', 'Order 0501234567 shipped on Monday.'),
    ];
    expect(answer('ما رقم هاتفكم؟', contact, 'ar')).toBe('اتصل بنا على 0501234567.');
    expect(answer("What's your phone number?", [makePassage('Order', 'Order 0501234567 shipped on Monday.')])).toBe('');
    const wifi = [makePassage('Hours', '营业时间：周一至周五 9:00-20:00。'), makePassage('Wi-Fi', '店内提供免费WiFi。')];
    expect(answer('有WiFi吗？', wifi, 'zh')).toBe('店内提供免费WiFi。');
    const parking = [makePassage('Parking', 'Бесплатная парковка есть во дворе.'), makePassage('Оплата', 'Оплатить можно картой или наличными.')];
    expect(answer('Где можно припарковаться?', parking, 'ru')).toBe('Бесплатная парковка есть во дворе.');
  });

  it('takes a modal verb no passage holds ("Darf ich …?") for the visitor\'s wording', () => {
    const terrace = [makePassage('Terrasse', 'Die Terrasse blickt auf den Hafen.'), makePassage('Terrasse', 'Hunde sind auf der Terrasse willkommen.')];
    expect(answer('Darf ich meinen Hund mitbringen?', terrace, 'de')).toBe('Hunde sind auf der Terrasse willkommen.');
  });

  it('answers "where is the file?" with the sentence giving its path, in any language', () => {
    const relay = [
      makePassage('Relay', 'By default the server listens on port 8025.'),
      makePassage('Relay', 'The server reads its settings from /etc/relay.conf.'),
      makePassage('Relay', 'See https://relay.test/docs for more.'),
    ];
    expect(answer('Where is the configuration file?', relay)).toBe('The server reads its settings from /etc/relay.conf.');
    const server = [
      makePassage('Relay', 'Der Server lauscht auf Port 8025.'),
      makePassage('Relay', 'Der Server liest seine Einstellungen aus /etc/relay.conf.'),
    ];
    expect(answer('Wo liegt die Konfigurationsdatei?', server, 'de')).toBe('Der Server liest seine Einstellungen aus /etc/relay.conf.');
  });

  it('answers "who is the owner?" with the person who founded or runs the business', () => {
    const about = [
      makePassage('About', 'Our terrace looks out over the harbour.'),
      makePassage('About', 'Maria Lopez founded the roastery in 2012 and still runs it.'),
    ];
    expect(answer('Who is the owner?', about)).toBe('Maria Lopez founded the roastery in 2012 and still runs it.');
  });

  it('reads Hindi "कैसे … करें?" as asking how, its "करें" naming nothing', () => {
    const relay = [makePassage('Relay', 'सर्वर पोर्ट 8025 पर सुनता है।'), makePassage('Relay', 'इंस्टॉल करने के लिए pip install relay चलाएँ।')];
    expect(answer('प्रोग्राम कैसे इंस्टॉल करें?', relay, 'hi')).toContain('pip install relay');
  });

  it('answers Korean "몇 시에" (at what time) with the time', () => {
    const hours = [makePassage('매장', '평일에는 8시부터 18시까지 영업합니다.\n토요일에는 9시부터 13시까지 영업합니다.\n일요일은 휴무입니다.')];
    expect(answer('토요일에는 몇 시에 여나요?', hours, 'ko')).toContain('토요일에는 9시부터 13시까지 영업합니다.');
  });

  it('reads Korean "X이 어떻게 되나요?" as asking what X is, not how to do it', () => {
    const hours = [makePassage('매장', '테라스에서 항구가 보입니다.'), makePassage('매장', '매일 오전 9시부터 오후 6시까지 영업합니다.')];
    expect(answer('영업시간이 어떻게 되나요?', hours, 'ko')).toBe('매일 오전 9시부터 오후 6시까지 영업합니다.');
  });

  it('answers "how long" in Chinese with the sentence giving the time, "多长时间" cut into three words', () => {
    const delivery = [makePassage('配送', '露台可以看到港口。'), makePassage('配送', '送货通常需要3天。')];
    expect(answer('送货需要多长时间？', delivery, 'zh')).toBe('送货通常需要3天。');
  });

  it('takes the number from the line a sentence leads into', () => {
    const settings = makePassage('Settings', 'The default port of the admin console is:\nport = 9443 # HTTPS only\nChange it in console.toml.');
    expect(answer('What is the default port of the admin console?', [settings])).toContain('9443');
  });

  it('answers a sentence that gives the number without naming the thing when it holds the question’s other words', () => {
    const dashboard = makePassage('Dashboard', 'The dashboard binds to localhost:8080 unless you pass --host.');
    expect(answer('Which port does the dashboard bind to?', [dashboard])).toContain('localhost:8080');
    // A question with one other word: that one is enough.
    expect(answer('Which port does the dashboard use?', [dashboard])).toContain('localhost:8080');
  });

  it('does not answer "welcher Port" with a sentence about the port that gives none (German)', () => {
    const file = makePassage('Konfiguration', 'Den Port, den der Server standardmäßig verwendet, legt die Datei server.conf fest.');
    const port = makePassage('Konfiguration', 'Der Server verwendet standardmäßig den Port 8443.');
    expect(answer('Welchen Port verwendet der Server standardmäßig?', [file], 'de')).toBe('');
    expect(answer('Welchen Port verwendet der Server standardmäßig?', [port], 'de')).toContain('8443');
  });

  it('does not answer a size with another thing’s maximum (French)', () => {
    // A package manager's manual, where every passage says "paquets": the display-format row holds
    // "maximale" and "paquet" of the question and the column width 4, not the cache's size.
    const manual = [
      makePassage(
        'Personnaliser l’affichage',
        '%p | Priorité | 4 | Non | Priorité maximale assignée à la version du paquet.\n%d | Description | 40 | Oui | Description courte du paquet.',
      ),
      makePassage('Nettoyer', 'La commande clean vide le cache des paquets téléchargés.'),
      makePassage('Trier', 'Trier la liste des paquets par taille installée.'),
      makePassage('Supprimer', 'Supprimer des paquets et leurs fichiers de configuration.'),
      makePassage('Geler', 'Geler un paquet empêche sa mise à jour.'),
    ];
    expect(answer('Quelle est la taille maximale du cache des paquets ?', manual, 'fr')).toBe('');
    const journal = makePassage('Journal', 'Le journal des paquets peut atteindre une taille maximale de 10 Mo avant sa rotation.');
    expect(answer('Quelle est la taille maximale du journal des paquets ?', [...manual, journal], 'fr')).toContain('10 Mo');
  });

  it('answers a count with the thing counted and a number, in digits or words', () => {
    const rearranged = makePassage('The museum', 'The museum rooms are rearranged every spring by the curators.');
    const rooms = makePassage('The museum', 'The museum has three rooms of modern art.');
    expect(answer('How many rooms does the museum have?', [rearranged])).toBe('');
    expect(answer('How many rooms does the museum have?', [rooms])).toContain('three rooms');
    const salles = makePassage('Le musée', 'Le musée compte 12 salles consacrées à l’art moderne.');
    expect(answer('Combien de salles le musée compte-t-il ?', [salles], 'fr')).toContain('12 salles');
  });

  it('answers "what is the price of X?" only with a sentence giving a price', () => {
    const book = [
      makePassage('Rust vectors', 'Vectors are useful for a list of items, such as the prices of items in a shopping cart.'),
      makePassage('Rust releases', 'Rust development operates on a train schedule.'),
      makePassage('Rust objects', 'In Rust, of course, we use structs and traits rather than objects.'),
      ...['Rust strings', 'Rust closures', 'Rust macros'].map((title) => makePassage(title, `${title} are covered in this chapter.`)),
    ];
    const course = makePassage('Rust training', 'The price of the Rust training course is $450 per seat.');
    expect(answer('What is the price of a Rust training course?', book)).toBe('');
    expect(answer('What is the price of a Rust training course?', [...book, course])).toContain('$450');
  });

  it('answers "how much X?" with the amount, though the sentence says it in a unit instead of X', () => {
    const utilisation = makePassage('Maintenance', 'The cleanup task keeps disk space usage of the search index low while it runs.');
    const size = makePassage('Maintenance', 'The search index takes about 40 MB on disk after the cleanup task.');
    expect(answer('How much disk space does the search index use after cleanup?', [utilisation])).toBe('');
    expect(answer('How much disk space does the search index use after cleanup?', [size])).toContain('40 MB');
  });

  it('reads the thing in Chinese and Japanese text, which cut words differently', () => {
    const configurable = makePassage('服务器', '服务器默认使用的端口可以在配置文件中修改。');
    expect(answer('服务器默认使用哪个端口？', [configurable], 'zh')).toBe('');
    const server = makePassage('服务器', '服务器默认使用 8080 端口。');
    expect(answer('服务器默认使用哪个端口？', [server], 'zh')).toContain('8080');
    const config = makePassage('設定', 'サーバーが使うポートは設定ファイルで変更できます。');
    expect(answer('サーバーはどのポートを使いますか？', [config], 'ja')).toBe('');
  });

  it('leaves questions that ask for no number alone', () => {
    const delivery = makePassage('Livraison', 'La livraison prend 3 à 5 jours ouvrés en France métropolitaine.');
    expect(answer('Combien de temps dure la livraison en France ?', [delivery], 'fr')).toContain('3 à 5 jours');
  });
});

describe('answerGate: a word of the question on no passage', () => {
  // A static site generator's theme pages: every passage says "theme", none says "turn".
  const theme = [
    makePassage('Choosing your Theme', 'To enable Google Analytics, set the gtag option of the theme to your tracking ID.'),
    makePassage('Choosing your Theme', 'The theme can show a search box in the navigation bar when the search plugin is enabled.'),
    makePassage('Customizing your Theme', 'Any file in the custom_dir overrides the file of the same name in the theme.'),
    makePassage('Localizing your Theme', 'Set the locale option of the theme to show its labels in another language.'),
    makePassage('Developing Themes', 'A theme is a directory of Jinja templates, with a mkdocs_theme.yml file describing it.'),
  ];

  it('takes the verb of "how do I …" for the visitor’s wording of what the page calls otherwise', () => {
    expect(answer('How do I turn on Google Analytics with the mkdocs theme?', theme)).toContain('set the gtag option');
  });

  it('does not count the verb of a way-question that no passage holds against the answer', () => {
    const manual = [
      makePassage(
        'Special commands',
        '\\todo { paragraph describing what is to be done }\nStarts a paragraph where a TODO item is described. The description will also add an item to a separate TODO list.',
      ),
      makePassage('Configuration', 'GENERATE_TODOLIST: The GENERATE_TODOLIST tag can be used to enable (YES) or disable (NO) the todo list.'),
      makePassage('Special commands', 'The keys "todo", "test", "bug" and "deprecated" are predefined.'),
      makePassage('Acknowledgments', 'Tim Mensch for adding the todo command.'),
    ];
    expect(answer('How do I mark something as a todo?', manual)).toContain('\\todo { paragraph describing what is to be done }');
  });

  it('answers a way-question with the best passage’s lead-in to a command, though the visitor’s words are on no passage', () => {
    // Debian Reference (fr): "partagées", "besoin", "fonctionner" are the visitor's, the page says "dépendances".
    const reference = [
      makePassage(
        'Bibliothèques',
        'Utilisez ldd(1) pour trouver les dépendances d’un programme avec des bibliothèques :\n$ ldd /bin/ls\nlibc.so.6 => /lib/libc.so.6 (0x40030000)',
      ),
      makePassage('Environnement chroot', 'Pour que ls(1) fonctionne dans un environnement chroot, les bibliothèques ci-dessus doivent être disponibles.'),
    ];
    const question = 'Comment voir de quelles bibliothèques partagées un programme a besoin pour fonctionner ?';
    expect(answer(question, reference, 'fr')).toContain('$ ldd /bin/ls');
    // Only as the way-question's answer, and only from the best passage.
    expect(answer('De quelles bibliothèques partagées un programme a-t-il besoin pour fonctionner ?', reference, 'fr')).toBe('');
    expect(answer(question, [...reference].reverse(), 'fr')).not.toContain('$ ldd /bin/ls');
  });

  it('still does not answer when the thing asked about is on no passage', () => {
    expect(answer('How do I turn on Matomo statistics with the mkdocs theme?', theme)).toBe('');
  });

  it('answers with a sentence whose FAQ heading holds the question’s other words, though the visitor’s own word is on no passage', () => {
    const faq = [
      makePassage(
        'How do I execute code only during initialization (only before the first scan)?',
        'You can specify an initial action by defining the macro YY_USER_INIT.',
      ),
      makePassage('Start conditions', 'A start condition is activated using the BEGIN action.'),
      makePassage('Performance', 'The scanner runs fastest when its rules avoid trailing context.'),
      makePassage('Options', 'The -o option writes the output to another file than lex.yy.c.'),
      makePassage('Reentrant scanners', 'A reentrant scanner keeps its state in a yyscan_t.'),
      makePassage('Actions', 'An action is C code run when its pattern matches.'),
    ];
    const question = 'How can I run my setup code once at startup, before the first scan?';
    expect(answer(question, faq)).toContain('YY_USER_INIT');
    expect(answer(question, [{ ...faq[0]!, pageTitle: 'Macros' }, ...faq.slice(1)])).toBe('');
  });

  it('does not answer about a name no passage writes, unless it is a day the site may abbreviate', () => {
    const daemon = [
      makePassage('git-daemon', 'To set up git daemon as an inetd server that exports your repositories, add a line to /etc/inetd.conf.'),
      makePassage('git-daemon', 'The daemon serves repositories over the git protocol on port 9418.'),
      makePassage('Hours', 'Our help desk answers Mon–Fri from 9:00 to 17:00.'),
    ];
    expect(answer('How do I set up a Gitea server to host my repositories?', daemon)).toBe('');
    expect(answer('How do I set up a git daemon server for my repositories?', daemon)).toContain('inetd');
    expect(answer('Is the help desk open on Mondays?', daemon)).toContain('Mon–Fri');
  });

  it('does not take a name inside another word for the name asked about, but reads it across separators', () => {
    const office = [
      makePassage('Documents', 'Documents from Microsoft Word are opened with LibreOffice, which opens and saves word processing files.'),
      makePassage('Network', 'Connect the laptop to the Wi-Fi network with NetworkManager and save its word.'),
    ];
    expect(answer('Can I open word files with Microsoft Office?', office)).toBe('');
    expect(answer('Can I open word processing files with LibreOffice?', office)).toContain('LibreOffice');
    expect(answer('How do I connect the laptop to WiFi?', office)).toContain('Wi-Fi network');
  });

  it('reads a run of capitalised words as one name, which passages naming only one of its words do not write', () => {
    const samba = [
      makePassage('Samba', 'Samba shares files and printers with Microsoft Windows machines in the office network.'),
      makePassage('Samba', 'Install the samba package to share a directory with Windows machines in the office.'),
    ];
    expect(answer('How do I install Microsoft Office on my machines?', samba)).toBe('');
    expect(answer('How do I share files with Microsoft Windows machines?', samba)).toContain('Samba shares files');
  });

  it('does not require the example the visitor gives ("z. B. A4") to be on the site', () => {
    // An FAQ's chapter on customising the system: every passage says "System", none says "A4".
    const faq = [
      makePassage('Papiergröße', 'Installieren Sie das Paket libpaper1 und es wird nach einer systemweiten Standardpapiergröße fragen.'),
      makePassage('Papiergröße', 'Benutzer können die Papiergrößen-Einstellung mit der Umgebungsvariable PAPERSIZE überschreiben.'),
      makePassage('Drucker', 'Das System druckt über CUPS; Drucker richten Sie im Browser ein.'),
      makePassage('Tastatur', 'Die Tastaturbelegung des Systems stellen Sie mit dpkg-reconfigure keyboard-configuration ein.'),
      makePassage('Zeitzone', 'Die Zeitzone des Systems stellen Sie mit dpkg-reconfigure tzdata ein.'),
    ];
    expect(answer('Wo stelle ich systemweit die Papiergröße ein, z. B. A4?', faq, 'de')).toContain('libpaper1');
    expect(answer('Wo stelle ich systemweit die Papiergröße für A4-Etiketten ein?', faq, 'de')).toBe('');
  });

  it('finds a German word of the question written closed in a compound the page writes with a hyphen ("Web-Forum")', () => {
    const support = [
      makePassage('Web-Forum', 'Debian User Forums stellt Web-Foren bereit, in denen Sie Fragen über Debian stellen können.', {
        headingPath: 'Hilfe > Web-Forum',
      }),
      makePassage('Mailinglisten', 'Wir empfehlen, dass Sie Ihre Fragen über die Mailingliste schicken, anstatt sie im IRC zu stellen.'),
      makePassage('Fehlerberichte', 'Fehler in Debian melden Sie mit reportbug; Fragen dazu stellen Sie auf debian-user.'),
      makePassage('Dokumentation', 'Debian stellt Handbücher im Paket debian-reference bereit, die viele Fragen beantworten.'),
      makePassage('IRC', 'Im IRC-Kanal #debian auf OFTC stellen Benutzer Fragen zu Debian.'),
    ];
    expect(answer('Gibt es ein Webforum, in dem man Fragen zu Debian stellen kann?', support, 'de')).toContain('Debian User Forums');
  });

  it('finds a word of the question written closed ("wifi", "email") where the page writes it with a hyphen', () => {
    const cafe = [
      makePassage('Visit', 'Our terrace looks out over the harbour.'),
      makePassage('Visit', 'We roast our beans every Tuesday.'),
      makePassage('Visit', 'Free Wi-Fi is available in both cafés.'),
    ];
    expect(answer('Is there wifi?', cafe)).toBe('Free Wi-Fi is available in both cafés.');
  });

  it('finds a Korean word of the question inside a compound of the page ("전체" in "전체기본")', () => {
    const faq = [
      makePassage('커스터마이징', 'libpaper1 패키지를 설치하면, 시스템 전체기본 종이 크기를 물어볼 겁니다. 이 설정은 /etc/papersize 파일에 저장됩니다.'),
      makePassage('대체 프로그램', '하나의 링크만으로는 대체 프로그램의 전체 사용을 지원하기에 불충분합니다.'),
    ];
    expect(answer('시스템 전체의 용지 크기는 어디에서 설정하나요?', faq, 'ko')).toContain('libpaper1');
  });
});

describe('answerGate: an e-mail address asked for', () => {
  it('reads "indirizzo email", "адрес электронной почты" as the e-mail address, not a street address', () => {
    const contact = (language: Language, ...texts: string[]) => texts.map((text) => makePassage(language, text));
    const italian = contact('it', 'Tostiamo ogni martedì.', 'Scriveteci a ciao@cafe.test.', 'Chiamateci allo 02 1234 5678.');
    expect(answer('Qual è il vostro indirizzo email?', italian, 'it')).toBe('Scriveteci a ciao@cafe.test.');
    const russian = contact('ru', 'Мы обжариваем кофе по вторникам.', 'Пишите нам на privet@cafe.test.', 'Звоните: +7 495 123-45-67.');
    expect(answer('Какой у вас адрес электронной почты?', russian, 'ru')).toBe('Пишите нам на privet@cafe.test.');
  });
});

describe('answerGate: a phone number asked for', () => {
  it('answers only with a sentence that gives a phone number, not one about phone numbers', () => {
    const glossary = makePassage(
      'Glossaire',
      'Expression rationnelle : une méthode pour décrire un modèle, par exemple « tous les numéros de téléphone à 10 chiffres ».',
    );
    const contact = makePassage('Contact', 'Le support répond au numéro de téléphone 01 42 68 53 00 du lundi au vendredi.');
    expect(answer('Quel est le numéro de téléphone du support ?', [glossary], 'fr')).toBe('');
    expect(answer('Quel est le numéro de téléphone du support ?', [glossary, contact], 'fr')).toContain('01 42 68 53 00');
    // "Phone" alone may be the device: no number needed.
    const sync = makePassage('Phones', 'DAVx5 syncs the calendars of an Android phone with the server.');
    expect(answer('Can I sync my Android phone?', [sync])).toContain('DAVx5');
  });
});

describe('answerGate: section numbers', () => {
  it('does not take a chapter or section number of a heading for a number the question names', () => {
    const boot = makePassage('Chapter 11. Tuning the system', 'These scripts stop the services.', {
      headingPath: 'Chapter 11. Tuning the system > 11.6. Init scripts',
    });
    const booting = makePassage('第11章 システムの調整', 'このスクリプト群はサービスを終了させます。', { headingPath: '第11章 システムの調整 > 11.6. 起動' });
    expect(answer('When will release 11 stop?', [boot])).toBe('');
    expect(answer('リリース 11 はいつ終了しますか？', [booting], 'ja')).toBe('');
  });
});

describe('answerGate: a chatty question', () => {
  it('answers with a sentence holding three of its words, however many more words the visitor wrote', () => {
    const question =
      "Mon PC n'est pas allumé en permanence : est-ce que cron suffit pour que mes tâches périodiques tournent quand même, ou faut-il installer autre chose ?";
    const passages = [
      makePassage(
        'Planifier des tâches',
        'Sur un système qui ne tourne pas en permanence, installez le paquet anacron afin de planifier les tâches périodiques.',
      ),
      makePassage('Astuces', 'Utilisez cron pour planifier des tâches régulières. Les journaux sont dans /var/log.'),
      makePassage('Réseau', 'Le réseau se configure dans /etc/network/interfaces.'),
    ];
    expect(answer(question, passages, 'fr')).toContain('anacron');
    // Two of its words are not enough: "Mon PC …" against a sentence about tasks alone says nothing about it.
    expect(answer('Mon PC portable chauffe beaucoup quand il lance des tâches périodiques, est-ce normal ?', passages, 'fr')).toBe('');
  });
});
