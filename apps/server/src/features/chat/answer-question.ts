import crypto from 'node:crypto';
import { getPlan, isLimitReached, type ChatRequest, type ChatResponse, type ConversationChannel, type Language, type Source } from '@siteline/contract';
import { AnswerEngineError, buildRetrievalQuery, retrieveAnswerPassages, searchConfigFor } from '@siteline/knowledge';
import type { AppContext } from '../../context.ts';
import type { AssistantRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { secondsUntilNextUtcMonth } from '../../lib/rate-limit.ts';
import { matchTaughtAnswer } from '../taught-answers/match-taught-answer.ts';
import { recordUnansweredQuestion } from '../unanswered/record-unanswered-question.ts';
import { taughtPassage, taughtReply } from './taught-reply.ts';

const HISTORY_TURNS = 10;

export interface AnswerQuestionParams {
  assistant: AssistantRow;
  owner: UserRow;
  channel: ConversationChannel;
  request: ChatRequest;
  /** Called with each piece of the reply as it is produced (for streaming). */
  onStart?: (ids: { sessionId: string; conversationId: string }) => void;
  onToken?: (text: string) => void;
  signal?: AbortSignal;
}

/** Answers one visitor message from the assistant's indexed site and stores the exchange. */
export async function answerQuestion(ctx: AppContext, params: AnswerQuestionParams): Promise<ChatResponse> {
  const { assistant, owner, channel, request } = params;
  const askedAt = new Date();
  if (!assistant.isActive) throw new AppError('ASSISTANT_INACTIVE', 'This assistant is currently inactive. Please try again later.');
  const messageLimit = getPlan(owner.subscriptionTier).limits.maxMessagesPerMonth;
  const { used, conversation } = await ctx.conversations.open({
    assistantId: assistant.id,
    ownerId: owner.id,
    messageLimit,
    historyLimit: HISTORY_TURNS * 2,
    target: request.conversationId ? { conversationId: request.conversationId } : { channel, sessionId: request.sessionId ?? crypto.randomUUID() },
  });
  if (isLimitReached(used, messageLimit)) {
    throw new AppError('MESSAGE_LIMIT_REACHED', 'Monthly message limit reached for this assistant. Please try again next month.', {
      retryAfter: secondsUntilNextUtcMonth(),
    });
  }
  if (!conversation) throw new AppError('NOT_FOUND', 'conversationId names no conversation of this assistant');

  const history =
    conversation.history.length > 0 ? conversation.history : (request.conversationHistory ?? []).filter((m) => m.content.trim()).slice(-HISTORY_TURNS * 2);
  params.onStart?.({ sessionId: conversation.sessionId, conversationId: conversation.id });

  const language = assistant.language as Language;
  const taught = await matchTaughtAnswer(ctx, assistant, request.message, params.signal);
  // The built-in engine gives the owner's text as it is; a model gets it as the best passage of all.
  const builtIn = ctx.answerEngine.name === 'built-in';
  const { passageLimit: limit, searchesSynonyms: synonyms } = ctx.answerEngine;
  const sitePassages =
    taught && builtIn
      ? []
      : await ctx.passageCache.getOrLoad(assistant.id, `${language} ${limit} ${synonyms} ${buildRetrievalQuery(request.message, history)}`, () =>
          retrieveAnswerPassages(ctx.database.query, {
            assistantId: assistant.id,
            websiteUrl: assistant.websiteUrl,
            question: request.message,
            history,
            language,
            limit,
            synonyms,
            ...ctx.vectorHooks,
          }),
        );
  const passages = taught ? [taughtPassage(taught, assistant), ...sitePassages] : sitePassages;
  const reply =
    taught && builtIn
      ? taughtReply(taught, assistant, params.signal)
      : ctx.answerEngine.answer({
          question: request.message,
          history,
          passages,
          assistant: {
            name: assistant.name,
            language,
            // An assistant set up on a bigger plan keeps the setting, but replies in other languages stop with the plan.
            multiLanguage: assistant.multiLanguage && getPlan(owner.subscriptionTier).limits.multiLanguageSupport,
            personality: assistant.personality as never,
            tone: assistant.tone as never,
            context: assistant.context,
            promptTemplate: assistant.promptTemplate,
            websiteUrl: assistant.websiteUrl,
          },
          signal: params.signal,
        });

  let response = '';
  let sources: Source[];
  let answered: boolean;
  try {
    for await (const piece of reply.textStream) {
      response += piece;
      params.onToken?.(piece);
    }
    sources = await reply.sources;
    answered = await reply.answered;
  } catch (error) {
    if (error instanceof AnswerEngineError) {
      throw error.code === 'TIMEOUT'
        ? new AppError('UPSTREAM_TIMEOUT', 'The answer service took too long to reply. Please try again in a moment.')
        : new AppError('UPSTREAM_FAILED', 'The answer service is not responding right now. Please try again in a moment.');
    }
    throw error;
  }
  const answeredAt = new Date();
  await ctx.conversations.record(
    {
      conversationId: conversation.id,
      ownerId: owner.id,
      question: request.message,
      answer: response.trim(),
      sources,
      responseTimeMs: answeredAt.getTime() - askedAt.getTime(),
      askedAt,
      answeredAt,
      answered,
      searchConfig: searchConfigFor(language),
    },
    HISTORY_TURNS * 2,
  );
  if (!answered) {
    await recordUnansweredQuestion(ctx, {
      assistantId: assistant.id,
      question: request.message,
      searchConfig: searchConfigFor(language),
      askedAt,
    });
  }
  return { response: response.trim(), sessionId: conversation.sessionId, conversationId: conversation.id, timestamp: answeredAt.toISOString(), sources };
}
