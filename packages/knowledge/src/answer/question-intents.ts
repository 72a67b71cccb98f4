import { LANGUAGES, type Language } from '@siteline/contract';
import { englishSynonyms } from '../retrieve/english-synonyms.ts';
import { KOREAN_ASKING_WORDS, koreanStem } from '../retrieve/korean-words.ts';
import { DAY_OF_MONTH, namedDay, namesDay, type DayOfMonth } from './days-of-month.ts';
import { detectLanguage } from './detect-language.ts';
import {
  COUNT_WORDS,
  DURATION,
  DURATION_WORDS,
  GREETINGS,
  MEASURE,
  PRICE_WORDS,
  QUANTITY_WORDS,
  RELEASE_WORDS,
  SIZE_WORDS,
  STOP_WORDS,
  TIME_WORDS,
} from './language-words.ts';
import { countWords, segmentWords, textTerms, withWesternDigits } from './text-tools.ts';

/**
 * Words that shape a question without naming what it is about ("what's", "can I", "tell me", "the documentation"):
 * they must not count toward how much of the question a sentence covers. In Chinese and Japanese also the suffixes a
 * word breaker cuts off a compound ("暗号|化", "安全|性", "利用|者"), which alone name nothing, and Japanese "行く" and
 * "来る", which only say which way ("連れて行って": bring along). So do coming, going and bringing in the other
 * languages ("Iré en metro …", "Domenica sera possiamo venire?", "Can we bring our dog?"): a site says where it is and
 * what is welcome, not that one may come.
 */
const QUESTION_FILLER: Partial<Record<Language, string>> = {
  en: "hi hello hey lol haha pls plz thx don't dont we're you're they're won't isn't aren't wasn't doesn't didn't i'll we'll i've we've unless otherwise told wondering exactly come comes coming came what whats where wheres when whens who whos whom whose which why how hows do does did done can could would should shall will may might is are was were am be been you your yours i im me my mine we us our ours they them their there here tell tells know knows want wants need needs like likes use uses using used please any some every each get gets got have has having give gives offer offers offering provide provides providing anyone someone something too also now still just really let lets allow allows several various documentation docs since meant bring brings",
  es: 'hola oye preguntar quería queria exactamente permite permiten qué que cuál cuáles cuales dónde donde cuándo cuando cómo como quién quiénes quien puedo puede pueden podría tienen tiene tengo hay usted ustedes su sus mi mis nos ofrecen saber quiero necesito cuánto cuánta cuántos cuántas entiende documentación cada partir venir vengo vamos ir iré voy llevar llevo traer podemos podéis una unas uno unos si yo vosotros vosotras ha han he has hemos habéis oigan onda',
  fr: 'bonjour salut demander voulais exactement permet permettent qu ce que quoi quel quelle quels quelles où ou quand comment qui pourquoi pouvez peux puis-je peut avez avons vous votre vos je mon ma mes nous est-ce proposez offrez savoir veux voudrais besoin combien celui celle ceux celles ça cela ceci veut dire entend documentation chaque partir venir viens venons venu amener apporter pouvons pourrais pourriez si pis',
  de: 'hi hallo hey moin servus euch euer eure dich dir fragen wollte ermöglicht erlaubt lautet lauten was wo wann wie wer welche welcher welches warum können kann könnt haben habt hat ihr ihre ihnen sie ich mein meine mir mich wir uns unser gibt bieten möchte brauche wissen viel viele dokumentation wohin woher wofür womit wozu weshalb wieso weswegen eigentlich überhaupt denn mal bitte man etwa versteht unter jede jeder jedes jeden vorbeibringen würd würde gern gerne schon',
  it: 'ciao salve buongiorno chiedere volevo esattamente serve servono permette consente cos cosa che dove quando come chi quale quali perché potete posso può avete ha voi vostro vostra io mio mia noi offrite sapere vorrei quanto quanta quanti quante intende documentazione ogni qual partire venire vengo veniamo venite portare portiamo possiamo possono farsi avere forse così',
  pt: 'perguntar queria exatamente permite permitem que quê onde quando como quem qual quais porque podem posso pode têm tem vocês você vcs vc seu sua eu meu minha nós oferecem saber quero preciso quanto quanta quantos quantas entende documentação cada partir oi olá pra pro dá tá aí certinho vir venho ir vou levar trazer podemos uns umas um uma algum alguma',
  ru: 'привет здравствуйте спросить хотел хотела что где когда как кто какой какая какое какие каким какую каком какого какому какими почему можно могу может вы ваш ваша ваши вашего вашей вашем у вас я мне мой мы есть предлагаете хочу сколько подскажите скажите расскажите пожалуйста понимается документация документации документацию каждый каждая каждое каждые такое такой такая такие прийти приду приехать приеду приходить ездить можете можем может',
  // Modern Standard Arabic, and the asking words of the spoken dialects visitors write in (Levantine "شو", "وين", "قديش";
  // Gulf "وش", "أبغى"; Egyptian "إزاي", "عايز").
  ar: 'مرحبا السلام عليكم أسأل اسأل ما ماذا أين متى كيف من لماذا هل يمكن يمكنني لديكم عندكم أنتم أنا هي هو التوثيق شو ايش إيش وش شنو ليش ليه وين فين قديش أديش اديش كام بكام امتى إمتى شلون إزاي ازاي مين منو بدي بدك بدنا أبغى ابغى أبي ابي عايز عاوز عشان علشان مشان تبع تبعكم تبعك بتاع بتاعكم ممكن بقدر اقدر أقدر بنفع ينفع هلأ هلق الحين هسا هسه يعني طيب بالزبط بالضبط تحديدا سمحت وانا وأنا اللي الي وبدي كثير كتير لازم حدا بس هيك',
  ja: 'こんにちは すみません もらえる もらえ もらう いただける いただけ 何 なに なん どこ いつ どう どうして なぜ どういう どんな どの どれ だれ 誰 ですか ますか 教えて ください お ご 知 使 必要 提供 可能 欲 ドキュメント 化 性 者 行 来',
  zh: '你好 您好 想问 问一下 什么 哪里 哪儿 哪个 哪些 哪种 为什么 什么时候 怎么 怎样 如何 谁 吗 呢 是 请问 你们 我们 我 我在 知道 想 要 需要 使用 用 提供 可以 能 有没有 会不会 能不能 一下 过来 过去 文档 化 性 者',
  // Besides the asking words the search shares, a chat's "can't", "not", "go", "seems" ("못 갈 것 같아요ㅠ"), and "when"
  // ("설치할 때": while installing), which says when the visitor asks, not what about.
  ko: `${KOREAN_ASKING_WORDS.join(' ')} 안 못 갈 가요 가도 와도 하면 같아 같아요 같은데 꼭 놨는데 때 때는 때에 때에는 때도 벌써 어떡하죠 어떡해요`,
  hi: 'नमस्ते पूछना क्या कहाँ कहां कब कैसे कौन क्यों आप आपका आपकी आपके मैं मेरा मुझे मुझको हम सकते सकता है हैं करें करूँ करूं करना करनी करने करता करती होगा होगी होंगे होता होती होते लेना लेनी लेने दस्तावेज़',
};

