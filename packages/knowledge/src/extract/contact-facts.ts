import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { isDroppedElement } from './content-filter.ts';
import { renderBlocks, type ContentBlock } from './render-blocks.ts';

/** A footer line longer than this is prose or a link list, not a contact detail. */
const MAX_LINE = 200;
const MAX_LINES = 12;
/** Lines of a heading's section joined into one address ("Harbour Lane Bakery, 14 Harbour Lane, Whitstable CT5 1AB"). */
const MAX_ADDRESS_LINES = 5;
/** A footer heading longer than this is a sentence, not the name of what follows. */
const MAX_HEADING = 60;
/** tel: and mailto: links read from a page's content: enough to tell one number from several. */
const MAX_CONTENT_LINKS = 8;
const SAME_NUMBER_DIGITS = 9;
const MAX_MAILBOX_CHARS = 32;
const MAX_MAILBOX_DIGITS = 4;
/** Footers of hostile pages can be huge; only their start is read. */
const MAX_CHROME_CHARS = 20_000;
const MAX_CONTENT_CHARS = 50_000;

const COPYRIGHT = /©|\(c\)\s*\d|copyright|all rights reserved|tous droits réservés|alle rechte vorbehalten|todos los derechos/i;
// When the page was built or changed: it differs from page to page, so it would make a contact chunk per page.
const PAGE_DATE = /\d{4}-\d{2}-\d{2}|updated|modified|generated|built with|mis à jour|aktualisiert|actualizado|aggiornato/i;
// A phone number: a digit, then at least six of digits and separators, then a digit. Bounded lines keep it linear enough.
const PHONE = /\d[\d\s()./-]{6,}\d/;
// Parts bounded by their longest lawful length: a long run of letters without "@" costs linear time.
const EMAIL = /[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){0,8}\.\p{L}{2,24}(?![\p{L}\p{N}])/gu;
const ONE_EMAIL = new RegExp(EMAIL.source, 'u');
const WHOLE_EMAIL = new RegExp(`^${EMAIL.source}$`, 'u');
// A number beside a word: house numbers, postcodes, opening times.
const NUMBER_AND_WORD = /\d[\p{L}\p{N}]*[\s,]+\p{L}{2,}|\p{L}{2,}[\s,]+\d/u;
// Chinese, Japanese and Korean addresses write their numbers beside the words without a space: "東京都渋谷区神南1-2-3".
const CJK_PLACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{2,}\s?\d|\d+\s?(?:丁目|番地|号|번지|번길)|〒\s?\d{3}-?\d{4}/u;
// British and Canadian postcodes, which hold no number beside a word: "Whitstable CT5 1AB".
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s\d[A-Z]\d\b/;
// A line of opening hours: a weekday (12 languages; English abbreviations in a range or list, "Mon–Fri", so French "mon" is none) or a time of day.
const HOURS =
  /(?<!\p{L})(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?!\p{L})|(?<!\p{L})(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?=\.|\s?[,:–-])|(?<!\p{L})(?:weekdays?|weekends?|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|feiertags?|ruhetag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segunda|terça|quarta|quinta|sexta|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|понедельник|вторник|сред[аы]|четверг|пятниц[аы]|суббот[аы]|воскресень[ея])(?!\p{L})|[月火水木金土日]曜|[월화수목금토일]요일|星期[一二三四五六日天]|周[一二三四五六日]|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد|सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार|\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr|h)(?!\p{L})|\b\d{1,2}:\d{2}\b/iu;
// Addresses that only show how an address is written (RFC 2606 and RFC 6761 names): documentation, not contacts.
const EXAMPLE_ADDRESS = /@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|[\w-]+\.(?:test|example|invalid|localhost))$|@localhost$/i;
// A phone number in running text: groups of digits with spaces, dashes, dots or a bracketed area code on one line, 8 to 15 digits.
const TEXT_PHONE = /(?<![\p{L}\p{N}+.,/:-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,8}){1,4}(?![\p{L}\p{N}]|[.,/:-]\d)/gu;
// Numbers shaped like a phone that are not: dates (with a time after them), year ranges, thousands, US ZIP+4 codes, IPv4 addresses.
const NOT_A_PHONE =
  /^\d{5}-\d{4}$|\d{4}-\d{1,2}-\d{1,2}(?!\d)|^\d{1,2}\.\d{1,2}\.\d{2,4}$|^(?:1[89]|20)\d{2}\s?-\s?(?:1[89]|20)\d{2}$|^\d{1,3}(?:[\s.,]\d{3})+$|^\d{1,3}(?:\.\d{1,3}){3}$/;
