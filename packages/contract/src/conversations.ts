import { z } from 'zod';
import { conversationSchema, messageRoleSchema } from './chat.ts';

export const DATE_RANGES = ['all', 'today', 'week', 'month'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const CONVERSATION_SEARCH_MAX = 200;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const TAUGHT_QUESTION_MAX = 500;
export const TAUGHT_ANSWER_MAX = 4000;
/** Taught answers per assistant. */
export const TAUGHT_ANSWERS_MAX = 1000;

/** `GET /api/conversations`: the filters of the conversations screen and the cursor of the next page. */
export const conversationListQuerySchema = z.object({
  assistant: z.string().trim().max(100, 'assistant must be an assistant id or all').optional().default('all'),
  date: z.enum(DATE_RANGES, { message: 'date must be all, today, week or month' }).optional().default('all'),
  search: z.string().trim().max(CONVERSATION_SEARCH_MAX, `search must be ${CONVERSATION_SEARCH_MAX} characters or less`).optional(),
  cursor: z.string().max(200, 'cursor is not valid').optional(),
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 100' })
    .int('limit must be a whole number from 1 to 100')
    .min(1, 'limit must be a whole number from 1 to 100')
    .max(100, 'limit must be a whole number from 1 to 100')
    .optional()
    .default(CONVERSATIONS_PAGE_SIZE),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

export const conversationSummarySchema = conversationSchema.omit({ messages: true }).extend({
  /** The newest message, cut to a preview. */
  lastMessage: z.object({ role: messageRoleSchema, content: z.string(), timestamp: z.string() }).nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** Figures over every conversation the filters select (not only the page). */
export const conversationStatsSchema = z.object({
  totalConversations: z.number(),
  totalMessages: z.number(),
  totalRating: z.number(),
});
export type ConversationStats = z.infer<typeof conversationStatsSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** On the first page only (no cursor); null on the pages after it. */
  stats: conversationStatsSchema.nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

/** Spec 02 section 9: total rating over the conversation count (at least 1), one decimal. */
export function averageSatisfaction(stats: Pick<ConversationStats, 'totalRating' | 'totalConversations'>): string {
  return (stats.totalRating / Math.max(1, stats.totalConversations)).toFixed(1);
}

/** `GET /api/conversations/{id}`: the whole thread (the newest 1,000 messages), each answer with its sources. */
export const conversationDetailSchema = conversationSchema.extend({ truncated: z.boolean() });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;
export const CONVERSATION_THREAD_MAX = 1000;

export const downloadQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).optional().default('json'),
});

/** A question the assistant could not answer; similar questions share one entry. */
export const unansweredQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  askedCount: z.number(),
  lastAskedAt: z.string(),
});
export type UnansweredQuestion = z.infer<typeof unansweredQuestionSchema>;

/** An answer a visitor rated low (1 or 2 of 5), with the question it answered. */
export const lowRatedAnswerSchema = z.object({
  conversationId: z.string(),
  question: z.string(),
  answer: z.string(),
  rating: z.number(),
  answeredAt: z.string(),
});
export type LowRatedAnswer = z.infer<typeof lowRatedAnswerSchema>;

export const unansweredListSchema = z.object({
  questions: z.array(unansweredQuestionSchema),
  lowRated: z.array(lowRatedAnswerSchema),
});
export type UnansweredList = z.infer<typeof unansweredListSchema>;

export const taughtAnswerInputSchema = z.object({
  question: z
    .string({ message: 'question is required' })
    .trim()
    .min(1, 'question is required')
    .max(TAUGHT_QUESTION_MAX, `question must be ${TAUGHT_QUESTION_MAX} characters or less`),
  answer: z
    .string({ message: 'answer is required' })
    .trim()
    .min(1, 'answer is required')
    .max(TAUGHT_ANSWER_MAX, `answer must be ${TAUGHT_ANSWER_MAX.toLocaleString('en-US')} characters or less`),
});
export type TaughtAnswerInput = z.infer<typeof taughtAnswerInputSchema>;

export const taughtAnswerSchema = taughtAnswerInputSchema.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type TaughtAnswer = z.infer<typeof taughtAnswerSchema>;
export const taughtAnswerListSchema = z.array(taughtAnswerSchema);