// Words a site and a visitor use for the same thing; matched as one. No group may hold a word that is read as
// another: "found" is the past of "find", so a group holding it would take "find" in too.
const SAME_MEANING = [
  'founded founder start started establish established launch launched',
  'company firm',
  'buy bought purchase purchased',
  'pay pays paid paying pagar pagare pagamento pagamentos pagamenti pagato payer paiement paiements оплата оплатить платить',
  'send sends sent sending',
  'shipping postage',
  'enable enabled enables activate activated',
  'disable disabled disables deactivate deactivated stop',
  'required require requires mandatory compulsory',
  'new fresh',
  'choose chooses chose chosen select selects selected pick',
  'decide decides determine determines',
  'deploy deploys deployed deploying publish publishes published publishing déployer déployé publier publié desplegar desplegado publicar publicado veröffentlichen veröffentlicht bereitstellen pubblicare pubblicato implantar опубликовать развернуть',
  'part parts section sections partie parties parte partes sección secciones teil teile abschnitt abschnitte parti sezione sezioni seção seções часть части раздел разделы',
  'activer activé activée',
  'activar activado habilitar habilitado',
  'aktivieren aktiviert einschalten',
  'attivare attivato abilitare abilitato',
  'ativar ativado',
  'включить включён активировать',
  'désactiver désactivé',
  'desactivar desactivado deshabilitar deshabilitado',
  'deaktivieren deaktiviert ausschalten',
  'disattivare disattivato disabilitare disabilitato',
  'desativar desativado desabilitar desabilitado',
  'отключить выключить',
  'obligatoire requis',
  'obligatorio requerido',
  'erforderlich verpflichtend',
  'obbligatorio richiesto',
  'obrigatório exigido',
  'обязательный обязательно',
  'choisir choisi sélectionner sélectionné',
  'elegir seleccionar seleccionado',
  'wählen auswählen ausgewählt',
  'scegliere selezionare selezionato',
  'escolher selecionar selecionado',
  'выбрать выбирать',
  'keep kept store stored save saved',
  'garder gardé conserver conservé stocker stocké',
  'guardar guardado almacenar almacenado',
  'speichern gespeichert aufbewahren aufbewahrt',
  'conservare conservato memorizzare memorizzato salvare salvato',
  'armazenar armazenado salvar',
  'хранить хранится хранятся сохранять сохраняет',
  'job jobs career careers vacancy vacancies hiring',
  // Everyday words of a visitor and a business site that the stemmers leave apart ("deliver" and "delivery", "Wi-Fi"
  // and "вайфай", the Korean puppy and companion dog, a Korean organisation and institution, the Arabic dog and dogs,
  // booking and "shall I book").
  'child children kid kids',
  'deliver delivers delivering delivery deliveries delivered',
  'outside outdoor outdoors',
  'wifi вайфай 와이파이',
  '강아지 반려견 애견',
  '단체 기관',
  'كلب كلاب',
  'حجز أحجز',
  // Delivering and booking, as a verb in the question and a noun on the site ("Vous livrez ?", "Есть доставка?" against
  // "Доставляем по городу"); not French "livrer", whose stem is the book's ("livre").
  'livraison livraisons livrez livrons',
  'liefern liefert lieferung',
  'envío envíos enviamos enviar enviáis',
  'entrega entregas entregar entregam entregamos',
  'доставка доставляем доставим',
  'запись записи записью записаться записываться',
  'отмена отмены отмену отменить',
  'cancellazione cancellare disdire disdetta annullare annullamento',
  'توصيل نوصل',
  'appointment appointments reservation reservations reservar reservamos booking bookings',
  'toilet toilets restroom restrooms bathroom bathrooms washroom washrooms wc toilettes sanitaires toilette toiletten baño baños aseo aseos bagno bagni banheiro banheiros sanitário sanitários туалет санузел トイレ 手洗 화장실 洗手间 厕所 حمام शौचालय',
  'warranty warranties guarantee guarantees guaranteed',
  'fundada fundado fundó',
  'empresa negocio compañía',
  'fondée fondé fonda',
  'entreprise société',
  'gegründet gründete',
  'unternehmen firma',
  'fondata fondato fondò',
  'azienda impresa',
  'fundada fundado fundou',
  'empresa negócio companhia',
  'основана основан основал',
  'компания фирма',
  // Korean says "man" and "woman" in everyday words where a price list writes "male", "female" ("남자 다운펌", "남성 다운펌").
  '남자 남성',
  '여자 여성',
  // Brazil and Portugal name some things differently, and Portugal's older spelling keeps a "c" or "p".
  'arquivo ficheiro',
  'tela ecrã',
  'baixar descarregar',
  'celular telemóvel',
  'equipe equipa',
  'contato contacto',
  'diretório directório',
  'atualizar actualizar atualização actualização',
  'seção secção',
  'previous former earlier précédent précédente précédents précédentes ancien ancienne anciens anciennes anterior anteriores früher frühere früheren vorherige vorherigen precedente precedenti предыдущий предыдущие прежний прежние 以前 過去 过去 之前 예전 과거 이전 السابق السابقة السابقين पिछला पिछले पिछली',
];
const CANONICAL = new Map<string, string>();
for (const group of SAME_MEANING) {
  // Only a word that is one term: "卫生间" is cut into "卫生" (hygiene) and "间" (the room of "包间"), neither a toilet.
  const terms = group.split(' ').flatMap((word) => {
    const cut = textTerms(word, undefined, { keepStopWords: true });
    return cut.length === 1 ? cut : [];
  });
  for (const term of terms) if (!CANONICAL.has(term)) CANONICAL.set(term, terms[0]!);
}

/** A term with its same-meaning words folded into one ("started" and "founded" meet). */
export function canonicalTerm(term: string): string {
  return CANONICAL.get(term) ?? term;
}

/**
 * Words in brackets, or Chinese and Japanese full-width ones, restate the words before them ("product code (SKU)",
 * "失効証明書（リボーク用の鍵）"): a sentence holding
 * the bracketed word also answers those before it. Maps each earlier term to its restatements.
 */
export function restatedTerms(question: string, language: Language): Map<string, Set<string>> {
  const restated = new Map<string, Set<string>>();
  for (const match of question.matchAll(/([^()（）]*?)[(（]([^()（）]+)[)）]/g)) {
    const inner = new Set(questionTerms(match[2]!, language));
    for (const term of questionTerms(match[1]!, language).slice(-2)) if (inner.size > 0 && !inner.has(term)) restated.set(term, inner);
  }
  return restated;
}

/** Other words taken for each of the question's, in WordNet's order: more bring rarer senses ("kind" → "sort"). */
const SYNONYMS_PER_WORD = 2;

/**
 * Other words for each term of an English question (`englishSynonyms`): the site's "large" or "big" for the visitor's
 * "largest", "set" for "put". Maps each term to its synonyms' terms; empty for the other languages, which WordNet
 * does not cover.
 */
export function synonymTerms(question: string, language: Language): Map<string, Set<string>> {
  const synonyms = new Map<string, Set<string>>();
  if (language !== 'en') return synonyms;
  const asked = new Set(questionTerms(question, language));
  for (const word of question.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []) {
    const [term] = questionTerms(word, language);
    if (!term || !asked.has(term)) continue;
    const others = englishSynonyms(word)
      .slice(0, SYNONYMS_PER_WORD)
      .flatMap((other) => textTerms(other, language).map(canonicalTerm))
      .filter((other) => other !== term);
    if (others.length > 0) synonyms.set(term, new Set([...(synonyms.get(term) ?? []), ...others]));
  }
  return synonyms;
}

/**
 * The day the visitor writes from ("tomorrow", "heute", "明天"), or the moment ("今", "jetzt"): no site names it, so it
 * is no word an answer lacks; what the question asks is in its other words ("I need to cancel my groom tomorrow – will
 * I be charged?"). Not Spanish "mañana" nor German "morgen", which are also the morning.
 */
const RELATIVE_DAYS: Record<Language, string> = {
  en: 'today tonight tomorrow',
  es: 'hoy',
  fr: "aujourd'hui demain maintenant",
  de: 'heute übermorgen jetzt',
  it: 'oggi domani stasera adesso',
  pt: 'hoje amanhã agora',
  ru: 'сегодня завтра сейчас',
  ja: '今日 明日 あした きょう 今夜 今 いま',
  ko: '오늘 내일 지금',
  zh: '今天 明天 今晚 现在',
  ar: 'بكرا بكرة غدا',
  hi: 'आज अभी',
};

/** Filler words as written, compared before stemming so "themes" is not taken for "them". */
const fillerOf = (languages: readonly Language[]) =>
  new Set(languages.flatMap((language) => segmentWords(`${QUESTION_FILLER[language] ?? ''} ${RELATIVE_DAYS[language]}`)));
const FILLER_WORDS = new Map(LANGUAGES.map((language) => [language, fillerOf([language])]));
const ALL_FILLER_WORDS = fillerOf(LANGUAGES);

// Verbs saying whether one may or must ("darf ich …", "dois-je …", "нужно ли …"), or only linking what is asked about
// to a place ("Wo seid ihr?", "¿Dónde están?"): a page answering may not hold them ("Hunde sind willkommen"), but an
// FAQ's heading asking the same question does ("Darf ich CDs verkaufen?", "Las nuevas versiones … están en …").
const AUXILIARY_VERBS: Partial<Record<Language, string>> = {
  de: 'darf darfst dürfen musst müssen sollen sollten seid bist',
  fr: 'dois doit doivent devons devez faut',
  es: 'debo debe debemos deben están estás está estáis',
  it: 'devo deve dobbiamo devono bisogna',
  pt: 'devo deve devemos devem',
  ru: 'нужно должен должна должны',
};
const AUXILIARY_TERMS = new Map(Object.entries(AUXILIARY_VERBS).map(([language, words]) => [language, new Set(textTerms(words, language as Language))]));