// Text where an email or a number is an example, not the site's own contact.
const CODE_TAGS = new Set(['pre', 'code', 'kbd', 'samp', 'tt', 'var']);

function decodeTarget(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

type LineKind = 'hours' | 'contact' | 'place' | 'other';

function kindOf(line: string): LineKind | undefined {
  if (!line || line.length > MAX_LINE || COPYRIGHT.test(line) || PAGE_DATE.test(line)) return undefined;
  // "〒150-0041" is shaped like a phone number.
  if (/^〒/.test(line)) return 'place';
  if (line.includes('@') || PHONE.test(line)) return 'contact';
  if (HOURS.test(line)) return 'hours';
  if (NUMBER_AND_WORD.test(line) || POSTCODE.test(line) || CJK_PLACE.test(line)) return 'place';
  return 'other';
}

/** "Visit us" then its lines: a heading of the chrome and the lines under it, up to the next heading. */
function sections(blocks: ContentBlock[]): { heading: string; lines: string[] }[] {
  const found = [{ heading: '', lines: [] as string[] }];
  for (const block of blocks) {
    if (block.kind === 'heading') found.push({ heading: block.text.length <= MAX_HEADING ? block.text.replace(/[:：]$/, '') : '', lines: [] });
    else found.at(-1)!.lines.push(...block.text.split('\n').map((line) => line.replace(/^-\s+/, '').trim()));
  }
  return found;
}

/**
 * A section's contact lines: an address written over several lines as one line, opening hours under
 * their heading as one line of clauses ("Opening hours: Tuesday – Saturday: 7am – 4pm; Sunday: 8am – 1pm;
 * Monday: closed", so an answer can quote the day asked about), phone and email lines as they are.
 */
function sectionLines({ heading, lines }: { heading: string; lines: string[] }): string[] {
  const label = (text: string) => (heading ? `${heading}: ${text}` : text);
  const out: string[] = [];
  let run: { kind: LineKind; lines: string[] } | undefined;
  const flush = () => {
    if (!run) return;
    if (run.kind === 'hours') out.push(...(heading ? [label(run.lines.join('; '))] : run.lines));
    else if (run.kind === 'contact') out.push(...run.lines);
    else if (run.lines.length <= MAX_ADDRESS_LINES && run.lines.some((line) => kindOf(line) === 'place')) out.push(label(run.lines.join(', ')));
    else out.push(...run.lines.filter((line) => kindOf(line) === 'place'));
    run = undefined;
  };
  for (const line of lines) {
    const kind = kindOf(line);
    if (!kind) continue;
    // Names, streets and towns belong to one address; hours and contacts each to their own run.
    const group = kind === 'other' ? 'place' : kind;
    if (run && (run.kind === 'hours' || run.kind === 'contact' ? run.kind !== group : group !== 'place')) flush();
    run ??= { kind: group, lines: [] };
    run.lines.push(line);
  }
  flush();
  return out;
}

/** The parts of a chrome element its text leaves out but a footer's contact details sit in: WordPress footer widgets are `<aside>`s. */
function chromeParts(element: Element): Element[] {
  const parts = [element];
  const stack: AnyNode[] = [...element.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isTag(node)) continue;
    if (node.name === 'aside' || node.attribs.role === 'complementary') parts.push(...node.children.filter(isTag));
    else stack.push(...node.children);
  }
  return parts;
}

