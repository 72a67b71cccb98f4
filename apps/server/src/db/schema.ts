import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONVERSATION_CHANNELS, MESSAGE_ROLES, PAID_TIERS, PLAN_TIERS, SUBSCRIPTION_STATUSES, type DowngradeNotice, type Source } from '@siteline/contract';
import { defineIndexTables, regconfig, tsvector } from '@siteline/knowledge/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const generatedId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
// Rows that belong to an account or an assistant go when it goes.
const userOwned = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const assistantOwned = () =>
  uuid('assistant_id')
    .notNull()
    .references(() => assistants.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: generatedId(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name'),
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  subscriptionTier: text('subscription_tier', { enum: PLAN_TIERS }).notNull().default('free'),
  subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
  /** The payment provider's customer and subscription behind the tier (Stripe's, or the test-mode provider's). */
  billingCustomerId: text('billing_customer_id').unique(),
  billingSubscriptionId: text('billing_subscription_id'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** The 14-day trial is offered once per account. */
  hasUsedTrial: boolean('has_used_trial').notNull().default(false),
  /** What the last downgrade changed, shown on the billing page until the next upgrade. */
  downgradeNotice: jsonb('downgrade_notice').$type<DowngradeNotice>(),
  profileImageUrl: text('profile_image_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type UserRow = typeof users.$inferSelect;

/** One row per issued login; a token is valid only while its session row is not revoked. */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: userOwned(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Monthly counters per account; `period` is the UTC month, e.g. '2026-11'. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: userOwned(),
    period: text('period').notNull(),
    messages: integer('messages').notNull().default(0),
    crawls: integer('crawls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

export const assistants = pgTable(
  'assistants',
  {
    id: generatedId(),
    userId: userOwned(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    context: text('context').notNull().default(''),
    websiteUrl: text('website_url').notNull().default(''),
    language: text('language').notNull().default('en'),
    multiLanguage: boolean('multi_language').notNull().default(false),
    personality: text('personality').notNull().default('professional'),
    tone: text('tone').notNull().default('helpful'),
    isActive: boolean('is_active').notNull().default(true),
    /** AES-GCM ciphertext of the key, shown to its owner; the digest finds the assistant by key. */
    apiKeyEncrypted: text('api_key_encrypted').notNull(),
    apiKeyDigest: text('api_key_digest').notNull().unique(),
    promptTemplate: text('prompt_template').notNull().default(''),
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    autoScrapeEnabled: boolean('auto_scrape_enabled').notNull().default(false),
    scrapeSchedule: text('scrape_schedule').notNull().default('manual'),
    nextScrapeAt: timestamp('next_scrape_at', { withTimezone: true }),
    /** Why the last scheduled crawl was not queued; cleared when a crawl is queued. A crawl's own state is its job's. */
    crawlError: text('crawl_error'),
    lastScrapedAt: timestamp('last_scraped_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('assistants_user_idx').on(t.userId), index('assistants_next_scrape_idx').on(t.nextScrapeAt)],
);
export type AssistantRow = typeof assistants.$inferSelect;
/** An assistant with its owner, as every chat message needs them. */
export type AssistantWithOwner = { assistant: AssistantRow; owner: UserRow };

/** The chunk index is the knowledge package's; each assistant owns its pages, chunks and word counts. */
export const { pages, chunks, chunkTerms } = defineIndexTables(() => assistants.id);

/** Durable ingestion jobs, claimed with SKIP LOCKED under a lease so no job runs twice at once. */
export const crawlJobs = pgTable(
  'crawl_jobs',
  {
    id: generatedId(),
    assistantId: assistantOwned(),
    kind: text('kind', { enum: ['initial', 'rescrape', 'auto'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    progressSessionId: text('progress_session_id'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('crawl_jobs_status_idx').on(t.status, t.createdAt), index('crawl_jobs_assistant_idx').on(t.assistantId)],
);

export const conversations = pgTable(
  'conversations',
  {
    id: generatedId(),
    assistantId: assistantOwned(),
    sessionId: text('session_id').notNull(),
    channel: text('channel', { enum: CONVERSATION_CHANNELS }).notNull(),
    satisfactionRating: integer('satisfaction_rating'),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_session_idx').on(t.assistantId, t.channel, t.sessionId),
    index('conversations_assistant_idx').on(t.assistantId, t.updatedAt),
    // The conversations screen lists an owner's conversations across assistants, newest first, by cursor.
    index('conversations_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * Every word of a conversation's messages (lexemes without positions), gathered by the messages' insert trigger
 * (migration 0007), so a search reads one index over conversations instead of one over messages, and the
 * conversations table stays narrow for its totals. It stops growing at 128 kB: `overflow` (and the lexeme
 * 'words overflow') then sends the search to the messages themselves.
 */
export const conversationWords = pgTable(
  'conversation_words',
  {
    conversationId: uuid('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
    overflow: boolean('overflow').notNull().default(false),
  },
  (t) => [index('conversation_words_search_idx').using('gin', t.searchVector)],
);

export const messages = pgTable(
  'messages',
  {
    id: generatedId(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MESSAGE_ROLES }).notNull(),
    content: text('content').notNull(),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    responseTimeMs: integer('response_time_ms'),
    /** On assistant replies: false when the engine could not answer from the site; null on visitor messages. */
    answered: boolean('answered'),
    /** The assistant's language configuration when the message was stored, for the conversation search. */
    searchConfig: regconfig('search_config').notNull().default('simple'),
    /**
     * Its words, the parts of its file paths ("contrib" of "stable/contrib/", `search_path_words`, migration 0012), and
     * the character pairs of Chinese, Japanese and Korean runs, which have no spaces (`search_grams`, migration 0007).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector(search_config, content) || to_tsvector(search_config, search_path_words(content)) || to_tsvector('simple'::regconfig, search_grams(content))`,
      ),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * Answers the owner teaches: matched against a visitor's question by the words both share (and by meaning
 * with embeddings). An assistant holds at most TAUGHT_ANSWERS_MAX, so matching reads them by assistant.
 */
export const taughtAnswers = pgTable(
  'taught_answers',
  {
    id: generatedId(),
    assistantId: assistantOwned(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    searchConfig: regconfig('search_config').notNull().default('simple'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(search_config, question)`),
    /** The question's embedding under `embeddingModel`, when an embedding model is configured. */
    embedding: jsonb('embedding').$type<number[]>(),
    embeddingModel: text('embedding_model'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('taught_answers_assistant_idx').on(t.assistantId, t.createdAt)],
);

/** Questions an assistant could not answer, grouped by their words (`groupKey`: the question's sorted lexemes). */
export const unansweredQuestions = pgTable(
  'unanswered_questions',
  {
    id: generatedId(),
    assistantId: assistantOwned(),
    groupKey: text('group_key').notNull(),
    question: text('question').notNull(),
    askedCount: integer('asked_count').notNull().default(1),
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner dismissed the question; asking it again brings it back. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unanswered_questions_group_idx').on(t.assistantId, t.groupKey),
    index('unanswered_questions_recent_idx').on(t.assistantId, t.lastAskedAt),
  ],
);

export const embedConfigs = pgTable('embed_configs', {
  assistantId: uuid('assistant_id')
    .primaryKey()
    .references(() => assistants.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Widget messages per visitor IP per UTC day, for the plan's per-IP daily limit; rows older than 3 days are purged. */
export const widgetIpUsage = pgTable(
  'widget_ip_usage',
  {
    assistantId: assistantOwned(),
    ipHash: text('ip_hash').notNull(),
    day: text('day').notNull(),
    messages: integer('messages').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.assistantId, t.ipHash, t.day] }), index('widget_ip_usage_day_idx').on(t.day)],
);

/** Payment-provider events already handled, by the provider's event id: a replayed event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Checkout sessions already turned into a subscription, so activating one twice (or concurrently) applies it once. */
export const billingActivations = pgTable('billing_activations', {
  checkoutSessionId: text('checkout_session_id').primaryKey(),
  userId: userOwned(),
  subscriptionId: text('subscription_id').notNull(),
  activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * The built-in test-mode payment provider keeps its own books, apart from the app's view of a subscription,
 * so the app asks it what was paid exactly as it asks Stripe.
 */
export const testModeCheckouts = pgTable('test_mode_checkouts', {
  id: text('id').primaryKey(),
  userId: userOwned(),
  customerId: text('customer_id').notNull(),
  tier: text('tier', { enum: PAID_TIERS }).notNull(),
  trialDays: integer('trial_days').notNull().default(0),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  subscriptionId: text('subscription_id'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const testModeSubscriptions = pgTable(
  'test_mode_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    tier: text('tier', { enum: PAID_TIERS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('test_mode_subscriptions_customer_idx').on(t.customerId)],
);

export const testModeInvoices = pgTable(
  'test_mode_invoices',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('test_mode_invoices_customer_idx').on(t.customerId, t.createdAt)],
);

export const testModePortalSessions = pgTable('test_mode_portal_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Account API keys: they act for their owner on the REST API. Stored like assistant keys (sealed, digest for lookup); revoking deletes the row. */
export const accountApiKeys = pgTable(
  'account_api_keys',
  {
    id: generatedId(),
    userId: userOwned(),
    name: text('name').notNull(),
    keyEncrypted: text('key_encrypted').notNull(),
    keyDigest: text('key_digest').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('account_api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** Messages sent through the public contact form, for the operator to answer. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: generatedId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
