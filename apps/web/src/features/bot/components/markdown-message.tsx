import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type BlockNode, type InlineNode } from '@siteline/contract';

function renderInline(nodes: InlineNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={key} />;
      case 'code':
        return (
          <code key={key} className="rounded bg-slate-200/70 px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        );
      case 'strong':
        return <strong key={key}>{renderInline(node.children, key)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children, key)}</em>;
      case 'link':
        return (
          <a
            key={key}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-indigo-600 underline underline-offset-2 hover:text-indigo-500"
          >
            {renderInline(node.children, key)}
          </a>
        );
    }
  });
}

function renderBlocks(blocks: BlockNode[], keyPrefix: string): ReactNode[] {
  return blocks.map((block, index) => {
    const key = `${keyPrefix}${index}`;
    switch (block.type) {
      case 'paragraph':
        return <p key={key}>{renderInline(block.children, key)}</p>;
      case 'heading':
        return (
          <p key={key} className="font-semibold">
            {renderInline(block.children, key)}
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List
            key={key}
            start={block.ordered && block.start > 1 ? block.start : undefined}
            className={block.ordered ? 'list-decimal space-y-1 pl-5' : 'list-disc space-y-1 pl-5'}
          >
            {block.items.map((item, itemIndex) => (
              <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
            ))}
          </List>
        );
      }
      case 'quote':
        return (
          <blockquote key={key} className="space-y-2 border-l-2 border-slate-300 pl-3 text-slate-600">
            {renderBlocks(block.children, `${key}-`)}
          </blockquote>
        );
      case 'code':
        return (
          <pre key={key} className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100">
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={key} className="border-slate-200" />;
    }
  });
}

export interface MarkdownMessageProps {
  text: string;
}

/** Assistant Markdown (the reader shared with the widget) as React elements only: no server text ever reaches the page as HTML. */
export function MarkdownMessage({ text }: MarkdownMessageProps) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <div className="space-y-2 break-words">{renderBlocks(blocks, 'b')}</div>;
}
