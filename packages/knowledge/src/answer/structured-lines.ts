import type { Language } from '@siteline/contract';
import { TABLE_CELL_SEPARATOR } from '../extract/render-blocks.ts';
import { isHeadingLike } from './sentence-context.ts';

/**
 * Lines of structured data as extraction renders it ("Opening hours: Sunday 8:00 am – 4:00 pm" under
 * "Cafe or coffee shop: Harbor Café", "Q: ..." then "A: ..."), read back into sentences about their
 * subject. Labels are those the extractor writes (in English, whatever the site's language).
 */
type Template = (subject: string, value: string) => string;

const PHRASES: Record<string, Partial<Record<Language, Template>>> = {
  'opening hours': {
    en: (s, v) => `${s} is open ${v}.`,
    es: (s, v) => `${s} abre ${v}.`,
    fr: (s, v) => `${s} est ouvert ${v}.`,
    de: (s, v) => `${s} ist geöffnet: ${v}.`,
    it: (s, v) => `${s} è aperto ${v}.`,
    pt: (s, v) => `${s} abre ${v}.`,
    ru: (s, v) => `${s}: часы работы — ${v}.`,
    ja: (s, v) => `${s}の営業時間は${v}です。`,
    zh: (s, v) => `${s}的营业时间是${v}。`,
    ko: (s, v) => `${s}의 영업시간은 ${v}입니다.`,
    ar: (s, v) => `ساعات عمل ${s}: ${v}.`,
    hi: (s, v) => `${s} का समय: ${v}।`,
  },
  address: {
    en: (s, v) => `${s} is at ${v}.`,
    es: (s, v) => `${s} está en ${v}.`,
    fr: (s, v) => `${s} se trouve ${v}.`,
    de: (s, v) => `${s} befindet sich in ${v}.`,
    it: (s, v) => `${s} si trova in ${v}.`,
    pt: (s, v) => `${s} fica em ${v}.`,
    ru: (s, v) => `${s} находится по адресу: ${v}.`,
    ja: (s, v) => `${s}の住所は${v}です。`,
    zh: (s, v) => `${s}的地址是${v}。`,
    ko: (s, v) => `${s}의 주소는 ${v}입니다.`,
    ar: (s, v) => `عنوان ${s}: ${v}.`,
    hi: (s, v) => `${s} का पता: ${v}।`,
  },
  telephone: {
    en: (s, v) => `The phone number of ${s} is ${v}.`,
    es: (s, v) => `El teléfono de ${s} es ${v}.`,
    fr: (s, v) => `Le numéro de téléphone de ${s} est ${v}.`,
    de: (s, v) => `Die Telefonnummer von ${s} ist ${v}.`,
    it: (s, v) => `Il telefono di ${s} è ${v}.`,
    pt: (s, v) => `O telefone de ${s} é ${v}.`,
    ru: (s, v) => `Телефон ${s}: ${v}.`,
    ja: (s, v) => `${s}の電話番号は${v}です。`,
    zh: (s, v) => `${s}的电话号码是${v}。`,
    ko: (s, v) => `${s}의 전화번호는 ${v}입니다.`,
    ar: (s, v) => `رقم هاتف ${s}: ${v}.`,
    hi: (s, v) => `${s} का फ़ोन नंबर: ${v}।`,
  },
  email: {
    en: (s, v) => `The email address of ${s} is ${v}.`,
    es: (s, v) => `El correo de ${s} es ${v}.`,
    fr: (s, v) => `L'adresse e-mail de ${s} est ${v}.`,
    de: (s, v) => `Die E-Mail-Adresse von ${s} ist ${v}.`,
    it: (s, v) => `L'email di ${s} è ${v}.`,
    pt: (s, v) => `O e-mail de ${s} é ${v}.`,
    ru: (s, v) => `Электронная почта ${s}: ${v}.`,
    ja: (s, v) => `${s}のメールアドレスは${v}です。`,
    zh: (s, v) => `${s}的电子邮箱是${v}。`,
    ko: (s, v) => `${s}의 이메일 주소는 ${v}입니다.`,
    ar: (s, v) => `البريد الإلكتروني لـ ${s}: ${v}.`,
    hi: (s, v) => `${s} का ईमेल पता: ${v}।`,
  },
  price: {
    en: (s, v) => `${s} costs ${v}.`,
    es: (s, v) => `${s} cuesta ${v}.`,
    fr: (s, v) => `${s} coûte ${v}.`,
    de: (s, v) => `${s} kostet ${v}.`,
    it: (s, v) => `${s} costa ${v}.`,
    pt: (s, v) => `${s} custa ${v}.`,
    ru: (s, v) => `${s} стоит ${v}.`,
    ja: (s, v) => `${s}の価格は${v}です。`,
    zh: (s, v) => `${s}的价格是${v}。`,
    ko: (s, v) => `${s}의 가격은 ${v}입니다.`,
    ar: (s, v) => `سعر ${s}: ${v}.`,
    hi: (s, v) => `${s} की कीमत: ${v}।`,
  },
  'payment accepted': {
    en: (s, v) => `${s} accepts ${v}.`,
    es: (s, v) => `${s} acepta ${v}.`,
    fr: (s, v) => `${s} accepte ${v}.`,
    de: (s, v) => `${s} akzeptiert ${v}.`,
    it: (s, v) => `${s} accetta ${v}.`,
    pt: (s, v) => `${s} aceita ${v}.`,
    ru: (s, v) => `${s} принимает к оплате: ${v}.`,
    ja: (s, v) => `${s}では${v}がご利用いただけます。`,
    zh: (s, v) => `${s}接受${v}。`,
    ko: (s, v) => `${s}에서는 ${v} 결제가 가능합니다.`,
    ar: (s, v) => `طرق الدفع لدى ${s}: ${v}.`,
    hi: (s, v) => `${s} में भुगतान: ${v}।`,
  },
  availability: { en: (s, v) => `${s}: ${v.charAt(0).toLowerCase()}${v.slice(1)}.` },
  sku: { en: (s, v) => `The product code (SKU) of ${s} is ${v}.` },
};
const FIELD = new RegExp(
  `^(${[...Object.keys(PHRASES), 'brand', 'description', 'website', 'price range', 'starts', 'ends', 'location', 'currencies accepted'].join('|')}): (.+)$`,
  'i',
);
const LABELLED = /^([^:]{2,40}): (.+)$/;

