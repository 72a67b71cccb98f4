import { chatRequestSchema, HISTORY_MAX, type ChatRequest, type OpenAiMessage } from '@siteline/contract';
import { AppError } from '../../lib/app-error.ts';

const textOf = (content: OpenAiMessage['content']) => (typeof content === 'string' ? content : content.map((part) => part.text).join('\n'));

/**
 * OpenAI's message list as a Siteline chat request: the last message is the user's question and the
 * user and assistant turns before it are the history. System messages are left out: the assistant
 * answers in its own configured voice, from its own site.
 */
export function toChatRequest(messages: OpenAiMessage[]): ChatRequest {
  const turns = messages.filter((m) => m.role !== 'system');
  const question = turns.at(-1);
  if (!question || question.role !== 'user') {
    throw new AppError('VALIDATION_FAILED', 'messages: the last message other than system messages must come from the user: it is the question', {
      param: 'messages',
    });
  }
  const parsed = chatRequestSchema.safeParse({
    message: textOf(question.content),
    conversationHistory: turns
      .slice(0, -1)
      .slice(-HISTORY_MAX)
      .map((m) => ({ role: m.role, content: textOf(m.content) })),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_FAILED', `messages: ${issue.message}`, { param: 'messages' });
  }
  return parsed.data;
}
