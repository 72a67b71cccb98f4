import type { OpenAiChatChunk, OpenAiChatCompletion } from '@siteline/contract';
import { streamAnswer, type Answer } from '../chat/stream-answer.ts';

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
 * The answer as OpenAI's chunks: the role, the text as it comes, a last chunk with `finish_reason`, the
 * usage when asked for, then `[DONE]`. A failure ends the chunks by throwing; `signal` aborting stops the answer.
 */
export async function* streamCompletion(
  params: { model: string; question: string; includeUsage: boolean },
  answer: Answer,
  signal: AbortSignal,
): AsyncGenerator<OpenAiChatChunk | '[DONE]'> {
  const created = nowSeconds();
  let id = '';
  const chunk = (delta: OpenAiChatChunk['choices'][number]['delta'], finishReason: 'stop' | null = null): OpenAiChatChunk => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model: params.model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
    ...(params.includeUsage ? { usage: null } : {}),
  });
  for await (const event of streamAnswer(answer, signal)) {
    if (event.type === 'start') {
      id = `chatcmpl-${event.conversationId}`;
      yield chunk({ role: 'assistant', content: '' });
    } else if (event.type === 'token') yield chunk({ content: event.content });
    else if (event.type === 'done') {
      yield chunk({}, 'stop');
      if (params.includeUsage) yield { ...chunk({}), choices: [], usage: usageOf(params.question, event.response) };
      yield '[DONE]';
    }
  }
}