/** Telephone and email targets of tel: and mailto: links, as "Telephone: ..." and "Email: ..." lines. */
function linkTargets(root: Element, lines: string[], max: number): void {
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

// Inline elements run on in a line; every other element ends one, so a postcode on the line under a house number does not join it.
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'em',
  'font',
  'i',
  'label',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

/** The readable text of the page's content, without code, where an email or number is an example. */
function proseText(root: Element, isInsideContent: boolean): string {
  let text = '';
  const walk = (node: AnyNode) => {
    if (text.length > MAX_CONTENT_CHARS) return;
    if (isText(node)) text += node.data.replace(/\s+/g, ' ');
    else if (isTag(node) && !CODE_TAGS.has(node.name) && !isDroppedElement(node, isInsideContent)) {
      for (const child of node.children) walk(child);
      if (!INLINE_TAGS.has(node.name)) text += '\n';
    }
  };
  walk(root);
  return text;
}

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

/** A mailbox people write to ("hello@…", "jane.doe@…"), not a message or commit id shaped like an address. */
function isMailbox(address: string): boolean {
  const local = address.slice(0, address.indexOf('@'));
  return WHOLE_EMAIL.test(address) && local.length <= MAX_MAILBOX_CHARS && local.replace(/\D/g, '').length <= MAX_MAILBOX_DIGITS;
}

/** The element holding the page's content: its landmark (inside the content), or the whole body (chrome left out). */
export interface PageContent {
  element: Element;
  isInsideContent: boolean;
}

/**
 * The email and the phone number a page's own text states, whatever words surround them ("Write to
 * hello@harbourlane.co.uk and we answer within a day", "Ring us on 020 7946 0018"), or its tel: and
 * mailto: links give: labelled lines the contact chunk carries, found by a visitor asking for a phone
 * or an email. Only when the page states one of its kind.
 */
function contentContacts({ element, isInsideContent }: PageContent): string[] {
  const links: string[] = [];
  linkTargets(element, links, MAX_CONTENT_LINKS);
  const text = proseText(element, isInsideContent);
  const emails = new Set(
    [...links.filter((line) => line.startsWith('Email: ')).map((line) => line.slice(7)), ...[...text.matchAll(EMAIL)].map((match) => match[0])].filter(
      isMailbox,
    ),
  );
  const phones = new Map<string, string>();
  // One number written with and without its country code ("+44 1227 946018", "01227 946018") ends in the same digits.
  const key = (number: string) => number.replace(/\D/g, '').slice(-SAME_NUMBER_DIGITS);
  for (const line of links) if (line.startsWith('Telephone: ')) phones.set(key(line), line.slice(11));
  for (const match of text.matchAll(TEXT_PHONE)) {
    const number = match[0].trim();
    const digits = number.replace(/\D/g, '').length;
    if (digits >= 8 && digits <= 15 && !NOT_A_PHONE.test(number)) phones.set(key(number), number);
  }
  // A page stating several numbers or addresses (two shops, a team) ties each to its own text; alone, one is the site's.
  return [...(emails.size === 1 ? [`Email: ${[...emails][0]!}`] : []), ...(phones.size === 1 ? [`Telephone: ${[...phones.values()][0]!}`] : [])].filter(
    (line) => !EXAMPLE_ADDRESS.test(line),
  );
}

/**
 * The contact details a site states in its page chrome (footer, header, address, footer widgets), which
 * the page text leaves out: addresses, opening hours under their heading, lines with an email address or
 * a phone number, and the targets of tel: and mailto: links; copyright lines and build or update dates
 * are left out. Every page of a site usually has the same chrome, so these lines are the same on each
 * page and indexed once. With the page's content element, the emails and phone numbers its text states
 * follow.
 */
export function contactFactsText(chrome: readonly Element[], content?: PageContent): string {
  const lines: string[] = [];
  let read = 0;
  for (const element of chrome) {
    if (read > MAX_CHROME_CHARS || lines.length >= MAX_LINES) break;
    const blocks = chromeParts(element).flatMap((part) => renderBlocks(part, true));
    read += blocks.reduce((sum, block) => sum + block.text.length, 0);
    if (read > MAX_CHROME_CHARS) break;
    for (const section of sections(blocks)) lines.push(...sectionLines(section));
    linkTargets(element, lines, MAX_LINES);
  }
  const own = [...new Set(lines)].slice(0, MAX_LINES);
  const stated = own.join('\n');
  const fromContent = content ? contentContacts(content).filter((line) => !stated.includes(line.replace(/^[^:]+: /, ''))) : [];
  return [...fromContent, ...own].join('\n');
}
