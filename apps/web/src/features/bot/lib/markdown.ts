import { toSafeHref } from './safe-url.ts';

export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: InlineNode[] };

export type BlockNode =
  | { type: 'paragraph' | 'heading'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; items: InlineNode[][] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
const INLINE =
  /(`[^`\n]+`)|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+?)\*\*|(?<![\w*])\*([^*\s][^*\n]*?)\*(?!\w)|(?<!\w)_([^_\s][^_\n]*?)_(?!\w)|(https?:\/\/[^\s<>()]*[^\s<>().,;:!?'"\]])/g;

/**
 * Parses assistant Markdown into a small tree (paragraphs, headings, lists, code, emphasis, links).
 * Nothing is ever treated as HTML: the renderer turns every node into React elements and text.
 */
export function parseMarkdown(source: string): BlockNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: BlockNode[] = [];
  const isBlockStart = (line: string) => FENCE.test(line) || HEADING.test(line) || RULE.test(line) || ITEM.test(line);
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
    } else if (ITEM.test(line)) {
      const ordered = /\d/.test(ITEM.exec(line)![1]!);
      const items: InlineNode[][] = [];
      while (i < lines.length && ITEM.test(lines[i]!) && /\d/.test(ITEM.exec(lines[i]!)![1]!) === ordered) {
        items.push(parseInline(ITEM.exec(lines[i++]!)![2]!));
      }
      blocks.push({ type: 'list', ordered, items });
    } else {
      const body: string[] = [];
      while (i < lines.length && lines[i]!.trim() && (body.length === 0 || !isBlockStart(lines[i]!))) body.push(lines[i++]!.trim());
      blocks.push({ type: 'paragraph', children: parseInline(body.join('\n')) });
    }
  }
  return blocks;
}

/** Parses emphasis, inline code, [text](url) links and bare URLs; unsafe link targets stay plain text. */
export function parseInline(text: string, allowLinks = true): InlineNode[] {
  const nodes: InlineNode[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text') last.text += value;
    else nodes.push({ type: 'text', text: value });
  };
  let cursor = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, code, linkText, linkHref, strong, star, underscore, bare] = match;
    pushText(text.slice(cursor, match.index));
    cursor = match.index + whole.length;
    if (code) nodes.push({ type: 'code', text: code.slice(1, -1) });
    else if (linkText !== undefined && linkHref !== undefined) {
      const href = allowLinks ? toSafeHref(linkHref) : null;
      if (href) nodes.push({ type: 'link', href, children: parseInline(linkText, false) });
      else pushText(linkText);
    } else if (strong) nodes.push({ type: 'strong', children: parseInline(strong, allowLinks) });
    else if (star ?? underscore) nodes.push({ type: 'em', children: parseInline((star ?? underscore)!, allowLinks) });
    else if (bare) {
      const href = allowLinks ? toSafeHref(bare) : null;
      if (href) nodes.push({ type: 'link', href, children: [{ type: 'text', text: bare }] });
      else pushText(bare);
    }
  }
  pushText(text.slice(cursor));
  return nodes;
}

/** The reply as plain text (for speech): Markdown markers and link targets removed. */
export function markdownToPlainText(source: string): string {
  const inlineText = (nodes: InlineNode[]): string =>
    nodes.map((node) => (node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children))).join('');
  return parseMarkdown(source)
    .map((block) => {
      if (block.type === 'list') return block.items.map(inlineText).join('. ');
      if (block.type === 'code') return block.text;
      if (block.type === 'rule') return '';
      return inlineText(block.children);
    })
    .filter(Boolean)
    .join('\n');
}
