import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { isDroppedElement } from './content-filter.ts';
import { EMAIL, linkTargets, WHOLE_EMAIL } from './contact-patterns.ts';

/** tel: and mailto: links read from a page's content: enough to tell one number from several. */
const MAX_CONTENT_LINKS = 8;
/** One number written with and without its country code ("+44 1227 946018", "01227 946018") ends in the same digits. */
const SAME_NUMBER_DIGITS = 9;
const MAX_MAILBOX_CHARS = 32;
const MAX_MAILBOX_DIGITS = 4;
const MAX_CONTENT_CHARS = 50_000;
// A local number without its area code ("555-0199") is too like other numbers to take from running text.
const MIN_PHONE_DIGITS = 8;
const MAX_PHONE_DIGITS = 15;

// Addresses that only show how an address is written (RFC 2606 and RFC 6761 names): documentation, not contacts.
const EXAMPLE_ADDRESS = /@(?:[\w-]+\.)*(?:example\.(?:com|org|net)|[\w-]+\.(?:test|example|invalid|localhost))$|@localhost$/i;
// A phone number in running text: groups of digits with spaces, dashes, dots or a bracketed area code, on one line.
const TEXT_PHONE = /(?<![\p{L}\p{N}+.,/:-])(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{2,5}(?:[ .-]\d{2,8}){1,4}(?![\p{L}\p{N}]|[.,/:-]\d)/gu;
// Numbers shaped like a phone that are not: dates (with a time after them), year ranges, thousands, US ZIP+4 codes, IPv4 addresses.
const NOT_A_PHONE =
  /^\d{5}-\d{4}$|\d{4}-\d{1,2}-\d{1,2}(?!\d)|^\d{1,2}\.\d{1,2}\.\d{2,4}$|^(?:1[89]|20)\d{2}\s?-\s?(?:1[89]|20)\d{2}$|^\d{1,3}(?:[\s.,]\d{3})+$|^\d{1,3}(?:\.\d{1,3}){3}$/;
// Text where an email or a number is an example, not the site's own contact.
const CODE_TAGS = new Set(['pre', 'code', 'kbd', 'samp', 'tt', 'var']);

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

/** The element holding the page's content: its landmark (inside the content), or the whole body (chrome left out). */
export interface PageContent {
  element: Element;
  isInsideContent: boolean;
}

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

/** A mailbox people write to ("hello@…", "jane.doe@…"), not a documentation example or a message id shaped like an address. */
function isMailbox(address: string): boolean {
  const local = address.slice(0, address.indexOf('@'));
  return (
    WHOLE_EMAIL.test(address) && !EXAMPLE_ADDRESS.test(address) && local.length <= MAX_MAILBOX_CHARS && local.replace(/\D/g, '').length <= MAX_MAILBOX_DIGITS
  );
}

/**
 * The email and the phone number a page's own text states, whatever words surround them ("Write to
 * hello@harbourlane.co.uk and we answer within a day", "Ring us on 020 7946 0018"), or its tel: and
 * mailto: links give: labelled lines the contact chunk carries, found by a visitor asking for a phone
 * or an email. Only when the page states one of its kind.
 */
export function pageTextContacts({ element, isInsideContent }: PageContent): string[] {
  const links: string[] = [];
  linkTargets(element, links, MAX_CONTENT_LINKS);
  const text = proseText(element, isInsideContent);
  const emails = new Set(
    [...links.filter((line) => line.startsWith('Email: ')).map((line) => line.slice(7)), ...[...text.matchAll(EMAIL)].map((match) => match[0])].filter(
      isMailbox,
    ),
  );
  const phones = new Map<string, string>();
  const key = (number: string) => number.replace(/\D/g, '').slice(-SAME_NUMBER_DIGITS);
  for (const line of links) if (line.startsWith('Telephone: ')) phones.set(key(line), line.slice(11));
  for (const match of text.matchAll(TEXT_PHONE)) {
    const number = match[0].trim();
    const digits = number.replace(/\D/g, '').length;
    if (digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS && !NOT_A_PHONE.test(number)) phones.set(key(number), number);
  }
  // A page stating several numbers or addresses (two shops, a team) ties each to its own text; alone, one is the site's.
  return [...(emails.size === 1 ? [`Email: ${[...emails][0]!}`] : []), ...(phones.size === 1 ? [`Telephone: ${[...phones.values()][0]!}`] : [])];
}
