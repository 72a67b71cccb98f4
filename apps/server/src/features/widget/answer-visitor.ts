import type { ChatRequest, ChatResponse } from '@siteline/contract';
import type { AppContext } from '../../context.ts';
import type { AssistantWithOwner } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { answerQuestion } from '../chat/answer-question.ts';
import type { Answer } from '../chat/stream-answer.ts';
import { countVisitorMessage } from './widget-access.ts';

/** Answers a widget visitor's message, counted against the per-visitor, per-assistant and per-IP limits first. */
export async function answerVisitor(
  ctx: AppContext,
  visitor: AssistantWithOwner & { ip: string; request: ChatRequest },
  hooks: Parameters<Answer>[0],
): Promise<ChatResponse> {
  const { assistant, owner } = visitor;
  if (!assistant.isActive) throw new AppError('ASSISTANT_INACTIVE', 'This assistant is currently inactive. Please try again later.');
  await countVisitorMessage(ctx, assistant.id, owner.subscriptionTier, visitor.ip);
  return answerQuestion(ctx, { assistant, owner, channel: 'widget', request: visitor.request, ...hooks });
}
