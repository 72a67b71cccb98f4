import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatResponse, OpenAiChatChunk, OpenAiChatCompletion } from '@siteline/contract';
import { describeError } from '../../http/error-handler.ts';
import { openSseStream, type SseStream } from '../../http/sse.ts';
import type { AnswerQuestionParams } from '../chat/answer-question.ts';
import { toOpenAiError } from './openai-errors.ts';

/** Runs the chat use case with the hooks a reply format needs. */
export type Answer = (hooks: Pick<AnswerQuestionParams, 'onStart' | 'onToken' | 'signal'>) => Promise<ChatResponse>;

/**
 * A rough token count (about four characters a token in English): the assistant may answer without
 * any model, so there is no tokenizer of record. Reported in `usage` so clients that budget by it work.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const usageOf = (question: string, answer: string) => {
  const prompt = estimateTokens(question);
  const completion = estimateTokens(answer);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Answers as one `chat.completion` object. */
export async function sendCompletion(model: string, question: string, answer: Answer): Promise<OpenAiChatCompletion> {
  const result = await answer({});
  return {
    id: `chatcmpl-${result.conversationId}`,
    object: 'chat.completion',
    created: nowSeconds(),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: result.response, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: usageOf(question, result.response),
  };
}

/**
 * Streams the answer as OpenAI's chunks: the role, the text as it comes, a last chunk with
 * `finish_reason`, the usage when asked for, then `data: [DONE]`. A failure before the first byte stays
 * a normal JSON error; after it, an `error` event ends the stream.
 */
export async function streamCompletion(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  params: { model: string; question: string; includeUsage: boolean },
  answer: Answer,
): Promise<FastifyReply> {
  const controller = new AbortController();
  const created = nowSeconds();
  let id = '';
  let sse: SseStream | undefined;
  const chunk = (delta: OpenAiChatChunk['choices'][number]['delta'], finishReason: 'stop' | null = null): OpenAiChatChunk => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model: params.model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
    ...(params.includeUsage ? { usage: null } : {}),
  });
  try {
    const result = await answer({
      signal: controller.signal,
      onStart: ({ conversationId }) => {
        id = `chatcmpl-${conversationId}`;
        sse = openSseStream(app, request, reply);
        sse.onClose(() => controller.abort());
        sse.send(chunk({ role: 'assistant', content: '' }));
      },
      onToken: (content) => sse?.send(chunk({ content })),
    });
    sse!.send(chunk({}, 'stop'));
    if (params.includeUsage) sse!.send({ ...chunk({}), choices: [], usage: usageOf(params.question, result.response) });
    sse!.sendText('[DONE]');
    sse!.close();
  } catch (error) {
    if (!sse) throw error;
    sse.send(toOpenAiError(describeError(error as never, request)));
    sse.close();
  }
  return reply;
}
