import { appendInline } from './markdown-inline.ts';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const MAX_DEPTH = 4;

/**
 * Renders assistant Markdown (paragraphs, emphasis, code, lists, quotes, safe links) as DOM nodes.
 * Every piece of text becomes a text node, so no markup in the reply can reach the page as HTML.
 */
export function renderMarkdown(text: string, depth = 0): DocumentFragment {
  const out = document.createDocumentFragment();
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  const isBlockStart = (line: string) => FENCE.test(line) || HEADING.test(line) || RULE.test(line) || ITEM.test(line) || QUOTE.test(line);

  while (i < lines.length) {
    const line = lines[i]!;
    const fence = FENCE.exec(line);
    if (!line.trim()) {
      i += 1;
    } else if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(marker)) body.push(lines[i++]!);
      i += 1;
      const pre = document.createElement('pre');
      const code = document.createElement('code');
      code.textContent = body.join('\n');
      pre.append(code);
      out.append(pre);
    } else if (RULE.test(line)) {
      out.append(document.createElement('hr'));
      i += 1;
    } else if (HEADING.test(line)) {
      const p = document.createElement('p');
      const strong = document.createElement('strong');
      appendInline(strong, HEADING.exec(line)![1]!);
      p.className = 'h';
      p.append(strong);
      out.append(p);
      i += 1;
    } else if (QUOTE.test(line) && depth < MAX_DEPTH) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      const quote = document.createElement('blockquote');
      quote.append(renderMarkdown(body.join('\n'), depth + 1));
      out.append(quote);
    } else if (ITEM.test(line)) {
      i = appendList(out, lines, i);
    } else {
      const body: string[] = [];
      while (i < lines.length && lines[i]!.trim() && (body.length === 0 || !isBlockStart(lines[i]!))) body.push(lines[i++]!.trim());
      const p = document.createElement('p');
      appendInline(p, body.join('\n'));
      out.append(p);
    }
  }
  return out;
}

/** Collects consecutive items of one kind of list; indented lines continue the previous item. */
function appendList(out: DocumentFragment, lines: string[], start: number): number {
  const first = ITEM.exec(lines[start]!)!;
  const isOrdered = /\d/.test(first[1]!);
  const list = document.createElement(isOrdered ? 'ol' : 'ul');
  if (isOrdered) {
    const n = parseInt(first[1]!, 10);
    if (n > 1) list.setAttribute('start', String(n));
  }
  const items: string[] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = ITEM.exec(line);
    if (item && /\d/.test(item[1]!) === isOrdered && !RULE.test(line)) items.push(item[2]!);
    else if (item || !line.trim() || !/^\s/.test(line) || items.length === 0) break;
    else items[items.length - 1] += `\n${line.trim()}`;
    i += 1;
  }
  for (const content of items) {
    const li = document.createElement('li');
    appendInline(li, content);
    list.append(li);
  }
  out.append(list);
  return i;
}
