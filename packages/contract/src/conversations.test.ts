import { describe, expect, it } from 'vitest';
import { averageSatisfaction, conversationListQuerySchema, taughtAnswerInputSchema } from './conversations.ts';

describe('conversations contract', () => {
  it('averages satisfaction as total rating over the conversation count (at least 1), one decimal', () => {
    expect(averageSatisfaction({ totalRating: 9, totalConversations: 2 })).toBe('4.5');
    expect(averageSatisfaction({ totalRating: 10, totalConversations: 3 })).toBe('3.3');
    expect(averageSatisfaction({ totalRating: 0, totalConversations: 0 })).toBe('0.0');
  });

  it('names the field of a bad filter or taught answer', () => {
    const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(issue(conversationListQuerySchema.safeParse({ date: 'yesterday' }))).toContain('date');
    expect(issue(conversationListQuerySchema.safeParse({ search: 'x'.repeat(201) }))).toContain('search');
    expect(issue(taughtAnswerInputSchema.safeParse({ question: 'Open on Sunday?', answer: ' ' }))).toBe('answer is required');
    expect(issue(taughtAnswerInputSchema.safeParse({ question: 'Open on Sunday?', answer: 'x'.repeat(20_000) }))).toBe(
      'answer must be 4,000 characters or less',
    );
  });
});
