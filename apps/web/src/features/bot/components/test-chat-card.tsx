import { useEffect, useRef, type KeyboardEvent } from 'react';
import { MessageSquare, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { ChatMessage } from '../hooks/use-test-chat.ts';
import { ChatMessageBubble } from './chat-message-bubble.tsx';

export interface TestChatCardProps {
  messages: ChatMessage[];
  input: string;
  onInputChange: (value: string) => void;
  onSend: () => void;
  isWaiting: boolean;
}

function TypingIndicator() {
  return (
    <li className="flex items-center gap-2.5" aria-live="polite">
      <span className="flex h-7 w-7 items-center justify-center rounded-full bg-slate-200" aria-hidden>
        <MessageSquare className="h-3.5 w-3.5 text-slate-500" />
      </span>
      <span role="status" aria-label="Assistant is typing" className="flex gap-1 rounded-2xl rounded-tl-sm bg-slate-100 px-3.5 py-3">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
    </li>
  );
}

/** The right-hand card: talk to the assistant as a visitor would. Enter sends, Shift+Enter adds a line. */
export function TestChatCard({ messages, input, onInputChange, onSend, isWaiting }: TestChatCardProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const lastContent = messages[messages.length - 1]?.content;
  const isTyping = isWaiting && messages[messages.length - 1]?.role !== 'assistant';

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, lastContent, isTyping]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };

  return (
    <Card className="flex h-[640px] flex-col xl:sticky xl:top-6">
      <CardHeader className="border-b border-slate-100 pb-4">
        <CardTitle className="flex items-center gap-2">
          <MessageSquare className="h-5 w-5 text-indigo-600" aria-hidden />
          Test Chat
        </CardTitle>
        <CardDescription>Ask what your visitors would ask. Replies use your saved settings.</CardDescription>
      </CardHeader>
      <CardContent className="flex min-h-0 flex-1 flex-col gap-3">
        <ul ref={listRef} aria-label="Test chat messages" className="min-h-0 flex-1 space-y-4 overflow-y-auto pt-4 pr-1">
          {messages.length === 0 && !isWaiting && (
            <li className="flex h-full flex-col items-center justify-center gap-2 text-center text-sm text-slate-500">
              <MessageSquare className="h-8 w-8 text-slate-300" aria-hidden />
              Start a conversation to test your assistant
            </li>
          )}
          {messages.map((message) => (
            <ChatMessageBubble key={message.id} message={message} />
          ))}
          {isTyping && <TypingIndicator />}
        </ul>
        <form
          className="flex items-end gap-2 border-t border-slate-100 pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <Textarea
            aria-label="Message"
            placeholder="Type your message..."
            value={input}
            rows={Math.min(5, Math.max(1, input.split('\n').length))}
            disabled={isWaiting}
            onChange={(event) => onInputChange(event.target.value)}
            onKeyDown={onKeyDown}
            className="resize-none"
            // The shared textarea has a tall minimum; a chat box starts one line high and grows.
            style={{ minHeight: 0 }}
          />
          <Button type="submit" disabled={isWaiting || !input.trim()} aria-label="Send">
            <Send className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Send</span>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
