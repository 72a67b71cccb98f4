import { describe, expect, it } from 'vitest';
import { checkSiteQuestions, statesFact, type AnswerableSiteQuestion } from './question-set.ts';

const asking = (facts: Pick<AnswerableSiteQuestion, 'mustContain' | 'anyOf'>): AnswerableSiteQuestion => ({
  question: 'q',
  answerable: true,
  page: 'index.html',
  ...facts,
});

describe('statesFact', () => {
  it('ignores case, whitespace and quote style', () => {
    expect(statesFact('Open from 8:00\u00a0AM on “Sundays”', asking({ mustContain: ['8:00 am', '"sunday'] }))).toBe(true);
  });

  it('finds a fact only where a word starts, so a short one is not found inside a longer word', () => {
    expect(statesFact('git archive --format=tar | gzip > out.tgz', asking({ mustContain: ['zip'] }))).toBe(false);
    expect(statesFact('Released in 2019.', asking({ mustContain: ['19'] }))).toBe(false);
    expect(statesFact('Possible values are tar, zip, tgz.', asking({ mustContain: ['zip'] }))).toBe(true);
  });

  it('finds a Latin fact written onto an Arabic word, as Arabic writes "and" onto the next word', () => {
    expect(statesFact('أضف الخيارين usrquota وgrpquota في /etc/fstab', asking({ mustContain: ['usrquota', 'grpquota'] }))).toBe(true);
    expect(statesFact('الحجوزات متاحة', asking({ mustContain: ['حجوزات'] }))).toBe(false);
  });

  it('finds a fact inside Chinese or Japanese text, which has no spaces between words', () => {
    expect(statesFact('パッケージの作者は copyright ファイルに記載されています。', asking({ mustContain: ['ファイルに記載'] }))).toBe(true);
    expect(statesFact('約400のパッケージが修正されています。', asking({ mustContain: ['400'] }))).toBe(true);
  });

  it('lets a fact end inside a word, as a stem', () => {
    expect(statesFact('We roast on Mondays and Thursdays.', asking({ mustContain: ['Monday', 'Thursday'] }))).toBe(true);
  });

  it('needs every mustContain fact and one of the anyOf facts', () => {
    const question = asking({ mustContain: ['port'], anyOf: ['5232', '8080'] });
    expect(statesFact('The port is 8080.', question)).toBe(true);
    expect(statesFact('The port is 9000.', question)).toBe(false);
    expect(statesFact('It listens on 8080.', question)).toBe(false);
  });

  it('reads a fact with regular-expression characters literally', () => {
    expect(statesFact('Refer to it as @{-1} in a revision.', asking({ mustContain: ['@{-1}'] }))).toBe(true);
    expect(statesFact('Refer to it as @{-2}.', asking({ mustContain: ['@{-1}'] }))).toBe(false);
  });
});

describe('checkSiteQuestions', () => {
  it('names a file with too few questions or no held-out half', () => {
    expect(checkSiteQuestions([asking({ mustContain: ['x'] })])).toEqual(
      expect.arrayContaining(['only 1 answerable questions', 'only 0 unanswerable questions']),
    );
  });

  it('takes a probe of ten questions without a held-out half, but not a site', () => {
    const probe = [
      ...Array.from({ length: 8 }, () => asking({ mustContain: ['x'] })),
      ...Array.from({ length: 3 }, () => ({ question: 'q', answerable: false as const })),
    ];
    expect(checkSiteQuestions(probe, true)).toEqual([]);
    expect(checkSiteQuestions(probe)).toEqual(expect.arrayContaining(['only 8 answerable questions', 'only 0 of 11 questions are held out']));
    expect(checkSiteQuestions([asking({})], true)).toEqual(expect.arrayContaining(['"q": no fact to look for']));
  });
});
