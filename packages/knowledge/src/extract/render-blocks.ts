import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { isCodeBlock, isContentContainer, isDroppedElement, isDroppedFromCode, isHighlightedCode } from './content-filter.ts';

/** A paragraph, or a list, table or code block as one; `isCode` when a syntax highlighter coloured it as program code. */
interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
  isCode?: true;
}

/** A piece of the page in reading order: a heading or a paragraph. */
export type ContentBlock = { kind: 'heading'; level: number; text: string } | ParagraphBlock;

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'blockquote',
  'address',
  'figure',
  'figcaption',
  'details',
  'summary',
  'li',
  'dd',
  'dt',
  'tr',
  'td',
  'th',
  'hr',
  'center',
  'fieldset',
  'caption',
  'body',
  'html',
  'dl',
  'ul',
  'ol',
  'table',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

function collapse(text: string): string {
  return text
    .replace(/[ \t\r\f\v\u00a0\u200b]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** Renders the readable content under `root` as blocks: chrome, hidden parts and scripts left out. */
export function renderBlocks(root: Element, isInsideContent: boolean): ContentBlock[] {
  return render(root, isInsideContent).map(({ block }) => block);
}

/** A block, and whether it is prose (a heading or paragraph, not a list, table, definition list or code). */
interface RenderedBlock {
  block: ContentBlock;
  isProse: boolean;
}

function render(root: Element, isInsideContent: boolean): RenderedBlock[] {
  const blocks: RenderedBlock[] = [];
  let inline = '';

  const flush = () => {
    const text = collapse(inline);
    inline = '';
    if (text) blocks.push({ block: { kind: 'paragraph', text }, isProse: true });
  };

  const walk = (node: AnyNode, inContent: boolean): void => {
    if (isText(node)) {
      inline += node.data.replace(/\s+/g, ' ');
      return;
    }
    if (!isTag(node)) return;
    if (isDroppedElement(node, inContent)) return;
    const name = node.name;
    const childContent = inContent || isContentContainer(node);
    if (name === 'br') {
      inline += '\n';
      return;
    }
    if (name === 'img') {
      const alt = node.attribs.alt?.trim();
      if (alt && alt.length > 3) inline += ` ${alt} `;
      return;
    }
    const heading = /^h([1-6])$/.exec(name);
    if (heading) {
      flush();
      const text = collapse(inlineText(node, childContent)).replace(/\n/g, ' ');
      if (text) blocks.push({ block: { kind: 'heading', level: Number(heading[1]), text }, isProse: true });
      return;
    }
    if (name === 'ul' || name === 'ol' || name === 'table' || name === 'dl' || isCodeBlock(node)) {
      flush();
      // Leading blank lines go, not the first line's indent: a list item opening with a nested list is indented.
      const text = structuredText(node, childContent)
        .replace(/^\s*\n/, '')
        .trimEnd();
      if (text) blocks.push({ block: isHighlightedCode(node) ? { kind: 'paragraph', text, isCode: true } : { kind: 'paragraph', text }, isProse: false });
      return;
    }
    const isBlock = BLOCK_TAGS.has(name);
    if (isBlock) flush();
    for (const child of node.children) walk(child, childContent);
    if (isBlock) flush();
    else if (name === 'td' || name === 'th') inline += ' ';
  };

  walk(root, isInsideContent);
  flush();
  return blocks;
}

/**
 * What a list item holds, as lines in the order written: its prose on one line, each code block, nested
 * list, table or definition list inside it on lines of its own.
 */
function itemLines(item: Element, inContent: boolean): { lines: string[]; opensWithProse: boolean } {
  const blocks = render(item, inContent);
  const lines: string[] = [];
  blocks.forEach(({ block, isProse }, index) => {
    if (!isProse) lines.push(...block.text.split('\n').filter((line) => line.trim()));
    else if (blocks[index - 1]?.isProse) lines[lines.length - 1] += ` ${block.text.replace(/\n/g, ' ')}`;
    else lines.push(block.text.replace(/\n/g, ' '));
  });
  return { lines, opensWithProse: blocks[0]?.isProse ?? false };
}

/** A list, table, definition list or code block as one paragraph of lines. */
function structuredText(node: Element, inContent: boolean): string {
  if (isCodeBlock(node)) return preText(node);
  if (node.name === 'table') return tableText(node, inContent);
  if (node.name === 'dl') return definitionText(node, inContent);
  return listLines(node, inContent, 0).join('\n');
}

/** Text of an element as one line, block children separated by spaces. */
function inlineText(node: AnyNode, inContent: boolean): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || isDroppedElement(node, inContent)) return '';
  if (node.name === 'br') return '\n';
  if (node.name === 'img') return node.attribs.alt ? ` ${node.attribs.alt} ` : '';
  const inner = node.children.map((child) => inlineText(child, inContent)).join('');
  return BLOCK_TAGS.has(node.name) ? ` ${inner} ` : inner;
}

