import { describe, expect, it } from 'vitest';
import { buildRetrievalQuery, isFollowUpQuestion } from './retrieval-query.ts';

describe('buildRetrievalQuery', () => {
  const history = [
    { role: 'user' as const, content: 'Do you sell the Burr grinder?' },
    { role: 'assistant' as const, content: 'Yes, the Burr grinder is in stock.' },
  ];

  it('keeps a self-contained question as it is', () => {
    expect(buildRetrievalQuery('Do you ship to Canada and how long does it take?', history)).toBe('Do you ship to Canada and how long does it take?');
  });

  it('adds the previous user question to a follow-up', () => {
    expect(buildRetrievalQuery('How much is it?', history)).toContain('Burr grinder');
    expect(buildRetrievalQuery('and in white?', history)).toContain('Burr grinder');
    expect(buildRetrievalQuery('Combien ça coûte ?', [{ role: 'user', content: 'Parlez-moi du moulin Burr' }])).toContain('moulin Burr');
  });

  it('walks back past earlier follow-ups to the question that named the subject', () => {
    const longer = [...history, { role: 'user' as const, content: 'Is it quiet?' }, { role: 'assistant' as const, content: 'Yes.' }];
    const query = buildRetrievalQuery('How much is it?', longer);
    expect(query).toContain('Is it quiet?');
    expect(query).toContain('Burr grinder');
  });

  it("never adds the assistant's own words", () => {
    expect(buildRetrievalQuery('How much is it?', history)).not.toContain('in stock');
  });

  it('tells follow-ups from standalone questions', () => {
    expect(isFollowUpQuestion('what about Mexico?')).toBe(true);
    expect(isFollowUpQuestion('Does it come in red?')).toBe(true);
    expect(isFollowUpQuestion('What are your opening hours on Sunday?')).toBe(false);
    expect(isFollowUpQuestion('and how long until I get my money back?')).toBe(true);
    expect(isFollowUpQuestion('Et combien de temps pour le remboursement complet ?')).toBe(true);
    expect(isFollowUpQuestion('E-mail address for wholesale enquiries and catering requests?')).toBe(false);
  });
});
