import { isTag, type AnyNode, type Element } from 'domhandler';
import { renderBlocks } from './render-blocks.ts';

/** A footer line longer than this is prose or a link list, not a contact detail. */
const MAX_LINE = 200;
const MAX_LINES = 12;
/** Footers of hostile pages can be huge; only their start is read. */
const MAX_CHROME_CHARS = 20_000;

const COPYRIGHT = /©|\(c\)\s*\d|copyright|all rights reserved|tous droits réservés|alle rechte vorbehalten|todos los derechos/i;
// When the page was built or changed: it differs from page to page, so it would make a contact chunk per page.
const PAGE_DATE = /\d{4}-\d{2}-\d{2}|updated|modified|generated|built with|mis à jour|aktualisiert|actualizado|aggiornato/i;
// A phone number: a digit, then at least six of digits and separators, then a digit. Bounded lines keep it linear enough.
const PHONE = /\d[\d\s()./-]{6,}\d/;
// A number beside a word: house numbers, postcodes, opening times.
const NUMBER_AND_WORD = /\d[\p{L}\p{N}]*[\s,]+\p{L}{2,}|\p{L}{2,}[\s,]+\d/u;

function decodeTarget(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isContactLine(line: string): boolean {
  if (line.length > MAX_LINE || COPYRIGHT.test(line) || PAGE_DATE.test(line)) return false;
  return line.includes('@') || PHONE.test(line) || NUMBER_AND_WORD.test(line);
}

/** Telephone and email targets of tel: and mailto: links, as "Telephone: ..." and "Email: ..." lines. */
function linkTargets(root: Element, lines: string[]): void {
  const stack: AnyNode[] = [root];
  while (stack.length > 0 && lines.length < MAX_LINES) {
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

/**
 * The contact details a site states in its page chrome (footer, header, address), which the page
 * text leaves out: lines with an email address, a phone number or a number beside words (a street
 * address, opening times), and the targets of tel: and mailto: links. Copyright lines and build or
 * update dates are left out.
 * Every page of a site usually has the same chrome, so this text is the same on each page and is
 * indexed once.
 */
export function contactFactsText(chrome: readonly Element[]): string {
  const lines: string[] = [];
  let read = 0;
  for (const element of chrome) {
    if (read > MAX_CHROME_CHARS || lines.length >= MAX_LINES) break;
    for (const block of renderBlocks(element, true)) {
      read += block.text.length;
      if (read > MAX_CHROME_CHARS) break;
      for (const line of block.text.split('\n')) {
        const trimmed = line.replace(/^-\s+/, '').trim();
        if (isContactLine(trimmed)) lines.push(trimmed);
      }
    }
    linkTargets(element, lines);
  }
  return [...new Set(lines)].slice(0, MAX_LINES).join('\n');
}
