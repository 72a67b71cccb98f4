import { describe, expect, it } from 'vitest';
import { checkQuestionSet, loadQuestionSet, type QuestionSet } from './check-questions.ts';

const shipped = loadQuestionSet();

function withExtra(question: QuestionSet['questions'][number]): QuestionSet {
  return { ...shipped, questions: [...shipped.questions, question] };
}

describe('checkQuestionSet', () => {
  it('accepts the shipped question set', () => {
    expect(checkQuestionSet(shipped)).toEqual([]);
  });

  it('reports a fact that is not on the page the question names', () => {
    const problems = checkQuestionSet(
      withExtra({ question: 'How much is the Kenya?', answerable: true, mustContain: ['$18.50'], page: 'shop/kenya-nyeri-aa.html' }),
    );
    expect(problems).toEqual(['"How much is the Kenya?": "$18.50" is not in the text of shop/kenya-nyeri-aa.html']);
  });

  it('refuses pages robots.txt keeps crawlers out of', () => {
    const problems = checkQuestionSet(
      withExtra({ question: 'staff code?', answerable: true, mustContain: ['HVSTAFF40'], page: 'internal/staff-handbook.html' }),
    );
    expect(problems).toEqual(['"staff code?": page internal/staff-handbook.html is not a public page']);
  });

  it('requires table facts to sit in a table and JSON-LD facts to be absent from the visible text', () => {
    const problems = checkQuestionSet({
      ...shipped,
      questions: [
        ...shipped.questions,
        { question: 'free shipping threshold?', answerable: true, mustContain: ['over $45'], page: 'faq.html', source: 'table' },
        { question: 'price of yirgacheffe?', answerable: true, mustContain: ['18.50'], page: 'shop/ethiopia-yirgacheffe.html', source: 'jsonld' },
      ],
    });
    expect(problems).toEqual([
      '"free shipping threshold?": "over $45" is not in the table of faq.html',
      '"price of yirgacheffe?": "18.50" is also visible on shop/ethiopia-yirgacheffe.html',
    ]);
  });
});
