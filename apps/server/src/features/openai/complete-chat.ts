import type { OpenAiChatChunk, OpenAiChatCompletion, OpenAiChatRequest } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import { answerQuestion } from '../chat/answer-question.ts';
import type { Answer } from '../chat/stream-answer.ts';
import { findModelAssistant, type KeyCaller } from './openai-access.ts';
import { toChatRequest } from './openai-messages.ts';
import { sendCompletion, streamCompletion } from './send-completion.ts';

/** One completion object, or (with `stream: true`) the chunks to send as server-sent events. */
export type ChatCompletionReply =
  { isStream: false; completion: OpenAiChatCompletion } | { isStream: true; chunks: (signal: AbortSignal) => AsyncIterable<OpenAiChatChunk | '[DONE]'> };

/**
 * POST /v1/chat/completions: the assistant the model names (if this key may use it) answers the last
 * user message, the turns before it as history, through the same chat use case as /api/chat.
 */
export async function completeChat(ctx: AppContext, caller: KeyCaller, body: OpenAiChatRequest): Promise<ChatCompletionReply> {
  const { assistant, owner } = await findModelAssistant(ctx, caller, body.model);
  const chatRequest = toChatRequest(body.messages);
  const answer: Answer = (hooks) => answerQuestion(ctx, { assistant, owner, channel: 'api', request: chatRequest, ...hooks });
  if (!body.stream) return { isStream: false, completion: await sendCompletion(assistant.id, chatRequest.message, answer) };
  const params = { model: assistant.id, question: chatRequest.message, includeUsage: body.stream_options?.include_usage === true };
  return { isStream: true, chunks: (signal) => streamCompletion(params, answer, signal) };
}