/** The question's terms that only say whether one may or must, or link the subject to a place, in the site's language. */
export function auxiliaryTerms(terms: readonly string[], language: Language): string[] {
  const auxiliaries = AUXILIARY_TERMS.get(language);
  return auxiliaries ? terms.filter((term) => auxiliaries.has(term)) : [];
}

// A greeting opening a question ("Добрый день! Записана на завтра …", "Good morning, do you …") says nothing of what is
// asked; its words ("день", "morning") would be taken for the subject. Single greeting words are filler already.
const OPENING_GREETING = new RegExp(
  `^\\s*(?:${Object.values(GREETINGS)
    .flat()
    .sort((a, b) => b.length - a.length)
    .map((greeting) => greeting.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}-])[^\\p{L}\\p{N}-]*`,
  'iu',
);

// Korean chat's laughing and crying letters ("ㅋㅋ", "ㅠㅠ"): consonants or vowels alone, no word.
const CHAT_JAMO = /^[\u3131-\u318e]+$/u;

/**
 * The question's content terms: stemmed words without stop words and question filler. The filler is the
 * site's language's and the question's own, when it shows which (a visitor may write in another language);
 * every language's only when it does not, so a French "mine" is not taken for the English one.
 */
export function questionTerms(text: string, language: Language): string[] {
  const written = detectLanguage(text);
  // Stop words are the site's language's (and English short ones, `textTerms`): those of the language the question is
  // written in go too ("de", "la" of a Spanish question to an English site).
  const filler =
    written === undefined
      ? ALL_FILLER_WORDS
      : new Set([...FILLER_WORDS.get(language)!, ...FILLER_WORDS.get(written)!, ...(written === language ? [] : (STOP_WORDS[written] ?? []))]);
  // A Korean word is filler with any particle or ending ("무엇이었나요", "어디에서").
  // "Que fait la commande … ?": what the question is about is its subject; "fait" only asks, as "do" does.
  const asked = doingSubject(text) ?? text.replace(OPENING_GREETING, '');
  const content = segmentWords(asked, language).filter((word) => !filler.has(word) && !filler.has(koreanStem(word)) && !CHAT_JAMO.test(word));
  return textTerms(content.join(' '), language).map(canonicalTerm);
}

// Read from the start of a run of digits, in groups of bounded length: linear in a crawled run of digits.
const AMOUNT =
  /[$€£¥₹₽₩₺₪]\s?\d|(?<!\p{L})(?:chf|fr\.|mxn|usd|eur|gbp)\s?\d|(?<![\d.,])\d{1,15}(?:[.,\s]\d{1,15}){0,6}\s?(?:[$€£¥₹₽₩₺₪]|(?:usd|eur|gbp|chf|mxn|pesos?|reais|dollars?|euros?|pounds?|rupees?|dinars?|dirhams?|yuan|zł|kr)(?!\p{L})|руб|円|元|원|ريال|دينار|درهم|جنيه|ليرة|شيكل|रुपये|रु)/iu;