function oneLine(node: AnyNode, inContent: boolean): string {
  return collapse(inlineText(node, inContent).replace(/\n/g, ' '));
}

function childElements(node: Element, names: readonly string[]): Element[] {
  return node.children.filter((child): child is Element => isTag(child) && names.includes(child.name));
}

function listLines(list: Element, inContent: boolean, depth: number): string[] {
  const lines: string[] = [];
  const indent = '  '.repeat(depth);
  for (const item of childElements(list, ['li'])) {
    if (isDroppedElement(item, inContent)) continue;
    const { lines: own, opensWithProse } = itemLines(item, inContent);
    // An item opening with a nested list has no line of its own: the nested items are its lines.
    own.forEach((line, index) => lines.push(index === 0 && opensWithProse ? `${indent}- ${line}` : `${indent}  ${line}`));
  }
  return lines;
}

/** An icon's alt text beside the label it repeats: DocBook's admonitions write "[Note]" before "Note". */
function isIconOf(cell: string, cells: readonly string[]): boolean {
  const label = /^\[(.+)\]$/.exec(cell)?.[1]?.toLocaleLowerCase();
  return label !== undefined && cells.some((other) => other.toLocaleLowerCase() === label);
}

/** What a table row's cells are joined with ("Saturday | 10:00 – 20:00 | 9:00 – 14:00"); the answer engine reads rows by it. */
export const TABLE_CELL_SEPARATOR = ' | ';

function tableText(table: Element, inContent: boolean): string {
  const rows: string[] = [];
  const caption = childElements(table, ['caption'])[0];
  if (caption) rows.push(oneLine(caption, inContent));
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (!isTag(child) || isDroppedElement(child, inContent)) continue;
      if (child.name === 'tr') {
        const cells = childElements(child, ['td', 'th'])
          .map((cell) => oneLine(cell, inContent))
          .filter(Boolean);
        const shown = cells.filter((cell) => !isIconOf(cell, cells));
        if (shown.length) rows.push(shown.join(TABLE_CELL_SEPARATOR));
      } else if (child.name === 'thead' || child.name === 'tbody' || child.name === 'tfoot') {
        visit(child);
      }
    }
  };
  visit(table);
  const labelled = asLabelled(rows);
  return labelled ?? rows.filter(Boolean).join('\n');
}

// A label beside its text: a word or two, no number ("Note", "Warning", "Important").
const LABEL = /^\p{L}[\p{L}'’-]{0,24}(?:\s\p{L}[\p{L}'’-]{0,24})?$/u;

/**
 * A table of one row, a label and its text (AsciiDoc's admonitions: "Note" beside the note), read as the label and its
 * text, "Note: The Git build is parallelizable.", not as a row of two cells.
 */
function asLabelled(rows: readonly string[]): string | undefined {
  if (rows.length !== 1) return undefined;
  const cells = rows[0]!.split(TABLE_CELL_SEPARATOR);
  if (cells.length !== 2 || !LABEL.test(cells[0]!) || cells[1]!.length <= cells[0]!.length) return undefined;
  return `${cells[0]}: ${cells[1]}`;
}

function definitionText(list: Element, inContent: boolean): string {
  const lines: string[] = [];
  let previous = '';
  for (const child of childElements(list, ['dt', 'dd', 'div'])) {
    if (child.name === 'div') {
      lines.push(definitionText(child, inContent));
    } else if (child.name === 'dd') {
      // A description's prose goes on its term's line ("-n, --line-number: Prefix the line number ..."); a code
      // block or list in it keeps its own lines.
      const { lines: own } = itemLines(child, inContent);
      if (own.length === 0) continue;
      // A term written with its colon ("開かれた開発:") gets no second one.
      if (lines.length) lines[lines.length - 1] += `${/[:：]$/.test(lines[lines.length - 1]!) ? '' : ':'} ${own.shift()!.trim()}`;
      lines.push(...own);
    } else {
      const text = oneLine(child, inContent);
      if (!text) continue;
      // Terms of one description are one line.
      if (previous === 'dt' && lines.length) lines[lines.length - 1] += `, ${text}`;
      else lines.push(text);
    }
    previous = child.name;
  }
  return lines.filter(Boolean).join('\n');
}

/** Code as written, without its line numbers and copy buttons (a code table's file-name row on a line of its own). */
function preText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || isDroppedFromCode(node)) return '';
  const text = node.children.map(preText).join('');
  return node.name === 'tr' ? `${text}\n` : text;
}
