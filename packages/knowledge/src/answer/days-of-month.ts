import { withWesternDigits } from './text-tools.ts';

/** The months in each of the 12 languages that write them with words, January first (Russian as dates write them: "25 декабря"). */
const MONTH_NAMES = [
  'january february march april may june july august september october november december',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  'января февраля марта апреля мая июня июля августа сентября октября ноября декабря',
  'يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر',
  'जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर',
].map((line) => line.split(' '));
const OTHER_SPELLINGS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  jänner: 1,
  setiembre: 9,
  फरवरी: 2,
};
const MONTH_NUMBER = new Map<string, number>([
  ...MONTH_NAMES.flatMap((names) => names.map((name, i) => [name, i + 1] as const)),
  ...Object.entries(OTHER_SPELLINGS),
]);
const MONTHS = [...MONTH_NUMBER.keys()].sort((a, b) => b.length - a.length).join('|');

// A day of a month: "24 December", "vom 23. Dezember", "24 de diciembre", "25 декабря", "December 24th", "12月24日",
// "12월 24일", "24.12.".
const DAY_OF_MONTH_SOURCE =
  `(?<!\\d)(?<day>\\d{1,2})(?:st|nd|rd|th|er|º|\\.)?\\s*(?:de\\s+)?(?<month>${MONTHS})(?!\\p{L})` +
  `|(?<!\\p{L})(?<monthFirst>${MONTHS})\\s+(?<dayAfter>\\d{1,2})(?!\\d)` +
  `|(?<monthNumber>\\d{1,2})\\s?[月월]\\s?(?<dayNumber>\\d{1,2})\\s?[日일]` +
  `|(?<![\\d.])(?<dottedDay>\\d{1,2})\\.\\s?(?<dottedMonth>\\d{1,2})\\.(?!\\d)`;
export const DAY_OF_MONTH = new RegExp(DAY_OF_MONTH_SOURCE, 'iu');
const EVERY_DAY_OF_MONTH = new RegExp(DAY_OF_MONTH_SOURCE, 'giu');
// The first day of a span sharing the month of its last: "vom 23. bis 30. Dezember", "du 23 au 30 décembre", "23–30 December".
const SPAN_START = /(?<![\d.])(\d{1,2})\.?\s*(?:[-–—~〜]|bis|au|al|to|a|até|до|по)\s*$/iu;
/** Two days of a month this close ("vom 23. Dezember bis einschließlich 2. Januar") are a span. */
const MAX_SPAN_GAP = 30;

export interface DayOfMonth {
  month: number;
  day: number;
}

interface DateMention extends DayOfMonth {
  start: number;
  end: number;
}

/** The days of a month a text written in 0-9 names, in order. */
function mentionsIn(western: string): DateMention[] {
  const mentions: DateMention[] = [];
  for (const match of western.matchAll(EVERY_DAY_OF_MONTH)) {
    const g = match.groups!;
    const monthName = (g.month ?? g.monthFirst)?.toLowerCase();
    const month = monthName ? MONTH_NUMBER.get(monthName)! : Number(g.monthNumber ?? g.dottedMonth);
    const day = Number(g.day ?? g.dayAfter ?? g.dayNumber ?? g.dottedDay);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) mentions.push({ month, day, start: match.index, end: match.index + match[0].length });
  }
  return mentions;
}

/** The day of a month the text names first ("am 28. Dezember", "12月30日"), if any. */
export function namedDay(text: string): DayOfMonth | undefined {
  const [first] = mentionsIn(withWesternDigits(text));
  return first && { month: first.month, day: first.day };
}

const dayIndex = ({ month, day }: DayOfMonth) => month * 32 + day;

/** Whether `day` is within the span from `first` to `last`, which may run over the new year. */
function within(day: DayOfMonth, first: DayOfMonth, last: DayOfMonth): boolean {
  const [at, from, to] = [dayIndex(day), dayIndex(first), dayIndex(last)];
  return from <= to ? at >= from && at <= to : at >= from || at <= to;
}

/**
 * Whether the text names the day, or a span holding it: "vom 23. Dezember bis einschließlich 2. Januar" holds the
 * 28th of December, "du 24 au 26 décembre" the 25th.
 */
export function namesDay(text: string, day: DayOfMonth): boolean {
  const western = withWesternDigits(text);
  const mentions = mentionsIn(western);
  return mentions.some((mention, i) => {
    if (mention.month === day.month && mention.day === day.day) return true;
    const previous = mentions[i - 1];
    if (previous && mention.start - previous.end <= MAX_SPAN_GAP && within(day, previous, mention)) return true;
    const spanStart = SPAN_START.exec(western.slice(Math.max(0, mention.start - MAX_SPAN_GAP), mention.start));
    return spanStart !== null && within(day, { month: mention.month, day: Number(spanStart[1]) }, mention);
  });
}
