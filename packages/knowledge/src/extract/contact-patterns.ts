import { isTag, type AnyNode, type Element } from 'domhandler';

// Shapes of contact facts, shared by the contact lines of a page's chrome, of its own text and the contact chunk's heading.

// A phone number: a digit, then at least six of digits and separators, then a digit. Bounded lines keep it linear enough.
export const PHONE = /\d[\d\s()./-]{6,}\d/;
// Parts bounded by their longest lawful length: a long run of letters without "@" costs linear time.
export const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}(?![\p{L}\p{N}])/gu;
export const ONE_EMAIL = new RegExp(EMAIL.source, 'u');
export const WHOLE_EMAIL = new RegExp(`^${EMAIL.source}$`, 'u');
// A number beside a word: house numbers, postcodes, opening times.
export const NUMBER_AND_WORD = /\d[\p{L}\p{N}]*[\s,]+\p{L}{2,}|\p{L}{2,}[\s,]+\d/u;
// Chinese, Japanese and Korean addresses write their numbers beside the words without a space: "東京都渋谷区神南1-2-3".
export const CJK_PLACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}\s?\d|\d+\s?(?:丁目|番地|号|번지|번길)|〒\s?\d{3}-?\d{4}/u;
// British and Canadian postcodes, which hold no number beside a word: "Whitstable CT5 1AB".
export const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s\d[A-Z]\d\b/;
// A line of opening hours: a weekday (12 languages; English abbreviations in a range or list, "Mon–Fri", so French "mon" is none) or a time of day.
export const HOURS =
  /(?<!\p{L})(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?!\p{L})|(?<!\p{L})(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?=\.|\s?[,:–-])|(?<!\p{L})(?:weekdays?|weekends?|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|feiertags?|ruhetag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segunda|terça|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|понедельник|вторник|сред[аы]|четверг|пятниц[аы]|суббот[аы]|воскресень[ея])(?!\p{L})|[月火水木金土日]曜|[월화수목금토일]요일|星期[一二三四五六日天]|周[一二三四五六日]|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد|सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार|\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h)(?!\p{L})|\b\d{1,2}:\d{2}\b/iu;
/** The kinds of contact fact a contact chunk may hold. */
export type ContactKind = 'phone' | 'email' | 'address' | 'hours';

const TIME_OF_DAY = /\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h)(?!\p{L})|\d{1,2}:\d{2}/giu;

/** Which kinds of fact contact lines state: a phone number, an email, an address, opening hours. */
export function contactKinds(text: string): Set<ContactKind> {
  const kinds = new Set<ContactKind>();
  for (const line of text.split('\n')) {
    if (ONE_EMAIL.test(line)) kinds.add('email');
    if (PHONE.test(line)) kinds.add('phone');
    if (HOURS.test(line)) kinds.add('hours');
    // What is left once numbers of other kinds are gone: a house number or a postcode beside a street or town.
    const rest = line.replace(EMAIL, ' ').replace(TIME_OF_DAY, ' ').replace(new RegExp(PHONE.source, 'g'), ' ');
    if (NUMBER_AND_WORD.test(rest) || POSTCODE.test(rest) || CJK_PLACE.test(rest)) kinds.add('address');
  }
  return kinds;
}

function decodeTarget(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Telephone and email targets of tel: and mailto: links, as "Telephone: ..." and "Email: ..." lines. */
export function linkTargets(root: Element, lines: string[], max: number): void {
  const stack: AnyNode[] = [root];
  while (stack.length > 0 && lines.length < max) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    const href = node.name === 'a' ? (node.attribs.href ?? '').trim() : '';
    const target = decodeTarget(href.replace(/^(?:tel|mailto):/i, '').split('?')[0] ?? '')
      .slice(0, 60)
      .trim();
    if (/^tel:/i.test(href) && target) lines.push(`Telephone: ${target}`);
    else if (/^mailto:/i.test(href) && target) lines.push(`Email: ${target}`);
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
}
