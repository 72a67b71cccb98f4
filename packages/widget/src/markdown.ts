import { parseMarkdown, type BlockNode, type InlineNode } from '@siteline/contract/markdown';
import { createSafeLink } from './safe-url.ts';

function appendInline(parent: Node, nodes: InlineNode[]): void {
  for (const node of nodes) {
    if (node.type === 'text') parent.appendChild(document.createTextNode(node.text));
    else if (node.type === 'break') parent.appendChild(document.createElement('br'));
    else if (node.type === 'code') {
      const code = document.createElement('code');
      code.textContent = node.text;
      parent.appendChild(code);
    } else {
      const el = node.type === 'link' ? createSafeLink(node.href) : document.createElement(node.type);
      appendInline(el, node.children);
      parent.appendChild(el);
    }
  }
}

function appendBlocks(parent: Node, blocks: BlockNode[]): void {
  for (const block of blocks) {
    let el: HTMLElement;
    if (block.type === 'paragraph') {
      el = document.createElement('p');
      appendInline(el, block.children);
    } else if (block.type === 'heading') {
      el = document.createElement('p');
      el.className = 'h';
      const strong = document.createElement('strong');
      appendInline(strong, block.children);
      el.append(strong);
    } else if (block.type === 'list') {
      el = document.createElement(block.ordered ? 'ol' : 'ul');
      if (block.start > 1) el.setAttribute('start', String(block.start));
      for (const item of block.items) {
        const li = document.createElement('li');
        appendInline(li, item);
        el.append(li);
      }
    } else if (block.type === 'quote') {
      el = document.createElement('blockquote');
      appendBlocks(el, block.children);
    } else if (block.type === 'code') {
      el = document.createElement('pre');
      const code = document.createElement('code');
      code.textContent = block.text;
      el.append(code);
    } else {
      el = document.createElement('hr');
    }
    parent.appendChild(el);
  }
}

/**
 * Renders assistant Markdown (the shared reader in @siteline/contract) as DOM nodes. Every piece of
 * text becomes a text node, so no markup in the reply can reach the page as HTML.
 */
export function renderMarkdown(text: string): DocumentFragment {
  const out = document.createDocumentFragment();
  appendBlocks(out, parseMarkdown(text));
  return out;
}
