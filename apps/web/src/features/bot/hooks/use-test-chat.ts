import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryEntry, Source } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { sendChatMessage } from '../api/chat.api.ts';
import { useLatest } from '../../../hooks/use-latest.ts';

export interface ChatMessage extends ChatHistoryEntry {
  id: string;
  timestamp: Date;
  sources?: Source[];
  /** True while the reply is still streaming in. */
  isStreaming?: boolean;
}

export interface UseTestChatOptions {
  /** Called with each completed assistant reply (voice replies). */
  onReply?: (text: string) => void;
  /** Replaces the network call in tests. */
  send?: typeof sendChatMessage;
}

let sequence = 0;
const nextId = () => `m${Date.now().toString(36)}-${(sequence += 1)}`;

/**
 * The test chat: idle → waiting (input locked, typing indicator until the first token) → reply appended.
 * Blank messages and messages sent while waiting are ignored; text is trimmed.
 */
export function useTestChat(assistantId: string, options: UseTestChatOptions = {}) {
  const queryClient = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [isWaiting, setIsWaiting] = useState(false);
  const isWaitingRef = useRef(false);
  const optionsRef = useLatest(options);

  const send = useCallback(async () => {
    const text = input.trim();
    if (!text || isWaitingRef.current) return;
    const history: ChatHistoryEntry[] = messages.filter((m) => m.content).map((m) => ({ role: m.role, content: m.content }));
    const replyId = nextId();
    isWaitingRef.current = true;
    setIsWaiting(true);
    setInput('');
    setMessages((list) => [...list, { id: nextId(), role: 'user', content: text, timestamp: new Date() }]);

    const upsertReply = (patch: Partial<ChatMessage>) =>
      setMessages((list) => {
        const existing = list.find((m) => m.id === replyId);
        if (existing) return list.map((m) => (m.id === replyId ? { ...m, ...patch } : m));
        return [...list, { id: replyId, role: 'assistant', content: '', timestamp: new Date(), isStreaming: true, ...patch }];
      });

    let streamed = '';
    try {
      const reply = await (optionsRef.current.send ?? sendChatMessage)({
        assistantId,
        message: text,
        history,
        onToken: (token) => {
          streamed += token;
          upsertReply({ content: streamed });
        },
      });
      upsertReply({ content: reply.response, sources: reply.sources, isStreaming: false, timestamp: new Date() });
      optionsRef.current.onReply?.(reply.response);
      // Each exchange counts against the monthly message quota shown in the sidebar.
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionLimits });
    } catch (error) {
      console.warn('Test chat failed:', error);
      setMessages((list) => list.filter((m) => m.id !== replyId));
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to send message' });
    } finally {
      isWaitingRef.current = false;
      setIsWaiting(false);
    }
  }, [assistantId, input, messages, optionsRef, queryClient]);

  /** Adds dictated text to whatever is already typed. */
  const appendToInput = useCallback((text: string) => setInput((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text)), []);

  return { messages, input, setInput, appendToInput, isWaiting, send };
}
