import type { Language } from '@siteline/contract';
import { COUNT_WORDS } from './language-words.ts';
import { foldText, segmentWords, textTerms, withWesternDigits } from './text-tools.ts';

/**
 * How a language asks "which X?": the words that ask for a thing ("which", "quel", "какой"), the words
 * that may stand between them and the thing ("is the", "est la"), and where the thing's head word is.
 * `last`: the last word of the phrase ("the default port", "die maximale Größe"), which ends at a
 * function word; a phrase ending before an article ended on a verb ("Which version removed the ...").
 * `first`: the first word that is no adjective written before its noun ("la taille maximale", "ancien nom").
 * `next`: the one word after the asking word ("哪个 版本", "어떤 포트를").
 */
interface FocusGrammar {
  askers: string;
  /** Asking words for a count ("how many", "combien de"), `|`-separated: what follows is counted. */
  counters: string;
  /** Asking words for an amount ("how much"), `|`-separated: what follows is measured, a number-valued thing. */
  measures?: string;
  /**
   * Openings asking for a way to do something ("how do I", "comment"), `|`-separated: the question asks
   * for a method, and a "how much" or "which" inside it is what the method shows or changes
   * ("How do I see how much disk space the loose objects take?").
   */
  methods?: string;
  /** Words between an asking word and the thing ("is the", "est la"). */
  between: string;
  /** Words between a count's asking word and the thing counted: classifiers ("몇 개의 좌석"), "عدد". */
  counted?: string;
  head: 'last' | 'first' | 'next';
  /** Words that start a noun phrase: before one, the phrase of a "last" language ended on a verb. */
  articles?: string;
  /** Adjectives written before their noun in a "first" language ("ancien nom", "único parámetro"). */
  preposed?: string;
  /** The verb ends the sentence, and the asking words stand anywhere before it ("설치는 어떻게 하나요?"). */
  verbFinal?: boolean;
  /** A method's asking words that ask what something is, not how to do it ("영업시간이 어떻게 되나요?": what are the hours?). */
  notMethods?: RegExp;
}

const GRAMMARS: Record<Language, FocusGrammar> = {
  en: {
    askers: 'which what',
    counters: 'how many',
    measures: 'how much',
    methods: 'how do|how does|how can|how could|how should|how would|how to',
    between: 'is are was were s the a an',
    head: 'last',
    articles: 'the a an my your our their its this that these those his her some any every each all no',
  },
  de: {
    askers: 'welche welcher welches welchen welchem was',
    counters: 'wie viele',
    measures: 'wie viel',
    methods: 'wie kann|wie konnen|wie konnte|wie lasst',
    between: 'ist sind war der die das den dem des',
    head: 'last',
    articles: 'der die das den dem des ein eine einen einem einer eines mein meine dein deine sein seine ihr ihre unser unsere',
  },
  fr: {
    askers: 'quel quelle quels quelles',
    counters: 'combien de|combien d',
    methods: 'comment',
    between: 'est sont etait c le la les l',
    head: 'first',
    preposed: 'ancien ancienne nouveau nouvelle seul seule premier premiere dernier derniere meilleur meilleure grand grande petit petite',
  },
  es: {
    askers: 'cual cuales que',
    counters: 'cuantos|cuantas',
    measures: 'cuanto|cuanta',
    methods: 'como',
    between: 'es son era el la los las lo',
    head: 'first',
    preposed: 'unico unica primer primera ultimo ultima mejor nuevo nueva antiguo antigua',
  },
  it: {
    askers: 'quale quali qual che',
    counters: 'quanti|quante',
    measures: 'quanto|quanta',
    methods: 'come',
    between: 'e sono era il lo la i gli le l',
    head: 'first',
    preposed: 'unico unica primo prima ultimo ultima migliore nuovo nuova vecchio vecchia',
  },
  pt: {
    askers: 'qual quais que',
    counters: 'quantos|quantas',
    measures: 'quanto|quanta',
    methods: 'como',
    between: 'e sao era o a os as',
    head: 'first',
    preposed: 'unico unica primeiro primeira ultimo ultima melhor novo nova antigo antiga',
  },
  ru: { askers: 'какой какая какое какие каком какую каких какого', counters: 'сколько', methods: 'как мне|как можно|как я', between: '', head: 'first' },
  ar: { askers: 'أي ما', counters: 'كم', between: 'هو هي', counted: 'عدد', head: 'first' },
  hi: { askers: 'कौन किस किन', counters: 'कितने|कितनी', measures: 'कितना', between: 'सा सी से', head: 'next' },
  zh: { askers: '哪个 哪些 哪种 哪 什么', counters: '多少|几', between: '', counted: '个 位 种 张 次', head: 'next' },
  ja: { askers: 'どの どんな', counters: '', between: '', head: 'next' },
  ko: {
    askers: '어떤 무슨 어느',
    counters: '몇',
    methods: '어떻게',
    between: '',
    counted: '개 개의 명 명의 가지 가지의 번',
    head: 'next',
    verbFinal: true,
    notMethods: /어떻게\s*(?:되|돼)/u,
  },
};

