import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type InlineNode } from '../lib/markdown.ts';

function renderInline(nodes: InlineNode[], keyPrefix: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}-${index}`;
    switch (node.type) {
      case 'text':
        return node.text;
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
          <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-indigo-600 underline underline-offset-2 hover:text-indigo-500">
            {renderInline(node.children, key)}
          </a>
        );
    }
  });
}

export interface MarkdownMessageProps {
  text: string;
}

/** Assistant Markdown as React elements only: no server text ever reaches the page as HTML. */
export function MarkdownMessage({ text }: MarkdownMessageProps) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return (
    <div className="space-y-2 break-words">
      {blocks.map((block, index) => {
        const key = `b${index}`;
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={key} className="whitespace-pre-line">
                {renderInline(block.children, key)}
              </p>
            );
          case 'heading':
            return (
              <p key={key} className="font-semibold">
                {renderInline(block.children, key)}
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key} className={block.ordered ? 'list-decimal space-y-1 pl-5' : 'list-disc space-y-1 pl-5'}>
                {block.items.map((item, itemIndex) => (
                  <li key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</li>
                ))}
              </List>
            );
          }
          case 'code':
            return (
              <pre key={key} className="overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs text-slate-100">
                <code>{block.text}</code>
              </pre>
            );
          case 'rule':
            return <hr key={key} className="border-slate-200" />;
        }
      })}
    </div>
  );
}
