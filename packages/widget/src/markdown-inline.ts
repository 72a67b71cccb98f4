import { createSafeLink, safeHref } from './safe-url.ts';

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

function emphasis(tag: 'strong' | 'em', content: string, allowLinks: boolean): HTMLElement {
  const el = document.createElement(tag);
  appendInline(el, content, allowLinks);
  return el;
}

/**
 * Appends inline Markdown (code, bold, italic, links, bare URLs, line breaks) to `parent` as text
 * nodes and elements. Link labels are rendered without links so links cannot nest.
 */
export function appendInline(parent: Node, text: string, allowLinks = true): void {
  let buffer = '';
  const flush = () => {
    if (buffer) parent.appendChild(document.createTextNode(buffer));
    buffer = '';
  };
  const push = (node: Node) => {
    flush();
    parent.appendChild(node);
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const rest = text.slice(i);
    if (c === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      push(document.createElement('br'));
      i += 1;
      continue;
    }
    if (c === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        const code = document.createElement('code');
        code.textContent = text.slice(i + 1, end);
        push(code);
        i = end + 1;
        continue;
      }
    }
    const double = rest.startsWith('**') ? '**' : rest.startsWith('__') ? '__' : '';
    if (double) {
      const end = text.indexOf(double, i + 2);
      if (end > i + 2 && text[i + 2] !== ' ') {
        push(emphasis('strong', text.slice(i + 2, end), allowLinks));
        i = end + 2;
        continue;
      }
    }
    if ((c === '*' || c === '_') && text[i + 1] !== ' ' && !(c === '_' && /\w/.test(text[i - 1] ?? ''))) {
      const end = text.indexOf(c, i + 1);
      if (end > i + 1 && text[end - 1] !== ' ' && !(c === '_' && /\w/.test(text[end + 1] ?? ''))) {
        push(emphasis('em', text.slice(i + 1, end), allowLinks));
        i = end + 1;
        continue;
      }
    }
    if (c === '[') {
      const labelEnd = closing(text, i, '[', ']');
      if (labelEnd > 0 && text[labelEnd + 1] === '(') {
        const destEnd = closing(text, labelEnd + 1, '(', ')');
        if (destEnd > 0) {
          const label = text.slice(i + 1, labelEnd);
          const href = allowLinks ? safeHref(text.slice(labelEnd + 2, destEnd).trim().split(/\s+/)[0] ?? '') : null;
          flush();
          const target = href ? createSafeLink(href) : parent;
          appendInline(target, label, false);
          if (href) parent.appendChild(target);
          i = destEnd + 1;
          continue;
        }
      }
    }
    if (allowLinks && (c === 'h' || c === 'H') && !/\w/.test(text[i - 1] ?? '')) {
      const match = AUTOLINK.exec(rest);
      const url = match?.[0].replace(/[.,;:!?)\]]+$/, '');
      const href = url && safeHref(url);
      if (url && href) {
        const a = createSafeLink(href);
        a.textContent = url;
        push(a);
        i += url.length;
        continue;
      }
    }
    buffer += c;
    i += 1;
  }
  flush();
}
