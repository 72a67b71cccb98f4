import { Bot, ExternalLink, User } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { toSafeHref } from '@siteline/contract';
import type { ChatMessage } from '../hooks/use-test-chat.ts';
import { MarkdownMessage } from './markdown-message.tsx';

export interface ChatMessageBubbleProps {
  message: ChatMessage;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** One message of the test chat: the visitor's text as typed, the assistant's as Markdown with its sources. */
export function ChatMessageBubble({ message }: ChatMessageBubbleProps) {
  const isUser = message.role === 'user';
  // Sources the reply already links to in its text are not repeated as chips.
  const sources = (message.sources ?? []).flatMap((source) => {
    const href = toSafeHref(source.url);
    return href && !message.content.includes(source.url) ? [{ href, title: source.title || source.url }] : [];
  });
  return (
    <li className={cn('flex gap-2.5', isUser && 'flex-row-reverse')} data-role={message.role}>
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-indigo-600 text-white' : 'bg-slate-200 text-slate-600',
        )}
      >
        {isUser ? <User className="h-4 w-4" /> : <Bot className="h-4 w-4" />}
      </span>
      <div className={cn('flex max-w-[85%] flex-col gap-1', isUser && 'items-end')}>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
            isUser ? 'rounded-tr-sm bg-indigo-600 whitespace-pre-wrap text-white' : 'rounded-tl-sm bg-slate-100 text-slate-800',
          )}
        >
          <span className="sr-only">{isUser ? 'You said: ' : 'Assistant replied: '}</span>
          {isUser ? message.content : <MarkdownMessage text={message.content} />}
          {message.isStreaming && <span aria-hidden className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse bg-slate-400 align-middle" />}
        </div>
        {sources.length > 0 && !message.isStreaming && (
          <ul aria-label="Sources" className="flex flex-wrap gap-1.5">
            {sources.map((source) => (
              <li key={source.href}>
                <a
                  href={source.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="inline-flex max-w-56 items-center gap-1 truncate rounded-full border border-slate-200 bg-white px-2 py-0.5 text-xs text-slate-600 hover:border-indigo-300 hover:text-indigo-600"
                >
                  <ExternalLink aria-hidden className="h-3 w-3 shrink-0" />
                  <span className="truncate">{source.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <time className="px-1 text-[11px] text-slate-400" dateTime={message.timestamp.toISOString()}>
          {timeFormat.format(message.timestamp)}
        </time>
      </div>
    </li>
  );
}
