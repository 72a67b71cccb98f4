import { z } from 'zod';
import { HISTORY_MAX, MESSAGE_MAX } from './chat.ts';

/** At most this many messages in one OpenAI-style request: the history the chat keeps, the question and a few system messages. */
export const OPENAI_MESSAGES_MAX = HISTORY_MAX + 10;

const textPartSchema = z.strictObject({ type: z.literal('text', { message: "content parts must have type 'text'" }), text: z.string().max(MESSAGE_MAX) });

const openAiMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant'], { message: "messages[].role must be 'system', 'user' or 'assistant'" }),
  content: z.union(
    [z.string().max(MESSAGE_MAX, `messages[].content must be ${MESSAGE_MAX.toLocaleString('en-US')} characters or less`), z.array(textPartSchema).max(20)],
    {
      message: 'messages[].content must be a string or a list of text parts',
    },
  ),
  name: z.string().max(100).optional(),
});
export type OpenAiMessage = z.infer<typeof openAiMessageSchema>;

/**
 * POST /v1/chat/completions, as OpenAI's clients send it. `model` is the assistant id. Sampling
 * parameters are accepted and ignored (the assistant answers from its site); anything else OpenAI
 * defines but Siteline cannot honour (tools, several choices, logprobs…) is refused by name.
 */
export const openAiChatRequestSchema = z.strictObject(
  {
    model: z.string({ message: 'model is required: the id of the assistant' }).min(1, 'model is required: the id of the assistant').max(100),
    messages: z
      .array(openAiMessageSchema, { message: 'messages must be a list' })
      .min(1, 'messages must hold at least one message')
      .max(OPENAI_MESSAGES_MAX, `messages may hold at most ${OPENAI_MESSAGES_MAX} entries`),
    stream: z.boolean().nullish(),
    stream_options: z.strictObject({ include_usage: z.boolean().optional() }).nullish(),
    n: z.literal(1, { message: 'n must be 1: an assistant gives one answer' }).nullish(),
    temperature: z.number().min(0).max(2).nullish(),
    top_p: z.number().min(0).max(1).nullish(),
    max_tokens: z.number().int().positive().nullish(),
    max_completion_tokens: z.number().int().positive().nullish(),
    presence_penalty: z.number().min(-2).max(2).nullish(),
    frequency_penalty: z.number().min(-2).max(2).nullish(),
    user: z.string().max(256).nullish(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unsupported parameter: ${issue.keys.join(', ')}. Siteline assistants answer from their site and support model, messages, stream and the sampling parameters only`
        : undefined,
  },
);
export type OpenAiChatRequest = z.infer<typeof openAiChatRequestSchema>;

const usageSchema = z.object({ prompt_tokens: z.number(), completion_tokens: z.number(), total_tokens: z.number() });

export const openAiChatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number(),
      message: z.object({ role: z.literal('assistant'), content: z.string(), refusal: z.null() }),
      finish_reason: z.literal('stop'),
      logprobs: z.null(),
    }),
  ),
  usage: usageSchema,
});
export type OpenAiChatCompletion = z.infer<typeof openAiChatCompletionSchema>;

/** One `data:` event of a streamed completion; the stream ends with `data: [DONE]`. */
export const openAiChatChunkSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number(),
      delta: z.object({ role: z.literal('assistant').optional(), content: z.string().optional() }),
      finish_reason: z.literal('stop').nullable(),
      logprobs: z.null(),
    }),
  ),
  usage: usageSchema.nullable().optional(),
});
export type OpenAiChatChunk = z.infer<typeof openAiChatChunkSchema>;

export const openAiModelListSchema = z.object({
  object: z.literal('list'),
  data: z.array(z.object({ id: z.string(), object: z.literal('model'), created: z.number(), owned_by: z.string(), name: z.string() })),
});
export type OpenAiModelList = z.infer<typeof openAiModelListSchema>;

/** OpenAI's error shape, which its clients read. */
export const openAiErrorSchema = z.object({
  error: z.object({ message: z.string(), type: z.string(), param: z.string().nullable(), code: z.string().nullable() }),
});
export type OpenAiError = z.infer<typeof openAiErrorSchema>;