export interface LineRole {
  /** The line's subject ("Harbor Café & Roastery") or the question it answers, whose words it carries. */
  context: string;
  /** A field line's subject, or '' when the line is not a field of a block. */
  subject: string;
  /** A line never quoted on its own (an FAQ question: its answer is). */
  hidden: boolean;
  /** A table row's column headings, when its table has a header row of three columns or more. */
  columns?: string[];
}

const MIN_HEADED_COLUMNS = 3;

/**
 * A row of a table with a header row, its cells named by the columns: "السبت | 10:00 ص – 8:00 م | 9:00 ص – 2:00 م" under
 * "اليوم | خلدا | الشميساني" reads "السبت: خلدا 10:00 ص – 8:00 م; الشميساني 9:00 ص – 2:00 م", so the branch is said and
 * the clause of the one asked about can be kept.
 */
export function withColumnNames(row: string, columns: readonly string[]): string {
  const cells = row.split(TABLE_CELL_SEPARATOR);
  if (cells.length !== columns.length) return row;
  return `${cells[0]}: ${cells
    .slice(1)
    .map((cell, i) => `${columns[i + 1]} ${cell}`)
    .join('; ')}`;
}

function endSentence(text: string): string {
  return /[.!?。！？]$/.test(text) ? text : `${text}.`;
}

const PRICE = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? ([A-Z]{3})$/;

/** "38.00 USD" as the language writes amounts ("$38.00", "38,00 €"); anything else as given. */
function readablePrice(value: string, language: Language): string {
  const price = PRICE.exec(value);
  if (!price) return value;
  try {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: price[3] });
    return [price[1], price[2]]
      .filter(Boolean)
      .map((amount) => format.format(Number(amount)))
      .join(' – ');
  } catch {
    return value;
  }
}

/** What each of a passage's sentences is about, read from the structured lines around it. */
export function lineRoles(sentences: readonly string[]): LineRole[] {
  let subject = '';
  let question = '';
  let columns: string[] = [];
  return sentences.map((sentence, position) => {
    const cells = sentence.split(TABLE_CELL_SEPARATOR);
    // A table's header row names the cells of the rows under it, their context. It opens the table: a row like the one
    // before it ("--force | boolean | Force the push to the repository. | False") is a row of the same table.
    const opensTable = (sentences[position - 1]?.split(TABLE_CELL_SEPARATOR).length ?? 0) !== cells.length;
    if (cells.length >= MIN_HEADED_COLUMNS && isHeadingLike(sentence) && opensTable) {
      columns = cells;
      return { context: '', subject: '', hidden: false };
    }
    if (cells.length !== columns.length) columns = [];
    if (columns.length > 0) return { context: columns.join(' '), subject: '', hidden: false, columns };
    // A question on the page (an FAQ entry, "Q: ..." from structured data) is not an answer: the
    // sentence after it is, and carries its words.
    if (/^Q: /.test(sentence) || /[?？؟]$/.test(sentence)) {
      question = sentence.replace(/^Q: /, '');
      return { context: '', subject: '', hidden: true };
    }
    if (question) {
      const role = { context: question, subject: '', hidden: false };
      question = '';
      return role;
    }
    if (!FIELD.test(sentence)) {
      const labelled = LABELLED.exec(sentence);
      // "Cafe or coffee shop: Harbor Café" opens a block when field lines follow it.
      // It names what the fields are about and is quoted through them, not alone.
      // A value holding a number, an address or a list ("Call us: +34 915 550 143", "Visit us: Harbour Lane
      // Bakery, 14 Harbour Lane", "Studio: Open Thursday–Sunday, 11am–6pm") is a fact itself, not a name.
      subject = labelled && !/\d{3}|@|[,;]/.test(labelled[2]!) && FIELD.test(sentences[position + 1] ?? '') ? labelled[2]!.trim() : '';
      return { context: '', subject: '', hidden: subject !== '' };
    }
    // "Brand — Harbor Café": the part after the dash tells one of a business's places from another.
    return { context: subject.split(' — ').at(-1)!, subject, hidden: false };
  });
}

/** Text opening with an FAQ answer's line, without its "A:" ("A: Yes. It costs $16.00." read with the sentence after it). */
export function withoutAnswerLabel(text: string): string {
  return text.replace(/^A: /, '');
}

/** The line as a sentence: an FAQ answer without its "A:", a field with its subject ("X is open Sunday 8:00 am – 4:00 pm."). */
export function phraseLine(line: string, role: LineRole, language: Language): string {
  if (/^A: /.test(line)) return endSentence(withoutAnswerLabel(line));
  const field = role.subject ? FIELD.exec(line) : null;
  if (!field) return line;
  const label = field[1]!.toLowerCase();
  const value = field[2]!.trim().replace(/[.;]$/, '');
  const template = PHRASES[label]?.[language];
  return template ? template(role.subject, label === 'price' ? readablePrice(value, language) : value) : `${role.subject} — ${line}`;
}
