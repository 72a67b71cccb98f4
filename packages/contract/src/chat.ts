import { z } from 'zod';

export const MESSAGE_MAX = 4000;
export const HISTORY_MAX = 50;

const messageText = z
  .string({ message: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(MESSAGE_MAX, 'Message must be 4,000 characters or less');

/** Who wrote a message: the visitor or the assistant. */
export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export const messageRoleSchema = z.enum(MESSAGE_ROLES);
export type MessageRole = z.infer<typeof messageRoleSchema>;

/** Where a conversation takes place: the dashboard's test chat, the REST API (and /v1), or the widget. */
export const CONVERSATION_CHANNELS = ['dashboard', 'api', 'widget'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

export const chatHistoryEntrySchema = z.object({
  role: z.enum(MESSAGE_ROLES, { message: "conversationHistory role must be 'user' or 'assistant'" }),
  content: z.string().max(MESSAGE_MAX, 'conversationHistory content must be 4,000 characters or less'),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

export const sessionIdSchema = z
  .string()
  .trim()
  .min(1, 'sessionId must not be empty')
  .max(100, 'sessionId must be 100 characters or less')
  .regex(/^[\w.:-]+$/, 'sessionId may contain only letters, digits and . _ : -');

/** A conversation's id: the `conversationId` of an earlier answer (a UUID). */
export const conversationIdSchema = z
  .string({ message: 'conversationId must be the conversationId of an earlier answer' })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'conversationId must be the conversationId of an earlier answer');

export const chatRequestSchema = z.object({
  message: messageText,
  sessionId: sessionIdSchema.optional(),
  conversationId: conversationIdSchema.optional(),
  conversationHistory: z.array(chatHistoryEntrySchema).max(HISTORY_MAX, 'conversationHistory may hold at most 50 entries').optional(),
  stream: z.boolean().optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const sourceSchema = z.object({ url: z.string(), title: z.string() });
export type Source = z.infer<typeof sourceSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  sessionId: z.string(),
  conversationId: z.string(),
  timestamp: z.string(),
  sources: z.array(sourceSchema),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Events of a streamed chat reply (server-sent events, one JSON object per `data:` line). */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), sessionId: z.string(), conversationId: z.string() }),
  z.object({ type: z.literal('token'), content: z.string() }),
  chatResponseSchema.extend({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string().optional() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const ratingRequestSchema = z.object({
  sessionId: sessionIdSchema,
  rating: z
    .number({ message: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a whole number from 1 to 5')
    .max(5, 'rating must be a whole number from 1 to 5'),
});

export const voiceRequestSchema = z.object({
  text: z.string().trim().min(1, 'text is required').max(4096, 'text must be 4,096 characters or less'),
  language: z.string().trim().max(10).optional().default('en'),
});

export const conversationMessageSchema = z.object({
  role: messageRoleSchema,
  content: z.string(),
  timestamp: z.string(),
  sources: z.array(sourceSchema).optional(),
});

export const conversationSchema = z.object({
  id: z.string(),
  assistantId: z.string(),
  assistantName: z.string(),
  sessionId: z.string(),
  channel: z.enum(CONVERSATION_CHANNELS),
  messages: z.array(conversationMessageSchema),
  messageCount: z.number(),
  satisfactionRating: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