// Costing nothing answers what something costs: "Der Kostenvoranschlag ist kostenlos", "cancellation is free". Not
// English "free" alone: "feel free to", "chemical-free", "free software".
const FREE_OF_CHARGE =
  /(?<!\p{L})(?:(?:is|are|be|it's|for|always) free|free of charge|free cancellation|no (?:extra )?charge|at no (?:extra )?cost|complimentary|gratis|gratuit[oaes]?|gratuite?s?|sans frais|sin (?:coste|costo|cargo)|kostenlos|kostenfrei|umsonst|gebührenfrei|senza costi|sem custo|бесплатн\p{L}*)(?!\p{L})|無料|무료|免费|مجان\p{L}*|ببلاش|मुफ़्त|मुफ्त|निःशुल्क/iu;
const CLOCK =
  /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|h\b|uhr|ч)|\b\d{1,2}:\d{2}\b|\bdalle\s\d{1,2}(?:[.:]\d{2})?\salle\s\d{1,2}|\bore\s\d{1,2}\b|\d{1,2}\s?時|\d{1,2}\s?시|\d{1,2}\s?点|من\s?\d{1,2}\s?(?:إلى|حتى)\s?\d{1,2}|\d{1,2}\s?(?:صباحًا|صباحا|مساءً|مساء)/iu;
const WEEKDAY =
  /monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|lunes|martes|sábado|domingo|lundi|mardi|samedi|dimanche|montag|dienstag|samstag|sonntag|lunedì|sabato|segunda|понедельник|суббот|воскресень|曜日|요일|星期|周[一二三四五六日]|الاثنين|السبت|सोमवार|शनिवार/iu;
// A day the place is closed: "Monday: closed", "Montag | Ruhetag", "Dimanche et lundi : fermé", "ela fica fechada".
const CLOSED =
  /(?<!\p{L})(?:closed|cerrad[oa]s?|cerramos|fermée?s?|fermons|geschlossen|ruhetag|chius[oaie]|fechad[oa]s?|fechamos|gesloten|закрыт[оаы]?|выходной)(?!\p{L})|定休日|休業|休診|休館|休み|휴무|휴일|휴진|쉽니다|쉬어요|休息|关闭|不营业|مغلق|बंद/iu;
// A holiday or a day off, named in a question ("Any chance … on Christmas Eve?", "Amanhã é feriado") or in a sentence
// ("Betriebsferien: vom 23. Dezember …"): which days the place opens on is what such a question asks.
const HOLIDAY =
  /(?<!\p{L})(?:(?:bank |public )?holidays?|(?:christmas|xmas|new year'?s?)(?: eve| day)?|boxing day|good friday|easter(?: sunday| monday)?|thanksgiving(?: day)?|(?:memorial|labou?r|independence|presidents'?) day|festiv[oi]s?|feriados?|navidad|nochebuena|nochevieja|semana santa|(?:jours? )?fériés?|noël|réveillon|nouvel an|jour de l['’]an|pâques|toussaint|feiertag\p{L}*|weihnacht\p{L}*|heiligabend|silvester|neujahr|ostern|pfingsten|betriebsferien|festività|natale|vigilia|capodanno|pasquetta|ferragosto|natal|ano novo|páscoa|carnaval|праздник\p{L}*|праздничн\p{L}*|рождеств\p{L}*|новогодн\p{L}*)(?!\p{L})|祝日|祝祭日|年末年始|正月|お盆|クリスマス|大晦日|ゴールデンウィーク|공휴일|명절|설날|추석|크리스마스|연휴|节假日|假日|春节|国庆|过年|元旦|圣诞|عطلة|العطلة|العيد|عيد|الأعياد|छुट्टी|छुट्टियों|त्योहार|दिवाली|होली/iu;
const NUMBER = /\d/;
const FREQUENCY_WORDS =
  /(?<!\p{L})(how often|frequency|con qué frecuencia|cada cuánto|à quelle fréquence|tous les combien|wie oft|ogni quanto|quanto spesso|com que frequência|de quanto em quanto|как часто)(?!\p{L})|どのくらいの頻度|얼마나 자주|多久一次|多长时间一次|كم مرة|कितनी बार/iu;
// A house number next to a street word, written small or capitalised ("12 Water Street", "Calle Mayor 5", "Berliner
// Straße 5"), in any of the 12 languages; or a postcode shape, whose capitals tell it from other numbers. Each part is
// read from the start of its run of digits or letters: linear on crawled text.
const STREET_WORDS =
  /(?<!\d)\d+[a-z]?,?\s+(?:[\p{L}'’.-]+\s+){0,4}(?:street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd\.?|lane|drive|way|place|square|court|highway)(?!\p{L})|(?<!\p{L})(?:calle|avenida|av\.|plaza|paseo|rue|avenue|boulevard|place|chemin|via|viale|piazza|corso|rua|praça|travessa|улица|ул\.|проспект|пр\.|переулок|شارع)\s+[\p{L}\d]|(?<!\p{L})(?:шоссе|улица|проспект|пр-т|переулок|бульвар|набережная|ул\.)[,\s]+(?:д\.|дом)\s?\d|(?<!\p{L})\p{L}+[\s-]?(?:straße|strasse|str\.|weg|platz|allee|gasse)\s*\d|(?<!\d)\d+,?\s+(?:[\p{L}\p{M}]+\s+){0,3}(?:रोड|मार्ग|गली)(?![\p{L}\p{M}])|(?<!\d)\d+\s*(?:丁目|番地|号|번지)|[\p{Script=Han}]{1,6}(?:路|街)\d|[都道府県市区町村][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{0,8}\d+(?:[-－ー]\d+){1,2}|〒\s?\d{3}-?\d{4}|(?<!\p{Script=Hangul})[\p{Script=Hangul}]+(?:로|길)\s?\d+/iu;
const POSTCODE = /\d{6},\s?г\.\s?\p{Lu}|\b[A-Z]{2}\s\d{5}(?:-\d{4})?\b|\b\d{5}\s+[A-Z][\p{L}-]+|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/u;
const isStreetAddress = (text: string) => STREET_WORDS.test(text) || POSTCODE.test(text);
// Where-words of the 12 languages, and words for a file, a directory or a log: together they ask for a path.
const WHERE_WORDS = /(?<!\p{L})(?:where|dónde|donde|où|wo|wohin|dove|onde|где|куда)(?!\p{L})|どこ|어디|哪里|在哪|أين|وين|فين|कहाँ|कहां/u;
const FILE_WORDS =
  /(?<!\p{L})(?:files?|director(?:y|ies)|folders?|config(?:uration)?|logs?|fichiers?|répertoires?|dossiers?|archivos?|ficheros?|directorios?|carpetas?|ordner|cartell[ae]|arquivos?|pastas?|файл\p{L}*|каталог\p{L}*|папк\p{L}*)(?!\p{L})|datei|verzeichnis|ファイル|ディレクトリ|フォルダ|(?<!\p{Script=Hangul})(?:파일|디렉터리|폴더)|文件|目录|ملف|مجلد|फ़ाइल|फ़ोल्डर/u;
// Programs a visitor builds or installs: where they go is a directory ("Wohin gehören Programme, die ich selbst übersetzt
// habe?", "소스에서 컴파일한 프로그램은 어디에 설치해야 하나요?").
const PROGRAM_WORDS =
  /(?<!\p{L})(?:programs?|binar(?:y|ies)|executables?|programmes?|binaires?|exécutables?|programas?|binarios?|ejecutables?|programm\p{L}*|binär\p{L}*|eseguibil[ei]|executáve(?:l|is)|программ\p{L}*)(?!\p{L})|プログラム|バイナリ|프로그램|바이너리|程序|二进制|برنامج|برامج|البرامج|प्रोग्राम/iu;
// Words for an address and for the web in the 12 languages: together, or "URL" alone, they ask for a web address.
const ADDRESS_WORDS = /(?<!\p{L})(?:address|adresse|anschrift|dirección|direccion|indirizzo|endereço|адрес\p{L}*)(?!\p{L})|アドレス|住所|주소|地址|عنوان|पता/iu;
// A phone named as a thing, not "call" or "ring", which programs do too; and a number, in the 12 languages.
const PHONE_NOUNS =
  /(?<!\p{L})(?:(?:tele)?phone|teléfono|telefono|téléphone|telefon|telefone|телефон\p{L}*|whats\s?app|whats|zap|ватсап\p{L}*)(?!\p{L})|telefon|電話|전화|电话|هاتف|واتس|फ़ोन|फोन|व्हाट्सएप/iu;
// Calling, as a visitor asks which number to call ("j'appelle à quel numéro ?", "welche Nummer soll ich anrufen?"). English
// "call" only as a person calls: programs call functions ("call a function with the line number").
const CALL_VERBS =
  /(?<!\p{L})(?:(?:should|shall) (?:i|we) (?:call|ring)|(?:call|ring|phone) (?:you|u|us)|appel(?:er|le|les|lez|ons)|llamar|llamo|llamamos|anrufen|anrufe|chiamare|chiamo|ligar|ligo|позвонить|позвоню|звонить)(?!\p{L})|打电话|اتصل|أتصل|اتصال|कॉल/iu;
// Calling in any sense: enough to ask for a phone number among other facts, not to ask for it outright (CALL_VERBS).
const CALLING = /(?<!\p{L})(?:call|ring|вотсап\p{L}*)(?!\p{L})|व्हाट्सऐप/iu;
// The business's number, asked without saying "phone" ("what's the number for the vine street shop", "votre numéro",
// "eure Nummer"): a number of the place or the people asked is the one to call, unlike "the number of packages" or
// "votre numéro de licence".
const BUSINESS_NUMBER =
  /(?<!\p{L})(?:your number|the number for|votre numéro|vos numéros|tu número|su número|vuestro número|eure nummer|ihre nummer|deine nummer|il vostro numero|vostro numero|seu número|teu número|o número de vocês|ваш номер|твой номер)(?!\p{L})(?!\s*(?:de|d['’]|du|des|of|del|della|di|da|do|von|für|для)(?!\p{L}))/iu;
const NUMBER_WORDS = /(?<!\p{L})(?:numbers?|numéros?|números?|numer[oi]|номер\p{L}*)(?!\p{L})|nummer|番号|번호|号码|رقم|नंबर/iu;
const MAIL_ADDRESS = /mailadress|e-?mail-?adress/iu;
const WEB_WORDS =
  /(?<!\p{L})(?:web|website|site|browser|navigateur|navegador|sitio|webseite|sito|сайт\p{L}*|браузер\p{L}*)(?!\p{L})|ウェブ|ブラウザ|サイト|웹|브라우저|사이트|网站|网页|浏览器|موقع|متصفح|वेबसाइट|ब्राउज़र/iu;
const URL_WORD = /(?<!\p{L})(?:url|urls)(?!\p{L})|网址/iu;
const WEB_ADDRESS = /https?:\/\/[^\s"'«»<>]+|(?<![\w.@])www\.[\w-]+(?:\.[\w-]+)+|(?<![\w.])localhost:\d+/iu;
// A file system path: "/etc/relay.conf", "~/.config/relay", "./site", "C:\\Program Files"; not a web address's "//".
const FILE_PATH = /(?<![\w.:/~])(?:~|\.{1,2})?\/[\w.-]+(?:\/[\w.-]*)*|(?<![\w])[A-Za-z]:\\[\w\\ .-]+/u;
// A phone number: three groups of digits or nine digits and more ("0422-47-8316", "(802) 555-0148", "+7 843 555 1234").
// Not a postcode ("〒180-0004", "181-0013", "30130-010") nor a date ("2026.11.20", "24.12.2026").
const PHONE = /(?<![\d〒])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)\s?|\d{2,5}[\s.-])\d{2,4}[\s.-]?\d{2,4}(?:[\s.-]\d{2,4})?(?!\d)/g;
const DATE_SHAPE = /^(?:\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{4})$/;
// A licence, registration or tax number of the 12 languages' businesses ("Licence RBQ : 5712-3489-01", "ИНН 5406 123456",
// "사업자등록번호 123-45-67890"): digits in groups as a phone number's, which the label before it says it is not.
const REGISTRATION_LABEL =
  /(?<!\p{L})(?:licen[cs]es?|licencias?|licenza|licença|registration|reg\.|company (?:no|number)|vat|abn|gstin|gst|fssai|permit|rbq|neq|siret|siren|tva|rcs|ust-?id(?:nr)?\.?|steuernummer|hrb|handelsregister|firmenbuch\p{L}*|uid|nif|cif|rfc|cuit|p\.?\s?iva|partita iva|codice fiscale|rea|cnpj|cpf|crmv|cro|alvará|инн|огрнип|огрн|кпп|лицензи\p{L}*)(?!\p{L})|登録番号|許可番号|法人番号|届出番号|사업자\s?등록\s?번호|사업자\s?번호|통신판매업|신고번호|营业执照|信用代码|许可证|备案号|ICP备|سجل تجاري|السجل التجاري|رخصة|ترخيص|الرقم الضريبي|लाइसेंस|पंजीकरण/iu;
// What stands before a number in its own part of a line: "Licence … (RBQ) : " of "… · Tél. 514 555-0147".
const PART_BEFORE = /[^|;·\n]*$/u;
// A national number written without separators ("0501234567"): a phone number only after a phone word or a call
// ("اتصل بنا على 0501234567", "Tel. 0301234567"), since orders and IDs look the same. Not the structured data's
// "+33478421790", whose page writes the number for people too.
const UNSEPARATED_PHONE = /(?<![\d.,+])0\d{9,10}(?!\d|[.,]\d)/g;
const PHONE_LABEL = /(?<!\p{L})tel(?:\.|:|\s)|тел\.?/iu;

function holdsPhone(sentence: string): boolean {
  const partBefore = (index: number) => PART_BEFORE.exec(sentence.slice(0, index))![0];
  const unseparated = [...sentence.matchAll(UNSEPARATED_PHONE)].some(({ index }) => {
    const before = partBefore(index);
    return PHONE_NOUNS.test(before) || CALL_VERBS.test(before) || CALLING.test(before) || PHONE_LABEL.test(before);
  });
  return (
    unseparated ||
    [...sentence.matchAll(PHONE)].some(({ 0: number, index }) => {
      const groups = number.match(/\d+/g)!;
      const before = partBefore(index);
      const labelled = REGISTRATION_LABEL.exec(before);
      const registration = labelled !== null && !PHONE_NOUNS.test(before.slice(labelled.index));
      return (groups.length >= 3 || groups.join('').length >= 9) && !DATE_SHAPE.test(number) && !registration;
    })
  );
}
// Read from the start of a run, its parts bounded as an address's are (64 and 253 characters): linear on crawled text.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}.-]{1,253}\.\p{L}{2,24}/u;
// A person named with what they do: "founded by Maya Okafor", "Head Roaster Maya Okafor", or a team page's
// "Jess Moreau, Café Manager". The role in either case; the name capitalised.
const ROLE = [
  'founder founders owner owners ceo director manager head lead chef president founded owns runs manages',
  'gérant gérante directeur directrice propriétaire leiter leiterin inhaber inhaberin geschäftsführer geschäftsführerin',
  'gerente directora dueño dueña responsabile titolare proprietário proprietária',
]
  .join(' ')
  .split(' ')
  .map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`)
  .concat(['руководитель', 'владелец', 'директор'])
  .join('|');
const PERSON = new RegExp(
  `(?:(?<!\\p{L})(?:by|von|par|por|da|de|от)\\s+|(?<!\\p{L})(?:${ROLE})(?!\\p{L})[^.!?]{0,40}?)\\p{Lu}\\p{Ll}+\\s+\\p{Lu}\\p{Ll}+|\\p{Lu}\\p{Ll}+\\s+\\p{Lu}\\p{Ll}+[\\s,—–-]{1,3}(?:[^.!?]{0,30}?\\s)?(?:${ROLE})(?!\\p{L})`,
  'u',
);
// A key named in software documentation: "press /", "appuyez sur q", "(F6)", "Ctrl+C", "キーを押す".
const KEY_PRESS =
  /(?<!\p{L})(?:press|hit|appuyez sur|appuyer sur|tapez|drücken sie|drücke|pulse|pulsa|presione|premi|premere|pressione|нажмите|нажать)\s+\S|(?<![\p{L}\d])(?:F\d{1,2}|Ctrl|Strg|Alt|Shift|Maj)(?:\s?[+-]\s?\S+)?(?![\p{L}\d])|を押|누르|按下/iu;
const AVAILABILITY =
  /(?<!\p{L})(?:in stock|out of stock|sold out|available|availability|unavailable|back in|restock|pre-?order|disponible|disponibles|agotado|en stock|rupture|épuisé|verfügbar|lieferbar|ausverkauft|vorrätig|disponibile|esaurito|disponível|esgotado|в наличии|наличии|нет в наличии)(?!\p{L})|在庫|品切れ|재고|품절|库存|有货|缺货|متوفر|غير متوفر|उपलब्ध|स्टॉक/iu;

// Asked how one may pay ("Is it ok to pay cash?", "Kann man mit Karte zahlen?", "ما معي كاش"), and the means of paying a
// sentence names ("We're cashless: all major cards, Apple Pay"). A card alone is no payment ("gift cards", "무선 랜 카드"):
// it is one as a credit or debit card, or taken or accepted.
const PAYMENT_ASKED =
  /(?<!\p{L})(?:pay|paying|payment|payments|cash|cashless|contactless|(?:credit|debit) cards?|(?:take|accept)s?\s+(?:credit\s+)?cards?|efectivo|tarjetas? de (?:crédito|débito)|aceptan tarjetas?|bizum|pagar|pago|pagos|espèces|liquide|payer|paiement|cartes? (?:bancaires?|bleues?|de crédit)|chèques?|bargeld|ec-karte|kreditkarte|girocard|kartenzahlung|zahlen|bezahlen|contanti|bancomat|pagare|pagamento|pagamenti|dinheiro|cart(?:ão|ões) de (?:crédito|débito)|pix|наличн\p{L}*|оплат\p{L}*|платить|заплатить)(?!\p{L})|現金|クレジットカード|支払|払い|電子マネー|현금|신용카드|결제|现金|刷卡|付款|支付|付钱|كاش|نقد\p{L}*|الدفع|أدفع|ادفع|بدفع|नकद|कैश|भुगतान|पेमेंट|यूपीआई|\bUPI\b/iu;
const PAYMENT_MEANS =
  /(?<!\p{L})(?:cash|cashless|cards?|debit|credit|contactless|apple pay|google pay|paypal|bank transfer|cheques?|checks|efectivo|tarjetas?|bizum|transferencia|espèces|cartes? (?:bancaires?|bleues?)|cb|chèques?|virement|sans contact|bar|bargeld|girocard|ec-karte|kreditkarte|karte|kontaktlos|überweisung|contanti|carta|carte|bancomat|satispay|bonifico|dinheiro|cartão|cartões|pix|boleto|débito|crédito|наличн\p{L}*|карт\p{L}*|перевод\p{L}*|сбп)(?!\p{L})|現金|カード|電子マネー|PayPay|현금|카드|계좌이체|페이|现金|刷卡|微信|支付宝|银行卡|كاش|نقد\p{L}*|بطاقات? (?:ائتمان|الائتمان|بنكية|مصرفية)|فيزا|ماستركارد|नकद|कैश|कार्ड|यूपीआई|\bUPI\b/iu;
// Asked where to leave the car, and a sentence about parking ("free two-hour parking on Cornwall Road", "전용 주차장").
const PARKING =
  /(?<!\p{L})(?:park|parks|parking|parked|car park|garer|gare|stationner|stationnement|aparcar|aparco|aparcamiento|estacionar|estaciono|estacionamiento|estacionamento|parken|parke|parkplatz|parkplätze|parkhaus|tiefgarage|parcheggio|parcheggi|parcheggiare|parcheggiamo|vaga|vagas|парковк\p{L}*|припарков\p{L}*|парковать\p{L}*)(?!\p{L})|駐車|パーキング|주차|停车|泊车|بصف|اصف|أصف|موقف|مواقف|باركينغ|बारकिंग|पार्किंग/iu;

export type IntentName =
  | 'price'
  | 'time'
  | 'quantity'
  | 'duration'
  | 'size'
  | 'address'
  | 'url'
  | 'path'
  | 'phone'
  | 'email'
  | 'availability'
  | 'payment'
  | 'discount'
  | 'parking'
  | 'person'
  | 'key';

interface Intent {
  name: IntentName;
  /** The question asks for this kind of fact. */
  asked: Pick<RegExp, 'test'>;
  /** Question words that a sentence holding the fact answers even without repeating them. */
  cues: string;
  /** The sentence holds this kind of fact. */
  holds: (sentence: string) => boolean;
  bonus: number;
}

// Money off, in the 12 languages: asked as "money off", "cheaper", "Rabatt"; given as such a word or a percentage.
const DISCOUNT =
  /(?<!\p{L})(?:discounts?|money off|cheaper|rabais|réductions?|remises?|descuentos?|más barato|rabatt\p{L}*|ermäßigung\p{L}*|günstiger|scont[oi]|descontos?|mais barato|скидк\p{L}*|дешевле)(?!\p{L})|割引|安く|할인|싸게|折扣|优惠|便宜|خصم|تخفيض|ارخص|أرخص|छूट|सस्ता/iu;
const PERCENT_OFF = /\d\s?%|%\s?\d/u;

const INTENTS: Intent[] = [
  {
    name: 'price',
    asked: PRICE_WORDS,
    cues: 'gratis gratuit gratuito kostenlos бесплатно 無料 무료 免费 مجاني ببلاش بتندفع मुफ़्त price prices pricing cost costs fee fees charge much precio cuesta prix coût tarif preis kosten prezzo costa preço custa цена стоимость стоит 価格 値段 料金 가격 요금 价格 价钱 费用 سعر تكلفة कीमत दाम शुल्क',
    holds: (s) => AMOUNT.test(s) || FREE_OF_CHARGE.test(s),
    bonus: 1.5,
  },
  {
    name: 'time',
    // Asked about a holiday or a day of a month, whether the place opens that day.
    asked: { test: (question: string) => TIME_WORDS.test(question) || HOLIDAY.test(question) || namedDay(question) !== undefined },
    cues: 'time times hour hours open opening close closing horario abierto abiertos heures horaires ouvert ouverts ouvrez fermez öffnungszeiten geöffnet offen orari aperto aperti aprite chiudete horário aberto abertos abrem fecham часы открыт открыты работаете 営業時間 時間 曜日 開 営業 영업시간 요일 시간 시에 열어 여나요 영업하 营业时间 时间 开门 营业 关门 ساعات تفتحون مفتوح समय खुलता खुलती खुले holiday holidays christmas eve festivo festivos feriado feriados navidad férié fériés noël feiertag feiertage weihnachten heiligabend festivi natale vigilia natal праздник праздники 祝日 年末年始 공휴일 연휴 节假日 春节 عطلة عيد छुट्टी',
    holds: (s) => CLOCK.test(s) || WEEKDAY.test(s) || CLOSED.test(s),
    bonus: 1.2,
  },
  {
    name: 'quantity',
    asked: new RegExp(`${QUANTITY_WORDS.source}|${FREQUENCY_WORDS.source}|(?<!\\p{L})how much(?!\\p{L})`, 'iu'),
    cues: 'long many soon much often frequency frecuencia fréquence oft spesso frequência часто 며칠',
    holds: (s) => NUMBER.test(s) || COUNT_WORDS.test(s),
    bonus: 0.8,
  },
  {
    name: 'duration',
    asked: DURATION_WORDS,
    cues: 'long take takes lange dauert dauern temps tiempo tarda tempo demora долго времени займёт かかり 걸리 걸려 多久 多长 多 长 时间',
    holds: (s) => DURATION.test(s),
    bonus: 1,
  },
  {
    // "How big can a database get?", "Wie groß ist das Zimmer?": a measure in units answers ("281 terabytes", "35 m²"),
    // not a sentence saying "big" ("big-endian") or giving another number ("64-bit").
    name: 'size',
    asked: SIZE_WORDS,
    // The words asking how big, not the size's name ("taille", "크기"), which a sentence of another size also answers to.
    cues: 'big large small heavy tall wide deep high spacious groß schwer breit hoch grande pesado pesa mide misura mede большой большая большое велик 多大 बड़ा बड़ी बड़े',
    holds: (s) => MEASURE.test(s),
    bonus: 1,
  },
  {
    name: 'address',
    asked:
      /(?<!\p{L})(where|located|location|locations|address|directions|find you|dónde|donde|ubicad[oa]s?|dirección|où|adresse|situés?|trouver|wo|befinden|befindet|standort|dove|indirizzo|trovate|onde|endereço|localizad[oa]s?|где|адрес\p{L}*|находитесь|находится)(?!\p{L})|どこ|住所|어디|주소|哪里|在哪|地址|أين|وين|فين|عنوان|कहाँ|कहां|पता/iu,
    cues: 'located location address directions find ubicados encuentran dirección adresse situés trouver befinden befindet standort indirizzo trovate trovarvi endereço localizados fica ficam адрес находитесь 住所 場所 주소 위치 地址 位置 عنوان पता',
    holds: isStreetAddress,
    bonus: 1.5,
  },
  {
    name: 'url',
    // "À quelle adresse j'ouvre l'interface web de CUPS ?", "What is your website address?": a web address, not a street.
    asked: { test: (question: string) => URL_WORD.test(question) || (ADDRESS_WORDS.test(question) && WEB_WORDS.test(question)) },
    cues: 'address url web website site browser adresse navigateur dirección navegador sitio webseite indirizzo sito endereço адрес сайт браузер アドレス ウェブ ブラウザ サイト 주소 웹 브라우저 사이트 地址 网址 网站 网页 浏览器 عنوان موقع متصفح पता वेबसाइट ब्राउज़र',
    holds: (s) => WEB_ADDRESS.test(s),
    bonus: 1.2,
  },
  {
    name: 'path',
    // "Where is the configuration file?", "Wo liegen die Logdateien?": asked where a file or directory is.
    asked: new RegExp(`^(?=[\\s\\S]*(?:${WHERE_WORDS.source}))(?=[\\s\\S]*(?:${FILE_WORDS.source}|${PROGRAM_WORDS.source}))`, 'iu'),
    cues: 'file files directory directories folder folders config configuration log logs stored saved konfiguration liegt liegen fichier fichiers répertoire dossier archivo fichero directorio carpeta datei dateien verzeichnis ordner cartella arquivo pasta файл каталог папка ファイル ディレクトリ フォルダ 파일 디렉터리 폴더 文件 目录 文件夹 ملف مجلد फ़ाइल फ़ोल्डर',
    holds: (s) => FILE_PATH.test(s),
    bonus: 1.2,
  },
  {
    name: 'phone',
    asked: { test: (question: string) => PHONE_NOUNS.test(question) || CALL_VERBS.test(question) || CALLING.test(question) || BUSINESS_NUMBER.test(question) },
    cues: 'phone telephone call ring number teléfono número llamar téléphone numéro appeler telefon telefonnummer nummer anrufen telefono numero chiamare telefone número ligar телефон номер позвонить whatsapp ватсап 電話 電話番号 전화 전화번호 电话 电话号码 هاتف رقم واتساب फ़ोन फोन नंबर',
    holds: holdsPhone,
    bonus: 1.5,
  },
  {
    name: 'email',
    asked:
      /(?<!\p{L})(e-?mails?|mail|correo|courriel|mél|posta|почт\p{L}*|email|e-?mail-?adress\p{L}*|mailadress\p{L}*)(?!\p{L})|メール|이메일|邮件|邮箱|بريد|ईमेल/iu,
    // "email address", "indirizzo email", "адрес электронной почты": the address and "electronic" are the e-mail's.
    cues: 'email emails mail correo courriel posta почта メール 이메일 邮件 邮箱 بريد ईमेल address dirección adresse indirizzo endereço адрес electrónico électronique elettronica eletrônico электронной электронная',
    holds: (s) => EMAIL.test(s),
    bonus: 1.2,
  },
  {
    name: 'availability',
    asked:
      /(?<!\p{L})(in stock|stock|available|availability|sold out|disponible|disponibles|agotado|verfügbar|lieferbar|vorrätig|disponibile|disponível|в наличии|наличии)(?!\p{L})|在庫|재고|库存|有货|متوفر|उपलब्ध/iu,
    cues: 'stock available availability sold disponible agotado verfügbar lieferbar disponibile disponível наличии',
    holds: (s) => AVAILABILITY.test(s),
    bonus: 1.2,
  },
  {
    name: 'payment',
    asked: PAYMENT_ASKED,
    cues: 'pay paying payment cash card cards credit debit efectivo tarjeta pagar pago espèces liquide carte payer paiement bargeld karte zahlen bezahlen contanti carta pagare pagamento dinheiro cartão наличные карта картой оплата оплатить 現金 カード 支払い 払い 현금 카드 결제 现金 刷卡 付款 支付 كاش نقدا نقد بطاقة الدفع أدفع नकद कैश कार्ड भुगतान पेमेंट',
    holds: (s) => PAYMENT_MEANS.test(s),
    bonus: 1.2,
  },
  {
    name: 'discount',
    asked: DISCOUNT,
    cues: 'discount discounts money off cheaper rabais réduction remise descuento descuentos barato rabatt ermäßigung günstiger sconto sconti desconto descontos скидка скидки дешевле 割引 安く 할인 싸게 折扣 优惠 便宜 خصم تخفيض ارخص छूट सस्ता',
    holds: (s) => PERCENT_OFF.test(s) || DISCOUNT.test(s),
    bonus: 1,
  },
  {
    name: 'parking',
    asked: PARKING,
    // "Is there anywhere I can leave the car?": the car is what a parking sentence is about.
    cues: 'park parking car garer stationner stationnement voiture aparcar aparcamiento estacionar estacionamiento coche carro parken parkplatz auto parcheggio parcheggiare macchina estacionamento vaga парковка припарковаться парковаться машина 駐車 車 주차 차 停车 车 صف موقف سيارة पार्किंग गाड़ी',
    holds: (s) => PARKING.test(s),
    bonus: 1.2,
  },
  {
    name: 'key',
    asked:
      /(?<!\p{L})(keys?|shortcuts?|keystrokes?|touches?|raccourcis?|tasten?|tastenkürzel|teclas?|atajos?|tast[oi]|scorciatoi[ae]|atalhos?|клавиш[аиу]?|сочетание)(?!\p{L})|キー|ショートカット|단축키|키를|快捷键|按键|مفتاح|اختصار|कुंजी|शॉर्टकट/iu,
    cues: 'key keys shortcut keystroke touche touches raccourci taste tasten tastenkürzel tecla teclas atajo tasto tasti scorciatoia atalho клавиша клавиши сочетание',
    holds: (s) => KEY_PRESS.test(s),
    bonus: 1.2,
  },
  {
    name: 'person',
    asked: /(?<!\p{L})(who|whom|quién|quiénes|wer|chi|quem|кто)(?!\p{L})|誰|누가|谁|من هو|من هي|من هم|कौन/iu,
    // "Who runs the Vine Street café?": a person named with a role ("Café Manager, Vine Street Café") is what runs it.
    cues: 'run runs manage manages lead leads head heads own owns dirige gère gestiona leitet führt gestisce gerencia руководит управляет',
    holds: (s) => PERSON.test(s),
    bonus: 1,
  },
];

const INTENT_CUES = new Map(INTENTS.map((intent) => [intent.name, new Set(textTerms(intent.cues, undefined, { keepStopWords: true }))]));

export interface AskedIntent {
  name: IntentName;
  cueTerms: Set<string>;
  /** The words such a fact is written with, as a site would write them (the cues before canonical forms). */
  cueWords: string[];
  holds: (sentence: string) => boolean;
  bonus: number;
}

/**
 * Asked about one day ("what time do you open on Sunday?"), a time is the time of day or that the place
 * is closed: a sentence that only names the day ("we open as on Sundays on holidays") does not say it.
 */
function holdsTimeOfDay(sentence: string): boolean {
  return CLOCK.test(sentence) || ((WEEKDAY.test(sentence) || HOLIDAY.test(sentence)) && CLOSED.test(sentence));
}

/**
 * Asked about a holiday ("on Christmas Eve?", "Amanhã é feriado"), the sentence names holidays or dates and says the
 * place is closed or when it opens: the hours of other days do not answer.
 */
function holdsHolidayHours(sentence: string): boolean {
  return (HOLIDAY.test(sentence) || DAY_OF_MONTH.test(sentence)) && (CLOCK.test(sentence) || CLOSED.test(sentence));
}

/**
 * Asked about a day of a month ("am 28. Dezember", "12月30日"), the sentence names that day or a span holding it ("vom
 * 23. Dezember bis einschließlich 2. Januar") and says the place is closed or when it opens: another day's hours
 * ("12月21日 19:30〜21:00") and the hours of holidays in general ("祝日 | 8:30〜19:00") do not answer.
 */
function holdsHoursOfDay(day: DayOfMonth): (sentence: string) => boolean {
  return (sentence) => namesDay(sentence, day) && (CLOCK.test(sentence) || CLOSED.test(sentence));
}

const EVERY_HOLIDAY = new RegExp(HOLIDAY.source, 'giu');

/** The text without the holidays it names: "Christmas Eve", "le jour de l'An" are no product names. */
export function withoutHolidays(text: string): string {
  return text.replace(EVERY_HOLIDAY, ' ');
}

/** Whether the question asks for an e-mail address ("Mailadresse", "メールで…アドレスを教えて"), which is no street. */
function asksForEmailAddress(question: string, asked: readonly Intent[]): boolean {
  return asked.some((intent) => intent.name === 'email') && (ADDRESS_WORDS.test(question) || MAIL_ADDRESS.test(question));
}

/** What answers a question about the time of a day of a month, a holiday or a weekday it names; undefined for any other. */
function holdsTimeOfNamedDay(question: string, day: DayOfMonth | undefined): ((sentence: string) => boolean) | undefined {
  if (day) return holdsHoursOfDay(day);
  if (HOLIDAY.test(question)) return holdsHolidayHours;
  return WEEKDAY.test(question) ? holdsTimeOfDay : undefined;
}

/** The kinds of fact a question asks for (an amount, a time, an address, ...). */
export function askedIntents(question: string): AskedIntent[] {
  const asked = INTENTS.filter((intent) => intent.asked.test(question));
  // Asked for a web or an e-mail address, a street is no answer.
  const noStreet = asked.some((intent) => intent.name === 'url') || asksForEmailAddress(question, asked);
  const wanted = noStreet ? asked.filter((intent) => intent.name !== 'address') : asked;
  const day = namedDay(question);
  // A sentence naming a span that holds the day asked about holds the day's words ("28. Dezember").
  const dayWords = day ? textTerms(DAY_OF_MONTH.exec(withWesternDigits(question))![0]).map(canonicalTerm) : [];
  return wanted.map((intent) => {
    const asksTime = intent.name === 'time';
    const holds = (asksTime && holdsTimeOfNamedDay(question, day)) || intent.holds;
    return {
      name: intent.name,
      cueTerms: asksTime && dayWords.length > 0 ? new Set([...INTENT_CUES.get(intent.name)!, ...dayWords]) : INTENT_CUES.get(intent.name)!,
      cueWords: intent.cues.split(' ').filter(Boolean),
      holds: (sentence: string) => holds(withWesternDigits(sentence)),
      bonus: intent.bonus,
    };
  });
}

/**
 * The contact fact the question asks for outright: the phone number ("Telefonnummer", "電話…番号", "WhatsApp … número"),
 * the e-mail address ("what email should I use?", "Mailadresse", "メールで…アドレス") or the street address ("the full
 * address with postcode"). A sentence giving it answers, whatever else the question tells or asks.
 */
export function askedContact(question: string, intents: readonly AskedIntent[] = askedIntents(question)): AskedIntent | undefined {
  const named = (name: IntentName) => intents.find((intent) => intent.name === name);
  if (((PHONE_NOUNS.test(question) || CALL_VERBS.test(question)) && NUMBER_WORDS.test(question)) || BUSINESS_NUMBER.test(question)) return named('phone');
  return named('email') ?? (ADDRESS_WORDS.test(question) ? named('address') : undefined);
}

// "What is X?" in the 12 languages: X is the subject the answer should define.
const DEFINITION_QUESTIONS = [
  /^(?:so\s+)?what(?:'s|\s+is|\s+are)\s+(?:an?\s+|the\s+)?(.+?)\s*\??$/iu,
  /^qu['’]est[- ]ce\s+qu(?:e\s+|['’]\s*)(?:une?\s+|les?\s+|la\s+|l['’]\s*)?(.+?)\s*\??$/iu,
  /^¿?\s*qu[ée]\s+(?:es|son)\s+(?:una?\s+|el\s+|la\s+|los\s+|las\s+)?(.+?)\s*\??$/iu,
  /^was\s+(?:ist|sind)\s+(?:eine?\s+|der\s+|die\s+|das\s+)?(.+?)\s*\??$/iu,
  /^(?:che\s+)?cos['’]?\s*(?:è|e)\s+(?:una?\s+|il\s+|la\s+|l['’]\s*)?(.+?)\s*\??$/iu,
  /^o\s+que\s+(?:é|e|são)\s+(?:uma?\s+|o\s+|a\s+)?(.+?)\s*\??$/iu,
  /^что\s+(?:такое|это)\s+(.+?)\s*\??$/iu,
  // "What is meant by X?"
  /^what\s+is\s+meant\s+by\s+(?:an?\s+|the\s+)?(.+?)\s*\??$/iu,
  /^qu['’]entend[- ]on\s+par\s+(?:une?\s+|les?\s+|la\s+|l['’]\s*)?(.+?)\s*\??$/iu,
  /^¿?\s*qu[ée]\s+se\s+entiende\s+por\s+(?:una?\s+|el\s+|la\s+|los\s+|las\s+)?(.+?)\s*\??$/iu,
  /^was\s+versteht\s+man\s+unter\s+(?:einem\s+|einer\s+|einen\s+|eine\s+|ein\s+|dem\s+|der\s+|den\s+|die\s+|das\s+)?(.+?)\s*\??$/iu,
  /^(?:che\s+)?cosa\s+si\s+intende\s+per\s+(?:una?\s+|il\s+|la\s+|l['’]\s*)?(.+?)\s*\??$/iu,
  /^o\s+que\s+se\s+entende\s+por\s+(?:uma?\s+|o\s+|a\s+)?(.+?)\s*\??$/iu,
  /^что\s+понимается\s+под\s+(.+?)\s*\??$/iu,
  /^(.+?)\s*とは(?:何|なん)/u,
  /^(.+?)\s*是什么/u,
  /^(.+?)\s*(?:이란|란|은|는)\s*무엇/u,
  /^ما\s+(?:هو|هي)\s+(.+?)\s*[؟?]?$/u,
  /^(.+?)\s+क्या\s+(?:है|हैं)/u,
];
// "What does X do?", "What is X for?": X is defined by what it does as well as by what it is.
const DOING_QUESTIONS = [
  /^what\s+(?:does|do)\s+(.+?)\s+(?:do|mean)\s*\??$/iu,
  /^what\s+(?:is|are)\s+(.+?)\s+(?:for|used for)\s*\??$/iu,
  /^(?:que\s+fait|à\s+quoi\s+sert|a\s+quoi\s+sert)\s+(.+?)\s*\??$/iu,
  /^¿?\s*(?:qu[ée]\s+hace|para\s+qu[ée]\s+sirve)\s+(.+?)\s*\??$/iu,
  /^(?:was\s+macht|wozu\s+dient)\s+(.+?)\s*\??$/iu,
  /^(?:cosa\s+fa|a\s+cosa\s+serve)\s+(.+?)\s*\??$/iu,
  /^(?:o\s+que\s+faz|para\s+que\s+serve)\s+(.+?)\s*\??$/iu,
  /^(?:что\s+делает|для\s+чего\s+(?:нужен|нужна|нужно))\s+(.+?)\s*\??$/iu,
];
// Articles and kind nouns around a subject: "the post_hook parameter" is defined as "post_hook".
const SUBJECT_FRAME =
  /^(?:the|an?|la|le|les|l['’]|el|los|las|der|die|das|il|lo|o|a)\s+|(?<=^|\s)(?:commande|command|option|setting|parameter|paramètre|variable|storage|stockage|réglage|comando|opción|opzione|opção|befehl|einstellung|команда|опция)(?=\s|$)/giu;
// What follows the subject when a sentence says what it is: a verb "to be" or a dash, maybe after the kind of thing it
// is ("The VACUUM command is …").
const KIND = '(?:command|subcommand|statement|option|setting|directive|function|macro|pragma|module|plugin|parameter|variable|method|tool|program|utility)';
const DEFINES = new RegExp(`^\\s*(?:${KIND}\\s+)?(?:(?:is|are|est|sont|es|son|ist|sind|è|é|são|это|является|هو|هي)(?!\\p{L})|[—–:-]\\s|は|是|는|은|है|हैं)`, 'iu');
// The topic particles that define in Chinese, Japanese and Korean ("sid는 …", "Debian は …").
const TOPIC_MARKER = /^\s*(?:は|是|는|은)/u;
// A copula followed by a participle says what is done to X ("Relay is installed with pip", "es instalado", "est
// installé"), not what X is.
const PASSIVE =
  /^\s*(?:is|are|es|son|é|são|è|sono|est|sont)\s+\p{L}*(?:\p{L}{3}ed|ado|ada|ados|adas|ido|ida|idos|idas|ato|ata|ati|ate|ito|ita|iti|ite|é|ée|és|ées)(?!\p{L})/iu;
// Japanese and Korean put the verb last: "X は … です", "X는 … 입니다" define; "X は … できます" (can) does not.
const ENDS_WITH_COPULA = /(?:です|である|だ|でした|입니다|이다|예요|이에요|였습니다|이었습니다)[。．.!！]?\s*$/u;
const VERB_FINAL_TOPIC = /^\s*(?:は|는|은)/u;
// Hindi too: "X … मेल सर्वर है" defines, "X … सुनता है" (listens) does not.
const HINDI_COPULA_END = /(?<!(?:ता|ती|ते|या|यी|ये|गई)\s)(?:है|हैं)\s*[।.]?\s*$/u;
// Or, in English, what it does to something ("The VACUUM command rebuilds the database file", not "VACUUM settings"):
// an answer to "what does X do?" but no definition ("Cargo expects your source files …" for "What is Cargo?").
const DESCRIBES_DOING = new RegExp(`^\\s*(?:${KIND}\\s+)?[a-z]{2,}s\\s+(?:the|a|an|its|all|any|each|every|one|your|it|them)(?!\\p{L})`, 'iu');

/** The subject of a "what is X?" question, lower case, or undefined for other questions. */
export function definedSubject(question: string): string | undefined {
  const trimmed = question.trim();
  for (const pattern of [...DEFINITION_QUESTIONS, ...DOING_QUESTIONS]) {
    const subject = pattern.exec(trimmed)?.[1]?.replace(SUBJECT_FRAME, ' ').replace(/\s+/g, ' ').trim();
    // "What is the price of ...?" asks for a fact, not a definition: a subject of a few words only.
    if (subject && countWords(subject) <= 3) return subject.toLocaleLowerCase();
  }
  return undefined;
}

/** The subject of a question asking what it does ("aptitude safe-upgrade" of "Que fait aptitude safe-upgrade ?"). */
function doingSubject(question: string): string | undefined {
  const trimmed = question.trim();
  for (const pattern of DOING_QUESTIONS) {
    const subject = pattern.exec(trimmed)?.[1];
    if (subject) return subject;
  }
  return undefined;
}

/** Whether the question asks what something does ("What does VACUUM do?", "À quoi sert …"). */
export function asksWhatItDoes(question: string): boolean {
  return doingSubject(question) !== undefined;
}

/** Whether the question asks about a release, a change or a time ("Which version added X?", "When was Y removed?"). */
export function asksAboutReleases(question: string): boolean {
  return /\d/.test(question) || RELEASE_WORDS.test(question) || TIME_WORDS.test(question);
}

/**
 * True when the sentence opens by defining the subject ("Vdirsyncer is a command-line tool ..."), or, `byWhatItDoes`,
 * by saying what it does.
 */
export function definesSubject(sentence: string, subject: string, byWhatItDoes: boolean): boolean {
  // "git rerere" is defined as "git-rerere - Reuse recorded resolution ...", "aptitude clean" as "clean: ...".
  const joined = /(?<=[\p{L}\d])[-_](?=[\p{L}\d])/gu;
  const folded = sentence.toLocaleLowerCase().replace(joined, ' ');
  const words = subject.replace(joined, ' ').split(' ');
  return [words.join(' '), ...(words.length > 1 ? [words.at(-1)!] : [])].some((name) => {
    const at = folded.indexOf(name);
    const rest = folded.slice(at + name.length);
    // Languages without articles open a definition with the subject: "현재 sid는 없으며" ("there is no sid now") is none.
    const opensWithIt = at === 0 || !TOPIC_MARKER.test(rest) || !/\p{L}/u.test(folded.slice(0, at));
    const defines = DEFINES.test(rest) && !PASSIVE.test(rest) && (!VERB_FINAL_TOPIC.test(rest) || ENDS_WITH_COPULA.test(rest));
    const definesInHindi = at === 0 && HINDI_COPULA_END.test(rest);
    return name.length >= 3 && at >= 0 && at <= 4 && opensWithIt && (defines || definesInHindi || (byWhatItDoes && DESCRIBES_DOING.test(rest)));
  });
}
