/*
 * The one Markdown reader for assistant replies, shared by the dashboard (React) and the widget (DOM).
 * It builds a small tree and never treats anything as HTML: each renderer turns nodes into elements
 * and text, so no markup in a reply can reach a page.
 */

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

export type BlockNode =
  | { type: 'paragraph' | 'heading'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; start: number; items: InlineNode[][] }
  | { type: 'quote'; children: BlockNode[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The normalised link target when it is an absolute http(s), mailto or tel address, otherwise null.
 * The URL parser strips tabs, newlines and case tricks, so `JaVa\tScript:` is seen as `javascript:`.
 */
export function toSafeHref(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const MAX_QUOTE_DEPTH = 4;

const isBlockStart = (line: string) => FENCE.test(line) || HEADING.test(line) || RULE.test(line) || ITEM.test(line) || QUOTE.test(line);

/** Paragraphs, headings, lists (indented lines continue an item), quotes, code fences and rules. */
export function parseMarkdown(source: string, depth = 0): BlockNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (!line.trim()) {
      i += 1;
    } else if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) body.push(lines[i++]!);
      i += 1;
      blocks.push({ type: 'code', text: body.join('\n') });
    } else if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
    } else if (HEADING.test(line)) {
      blocks.push({ type: 'heading', children: parseInline(HEADING.exec(line)![1]!) });
      i += 1;
    } else if (QUOTE.test(line) && depth < MAX_QUOTE_DEPTH) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ type: 'quote', children: parseMarkdown(body.join('\n'), depth + 1) });
    } else if (ITEM.test(line)) {
      i = readList(lines, i, blocks);
    } else {
      const body: string[] = [];
      while (i < lines.length && lines[i]!.trim() && (body.length === 0 || !isBlockStart(lines[i]!))) body.push(lines[i++]!.trim());
      blocks.push({ type: 'paragraph', children: parseInline(body.join('\n')) });
    }
  }
  return blocks;
}

/** Collects consecutive items of one kind of list into `blocks`; returns the line after it. */
function readList(lines: string[], start: number, blocks: BlockNode[]): number {
  const marker = ITEM.exec(lines[start]!)![1]!;
  const ordered = /\d/.test(marker);
  const texts: string[] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = ITEM.exec(line);
    if (item && /\d/.test(item[1]!) === ordered && !RULE.test(line)) texts.push(item[2]!);
    else if (item || !line.trim() || !/^\s/.test(line) || texts.length === 0) break;
    else texts[texts.length - 1] += `\n${line.trim()}`;
    i += 1;
  }
  blocks.push({ type: 'list', ordered, start: ordered ? parseInt(marker, 10) : 1, items: texts.map((text) => parseInline(text)) });
  return i;
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!~>|]/;
const AUTOLINK = /^https?:\/\/[^\s<>"'`]+/i;

/** Position of the bracket closing the one at `open`, counting nesting; -1 when unbalanced. */
function closing(text: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const c = text[i];
    if (c === '\\') i += 1;
    else if (c === left) depth += 1;
    else if (c === right && --depth === 0) return i;
  }
  return -1;
}

/**
 * Inline code, bold, italic, [text](url) links, bare URLs and line breaks. Link labels are read without
 * links, so links never nest; unsafe link targets leave their label as plain text.
 */
export function parseInline(text: string, allowLinks = true): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = '';
  const push = (node: InlineNode) => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
    nodes.push(node);
  };
  const pushAll = (children: InlineNode[]) => {
    for (const child of children) {
      if (child.type === 'text') buffer += child.text;
      else push(child);
    }
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      push({ type: 'break' });
      i += 1;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    const double = text.startsWith('**', i) ? '**' : text.startsWith('__', i) ? '__' : '';
    if (double) {
      const end = text.indexOf(double, i + 2);
      if (end > i + 2 && text[i + 2] !== ' ') {
        push({ type: 'strong', children: parseInline(text.slice(i + 2, end), allowLinks) });
        i = end + 2;
        continue;
      }
    }
    if ((c === '*' || c === '_') && text[i + 1] !== ' ' && !(c === '_' && /\w/.test(text[i - 1] ?? ''))) {
      const end = text.indexOf(c, i + 1);
      if (end > i + 1 && text[end - 1] !== ' ' && !(c === '_' && /\w/.test(text[end + 1] ?? ''))) {
        push({ type: 'em', children: parseInline(text.slice(i + 1, end), allowLinks) });
        i = end + 1;
        continue;
      }
    }
    if (c === '[') {
      const labelEnd = closing(text, i, '[', ']');
      if (labelEnd > 0 && text[labelEnd + 1] === '(') {
        const destEnd = closing(text, labelEnd + 1, '(', ')');
        if (destEnd > 0) {
          const label = parseInline(text.slice(i + 1, labelEnd), false);
          const href = allowLinks
            ? toSafeHref(
                text
                  .slice(labelEnd + 2, destEnd)
                  .trim()
                  .split(/\s+/)[0] ?? '',
              )
            : null;
          if (href) push({ type: 'link', href, children: label });
          else pushAll(label);
          i = destEnd + 1;
          continue;
        }
      }
    }
    if (allowLinks && (c === 'h' || c === 'H') && !/\w/.test(text[i - 1] ?? '')) {
      const url = AUTOLINK.exec(text.slice(i, i + 2048))?.[0].replace(/[.,;:!?)\]]+$/, '');
      const href = url && toSafeHref(url);
      if (url && href) {
        push({ type: 'link', href, children: [{ type: 'text', text: url }] });
        i += url.length;
        continue;
      }
    }
    buffer += c;
    i += 1;
  }
  if (buffer) nodes.push({ type: 'text', text: buffer });
  return nodes;
}

/** The reply as plain text (for speech): Markdown markers and link targets removed. */
export function markdownToPlainText(source: string): string {
  const inlineText = (nodes: InlineNode[]): string =>
    nodes.map((node) => (node.type === 'text' || node.type === 'code' ? node.text : node.type === 'break' ? '\n' : inlineText(node.children))).join('');
  const blockText = (block: BlockNode): string => {
    if (block.type === 'list') return block.items.map(inlineText).join('. ');
    if (block.type === 'quote') return block.children.map(blockText).join('\n');
    if (block.type === 'code') return block.text;
    if (block.type === 'rule') return '';
    return inlineText(block.children);
  };
  return parseMarkdown(source).map(blockText).filter(Boolean).join('\n');
}
