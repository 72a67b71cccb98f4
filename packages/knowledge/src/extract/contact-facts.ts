import { isTag, type AnyNode, type Element } from 'domhandler';
import { CJK_PLACE, HOURS, linkTargets, NUMBER_AND_WORD, PHONE, POSTCODE } from './contact-patterns.ts';
import { pageTextContacts, type PageContent } from './page-contacts.ts';
import { renderBlocks, type ContentBlock } from './render-blocks.ts';

/** A footer line longer than this is prose or a link list, not a contact detail. */
const MAX_LINE = 200;
const MAX_LINES = 12;
/** Lines of a heading's section joined into one address ("Harbour Lane Bakery, 14 Harbour Lane, Whitstable CT5 1AB"). */
const MAX_ADDRESS_LINES = 5;
/** A footer heading longer than this is a sentence, not the name of what follows. */
const MAX_HEADING = 60;
/** Footers of hostile pages can be huge; only their start is read. */
const MAX_CHROME_CHARS = 20_000;

const COPYRIGHT = /©|\(c\)\s*\d|copyright|all rights reserved|tous droits réservés|alle rechte vorbehalten|todos los derechos/i;
// When the page was built or changed: it differs from page to page, so it would make a contact chunk per page.
const PAGE_DATE = /\d{4}-\d{2}-\d{2}|updated|modified|generated|built with|mis à jour|aktualisiert|actualizado|aggiornato/i;

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

// Parts of one footer line: "© 2026 Speichenwerk · Kochstraße 52 · 04275 Leipzig · Tel. 0341 35 48 19 07".
const LINE_PARTS = /\s+[·•|]\s+/;

/** A copyright line's other parts, which may be the address and phone; any other line as it is. */
function withoutCopyright(line: string): string[] {
  return COPYRIGHT.test(line) ? line.split(LINE_PARTS).filter((part) => !COPYRIGHT.test(part)) : [line];
}

/** "Visit us" then its lines: a heading of the chrome and the lines under it, up to the next heading. */
function sections(blocks: ContentBlock[]): { heading: string; lines: string[] }[] {
  const found = [{ heading: '', lines: [] as string[] }];
  for (const block of blocks) {
    if (block.kind === 'heading') found.push({ heading: block.text.length <= MAX_HEADING ? block.text.replace(/[:：]$/, '') : '', lines: [] });
    else found.at(-1)!.lines.push(...block.text.split('\n').flatMap((line) => withoutCopyright(line.replace(/^-\s+/, '').trim())));
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

/**
 * The contact details a site states in its page chrome (footer, header, address, footer widgets), which
 * the page text leaves out: addresses, opening hours under their heading, lines with an email address or
 * a phone number, and the targets of tel: and mailto: links; copyright lines and build or update dates
 * are left out. Every page of a site usually has the same chrome, so these lines are the same on each
 * page and indexed once. With the page's content element, the email and phone number its own text
 * states come first: after a chrome section's last line, a "Telephone: …" line would make that line
 * read as the name of what the fields are about.
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
  const fromContent = content ? pageTextContacts(content).filter((line) => !stated.includes(line.replace(/^[^:]+: /, ''))) : [];
  return [...fromContent, ...own].join('\n');
}