/**
 * Things whose answer is a number: a port, a version, a size, a count, a price (not a "cost", which manuals also give
 * as a solver's or a query's). A sentence that states one holds a number; one that only names the thing ("SVN can
 * version empty directories", "the prices of items in a shopping cart") does not.
 */
const NUMBER_VALUED = [
  'port version size number count percentage percent year length limit maximum minimum width height weight capacity timeout duration age price fee',
  'taille nombre numero pourcentage annee longueur limite largeur hauteur poids capacite duree prix tarif',
  'puerto versión tamaño número cantidad porcentaje año longitud límite ancho altura peso capacidad duración edad precio tarifa',
  'größe anzahl nummer zahl prozent jahr länge grenze breite höhe gewicht kapazität dauer alter preis gebühr',
  'porta versione dimensione numero quantità percentuale anno lunghezza limite larghezza altezza peso capacità durata età prezzo tariffa',
  'versão tamanho número quantidade porcentagem percentagem ano comprimento largura altura capacidade duração idade preço tarifa',
  'порт версия размер число количество номер процент год длина лимит предел ширина высота вес емкость продолжительность возраст цена',
  'منفذ إصدار نسخة حجم رقم عدد نسبة سنة عام طول حد عرض ارتفاع وزن سعة مدة عمر سعر',
  'पोर्ट संस्करण वर्ज़न आकार संख्या नंबर प्रतिशत वर्ष साल लंबाई सीमा चौड़ाई ऊंचाई वजन क्षमता अवधि उम्र कीमत शुल्क',
  '端口 版本 大小 尺寸 数量 号码 编号 百分比 年份 长度 上限 宽度 高度 重量 容量 时长 年龄 价格',
  'ポート バージョン サイズ 番号 件数 割合 年齢 長さ 上限 幅 高さ 重さ 容量 期間 価格 料金 値段',
  '포트 버전 크기 번호 개수 비율 연도 길이 제한 한도 너비 높이 무게 용량 기간 나이 가격 요금',
].flatMap((words) => words.split(' ').map(foldText));
// Time and money: "how much time", "combien de temps", "多少钱", "몇 시" ask for a duration, a time or a
// price, which those kinds of fact answer without the word.
const TIME_AND_MONEY = new Set(
  'time temps tiempo tempo zeit время 时间 時間 시간 وقت مدة مدته مدتها المدة समय 点 시 시에 시예요 시에요 시인가요 시까지 money argent dinero geld soldi dinheiro деньги 钱 お金 돈 مال पैसे पैसा'
    .split(' ')
    .map(foldText),
);
const NUMBER_VALUED_TERMS = new Set(NUMBER_VALUED.flatMap((word) => textTerms(word, undefined, { keepStopWords: true })));

const words = (list = '') => new Set(list.split(' ').filter(Boolean).map(foldText));
const isFunctionWord = (word: string, language: Language) => textTerms(word, language).length === 0;
const ADJECTIVE_ENDING_RU = /(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ую|юю|ого|его)$/;
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

