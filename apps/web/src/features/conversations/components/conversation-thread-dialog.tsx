import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useConversation } from '../api/conversations.api.ts';
import { assistantLabel, formatDate, formatTime } from '../lib/conversation-display.ts';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/** The whole thread of one conversation, each answer with the pages it used. */
export function ConversationThreadDialog({ conversationId, onClose }: { conversationId: string | null; onClose: () => void }) {
  const { data, isPending, isError } = useConversation(conversationId);
  return (
    <Dialog
      open={conversationId !== null}
      onOpenChange={(open) => !open && onClose()}
      className="max-w-2xl"
      title={data ? assistantLabel(data.assistantName) : 'Conversation'}
      description={data ? `${data.messageCount} messages · ${formatDate(data.createdAt)} · ${data.channel}` : undefined}
    >
      {isPending ? (
        <Spinner label="Loading conversation..." />
      ) : isError ? (
        <p className="text-sm text-red-600">We couldn't load this conversation.</p>
      ) : (
        <ol className="max-h-[60vh] space-y-3 overflow-y-auto pr-1" aria-label="Messages">
          {data.truncated && (
            <li className="text-center text-xs text-slate-500">Showing the newest 1,000 messages. Download the conversation for all of them.</li>
          )}
          {data.messages.map((message, index) => (
            <li
              key={index}
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm',
                message.role === 'user' ? 'ml-auto bg-indigo-600 text-white' : 'bg-slate-100 text-slate-900',
              )}
            >
              <p className="whitespace-pre-line break-words">{message.content}</p>
              {message.sources && message.sources.length > 0 && (
                <ul className="mt-2 space-y-0.5 border-t border-slate-200 pt-2 text-xs" aria-label="Sources">
                  {message.sources.map((source, n) => (
                    <li key={n}>
                      {isWebLink(source.url) ? (
                        <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-indigo-700 underline">
                          {source.title || source.url}
                        </a>
                      ) : (
                        source.title
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <p className={cn('mt-1 text-[11px]', message.role === 'user' ? 'text-indigo-100' : 'text-slate-500')}>{formatTime(message.timestamp)}</p>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