/** The thing a question asks for, and what kind of answer it takes. */
export interface QuestionFocus {
  /** The thing's head word as the question writes it, folded ("port", "taille", "版本"). */
  word: string;
  /**
   * `count`: "how many X?", answered by a number in digits or words ("les quatre indicateurs");
   * `value`: a thing whose value is a number in digits (a port, a version, a size; "how much X?");
   * `thing`: anything else.
   */
  answer: 'count' | 'value' | 'thing';
}

function headOf(phrase: string[], grammar: FocusGrammar, language: Language): string | undefined {
  if (grammar.head === 'next') return phrase[0];
  if (grammar.head === 'first') {
    const preposed = words(grammar.preposed);
    return phrase.find((word) => !preposed.has(word) && !(language === 'ru' && ADJECTIVE_ENDING_RU.test(word)));
  }
  return phrase.at(-1);
}

const phrases = (list = '') =>
  list
    .split('|')
    .filter(Boolean)
    .map((phrase) => phrase.split(' ').map(foldText));

// "e.g.", "z. B.", "par exemple", "例えば" … in the 12 languages: what follows is the visitor's example.
const EXAMPLE_MARKER =
  /(?<![\p{L}\p{N}])(?:e\.\s?g\.|for (?:example|instance)|such as|z\.\s?b\.|zum beispiel|beispielsweise|par exemple|p\.\s?ex\.|por ejemplo|por exemplo|p\.\s?ej\.|(?:per|ad) esempio|например|على سبيل المثال|उदाहरण के लिए)(?![\p{L}\p{N}])|例如|比如|例えば|たとえば|예를 들어|예를 들면/iu;
/** An example is a few words up to the end of its clause ("…, z. B. A4?"), not the rest of the question. */
const EXAMPLE_WORDS = 3;

/**
 * The words of an example the question gives ("A4" of "Wo stelle ich die Papiergröße ein, z. B. A4?"): a site
 * answering the question need not name the visitor's example.
 */
export function exampleTerms(question: string, language: Language): string[] {
  const example = findExample(question, language);
  return example ? textTerms(example.text, language) : [];
}

/** The example the question gives, with its marker, from where the marker starts; undefined when there is none. */
function findExample(question: string, language: Language): { text: string; start: number; end: number } | undefined {
  const marker = EXAMPLE_MARKER.exec(question);
  if (!marker) return undefined;
  const from = marker.index + marker[0].length;
  const text = question.slice(from).split(/[,;:?!。、？，！]/u)[0]!;
  // Counted as written: "pt_BR.UTF-8" is one word of the example, though it holds four terms.
  const words = text.split(/\s+/).filter((word) => textTerms(word, language).length > 0);
  return words.length <= EXAMPLE_WORDS ? { text, start: marker.index, end: from + text.length } : undefined;
}

/**
 * The question without the example it gives ("Which command generates the locales, for example pt_BR.UTF-8?"): what
 * to search for. The example's rare words would rank the pages naming it (a table of locales) above the one answering.
 */
export function withoutExample(question: string, language: Language): string {
  const example = findExample(question, language);
  return example ? `${question.slice(0, example.start)}${question.slice(example.end)}` : question;
}

/** Whether the question asks for a way to do something ("How do I …", "Comment …", "… 어떻게 하나요?"). */
export function asksForAWay(question: string, language: Language): boolean {
  if (GRAMMARS[language].notMethods?.test(question)) return false;
  const all = segmentWords(question, language);
  const starts = GRAMMARS[language].verbFinal ? all.map((_, at) => at) : [0];
  return phrases(GRAMMARS[language].methods).some((parts) => starts.some((at) => parts.every((part, offset) => all[at + offset] === part)));
}

/**
 * The verb of a way-question among its terms ("turn" of "How do I turn on …?"; the last word in a verb-final
 * language): the visitor's wording for what the page may call otherwise ("enable"). Undefined for other questions.
 */
export function wayVerb(question: string, language: Language, terms: readonly string[]): string | undefined {
  if (!asksForAWay(question, language)) return undefined;
  return isVerbFinal(language) ? terms.at(-1) : terms[0];
}

/** Whether the language ends a sentence with its verb: the way-question's verb is then its last word, not its first. */
export function isVerbFinal(language: Language): boolean {
  return GRAMMARS[language].verbFinal === true;
}

/**
 * The head word of what a "which X?", "how many X?" or "how much X?" question asks for: "port" in "What is the
 * default port of git daemon?", "taille" in "Quelle est la taille maximale du cache ?". Undefined when
 * the asking word is the object of a verb ("What does Git reply?") or the question asks no such thing.
 */
export function questionFocus(question: string, language: Language): QuestionFocus | undefined {
  if (asksForAWay(question, language)) return undefined;
  // Read in each sentence of the question: "微信号多少？想加一下" does not ask how many "想加".
  for (const sentence of question.split(/(?<=[?？!！。])/u)) {
    const focus = sentenceFocus(sentence, language);
    if (focus) return focus;
  }
  return undefined;
}

/**
 * Where a German noun phrase ends: German writes its nouns with a capital, so after the first capitalised word the
 * first one written small is a verb or an adverb ("Wie viel Arbeitsspeicher braucht Debian mindestens?": the thing is
 * "Arbeitsspeicher", not "mindestens"). The whole phrase when the question has no capitalised word in it.
 */
function endOfGermanNoun(phrase: readonly string[], question: string): number {
  const capitalised = new Set((question.match(/\p{Lu}[\p{L}\p{N}-]*/gu) ?? []).map(foldText));
  const noun = phrase.findIndex((word) => capitalised.has(word));
  if (noun < 0) return phrase.length;
  const after = phrase.findIndex((word, i) => i > noun && !capitalised.has(word));
  return after < 0 ? phrase.length : after;
}

function sentenceFocus(question: string, language: Language): QuestionFocus | undefined {
  const grammar = GRAMMARS[language];
  const all = segmentWords(question, language);
  const askers = words(grammar.askers);
  const amounts = [
    ...phrases(grammar.counters).map((parts) => ({ parts, answer: 'count' as const })),
    ...phrases(grammar.measures).map((parts) => ({ parts, answer: 'value' as const })),
  ];
  const between = words(grammar.between);
  for (let at = 0; at < all.length; at += 1) {
    const amount = amounts.find(({ parts }) => parts.every((part, offset) => all[at + offset] === part));
    if (!amount && !askers.has(all[at]!)) continue;
    let next = at + (amount?.parts.length ?? 1);
    const skipped = amount ? words(grammar.counted) : between;
    while (next < all.length && skipped.has(all[next]!)) next += 1;
    const framed = next > at + 1 && !amount;
    const phrase: string[] = [];
    while (next < all.length && phrase.length < 4 && !isFunctionWord(all[next]!, language)) phrase.push(all[next++]!);
    if (language === 'de') phrase.splice(endOfGermanNoun(phrase, question));
    // "Which version removed the git svn command?": without a verb of its own ("What is the ..."), the
    // asking phrase's word before an article is its verb, not the thing asked for.
    if (grammar.head === 'last' && !framed && phrase.length > 1 && words(grammar.articles).has(all[next] ?? '')) phrase.pop();
    let word = headOf(phrase, grammar, language);
    if (!word || (amount && TIME_AND_MONEY.has(word))) return undefined;
    if (language === 'zh' && UNSPACED.test(word)) word = (word + (phrase[1] ?? '')).slice(0, 2);
    if (language === 'ar') word = word.replace(/^ال/, '');
    // German writes "Standardport", "Portnummer": the thing is the compound's last part.
    const numberValued =
      textTerms(word, language).some((term) => NUMBER_VALUED_TERMS.has(term)) ||
      (language === 'de' && NUMBER_VALUED.some((valued) => valued.length >= 4 && word.endsWith(valued)));
    return { word, answer: amount?.answer ?? (numberValued ? 'value' : 'thing') };
  }
  return undefined;
}

// A number a text states, not a footnote marker ("[8]").
const STATED_NUMBER = /(?<![[\d])\d+(?:[.,]\d+)*(?![\d\]])/u;
/** Whether a text gives the number a focus asks for: digits, or for a count also a number word ("quatre"). */
export function holdsAskedNumber(focus: QuestionFocus, text: string): boolean {
  const western = withWesternDigits(text);
  return STATED_NUMBER.test(western) || (focus.answer === 'count' && COUNT_WORDS.test(western));
}
